/**
 * The player pages' contract: rank, referral, profile (and its update rules) and the security centre.
 * The fields marked "seen" come from live go444 bodies (platform-api.md source S10 and its
 * plan-for-member-home.md); the rest is designed, so it is lenient where a screen can do without it.
 * Schemas, types, constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';

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

export const profileSchema = z.object({
  account: z.string(),
  nickname: z._default(z.string(), ''),
  fullName: z._default(z.string(), ''),
  /** yyyy-MM-dd, '' when not set. */
  birthday: z._default(z.string(), ''),
  telegram: z._default(z.string(), ''),
  /** Masked. */
  mobile: z.nullish(z.string()),
  /** Masked. */
  email: z.nullish(z.string()),
  regDate: z.nullish(z.number()),
  /** Each field locks once the player has set it; the full name (the bank payee name) and the birthday (birthday bonus) above all. */
  nicknameEditable: z._default(z.boolean(), true),
  fullNameEditable: z._default(z.boolean(), true),
  birthdayEditable: z._default(z.boolean(), true),
  telegramEditable: z._default(z.boolean(), true),
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

export const securityCenterSchema = z.object({
  account: z.string(),
  mobileBound: z._default(z.boolean(), false),
  /** Masked. */
  mobile: z.nullish(z.string()),
  countryDialingCode: z.nullish(z.string()),
  emailBound: z._default(z.boolean(), false),
  /** Masked. */
  email: z.nullish(z.string()),
  /** The withdraw (payment) password the points mall and withdrawals ask for. */
  paymentPasswordSet: z._default(z.boolean(), false),
  realNameSet: z._default(z.boolean(), false),
  /** Epoch ms. */
  lastLoginTime: z.nullish(z.number()),
  lastLoginIp: z.nullish(z.string()),
  securityLevel: z.nullish(z.enum(SECURITY_LEVELS)),
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
  countryDialingCode: z.string().check(z.regex(/^\+?\d{1,4}$/, 'countryDialingCode.invalid')),
  mobileNum: z.string().check(z.trim(), z.regex(MOBILE, 'mobile.invalid')),
  smsCode: z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'smsCode.invalid')),
});
export type BindMobileInput = z.input<typeof bindMobileSchema>;

/** POST /wps/relay/MCSFE_bindEmail. */
export const bindEmailSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(EMAIL_MAX, 'email.invalid')), z.email('email.invalid')),
});
export type BindEmailInput = z.input<typeof bindEmailSchema>;

/** POST /wps/relay/passwordCheck/MCSFE_setPaymentPassword (E): first payment password, checked by the login password. */
export function setPaymentPasswordSchema(accepts: Accepts = sixDigits) {
  return z.object({
    loginPassword: z.string().check(z.minLength(1, 'loginPassword.required')),
    paymentPassword: z.string().check(z.refine(accepts, 'paymentPassword.invalid')),
  });
}
export type SetPaymentPasswordInput = z.input<ReturnType<typeof setPaymentPasswordSchema>>;

/** POST /wps/relay/passwordCheck/MCSFE_changePaymentPassword (E): the new one must differ from the old. */
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
