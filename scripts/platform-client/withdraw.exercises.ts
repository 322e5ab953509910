import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import {
  confirmWithdrawalReceipt,
  getPaymentConfirmations,
  getTurnover,
  getWithdrawAccountInfo,
  getWithdrawalHistory,
  getWithdrawCharges,
  getWithdrawSettings,
  submitWithdrawal,
} from '../../app/api/withdraw.ts';

const DAY = 86_400_000;

export const exercises = {
  'withdraw.settings': () => getWithdrawSettings(),
  'withdraw.accountInfo': () => getWithdrawAccountInfo(),
  'withdraw.charges': () => getWithdrawCharges({ withdrawAmount: 50_000, kind: 'BANK' }),
  'withdraw.turnover': () => getTurnover(),
  // An e-wallet above the SMS amount: the code and the group go too.
  'withdraw.submit': () =>
    submitWithdrawal({
      amount: 1_500_000,
      bankCardId: 1201,
      password: '123456',
      verificationCode: '246810',
      groupId: 1,
      idempotencyKey: 'conformance-withdraw',
    }),
  'withdraw.history': () =>
    getWithdrawalHistory({ startTime: PINNED_EPOCH - 7 * DAY, endTime: PINNED_EPOCH, status: 'COMPLETED', page: 1, size: 10 }),
  'withdraw.paymentConfirmations': () => getPaymentConfirmations(),
  'withdraw.confirmReceipt': () =>
    confirmWithdrawalReceipt({ withdrawalId: 'WD0001', result: 'PARTIAL', receivedAmount: 40_000, idempotencyKey: 'conformance-receipt' }),
};
