import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SCENARIO_TOKENS, accountOfToken } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient, renderQueryHook } from '../../../tests/support/query.tsx';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { LOGOUT_WAIT_MS, performLogout, useLogoutFlow } from './logout.ts';
import { MERCHANT_KEYS, connectSessionToApi, onSessionEnded, readSession, saveSession, subscribeSession } from './session-store.ts';
import { useSession } from './use-session.ts';

const TOKEN = SCENARIO_TOKENS.vip;

beforeEach(() => {
  connectSessionToApi();
  // A VIP (VIP service on) with the brand's keys and some cached server data in storage.
  setScenario('vip');
  saveSession({ token: TOKEN });
  sessionStorage.setItem('merchant', 'viva123');
  sessionStorage.setItem('merchantCode', 'VIVA');
  sessionStorage.setItem('platform', 'W');
  sessionStorage.setItem('index_notice', '[{"title":"hello"}]');
});

afterEach(() => {
  setApiIdentity({ getToken: currentToken });
  server.events.removeAllListeners();
});

/** Records each step of the logout as it happens. */
function recordSteps(client: QueryClient) {
  const steps: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/session/logout') steps.push(`logout call (${request.headers.get('Authorization')})`);
  });
  const unsubscribe = subscribeSession(() => steps.push(`session cleared: ${Object.keys(sessionStorage).sort().join(',')}`));
  const clear = client.clear.bind(client);
  vi.spyOn(client, 'clear').mockImplementation(() => {
    steps.push(`queries cleared (${client.getQueryCache().getAll().length} cached)`);
    clear();
  });
  const navigate = vi.fn((to: string) => steps.push(`navigate ${to}`));
  const unsubscribeEnded = onSessionEnded((reason) => steps.push(`chat closed (${reason})`));
  return { steps, navigate, stop: () => (unsubscribe(), unsubscribeEnded()) };
}

const EXPECTED_STEPS = [
  `logout call (${TOKEN})`,
  `session cleared: ${[...MERCHANT_KEYS].sort().join(',')}`,
  'queries cleared (2 cached)',
  'navigate /',
  'chat closed (logout)',
];

function cachedMemberData(client: QueryClient): void {
  client.setQueryData(keys.wallet.balance(), { sumBalance: 1_250 });
  client.setQueryData(keys.messages.unreadCount(), 3);
}

describe('performLogout', () => {
  test('does every step of spec section 4, in order, keeping only the merchant keys', async () => {
    const client = createTestQueryClient();
    cachedMemberData(client);
    const { steps, navigate, stop } = recordSteps(client);

    await performLogout({ queryClient: client, navigate });
    stop();

    expect(steps).toEqual(EXPECTED_STEPS);
    expect(accountOfToken(TOKEN)).toBeUndefined();
    expect(Object.fromEntries(Object.entries(sessionStorage))).toEqual({ merchant: 'viva123', merchantCode: 'VIVA', platform: 'W' });
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  test('a failing logout call changes nothing: the session still ends', async () => {
    server.use(http.delete('*/wps/session/logout', () => HttpResponse.error()));
    const client = createTestQueryClient();
    cachedMemberData(client);
    const { steps, navigate, stop } = recordSteps(client);

    await performLogout({ queryClient: client, navigate });
    stop();

    expect(steps).toEqual(EXPECTED_STEPS);
    expect(readSession()).toBeNull();
  });

  test('a server that does not answer does not keep the user signed in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.delete('*/wps/session/logout', async () => {
          await delay(LOGOUT_WAIT_MS * 3);
          return HttpResponse.json({ success: true, value: null });
        }),
      );
      const navigate = vi.fn();
      let done = false;
      const logout = performLogout({ queryClient: createTestQueryClient(), navigate }).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 100);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      await logout;
      expect(readSession()).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/');
      // Let the late answer arrive while the fake clock still runs.
      await vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS * 3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('useLogoutFlow', () => {
  test('is pending while it runs, ignores a second click, and leaves the logged-out state', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/session/logout') calls.push(request.method);
    });
    const navigate = vi.fn();
    const { result } = renderQueryHook(() => ({ flow: useLogoutFlow({ navigate }), session: useSession() }));
    await waitFor(() => expect(result.current.session.vipService).toBe(true));
    expect(result.current.flow.pending).toBe(false);

    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.flow.logout();
      void result.current.flow.logout();
    });
    expect(result.current.flow.pending).toBe(true);
    await act(() => first);

    expect(result.current.flow.pending).toBe(false);
    expect(calls).toEqual(['DELETE']);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(result.current.session).toMatchObject({ isLogin: false, isAgent: false, vipService: false, memberInfo: undefined });
  });
});
