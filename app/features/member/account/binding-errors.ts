/**
 * The security bindings' refusals in the player's language (decision 014; a card's are withdraw/card-errors.ts): each platform errorCode has
 * a sentence and the field it belongs under, so a wrong payment password shows under the password and
 * the rest of the form stays as typed. A code not listed falls back to the form-level message.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/errors.ts';

export interface BindingRefusal {
  message: string;
  field?: string;
}

type Key =
  | 'security.errors.wrongPaymentPassword'
  | 'security.errors.wrongLoginPassword'
  | 'security.errors.paymentPasswordNotSet'
  | 'security.errors.emailTaken'
  | 'security.errors.mobileTaken'
  | 'security.errors.alreadyBound'
  | 'security.errors.codeInvalid'
  | 'security.errors.codeExpired'
  | 'security.errors.tooMany'
  | 'security.dialogs.email.invalid'
  | 'security.dialogs.phone.invalid'
  | 'security.dialogs.paymentPassword.invalid';

/** [message key, field]: the field names are the dialogs' (PaymentPasswordDialog calls the checking password currentPassword). */
const BY_CODE: Record<string, readonly [Key, string | undefined]> = {
  // The platform's payment-password refusals (reference/platform-client.md #7).
  'invalid.payment.pw': ['security.errors.wrongPaymentPassword', 'paymentPassword'],
  'not.exists.payment.password': ['security.errors.paymentPasswordNotSet', undefined],
  'payment.password.required': ['security.errors.wrongPaymentPassword', 'paymentPassword'],
  'login.password.incorrect': ['security.errors.wrongLoginPassword', 'currentPassword'],
  'payment.password.already.set': ['security.errors.alreadyBound', undefined],
  'paymentPassword.invalid': ['security.dialogs.paymentPassword.invalid', 'paymentPassword'],
  'email.invalid': ['security.dialogs.email.invalid', 'email'],
  'email.taken': ['security.errors.emailTaken', 'email'],
  'email.already.bound': ['security.errors.alreadyBound', undefined],
  'mobile.invalid': ['security.dialogs.phone.invalid', 'mobileNum'],
  INVALID_PHONE_NUMBER: ['security.dialogs.phone.invalid', 'mobileNum'],
  MOBILE_ALREADY_REGISTERED: ['security.errors.mobileTaken', 'mobileNum'],
  'mobile.already.bound': ['security.errors.alreadyBound', undefined],
  TOO_MANY_REQUESTS: ['security.errors.tooMany', 'mobileNum'],
  'sms.code.invalid': ['security.errors.codeInvalid', 'smsCode'],
  'verificationCode.invalid': ['security.errors.codeInvalid', 'smsCode'],
  'sms.code.expired': ['security.errors.codeExpired', 'smsCode'],
};

export function bindingRefusal(t: TFunction, error: unknown): BindingRefusal {
  if (!isApiError(error)) return { message: t('security.errors.unknown') };
  if (error.kind === 'network' || error.kind === 'timeout') return { message: t('security.errors.network') };
  const code = error.errorCode;
  if (code !== undefined && Object.hasOwn(BY_CODE, code)) {
    const [key, field] = BY_CODE[code]!;
    return field ? { message: t(key), field } : { message: t(key) };
  }
  return { message: t('security.errors.unknown') };
}
