import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { findAccount } from './accounts.ts';
import { claimTicket, maskName, MISSION_SEEDS, missionsOf } from './missions.ts';
import { balanceOf } from './wallets.ts';

const progressOf = (name: string) => [...missionsOf(findAccount(name)!).progress.values()];

describe('missions store', () => {
  test('an account’s progress comes from its own seed: other accounts’ reads and claims do not shift it', () => {
    const alone = progressOf('member02');
    setScenario('visitor');
    progressOf('member01');
    missionsOf(findAccount('vip01')!);
    expect(progressOf('member02')).toEqual(alone);
    expect(progressOf('member01')).not.toEqual(alone);
    expect(alone).toHaveLength(MISSION_SEEDS.length);
  });

  test('a ticket claim posts one ledger credit to the main wallet and resets with the scenario', () => {
    const account = findAccount('member01')!;
    const ticket = missionsOf(account).tickets.find((t) => t.status === 'AVAILABLE' && t.conditionStatus.length === 0)!;
    const before = balanceOf(account);
    expect(claimTicket(account, ticket.transactionId)).toMatchObject({ ok: true });
    expect(claimTicket(account, ticket.transactionId)).toMatchObject({ ok: false, errorCode: 'ticket.already.claimed' });
    expect(balanceOf(account)).toBeCloseTo(before + ticket.amount, 2);
    setScenario('visitor');
    expect(missionsOf(account).tickets.find((t) => t.transactionId === ticket.transactionId)?.status).toBe('AVAILABLE');
    expect(balanceOf(account)).toBeCloseTo(before, 2);
  });

  test('names are masked as the platform shows other players', () => {
    expect(maskName('nguyenvan88')).toBe('nguy***88');
    expect(maskName('member01')).toBe('memb***01');
    expect(maskName('abc')).toBe('a***c');
  });
});
