/**
 * Account failures in the user's language (spec section 8): each known platform errorCode (and the
 * Firebase phone-verification codes) has a catalogue sentence; transport failures have theirs; an
 * unknown business failure shows the platform's own message as text, else "unknown error".
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ui/i18n/format.ts';
import { isApiError } from '../../api/errors.ts';
import { loginOnBreak, SAFER_PLAY_ERRORS } from '../../api/safer-play.contract.ts';
import { SiteRefusedError } from './login-flow.ts';
import { BRAND_TIME_ZONE } from '../../brand.ts';

const BY_CODE = {
  'login.password.error': 'account.error.wrongPassword',
  USER_NOT_EXIST: 'account.error.wrongAccount',
  'login.trial.forbidden': 'account.error.registerFirst',
  'login.verify.error': 'account.error.correctInformation',
  login_verify_required: 'account.error.completeVerification',
  'captcha.error': 'account.error.captchaWrong',
  USER_OR_EMAIL_NOT_EXIST: 'account.error.userOrMailMissing',
  'register.email.error': 'account.error.incorrectEmail',
  'register.username.error': 'account.error.correctInformation',
  request_param_err: 'account.error.correctInformation',
  USERNAME_EXIST: 'account.error.usernameTaken',
  MOBILE_EXIST: 'account.error.mobileTaken',
  MOBILE_ALREADY_REGISTERED: 'account.error.mobileTaken',
  'password.format.error': 'account.error.passwordRule',
  'password.confirm.error': 'account.error.passwordsDiffer',
  'password.old.error': 'account.error.oldPasswordWrong',
  'password.same.error': 'account.error.samePassword',
  'affiliate.code.invalid': 'account.error.invitationCode',
  'system.maintenance': 'account.error.maintenance',
  // The phone-verification list: the platform's codes and Firebase Auth's.
  'register.mobile.error': 'account.error.invalidPhone',
  INVALID_PHONE_NUMBER: 'account.error.invalidPhone',
  'auth/invalid-phone-number': 'account.error.invalidPhone',
  MISSING_PHONE_NUMBER: 'account.error.missingPhone',
  'auth/missing-phone-number': 'account.error.missingPhone',
  TOO_MANY_REQUESTS: 'account.error.tooManyRequests',
  'auth/too-many-requests': 'account.error.tooManyRequests',
  'sms.code.invalid': 'account.error.invalidCode',
  'auth/invalid-verification-code': 'account.error.invalidCode',
  'auth/missing-verification-code': 'account.error.invalidCode',
  GEETEST_FAILED: 'account.error.captchaCheckFailed',
  'auth/captcha-check-failed': 'account.error.captchaCheckFailed',
  'auth/quota-exceeded': 'account.error.quotaExceeded',
  '543': 'account.error.operationNotEnabled',
  'auth/operation-not-allowed': 'account.error.operationNotEnabled',
  'sms.code.expired': 'account.error.codeExpired',
  'auth/code-expired': 'account.error.codeExpired',
  'auth/popup-closed-by-user': 'account.error.popupClosed',
  'auth/internal-error': 'account.error.unknown',
} as const;

/** A refused login of an account on a break says until when (decision 018). */
function breakMessage(t: TFunction, errorCode: string | undefined, value: unknown): string | undefined {
  if (errorCode !== SAFER_PLAY_ERRORS.loginTimeout && errorCode !== SAFER_PLAY_ERRORS.loginSelfExcluded) return undefined;
  const onBreak = loginOnBreak(value);
  if (!onBreak) return undefined;
  const time = `${formatDateTime(onBreak.endTime, { pattern: 'yyyy-MM-dd hh:mm', timeZone: BRAND_TIME_ZONE })} (GMT+7)`;
  return errorCode === SAFER_PLAY_ERRORS.loginTimeout ? t('account.error.onTimeout', { time }) : t('account.error.selfExcluded', { time });
}

/** A code whose sentence differs by screen (the IP check reports the password with the account). */
export type AccountErrorContext = 'login' | 'login-verification' | 'other';

export function accountErrorMessage(t: TFunction, error: unknown, context: AccountErrorContext = 'other'): string {
  if (!isApiError(error)) return t('account.error.unknown');
  switch (error.kind) {
    case 'network':
      return t('account.error.network');
    case 'timeout':
      return t('account.error.timeout');
    case 'session-expired':
      // A login has no session to lose: a 401 to it is the platform failing, not the player.
      return context === 'other' ? t('account.error.pleaseLogIn') : t('account.error.system');
    case 'http':
    case 'malformed':
      return error.errorCode === 'system.maintenance' ? t('account.error.maintenance') : t('account.error.system');
    case 'business': {
      if (context === 'login-verification' && error.errorCode === 'login.password.error') return t('account.error.wrongAccountOrPassword');
      const code = error.errorCode;
      const onBreak = breakMessage(t, code, error.value);
      if (onBreak) return onBreak;
      if (code !== undefined && Object.hasOwn(BY_CODE, code)) return t(BY_CODE[code as keyof typeof BY_CODE]);
      return error.message.trim() !== '' ? error.message : t('account.error.unknown');
    }
  }
}

/** For the site restriction, which the client decides (spec section 6). */
export const siteRefusalMessage = (t: TFunction, site: 'member' | 'agent') =>
  site === 'agent' ? t('account.error.notAgent') : t('account.error.notMember');

/** What a failed login or its follow-up shows (a site refusal is decided here, not by the platform). */
export function useAccountFailure() {
  const { t } = useTranslation();
  return (error: unknown, context: AccountErrorContext = 'other') =>
    error instanceof SiteRefusedError ? siteRefusalMessage(t, error.site) : accountErrorMessage(t, error, context);
}
