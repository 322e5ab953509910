/**
 * Safer play (designed, docs/decisions/018-safer-play-calls.md): each account's deposit and loss
 * limits per day, week and month, a raise or removal waiting its 24 hours, and the break it is on (a
 * time-out or a self-exclusion). Periods are the brand's (GMT+7): a day from midnight, a week from
 * Monday, a calendar month. Time is the fake platform's clock (`fakeNow()`, the page's `Date` plus
 * the store's offset), so a test that moves the clock forward sees a raise apply and a break end.
 *
 * The store enforces what the platform would: a deposit that would take a period's usage over its
 * limit is refused (a guard on the wallets store's deposit requests), a login during a break is
 * refused (mocks/handlers/session.ts asks `breakOf`), and taking a break ends every session of the
 * account. Pending changes have no background job: they apply on the first read at or after their time.
 */
import {
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  LIMIT_TYPES,
  SAFER_PLAY_ERRORS,
  type ActiveBreak,
  type BreakRequest,
  type DepositLimitRefusal,
  type LimitChangeStatus,
  type LimitPeriod,
  type LimitType,
  type SetLimitRequest,
} from '../../app/api/safer-play.contract.ts';
import { endSessionsOf, type Account } from './accounts.ts';
import { BRAND_UTC_OFFSET_MS, brandDayStart, DAY, dong, formatDong, HOUR } from './funds.ts';
import { betsOf, depositsOf, FundsError, guardDeposits } from './wallets.ts';
import { defineStore } from './world.ts';

export interface LimitState {
  amount: number | null;
  pending: { amount: number | null; effectiveTime: number } | null;
}

export interface PlayerRules {
  limits: Record<LimitType, Record<LimitPeriod, LimitState>>;
  activeBreak: ActiveBreak | null;
}

/** account (lower case) -> its rules; an account nobody has set anything for has none. */
export const saferPlay = defineStore('safer-play', () => new Map<string, PlayerRules>());

const RAISE_DELAY_MS = LIMIT_RAISE_DELAY_HOURS * HOUR;

const blankRules = (): PlayerRules => ({
  limits: Object.fromEntries(
    LIMIT_TYPES.map((type) => [type, Object.fromEntries(LIMIT_PERIODS.map((period) => [period, { amount: null, pending: null }]))]),
  ) as PlayerRules['limits'],
  activeBreak: null,
});

/** The account's rules as of `now`: due pending changes applied, an ended break cleared. */
export function rulesOf(account: Account, now: number): PlayerRules {
  const store = saferPlay();
  const key = account.account.toLowerCase();
  let rules = store.get(key);
  if (!rules) {
    rules = blankRules();
    store.set(key, rules);
  }
  for (const type of LIMIT_TYPES) {
    for (const period of LIMIT_PERIODS) {
      const limit = rules.limits[type][period];
      if (limit.pending && limit.pending.effectiveTime <= now) {
        limit.amount = limit.pending.amount;
        limit.pending = null;
      }
    }
  }
  if (rules.activeBreak && rules.activeBreak.endTime <= now) rules.activeBreak = null;
  return rules;
}

// ---------------------------------------------------------------------------------------------
// The brand's calendar

/** The brand-local calendar date of an instant, as a UTC date (read its getUTC* fields). */
const brandDate = (ms: number) => new Date(ms + BRAND_UTC_OFFSET_MS);

/** When the period containing `now` began. */
export function periodStart(period: LimitPeriod, now: number): number {
  const day = brandDayStart(now);
  if (period === 'DAY') return day;
  const date = brandDate(day);
  if (period === 'WEEK') return day - ((date.getUTCDay() + 6) % 7) * DAY;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - BRAND_UTC_OFFSET_MS;
}

/** When the period containing `now` ends (the next one's start). */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'DAY') return start + DAY;
  if (period === 'WEEK') return start + 7 * DAY;
  const date = brandDate(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - BRAND_UTC_OFFSET_MS;
}

/** `months` calendar months after `now` in the brand's time, the day clamped to the month's last (31 Aug + 6 = 28/29 Feb). */
export function addBrandMonths(now: number, months: number): number {
  const date = brandDate(now);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const timeOfDay = now - brandDayStart(now);
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) - BRAND_UTC_OFFSET_MS + timeOfDay;
}

/** "2026-11-28 19:00 (GMT+7)", for the platform's English messages. */
export function brandTimeText(ms: number): string {
  return `${brandDate(ms).toISOString().slice(0, 16).replace('T', ' ')} (GMT+7)`;
}

// ---------------------------------------------------------------------------------------------
// Usage

/** Deposits requested in the period so far, in progress or credited (a failed or cancelled one does not count). */
function depositedIn(account: Account, start: number, now: number): number {
  return depositsOf(account)
    .filter((d) => (d.status === 'PENDING' || d.status === 'SUCCESS') && d.requestTime >= start && d.requestTime <= now)
    .reduce((sum, d) => sum + d.amount, 0);
}

/** Net loss of the period's settled bets (stakes less payouts), 0 when the player is ahead. */
function lostIn(account: Account, start: number, now: number): number {
  const net = betsOf(account)
    .filter((b) => b.status === 'SETTLED' && b.betTime >= start && b.betTime <= now)
    .reduce((sum, b) => sum + b.stake - b.payout, 0);
  return Math.max(0, dong(net));
}

export function usageOf(account: Account, type: LimitType, period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  return type === 'DEPOSIT' ? depositedIn(account, start, now) : lostIn(account, start, now);
}

// ---------------------------------------------------------------------------------------------
// Changing a limit

/**
 * A first limit, or a lower one, applies at once (and drops a pending raise); a raise or a removal
 * waits RAISE_DELAY_MS from the request. Asking again for the change already pending keeps its time;
 * asking for another restarts the wait. Setting the limit in force again cancels what is pending.
 */
export function setLimit(account: Account, request: SetLimitRequest, now: number): { status: LimitChangeStatus; effectiveTime: number } {
  const limit = rulesOf(account, now).limits[request.limitType][request.period];
  const next = request.amount;
  const applyNow = () => {
    limit.amount = next;
    limit.pending = null;
    return { status: 'APPLIED' as const, effectiveTime: now };
  };
  if (limit.amount === null) return applyNow();
  if (next !== null && next <= limit.amount) return applyNow();
  if (limit.pending && limit.pending.amount === next) return { status: 'PENDING', effectiveTime: limit.pending.effectiveTime };
  limit.pending = { amount: next, effectiveTime: now + RAISE_DELAY_MS };
  return { status: 'PENDING', effectiveTime: limit.pending.effectiveTime };
}

// ---------------------------------------------------------------------------------------------
// Breaks

/** The break the account is on at `now`, if any. */
export function breakOf(account: Account, now: number): ActiveBreak | null {
  return rulesOf(account, now).activeBreak;
}

/**
 * Starts a time-out (days) or a self-exclusion (calendar months) now, and ends every session of the
 * account. A break already running is never shortened: the later end holds.
 */
export function startBreak(account: Account, request: BreakRequest, now: number): ActiveBreak {
  const rules = rulesOf(account, now);
  const endTime = request.kind === 'TIMEOUT' ? now + request.days * DAY : addBrandMonths(now, request.months);
  const running = rules.activeBreak;
  rules.activeBreak =
    running && running.endTime >= endTime
      ? running
      : { kind: running?.kind === 'SELF_EXCLUSION' ? 'SELF_EXCLUSION' : request.kind, startTime: running?.startTime ?? now, endTime };
  endSessionsOf(account);
  return rules.activeBreak;
}

// ---------------------------------------------------------------------------------------------
// Enforcement

const PERIOD_WORDS: Record<LimitPeriod, string> = { DAY: 'daily', WEEK: 'weekly', MONTH: 'monthly' };

/** Refuses a deposit that would take a period's usage over its limit (the tightest period is named). */
export function refuseOverDepositLimit(account: Account, amount: number, now: number): void {
  const limits = rulesOf(account, now).limits.DEPOSIT;
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period].amount;
    if (limit === null) continue;
    const used = usageOf(account, 'DEPOSIT', period, now);
    if (used + amount <= limit) continue;
    const refusal: DepositLimitRefusal = {
      period,
      limit,
      used,
      remaining: Math.max(0, limit - used),
      resetTime: periodEnd(period, now),
    };
    throw new FundsError(
      `This deposit would take you over your ${PERIOD_WORDS[period]} deposit limit of ${formatDong(limit)}: ` +
        `${formatDong(refusal.remaining)} left until ${brandTimeText(refusal.resetTime!)}`,
      SAFER_PLAY_ERRORS.depositLimit,
      refusal,
    );
  }
}

guardDeposits(refuseOverDepositLimit);
