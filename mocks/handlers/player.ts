/**
 * Player rank, invite friends, profile and security centre. All need a session. The profile update
 * validates with the same rules the client's forms use and writes the account, so the header's
 * member info shows the new nickname.
 */
import type { HttpHandler } from 'msw';
import {
  bindEmailSchema,
  bindMobileSchema,
  changePaymentPasswordSchema,
  profileUpdateSchema,
  setPaymentPasswordSchema,
} from '../../app/api/player.contract.ts';
import { accounts, type Account } from '../db/accounts.ts';
import { consumeSmsCode } from '../db/verification.ts';
import { profileOf, rankProgressOf, referralOf, securityCenterOf } from '../db/player.ts';
import { acceptsPaymentPassword } from '../db/system.ts';
import { failure, wps, type CallContext } from './platform.ts';
import { smsCodeFailure } from './session.ts';

const member = (ctx: CallContext) => ctx.account!;

const MEMBER = { auth: 'required', module: 'COMM3' } as const;

export const playerHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getPlayerRankProgress', { auth: 'required' }, (ctx) => rankProgressOf(member(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getReferralDetails', { auth: 'required' }, (ctx) => referralOf(member(ctx))),

  ...wps('get', '/wps/member/profile', MEMBER, (ctx) => profileOf(member(ctx))),

  ...wps('put', '/wps/member/profile', MEMBER, (ctx) => {
    const account = member(ctx);
    const parsed = profileUpdateSchema(Date.now()).safeParse(ctx.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0];
      return failure(issue.message, typeof field === 'string' ? `${field}.invalid` : 'request_param_err');
    }
    const { nickname, fullName, birthday, telegram } = parsed.data;
    // Every field locks once set: the real name must match bank payees, the birthday drives the birthday bonus.
    if (nickname !== undefined && account.nicknameSet && nickname !== account.nickname)
      return failure('The nickname cannot be changed once set', 'nickname.locked');
    if (telegram !== undefined && account.telegram !== '' && telegram.replace(/^@?/, '@') !== account.telegram)
      return failure('The Telegram account cannot be changed once set', 'telegram.locked');
    if (fullName !== undefined && account.fullName !== '' && fullName !== account.fullName)
      return failure('The full name cannot be changed once set', 'fullName.locked');
    if (birthday !== undefined && account.birthday !== '' && birthday !== account.birthday)
      return failure('The birthday cannot be changed once set', 'birthday.locked');
    if (nickname !== undefined) {
      account.nickname = nickname;
      account.nicknameSet = true;
    }
    if (fullName !== undefined) account.fullName = fullName;
    if (birthday !== undefined) account.birthday = birthday;
    if (telegram !== undefined) account.telegram = telegram === '' || telegram.startsWith('@') ? telegram : `@${telegram}`;
    return profileOf(account);
  }),

  ...wps('get', '/wps/v2/member/securityConfig', MEMBER, (ctx) => securityCenterOf(member(ctx))),

  // Bindings (designed: docs/decisions/014-security-bindings.md). Each answers the updated summary.
  ...wps('post', '/wps/relay/MCSFE_bindMobile', { auth: 'required' }, (ctx) => {
    const account = member(ctx);
    if (account.mobile !== '') return failure('A mobile number is already bound', 'mobile.already.bound');
    const parsed = bindMobileSchema.safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    const { countryDialingCode, mobileNum, smsCode } = parsed.data;
    if (taken((other) => other.mobile === mobileNum))
      return failure('This mobile number is already registered', 'MOBILE_ALREADY_REGISTERED');
    const checked = consumeSmsCode('bind', mobileNum, smsCode);
    if (checked !== 'ok') return smsCodeFailure(checked);
    account.mobile = mobileNum;
    account.countryDialingCode = countryDialingCode.replace(/^\+/, '');
    return securityCenterOf(account);
  }),

  ...wps('post', '/wps/relay/MCSFE_bindEmail', { auth: 'required' }, (ctx) => {
    const account = member(ctx);
    if (account.email !== '') return failure('An email address is already bound', 'email.already.bound');
    const parsed = bindEmailSchema.safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    const email = parsed.data.email.toLowerCase();
    if (taken((other) => other.email.toLowerCase() === email)) return failure('This email address is already bound', 'email.taken');
    account.email = email;
    return securityCenterOf(account);
  }),

  ...wps('post', '/wps/relay/passwordCheck/MCSFE_setPaymentPassword', { auth: 'required', encrypted: true }, (ctx) => {
    const account = member(ctx);
    if (account.paymentPassword !== '') return failure('A payment password is already set', 'payment.password.already.set');
    const parsed = setPaymentPasswordSchema(acceptsPaymentPassword).safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    if (parsed.data.loginPassword !== account.password) return failure('Incorrect login password', 'login.password.incorrect');
    account.paymentPassword = parsed.data.paymentPassword;
    return securityCenterOf(account);
  }),

  ...wps('post', '/wps/relay/passwordCheck/MCSFE_changePaymentPassword', { auth: 'required', encrypted: true }, (ctx) => {
    const account = member(ctx);
    if (account.paymentPassword === '') return failure('Please set a payment password first', 'payment.password.not.set');
    const parsed = changePaymentPasswordSchema(acceptsPaymentPassword).safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    if (parsed.data.oldPaymentPassword !== account.paymentPassword)
      return failure('Incorrect payment password', 'payment.password.incorrect');
    account.paymentPassword = parsed.data.paymentPassword;
    return securityCenterOf(account);
  }),
];

/** A format refusal names the field in its code ("email.invalid"), as the profile update does. */
function invalid(code: string): Response {
  return failure('Invalid request parameters', code.includes('.') ? code : 'request_param_err');
}

function taken(match: (other: Account) => boolean): boolean {
  return [...accounts().byAccount.values()].some(match);
}
