import { describe, expect, test } from 'vitest';
import { findAccount } from './accounts.ts';
import { DAY, HOUR } from './funds.ts';
import { addBrandMonths, breakOf, periodEnd, periodStart, refuseOverDepositLimit, setLimit, startBreak, usageOf } from './safer-play.ts';
import { FundsError } from './wallets.ts';

/** An instant given as the brand's wall-clock time (GMT+7). */
const brand = (year: number, month: number, day: number, hour = 0, minute = 0) => Date.UTC(year, month - 1, day, hour, minute) - 7 * HOUR;

describe("the brand's calendar", () => {
  test('a day runs from midnight GMT+7, a week from Monday, a month from the 1st', () => {
    // Sunday 2026-11-29 23:30 in Vietnam is still Sunday there (16:30 UTC).
    const sundayNight = brand(2026, 11, 29, 23, 30);
    expect(periodStart('DAY', sundayNight)).toBe(brand(2026, 11, 29));
    expect(periodEnd('DAY', sundayNight)).toBe(brand(2026, 11, 30));
    expect(periodStart('WEEK', sundayNight)).toBe(brand(2026, 11, 23));
    expect(periodEnd('WEEK', sundayNight)).toBe(brand(2026, 11, 30));
    expect(periodStart('MONTH', sundayNight)).toBe(brand(2026, 11, 1));
    expect(periodEnd('MONTH', sundayNight)).toBe(brand(2026, 12, 1));
    // Monday 00:10 starts a new week; 1 January 06:00 GMT+7 is still 31 December in UTC but a new month here.
    expect(periodStart('WEEK', brand(2026, 11, 30, 0, 10))).toBe(brand(2026, 11, 30));
    expect(periodStart('MONTH', brand(2027, 1, 1, 6))).toBe(brand(2027, 1, 1));
    expect(periodEnd('MONTH', brand(2026, 12, 31, 22))).toBe(brand(2027, 1, 1));
  });

  test('self-exclusion months are calendar months, the day clamped to the month’s last', () => {
    expect(addBrandMonths(brand(2026, 11, 27, 18, 45), 6)).toBe(brand(2027, 5, 27, 18, 45));
    expect(addBrandMonths(brand(2026, 8, 31, 9), 6)).toBe(brand(2027, 2, 28, 9));
    expect(addBrandMonths(brand(2027, 8, 31, 9), 6)).toBe(brand(2028, 2, 29, 9));
    expect(addBrandMonths(brand(2026, 11, 27), 60)).toBe(brand(2031, 11, 27));
  });
});

describe('limits and breaks in the store', () => {
  const member = () => findAccount('member01')!;

  test('a deposit limit refuses what would go over it, naming the period and what is left', () => {
    const now = Date.now();
    const used = usageOf(member(), 'DEPOSIT', 'MONTH', now);
    setLimit(member(), { limitType: 'DEPOSIT', period: 'MONTH', amount: used + 50_000 }, now);
    expect(() => refuseOverDepositLimit(member(), 50_000, now)).not.toThrow();
    let refusal: unknown;
    try {
      refuseOverDepositLimit(member(), 50_001, now);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(FundsError);
    expect(refusal).toMatchObject({
      errorCode: 'deposit.limit.exceeded',
      value: { period: 'MONTH', limit: used + 50_000, used, remaining: 50_000, resetTime: periodEnd('MONTH', now) },
    });
  });

  test('a running break is never shortened; it ends on its own', () => {
    const now = Date.now();
    const long = startBreak(member(), { kind: 'TIMEOUT', days: 14 }, now);
    const again = startBreak(member(), { kind: 'TIMEOUT', days: 1 }, now + HOUR);
    expect(again).toEqual(long);
    expect(breakOf(member(), now + 14 * DAY - 1)).toEqual(long);
    expect(breakOf(member(), now + 14 * DAY)).toBeNull();
  });
});

describe('the story fixtures', () => {
  test('parse as the app reads them, in the states they are named for', async () => {
    const fixtures = await import('../fixtures/safer-play-limits.ts');
    expect(fixtures.noLimitsSettings().depositLimits.DAY).toMatchObject({ amount: null, pending: null });
    const limits = fixtures.limitsSettings();
    expect(limits.depositLimits.DAY).toMatchObject({ amount: 1_000_000, used: 600_000 });
    expect(limits.depositLimits.WEEK.pending).toMatchObject({ amount: 8_000_000 });
    expect(limits.lossLimits.MONTH.pending).toMatchObject({ amount: null });
    const reached = fixtures.limitsReachedSettings();
    expect(reached.depositLimits.MONTH.used).toBe(reached.depositLimits.MONTH.amount);
    expect(fixtures.timeoutTaken().endTime - fixtures.timeoutTaken().startTime).toBe(7 * DAY);
    expect(fixtures.selfExclusionTaken()).toMatchObject({ kind: 'SELF_EXCLUSION', endTime: brand(2027, 5, 20, 23) });
  });
});
