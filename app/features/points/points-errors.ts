/**
 * Points mall refusals in the player's language: each errorCode the redeem and convert calls answer
 * has a sentence and the field it belongs under (a wrong withdraw password under the password, the
 * rest of the form kept as typed).
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors.ts';

export interface RedeemRefusal {
  message: string;
  field?: 'password' | 'address' | 'mobile' | 'quantity';
}

export interface ConvertRefusal {
  message: string;
  field?: 'amount' | 'password';
}

const REDEEM_BY_CODE = {
  'invalid.payment.pw': ['points.redeem.errors.wrongPassword', 'password'],
  'payment.password.required': ['points.redeem.errors.passwordRequired', 'password'],
  'not.exists.payment.password': ['points.redeem.errors.noPaymentPassword', 'password'],
  'receivingAddress.required': ['points.redeem.errors.addressRequired', 'address'],
  'mobile.invalid': ['points.redeem.errors.mobileInvalid', 'mobile'],
  'quantity.invalid': ['points.redeem.errors.quantity', 'quantity'],
  'points.insufficient': ['points.redeem.errors.insufficientPoints', undefined],
  'balance.insufficient': ['points.redeem.errors.insufficientBalance', undefined],
  'reward.out.of.stock': ['points.redeem.errors.outOfStock', undefined],
  'reward.not.found': ['points.redeem.errors.outOfStock', undefined],
} as const satisfies Record<string, readonly [string, RedeemRefusal['field']]>;

const CONVERT_BY_CODE = {
  'invalid.payment.pw': ['points.convert.errors.wrongPassword', 'password'],
  'payment.password.required': ['points.convert.errors.passwordRequired', 'password'],
  'not.exists.payment.password': ['points.convert.errors.noPaymentPassword', 'password'],
  'balance.insufficient': ['points.convert.errors.insufficientBalance', 'amount'],
  'amount.out.of.range': ['points.convert.errors.amountRange', 'amount'],
  'amount.invalid': ['points.convert.errors.amountRange', 'amount'],
} as const satisfies Record<string, readonly [string, ConvertRefusal['field']]>;

function refusalOf<F extends string>(
  t: TFunction,
  error: unknown,
  byCode: Readonly<Record<string, readonly [string, F | undefined]>>,
  fallbacks: { network: string; unknown: string },
): { message: string; field?: F } {
  // The keys are typed by the tables above; TFunction's key union is too large to spell here.
  const say = (key: string) => t(key as never) as string;
  if (!isApiError(error)) return { message: say(fallbacks.unknown) };
  if (error.kind === 'network' || error.kind === 'timeout') return { message: say(fallbacks.network) };
  const code = error.errorCode;
  if (code !== undefined && Object.hasOwn(byCode, code)) {
    const [key, field] = byCode[code]!;
    return field ? { message: say(key), field } : { message: say(key) };
  }
  return { message: say(fallbacks.unknown) };
}

export const redeemRefusal = (t: TFunction, error: unknown): RedeemRefusal =>
  refusalOf(t, error, REDEEM_BY_CODE, { network: 'points.redeem.errors.network', unknown: 'points.redeem.errors.unknown' });

export const convertRefusal = (t: TFunction, error: unknown): ConvertRefusal =>
  refusalOf(t, error, CONVERT_BY_CODE, { network: 'points.convert.errors.network', unknown: 'points.convert.errors.unknown' });
