/**
 * The withdraw panel's and the security centre's views of the platform's answers: a bound account as
 * the withdraw form offers it (with its kind's range, today's count and amount left, one-tap amounts
 * and fee note) and as the card list shows it.
 */
import type { BankCardView } from '@ui/member/security/SecurityCentre.tsx';
import type { WithdrawCard } from '@ui/member/withdraw/WithdrawForm.tsx';
import type { TFunction } from 'i18next';
import {
  todayAllowance,
  withdrawLimits,
  type WithdrawAccount,
  type WithdrawAccountInfo,
  type WithdrawKind,
  type WithdrawSettings,
} from '../../../api/withdraw.contract.ts';

/** An account as the withdraw form offers it; a kind the merchant switched off is left out. */
export function withdrawCards(settings: WithdrawSettings, info: WithdrawAccountInfo): WithdrawCard[] {
  return info.accounts
    .filter((account) => settings.kinds[account.kind].enabled)
    .map((account) => {
      const limits = withdrawLimits(settings, info, account.kind);
      const today = todayAllowance(settings, info, account.kind);
      return {
        id: account.id,
        type: account.kind,
        bankName: account.bankName,
        accountName: account.holder,
        accountNumber: account.number,
        min: limits.min,
        max: limits.max,
        countLeft: today.count,
        countLimit: today.maxCount,
        amountLeft: today.amount,
        fixedAmounts: settings.kinds[account.kind].fixedAmounts,
        feeNote: settings.kinds[account.kind].chargeMessage,
        active: account.active,
        maintenance: account.maintenance,
      };
    });
}

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
