/**
 * The deposit and wallet refusals in the player's words: each known platform errorCode has a
 * catalogue sentence; transport failures have theirs; an unknown business failure shows the
 * platform's own message, else the system error.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '@ui/i18n/format.ts';
import { depositRefusalText } from '../../../api/deposit.contract.ts';
import { isApiError } from '../../../api/errors.ts';
import { depositLimitRefusal, SAFER_PLAY_ERRORS, type LimitPeriod } from '../../../api/safer-play.contract.ts';

/** The platform's deposit refusals this app words itself (the fake platform's codes where no source shows the real one). */
const DEPOSIT_BY_CODE = {
  'deposit.outside.service.hours': 'deposit.errors.outsideHours',
  'deposit.channel.invalid': 'deposit.errors.channelInvalid',
  'deposit.amount.not.offered': 'deposit.errors.notOfferedAny',
  'deposit.payeeName.invalid': 'deposit.fields.payeeName.format',
  'deposit.firstName.invalid': 'deposit.fields.firstName.format',
  'deposit.lastName.invalid': 'deposit.fields.lastName.format',
  'deposit.fullName.invalid': 'deposit.fields.fullName.format',
  'deposit.target.invalid': 'deposit.errors.invalid',
  'trial.not.allowed': 'deposit.errors.trial',
  request_param_err: 'deposit.errors.invalid',
  '543': 'deposit.switchedOff',
} as const;

/** The record's actions: cancelling a deposit and sending its payment slip. */
const RECORD_ACTION_BY_CODE = {
  'deposit.not.found': 'deposit.errors.notFound',
  'deposit.cancel.not.allowed': 'deposit.errors.cancelNotAllowed',
  'deposit.slip.not.allowed': 'deposit.errors.slipNotAllowed',
  'deposit.slip.invalid': 'deposit.errors.slipInvalid',
  'deposit.slip.too.large': 'deposit.errors.slipTooLarge',
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
  /** The first-deposit minimum (formatted), for a first deposit under it. */
  firstMin?: string;
  /** Deposits the member has in progress (the settings' inProgressCashInCount). */
  pendingCount?: number;
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
      if (code === 'deposit.too.many.pending')
        return context.pendingCount
          ? t('deposit.errors.tooManyPending', { count: context.pendingCount })
          : t('deposit.errors.tooManyPendingAny');
      if (code === 'deposit.first.amount.too.low' && context.firstMin) return t('deposit.errors.belowFirstMin', { min: context.firstMin });
      const overLimit = code === SAFER_PLAY_ERRORS.depositLimit ? depositLimitRefusal(error.value) : undefined;
      if (overLimit) {
        const remaining = context.formatMoney ? context.formatMoney(overLimit.remaining) : formatNumber(overLimit.remaining);
        return t(OVER_LIMIT[overLimit.period], { remaining });
      }
      if (code !== undefined && Object.hasOwn(DEPOSIT_BY_CODE, code)) return t(DEPOSIT_BY_CODE[code as keyof typeof DEPOSIT_BY_CODE]);
      return platformText(t, error.message, error.value);
    }
  }
}

/** An unknown refusal in the platform's own words, as its client shows them; the system error when it has none. */
function platformText(t: TFunction, message: string, value: unknown): string {
  const text = depositRefusalText(message, value).trim();
  return text !== '' ? text : t('deposit.errors.system');
}

/** A refused cancel or payment slip of the deposit record, in the player's words. */
export function depositRecordErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('deposit.errors.system');
  switch (error.kind) {
    case 'network':
      return t('deposit.errors.actionNetwork');
    case 'timeout':
      return t('deposit.errors.actionTimeout');
    case 'session-expired':
      return t('deposit.errors.session');
    case 'http':
    case 'malformed':
      return t('deposit.errors.system');
    case 'business': {
      const code = error.errorCode;
      if (code !== undefined && Object.hasOwn(RECORD_ACTION_BY_CODE, code))
        return t(RECORD_ACTION_BY_CODE[code as keyof typeof RECORD_ACTION_BY_CODE]);
      return platformText(t, error.message, error.value);
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
