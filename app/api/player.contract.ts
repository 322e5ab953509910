/**
 * The player pages' contract: rank, referral, profile (and its update rules) and the security centre.
 * The rank and referral fields marked "seen" come from live go444 bodies (platform-api.md source S10
 * and its plan-for-member-home.md); the profile and the security centre are read and written as the
 * platform's own member centre does (reference/platform-client.md #28-#34). The rest is designed, so
 * it is lenient where a screen can do without it. Schemas, types, constants and pure helpers only: no
 * React, no network.
 */
import * as z from 'zod/mini';
import { flag } from './common.contract.ts';
import type { MemberInfo } from './member.contract.ts';

/** Rule lines per language code (EN, VI...); screens fall back to EN. */
const localizedLines = z._default(z.record(z.string(), z.array(z.string())), {});

// --- player rank ---------------------------------------------------------------------------------

/** Progress toward the next rank; `expected` is null at the top rank. */
const progressSchema = z.object({ actual: z.number(), expected: z.nullish(z.number()) });
export type RankProgress = z.infer<typeof progressSchema>;

/** Designed: a missing bonus or rate reads as none, missing withdrawal limits as unknown. */
export const rankBenefitsSchema = z.object({
  upgradeBonus: z._default(z.number(), 0),
  monthlyBonus: z._default(z.number(), 0),
  birthdayBonus: z._default(z.number(), 0),
  /** Percent of valid bets paid back. */
  rebateRate: z._default(z.number(), 0),
  dailyWithdrawCount: z.nullish(z.number().check(z.int())),
  dailyWithdrawLimit: z.nullish(z.number()),
  /** The VIP customer-service channel (rank level above 4, spec section 6). */
  vipService: z._default(z.boolean(), false),
});

export const rankSchema = z.object({
  rankLevel: z.number().check(z.int()),
  rankName: z.string(),
  /** Label text colour. */
  color: z._default(z.string(), ''),
  /** Label background colour. */
  color2: z._default(z.string(), ''),
  depositRequired: z.nullish(z.number()),
  turnoverRequired: z.nullish(z.number()),
  benefits: z.prefault(rankBenefitsSchema, {}),
});

export const playerRankSchema = z.object({
  /** Seen. */
  playerRankName: z.string(),
  /** Not in the live body: a missing level reads as the lowest (0), which unlocks nothing. */
  rankLevel: z._default(z.number().check(z.int()), 0),
  color: z.nullish(z.string()),
  color2: z.nullish(z.string()),
  /** Seen (as a key the go444 proxy reads); null at the top rank. */
  nextRankName: z.nullish(z.string()),
  nextRankLevel: z.nullish(z.number().check(z.int())),
  /** Seen: valid bets of the last 30 days against the next rank's turnover. */
  monthlyTurnover: progressSchema,
  /** Seen: all valid bets against the next rank's turnover. */
  totalTurnover: progressSchema,
  /** All deposits against the next rank's deposit requirement. */
  totalDeposit: z.nullish(progressSchema),
  /** Every rank with its requirements and benefits, lowest first. */
  ranks: z._default(z.array(rankSchema), []),
});
export type PlayerRank = z.infer<typeof playerRankSchema>;
export type Rank = z.infer<typeof rankSchema>;
export type RankBenefits = z.infer<typeof rankBenefitsSchema>;

/** 0..1 of the way to the target (1 when there is no target left). */
export function progressRatio(progress: RankProgress): number {
  if (progress.expected === null || progress.expected === undefined || progress.expected <= 0) return 1;
  return Math.min(1, Math.max(0, progress.actual / progress.expected));
}

// --- referral (invite friends) -------------------------------------------------------------------

export const inviteeSchema = z.object({
  /** Masked ("min***21"). */
  account: z.string(),
  /** Epoch ms. */
  registerTime: z.number(),
  /** Met the deposit and valid-bet thresholds, so the inviter earns commission on them. */
  qualified: z._default(z.boolean(), false),
  totalDeposit: z._default(z.number(), 0),
  validBet: z._default(z.number(), 0),
  commission: z._default(z.number(), 0),
});

export const referralSchema = z.object({
  /** Seen. */
  referralCode: z.string(),
  /** Seen. */
  totalInvitations: z.number().check(z.int()),
  /** Seen: the domains a link may point at, first preferred. */
  promotionDomains: z._default(z.array(z.string()), []),
  referralLink: z.nullish(z.string()),
  qualifiedInvitations: z._default(z.number().check(z.int()), 0),
  totalCommission: z._default(z.number(), 0),
  /** Percent of a qualified invitee's valid bets. */
  commissionRate: z.nullish(z.number()),
  /** Both thresholds or none: one the app cannot read counts as not given. */
  qualification: z.catch(z.nullish(z.object({ minDeposit: z.number(), minValidBet: z.number() })), null),
  /** Newest first. */
  invitees: z._default(z.array(inviteeSchema), []),
  rules: localizedLines,
});
export type Referral = z.infer<typeof referralSchema>;
export type Invitee = z.infer<typeof inviteeSchema>;

/** The invite link: registration reads referralCode from the query (spec section 3). */
export function referralLinkOf(domain: string, referralCode: string): string {
  let base = domain;
  while (base.endsWith('/')) base = base.slice(0, -1);
  return `${base}/register?referralCode=${encodeURIComponent(referralCode)}`;
}

// --- profile -------------------------------------------------------------------------------------

/**
 * The customer fields the profile page shows, by the platform's field ids (reference/platform-client.md
 * #28: NICKNAME, DATE_OF_BIRTH, TELEGRAM ...). The birthday is one of the identity (KYC) fields, the
 * Telegram account one of the social ones; each kind has its own update call.
 */
export const PROFILE_FIELDS = {
  nickname: { fieldId: 'NICKNAME', kind: 'social' },
  birthday: { fieldId: 'DATE_OF_BIRTH', kind: 'kyc' },
  telegram: { fieldId: 'TELEGRAM', kind: 'social' },
} as const;

const customerFieldSchema = z.object({ fieldId: z.string(), playerFieldValue: z.nullish(z.union([z.string(), z.number()])) });

/**
 * GET /wps/relay/MCSFE_getPlayerCustomerFields: `value.fields[] {fieldId, playerFieldValue}` (the two
 * keys the platform's client reads). Read as field id -> value ('' when not set); an item without a
 * field id is dropped, so one odd field never blanks the page.
 */
export const customerFieldsSchema = z.pipe(
  z.object({ fields: z.catch(z._default(z.array(z.unknown()), []), []) }),
  z.transform(({ fields }) =>
    Object.fromEntries(
      fields.flatMap((item) => {
        const field = customerFieldSchema.safeParse(item);
        return field.success ? [[field.data.fieldId, String(field.data.playerFieldValue ?? '').trim()] as const] : [];
      }),
    ),
  ),
);
export type CustomerFields = z.infer<typeof customerFieldsSchema>;

export interface Profile {
  account: string;
  nickname: string;
  /** The real name withdrawals are paid to (the member info's payee). */
  fullName: string;
  /** yyyy-MM-dd, '' when not set. */
  birthday: string;
  telegram: string;
  /** Masked. */
  mobile: string | null;
  /** Masked. */
  email: string | null;
  regDate: number | null;
  /**
   * Each field locks once the player has set it here (designed: the client's own rule for the
   * nickname, `regExp.nickname.updateEnabled`, was not found in any source). The display name every
   * account starts with is not a profile nickname until the player sets one.
   */
  nicknameEditable: boolean;
  fullNameEditable: boolean;
  birthdayEditable: boolean;
  telegramEditable: boolean;
}

/** The profile page's view: GET /wps/member/info (nickname, payee, mobile, email) and the customer fields. */
export function profileOf(info: MemberInfo, fields: CustomerFields): Profile {
  const value = (name: keyof typeof PROFILE_FIELDS) => fields[PROFILE_FIELDS[name].fieldId] ?? '';
  const payee = (info.payee ?? '').trim();
  return {
    account: info.account,
    nickname: info.nickname ?? '',
    fullName: payee,
    birthday: value('birthday'),
    telegram: value('telegram'),
    mobile: info.mobile || null,
    email: info.email || null,
    regDate: info.regDate,
    nicknameEditable: value('nickname') === '',
    fullNameEditable: payee === '',
    birthdayEditable: value('birthday') === '',
    telegramEditable: value('telegram') === '',
  };
}

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const ADULT_AGE = 18;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms (UTC midnight) of a real yyyy-MM-dd date, else undefined. */
export function parseIsoDate(value: string): number | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

/** True when someone born on `birthday` (yyyy-MM-dd) is at least 18 at `now`. */
export function isAdult(birthday: string, now: number): boolean {
  const born = parseIsoDate(birthday);
  if (born === undefined) return false;
  const date = new Date(born);
  return Date.UTC(date.getUTCFullYear() + ADULT_AGE, date.getUTCMonth(), date.getUTCDate()) <= now;
}

/**
 * The profile update's rules (spec: nickname 2-20 characters; birthday a yyyy-MM-dd date in the past,
 * 18 or over). Forms validate with it; the fake platform enforces the same rules.
 */
export function profileUpdateSchema(now: number = Date.now()) {
  return z
    .object({
      nickname: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(NICKNAME_MIN, `Nickname must be ${NICKNAME_MIN}-${NICKNAME_MAX} characters`),
            z.maxLength(NICKNAME_MAX, `Nickname must be ${NICKNAME_MIN}-${NICKNAME_MAX} characters`),
          ),
      ),
      fullName: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, 'Full name must be letters and spaces, without diacritics'),
            z.maxLength(50, 'Full name must be at most 50 characters'),
          ),
      ),
      birthday: z.optional(
        z.string().check(
          z.refine((value) => parseIsoDate(value) !== undefined, 'Birthday must be a date in the form yyyy-MM-dd'),
          z.refine((value) => (parseIsoDate(value) ?? 0) < now, 'Birthday must be in the past'),
          z.refine((value) => isAdult(value, now), `You must be at least ${ADULT_AGE} years old`),
        ),
      ),
      telegram: z.optional(
        z.union([
          z.string().check(z.trim(), z.regex(/^@?\w{5,32}$/, 'Telegram must be a username of 5-32 letters, digits or underscores')),
          z.literal(''),
        ]),
      ),
    })
    .check(z.refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update'));
}

export type ProfileUpdate = z.input<ReturnType<typeof profileUpdateSchema>>;

// --- security centre -----------------------------------------------------------------------------

export const SECURITY_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;

const securityItemSchema = z.object({
  enabled: z._default(flag, false),
  isComplete: z._default(flag, false),
  /** Identity checks (idVerification, cpfVerification) say where they are. */
  status: z.nullish(z.string()),
});
const ITEM_UNKNOWN = { enabled: false, isComplete: false, status: null };

/**
 * GET /wps/v2/member/securityConfig (reference/platform-client.md #30): `value.info.<item>
 * {enabled, isComplete}` for loginPassword, paymentPassword, mobileVerified, mobileNum, email,
 * payeeName, bankCards, virtualWallets, securityQuestions, bindGA, profile, idVerification (+status)
 * ..., and `completeProgress` (0-100). An item not sent, or one the app cannot read, is not enabled.
 */
export const securityConfigSchema = z.object({
  info: z.catch(z._default(z.record(z.string(), z.catch(securityItemSchema, ITEM_UNKNOWN)), {}), {}),
  completeProgress: z.catch(z._default(z.number(), 0), 0),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

/** The security centre: what is bound (the config), the masked values and the last login (the member info). */
export interface SecurityCenter {
  account: string;
  mobileBound: boolean;
  /** Masked. */
  mobile: string | null;
  countryDialingCode: string | null;
  emailBound: boolean;
  /** Masked. */
  email: string | null;
  /** The withdraw (payment) password the points mall and withdrawals ask for. */
  paymentPasswordSet: boolean;
  realNameSet: boolean;
  /** Epoch ms. */
  lastLoginTime: number | null;
  lastLoginIp: string | null;
  /** From completeProgress: under 40 low, under 80 medium, else high. */
  securityLevel: (typeof SECURITY_LEVELS)[number];
  /** 0-100, as the platform counts it. */
  progress: number;
}

export function securityCenterOf(config: SecurityConfig, info: MemberInfo): SecurityCenter {
  const done = (...items: string[]) => items.some((item) => config.info[item]?.isComplete === true);
  const progress = Math.min(100, Math.max(0, Math.floor(config.completeProgress)));
  return {
    account: info.account,
    mobileBound: done('mobileVerified', 'mobileNum') || info.mobileVerified,
    mobile: info.mobile || null,
    countryDialingCode: info.countryDialingCode ?? null,
    emailBound: done('email') || info.isEmailVerification,
    email: info.email || null,
    paymentPasswordSet: done('paymentPassword'),
    realNameSet: done('payeeName') || (info.payee ?? '').trim() !== '',
    lastLoginTime: info.lastLogin ?? null,
    lastLoginIp: info.lastLoginIp ?? null,
    securityLevel: progress >= 80 ? 'HIGH' : progress >= 40 ? 'MEDIUM' : 'LOW',
    progress,
  };
}

// --- security bindings (paths and verbs: reference/platform-client.md #31-#34; bodies designed) -----

/**
 * The payment (withdraw) password's rule when the platform's registration rules switch it off or send
 * none: 6 digits, in the registration rules' own shape so the same sentences word it.
 */
export const PAYMENT_PASSWORD_DEFAULT_RULE = {
  enabled: true,
  required: true,
  acceptedPattern: '^[0-9]+$',
  patternId: 6,
  minLength: 6,
  maxLength: 6,
} as const;
const PAYMENT_PASSWORD_DEFAULT = /^\d{6}$/;
type Accepts = (value: string) => boolean;
const sixDigits: Accepts = (value) => PAYMENT_PASSWORD_DEFAULT.test(value);
export const EMAIL_MAX = 100;
const MOBILE = /^\d{9,11}$/;

/**
 * POST /wps/member/info/mobile, after a code from POST /wps/v2/verification/sms/send (operation
 * updatePhone). The body was not seen: the platform's own names for a number and its code elsewhere.
 */
export const bindMobileSchema = z.object({
  countryDialingCode: z.string().check(z.regex(/^\+?\d{1,4}$/, 'countryDialingCode.invalid')),
  mobileNum: z.string().check(z.trim(), z.regex(MOBILE, 'mobile.invalid')),
  verificationCode: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'verificationCode.invalid')),
});
export type BindMobileInput = z.input<typeof bindMobileSchema>;

/** POST /wps/member/info/email (the body was not seen: the address as `email`). */
export const bindEmailSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(EMAIL_MAX, 'email.invalid')), z.email('email.invalid')),
});
export type BindEmailInput = z.input<typeof bindEmailSchema>;

/** PUT /wps/member/paymentPassword (E): the first payment password, checked by the login password (body designed). */
export function setPaymentPasswordSchema(accepts: Accepts = sixDigits) {
  return z.object({
    loginPassword: z.string().check(z.minLength(1, 'loginPassword.required')),
    paymentPassword: z.string().check(z.refine(accepts, 'paymentPassword.invalid')),
  });
}
export type SetPaymentPasswordInput = z.input<ReturnType<typeof setPaymentPasswordSchema>>;

/** POST /wps/member/paymentPassword (E): a new payment password, checked by the old one, which it must differ from (body designed). */
export function changePaymentPasswordSchema(accepts: Accepts = sixDigits) {
  return z
    .object({
      oldPaymentPassword: z.string().check(z.minLength(1, 'oldPaymentPassword.required')),
      paymentPassword: z.string().check(z.refine(accepts, 'paymentPassword.invalid')),
    })
    .check(
      z.refine((input) => input.oldPaymentPassword !== input.paymentPassword, {
        message: 'paymentPassword.same',
        path: ['paymentPassword'],
      }),
    );
}
export type ChangePaymentPasswordInput = z.input<ReturnType<typeof changePaymentPasswordSchema>>;
