import { describe, expect, test } from 'vitest';
import { applyScenario } from '../scenarios.ts';
import { accounts, findAccount } from './accounts.ts';
import { agentState, myIncome, paysMore, processContractAction, ratesOf, registerDownline, teamOf } from './agent.ts';
import { ledgerOf } from './wallets.ts';
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
    const first = { frozen: [...agentState().frozen], income: myIncome(agent('agent01'), WINDOW, { pageNo: 1, pageSize: 100 }) };
    applyScenario('agent');
    expect({ frozen: [...agentState().frozen], income: myIncome(agent('agent01'), WINDOW, { pageNo: 1, pageSize: 100 }) }).toEqual(first);
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
});
