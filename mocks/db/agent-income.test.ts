import { expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { findAccount } from './accounts.ts';
import { ledgerOf } from './wallets.ts';

test('an agent’s seeded income is in its wallet history from the first read, whichever agent is read first', () => {
  const incomeOf = (name: string) =>
    ledgerOf(findAccount(name)!)
      .filter((e) => e.kind === 'salary' || e.kind === 'dividend')
      .map((e) => `${e.id} ${e.amount}`);
  setScenario('visitor');
  const agentFirst = incomeOf('agent01');
  const subAgentFirst = incomeOf('agent02');
  expect(agentFirst.length).toBeGreaterThan(0);
  setScenario('visitor');
  expect(incomeOf('agent02')).toEqual(subAgentFirst);
  expect(incomeOf('agent01')).toEqual(agentFirst);
  expect(ledgerOf(findAccount('member01')!).some((e) => e.kind === 'salary')).toBe(false);
});
