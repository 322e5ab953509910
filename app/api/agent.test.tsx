import { act, waitFor } from '@testing-library/react';
import { describe, expect, onTestFinished, test } from 'vitest';
import { findAccount, issueToken, SCENARIO_TOKENS } from '../../mocks/db/accounts.ts';
import { teamOf } from '../../mocks/db/agent.ts';
import { fakeNow } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setApiLanguage, setScenario, setToken } from '../../tests/support/scenario.ts';
import {
  agentMenuFlags,
  contractResultSchemas,
  contractSchemas,
  contractViewSchemas,
  lotteryTeamBetsSchema,
  lowerRateConflict,
  myIncomeSchema,
  orderTeamBetsSchema,
  teamMembersSchema,
  teamOverviewSchema,
  teamProfitLossSchema,
  teamTransactionsSchema,
} from './agent.contract.ts';
import {
  getTeamTransactions,
  processContract,
  useAgentAnnouncements,
  useDailySalaryContract,
  useDividendContract,
  useHourlySalaryContract,
  useMyIncome,
  useProcessDailySalaryContract,
  useProcessDividendContract,
  useProcessHourlySalaryContract,
  useProcessRealTimeSalaryContract,
  useRealTimeSalaryContract,
  useRegisterDownline,
  useTeamBets,
  useTeamMembers,
  useTeamOverview,
  useTeamProfitLoss,
  useTeamTransactions,
} from './agent.ts';
import { api } from './client.ts';
import { useLogin } from './session.ts';

const DAY = 86_400_000;
/** Reports ask for a window around the fake platform's "now", so the seeded data is in it whenever the tests run. */
const WINDOW = { startTime: PINNED_EPOCH - 30 * DAY, endTime: PINNED_EPOCH + DAY };
/** A few days: the team's bets on one product fit one page of 100, so a page's sums are the footer's. */
const FEW_DAYS = { startTime: PINNED_EPOCH - 3 * DAY, endTime: PINNED_EPOCH + DAY };
/** The first call after a scenario change seeds the accounts, wallets and agent stores. */
const SEEDING = { timeout: 5_000 };

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: Promise<string>;
}

/** The requests to a path while the test runs. */
function captureRequests(path: string): Seen[] {
  const seen: Seen[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname !== path) return;
    const copy = request.clone();
    seen.push({ method: copy.method, url: new URL(copy.url), headers: copy.headers, body: copy.text() });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}

/** Signs the API client in as a seeded account without a scenario of its own. */
function signInAs(name: string): void {
  setToken(issueToken(findAccount(name)!));
}

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

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('contracts: reading', () => {
  test('agent01 sees the dividend contracts it offered, none received, and the merchant cap', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useDividendContract());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const view = result.current.data!;
    expect(view.received).toEqual([]);
    expect(view.issued.map((c) => [c.contractId, c.downline, c.status])).toEqual([
      ['DV-1002', 'agent41', 'offered'],
      ['DV-1001', 'agent02', 'active'],
    ]);
    expect(view.issued[1]).toMatchObject({
      kind: 'dividend',
      upline: 'agent01',
      uplineNickname: 'Agent Minh',
      downlineType: 2,
      terms: { period: 'H' },
    });
    expect(view.issued[1]!.terms.tiers.map((t) => t.rate)).toEqual([20, 25, 30]);
    expect(view.downlines.map((d) => [d.account, d.type])).toEqual([
      ['agent02', 2],
      ['agent41', 41],
    ]);
    expect(view.cap).toEqual({ rate: 50 });
    expect(view.settlementIntervalMinutes).toBeNull();
  });

  test('a mid-level agent sees the contract it received, the one it gave, and its own rate as the cap', async () => {
    setScenario('agent');
    signInAs('agent02');
    const { result } = renderQueryHook(() => useDailySalaryContract());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const view = result.current.data!;
    expect(view.received.map((c) => [c.contractId, c.upline, c.status])).toEqual([['DS-2001', 'agent01', 'active']]);
    expect(view.issued.map((c) => [c.contractId, c.downline, c.status])).toEqual([['DS-2003', 'agent42', 'active']]);
    expect(view.issued[0]!.terms.tiers).toEqual([
      { dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.5 },
      { dailyBetAmount: 50_000_000, activeMembers: 6, rate: 1 },
    ]);
    expect(view.cap).toEqual({ rate: 1.2 });
  });

  test('the real-time salary view says when the next 5-minute settlement is', async () => {
    setScenario('agent');
    const before = fakeNow();
    const { result } = renderQueryHook(() => useRealTimeSalaryContract());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const view = result.current.data!;
    expect(view.settlementIntervalMinutes).toBe(5);
    expect(view.nextSettlementAt! % 300_000).toBe(0);
    expect(view.nextSettlementAt!).toBeGreaterThanOrEqual(before);
    expect(view.nextSettlementAt! - before).toBeLessThanOrEqual(300_000);
    expect(view.issued[0]).toMatchObject({ contractId: 'RT-4001', terms: { profitRate: 0.8, lossRate: 1.5, singleBetAmount: 10_000 } });
  });

  test('the spec’s POST {action: list} on the mobile client’s dividend relay answers the same data', async () => {
    setScenario('agent');
    const view = await api.request({
      method: 'POST',
      path: '/wps/relay/MCSFE_processContractDividend',
      json: { action: 'list' },
      schema: contractViewSchemas.dividend,
    });
    expect(view.issued.map((c) => c.contractId)).toEqual(['DV-1002', 'DV-1001']);
  });

  test('the hourly and real-time process relays take POST only: a GET is the gateway’s #459; their reads are GETs of their own', async () => {
    setScenario('agent');
    for (const path of [
      '/wps/relay/MCS2_processContractHourSalary',
      '/wps/relay/MCSFE_processContractHourSalary',
      '/wps/relay/MCSFE_processRealTimeSalaryContract',
    ]) {
      await expect(api.request({ method: 'GET', path, schema: contractViewSchemas.hourlySalary })).rejects.toMatchObject({
        kind: 'http',
        status: 405,
        errorCode: '459',
      });
    }
    await expect(
      api.request({
        method: 'POST',
        path: '/wps/relay/MCSFE_getContractHourSalaryInfo',
        json: {},
        schema: contractViewSchemas.hourlySalary,
      }),
    ).rejects.toMatchObject({ errorCode: '459' });
    const hourly = await api.request({
      method: 'GET',
      path: '/wps/relay/MCSFE_getContractHourSalaryInfo',
      schema: contractViewSchemas.hourlySalary,
    });
    expect(hourly.issued.map((c) => c.contractId)).toEqual(['HS-3001', 'HS-3002']);
  });

  test('the mobile client’s process relays act as the desktop ones do', async () => {
    setScenario('agent');
    signInAs('agent41');
    const accepted = await api.request({
      method: 'POST',
      path: '/wps/relay/MCSFE_processContractDividend',
      json: { action: 'accept', contractId: 'DV-1002' },
      schema: contractResultSchemas.dividend,
    });
    expect(accepted.contract).toMatchObject({ contractId: 'DV-1002', status: 'active' });
    setToken(SCENARIO_TOKENS.agent);
    const asked = await api.request({
      method: 'POST',
      path: '/wps/relay/MCSFE_processContractHourSalary',
      json: { action: 'confirmTerminate', contractId: 'HS-3001' },
      schema: contractResultSchemas.hourlySalary,
    });
    expect(asked.contract).toMatchObject({ status: 'terminated', endReason: 'requested' });
    const offered = await api.request({
      method: 'POST',
      path: '/wps/relay/MCSFE_processDailySalaryContract',
      json: { action: 'offer', downline: 'agent41', terms: { tiers: [{ dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.5 }] } },
      schema: contractResultSchemas.dailySalary,
    });
    expect(offered.contract).toMatchObject({ downline: 'agent41', status: 'offered' });
  });

  test('members and trial accounts are refused; visitors have no session', async () => {
    setScenario('member');
    const member = renderQueryHook(() => useHourlySalaryContract());
    await waitFor(() => expect(member.result.current.isError).toBe(true), SEEDING);
    expect(member.result.current.error).toMatchObject({ kind: 'business', errorCode: 'agent.required' });

    setScenario('trial');
    const trial = renderQueryHook(() => useProcessHourlySalaryContract());
    expect(await rejection(() => trial.result.current.mutateAsync({ action: 'accept', contractId: 'HS-3001' }))).toMatchObject({
      kind: 'business',
      errorCode: 'agent.required',
    });

    setScenario('visitor');
    const visitor = renderQueryHook(() => useDividendContract());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });

  test('a switched-off contract module answers #543', async () => {
    setScenario('agent', { modulesOff: ['RTSALARY3'] });
    const { result } = renderQueryHook(() => useRealTimeSalaryContract());
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });

  test('the hook waits while disabled', () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useDividendContract({ enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('contracts: offer, answer, terminate', () => {
  test('an offer accepted by the downline is active in both sides’ next read', async () => {
    setScenario('agent');
    const offered = await processContract('hourlySalary', {
      action: 'offer',
      downline: 'agent41',
      terms: {
        tiers: [
          { hourlyBetAmount: 2_000_000, rate: 0.2 },
          { hourlyBetAmount: 10_000_000, rate: 0.35 },
        ],
      },
    });
    expect(offered.contract).toMatchObject({ upline: 'agent01', downline: 'agent41', status: 'offered', acceptedAt: null });
    const id = offered.contract.contractId;

    signInAs('agent41');
    const downline = renderQueryHook(() => ({ view: useHourlySalaryContract(), process: useProcessHourlySalaryContract() }));
    await waitFor(() => expect(downline.result.current.view.isSuccess).toBe(true), SEEDING);
    expect(downline.result.current.view.data!.received.map((c) => [c.contractId, c.status])).toEqual([
      [id, 'offered'],
      ['HS-3002', 'terminated'],
    ]);
    const accepted = await resolved(() => downline.result.current.process.mutateAsync({ action: 'accept', contractId: id }));
    expect(accepted.contract.status).toBe('active');
    await waitFor(() => expect(downline.result.current.view.data!.received[0]).toMatchObject({ contractId: id, status: 'active' }));
    // Its own contract in force is now what it may share.
    expect(downline.result.current.view.data!.cap).toEqual({ rate: 0.35 });
  });

  test('the upline sees the acceptance in its own next read', async () => {
    setScenario('agent');
    const offered = await processContract('hourlySalary', {
      action: 'offer',
      downline: 'agent41',
      terms: { tiers: [{ hourlyBetAmount: 5_000_000, rate: 0.3 }] },
    });
    const upline = renderQueryHook(() => useHourlySalaryContract());
    await waitFor(
      () => expect(upline.result.current.data?.issued[0]).toMatchObject({ contractId: offered.contract.contractId, status: 'offered' }),
      SEEDING,
    );

    signInAs('agent41');
    await processContract('hourlySalary', { action: 'accept', contractId: offered.contract.contractId });
    setToken(SCENARIO_TOKENS.agent);
    await act(() => upline.result.current.refetch());
    await waitFor(() =>
      expect(upline.result.current.data!.issued[0]).toMatchObject({
        contractId: offered.contract.contractId,
        status: 'active',
        acceptedAt: expect.any(Number),
      }),
    );
  });

  test('an offer below what the downline gives its own downline needs confirmation, then ends that contract', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useProcessDividendContract());
    const terms = {
      period: 'H' as const,
      tiers: [
        { periodValidBet: 100_000_000, periodProfitLoss: 20_000_000, activeMembers: 5, rate: 15 },
        { periodValidBet: 500_000_000, periodProfitLoss: 80_000_000, activeMembers: 12, rate: 20 },
      ],
    };
    const error = await rejection(() => result.current.mutateAsync({ action: 'offer', downline: 'agent02', terms }));
    expect(error).toMatchObject({ kind: 'business', errorCode: 'contract.rate.lower' });
    expect(lowerRateConflict('dividend', error)?.map((c) => [c.contractId, c.upline, c.downline, c.status])).toEqual([
      ['DV-1003', 'agent02', 'agent42', 'active'],
    ]);
    expect(lowerRateConflict('dividend', new Error('other'))).toBeUndefined();

    const confirmed = await resolved(() => result.current.mutateAsync({ action: 'offer', downline: 'agent02', terms, confirm: true }));
    expect(confirmed.contract).toMatchObject({ downline: 'agent02', status: 'offered' });
    expect(confirmed.terminated.map((c) => [c.contractId, c.status, c.endReason])).toEqual([['DV-1003', 'terminated', 'lowerUplineRate']]);

    signInAs('agent42');
    const downline = renderQueryHook(() => useDividendContract());
    await waitFor(() => expect(downline.result.current.isSuccess).toBe(true));
    expect(downline.result.current.data!.received[0]).toMatchObject({
      contractId: 'DV-1003',
      status: 'terminated',
      endReason: 'lowerUplineRate',
      endedAt: expect.any(Number),
    });
    // agent42's own contract in force is gone, so it has nothing to share.
    expect(downline.result.current.data!.cap).toBeNull();

    // agent02 accepts the new offer: it replaces the contract it had.
    signInAs('agent02');
    const accepted = await processContract('dividend', { action: 'accept', contractId: confirmed.contract.contractId });
    expect(accepted.contract.status).toBe('active');
    const mid = renderQueryHook(() => useDividendContract());
    await waitFor(() => expect(mid.result.current.isSuccess).toBe(true));
    expect(mid.result.current.data!.received.map((c) => [c.contractId, c.status, c.endReason ?? null])).toEqual([
      [confirmed.contract.contractId, 'active', null],
      ['DV-1001', 'terminated', 'superseded'],
    ]);
  });

  test('an agent cannot offer more than its own contract gives, nor to someone outside its downline', async () => {
    setScenario('agent');
    signInAs('agent02');
    const { result } = renderQueryHook(() => useProcessDailySalaryContract());
    const tiers = [
      { dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.5 },
      { dailyBetAmount: 80_000_000, activeMembers: 10, rate: 1.5 },
    ];
    expect(await rejection(() => result.current.mutateAsync({ action: 'offer', downline: 'agent42', terms: { tiers } }))).toMatchObject({
      kind: 'business',
      errorCode: 'contract.rate.exceeds',
    });
    expect(
      await rejection(() => result.current.mutateAsync({ action: 'offer', downline: 'agent41', terms: { tiers: [tiers[0]!] } })),
    ).toMatchObject({ errorCode: 'contract.downline.invalid' });
    expect(
      await rejection(() => result.current.mutateAsync({ action: 'offer', downline: 'team001', terms: { tiers: [tiers[0]!] } })),
    ).toMatchObject({ errorCode: 'contract.downline.invalid' });
    // Tiers must rise: a higher threshold never pays less.
    const falling = [
      { dailyBetAmount: 10_000_000, activeMembers: 3, rate: 1 },
      { dailyBetAmount: 50_000_000, activeMembers: 6, rate: 0.5 },
    ];
    expect(
      await rejection(() => result.current.mutateAsync({ action: 'offer', downline: 'agent42', terms: { tiers: falling } })),
    ).toMatchObject({ errorCode: 'request_param_err' });
    // Amounts are whole dong.
    const decimals = [{ dailyBetAmount: 10_000_000.5, activeMembers: 3, rate: 1.2 }];
    expect(
      await rejection(() => result.current.mutateAsync({ action: 'offer', downline: 'agent42', terms: { tiers: decimals } })),
    ).toMatchObject({ errorCode: 'request_param_err' });
    const ok = await resolved(() =>
      result.current.mutateAsync({
        action: 'offer',
        downline: 'agent42',
        terms: { tiers: [{ dailyBetAmount: 10_000_000, activeMembers: 3, rate: 1.2 }] },
      }),
    );
    expect(ok.contract).toMatchObject({ kind: 'dailySalary', upline: 'agent02', downline: 'agent42', status: 'offered' });
  });

  test('the downline rejects an offer; only the downline may answer it', async () => {
    setScenario('agent');
    signInAs('agent02');
    const upline = renderQueryHook(() => useProcessRealTimeSalaryContract());
    expect(await rejection(() => upline.result.current.mutateAsync({ action: 'accept', contractId: 'RT-4002' }))).toMatchObject({
      errorCode: 'contract.forbidden',
    });

    signInAs('agent42');
    const { result } = renderQueryHook(() => ({ view: useRealTimeSalaryContract(), process: useProcessRealTimeSalaryContract() }));
    await waitFor(() => expect(result.current.view.data?.received[0]?.status).toBe('offered'), SEEDING);
    await resolved(() => result.current.process.mutateAsync({ action: 'reject', contractId: 'RT-4002' }));
    await waitFor(() => expect(result.current.view.data!.received[0]).toMatchObject({ contractId: 'RT-4002', status: 'rejected' }));
    expect(await rejection(() => result.current.process.mutateAsync({ action: 'accept', contractId: 'RT-4002' }))).toMatchObject({
      errorCode: 'contract.status.invalid',
    });
    expect(await rejection(() => result.current.process.mutateAsync({ action: 'accept', contractId: 'RT-9999' }))).toMatchObject({
      errorCode: 'contract.not.found',
    });
  });

  test('either side asks to terminate; the other side confirms or declines', async () => {
    setScenario('agent');
    // HS-3001: agent02 (downline) asked; it cannot confirm its own request, agent01 can.
    signInAs('agent02');
    expect(
      await processContract('hourlySalary', { action: 'confirmTerminate', contractId: 'HS-3001' }).catch((e: unknown) => e),
    ).toMatchObject({ errorCode: 'contract.forbidden' });
    setToken(SCENARIO_TOKENS.agent);
    const { result } = renderQueryHook(() => ({ view: useHourlySalaryContract(), process: useProcessHourlySalaryContract() }));
    await waitFor(() => expect(result.current.view.isSuccess).toBe(true), SEEDING);
    expect(result.current.view.data!.issued.find((c) => c.contractId === 'HS-3001')).toMatchObject({
      status: 'terminationRequested',
      terminationRequestedBy: 'downline',
    });
    await resolved(() => result.current.process.mutateAsync({ action: 'confirmTerminate', contractId: 'HS-3001' }));
    await waitFor(() =>
      expect(result.current.view.data!.issued.find((c) => c.contractId === 'HS-3001')).toMatchObject({
        status: 'terminated',
        endReason: 'requested',
      }),
    );

    // RT-4001: agent01 (upline) asks, agent02 declines and the contract stays active.
    const asked = await processContract('realTimeSalary', { action: 'terminate', contractId: 'RT-4001' });
    expect(asked.contract).toMatchObject({ status: 'terminationRequested', terminationRequestedBy: 'upline' });
    signInAs('agent02');
    const declined = await processContract('realTimeSalary', { action: 'rejectTerminate', contractId: 'RT-4001' });
    expect(declined.contract).toMatchObject({ status: 'active', terminationRequestedBy: null });

    // An upline withdraws its own pending offer.
    setToken(SCENARIO_TOKENS.agent);
    const withdrawn = await processContract('dividend', { action: 'terminate', contractId: 'DV-1002' });
    expect(withdrawn.contract).toMatchObject({ status: 'terminated', endReason: 'withdrawn' });
  });
});

describe('agent menu flags', () => {
  test('the optional agent-centre entries follow the consolidated flags, whatever their spelling', () => {
    expect(
      agentMenuFlags({
        divtypeinfo: 1,
        dailysalinfotype: '1',
        contracthoursalinfo: true,
        contractmrdailysalinfotype: 'Y',
        realtimesalreqtype: 2,
      }),
    ).toEqual({
      enableCt: true,
      salary: true,
      hourSalary: true,
      dailySalary: true,
      agentRealtimeSalary: true,
    });
    expect(agentMenuFlags({ divtypeinfo: 0, dailysalinfotype: '0', contracthoursalinfo: null, realtimesalreqtype: 'N' })).toEqual({
      enableCt: false,
      salary: false,
      hourSalary: false,
      dailySalary: false,
      agentRealtimeSalary: false,
    });
  });
});

describe('team overview', () => {
  test('sums the team’s period on ODSFE2_getTeamOverviewSum: counts of events and the money, read from the AGENT_INDEX names', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/relay/ODSFE2_getTeamOverviewSum');
    const { result } = renderQueryHook(() => useTeamOverview(WINDOW));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    expect(seen[0]!.url.searchParams.get('startDate')).toBe(String(WINDOW.startTime));
    expect(seen[0]!.url.searchParams.get('endDate')).toBe(String(WINDOW.endTime));
    const overview = result.current.data!;
    const team = teamOf(findAccount('agent01')!);
    expect(overview.registrations).toBe(
      team.filter((m) => m.account.regDate >= WINDOW.startTime && m.account.regDate <= WINDOW.endTime).length,
    );
    expect(overview.depositCount).toBeGreaterThan(0);
    expect(overview.betCount).toBeGreaterThan(0);
    expect(overview.depositAmount).toBeGreaterThan(0);
    expect(overview.betAmount).toBeGreaterThan(0);
    // Valid bets are the settled stakes: some, never more than all stakes.
    expect(overview.validBetAmount).toBeGreaterThan(0);
    expect(overview.validBetAmount).toBeLessThanOrEqual(overview.betAmount);
    expect(overview.payoutAmount).toBeGreaterThan(0);
    // The team's agents were paid dividends and salaries in the window.
    expect(overview.profitSharing).toBeGreaterThan(0);
    expect(overview.dailyIncome).toBeGreaterThan(0);
    // The result counts settled bets only: an open bet's stake is not lost yet.
    expect(overview.profitLoss).toBeGreaterThanOrEqual(
      overview.payoutAmount - overview.betAmount + overview.bonusAmount + overview.rebateAmount - 1,
    );
  });

  test('a member is refused, a visitor has no session, and a backwards window is invalid', async () => {
    setScenario('member');
    const member = renderQueryHook(() => useTeamOverview());
    await waitFor(() => expect(member.result.current.isError).toBe(true), SEEDING);
    expect(member.result.current.error).toMatchObject({ kind: 'business', errorCode: 'agent.required' });

    setScenario('agent');
    const backwards = renderQueryHook(() => useTeamOverview({ startTime: WINDOW.endTime, endTime: WINDOW.startTime }));
    await waitFor(() => expect(backwards.result.current.isError).toBe(true), SEEDING);
    expect(backwards.result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });

    setScenario('visitor');
    const visitor = renderQueryHook(() => useTeamOverview());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('register centre and team management', () => {
  test('a registered member shows in team management at once, and can log in', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/agent/downline');
    const { result } = renderQueryHook(() => ({ members: useTeamMembers({ account: 'newbie' }), register: useRegisterDownline() }));
    await waitFor(() => expect(result.current.members.isSuccess).toBe(true), SEEDING);
    expect(result.current.members.data!.total).toBe(0);

    const created = await resolved(() =>
      result.current.register.mutateAsync({
        username: 'newbie01',
        password: 'Lotus2026',
        confirmPassword: 'Lotus2026',
        nickname: 'Bé Na',
        accountType: 'member',
      }),
    );
    // POST in the E scheme: the password never travels in the clear.
    expect(seen[0]).toMatchObject({ method: 'POST' });
    expect(seen[0]!.headers.get('Encryption')).toBeTruthy();
    expect(await seen[0]!.body).not.toContain('Lotus2026');
    expect(created).toEqual({ account: 'newbie01', nickname: 'Bé Na', isAgent: false, regDate: expect.any(Number) });
    await waitFor(() => expect(result.current.members.data!.total).toBe(1));
    expect(result.current.members.data!.list[0]).toMatchObject({
      account: 'newbie01',
      nickname: 'Bé Na',
      level: 1,
      upline: 'agent01',
      isAgent: false,
      status: 'normal',
      balance: 0,
      regDate: created.regDate,
    });

    setToken(undefined);
    const login = renderQueryHook(() => useLogin());
    const session = await resolved(() =>
      login.result.current.mutateAsync({ username: 'newbie01', password: 'Lotus2026', type: 'username' }),
    );
    expect(session.token).toBeTruthy();
  });

  test('a registered sub-agent gets the next agent type and starts without contracts', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useRegisterDownline());
    const created = await resolved(() =>
      result.current.mutateAsync({ username: 'subagent7', password: 'abc12345', confirmPassword: 'abc12345', accountType: 'agent' }),
    );
    expect(created).toMatchObject({ account: 'subagent7', isAgent: true });
    expect(findAccount('subagent7')).toMatchObject({ type: 2, upline: 'agent01' });

    const login = renderQueryHook(() => useLogin());
    const session = await resolved(() =>
      login.result.current.mutateAsync({ username: 'subagent7', password: 'abc12345', type: 'username' }),
    );
    setToken(session.token);
    const view = renderQueryHook(() => useDividendContract());
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(view.result.current.data).toMatchObject({ received: [], issued: [], downlines: [], cap: null });

    // Its own sub-agent is a level-2 type; with no contract of its own, it has nothing to offer it.
    await resolved(() =>
      result.current.mutateAsync({ username: 'subsub01', password: 'abc12345', confirmPassword: 'abc12345', accountType: 'agent' }),
    );
    expect(findAccount('subsub01')).toMatchObject({ type: 42, upline: 'subagent7' });
    const offer = renderQueryHook(() => useProcessDividendContract());
    const terms = { period: 'W' as const, tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate: 10 }] };
    expect(await rejection(() => offer.result.current.mutateAsync({ action: 'offer', downline: 'subsub01', terms }))).toMatchObject({
      errorCode: 'contract.none',
    });
  });

  test('the register centre refuses taken names, mismatched passwords and agents below the last level', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useRegisterDownline());
    const input = { username: 'team001', password: 'abc12345', confirmPassword: 'abc12345', accountType: 'member' as const };
    expect(await rejection(() => result.current.mutateAsync(input))).toMatchObject({ kind: 'business', errorCode: 'user.exist' });
    expect(
      await rejection(() => result.current.mutateAsync({ ...input, username: 'freshone', confirmPassword: 'abc12346' })),
    ).toMatchObject({ errorCode: 'password.not.match' });
    expect(await rejection(() => result.current.mutateAsync({ ...input, username: 'ab' }))).toMatchObject({
      errorCode: 'request_param_err',
    });

    signInAs('agent41');
    expect(await rejection(() => result.current.mutateAsync({ ...input, username: 'freshone', accountType: 'agent' }))).toMatchObject({
      errorCode: 'agent.level.max',
    });

    setScenario('member');
    expect(await rejection(() => result.current.mutateAsync({ ...input, username: 'freshone' }))).toMatchObject({
      errorCode: 'agent.required',
    });
  });

  test('team management pages the downline list with page and size, its record count and page count, and filters it by status', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/relay/ODSFE2_getSubordinatev2');
    const { result } = renderQueryHook(() => ({
      first: useTeamMembers({ page: 1, size: 10 }),
      last: useTeamMembers({ page: 4, size: 10 }),
      agents: useTeamMembers({ account: 'agent', size: 100 }),
      frozen: useTeamMembers({ status: 'frozen' }),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true), SEEDING);
    expect(seen.some(({ url }) => url.searchParams.get('page') === '4' && url.searchParams.get('size') === '10')).toBe(true);
    expect(seen.every(({ url }) => !url.searchParams.has('pageNo') && !url.searchParams.has('pageSize'))).toBe(true);
    const { first, last, agents, frozen } = result.current;
    expect(first.data).toMatchObject({ page: 1, total: 39, totalPages: 4 });
    expect(first.data!.list).toHaveLength(10);
    expect(last.data!.list).toHaveLength(9);
    const regDates = first.data!.list.map((m) => m.regDate ?? 0);
    expect(regDates).toEqual([...regDates].sort((a, b) => b - a));
    expect(agents.data!.list.map((m) => [m.account, m.isAgent, m.level]).sort()).toEqual([
      ['agent02', true, 1],
      ['agent41', true, 1],
      ['agent42', true, 2],
    ]);
    expect(agents.data!.list.find((m) => m.account === 'agent02')!.teamSize).toBe(teamOf(findAccount('agent02')!).length);
    expect(first.data!.list.filter((m) => !m.isAgent).every((m) => m.teamSize === 0)).toBe(true);
    expect(frozen.data!.total).toBe(2);
    expect(frozen.data!.list.every((m) => m.status === 'frozen')).toBe(true);
  });

  test("drilling into a downline agent's team lists that agent's direct members only", async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      agent02: useTeamMembers({ upline: 'AGENT02', size: 100 }),
      stranger: useTeamMembers({ upline: 'member01', size: 100 }),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true), SEEDING);
    const direct = teamOf(findAccount('agent02')!).filter((entry) => entry.level === 1);
    expect(result.current.agent02.data!.list.map((m) => m.account).sort()).toEqual(direct.map((entry) => entry.account.account).sort());
    expect(result.current.agent02.data!.list.map((m) => m.account)).toContain('agent42');
    expect(result.current.agent02.data!.list.every((m) => m.upline === 'agent02')).toBe(true);
    expect(result.current.stranger.data!.total).toBe(0);
  });

  test('a bad filter is refused', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useTeamMembers({ status: 'boss' as 'frozen' }));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'request_param_err' });
  });
});

describe('team betting and user profit and loss', () => {
  test('lottery: the team’s bets on ODSFE2_lottTeamBet (prize mode 1), newest first, the footer without a result; the e-lottery on its own relay', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/relay/ODSFE2_lottTeamBet');
    const elottSeen = captureRequests('/wps/relay/ODSFE2_ElottSettledOrders');
    const { result } = renderQueryHook(() => ({
      lott: useTeamBets({ ...FEW_DAYS, product: 'LOTT', size: 100 }),
      elott: useTeamBets({ ...FEW_DAYS, product: 'ELOTT', size: 100 }),
    }));
    await waitFor(() => expect(result.current.lott.isSuccess && result.current.elott.isSuccess).toBe(true), SEEDING);
    expect(seen.map(({ url }) => url.searchParams.get('prizeModeId'))).toEqual(['1']);
    // The fake world's e-lottery is a third-party one: the member's e-lottery relay, for the team.
    expect(elottSeen.map(({ url }) => url.searchParams.get('subordinateName'))).toEqual(['']);
    const lott = result.current.lott.data!;
    expect(lott.list.length).toBeGreaterThan(0);
    expect(lott.totalPages).toBe(1);
    const team = new Set(teamOf(findAccount('agent01')!).map((m) => m.account.account));
    expect(lott.list.every((bet) => team.has(bet.account))).toBe(true);
    const times = lott.list.map((bet) => bet.betTime ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // A settled bet's result is what it won less its stake; an open or cancelled one has none yet.
    for (const bet of lott.list) {
      if (bet.status === 'won' || bet.status === 'lost' || bet.status === 'tie') expect(bet.profitLoss).toBe(bet.winAmount - bet.betAmount);
      else expect(bet.profitLoss).toBeNull();
    }
    expect(lott.footer.profitLoss).toBeNull();
    const counted = lott.list.filter((bet) => bet.status !== 'cancelled');
    expect(lott.footer.betAmount).toBe(sum(counted.map((bet) => bet.betAmount)));
    expect(result.current.elott.data!.list.every((bet) => !lott.list.some((other) => other.id === bet.id))).toBe(true);
  });

  test('the other products: the per-product relay with the subordinate filter; one member, the record count and the footer', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/relay/ODSFE2_LiveOrders');
    const { result } = renderQueryHook(() => ({
      team: useTeamBets({ ...FEW_DAYS, product: 'LIVE', size: 100 }),
      paged: useTeamBets({ ...FEW_DAYS, product: 'LIVE', page: 2, size: 5 }),
    }));
    await waitFor(() => expect(result.current.team.isSuccess && result.current.paged.isSuccess).toBe(true), SEEDING);
    expect(seen[0]!.url.searchParams.get('subordinateName')).toBe('');
    expect(seen[0]!.url.searchParams.get('accountType')).toBe('');
    expect(seen[0]!.url.searchParams.get('language')).toBe('EN');
    const team = result.current.team.data!;
    expect(team.list.length).toBeGreaterThan(5);
    expect(team.totalPages).toBe(1);
    expect(team.total).toBe(team.list.length);
    expect(result.current.paged.data).toMatchObject({ page: 2, totalPages: Math.ceil(team.list.length / 5) });
    expect(result.current.paged.data!.list.map((bet) => bet.id)).toEqual(team.list.slice(5, 10).map((bet) => bet.id));
    expect(team.list.every((bet) => bet.status !== 'open' && bet.game !== '')).toBe(true);
    const counted = team.list.filter((bet) => bet.status !== 'cancelled');
    expect(team.footer.betAmount).toBe(sum(counted.map((bet) => bet.betAmount)));
    expect(team.footer.profitLoss).toBe(sum(counted.map((bet) => bet.profitLoss ?? 0)));

    const member = team.list[0]!.account;
    const one = renderQueryHook(() => useTeamBets({ ...FEW_DAYS, product: 'LIVE', account: member, size: 100 }));
    await waitFor(() => expect(one.result.current.isSuccess).toBe(true));
    expect(one.result.current.data!.list.length).toBeGreaterThan(0);
    expect(one.result.current.data!.list.every((bet) => bet.account === member)).toBe(true);
  });

  test('team bets are an agent’s; the same relays without a subordinate filter are the member’s own', async () => {
    setScenario('member');
    const team = renderQueryHook(() => useTeamBets({ ...WINDOW, product: 'RNG' }));
    await waitFor(() => expect(team.result.current.isError).toBe(true), SEEDING);
    expect(team.result.current.error).toMatchObject({ errorCode: 'agent.required' });
    const own = await api.request({
      method: 'GET',
      path: '/wps/relay/ODSFE2_RNGOrders',
      query: { startDate: WINDOW.startTime, endDate: WINDOW.endTime, accountType: '', page: 1, size: 100, language: 'EN' },
      schema: orderTeamBetsSchema,
    });
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((bet) => bet.account === 'member01')).toBe(true);
  });

  test('user profit and loss: each member’s deposits, bets, payouts, promotions and rebates, and the footer’s totals', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/relay/ODSFE2_getTeamPNLV3');
    const { result } = renderQueryHook(() => ({
      all: useTeamProfitLoss({ ...WINDOW, size: 100 }),
      one: useTeamProfitLoss({ ...WINDOW, account: 'agent02' }),
    }));
    await waitFor(() => expect(result.current.all.isSuccess && result.current.one.isSuccess).toBe(true), SEEDING);
    expect(seen.some(({ url }) => url.searchParams.get('customerName') === 'agent02' && url.searchParams.has('startDate'))).toBe(true);
    const all = result.current.all.data!;
    expect(all.list.length).toBeGreaterThan(10);
    expect(all.total).toBe(all.list.length);
    expect(all.footer.depositAmount).toBeCloseTo(sum(all.list.map((r) => r.depositAmount)), 2);
    expect(all.footer.profitLoss).toBeCloseTo(sum(all.list.map((r) => r.profitLoss)), -1);
    const staked = all.list.map((r) => r.betAmount);
    expect(staked).toEqual([...staked].sort((a, b) => b - a));
    expect(result.current.one.data!.list.map((r) => r.account)).toEqual(['agent02']);
  });

  test('a trial account is refused', async () => {
    setScenario('trial');
    const { result } = renderQueryHook(() => useTeamProfitLoss(WINDOW));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'agent.required' });
  });
});

describe('my income and transaction details', () => {
  test('my income lists salary, dividend and commission payouts with the footer’s total per kind', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      all: useMyIncome({ ...WINDOW, size: 100 }),
      realTime: useMyIncome({ ...WINDOW, incomeType: 'realTimeSalary', size: 100 }),
    }));
    await waitFor(() => expect(result.current.all.isSuccess && result.current.realTime.isSuccess).toBe(true), SEEDING);
    const all = result.current.all.data!;
    expect(all.total).toBeNull();
    expect(new Set(all.list.map((r) => r.incomeType))).toEqual(
      new Set(['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']),
    );
    const { total, ...byType } = all.footer;
    expect(total).toBeCloseTo(sum(Object.values(byType)), 2);
    expect(total).toBeCloseTo(sum(all.list.map((r) => r.amount)), 2);
    const times = all.list.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const realTime = result.current.realTime.data!;
    expect(realTime.list).toHaveLength(24);
    expect(realTime.list.every((r) => r.incomeType === 'realTimeSalary' && r.amount > 0)).toBe(true);
    // Settled every 5 minutes.
    expect(realTime.list[0]!.time - realTime.list[1]!.time).toBe(300_000);
    // The footer stays the whole window's, whatever the kind filter.
    expect(realTime.footer).toEqual(all.footer);
  });

  test('my income refuses a member', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useMyIncome(WINDOW));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'agent.required' });
  });

  test('transaction details: ODSFE2_MemTransDet with the subordinate and the agent view’s exclusions; by code type and member, newest first', async () => {
    setScenario('agent');
    const seen = captureRequests('/wps/relay/ODSFE2_MemTransDet');
    const { result } = renderQueryHook(() => ({
      deposits: useTeamTransactions({ ...WINDOW, codeType: 'deposit', size: 50 }),
      one: useTeamTransactions({ ...WINDOW, account: 'team001', size: 100 }),
    }));
    await waitFor(() => expect(result.current.deposits.isSuccess && result.current.one.isSuccess).toBe(true), SEEDING);
    const sent = seen.find(({ url }) => url.searchParams.get('codeTypes') === 'deposit')!.url.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      codeTypes: 'deposit',
      subordinateName: '',
      startTime: String(WINDOW.startTime),
      endTime: String(WINDOW.endTime),
      page: '1',
      size: '50',
      language: 'EN',
      excludeTxTypeIds: '6231,2004,4203,4223,6156,4253,6103,6202,6203',
    });
    const team = new Set(teamOf(findAccount('agent01')!).map((m) => m.account.account));
    const deposits = result.current.deposits.data!;
    expect(deposits.list.length).toBeGreaterThan(0);
    expect(deposits.list.every((t) => t.typeName === 'Deposit' && t.amount > 0 && team.has(t.account))).toBe(true);
    const times = deposits.list.map((t) => t.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(result.current.one.data!.list.length).toBeGreaterThan(0);
    expect(result.current.one.data!.list.every((t) => t.account === 'team001')).toBe(true);
    expect(deposits.list.some((t) => t.account === 'agent01')).toBe(false);
  });

  test('transaction details name each type in the call’s language, refuse an unknown code type, and are an agent’s', async () => {
    setScenario('agent');
    const vi = await getTeamTransactions({ ...WINDOW, codeType: 'withdraw', size: 5, language: 'VI' });
    expect(vi.list.length).toBeGreaterThan(0);
    expect(vi.list.every((t) => t.typeName === 'Rút tiền' && t.amount !== 0)).toBe(true);

    const { result } = renderQueryHook(() => useTeamTransactions({ codeType: 'jackpot' as 'deposit' }));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'request_param_err' });

    setScenario('member');
    await expect(getTeamTransactions({ ...WINDOW, account: 'team001' })).rejects.toMatchObject({ errorCode: 'agent.required' });
    // A member's own ledger on the same relay and keys.
    const own = await getTeamTransactions({ ...WINDOW, account: 'member01', size: 5 });
    expect(own.list.every((t) => t.account === 'member01')).toBe(true);
  });
});

describe('agent announcements', () => {
  test('pinned first, then newest, with rich-text content, 9 to a page', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const page = result.current.data!;
    expect(page).toMatchObject({ page: 1, totalPages: 1 });
    expect(page.list).toHaveLength(6);
    expect(page.list[0]).toMatchObject({ id: 'AA-0107', pinned: true });
    expect(page.list[0]!.content).toContain('<strong>');
    const rest = page.list.slice(1).map((a) => a.timestamp);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  test('in the language of the request: a Vietnamese agent centre reads them in Vietnamese', async () => {
    setScenario('agent');
    const english = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(english.result.current.isSuccess).toBe(true), SEEDING);
    expect(english.result.current.data!.list[0]!.title).toBe('Agent commission policy for December');
    setApiLanguage('VI');
    const vietnamese = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(vietnamese.result.current.isSuccess).toBe(true), SEEDING);
    const list = vietnamese.result.current.data!.list;
    expect(list[0]!.title).toBe('Chính sách hoa hồng đại lý tháng 12');
    expect(list.map((a) => a.id)).toEqual(english.result.current.data!.list.map((a) => a.id));
    expect(list.some((a) => /commission|salary|agents/i.test(a.title))).toBe(false);
  });

  test('empty when the catalogues are, #543 when the module is off', async () => {
    setScenario('empty-catalogues', { login: 'agent' });
    setToken(SCENARIO_TOKENS.agent);
    const empty = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(empty.result.current.isSuccess).toBe(true), SEEDING);
    expect(empty.result.current.data).toMatchObject({ list: [], totalPages: 0 });

    setScenario('agent', { modulesOff: ['AGEANNOUNCE3'] });
    const off = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(off.result.current.isError).toBe(true));
    expect(off.result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('lenient reading: the wire names the client reads, the rest take their defaults', () => {
  test('an empty team overview reads as a period of nothing; the AGENT_INDEX names map to the domain', () => {
    expect(teamOverviewSchema.parse({})).toMatchObject({ registrations: 0, betCount: 0, depositAmount: 0, profitLoss: 0 });
    expect(teamOverviewSchema.parse({ totalRegisterCount: 3, totalWin: 1200, totalPromotion: 50, totalPNL: -400 })).toMatchObject({
      registrations: 3,
      payoutAmount: 1200,
      bonusAmount: 50,
      profitLoss: -400,
    });
  });

  test('a downline with its customerName alone; isAgent in any of the platform’s spellings', () => {
    const page = teamMembersSchema.parse({
      list: [{ customerName: 'down01' }, { customerName: 'down02', isAgent: 'Y' }],
      footer: {},
      totalPages: 1,
    });
    expect(page.list[0]).toEqual({ account: 'down01', upline: '', isAgent: false, nickname: '', teamSize: 0, status: 'normal' });
    expect(page.list[1]!.isAgent).toBe(true);
    expect(page).toMatchObject({ page: 1, totalPages: 1, total: null });
  });

  test('a lottery team bet as the lottery record reads it: status codes, ids as numbers, directAgentName false', () => {
    const page = lotteryTeamBetsSchema.parse({
      list: [
        {
          orderDetailId: 9001,
          abbrOrderNo: 'AB12CD',
          customerName: 'team001',
          directAgentName: false,
          status: '1',
          betAmount: 100,
          winAmount: 950,
        },
        { orderDetailId: '9002', status: 0, betAmount: 50 },
      ],
      number: 0,
      totalPages: 3,
      footer: { betAmount: 150, winAmount: 950 },
    });
    expect(page.list[0]).toMatchObject({
      id: '9001',
      orderNo: 'AB12CD',
      account: 'team001',
      directAgent: '',
      status: 'won',
      profitLoss: 850,
    });
    expect(page.list[1]).toMatchObject({ id: '9002', orderNo: '9002', status: 'open', profitLoss: null, winAmount: 0 });
    expect(page.footer).toEqual({ betAmount: 150, winAmount: 950, validBetAmount: 0, profitLoss: null });
    expect(page.totalPages).toBe(3);
  });

  test('a per-product team bet: the sports event name first, the status words, the footer’s profitAndLoss', () => {
    const page = orderTeamBetsSchema.parse({
      list: [{ orderNo: 'S1', eventName: 'Hà Nội FC v Viettel', gameName: 'Soccer', status: 'lose', betAmount: 200, profitAndLoss: -200 }],
      footer: [{ betAmount: 200, winAmount: 0, validBetAmount: 200, validBetting: 200, profitAndLoss: -200, totalHands: 1 }],
      total: 1,
      totalPages: 1,
    });
    expect(page.list[0]).toMatchObject({ game: 'Hà Nội FC v Viettel', status: 'lost', profitLoss: -200, betTime: null });
    expect(page.footer).toEqual({ betAmount: 200, validBetAmount: 200, winAmount: 0, profitLoss: -200 });
    expect(page.total).toBe(1);
  });

  test('a team ledger row as the transaction record reads it', () => {
    const page = teamTransactionsSchema.parse({
      list: [
        {
          txId: 77,
          txTypeId: 1001,
          txTypeName: 'Deposit',
          orderNo: 12345,
          amount: 500_000,
          currentAvailBalance: 900_000,
          txTimeInTimestamp: 1,
          customerName: 'team001',
        },
      ],
      page: 1,
      totalPages: 1,
    });
    expect(page.list[0]).toEqual({
      id: '77',
      account: 'team001',
      typeId: 1001,
      typeName: 'Deposit',
      orderNo: '12345',
      amount: 500_000,
      balanceAfter: 900_000,
      time: 1,
      remark: '',
    });
  });

  test('income and profit and loss without their footers; a contract without nicknames, type or update time', () => {
    expect(myIncomeSchema.parse({ list: [] }).footer).toEqual({
      commission: 0,
      dividend: 0,
      dailySalary: 0,
      hourlySalary: 0,
      realTimeSalary: 0,
      total: 0,
    });
    expect(teamProfitLossSchema.parse({ list: [{ customerName: 'team001', totalBet: 10 }] })).toMatchObject({
      list: [{ account: 'team001', betAmount: 10, profitLoss: 0 }],
      footer: { depositAmount: 0, profitLoss: 0 },
    });
    const contract = contractSchemas.hourlySalary.parse({
      contractId: 'C1',
      upline: 'agent01',
      downline: 'agent02',
      status: 'offered',
      createdAt: 1,
      kind: 'hourlySalary',
      terms: { tiers: [{ hourlyBetAmount: 100, rate: 1 }] },
    });
    expect(contract).toMatchObject({ uplineNickname: '', downlineNickname: '' });
    expect(contract.downlineType).toBeUndefined();
  });
});
