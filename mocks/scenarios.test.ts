import { describe, expect, test } from 'vitest';
import { getMemberInfo } from '../app/api/member.ts';
import { loginNeedsCaptcha, loginVerification } from '../app/api/session.contract.ts';
import { login } from '../app/api/session.ts';
import { moduleEnabled, systemStatusCode } from '../app/api/system.contract.ts';
import { getSystemStatus } from '../app/api/system.ts';
import { setScenario } from '../tests/support/scenario.ts';
import { MODULE_SWITCHES, parseScenarioName, scenarioNames, scenarioToken } from './scenarios.ts';

const memberLogin = { username: 'member01', password: 'Abc12345', type: 'username' as const };

describe('scenarios', () => {
  test('names from a URL, storage or toolbar are validated', () => {
    expect(parseScenarioName('agent')).toBe('agent');
    expect(parseScenarioName('off-CBS3')).toBe('off-CBS3');
    expect(parseScenarioName('toString')).toBeUndefined();
    expect(parseScenarioName('<script>')).toBeUndefined();
    expect(parseScenarioName(undefined)).toBeUndefined();
  });

  test('the issue’s list of states is there, with one scenario per module switch', () => {
    for (const name of [
      'visitor',
      'member',
      'agent',
      'trial',
      'vip',
      'maintenance',
      'region-blocked',
      'logined-to-home-page',
      'game-bars',
      'captcha-required',
      'password-expired',
      'unregistered-ip',
      'empty-catalogues',
      'slow-network',
      'faults',
      'failing-sections',
    ]) {
      expect(scenarioNames).toContain(name);
    }
    expect(scenarioNames.filter((n) => n.startsWith('off-'))).toEqual(MODULE_SWITCHES.map((m) => `off-${m}`));
  });

  test('the first screen follows the scenario: app, maintenance, region', async () => {
    expect(systemStatusCode(await getSystemStatus())).toBe(0);
    setScenario('maintenance');
    expect(systemStatusCode(await getSystemStatus())).toBe(1);
    setScenario('region-blocked');
    const status = await getSystemStatus();
    expect(systemStatusCode(status)).toBe(2);
    expect(status.location.ip).not.toBe('');
  });

  test.each([
    ['member', 'member01', 0, false],
    ['agent', 'agent01', 1, false],
    ['trial', 'trial0001', 4, false],
    ['vip', 'vip01', 0, true],
  ] as const)('%s starts logged in as %s (type %i, VIP service %s)', async (name, account, type, vip) => {
    setScenario(name);
    expect(scenarioToken(name)).toBeDefined();
    const info = await getMemberInfo();
    expect(info).toMatchObject({ account, type });
    expect((info.clubLabel?.rankLevel ?? 0) > 4).toBe(vip);
  });

  test('visitor has no session: member calls answer 401', async () => {
    expect(scenarioToken('visitor')).toBeUndefined();
    await expect(getMemberInfo()).rejects.toMatchObject({ kind: 'session-expired' });
  });

  test.each(MODULE_SWITCHES)('off-%s reports the switch off and leaves the others on', async (modId) => {
    setScenario(`off-${modId}`);
    const status = await getSystemStatus();
    expect(moduleEnabled(status, modId)).toBe(false);
    const other = MODULE_SWITCHES.find((m) => m !== modId)!;
    expect(moduleEnabled(status, other)).toBe(true);
  });

  test('captcha-required: a login without the captcha is refused with the captcha indicator', async () => {
    await expect(login(memberLogin)).resolves.toMatchObject({ passwordExpired: false });
    setScenario('captcha-required');
    const error = await login(memberLogin).catch((e: unknown) => e);
    expect(loginNeedsCaptcha(error)).toBe(true);
  });

  test('password-expired: logins answer passwordExpired', async () => {
    setScenario('password-expired');
    await expect(login(memberLogin)).resolves.toMatchObject({ passwordExpired: true });
  });

  test('unregistered-ip: logins answer login_verify_required with the verification methods', async () => {
    setScenario('unregistered-ip');
    const error = await login(memberLogin).catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'login_verify_required' });
    expect(loginVerification(error)?.methods.length).toBeGreaterThan(0);
  });

  test('a scenario change starts over from the seed: what a test did is gone', async () => {
    setScenario('member');
    const before = await getMemberInfo();
    setScenario('visitor');
    setScenario('member');
    expect(await getMemberInfo()).toEqual(before);
  });
});
