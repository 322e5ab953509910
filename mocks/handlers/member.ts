/**
 * Member info, pictures, registration, passwords, the affiliate check and the language preference.
 * Registration creates an account that can log in at once, credits the registration bonus and
 * records the upline of a valid affiliate or referral code.
 */
import type { HttpHandler } from 'msw';
import {
  avatarImage,
  EMAIL_PATTERN,
  findAccount,
  findAccountByMobile,
  findAgentByReferralCode,
  memberInfoOf,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  registerAccount,
  sessionOf,
  setPassword,
  USERNAME_PATTERN,
} from '../db/accounts.ts';
import { checkCaptcha, checkGeetest, consumeSmsCode } from '../db/verification.ts';
import { post, wallets } from '../db/wallets.ts';
import { currentWorld } from '../db/world.ts';
import { failure, numbered, str, wps, type CallContext } from './platform.ts';
import { captchaFailure, smsCodeFailure } from './session.ts';
import { geetestFailure } from './verification.ts';

/**
 * In dong, and already so before the fake platform's economy moved to dong (mocks/db/funds.ts): the
 * spec's register page promises "1000VND", as the host's brand.registrationBonus and the register
 * banner say, so it was not multiplied by 1,000 with the dollar-sized amounts.
 */
export const REGISTRATION_BONUS = 1_000;

/** The platform language codes of spec section 9, plus the header's zh_CN form. */
export const SUPPORTED_LANGUAGES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'PT-BR',
  'zh_CN',
];

const passwordRuleFailure = () => failure('The password must be 6-12 letters or digits', 'password.format.error');

const anyOff = (...modIds: string[]) => modIds.some((modId) => currentWorld().modulesOff.includes(modId));

/** Both registration forms: the mobile form's account is the mobile number and its password optional. */
function register({ request, body }: CallContext, form: 'username' | 'mobile'): unknown {
  const mobileNum = str(body, 'mobileNum').trim();
  const username = form === 'mobile' ? mobileNum : str(body, 'username').trim();
  const password = str(body, 'password');
  const email = str(body, 'email').trim();

  if (form === 'username' && !USERNAME_PATTERN.test(username)) {
    return failure('The username must be 4-16 letters or digits and start with a letter', 'register.username.error');
  }
  if ((form === 'mobile' || mobileNum !== '') && !MOBILE_PATTERN.test(mobileNum))
    return failure('Invalid phone number', 'register.mobile.error');
  if (form === 'username' || password !== '') {
    if (!PASSWORD_PATTERN.test(password)) return passwordRuleFailure();
    if (str(body, 'confirmPassword') !== password) return failure('Passwords do not match', 'password.confirm.error');
  }
  if (email !== '' && !EMAIL_PATTERN.test(email)) return failure('Incorrect email', 'register.email.error');
  if (findAccount(username)) return failure('The username already exists', 'USERNAME_EXIST');
  if (mobileNum !== '' && findAccountByMobile(mobileNum)) return failure('The mobile number already exists', 'MOBILE_EXIST');

  const affiliateCode = str(body, 'affiliateCode').trim();
  const affiliate = affiliateCode === '' ? undefined : findAgentByReferralCode(affiliateCode);
  if (affiliateCode !== '' && !affiliate) return failure('Invitation code invalid', 'affiliate.code.invalid');
  // The referralCode comes from the page's URL, not the user: a stale one is ignored rather than refused.
  const upline = affiliate ?? findAgentByReferralCode(str(body, 'referralCode'));

  const captcha = str(body, 'captcha').trim();
  if (captcha !== '' && !checkCaptcha(captcha)) return captchaFailure();
  if (currentWorld().modulesOn.includes('GEETEST3') && !checkGeetest(body)) return geetestFailure();
  // Firebase verified the phone on the client; otherwise the platform's own code is checked.
  if (mobileNum !== '' && !anyOff('REGMOBVERF3') && str(body, 'firebaseIdToken') === '') {
    const result = consumeSmsCode('register', mobileNum, str(body, 'verificationCode'));
    if (result !== 'ok') return smsCodeFailure(result);
  }

  // The ledger seeds itself from the accounts on first use: seed it before the new account exists.
  wallets();
  const account = registerAccount({
    account: username,
    password: password === '' ? undefined : password,
    paymentPassword: str(body, 'paymentPassword') || undefined,
    mobile: mobileNum || undefined,
    countryDialingCode: str(body, 'countryDialingCode').replace('+', '') || undefined,
    email: email || undefined,
    fullName: str(body, 'payeeName').trim(),
    upline: upline?.account,
    language: request.headers.get('Language') ?? undefined,
  });
  post(account, { amount: REGISTRATION_BONUS, kind: 'bonus', remark: 'Registration bonus' });
  return body.login === true ? sessionOf(account) : { id: account.id, userName: account.account, firstTimeLogin: true };
}

export const memberHandlers: HttpHandler[] = [
  ...wps('get', '/wps/member/info', { auth: 'required' }, ({ account }) => memberInfoOf(account!)),

  ...wps('get', '/wps/member/info/icon', { auth: 'required', module: 'PROFPIC3' }, ({ account }) => ({ icon: avatarImage(account!) })),

  // Relay prefixes drift between builds (platform-api.md section 10).
  ...wps('get', ['/wps/relay/MCSFE_getPlayerAvatar', '/wps/relay/MCS2_getPlayerAvatar'], { auth: 'required' }, ({ account }) => ({
    avatar: account!.avatar,
    avatarType: 'STATIC',
  })),

  ...wps('put', '/wps/member/register', { encrypted: true, module: 'USERNAMEREG3' }, (context) =>
    anyOff('REG3', 'DIRECTREG3') ? numbered.featureOff() : register(context, 'username'),
  ),

  ...wps('put', '/wps/member/register/mobile', { encrypted: true, module: 'MOBILENUMREG3' }, (context) =>
    anyOff('DIRECTREG3') ? numbered.featureOff() : register(context, 'mobile'),
  ),

  ...wps('post', '/wps/member/password', { auth: 'required', encrypted: true, module: 'PASS3' }, ({ account, body }) => {
    const next = str(body, 'newPassword');
    if (str(body, 'oldPassword') !== account!.password) return failure('The old password is incorrect', 'password.old.error');
    if (!PASSWORD_PATTERN.test(next)) return passwordRuleFailure();
    if (str(body, 'confirmNewPassword') !== next) return failure('Passwords do not match', 'password.confirm.error');
    if (next === account!.password) return failure('The new password must differ from the old one', 'password.same.error');
    setPassword(account!, next);
    return null;
  }),

  // Form-encoded on the platform: a JSON body carries no form parameters.
  ...wps('post', '/wps/member/password/email', {}, ({ request, body }) => {
    const isForm = (request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
    const username = isForm ? str(body, 'username').trim() : '';
    const email = isForm ? str(body, 'email').trim() : '';
    if (username === '' || email === '') return failure('username and email are required', 'request_param_err');
    const account = findAccount(username);
    if (!account || account.email.toLowerCase() !== email.toLowerCase())
      return failure('user name or mail does not exist', 'USER_OR_EMAIL_NOT_EXIST');
    return null;
  }),

  ...wps('post', '/wps/member/password/verification', { encrypted: true, module: 'CHNGPASSVERIF3' }, ({ body }) => {
    const mobileNum = str(body, 'mobileNum').trim();
    const next = str(body, 'newPassword');
    if (!MOBILE_PATTERN.test(mobileNum)) return failure('Invalid phone number', 'register.mobile.error');
    if (!PASSWORD_PATTERN.test(next)) return passwordRuleFailure();
    const account = findAccountByMobile(mobileNum);
    if (!account || account.type === 4) return failure('The mobile number is not registered', 'USER_NOT_EXIST');
    const result = consumeSmsCode('reset', mobileNum, str(body, 'verificationCode'));
    if (result !== 'ok') return smsCodeFailure(result);
    setPassword(account, next);
    return null;
  }),

  ...wps('get', '/wps/agent/affiliate', { module: 'AFFMAN3' }, ({ query }) => {
    const code = str(query, 'code').trim();
    if (code === '') return failure('code is required', 'request_param_err');
    return findAgentByReferralCode(code) ? null : failure('Invitation code invalid', 'affiliate.code.invalid');
  }),

  ...wps(['put', 'post'], '/wps/member/language', { auth: 'required' }, ({ account, body }) => {
    const language = str(body, 'language').trim();
    if (!SUPPORTED_LANGUAGES.includes(language)) return failure('Unsupported language', 'request_param_err');
    account!.language = language;
    return null;
  }),
];
