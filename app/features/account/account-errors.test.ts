import { addEnglishAreas, loadAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { accountAreas } from '@ui/i18n/locales/areas/account.ts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { accountErrorMessage, siteRefusalMessage } from './account-errors.ts';

const business = (errorCode: string, message = 'server text') => new ApiError('business', message, { errorCode });

describe('account error messages (spec section 8)', () => {
  const en = createI18n('EN');
  addEnglishAreas(en, accountAreas);
  const { t } = en;

  test.each([
    ['login.password.error', 'Wrong password, try again'],
    ['USER_NOT_EXIST', 'Wrong account, try again'],
    ['captcha.error', 'The captcha code is wrong, please enter the new one'],
    ['USER_OR_EMAIL_NOT_EXIST', 'User name or mail does not exist'],
    ['affiliate.code.invalid', 'The invitation code is invalid'],
    ['TOO_MANY_REQUESTS', 'Too many requests, please retry after 5 minutes'],
    ['auth/invalid-phone-number', 'Invalid phone number'],
    ['auth/missing-phone-number', 'Missing phone number'],
    ['auth/quota-exceeded', 'Quota exceeded, please contact support'],
    ['auth/popup-closed-by-user', 'The popup was closed, login failed'],
    ['sms.code.expired', 'The code has expired, please resend'],
    ['GEETEST_FAILED', 'Captcha check failed'],
  ])('%s → %s', (code, text) => {
    expect(accountErrorMessage(t, business(code))).toBe(text);
  });

  test('the IP check reports a wrong password with the account', () => {
    expect(accountErrorMessage(t, business('login.password.error'), 'login-verification')).toBe('Wrong account or password');
  });

  test('transport failures and unknown codes', () => {
    expect(accountErrorMessage(t, new ApiError('network', 'offline'))).toBe('Network problem, please retry');
    expect(accountErrorMessage(t, new ApiError('timeout', 'slow'))).toBe('Page load timeout, please check your network');
    expect(accountErrorMessage(t, new ApiError('http', 'boom', { status: 500 }))).toBe('System error, please try again later');
    expect(accountErrorMessage(t, business('something.new', 'The platform says why'))).toBe('The platform says why');
    expect(accountErrorMessage(t, business('something.new', '  '))).toBe('Unknown error');
    expect(accountErrorMessage(t, new Error('not an api error'))).toBe('Unknown error');
  });

  test('a 401 asks a logged-in player to log in, but to a login it is a system error (there is no session to lose)', () => {
    const expired = new ApiError('session-expired', 'Not logged in', { status: 401, errorCode: 'login.not.session' });
    expect(accountErrorMessage(t, expired)).toBe('Please log in first');
    expect(accountErrorMessage(t, expired, 'login')).toBe('System error, please try again later');
    expect(accountErrorMessage(t, expired, 'login-verification')).toBe('System error, please try again later');
  });

  test('a code named like an Object.prototype member is not mistaken for a known one', () => {
    expect(accountErrorMessage(t, business('constructor', 'server text'))).toBe('server text');
  });

  test('a login on a break says until when, in the brand’s time (decision 018)', () => {
    // 2026-11-28 19:00 GMT+7.
    const endTime = Date.UTC(2026, 10, 28, 12);
    const onBreak = (errorCode: string, kind: string) => new ApiError('business', 'server text', { errorCode, value: { kind, endTime } });
    expect(accountErrorMessage(t, onBreak('login.timeout.active', 'TIMEOUT'))).toBe(
      'Your account is on a time-out until 2026-11-28 19:00 (GMT+7). You can log in again after that.',
    );
    expect(accountErrorMessage(t, onBreak('login.self.excluded', 'SELF_EXCLUSION'))).toBe(
      'Your account is self-excluded until 2026-11-28 19:00 (GMT+7). You can log in again after that.',
    );
    // Without the end it carries, the platform's own sentence shows.
    expect(accountErrorMessage(t, business('login.timeout.active', 'On a time-out'))).toBe('On a time-out');
  });

  test('site refusals', () => {
    expect(siteRefusalMessage(t, 'member')).toBe('This is not a member account, it cannot log in here');
    expect(siteRefusalMessage(t, 'agent')).toBe('This is not an agent account, it cannot log in here');
  });

  test('Vietnamese', async () => {
    const vi = createI18n('EN');
    await vi.changeLanguage('VI');
    await loadAreas(vi, accountAreas);
    const message = accountErrorMessage(vi.t, business('login.password.error'));
    expect(message).not.toBe('Wrong password, try again');
    expect(message).toBe(vi.t('account.error.wrongPassword'));
    const onBreak = new ApiError('business', 'server text', {
      errorCode: 'login.timeout.active',
      value: { kind: 'TIMEOUT', endTime: Date.UTC(2026, 10, 28, 12) },
    });
    expect(accountErrorMessage(vi.t, onBreak)).toBe(
      'Tài khoản của bạn đang tạm nghỉ đến 2026-11-28 19:00 (GMT+7). Bạn có thể đăng nhập lại sau thời điểm đó.',
    );
  });
});
