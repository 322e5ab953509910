import { addBankCard, deleteBankCard, getBanks, getBindConfig, getWalletTypes } from '../../app/api/bank-cards.ts';

export const exercises = {
  'bankCards.banks': () => getBanks(),
  'bankCards.walletTypes': () => getWalletTypes(),
  'bankCards.bindConfig': () => getBindConfig(),
  // A first card with a first payment password and the mobile's code: every proof bindConfig may ask for.
  'bankCards.add': () =>
    addBankCard({
      kind: 'BANK',
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      payeeName: 'NGUYEN VAN AN',
      cardNumber: '0123 456 789',
      paymentPassword: 'Pay13579',
      validatePaymentPassword: 'Pay13579',
      mobile: { countryDialingCode: '84', mobileNum: '0912000666', verificationCode: '246810' },
    }),
  'bankCards.delete': async () => {
    await deleteBankCard({ bankCardId: 1201, method: 'P', password: '123456' }).catch(() => undefined);
    return deleteBankCard({ bankCardId: 1201, method: 'S', verificationCode: '246810' });
  },
};
