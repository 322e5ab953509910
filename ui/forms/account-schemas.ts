/**
 * The account forms' zod schemas, built from the server's registration rules (spec section 5) and
 * phrased in the current language. Rebuild a schema when the rules, the form mode or the language
 * change (the forms memoise on those). Every message comes from the `validation` catalogue.
 */
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';
import { checkField, type FieldProblem, type FieldRule, type FieldRules, type PatternId } from './field-rules.ts';

export type Translate = TFunction;

/** Literal keys, so the catalogue check sees each one used. */
const PATTERN_MESSAGES = {
  0: 'validation.pattern0',
  1: 'validation.pattern1',
  2: 'validation.pattern2',
  3: 'validation.pattern3',
  4: 'validation.pattern4',
  5: 'validation.pattern5',
  6: 'validation.pattern6',
  7: 'validation.pattern7',
  8: 'validation.pattern8',
  9: 'validation.pattern9',
  10: 'validation.pattern10',
  11: 'validation.pattern11',
  12: 'validation.pattern12',
  13: 'validation.pattern13',
  14: 'validation.pattern14',
  15: 'validation.pattern15',
} as const satisfies Record<PatternId, string>;

/** The registration user's fields (spec section 3) the rules can switch on, in form order. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Field labels, shared by every account form. */
export const FIELD_LABELS = {
  username: 'account.field.username',
  password: 'account.field.password',
  confirmPassword: 'account.field.confirmPassword',
  paymentPassword: 'account.field.paymentPassword',
  payeeName: 'account.field.payeeName',
  mobileNum: 'account.field.mobileNum',
  verificationCode: 'account.field.verificationCode',
  email: 'account.field.email',
  qqNum: 'account.field.qqNum',
  recommenderId: 'account.field.recommenderId',
  line: 'account.field.line',
  whatsapp: 'account.field.whatsapp',
  zalo: 'account.field.zalo',
  facebook: 'account.field.facebook',
  wechat: 'account.field.wechat',
  idNumber: 'account.field.idNumber',
  affiliateCode: 'account.field.affiliateCode',
  captcha: 'account.field.captcha',
  oldPassword: 'account.field.oldPassword',
  newPassword: 'account.field.newPassword',
} as const;

export type LabelledField = keyof typeof FIELD_LABELS;

export const fieldLabel = (t: Translate, field: LabelledField) => t(FIELD_LABELS[field]);

/** The catalogue sentence for a problem; the payee name has its own (spec section 5, "other messages"). */
export function problemMessage(t: Translate, problem: FieldProblem, field: LabelledField): string {
  const label = fieldLabel(t, field);
  if (problem.kind === 'required') return t('validation.required', { field: label });
  if (field === 'payeeName') return t('validation.payeeName', { range: problem.range });
  return t(PATTERN_MESSAGES[problem.patternId], { field: label, range: problem.range });
}

/** A string checked by a rule; anything that is not a string (a tampered default) counts as empty. */
function ruled(t: Translate, field: LabelledField, rule: FieldRule | undefined) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value : '')),
    z.string().check(
      z.superRefine((value, ctx) => {
        const problem = checkField(rule, value);
        if (problem) ctx.addIssue({ code: 'custom', message: problemMessage(t, problem, field) });
      }),
    ),
  );
}

const text = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value : '')),
  z.string(),
);

const required = (rule: FieldRule | undefined): FieldRule => ({ ...rule, enabled: true, required: true });

/** Only emptiness: login takes accounts made under older rules. */
const presentOnly: FieldRule = { enabled: true, required: true };

/** The verification code: the mobile number's pattern, 0 to 255 characters, required (spec section 5). */
export function verificationCodeRule(rules: FieldRules): FieldRule {
  return { ...rules.mobileNum, enabled: true, required: true, minLength: 0, maxLength: 255 };
}

/** "inconsistent twice" on the confirmation when it differs. */
function confirmed<T extends Record<string, unknown>>(t: Translate, first: keyof T & string, second: keyof T & string) {
  return (values: T, ctx: z.core.$RefinementCtx) => {
    if (values[second] !== '' && values[first] !== values[second]) {
      ctx.addIssue({ code: 'custom', path: [second], message: t('validation.inconsistent') });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Registration

export type RegisterMode = 'register' | 'registerMobile';

export interface RegisterFormOptions {
  rules: FieldRules;
  mode: RegisterMode;
  /** Public settings turn the captcha on (and its rule must be enabled). */
  captcha: boolean;
  /** SMS verification of the mobile number (REGMOBVERF3 in username mode; always in mobile mode). */
  smsVerification: boolean;
  /** Mobile mode asks for a password only where the site allows it (MOBILENUMPASSREG3). */
  mobilePassword: boolean;
  /** Hidden when a code from the URL checked out (it is then sent as is). */
  affiliateCodeShown: boolean;
}

export interface VisibleField {
  name: RegisterField;
  required: boolean;
}

/** Which fields the form shows, in order, and which are required (the placeholder asterisk). */
export function registerFields(options: RegisterFormOptions): VisibleField[] {
  const { rules, mode } = options;
  const mobile = mode === 'registerMobile';
  const on = (field: RegisterField) => rules[field]?.enabled === true;
  const fields: VisibleField[] = [];
  for (const name of REGISTER_FIELDS) {
    switch (name) {
      case 'username':
        if (!mobile) fields.push({ name, required: true });
        break;
      case 'password':
      case 'confirmPassword':
        if (!mobile || options.mobilePassword) fields.push({ name, required: true });
        break;
      case 'mobileNum':
        if (mobile || options.smsVerification || on(name))
          fields.push({ name, required: mobile || options.smsVerification || rules[name]?.required === true });
        break;
      case 'verificationCode':
        if (mobile || options.smsVerification) fields.push({ name, required: true });
        break;
      case 'affiliateCode':
        if (options.affiliateCodeShown && on(name)) fields.push({ name, required: rules[name]?.required === true });
        break;
      case 'captcha':
        if (options.captcha && on(name)) fields.push({ name, required: true });
        break;
      default:
        if (on(name)) fields.push({ name, required: rules[name]?.required === true });
    }
  }
  return fields;
}

export type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string; agree: boolean };

export function registerSchema(t: Translate, options: RegisterFormOptions) {
  const { rules } = options;
  const shape: Record<string, z.ZodMiniType> = { countryDialingCode: text };
  for (const { name, required: isRequired } of registerFields(options)) {
    if (name === 'confirmPassword') {
      shape[name] = ruled(t, name, presentOnly);
    } else if (name === 'verificationCode') {
      shape[name] = ruled(t, name, verificationCodeRule(rules));
    } else {
      const rule = rules[name];
      shape[name] = ruled(t, name, isRequired ? required(rule) : { ...rule, enabled: true });
    }
  }
  return z
    .looseObject({
      ...shape,
      // Anything but true (missing, or a tampered value) is "not agreed": zod's own type message never shows.
      agree: z.pipe(
        z.transform((value: unknown) => value === true),
        z.boolean().check(z.refine((agreed) => agreed, { message: t('validation.agree') })),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        if ('confirmPassword' in shape) confirmed<Record<string, unknown>>(t, 'password', 'confirmPassword')(values, ctx);
      }),
    );
}

// ---------------------------------------------------------------------------------------------
// An agent's downline (the agent centre's register centre)

/** The most characters a downline's nickname may have (the platform's rule). */
export const DOWNLINE_NICKNAME_MAX = 20;

export type DownlineAccountType = 'member' | 'agent';

export interface DownlineValues {
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  accountType: DownlineAccountType;
}

/**
 * An agent opening an account under itself: the username and password under the registration form's
 * own server rules (the same `ruled` checks and messages), the confirmation, an optional nickname and
 * the account type. Rebuild on a change of rules or language, as for registerSchema.
 */
export function downlineSchema(t: Translate, { rules }: { rules: FieldRules }) {
  return z
    .object({
      username: ruled(t, 'username', required(rules.username)),
      password: ruled(t, 'password', required(rules.password)),
      confirmPassword: ruled(t, 'confirmPassword', presentOnly),
      nickname: text.check(
        z.refine((value) => [...value.trim()].length <= DOWNLINE_NICKNAME_MAX, {
          message: t('agent.register.nicknameTooLong', { max: DOWNLINE_NICKNAME_MAX }),
        }),
      ),
      accountType: z.enum(['member', 'agent']),
    })
    .check(z.superRefine(confirmed(t, 'password', 'confirmPassword')));
}

// ---------------------------------------------------------------------------------------------
// Login

export type LoginMode = 'username' | 'sms';

export interface LoginFormOptions {
  rules: FieldRules;
  mode: LoginMode;
  /** Shown after a failed login that asked for it. */
  captcha: boolean;
}

export function loginSchema(t: Translate, { rules, mode, captcha }: LoginFormOptions) {
  const captchaField = captcha ? { captcha: ruled(t, 'captcha', required(rules.captcha)) } : {};
  if (mode === 'sms') {
    return z.looseObject({
      countryDialingCode: text,
      mobileNum: ruled(t, 'mobileNum', required(rules.mobileNum)),
      verificationCode: ruled(t, 'verificationCode', verificationCodeRule(rules)),
      ...captchaField,
    });
  }
  return z.looseObject({ username: ruled(t, 'username', presentOnly), password: ruled(t, 'password', presentOnly), ...captchaField });
}

// ---------------------------------------------------------------------------------------------
// Passwords

export function changePasswordSchema(t: Translate, { rules, needOld }: { rules: FieldRules; needOld: boolean }) {
  return z
    .object({
      oldPassword: needOld ? ruled(t, 'oldPassword', presentOnly) : text,
      newPassword: ruled(t, 'newPassword', required(rules.password)),
      confirmPassword: ruled(t, 'confirmPassword', presentOnly),
    })
    .check(z.superRefine(confirmed(t, 'newPassword', 'confirmPassword')));
}

export function forgotByEmailSchema(t: Translate, { rules }: { rules: FieldRules }) {
  return z.object({ username: ruled(t, 'username', required(rules.username)), email: ruled(t, 'email', required(rules.email)) });
}

export function forgotByPhoneSchema(t: Translate, { rules }: { rules: FieldRules }) {
  return z
    .object({
      countryDialingCode: text,
      mobileNum: ruled(t, 'mobileNum', required(rules.mobileNum)),
      verificationCode: ruled(t, 'verificationCode', verificationCodeRule(rules)),
      newPassword: ruled(t, 'newPassword', required(rules.password)),
      confirmPassword: ruled(t, 'confirmPassword', presentOnly),
    })
    .check(z.superRefine(confirmed(t, 'newPassword', 'confirmPassword')));
}

// ---------------------------------------------------------------------------------------------
// Unregistered-IP verification

export type LoginVerifyMethod = 'mobile' | 'email' | 'bankName' | 'authenticator';

export function loginVerificationSchema(t: Translate, { rules, method }: { rules: FieldRules; method: LoginVerifyMethod }) {
  const value =
    method === 'mobile'
      ? ruled(t, 'verificationCode', verificationCodeRule(rules))
      : method === 'email'
        ? ruled(t, 'email', required(rules.email))
        : method === 'bankName'
          ? ruled(t, 'payeeName', presentOnly)
          : ruled(t, 'verificationCode', presentOnly);
  return z.object({ method: z.enum(['mobile', 'email', 'bankName', 'authenticator']), value });
}
