/**
 * Withdrawal, transfer-to-upline and card refusals in the player's language: each platform errorCode
 * the calls answer has a sentence, and the field it belongs under (so a wrong payment password shows
 * under the password and the amount stays as typed). The platform client's own codes come first
 * (invalid.payment.pw, not.exists.payment.password, withdraw_turnover_not_enough with its value.data,
 * required_member_information_incomplete ...); the rest are the fake platform's. #543 is a module
 * switched off.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/errors.ts';
import { missingInformation, turnoverShortfall, type MissingInfo } from '../../../api/withdraw.contract.ts';

export interface Refusal {
  message: string;
  field?: 'amount' | 'password' | 'code';
  /** The refusal asks for a payment password first: the container offers to set one. */
  needsPaymentPassword?: boolean;
}

type Field = Refusal['field'];

const WITHDRAW_BY_CODE = {
  'invalid.payment.pw': ['withdraw.errors.wrongPassword', 'password'],
  'not.exists.payment.password': ['withdraw.errors.noPaymentPassword', undefined],
  bank_card_is_frozen: ['withdraw.errors.cardFrozen', undefined],
  'withdraw.amount.out.of.range': ['withdraw.errors.amountRange', 'amount'],
  request_param_err: ['withdraw.errors.amountRange', 'amount'],
  'insufficient.balance': ['withdraw.errors.insufficient', 'amount'],
  'withdraw.daily.limit': ['withdraw.errors.dailyLimit', undefined],
  'withdraw.daily.amount.limit': ['withdraw.errors.dailyAmount', 'amount'],
  'withdraw.bank.card.invalid': ['withdraw.errors.cardInvalid', undefined],
  'sms.code.invalid': ['withdraw.errors.codeInvalid', 'code'],
  'sms.code.expired': ['withdraw.errors.codeExpired', 'code'],
  'mobile.not.bound': ['withdraw.errors.mobileNotBound', undefined],
  TOO_MANY_REQUESTS: ['withdraw.errors.tooManyCodes', 'code'],
  'trial.not.allowed': ['withdraw.errors.trial', undefined],
  '543': ['withdraw.errors.switchedOff', undefined],
  'withdraw.not.found': ['withdraw.errors.notAwaiting', undefined],
  'withdraw.receipt.not.awaiting': ['withdraw.errors.notAwaiting', undefined],
  'withdraw.receipt.amount.invalid': ['withdraw.errors.receiptAmount', undefined],
  'withdraw.receipt.proof.required': ['withdraw.errors.proofInvalid', undefined],
  'withdraw.receipt.proof.invalid': ['withdraw.errors.proofInvalid', undefined],
  'withdraw.receipt.proof.too.large': ['withdraw.errors.proofInvalid', undefined],
} as const satisfies Record<string, readonly [string, Field]>;

const UPLINE_BY_CODE = {
  'invalid.payment.pw': ['upline.errors.wrongPassword', 'password'],
  'not.exists.payment.password': ['upline.errors.noPaymentPassword', undefined],
  'insufficient.balance': ['upline.errors.insufficient', 'amount'],
  request_param_err: ['upline.errors.invalidAmount', 'amount'],
  'transfer.upline.not.allowed': ['upline.errors.notAllowed', undefined],
  '543': ['upline.errors.switchedOff', undefined],
} as const satisfies Record<string, readonly [string, Field]>;

const MISSING_KEYS = {
  required_nickname: 'withdraw.errors.missing.nickname',
  required_id_not_verified: 'withdraw.errors.missing.id',
  required_email_add: 'withdraw.errors.missing.email',
  required_mobile_no: 'withdraw.errors.missing.mobile',
  required_qq: 'withdraw.errors.missing.qq',
  required_address: 'withdraw.errors.missing.address',
  required_id_verification_status: 'withdraw.errors.missing.id',
  invalid_id_verification_status: 'withdraw.errors.missing.id',
} as const satisfies Record<MissingInfo, string>;

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
  byCode: Readonly<Record<string, readonly [Key, Field]>>,
  fallbacks: { network: Key; timeout: Key; unknown: Key },
): Refusal {
  if (!isApiError(error)) return { message: t(fallbacks.unknown) };
  if (error.kind === 'network') return { message: t(fallbacks.network) };
  if (error.kind === 'timeout') return { message: t(fallbacks.timeout) };
  const code = error.errorCode;
  if (code !== undefined && Object.hasOwn(byCode, code)) {
    const [key, field] = byCode[code]!;
    const refusal: Refusal = field ? { message: t(key), field } : { message: t(key) };
    return code === 'not.exists.payment.password' ? { ...refusal, needsPaymentPassword: true } : refusal;
  }
  return { message: t(fallbacks.unknown) };
}

/** A number read from the refusal's value.data (the deposit still required, the promotion's turnover). */
function dataNumber(value: unknown, ...path: string[]): number | null {
  let node: unknown = value;
  for (const key of ['data', ...path])
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  const number = typeof node === 'string' ? Number(node) : node;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * A withdrawal whose answer was lost may have gone through: the words say so, and that a retry (same
 * key) is safe. The refusals that carry figures (the turnover, the deposit still required, the
 * profile fields missing) say them.
 */
export function withdrawRefusal(t: TFunction, error: unknown, formatMoney: (amount: number) => string = String): Refusal {
  if (isApiError(error) && error.kind === 'business') {
    if (error.errorCode === 'withdraw_turnover_not_enough') {
      const shortfall = turnoverShortfall(error.value);
      return {
        message: shortfall
          ? t('withdraw.errors.turnoverLeft', { amount: formatMoney(shortfall.remaining) })
          : t('withdraw.errors.turnover'),
      };
    }
    if (error.errorCode === 'promotion_turnover_not_enough') {
      const remaining = dataNumber(error.value, 'all', 'remainingTurnover');
      return {
        message:
          remaining === null
            ? t('withdraw.errors.promotionTurnover')
            : t('withdraw.errors.promotionTurnoverLeft', { amount: formatMoney(remaining) }),
      };
    }
    if (error.errorCode === 'required_deposit_amount_not_reached') {
      const required = dataNumber(error.value, 'requiredDepositAmount');
      const actual = dataNumber(error.value, 'actualDepositAmount') ?? 0;
      return {
        message:
          required === null
            ? t('withdraw.errors.deposit')
            : t('withdraw.errors.depositLeft', { amount: formatMoney(Math.max(0, required - actual)) }),
      };
    }
    if (error.errorCode === 'required_member_information_incomplete') {
      const missing = [...new Set(missingInformation(error.value).map((item) => t(MISSING_KEYS[item])))];
      return {
        message:
          missing.length > 0 ? t('withdraw.errors.incompleteFields', { fields: missing.join(', ') }) : t('withdraw.errors.incomplete'),
      };
    }
  }
  return refusalOf(t, error, WITHDRAW_BY_CODE, {
    network: 'withdraw.errors.network',
    timeout: 'withdraw.errors.timeout',
    unknown: 'withdraw.errors.unknown',
  });
}

/** A receipt confirmation or a code sent moves no money: a lost answer is a plain connection problem. */
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
