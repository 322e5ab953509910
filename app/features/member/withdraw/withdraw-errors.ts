/**
 * Withdrawal and transfer-to-upline refusals in the player's language: each platform errorCode the
 * calls answer has a sentence, and the field it belongs under (so a wrong payment password shows under
 * the password and the amount stays as typed). #543 is a module switched off.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/errors.ts';

export interface Refusal {
  message: string;
  field?: 'amount' | 'password';
}

const WITHDRAW_BY_CODE = {
  'payment.password.incorrect': ['withdraw.errors.wrongPassword', 'password'],
  'payment.password.required': ['withdraw.errors.passwordRequired', 'password'],
  'withdraw.amount.out.of.range': ['withdraw.errors.amountRange', 'amount'],
  request_param_err: ['withdraw.errors.amountRange', 'amount'],
  'insufficient.balance': ['withdraw.errors.insufficient', 'amount'],
  'withdraw.daily.limit': ['withdraw.errors.dailyLimit', undefined],
  'withdraw.turnover.required': ['withdraw.errors.turnover', undefined],
  'withdraw.bank.card.invalid': ['withdraw.errors.cardInvalid', undefined],
  'trial.not.allowed': ['withdraw.errors.trial', undefined],
  '543': ['withdraw.errors.switchedOff', undefined],
  'withdraw.not.found': ['withdraw.errors.notAwaiting', undefined],
  'withdraw.receipt.not.awaiting': ['withdraw.errors.notAwaiting', undefined],
  'withdraw.receipt.amount.invalid': ['withdraw.errors.receiptAmount', undefined],
  'withdraw.receipt.proof.required': ['withdraw.errors.proofInvalid', undefined],
  'withdraw.receipt.proof.invalid': ['withdraw.errors.proofInvalid', undefined],
  'withdraw.receipt.proof.too.large': ['withdraw.errors.proofInvalid', undefined],
} as const satisfies Record<string, readonly [string, Refusal['field']]>;

const UPLINE_BY_CODE = {
  'payment.password.incorrect': ['upline.errors.wrongPassword', 'password'],
  'payment.password.required': ['upline.errors.wrongPassword', 'password'],
  'insufficient.balance': ['upline.errors.insufficient', 'amount'],
  request_param_err: ['upline.errors.invalidAmount', 'amount'],
  'transfer.upline.not.allowed': ['upline.errors.notAllowed', undefined],
  '543': ['upline.errors.switchedOff', undefined],
} as const satisfies Record<string, readonly [string, Refusal['field']]>;

type Key =
  | (typeof WITHDRAW_BY_CODE)[keyof typeof WITHDRAW_BY_CODE][0]
  | (typeof UPLINE_BY_CODE)[keyof typeof UPLINE_BY_CODE][0]
  | 'withdraw.errors.network'
  | 'withdraw.errors.timeout'
  | 'withdraw.errors.connection'
  | 'withdraw.errors.unknown'
  | 'upline.errors.network'
  | 'upline.errors.timeout'
  | 'upline.errors.unknown';

function refusalOf(
  t: TFunction,
  error: unknown,
  byCode: Readonly<Record<string, readonly [Key, Refusal['field']]>>,
  fallbacks: { network: Key; timeout: Key; unknown: Key },
): Refusal {
  if (!isApiError(error)) return { message: t(fallbacks.unknown) };
  if (error.kind === 'network') return { message: t(fallbacks.network) };
  if (error.kind === 'timeout') return { message: t(fallbacks.timeout) };
  const code = error.errorCode;
  if (code !== undefined && Object.hasOwn(byCode, code)) {
    const [key, field] = byCode[code]!;
    return field ? { message: t(key), field } : { message: t(key) };
  }
  return { message: t(fallbacks.unknown) };
}

/** A withdrawal whose answer was lost may have gone through: the words say so, and that a retry (same key) is safe. */
export const withdrawRefusal = (t: TFunction, error: unknown): Refusal =>
  refusalOf(t, error, WITHDRAW_BY_CODE, {
    network: 'withdraw.errors.network',
    timeout: 'withdraw.errors.timeout',
    unknown: 'withdraw.errors.unknown',
  });

/** A receipt confirmation moves no money: a lost answer is a plain connection problem. */
export const receiptRefusal = (t: TFunction, error: unknown): Refusal =>
  refusalOf(t, error, WITHDRAW_BY_CODE, {
    network: 'withdraw.errors.connection',
    timeout: 'withdraw.errors.connection',
    unknown: 'withdraw.errors.unknown',
  });

export const uplineRefusal = (t: TFunction, error: unknown): Refusal =>
  refusalOf(t, error, UPLINE_BY_CODE, {
    network: 'upline.errors.network',
    timeout: 'upline.errors.timeout',
    unknown: 'upline.errors.unknown',
  });
