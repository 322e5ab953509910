import { describe, expect, test } from 'vitest';
import { applyScenario } from '../scenarios.ts';
import { accounts, findAccount } from './accounts.ts';
import {
  agentState,
  lotteryBets,
  myIncome,
  paysMore,
  processContractAction,
  ratesOf,
  registerDownline,
  subordinatesOf,
  teamOf,
  teamOverview,
} from './agent.ts';
import { accountTransactions, thirdPartyOrders } from './records.ts';
import { betsOf, ledgerOf } from './wallets.ts';
import { PINNED_EPOCH } from './world.ts';

const DAY = 86_400_000;
const WINDOW = { startTime: PINNED_EPOCH - 60 * DAY, endTime: PINNED_EPOCH + DAY };
const agent = (name: string) => findAccount(name)!;

describe('agent store', () => {
  test('agent01 heads a tree of every agent and team member, by level', () => {
    applyScenario('agent');
    const team = teamOf(agent('agent01'));
    const levelOf = (name: string) => team.find((m) => m.account.account === name)?.level;
    expect(team).toHaveLength([...accounts().byAccount.values()].filter((a) => a.upline !== undefined).length);
    expect([levelOf('agent02'), levelOf('agent41'), levelOf('agent42')]).toEqual([1, 1, 2]);
    expect(teamOf(agent('agent42')).every((m) => m.account.upline === 'agent42' || m.level > 1)).toBe(true);
    expect(teamOf(agent('member01'))).toEqual([]);
  });

  test('the seed is deterministic: same contracts, frozen members and income after a reset', () => {
    applyScenario('agent');
    const first = { frozen: [...agentState().frozen], income: myIncome(agent('agent01'), WINDOW, {}) };
    applyScenario('agent');
    expect({ frozen: [...agentState().frozen], income: myIncome(agent('agent01'), WINDOW, {}) }).toEqual(first);
    expect(first.frozen).toHaveLength(2);
  });

  test('income is posted to the ledger, and only while a contract ran', () => {
    applyScenario('agent');
    agentState();
    const kinds = (name: string) =>
      new Set(
        ledgerOf(agent(name))
          .filter((e) => agentState().incomeTypes.has(e.id))
          .map((e) => agentState().incomeTypes.get(e.id)),
      );
    // Top level: every kind. agent02: its active contracts (its hourly one is still in force, termination only requested).
    expect(kinds('agent01')).toEqual(new Set(['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']));
    expect(kinds('agent02')).toEqual(new Set(['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']));
    // agent41: dividend only offered, daily rejected, hourly ended 12 days ago (hourly pay is for the last day).
    expect(kinds('agent41')).toEqual(new Set(['commission']));
    const salary = ledgerOf(agent('agent01')).find((e) => e.kind === 'salary')!;
    expect(salary.amount).toBeGreaterThan(0);
  });

  test('headline rates: the top tier, or both real-time rates', () => {
    expect(
      ratesOf({
        tiers: [
          { hourlyBetAmount: 1_000_000, rate: 0.2 },
          { hourlyBetAmount: 5_000_000, rate: 0.5 },
        ],
      }),
    ).toEqual({ rate: 0.5 });
    expect(ratesOf({ profitRate: 1, lossRate: 2, singleBetAmount: 10_000 })).toEqual({ profitRate: 1, lossRate: 2 });
    expect(paysMore({ rate: 30 }, { rate: 25 })).toBe(true);
    expect(paysMore({ rate: 25 }, { rate: 25 })).toBe(false);
    expect(paysMore({ profitRate: 0.5, lossRate: 2 }, { profitRate: 1, lossRate: 1.5 })).toBe(true);
    expect(paysMore({ profitRate: 0.5, lossRate: 1 }, { profitRate: 1, lossRate: 1.5 })).toBe(false);
  });

  test('a confirmed lower-rate offer ends the downline’s richer contracts, not its poorer ones', () => {
    applyScenario('agent');
    const offer = (rate: number, confirm?: boolean) =>
      processContractAction('dividend', agent('agent01'), {
        action: 'offer',
        downline: 'agent02',
        confirm,
        terms: { period: 'H', tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 1, rate }] },
      });
    // agent02 gives agent42 up to 25%: 20% needs confirmation and changes nothing until confirmed.
    expect(offer(20)).toMatchObject({ ok: false, errorCode: 'contract.rate.lower' });
    expect(agentState().contracts.find((c) => c.contractId === 'DV-1003')?.status).toBe('active');
    const confirmed = offer(20, true);
    expect(confirmed.ok && confirmed.value.terminated.map((c) => [c.contractId, c.status, c.endReason])).toEqual([
      ['DV-1003', 'terminated', 'lowerUplineRate'],
    ]);
    // One open offer per downline at a time.
    expect(offer(25)).toMatchObject({ ok: false, errorCode: 'contract.pending' });
  });

  test('contract amounts are whole dong: an offer with decimals is refused', () => {
    applyScenario('agent');
    const offer = (singleBetAmount: number) =>
      processContractAction('realTimeSalary', agent('agent01'), {
        action: 'offer',
        downline: 'agent41',
        terms: { profitRate: 0.5, lossRate: 1, singleBetAmount },
      });
    expect(offer(10_000.5)).toMatchObject({ ok: false, errorCode: 'request_param_err' });
    expect(
      processContractAction('dailySalary', agent('agent01'), {
        action: 'offer',
        downline: 'agent41',
        terms: { tiers: [{ dailyBetAmount: 10_000_000.5, activeMembers: 3, rate: 0.4 }] },
      }),
    ).toMatchObject({ ok: false, errorCode: 'request_param_err' });
    expect(offer(10_000)).toMatchObject({ ok: true });
  });

  test('the register centre opens members and sub-agents under the agent, with the password given', () => {
    applyScenario('agent');
    const member = registerDownline(agent('agent01'), {
      username: 'Newbie01',
      password: 'Lotus2026',
      confirmPassword: 'Lotus2026',
      accountType: 'member',
    });
    expect(member).toMatchObject({ ok: true, value: { account: 'Newbie01', type: 0, upline: 'agent01' } });
    expect(findAccount('newbie01')).toMatchObject({ password: 'Lotus2026', upline: 'agent01', type: 0 });
    expect(
      registerDownline(agent('agent02'), { username: 'subagent9', password: 'abc123', confirmPassword: 'abc123', accountType: 'agent' }),
    ).toMatchObject({ ok: true, value: { type: 42 } });
    expect(
      registerDownline(agent('agent42'), { username: 'subagent8', password: 'abc123', confirmPassword: 'abc123', accountType: 'agent' }),
    ).toMatchObject({ ok: false, errorCode: 'agent.level.max' });
    expect(
      registerDownline(agent('agent01'), { username: '9lives', password: 'abc123', confirmPassword: 'abc123', accountType: 'member' }),
    ).toMatchObject({ ok: false, errorCode: 'request_param_err' });
    // A new account starts with an empty ledger (the seed ran before it existed).
    expect(ledgerOf(findAccount('newbie01')!)).toEqual([]);
  });

  test('a subordinate filter: the whole team, one of it (any case), the caller itself, no one outside; none at all is the caller', () => {
    applyScenario('agent');
    const top = agent('agent01');
    const names = (list: { account: string }[]) => list.map((a) => a.account);
    expect(subordinatesOf(top, '')).toHaveLength(teamOf(top).length);
    expect(names(subordinatesOf(top, 'AGENT42'))).toEqual(['agent42']);
    expect(names(subordinatesOf(top, 'agent01'))).toEqual(['agent01']);
    expect(subordinatesOf(agent('agent02'), 'agent41')).toEqual([]);
    expect(names(subordinatesOf(top, null))).toEqual(['agent01']);
  });

  test('the team ledger (the account record of the team): each row named by its owner, newest first, by code type, the excluded type ids left out, named in the language', () => {
    applyScenario('agent');
    const team = teamOf(agent('agent01')).map((m) => m.account);
    const period = { start: WINDOW.startTime, end: WINDOW.endTime, excluded: new Set<number>() };
    const all = accountTransactions(team, { ...period, codeType: '', language: 'EN' });
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all.map((r) => r.customerName)).size).toBeGreaterThan(1);
    const times = all.map((r) => r.txTimeInTimestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const deposits = accountTransactions(team, { ...period, codeType: 'deposit', language: 'VI' });
    expect(deposits.length).toBeGreaterThan(0);
    expect(deposits.every((r) => r.txTypeName === 'Nạp tiền' && r.amount > 0)).toBe(true);
    const depositType = Number(deposits[0]!.txTypeId);
    const without = accountTransactions(team, { ...period, excluded: new Set([depositType]), codeType: '', language: 'EN' });
    expect(without).toHaveLength(all.length - deposits.length);
    // An agent's commission is an agent rebate.
    const agent02 = accountTransactions([agent('agent02')], { ...period, codeType: 'agent_rebate', language: 'EN' });
    expect(agent02.length).toBeGreaterThan(0);
    expect(agent02.every((r) => r.customerName === 'agent02' && r.txTypeName === 'Agent commission')).toBe(true);
  });

  test("lottery bets carry the lottery status codes; a product relay lists the team's bets, its footer summing the counted ones", () => {
    applyScenario('agent');
    const team = teamOf(agent('agent01')).map((m) => m.account);
    const lottery = lotteryBets(team, WINDOW, '1');
    expect(lottery.rows.length).toBeGreaterThan(0);
    for (const row of lottery.rows) {
      const bet = betsOf(agent(row.customerName)).find((b) => b.betId === row.orderDetailId)!;
      expect(bet.game.gameType).toBe('LOTT');
      const expected =
        bet.status === 'CANCELLED' ? 3 : bet.status === 'UNSETTLED' ? 0 : bet.payout > bet.stake ? 1 : bet.payout === bet.stake ? 4 : 2;
      expect(row.status).toBe(expected);
    }
    // The member's product relay, for the whole team: each row names its player and their agent.
    const live = thirdPartyOrders(team, '/wps/relay/ODSFE2_LiveOrders', {
      start: WINDOW.startTime,
      end: WINDOW.endTime,
      vendor: '',
      orderNo: '',
    });
    expect(live.rows.length).toBeGreaterThan(0);
    expect(new Set(live.rows.map((r) => r.customerName)).size).toBeGreaterThan(1);
    for (const row of live.rows) expect(row.directAgentName).toBe(findAccount(row.customerName)!.upline);
    const times = live.rows.map((r) => r.betTimeInTimestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const counted = live.rows.filter((r) => r.status !== 'cancel');
    expect(live.footer.betAmount).toBe(counted.reduce((sum, r) => sum + r.betAmount, 0));
  });

  test('the team overview counts the period’s bets and deposits and sums the team’s agents’ dividends and salaries', () => {
    applyScenario('agent');
    const top = agent('agent01');
    const overview = teamOverview(top, WINDOW);
    const team = teamOf(top).map((m) => m.account);
    const bets = team.flatMap((a) =>
      betsOf(a).filter((b) => b.betTime >= WINDOW.startTime && b.betTime <= WINDOW.endTime && b.status !== 'CANCELLED'),
    );
    expect(overview.totalBetCount).toBe(bets.length);
    expect(overview.totalDepositCount).toBeGreaterThan(0);
    expect(overview.totalProfitSharing).toBeGreaterThan(0);
    expect(overview.totalDailyIncome).toBeGreaterThan(0);
    expect(overview.totalValidBet).toBeLessThanOrEqual(overview.totalBet!);
  });
});
