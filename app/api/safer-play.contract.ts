/**
 * The safer-play contract: deposit and loss limits per day, week and month with their usage and any
 * pending raise, and the player's breaks (a time-out of 1 to 42 days, a self-exclusion of 6 months,
 * 1 year or 5 years). The platform offers no such calls: the three calls are designed
 * (docs/decisions/018-safer-play-calls.md) behind the module switch RESPONSIBLE_GAMING_MODULE
 * (system.contract.ts). Reads are lenient (a missing period is "no limit, nothing used"); sends are
 * strict (the fake platform refuses anything else). Schemas, types, constants and pure helpers only.
 */
import * as z from 'zod/mini';
import { epochMs } from './common.contract.ts';

/** The periods a limit runs over, in the brand's time (GMT+7): a day from midnight, a week from Monday, a calendar month. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** DEPOSIT: deposits requested in the period (pending or credited). LOSS: stakes less payouts of the period's settled bets. */
export const LIMIT_TYPES = ['DEPOSIT', 'LOSS'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** A raise or a removal waits this long; a first limit or a lower one applies at once. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** The time-out's length in days, and the presets the screen offers (24 hours, 1, 2, 4 and 6 weeks). */
export const TIMEOUT_MIN_DAYS = 1;
export const TIMEOUT_MAX_DAYS = 42;
export const TIMEOUT_PRESET_DAYS = [1, 7, 14, 28, 42] as const;

/** Self-exclusion in calendar months: 6 months, 1 year, 5 years. */
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

export const BREAK_KINDS = ['TIMEOUT', 'SELF_EXCLUSION'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Reads

/** A raise or removal waiting to take effect: `amount` null means the limit will be removed. */
const pendingLimitSchema = z.object({
  amount: z._default(z.nullable(z.number()), null),
  effectiveTime: epochMs,
});

const limitItemSchema = z.object({
  period: z.string(),
  /** null: no limit. */
  amount: z._default(z.nullable(z.number()), null),
  /** Used in the current period (deposited, or net loss). */
  used: z._default(z.number(), 0),
  /** When the current period ends and `used` starts again from 0. */
  resetTime: z._default(z.nullable(epochMs), null),
  pending: z.catch(z._default(z.nullable(pendingLimitSchema), null), null),
});

export interface PlayLimit {
  period: LimitPeriod;
  amount: number | null;
  used: number;
  resetTime: number | null;
  pending: { amount: number | null; effectiveTime: number } | null;
}

/** One limit type's three periods, always all three (a period the answer leaves out has no limit). */
export type PlayLimits = Record<LimitPeriod, PlayLimit>;

const noLimit = (period: LimitPeriod): PlayLimit => ({ period, amount: null, used: 0, resetTime: null, pending: null });

/** Items keyed by period; unknown periods are dropped, missing ones read as no limit. */
const limitsSchema = z.pipe(
  z.catch(z._default(z.array(z.catch(z.nullable(limitItemSchema), null)), []), []),
  z.transform((items): PlayLimits => {
    const byPeriod = Object.fromEntries(LIMIT_PERIODS.map((period) => [period, noLimit(period)])) as PlayLimits;
    for (const item of items) {
      if (item && (LIMIT_PERIODS as readonly string[]).includes(item.period)) {
        const period = item.period as LimitPeriod;
        byPeriod[period] = { ...item, period };
      }
    }
    return byPeriod;
  }),
);

/** The break running now; any other kind of answer reads as none. */
const activeBreakSchema = z.object({
  kind: z.enum(BREAK_KINDS),
  startTime: epochMs,
  endTime: epochMs,
});

export type ActiveBreak = z.infer<typeof activeBreakSchema>;

/**
 * GET /wps/relay/MCSFE_getResponsibleGaming (designed). `activeBreak` is normally null: a player on a
 * break has no session to ask with; it is there for the answer to a break just taken and for an agent
 * or back-office view.
 */
export const saferPlaySettingsSchema = z.object({
  depositLimits: limitsSchema,
  lossLimits: limitsSchema,
  activeBreak: z.catch(z._default(z.nullable(activeBreakSchema), null), null),
  raiseDelayHours: z._default(z.number(), LIMIT_RAISE_DELAY_HOURS),
});

export type SaferPlaySettings = z.infer<typeof saferPlaySettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Sends

const wholePositive = z.number().check(z.int(), z.positive());

/** POST /wps/relay/MCSFE_setResponsibleGamingLimit body: `amount` null removes the limit (after the delay). */
export const setLimitRequestSchema = z.strictObject({
  limitType: z.enum(LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS),
  amount: z.nullable(wholePositive),
});

export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;
export type SetLimitInput = SetLimitRequest & { idempotencyKey: string };

/** APPLIED: in force now (`effectiveTime` is now). PENDING: a raise or removal that takes effect at `effectiveTime`. */
export const LIMIT_CHANGE_STATUSES = ['APPLIED', 'PENDING'] as const;
export type LimitChangeStatus = (typeof LIMIT_CHANGE_STATUSES)[number];

export const setLimitResultSchema = z.object({
  status: z.enum(LIMIT_CHANGE_STATUSES),
  effectiveTime: epochMs,
  settings: saferPlaySettingsSchema,
});

export type SetLimitResult = z.infer<typeof setLimitResultSchema>;

/** POST /wps/relay/MCSFE_startResponsibleGamingBreak body: a time-out in days or a self-exclusion in months. */
export const breakRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('TIMEOUT'),
    days: z.number().check(z.int(), z.gte(TIMEOUT_MIN_DAYS), z.lte(TIMEOUT_MAX_DAYS)),
  }),
  z.strictObject({
    kind: z.literal('SELF_EXCLUSION'),
    months: z.union(SELF_EXCLUSION_MONTHS.map((months) => z.literal(months))),
  }),
]);

export type BreakRequest = z.infer<typeof breakRequestSchema>;
export type BreakInput = BreakRequest & { idempotencyKey: string };

/** The break taken: every session of the account has ended with it. */
export const breakResultSchema = activeBreakSchema;
export type BreakResult = ActiveBreak;

// ---------------------------------------------------------------------------------------------
// Refusals

/** Refusal codes of the designed calls (errorCode of a `success:false` answer). */
export const SAFER_PLAY_ERRORS = {
  /** A deposit would take a period's usage over its deposit limit; value: DepositLimitRefusal. */
  depositLimit: 'deposit.limit.exceeded',
  /** A login during a time-out; value: LoginOnBreak. */
  loginTimeout: 'login.timeout.active',
  /** A login during a self-exclusion; value: LoginOnBreak. */
  loginSelfExcluded: 'login.self.excluded',
} as const;

export const depositLimitRefusalSchema = z.object({
  period: z.enum(LIMIT_PERIODS),
  limit: z.number(),
  used: z.number(),
  /** What may still be deposited in the period (0 or more). */
  remaining: z.number(),
  resetTime: z.nullish(epochMs),
});

export type DepositLimitRefusal = z.infer<typeof depositLimitRefusalSchema>;

export const loginOnBreakSchema = z.object({ kind: z.enum(BREAK_KINDS), endTime: epochMs });
export type LoginOnBreak = z.infer<typeof loginOnBreakSchema>;

/** The `value` of a refused login, when the refusal is a break (else undefined). */
export function loginOnBreak(value: unknown): LoginOnBreak | undefined {
  const parsed = loginOnBreakSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The `value` of a refused deposit, when the refusal is a deposit limit (else undefined). */
export function depositLimitRefusal(value: unknown): DepositLimitRefusal | undefined {
  const parsed = depositLimitRefusalSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** What is left under a limit in its period (Infinity without one). */
export function remainingUnder(limit: Pick<PlayLimit, 'amount' | 'used'>): number {
  return limit.amount === null ? Infinity : Math.max(0, limit.amount - limit.used);
}
