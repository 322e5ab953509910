/**
 * Binding and deleting a card: the platform's refusals in the player's language, each under the field
 * of the add or delete dialog it is about (AddBankCardDialog, DeleteBankCardDialog), so everything
 * else stays as typed. The client's invalid.payment.pw and not.exists.payment.password come first;
 * the format and list refusals are the fake platform's. A code not listed gets the form's sentence.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/errors.ts';

export interface CardRefusal {
  message: string;
  field?: string;
}

type Key =
  | 'security.errors.wrongPaymentPassword'
  | 'security.errors.paymentPasswordNotSet'
  | 'security.errors.duplicateCard'
  | 'security.errors.cardLimit'
  | 'security.errors.cardNotFound'
  | 'security.errors.codeInvalid'
  | 'security.errors.codeExpired'
  | 'security.errors.tooMany'
  | 'security.errors.mobileNotBound'
  | 'security.errors.trial'
  | 'security.dialogs.paymentPassword.invalid'
  | 'security.dialogs.paymentPassword.mismatch'
  | 'security.dialogs.card.numberInvalid'
  | 'security.dialogs.card.nameInvalid'
  | 'security.dialogs.card.bankRequired'
  | 'security.dialogs.card.walletTypeRequired'
  | 'security.dialogs.card.addressInvalid'
  | 'security.dialogs.phone.invalid';

/** [message key, field]: the field names are the dialogs' (the delete dialog's password is `password`). */
function byCode(deleting: boolean): Record<string, readonly [Key, string | undefined]> {
  return {
    'invalid.payment.pw': ['security.errors.wrongPaymentPassword', deleting ? 'password' : 'paymentPassword'],
    'not.exists.payment.password': ['security.errors.paymentPasswordNotSet', undefined],
    'paymentPassword.invalid': ['security.dialogs.paymentPassword.invalid', 'paymentPassword'],
    'validatePaymentPassword.mismatch': ['security.dialogs.paymentPassword.mismatch', 'validatePaymentPassword'],
    'bankCard.duplicate': ['security.errors.duplicateCard', undefined],
    'bankCard.limit': ['security.errors.cardLimit', undefined],
    'bankCard.not.found': ['security.errors.cardNotFound', undefined],
    'bankCode.required': ['security.dialogs.card.bankRequired', 'bankCode'],
    'payeeName.invalid': ['security.dialogs.card.nameInvalid', 'payeeName'],
    'cardNumber.invalid': ['security.dialogs.card.numberInvalid', 'cardNumber'],
    'walletType.required': ['security.dialogs.card.walletTypeRequired', 'walletType'],
    'walletAddress.invalid': ['security.dialogs.card.addressInvalid', 'walletAddress'],
    'mobile.invalid': ['security.dialogs.phone.invalid', 'mobileNum'],
    INVALID_PHONE_NUMBER: ['security.dialogs.phone.invalid', 'mobileNum'],
    TOO_MANY_REQUESTS: ['security.errors.tooMany', deleting ? 'verificationCode' : 'mobileNum'],
    'mobile.not.bound': ['security.errors.mobileNotBound', undefined],
    'sms.code.invalid': ['security.errors.codeInvalid', 'verificationCode'],
    'sms.code.expired': ['security.errors.codeExpired', 'verificationCode'],
    'trial.not.allowed': ['security.errors.trial', undefined],
  };
}

function refusalOf(t: TFunction, error: unknown, deleting: boolean): CardRefusal {
  if (!isApiError(error)) return { message: t('security.errors.unknown') };
  if (error.kind === 'network' || error.kind === 'timeout') return { message: t('security.errors.network') };
  const codes = byCode(deleting);
  const code = error.errorCode;
  if (code !== undefined && Object.hasOwn(codes, code)) {
    const [key, field] = codes[code]!;
    return field ? { message: t(key), field } : { message: t(key) };
  }
  return { message: t('security.errors.unknown') };
}

/** A refusal of PUT /wps/v2/member/bankCards (or of its SMS code), for the add dialog. */
export const addCardRefusal = (t: TFunction, error: unknown) => refusalOf(t, error, false);

/** A refusal of DELETE /wps/v2/member/bankCards (or of its SMS code), for the delete dialog. */
export const deleteCardRefusal = (t: TFunction, error: unknown) => refusalOf(t, error, true);
