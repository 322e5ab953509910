import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SCENARIO_TOKENS } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { connectSessionToApi, readSession, saveSession } from './session-store.ts';
import { loginFromUrl, takeTokenFromUrl } from './token-from-url.ts';

let paths: string[];

beforeEach(() => {
  connectSessionToApi();
  paths = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
});

afterEach(() => {
  setApiIdentity({ getToken: currentToken });
  server.events.removeAllListeners();
  history.replaceState(null, '', '/');
});

const address = () => `${location.pathname}${location.search}${location.hash}`;

describe('takeTokenFromUrl', () => {
  test('takes the token out of the address, keeping the other parameters, the hash and the history length', () => {
    history.replaceState({ from: 'link' }, '', '/lobby?tab=slots&token=abcdef123456&lang=vi#top');
    const length = history.length;
    expect(takeTokenFromUrl()).toBe('abcdef123456');
    expect(address()).toBe('/lobby?tab=slots&lang=vi#top');
    expect(history.length).toBe(length);
    expect(history.state).toEqual({ from: 'link' });
  });

  test('leaves an address without a token untouched', () => {
    history.replaceState(null, '', '/lobby?tab=slots');
    const replace = vi.spyOn(history, 'replaceState');
    expect(takeTokenFromUrl()).toBeUndefined();
    expect(replace).not.toHaveBeenCalled();
  });

  test.each([
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'abc def ghi jkl'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(2049)],
    ['empty', ''],
  ])('refuses a token with %s, and still removes it', (_name, token) => {
    history.replaceState(null, '', `/?${new URLSearchParams({ token, ref: 'x' }).toString()}`);
    expect(takeTokenFromUrl()).toBeNull();
    expect(address()).toBe('/?ref=x');
  });

  test('refuses two tokens (which one was meant?) and removes both', () => {
    history.replaceState(null, '', '/?token=abcdef123456&token=ghijkl789012');
    expect(takeTokenFromUrl()).toBeNull();
    expect(address()).toBe('/');
  });
});

describe('loginFromUrl', () => {
  test('a valid token logs in, is confirmed with member info and is gone from the address at once', async () => {
    setScenario('member');
    history.replaceState(null, '', `/promotions?token=${SCENARIO_TOKENS.member}#vip`);
    const client = createTestQueryClient();

    const result = loginFromUrl(client);
    expect(address()).toBe('/promotions#vip');
    expect(readSession()?.token).toBe(SCENARIO_TOKENS.member);

    await expect(result).resolves.toBe('logged-in');
    expect(readSession()).toMatchObject({ token: SCENARIO_TOKENS.member, account: 'member01', type: 0 });
    expect(client.getQueryData(keys.member.info())).toMatchObject({ account: 'member01' });
    expect(paths).toEqual(['/wps/member/info']);
  });

  test('a token the platform refuses is cleared again', async () => {
    history.replaceState(null, '', '/?token=expired-or-forged-token-1234');
    await expect(loginFromUrl(createTestQueryClient())).resolves.toBe('rejected');
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(address()).toBe('/');
  });

  test('a malformed token is refused without a request and leaves the current session alone', async () => {
    setScenario('agent');
    saveSession({ token: SCENARIO_TOKENS.agent });
    history.replaceState(null, '', '/?token=%22%3E%3Cimg%20src%3Dx%3E');
    await expect(loginFromUrl(createTestQueryClient())).resolves.toBe('rejected');
    expect(paths).toEqual([]);
    expect(readSession()?.token).toBe(SCENARIO_TOKENS.agent);
    expect(address()).toBe('/');
  });

  test('no token: nothing happens', async () => {
    history.replaceState(null, '', '/games?type=RNG');
    await expect(loginFromUrl(createTestQueryClient())).resolves.toBe('none');
    expect(paths).toEqual([]);
    expect(address()).toBe('/games?type=RNG');
    expect(readSession()).toBeNull();
  });

  test('member data of an earlier identity is dropped before the new one loads', async () => {
    setScenario('vip');
    const client = createTestQueryClient();
    client.setQueryData(keys.member.icon(), { icon: 'old-member.png' });
    history.replaceState(null, '', `/?token=${SCENARIO_TOKENS.vip}`);
    await expect(loginFromUrl(client)).resolves.toBe('logged-in');
    expect(client.getQueryData(keys.member.icon())).toBeUndefined();
    expect(readSession()?.account).toBe('vip01');
  });
});
