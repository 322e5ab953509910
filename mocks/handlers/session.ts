/**
 * Login (password and SMS), the unregistered-IP verification, free play and logout. Failed password
 * logins make the captcha required for that username; the unregistered-ip scenario holds every
 * password login at login_verify_required until the account passes a verification.
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { KEY_ALPHABET } from '../../app/api/crypto/envelope.ts';
import { SAFER_PLAY_ERRORS, type loginOnBreakSchema } from '../../app/api/safer-play.contract.ts';
import type { loginVerifyRequiredSchema } from '../../app/api/session.contract.ts';
import { rsaDecryptedString } from '../crypto/decrypt.ts';
import { platformKeys } from '../crypto/platform-keys.ts';
import {
  accounts,
  clearFailedLogins,
  createTrialAccount,
  endSession,
  findAccountByMobile,
  findLoginAccount,
  hasFailedLogin,
  maskEmail,
  maskMobile,
  recordFailedLogin,
  sessionOf,
  type Account,
} from '../db/accounts.ts';
import { FREE_PLAY_CREDIT } from '../db/funds.ts';
import { breakOf, brandTimeText } from '../db/safer-play.ts';
import { checkCaptcha, consumeSmsCode } from '../db/verification.ts';
import { fakeNow, post, wallets } from '../db/wallets.ts';
import { currentWorld } from '../db/world.ts';
import { failure, httpError, numbered, str, wps } from './platform.ts';

export const captchaFailure = () => failure('Please Enter The Correct Captcha Code', 'captcha.error', { captcha: true });

const trialRefused = () => failure('A trial account cannot log in, please register an account first', 'login.trial.forbidden');

/**
 * A login of an account on a time-out or self-exclusion (decision 018): refused with its own code and
 * the break's end, once the credentials have proved who is asking.
 */
function breakRefusal(account: Account): Response | undefined {
  const onBreak = breakOf(account, fakeNow());
  if (!onBreak) return undefined;
  const value = { kind: onBreak.kind, endTime: onBreak.endTime } satisfies z.input<typeof loginOnBreakSchema>;
  return onBreak.kind === 'TIMEOUT'
    ? failure(`Your account is on a time-out until ${brandTimeText(onBreak.endTime)}`, SAFER_PLAY_ERRORS.loginTimeout, value)
    : failure(`Your account is self-excluded until ${brandTimeText(onBreak.endTime)}`, SAFER_PLAY_ERRORS.loginSelfExcluded, value);
}

/** The answer to a wrong SMS code, shared with registration and the reset by phone. */
export function smsCodeFailure(result: 'invalid' | 'expired'): Response {
  return result === 'expired'
    ? failure('The verification code has expired, please resend', 'sms.code.expired')
    : failure('Invalid or missing verification code', 'sms.code.invalid');
}

const ipKey = (account: Account) => account.account.toLowerCase();

/** The verifications offered to an account logging in from an unregistered IP. */
function verificationMethods(account: Account) {
  const methods: z.input<typeof loginVerifyRequiredSchema>['methods'] = [
    { type: 'mobile', target: maskMobile(account.mobile) },
    { type: 'email', target: maskEmail(account.email) },
  ];
  if (account.fullName !== '') methods.push({ type: 'bankName', target: null });
  return { methods } satisfies z.input<typeof loginVerifyRequiredSchema>;
}

function passwordLogin(username: string, password: string, captcha: string): unknown {
  if (username === '' || password === '') return failure('Username and password are required', 'request_param_err');
  if (currentWorld().captchaRequired || hasFailedLogin(username)) {
    if (captcha === '' || !checkCaptcha(captcha)) {
      recordFailedLogin(username);
      return captchaFailure();
    }
  }
  const account = findLoginAccount(username);
  if (!account) {
    recordFailedLogin(username);
    return failure('Wrong account, try again', 'USER_NOT_EXIST', { captcha: true });
  }
  if (account.type === 4) return trialRefused();
  if (account.password !== password) {
    recordFailedLogin(username);
    return failure('Wrong password, try again', 'login.password.error', { captcha: true });
  }
  clearFailedLogins(username);
  const onBreak = breakRefusal(account);
  if (onBreak) return onBreak;
  if (currentWorld().unregisteredIp && !accounts().verifiedIp.has(ipKey(account))) {
    return failure('Please complete verification first', 'login_verify_required', verificationMethods(account));
  }
  return sessionOf(account);
}

/** SMS mode: username is the mobile number and password the code it received. The code itself proves the phone, so no IP check. */
function smsLogin(mobile: string, code: string): unknown {
  if (currentWorld().modulesOff.includes('MOBILEVERCODELOGIN3')) return numbered.featureOff();
  if (mobile === '' || code === '') return failure('Mobile number and verification code are required', 'request_param_err');
  const account = findAccountByMobile(mobile);
  if (!account) return failure('The mobile number is not registered', 'USER_NOT_EXIST');
  if (account.type === 4) return trialRefused();
  const result = consumeSmsCode('login', mobile, code);
  if (result !== 'ok') return smsCodeFailure(result);
  return breakRefusal(account) ?? sessionOf(account);
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function passesVerification(account: Account, verifyType: string, verifyValue: string): boolean {
  switch (verifyType) {
    case 'mobile':
      return consumeSmsCode('login', account.mobile, verifyValue) === 'ok';
    case 'email':
      return verifyValue.trim().toLowerCase() === account.email.toLowerCase();
    case 'bankName':
      return account.fullName !== '' && normaliseName(verifyValue) === normaliseName(account.fullName);
    default:
      // No seeded account has an authenticator bound.
      return false;
  }
}

const isRandomKey = (key: string) => key.length === 16 && [...key].every((char) => KEY_ALPHABET.includes(char));

/** The older E variant free play uses: the Encryption header must hold a 16-character random key, reversed, under the platform's RSA key. */
function freePlayKeyValid(encryption: string): boolean {
  try {
    return isRandomKey([...rsaDecryptedString(encryption, platformKeys.n, platformKeys.d)].reverse().join(''));
  } catch {
    return false;
  }
}

export const sessionHandlers: HttpHandler[] = [
  ...wps('post', '/wps/session/login', { module: 'COMM3', encrypted: true }, ({ body }) => {
    const username = str(body, 'username').trim();
    const password = str(body, 'password');
    if (str(body, 'type') === 'sms') return smsLogin(username, password.trim());
    return passwordLogin(username, password, str(body, 'captcha').trim());
  }),

  ...wps('post', '/wps/session/login/verification', { module: 'LOGINIPVERF3', encrypted: true }, ({ body }) => {
    const account = findLoginAccount(str(body, 'username').trim());
    if (!account || account.password !== str(body, 'password')) return failure('Wrong account or password', 'login.password.error');
    if (account.type === 4) return trialRefused();
    if (!passesVerification(account, str(body, 'verifyType'), str(body, 'verifyValue'))) {
      return failure('The verification failed, please enter correct information', 'login.verify.error');
    }
    accounts().verifiedIp.add(ipKey(account));
    clearFailedLogins(account.account);
    return breakRefusal(account) ?? sessionOf(account);
  }),

  ...wps('post', '/wps/session/login/freeplay', { module: 'FREEPLAY3' }, ({ request, body }) => {
    if (request.headers.get('X-Gateway-Version') !== '3') return httpError(400, 'request_param_err', 'X-Gateway-Version 3 is required');
    const encryption = request.headers.get('Encryption');
    if (!encryption) return httpError(400, 'request_body_required', 'The Encryption header is required');
    if (!freePlayKeyValid(encryption))
      return httpError(400, 'request_decrypt_failed', 'The Encryption header does not hold a random key under the platform key');
    if (str(body, 'platform') !== 'W' || str(body, 'os') === '') return failure('os and platform W are required', 'request_param_err');
    // The ledger seeds itself from the accounts on first use: seed it before the new account exists.
    wallets();
    const account = createTrialAccount();
    post(account, { amount: FREE_PLAY_CREDIT, kind: 'bonus', remark: 'Free play credit' });
    return sessionOf(account);
  }),

  // DELETE on desktop, POST on mobile (platform-api.md section 10).
  ...wps(['delete', 'post'], '/wps/session/logout', { auth: 'required' }, ({ token }) => {
    if (token) endSession(token);
    return null;
  }),
];
