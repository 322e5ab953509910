/**
 * The deposit and wallet refusals in the player's words: each known platform errorCode has a
 * catalogue sentence; transport failures have theirs; an unknown business failure shows the
 * platform's own message, else the system error.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '@ui/i18n/format.ts';
import { isApiError } from '../../../api/errors.ts';
import { depositLimitRefusal, SAFER_PLAY_ERRORS, type LimitPeriod } from '../../../api/safer-play.contract.ts';

const DEPOSIT_BY_CODE = {
  'deposit.outside.service.hours': 'deposit.errors.outsideHours',
  'deposit.channel.invalid': 'deposit.errors.channelInvalid',
  'deposit.depositorName.invalid': 'deposit.fields.depositorName.format',
  'deposit.senderAccount.invalid': 'deposit.fields.senderAccount.format',
  'deposit.senderAddress.invalid': 'deposit.fields.senderAddress.format',
  'trial.not.allowed': 'deposit.errors.trial',
  request_param_err: 'deposit.errors.invalid',
  '543': 'deposit.switchedOff',
} as const;

const WALLET_BY_CODE = {
  'insufficient.balance': 'wallet.errors.insufficient',
  'transfer.wallet.invalid': 'wallet.errors.pair',
  'trial.not.allowed': 'wallet.errors.trial',
  request_param_err: 'wallet.errors.invalid',
  '543': 'wallet.errors.switchedOff',
} as const;

export interface DepositErrorContext {
  /** The chosen channel's limits (formatted), for an amount the platform found out of range. */
  min?: string;
  max?: string;
  /** Deposits a member may have in progress. */
  maxPending?: number;
  /** Formats an amount of the brand's money (what is left under a deposit limit); plain digits without it. */
  formatMoney?: (amount: number) => string;
}

const OVER_LIMIT = {
  DAY: 'deposit.errors.overDailyLimit',
  WEEK: 'deposit.errors.overWeeklyLimit',
  MONTH: 'deposit.errors.overMonthlyLimit',
} as const satisfies Record<LimitPeriod, string>;

export function depositErrorMessage(t: TFunction, error: unknown, context: DepositErrorContext = {}): string {
  if (!isApiError(error)) return t('deposit.errors.system');
  switch (error.kind) {
    case 'network':
      return t('deposit.errors.network');
    case 'timeout':
      return t('deposit.errors.timeout');
    case 'session-expired':
      return t('deposit.errors.session');
    case 'http':
    case 'malformed':
      return t('deposit.errors.system');
    case 'business': {
      const code = error.errorCode;
      if (code === 'deposit.amount.out.of.range' && context.min && context.max)
        return t('deposit.errors.outOfRange', { min: context.min, max: context.max });
      if (code === 'deposit.too.many.pending') return t('deposit.errors.tooManyPending', { count: context.maxPending ?? 3 });
      const overLimit = code === SAFER_PLAY_ERRORS.depositLimit ? depositLimitRefusal(error.value) : undefined;
      if (overLimit) {
        const remaining = context.formatMoney ? context.formatMoney(overLimit.remaining) : formatNumber(overLimit.remaining);
        return t(OVER_LIMIT[overLimit.period], { remaining });
      }
      if (code !== undefined && Object.hasOwn(DEPOSIT_BY_CODE, code)) return t(DEPOSIT_BY_CODE[code as keyof typeof DEPOSIT_BY_CODE]);
      return error.message.trim() !== '' ? error.message : t('deposit.errors.system');
    }
  }
}

export function walletErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('wallet.errors.system');
  switch (error.kind) {
    case 'network':
      return t('wallet.errors.network');
    case 'timeout':
      return t('wallet.errors.timeout');
    case 'session-expired':
      return t('wallet.errors.session');
    case 'http':
    case 'malformed':
      return t('wallet.errors.system');
    case 'business': {
      const code = error.errorCode;
      if (code !== undefined && Object.hasOwn(WALLET_BY_CODE, code)) return t(WALLET_BY_CODE[code as keyof typeof WALLET_BY_CODE]);
      return error.message.trim() !== '' ? error.message : t('wallet.errors.system');
    }
  }
}

/** The module switch of the call is off (#543). */
export const isSwitchedOff = (error: unknown) => isApiError(error) && error.errorCode === '543';

/** A fresh key per money request: a retry of the same request reuses it; a new request never does. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
