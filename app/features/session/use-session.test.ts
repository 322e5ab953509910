import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SCENARIO_TOKENS } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import { renderQueryHook } from '../../../tests/support/query.tsx';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { clearSession, connectSessionToApi, saveSession } from './session-store.ts';
import { useSession } from './use-session.ts';

beforeEach(() => connectSessionToApi());
afterEach(() => {
  setApiIdentity({ getToken: currentToken });
  server.events.removeAllListeners();
});

function signIn(login: keyof typeof SCENARIO_TOKENS): void {
  setScenario(login);
  saveSession({ token: SCENARIO_TOKENS[login] });
}

async function renderSession() {
  const rendered = renderQueryHook(useSession);
  await waitFor(() => expect(rendered.result.current.memberInfo).toBeDefined());
  return rendered;
}

describe('useSession', () => {
  test('a visitor is logged out and no member info is asked for', () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    const { result } = renderQueryHook(useSession);
    expect(result.current).toEqual({
      token: undefined,
      isLogin: false,
      account: undefined,
      nickname: undefined,
      customerId: undefined,
      type: undefined,
      isAgent: false,
      isTrial: false,
      memberInfo: undefined,
      vipService: false,
      passwordChangeNeeded: false,
    });
    expect(paths).toEqual([]);
  });

  test('a member: member info loads and is stored for the next reload', async () => {
    signIn('member');
    const { result } = await renderSession();
    expect(result.current).toMatchObject({
      isLogin: true,
      token: SCENARIO_TOKENS.member,
      account: 'member01',
      nickname: 'Emon',
      type: 0,
      isAgent: false,
      isTrial: false,
      vipService: false,
    });
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('member01'));
    expect(sessionStorage.getItem('memberLabel')).toBe('VIP1');
  });

  test('an agent (type 1) is an agent', async () => {
    signIn('agent');
    const { result } = await renderSession();
    expect(result.current).toMatchObject({ account: 'agent01', type: 1, isAgent: true, isTrial: false });
  });

  test('a trial account (type 4) is a trial, known from the login before member info arrives', async () => {
    setScenario('trial');
    saveSession({ token: SCENARIO_TOKENS.trial, customerType: 4 });
    const rendered = renderQueryHook(useSession);
    expect(rendered.result.current).toMatchObject({ isLogin: true, type: 4, isTrial: true, memberInfo: undefined });
    await waitFor(() => expect(rendered.result.current.memberInfo?.account).toBe('trial0001'));
    expect(rendered.result.current.isTrial).toBe(true);
  });

  test('a rank above 4 gets the VIP service', async () => {
    signIn('vip');
    const { result } = await renderSession();
    expect(result.current).toMatchObject({ account: 'vip01', vipService: true, isAgent: false });
  });

  test('clearing the session logs the hook out at once', async () => {
    signIn('agent');
    const { result } = await renderSession();
    act(() => clearSession());
    expect(result.current).toMatchObject({
      isLogin: false,
      token: undefined,
      memberInfo: undefined,
      isAgent: false,
      vipService: false,
      account: undefined,
    });
  });
});
