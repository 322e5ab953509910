import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { findAccount, issueToken, SEEDED_PASSWORD } from '../../mocks/db/accounts.ts';
import { DAY, HOUR } from '../../mocks/db/funds.ts';
import { periodEnd, usageOf } from '../../mocks/db/safer-play.ts';
import { fakeNow } from '../../mocks/db/wallets.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import {
  breakRequestSchema,
  depositLimitRefusal,
  LIMIT_PERIODS,
  loginOnBreak,
  remainingUnder,
  saferPlaySettingsSchema,
  setLimitRequestSchema,
} from './safer-play.contract.ts';
import { useSaferPlaySettings, useSetPlayLimit, useTakeBreak } from './safer-play.ts';
import { login } from './session.ts';
import { moduleEnabled, RESPONSIBLE_GAMING_MODULE } from './system.contract.ts';
import { getSystemStatus } from './system.ts';
import { useSubmitDeposit } from './deposit.ts';

const member = () => findAccount('member01')!;
const memberLogin = () => login({ username: 'member01', password: SEEDED_PASSWORD, captcha: '', type: 'username' });
/** A channel open all day (a bank transfer by account name to VCB, 10,000 ₫ to 20,000,000 ₫). */
const deposit = (amount: number, idempotencyKey: string) => ({
  relay: 'MCSFE_manualTransferByAccountName' as const,
  groupCode: 'MT2',
  vendorId: 29001,
  mcsBankCode: 'MT_FAST',
  bankCode: 'VCB',
  amount,
  targetUsername: 'member01',
  payer: { payeeName: 'NGUYEN VAN AN' },
  idempotencyKey,
});

/** Runs a mutation inside act and answers what it threw. */
async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  let error: unknown;
  await act(async () => {
    error = await run().then(
      () => new Error('expected a failure'),
      (thrown: unknown) => thrown,
    );
  });
  return error;
}

/** Runs a mutation inside act and answers its result. */
async function resolved<T>(run: () => Promise<T>): Promise<T> {
  let value: T | undefined;
  await act(async () => {
    value = await run();
  });
  return value as T;
}

/** Moves the fake platform's clock ahead (only Date is faked, and it keeps ticking: timers, fetch and React stay real). */
function travel(ms: number): void {
  const now = Date.now();
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(now + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the contract', () => {
  test('a sparse read gets safe defaults: every period, no limit, nothing used, no break, the 24-hour wait', () => {
    const settings = saferPlaySettingsSchema.parse({
      depositLimits: [{ period: 'DAY', amount: 500_000, used: 120_000, resetTime: 1, pending: { amount: null, effectiveTime: 2 } }],
    });
    expect(settings.depositLimits.DAY).toEqual({
      period: 'DAY',
      amount: 500_000,
      used: 120_000,
      resetTime: 1,
      pending: { amount: null, effectiveTime: 2 },
    });
    for (const period of ['WEEK', 'MONTH'] as const) {
      expect(settings.depositLimits[period]).toEqual({ period, amount: null, used: 0, resetTime: null, pending: null });
    }
    expect(Object.keys(settings.lossLimits)).toEqual([...LIMIT_PERIODS]);
    expect(settings.activeBreak).toBeNull();
    expect(settings.raiseDelayHours).toBe(24);
    expect(remainingUnder(settings.depositLimits.DAY)).toBe(380_000);
    expect(remainingUnder(settings.depositLimits.WEEK)).toBe(Infinity);
  });

  test('unknown periods, a malformed pending change, a break of an unknown kind and junk lists read as nothing', () => {
    const settings = saferPlaySettingsSchema.parse({
      depositLimits: [{ period: 'YEAR', amount: 1 }, null, { period: 'WEEK', amount: 9, pending: { effectiveTime: 'soon' } }],
      lossLimits: 'none',
      activeBreak: { kind: 'COOL_OFF', startTime: 1, endTime: 2 },
    });
    expect(settings.depositLimits.WEEK).toMatchObject({ amount: 9, pending: null });
    expect(settings.depositLimits.DAY.amount).toBeNull();
    expect(settings.lossLimits.MONTH.amount).toBeNull();
    expect(settings.activeBreak).toBeNull();
  });

  test('sends are strict: whole positive amounts or null, known types and periods, nothing extra', () => {
    expect(setLimitRequestSchema.safeParse({ limitType: 'DEPOSIT', period: 'DAY', amount: 500_000 }).success).toBe(true);
    expect(setLimitRequestSchema.safeParse({ limitType: 'LOSS', period: 'MONTH', amount: null }).success).toBe(true);
    expect(setLimitRequestSchema.safeParse({ limitType: 'DEPOSIT', period: 'DAY', amount: 0 }).success).toBe(false);
    expect(setLimitRequestSchema.safeParse({ limitType: 'DEPOSIT', period: 'DAY', amount: 10.5 }).success).toBe(false);
    expect(setLimitRequestSchema.safeParse({ limitType: 'DEPOSIT', period: 'YEAR', amount: 1 }).success).toBe(false);
    expect(setLimitRequestSchema.safeParse({ limitType: 'DEPOSIT', period: 'DAY', amount: 1, extra: 1 }).success).toBe(false);
    expect(breakRequestSchema.safeParse({ kind: 'TIMEOUT', days: 1 }).success).toBe(true);
    expect(breakRequestSchema.safeParse({ kind: 'TIMEOUT', days: 42 }).success).toBe(true);
    expect(breakRequestSchema.safeParse({ kind: 'TIMEOUT', days: 43 }).success).toBe(false);
    expect(breakRequestSchema.safeParse({ kind: 'TIMEOUT', days: 0 }).success).toBe(false);
    expect(breakRequestSchema.safeParse({ kind: 'SELF_EXCLUSION', months: 60 }).success).toBe(true);
    expect(breakRequestSchema.safeParse({ kind: 'SELF_EXCLUSION', months: 3 }).success).toBe(false);
    expect(breakRequestSchema.safeParse({ kind: 'SELF_EXCLUSION', days: 7 }).success).toBe(false);
  });

  test('refusal values are read only when they have the designed shape', () => {
    expect(loginOnBreak({ kind: 'TIMEOUT', endTime: 5 })).toEqual({ kind: 'TIMEOUT', endTime: 5 });
    expect(loginOnBreak({ captcha: true })).toBeUndefined();
    expect(depositLimitRefusal({ period: 'WEEK', limit: 10, used: 8, remaining: 2 })).toMatchObject({ period: 'WEEK', remaining: 2 });
    expect(depositLimitRefusal(null)).toBeUndefined();
  });
});

describe('the capability', () => {
  test('the platform announces RESPGAMING3 by default; its off scenario hides it and its calls answer #543', async () => {
    expect(moduleEnabled(await getSystemStatus(), RESPONSIBLE_GAMING_MODULE)).toBe(true);
    setScenario('off-RESPGAMING3');
    expect(moduleEnabled(await getSystemStatus(), RESPONSIBLE_GAMING_MODULE)).toBe(false);
    setScenario('member', { modulesOff: ['RESPGAMING3'] });
    const { result } = renderQueryHook(() => useSaferPlaySettings());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });

  test('the settings need a session', async () => {
    const { result } = renderQueryHook(() => useSaferPlaySettings());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });
});

describe('limits', () => {
  test('a member starts with no limits; usage is counted per period all the same, with when it resets', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useSaferPlaySettings());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const settings = result.current.data!;
    const now = fakeNow();
    for (const period of LIMIT_PERIODS) {
      expect(settings.depositLimits[period]).toMatchObject({
        amount: null,
        pending: null,
        used: usageOf(member(), 'DEPOSIT', period, now),
      });
      expect(settings.lossLimits[period]).toMatchObject({ amount: null, used: usageOf(member(), 'LOSS', period, now) });
      expect(settings.depositLimits[period].resetTime).toBe(periodEnd(period, now));
      expect(settings.depositLimits[period].resetTime).toBeGreaterThan(now);
    }
    expect(settings.activeBreak).toBeNull();
  });

  test('a first limit applies at once; a deposit over it is refused with its code; the meter shows what was deposited', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({
      settings: useSaferPlaySettings(),
      setLimit: useSetPlayLimit(),
      deposit: useSubmitDeposit(),
    }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    const usedBefore = result.current.settings.data!.depositLimits.DAY.used;
    const limit = usedBefore + 300_000;

    const set = await resolved(() =>
      result.current.setLimit.mutateAsync({ limitType: 'DEPOSIT', period: 'DAY', amount: limit, idempotencyKey: 'first' }),
    );
    expect(set.status).toBe('APPLIED');
    expect(set.effectiveTime).toBeLessThanOrEqual(fakeNow());
    // The answer's settings went straight into the cache.
    expect(result.current.settings.data!.depositLimits.DAY).toMatchObject({ amount: limit, pending: null });

    await resolved(() => result.current.deposit.mutateAsync(deposit(200_000, 'under')));
    await waitFor(() => expect(result.current.settings.data!.depositLimits.DAY.used).toBe(usedBefore + 200_000));

    const refused = await rejection(() => result.current.deposit.mutateAsync(deposit(150_000, 'over')));
    expect(refused).toMatchObject({
      kind: 'business',
      errorCode: 'deposit.limit.exceeded',
      message: expect.stringContaining('daily deposit limit'),
      value: { period: 'DAY', limit, used: usedBefore + 200_000, remaining: 100_000 },
    });
    // Exactly what is left still goes through.
    await resolved(() => result.current.deposit.mutateAsync(deposit(100_000, 'exact')));
    await waitFor(() => expect(result.current.settings.data!.depositLimits.DAY.used).toBe(limit));
  });

  test('lowering applies at once; raising waits 24 hours, then applies (and a retried raise keeps its time)', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ settings: useSaferPlaySettings(), setLimit: useSetPlayLimit() }));
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true));
    const setWeekly = (amount: number | null, idempotencyKey: string) =>
      resolved(() => result.current.setLimit.mutateAsync({ limitType: 'DEPOSIT', period: 'WEEK', amount, idempotencyKey }));

    await setWeekly(5_000_000, 'set');
    const lowered = await setWeekly(2_000_000, 'lower');
    expect(lowered.status).toBe('APPLIED');
    expect(lowered.settings.depositLimits.WEEK).toMatchObject({ amount: 2_000_000, pending: null });

    const before = fakeNow();
    const raised = await setWeekly(8_000_000, 'raise');
    expect(raised.status).toBe('PENDING');
    expect(raised.effectiveTime).toBeGreaterThanOrEqual(before + 24 * HOUR);
    expect(raised.effectiveTime).toBeLessThanOrEqual(fakeNow() + 24 * HOUR);
    expect(raised.settings.depositLimits.WEEK).toMatchObject({
      amount: 2_000_000,
      pending: { amount: 8_000_000, effectiveTime: raised.effectiveTime },
    });

    travel(HOUR);
    // The same request retried: the platform replays its answer, the wait does not restart.
    expect((await setWeekly(8_000_000, 'raise')).effectiveTime).toBe(raised.effectiveTime);

    travel(23 * HOUR);
    // Read through the hook's own refetch (its answer is what the cache now holds).
    const refreshed = await act(() => result.current.settings.refetch());
    expect(refreshed.data!.depositLimits.WEEK).toMatchObject({ amount: 8_000_000, pending: null });
  });

  test('removing a limit waits 24 hours too; lowering meanwhile cancels the removal', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useSetPlayLimit());
    const setMonthlyLoss = (amount: number | null, idempotencyKey: string) =>
      resolved(() => result.current.mutateAsync({ limitType: 'LOSS', period: 'MONTH', amount, idempotencyKey }));
    await setMonthlyLoss(1_000_000, 'set');
    const removal = await setMonthlyLoss(null, 'remove');
    expect(removal).toMatchObject({
      status: 'PENDING',
      settings: { lossLimits: { MONTH: { amount: 1_000_000, pending: { amount: null } } } },
    });
    const lowered = await setMonthlyLoss(800_000, 'lower');
    expect(lowered).toMatchObject({ status: 'APPLIED', settings: { lossLimits: { MONTH: { amount: 800_000, pending: null } } } });
  });

  test('a trial account and a malformed request are refused', async () => {
    setScenario('trial');
    const trial = renderQueryHook(() => useSetPlayLimit());
    expect(
      await rejection(() =>
        trial.result.current.mutateAsync({ limitType: 'DEPOSIT', period: 'DAY', amount: 100_000, idempotencyKey: 't' }),
      ),
    ).toMatchObject({ kind: 'business', errorCode: 'trial.not.allowed' });

    setScenario('member');
    const { result } = renderQueryHook(() => useTakeBreak());
    expect(await rejection(() => result.current.mutateAsync({ kind: 'TIMEOUT', days: 60, idempotencyKey: 'm' }))).toMatchObject({
      kind: 'business',
      errorCode: 'request_param_err',
    });
  });
});

describe('breaks', () => {
  test('a time-out logs the player out at once and refuses login until it ends', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useTakeBreak());
    const before = fakeNow();
    const taken = await resolved(() => result.current.mutateAsync({ kind: 'TIMEOUT', days: 1, idempotencyKey: 'timeout' }));
    expect(taken.kind).toBe('TIMEOUT');
    expect(taken.endTime - taken.startTime).toBe(DAY);
    expect(taken.startTime).toBeGreaterThanOrEqual(before);

    // The scenario's session has ended.
    const after = renderQueryHook(() => useSaferPlaySettings());
    await waitFor(() => expect(after.result.current.isError).toBe(true));
    expect(after.result.current.error).toMatchObject({ kind: 'session-expired' });

    const refused = await memberLogin().catch((error: unknown) => error);
    expect(refused).toMatchObject({
      kind: 'business',
      errorCode: 'login.timeout.active',
      value: { kind: 'TIMEOUT', endTime: taken.endTime },
      message: expect.stringContaining('time-out until'),
    });

    travel(DAY - HOUR);
    await expect(memberLogin()).rejects.toMatchObject({ errorCode: 'login.timeout.active' });
    travel(HOUR);
    const session = await memberLogin();
    expect(session.token).toEqual(expect.any(String));
  });

  test('a wrong password is answered as one, and does not reveal the break', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useTakeBreak());
    await resolved(() => result.current.mutateAsync({ kind: 'TIMEOUT', days: 7, idempotencyKey: 'week' }));
    await expect(login({ username: 'member01', password: 'Wrong1234', captcha: '', type: 'username' })).rejects.toMatchObject({
      errorCode: 'login.password.error',
    });
  });

  test('a self-exclusion runs calendar months and logs out every session of the account', async () => {
    setScenario('member');
    const other = issueToken(member());
    const { result } = renderQueryHook(() => useTakeBreak());
    const taken = await resolved(() => result.current.mutateAsync({ kind: 'SELF_EXCLUSION', months: 12, idempotencyKey: 'year' }));
    expect(taken.kind).toBe('SELF_EXCLUSION');
    const start = new Date(taken.startTime + 7 * HOUR);
    const end = new Date(taken.endTime + 7 * HOUR);
    expect(end.getUTCFullYear()).toBe(start.getUTCFullYear() + 1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());

    setToken(other);
    const elsewhere = renderQueryHook(() => useSaferPlaySettings());
    await waitFor(() => expect(elsewhere.result.current.isError).toBe(true));
    expect(elsewhere.result.current.error).toMatchObject({ kind: 'session-expired' });
    await expect(memberLogin()).rejects.toMatchObject({
      errorCode: 'login.self.excluded',
      value: { kind: 'SELF_EXCLUSION', endTime: taken.endTime },
    });
  });
});
