import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findAccount } from '../../../mocks/db/accounts.ts';
import { checkGeetest } from '../../../mocks/db/verification.ts';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { login } from '../../api/session.ts';
import { brand } from '../../brand.ts';
import { connectSessionToApi, readSession } from '../session/session-store.ts';
import { runGeetest } from './geetest.ts';
import { forcedChangeReason, siteAllows, SiteRefusedError, startSession } from './login-flow.ts';
import { captureReferral, referralParams, resetReferral } from './referral.ts';

describe('site restriction (spec section 6)', () => {
  test.each([
    [0, true, false],
    [1, true, true],
    [2, true, true],
    [41, true, true],
    [42, true, true],
    [4, true, false],
    [3, false, false],
    [99, false, false],
  ])('type %i: member site %s, agent site %s', (type, member, agent) => {
    expect(siteAllows('member', type)).toBe(member);
    expect(siteAllows('agent', type)).toBe(agent);
  });
});

describe('forced password change (spec section 4, step 4)', () => {
  const weak = brand.defaultPassword;
  test.each([
    ['username', weak, false, false, 'weak'],
    ['verification', weak, false, false, 'weak'],
    ['username', 'Abc12345', true, true, 'expired'],
    ['username', 'Abc12345', true, false, undefined],
    ['username', 'Abc12345', false, true, undefined],
    ['sms', weak, true, true, undefined],
    ['free-play', undefined, true, true, undefined],
    ['register', weak, true, true, undefined],
  ] as const)('%s login with %s, expired %s, enforced %s: %s', (via, password, passwordExpired, expiryEnforced, expected) => {
    expect(forcedChangeReason({ via, password, passwordExpired, expiryEnforced })).toBe(expected);
  });
});

describe('startSession', () => {
  beforeEach(() => {
    connectSessionToApi();
    setScenario('visitor');
  });
  afterEach(() => {
    setApiIdentity({ getToken: currentToken });
    server.events.removeAllListeners();
  });

  test('stores the token, then member info, and keeps it in the query cache', async () => {
    const client = createTestQueryClient();
    const result = await login({ username: 'member01', password: 'Abc12345', type: 'username' });
    const info = await startSession(result, client, 'member');
    expect(info.account).toBe('member01');
    expect(readSession()).toMatchObject({ token: result.token, account: 'member01', type: 0 });
    expect(client.getQueryData(keys.member.info())).toMatchObject({ account: 'member01' });
  });

  test('the member site refuses a non-player account: it is logged out again and nothing is stored', async () => {
    const client = createTestQueryClient();
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
    const result = await login({ username: 'ops01', password: 'Abc12345', type: 'username' });
    const refused = startSession(result, client, 'member');
    await expect(refused).rejects.toBeInstanceOf(SiteRefusedError);
    await expect(refused).rejects.toMatchObject({ site: 'member' });
    expect(readSession()).toBeNull();
    expect(calls).toContain('DELETE /wps/session/logout');
    expect(client.getQueryData(keys.member.info())).toBeUndefined();
  });

  test('the agent site takes agents and refuses players', async () => {
    const client = createTestQueryClient();
    const agent = await login({ username: 'agent01', password: 'Abc12345', type: 'username' });
    await expect(startSession(agent, client, 'agent')).resolves.toMatchObject({ account: 'agent01' });
    const player = await login({ username: 'member01', password: 'Abc12345', type: 'username' });
    await expect(startSession(player, client, 'agent')).rejects.toMatchObject({ site: 'agent' });
    expect(readSession()).toBeNull();
  });

  test('a token the platform does not confirm is cleared', async () => {
    const client = createTestQueryClient();
    await expect(
      startSession({ token: 'fake-session-nobody', firstTimeLogin: false, passwordExpired: false }, client, 'member'),
    ).rejects.toBeDefined();
    expect(readSession()).toBeNull();
  });
});

describe('geetest adapter', () => {
  test('off: nothing to add to the payload', async () => {
    await expect(runGeetest({ enabled: false, language: 'EN' })).resolves.toBeUndefined();
  });

  test('on, on the fake platform: a stand-in result the fake platform accepts, different each time', async () => {
    const first = await runGeetest({ enabled: true, language: 'EN' });
    const second = await runGeetest({ enabled: true, language: 'EN' });
    expect(first).toBeDefined();
    expect(checkGeetest(first!)).toBe(true);
    expect(checkGeetest({ ...first!, pass_token: 'forged' })).toBe(false);
    expect(second!.lot_number).not.toBe(first!.lot_number);
  });
});

describe('referral and invitation codes from the address', () => {
  beforeEach(resetReferral);

  test('affiliateCode (or code) and referralCode are kept for the visit', () => {
    captureReferral('?affiliateCode=AGT2024&referralCode=awa6684');
    captureReferral('?page=2');
    expect(referralParams()).toEqual({ affiliateCode: 'AGT2024', referralCode: 'awa6684' });
    captureReferral('?code=OTHER1');
    expect(referralParams().affiliateCode).toBe('OTHER1');
  });

  test('values that are not code-shaped are ignored', () => {
    captureReferral(`?affiliateCode=${encodeURIComponent('<img src=x onerror=alert(1)>')}&referralCode=${'a'.repeat(40)}`);
    expect(referralParams()).toEqual({});
  });
});

test('the seeded accounts these tests use exist', () => {
  expect(findAccount('ops01')?.type).toBe(3);
});
