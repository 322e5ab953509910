import { findAccount } from '../../mocks/db/accounts.ts';
import { returnWallets, transferToUpline, transferWallet } from '../../app/api/wallet.ts';

/** member01's customer id (the member info's id), as the client sends it. */
const customerId = () => findAccount('member01')!.id;

export const exercises = {
  'wallet.transfer': () =>
    transferWallet({
      customerId: customerId(),
      fromAccountTypeId: 2,
      toAccountTypeId: 6,
      amount: 25_000,
      idempotencyKey: 'conformance-transfer',
    }),
  'wallet.return': () => returnWallets({ customerId: customerId(), idempotencyKey: 'conformance-return' }),
  'wallet.transferUpline': () => transferToUpline({ amount: 30_000, password: '123456', idempotencyKey: 'conformance-upline' }),
};
