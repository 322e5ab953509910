import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { findAccount, issueToken, SCENARIO_TOKENS } from '../../mocks/db/accounts.ts';
import { teamOf } from '../../mocks/db/agent.ts';
import { fakeNow, sumBalance } from '../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../mocks/db/world.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import {
  agentMenuFlags,
  contractSchemas,
  contractViewSchemas,
  lowerRateConflict,
  myIncomeSchema,
  teamMembersSchema,
  teamOverviewSchema,
} from './agent.contract.ts';
import {
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
  useTeamBetting,
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
/** The first call after a scenario change seeds the accounts, wallets and agent stores. */
const SEEDING = { timeout: 5_000 };

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

  test('the spec’s POST {action: list} on the mobile relay prefix answers the same data', async () => {
    setScenario('agent');
    const view = await api.request({
      method: 'POST',
      path: '/wps/relay/MCSFE_processDividendReq',
      json: { action: 'list' },
      moduleId: 'SIGNCONDIV3',
      schema: contractViewSchemas.dividend,
    });
    expect(view.issued.map((c) => c.contractId)).toEqual(['DV-1002', 'DV-1001']);
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
  test('counts the whole team and adds up its money over the window', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useTeamOverview(WINDOW));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const overview = result.current.data!;
    const team = teamOf(findAccount('agent01')!);
    expect(overview).toMatchObject({
      ...WINDOW,
      teamSize: 39,
      agentCount: 3,
      memberCount: 36,
      directMembers: team.filter((m) => m.level === 1).length,
    });
    expect(overview.teamBalance).toBeCloseTo(sum(team.map((m) => sumBalance(m.account))), 2);
    expect(overview.depositAmount).toBeGreaterThan(0);
    expect(overview.betAmount).toBeGreaterThan(0);
    // Valid bets are the settled stakes: some, never more than all stakes.
    expect(overview.validBetAmount).toBeGreaterThan(0);
    expect(overview.validBetAmount).toBeLessThanOrEqual(overview.betAmount);
    expect(overview.activeMembers).toBeGreaterThan(0);
    expect(overview.activeMembers).toBeLessThanOrEqual(39);
    expect(overview.payoutAmount).toBeGreaterThan(0);
    // An open bet's stake is not lost yet: win/loss counts settled bets only.
    expect(overview.winLoss).toBeGreaterThanOrEqual(overview.payoutAmount - overview.betAmount);
    expect(overview.profitLoss).toBeCloseTo(overview.winLoss + overview.bonusAmount, 2);
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
    const { result } = renderQueryHook(() => ({ members: useTeamMembers({ account: 'newbie' }), register: useRegisterDownline() }));
    await waitFor(() => expect(result.current.members.isSuccess).toBe(true), SEEDING);
    expect(result.current.members.data!.totalCount).toBe(0);

    const created = await resolved(() =>
      result.current.register.mutateAsync({
        username: 'newbie01',
        password: 'Lotus2026',
        confirmPassword: 'Lotus2026',
        nickname: 'Bé Na',
        accountType: 'member',
      }),
    );
    expect(created).toMatchObject({ account: 'newbie01', nickname: 'Bé Na', type: 0, upline: 'agent01' });
    await waitFor(() => expect(result.current.members.data!.totalCount).toBe(1));
    expect(result.current.members.data!.list[0]).toMatchObject({
      account: 'newbie01',
      level: 1,
      upline: 'agent01',
      type: 0,
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
    expect(created).toMatchObject({ account: 'subagent7', type: 2, upline: 'agent01' });

    const login = renderQueryHook(() => useLogin());
    const session = await resolved(() =>
      login.result.current.mutateAsync({ username: 'subagent7', password: 'abc12345', type: 'username' }),
    );
    setToken(session.token);
    const view = renderQueryHook(() => useDividendContract());
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(view.result.current.data).toMatchObject({ received: [], issued: [], downlines: [], cap: null });

    // Its own sub-agent is a level-2 type; with no contract of its own, it has nothing to offer it.
    const sub = await resolved(() =>
      result.current.mutateAsync({ username: 'subsub01', password: 'abc12345', confirmPassword: 'abc12345', accountType: 'agent' }),
    );
    expect(sub).toMatchObject({ type: 42, upline: 'subagent7' });
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

  test('team management pages the downline list and filters it by level, type and status', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      first: useTeamMembers({ pageNo: 1, pageSize: 10 }),
      last: useTeamMembers({ pageNo: 4, pageSize: 10 }),
      direct: useTeamMembers({ level: 1, pageSize: 100 }),
      agents: useTeamMembers({ accountType: 'agent' }),
      frozen: useTeamMembers({ status: 'frozen' }),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true), SEEDING);
    const { first, last, direct, agents, frozen } = result.current;
    expect(first.data).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 39, totalPages: 4 });
    expect(first.data!.list).toHaveLength(10);
    expect(last.data!.list).toHaveLength(9);
    const regDates = first.data!.list.map((m) => m.regDate);
    expect(regDates).toEqual([...regDates].sort((a, b) => b - a));
    expect(direct.data!.list.every((m) => m.level === 1 && m.upline === 'agent01')).toBe(true);
    expect(direct.data!.list.map((m) => m.account)).toEqual(expect.arrayContaining(['agent02', 'agent41']));
    expect(agents.data!.list.map((m) => [m.account, m.type, m.level]).sort()).toEqual([
      ['agent02', 2, 1],
      ['agent41', 41, 1],
      ['agent42', 42, 2],
    ]);
    expect(agents.data!.list.find((m) => m.account === 'agent02')!.teamSize).toBe(teamOf(findAccount('agent02')!).length);
    expect(frozen.data!.totalCount).toBe(2);
    expect(frozen.data!.list.every((m) => m.status === 'frozen')).toBe(true);
  });

  test("drilling into a downline agent's team lists that agent's direct members only", async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      agent02: useTeamMembers({ upline: 'AGENT02', pageSize: 100 }),
      stranger: useTeamMembers({ upline: 'member01', pageSize: 100 }),
    }));
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true), SEEDING);
    const direct = teamOf(findAccount('agent02')!).filter((entry) => entry.level === 1);
    expect(result.current.agent02.data!.list.map((m) => m.account).sort()).toEqual(direct.map((entry) => entry.account.account).sort());
    expect(result.current.agent02.data!.list.map((m) => m.account)).toContain('agent42');
    expect(result.current.agent02.data!.list.every((m) => m.upline === 'agent02')).toBe(true);
    expect(result.current.stranger.data!.totalCount).toBe(0);
  });

  test('a bad filter is refused', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useTeamMembers({ accountType: 'boss' as 'agent' }));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'request_param_err' });
  });
});

describe('team betting and user profit and loss', () => {
  test('team betting: per member and category, with a summary of the filtered rows', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      all: useTeamBetting({ ...WINDOW, pageSize: 5 }),
      live: useTeamBetting({ ...WINDOW, gameType: 'LIVE', pageSize: 100 }),
    }));
    await waitFor(() => expect(result.current.all.isSuccess && result.current.live.isSuccess).toBe(true), SEEDING);
    const all = result.current.all.data!;
    expect(all.list).toHaveLength(5);
    expect(all.list.map((r) => r.betAmount)).toEqual([...all.list.map((r) => r.betAmount)].sort((a, b) => b - a));
    const live = result.current.live.data!;
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((r) => r.gameType === 'LIVE' && r.betCount > 0)).toBe(true);
    expect(live.summary.betAmount).toBeCloseTo(sum(live.list.map((r) => r.betAmount)), 2);
    expect(live.summary.winLoss).toBeCloseTo(sum(live.list.map((r) => r.winLoss)), 2);
    expect(live.summary.betCount).toBe(sum(live.list.map((r) => r.betCount)));
    expect(all.summary.betAmount).toBeGreaterThan(live.summary.betAmount);
  });

  test('team betting refuses an unknown category', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useTeamBetting({ gameType: 'POKER' }));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'request_param_err' });
  });

  test('user profit and loss: each member’s deposits, bets and win/loss, summed', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      all: useTeamProfitLoss({ ...WINDOW, pageSize: 100 }),
      one: useTeamProfitLoss({ ...WINDOW, account: 'agent02' }),
    }));
    await waitFor(() => expect(result.current.all.isSuccess && result.current.one.isSuccess).toBe(true), SEEDING);
    const all = result.current.all.data!;
    expect(all.list.length).toBeGreaterThan(10);
    for (const row of all.list) expect(row.profitLoss).toBeCloseTo(row.winLoss + row.bonusAmount, 2);
    expect(all.summary.depositAmount).toBeCloseTo(sum(all.list.map((r) => r.depositAmount)), 2);
    expect(all.summary.profitLoss).toBeCloseTo(sum(all.list.map((r) => r.profitLoss)), 2);
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
  test('my income lists salary, dividend and commission payouts with a summary per type', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      all: useMyIncome({ ...WINDOW, pageSize: 100 }),
      realTime: useMyIncome({ ...WINDOW, incomeType: 'realTimeSalary', pageSize: 100 }),
    }));
    await waitFor(() => expect(result.current.all.isSuccess && result.current.realTime.isSuccess).toBe(true), SEEDING);
    const all = result.current.all.data!;
    expect(new Set(all.list.map((r) => r.incomeType))).toEqual(
      new Set(['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']),
    );
    const { total, ...byType } = all.summary;
    expect(total).toBeCloseTo(sum(Object.values(byType)), 2);
    expect(total).toBeCloseTo(sum(all.list.map((r) => r.amount)), 2);
    const times = all.list.map((r) => r.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const realTime = result.current.realTime.data!;
    expect(realTime.list).toHaveLength(24);
    expect(realTime.list.every((r) => r.incomeType === 'realTimeSalary' && r.amount > 0)).toBe(true);
    // Settled every 5 minutes.
    expect(realTime.list[0]!.time - realTime.list[1]!.time).toBe(300_000);
    // The summary stays the whole window's, whatever the type filter.
    expect(realTime.summary).toEqual(all.summary);
  });

  test('my income refuses a member', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useMyIncome(WINDOW));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'agent.required' });
  });

  test('transaction details: the team ledger by kind and account, newest first', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => ({
      deposits: useTeamTransactions({ ...WINDOW, kind: 'deposit', pageSize: 50 }),
      one: useTeamTransactions({ ...WINDOW, account: 'team001', pageSize: 100 }),
    }));
    await waitFor(() => expect(result.current.deposits.isSuccess && result.current.one.isSuccess).toBe(true), SEEDING);
    const team = new Set(teamOf(findAccount('agent01')!).map((m) => m.account.account));
    const deposits = result.current.deposits.data!;
    expect(deposits.totalCount).toBeGreaterThan(0);
    expect(deposits.list.every((t) => t.kind === 'deposit' && t.amount > 0 && team.has(t.account))).toBe(true);
    const times = deposits.list.map((t) => t.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(result.current.one.data!.list.every((t) => t.account === 'team001')).toBe(true);
    expect(deposits.list.some((t) => t.account === 'agent01')).toBe(false);
  });

  test('transaction details refuse an unknown kind', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useTeamTransactions({ kind: 'jackpot' as 'deposit' }));
    await waitFor(() => expect(result.current.isError).toBe(true), SEEDING);
    expect(result.current.error).toMatchObject({ errorCode: 'request_param_err' });
  });
});

describe('agent announcements', () => {
  test('pinned first, then newest, with rich-text content, 9 to a page', async () => {
    setScenario('agent');
    const { result } = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const page = result.current.data!;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 9, totalCount: 6, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ id: 'AA-0107', pinned: true });
    expect(page.list[0]!.content).toContain('<strong>');
    const rest = page.list.slice(1).map((a) => a.timestamp);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  test('empty when the catalogues are, #543 when the module is off', async () => {
    setScenario('empty-catalogues', { login: 'agent' });
    setToken(SCENARIO_TOKENS.agent);
    const empty = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(empty.result.current.isSuccess).toBe(true), SEEDING);
    expect(empty.result.current.data).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });

    setScenario('agent', { modulesOff: ['AGEANNOUNCE3'] });
    const off = renderQueryHook(() => useAgentAnnouncements());
    await waitFor(() => expect(off.result.current.isError).toBe(true));
    expect(off.result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('lenient reading: identities alone parse, the rest take their defaults', () => {
  test('an empty team overview reads as a team of nothing', () => {
    const overview = teamOverviewSchema.parse({});
    expect(overview).toMatchObject({ teamSize: 0, directMembers: 0, activeMembers: 0, teamBalance: 0, profitLoss: 0 });
    expect(overview.startTime).toBeUndefined();
  });

  test('a team member with its account, registration date and status', () => {
    const page = teamMembersSchema.parse({ list: [{ account: 'down01', regDate: 1, status: 'normal' }] });
    expect(page.list[0]).toEqual({ account: 'down01', regDate: 1, status: 'normal', nickname: '', upline: '', teamSize: 0 });
    expect(page).toMatchObject({ pageNo: 1, totalCount: 1, totalPages: 1 });
  });

  test('income without its summary; a contract without nicknames, type or update time', () => {
    expect(myIncomeSchema.parse({ list: [] }).summary).toEqual({
      commission: 0,
      dividend: 0,
      dailySalary: 0,
      hourlySalary: 0,
      realTimeSalary: 0,
      total: 0,
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
