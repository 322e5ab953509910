/**
 * Player rank, invite friends, profile and security centre. All need a session. The profile updates
 * validate with the same rules the client's forms use and write the account, so the header's member
 * info shows the new nickname. Paths and verbs are the platform's own member centre's
 * (reference/platform-client.md #28-#34); each update answers success only, as the client reads it.
 */
import type { HttpHandler } from 'msw';
import {
  bindEmailSchema,
  bindMobileSchema,
  changePaymentPasswordSchema,
  PROFILE_FIELDS,
  profileUpdateSchema,
  setPaymentPasswordSchema,
  type ProfileUpdate,
} from '../../app/api/player.contract.ts';
import { accounts, type Account } from '../db/accounts.ts';
import { customerFieldsOf, rankProgressOf, referralOf, securityConfigOf } from '../db/player.ts';
import { acceptsPaymentPassword } from '../db/system.ts';
import { consumeSmsCode } from '../db/verification.ts';
import { failure, str, wps, type CallContext } from './platform.ts';
import { smsCodeFailure } from './session.ts';

const member = (ctx: CallContext) => ctx.account!;

const auth = { auth: 'required' } as const;

/**
 * Writes one profile field with the form's rules; every field locks once set (the real name must
 * match bank payees, the birthday drives the birthday bonus). Undefined when written, else the refusal.
 */
function writeProfile(account: Account, update: ProfileUpdate): Response | undefined {
  const parsed = profileUpdateSchema(Date.now()).safeParse(update);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0];
    return failure(issue.message, typeof field === 'string' ? `${field}.invalid` : 'request_param_err');
  }
  const { nickname, fullName, birthday, telegram } = parsed.data;
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
  return undefined;
}

/** The profile field an update call's fieldId names, for its kind of fields; undefined for another. */
function profileFieldOf(fieldId: unknown, kind: 'social' | 'kyc'): keyof typeof PROFILE_FIELDS | undefined {
  return (Object.keys(PROFILE_FIELDS) as (keyof typeof PROFILE_FIELDS)[]).find(
    (name) => PROFILE_FIELDS[name].fieldId === fieldId && PROFILE_FIELDS[name].kind === kind,
  );
}

/** POST MCSFE_updateSocialTypeFields / MCSFE_updateIdTypeAndKycFields: {fields: [{fieldId, fieldValue}]}, every field or none. */
function writeCustomerFields(account: Account, body: Record<string, unknown>, kind: 'social' | 'kyc'): Response | null {
  const fields = Array.isArray(body.fields) ? (body.fields as Record<string, unknown>[]) : [];
  if (fields.length === 0) return failure('Invalid parameter: fields', 'request_param_err');
  const update: ProfileUpdate = {};
  for (const field of fields) {
    const name = profileFieldOf(field.fieldId, kind);
    if (!name) return failure(`Invalid parameter: fieldId ${str(field, 'fieldId')}`, 'request_param_err');
    update[name] = str(field, 'fieldValue');
  }
  return writeProfile(account, update) ?? null;
}

export const playerHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getPlayerRankProgress', auth, (ctx) => rankProgressOf(member(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getReferralDetails', auth, (ctx) => referralOf(member(ctx))),

  // The profile is GET /wps/member/info (member handlers) with these fields.
  ...wps('get', '/wps/relay/MCSFE_getPlayerCustomerFields', auth, (ctx) => customerFieldsOf(member(ctx))),

  ...wps('post', '/wps/member/info/nickname', auth, (ctx) => writeProfile(member(ctx), { nickname: str(ctx.body, 'nickname') }) ?? null),

  ...wps('post', '/wps/member/info/payeename', auth, (ctx) => writeProfile(member(ctx), { fullName: str(ctx.body, 'payeeName') }) ?? null),

  ...wps('post', '/wps/relay/MCSFE_updateSocialTypeFields', auth, (ctx) => writeCustomerFields(member(ctx), ctx.body, 'social')),

  ...wps('post', '/wps/relay/MCSFE_updateIdTypeAndKycFields', auth, (ctx) => writeCustomerFields(member(ctx), ctx.body, 'kyc')),

  ...wps('get', '/wps/v2/member/securityConfig', auth, (ctx) => securityConfigOf(member(ctx))),

  // Bindings (docs/decisions/014-security-bindings.md): the platform's paths and verbs, bodies designed.
  ...wps('post', '/wps/member/info/mobile', auth, (ctx) => {
    const account = member(ctx);
    if (account.mobile !== '') return failure('A mobile number is already bound', 'mobile.already.bound');
    const parsed = bindMobileSchema.safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    const { countryDialingCode, mobileNum, verificationCode } = parsed.data;
    if (taken((other) => other.mobile === mobileNum))
      return failure('This mobile number is already registered', 'MOBILE_ALREADY_REGISTERED');
    const checked = consumeSmsCode('updatePhone', mobileNum, verificationCode);
    if (checked !== 'ok') return smsCodeFailure(checked);
    account.mobile = mobileNum;
    account.countryDialingCode = countryDialingCode.replace(/^\+/, '');
    return null;
  }),

  ...wps('post', '/wps/member/info/email', auth, (ctx) => {
    const account = member(ctx);
    if (account.email !== '') return failure('An email address is already bound', 'email.already.bound');
    const parsed = bindEmailSchema.safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    const email = parsed.data.email.toLowerCase();
    if (taken((other) => other.email.toLowerCase() === email)) return failure('This email address is already bound', 'email.taken');
    account.email = email;
    return null;
  }),

  // PUT sets the first payment password, POST changes it (the platform registers one path with both verbs).
  ...wps('put', '/wps/member/paymentPassword', { ...auth, encrypted: true }, (ctx) => {
    const account = member(ctx);
    if (account.paymentPassword !== '') return failure('A payment password is already set', 'payment.password.already.set');
    const parsed = setPaymentPasswordSchema(acceptsPaymentPassword).safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    if (parsed.data.loginPassword !== account.password) return failure('Incorrect login password', 'login.password.incorrect');
    account.paymentPassword = parsed.data.paymentPassword;
    return null;
  }),

  ...wps('post', '/wps/member/paymentPassword', { ...auth, encrypted: true }, (ctx) => {
    const account = member(ctx);
    if (account.paymentPassword === '') return failure('Please set a payment password first', 'not.exists.payment.password');
    const parsed = changePaymentPasswordSchema(acceptsPaymentPassword).safeParse(ctx.body);
    if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
    if (parsed.data.oldPaymentPassword !== account.paymentPassword) return failure('Incorrect payment password', 'invalid.payment.pw');
    account.paymentPassword = parsed.data.paymentPassword;
    return null;
  }),
];

/** A format refusal names the field in its code ("email.invalid"), as the profile update does. */
function invalid(code: string): Response {
  return failure('Invalid request parameters', code.includes('.') ? code : 'request_param_err');
}

function taken(match: (other: Account) => boolean): boolean {
  return [...accounts().byAccount.values()].some(match);
}
