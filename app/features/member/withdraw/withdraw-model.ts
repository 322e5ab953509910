/**
 * The security centre's view of the platform's answers: a bound account as the card list shows it
 * (the withdraw form's view is the contract's withdrawAccountsOffered).
 */
import type { BankCardView } from '@ui/member/security/SecurityCentre.tsx';
import type { TFunction } from 'i18next';
import type { WithdrawAccount, WithdrawAccountInfo, WithdrawKind } from '../../../api/withdraw.contract.ts';

const KIND_KEYS = {
  BANK: 'security.cardKinds.BANK',
  EWALLET: 'security.cardKinds.EWALLET',
  USDT: 'security.cardKinds.USDT',
} as const satisfies Record<WithdrawKind, string>;

/** An account as the security centre lists it, deletable where the merchant allows it for its kind. */
export function cardView(t: TFunction, account: WithdrawAccount, info: WithdrawAccountInfo): BankCardView {
  return {
    id: account.id,
    bankName: account.bankName,
    accountNumber: account.number,
    kindLabel: t(KIND_KEYS[account.kind]),
    canDelete: info.canDelete[account.kind],
  };
}
