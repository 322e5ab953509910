/**
 * The player pages' contract: rank, referral, profile (and its update rules) and the security centre.
 * The fields marked "seen" come from live go444 bodies (platform-api.md source S10 and its
 * plan-for-member-home.md); the rest is designed, so it is lenient where a screen can do without it.
 * Schemas, types, constants and pure helpers only: no React, no network.
 */
import { z } from 'zod';

/** Rule lines per language code (EN, VI...); screens fall back to EN. */
const localizedLines = z.record(z.string(), z.array(z.string())).default({});

// --- player rank ---------------------------------------------------------------------------------

/** Progress toward the next rank; `expected` is null at the top rank. */
const progressSchema = z.object({ actual: z.number(), expected: z.number().nullish() });
export type RankProgress = z.infer<typeof progressSchema>;

/** Designed: a missing bonus or rate reads as none, missing withdrawal limits as unknown. */
export const rankBenefitsSchema = z.object({
  upgradeBonus: z.number().default(0),
  monthlyBonus: z.number().default(0),
  birthdayBonus: z.number().default(0),
  /** Percent of valid bets paid back. */
  rebateRate: z.number().default(0),
  dailyWithdrawCount: z.number().int().nullish(),
  dailyWithdrawLimit: z.number().nullish(),
  /** The VIP customer-service channel (rank level above 4, spec section 6). */
  vipService: z.boolean().default(false),
});

export const rankSchema = z.object({
  rankLevel: z.number().int(),
  rankName: z.string(),
  /** Label text colour. */
  color: z.string().default(''),
  /** Label background colour. */
  color2: z.string().default(''),
  depositRequired: z.number().nullish(),
  turnoverRequired: z.number().nullish(),
  benefits: rankBenefitsSchema.prefault({}),
});

export const playerRankSchema = z.object({
  /** Seen. */
  playerRankName: z.string(),
  /** Not in the live body: a missing level reads as the lowest (0), which unlocks nothing. */
  rankLevel: z.number().int().default(0),
  color: z.string().nullish(),
  color2: z.string().nullish(),
  /** Seen (as a key the go444 proxy reads); null at the top rank. */
  nextRankName: z.string().nullish(),
  nextRankLevel: z.number().int().nullish(),
  /** Seen: valid bets of the last 30 days against the next rank's turnover. */
  monthlyTurnover: progressSchema,
  /** Seen: all valid bets against the next rank's turnover. */
  totalTurnover: progressSchema,
  /** All deposits against the next rank's deposit requirement. */
  totalDeposit: progressSchema.nullish(),
  /** Every rank with its requirements and benefits, lowest first. */
  ranks: z.array(rankSchema).default([]),
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
  qualified: z.boolean().default(false),
  totalDeposit: z.number().default(0),
  validBet: z.number().default(0),
  commission: z.number().default(0),
});

export const referralSchema = z.object({
  /** Seen. */
  referralCode: z.string(),
  /** Seen. */
  totalInvitations: z.number().int(),
  /** Seen: the domains a link may point at, first preferred. */
  promotionDomains: z.array(z.string()).default([]),
  referralLink: z.string().nullish(),
  qualifiedInvitations: z.number().int().default(0),
  totalCommission: z.number().default(0),
  /** Percent of a qualified invitee's valid bets. */
  commissionRate: z.number().nullish(),
  /** Both thresholds or none: one the app cannot read counts as not given. */
  qualification: z.object({ minDeposit: z.number(), minValidBet: z.number() }).nullish().catch(null),
  /** Newest first. */
  invitees: z.array(inviteeSchema).default([]),
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

export const profileSchema = z.object({
  account: z.string(),
  nickname: z.string().default(''),
  fullName: z.string().default(''),
  /** yyyy-MM-dd, '' when not set. */
  birthday: z.string().default(''),
  telegram: z.string().default(''),
  /** Masked. */
  mobile: z.string().nullish(),
  /** Masked. */
  email: z.string().nullish(),
  regDate: z.number().nullish(),
  /** Each field locks once the player has set it; the full name (the bank payee name) and the birthday (birthday bonus) above all. */
  nicknameEditable: z.boolean().default(true),
  fullNameEditable: z.boolean().default(true),
  birthdayEditable: z.boolean().default(true),
  telegramEditable: z.boolean().default(true),
});
export type Profile = z.infer<typeof profileSchema>;

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
      nickname: z
        .string()
        .trim()
        .min(NICKNAME_MIN, `Nickname must be ${NICKNAME_MIN}-${NICKNAME_MAX} characters`)
        .max(NICKNAME_MAX, `Nickname must be ${NICKNAME_MIN}-${NICKNAME_MAX} characters`)
        .optional(),
      fullName: z
        .string()
        .trim()
        .regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, 'Full name must be letters and spaces, without diacritics')
        .max(50, 'Full name must be at most 50 characters')
        .optional(),
      birthday: z
        .string()
        .refine((value) => parseIsoDate(value) !== undefined, 'Birthday must be a date in the form yyyy-MM-dd')
        .refine((value) => (parseIsoDate(value) ?? 0) < now, 'Birthday must be in the past')
        .refine((value) => isAdult(value, now), `You must be at least ${ADULT_AGE} years old`)
        .optional(),
      telegram: z
        .string()
        .trim()
        .regex(/^@?\w{5,32}$/, 'Telegram must be a username of 5-32 letters, digits or underscores')
        .or(z.literal(''))
        .optional(),
    })
    .refine((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to update');
}

export type ProfileUpdate = z.input<ReturnType<typeof profileUpdateSchema>>;

// --- security centre -----------------------------------------------------------------------------

export const SECURITY_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;

export const securityCenterSchema = z.object({
  account: z.string(),
  mobileBound: z.boolean().default(false),
  /** Masked. */
  mobile: z.string().nullish(),
  countryDialingCode: z.string().nullish(),
  emailBound: z.boolean().default(false),
  /** Masked. */
  email: z.string().nullish(),
  /** The withdraw (payment) password the points mall and withdrawals ask for. */
  paymentPasswordSet: z.boolean().default(false),
  realNameSet: z.boolean().default(false),
  /** Epoch ms. */
  lastLoginTime: z.number().nullish(),
  lastLoginIp: z.string().nullish(),
  securityLevel: z.enum(SECURITY_LEVELS).nullish(),
});
export type SecurityCenter = z.infer<typeof securityCenterSchema>;

// --- security bindings (designed: docs/decisions/014-security-bindings.md) -----------------------

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

/** POST /wps/relay/MCSFE_bindMobile: the SMS code comes from POST /wps/verification/sms/bind. */
export const bindMobileSchema = z.object({
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/, 'countryDialingCode.invalid'),
  mobileNum: z.string().trim().regex(MOBILE, 'mobile.invalid'),
  smsCode: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'smsCode.invalid'),
});
export type BindMobileInput = z.input<typeof bindMobileSchema>;

/** POST /wps/relay/MCSFE_bindEmail. */
export const bindEmailSchema = z.object({
  email: z.string().trim().max(EMAIL_MAX, 'email.invalid').pipe(z.email('email.invalid')),
});
export type BindEmailInput = z.input<typeof bindEmailSchema>;

/** POST /wps/relay/passwordCheck/MCSFE_setPaymentPassword (E): first payment password, checked by the login password. */
export function setPaymentPasswordSchema(accepts: Accepts = sixDigits) {
  return z.object({
    loginPassword: z.string().min(1, 'loginPassword.required'),
    paymentPassword: z.string().refine(accepts, 'paymentPassword.invalid'),
  });
}
export type SetPaymentPasswordInput = z.input<ReturnType<typeof setPaymentPasswordSchema>>;

/** POST /wps/relay/passwordCheck/MCSFE_changePaymentPassword (E): the new one must differ from the old. */
export function changePaymentPasswordSchema(accepts: Accepts = sixDigits) {
  return z
    .object({
      oldPaymentPassword: z.string().min(1, 'oldPaymentPassword.required'),
      paymentPassword: z.string().refine(accepts, 'paymentPassword.invalid'),
    })
    .refine((input) => input.oldPaymentPassword !== input.paymentPassword, { message: 'paymentPassword.same', path: ['paymentPassword'] });
}
export type ChangePaymentPasswordInput = z.input<ReturnType<typeof changePaymentPasswordSchema>>;
