import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SCENARIO_TOKENS, endSession } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { checkAffiliate, getMemberInfo, updateLanguage } from '../../api/member.ts';
import { authPromptState, dismiss, subscribeAuthPrompt } from './auth-prompt.ts';
import { attachSessionExpiry } from './session-expiry.ts';
import { connectSessionToApi, onSessionEnded, readSession, saveSession } from './session-store.ts';

let client: QueryClient;
let detach: () => void = () => {};

beforeEach(() => {
  connectSessionToApi();
  client = createTestQueryClient();
});

afterEach(() => {
  detach();
  client.clear();
  dismiss();
  setApiIdentity({ getToken: currentToken });
  server.events.removeAllListeners();
});

/** Signed in as member01, then logged out from another device: every token call answers 401. */
function expiredMember(): void {
  setScenario('member');
  saveSession({ token: SCENARIO_TOKENS.member });
  sessionStorage.setItem('merchant', 'viva123');
  endSession(SCENARIO_TOKENS.member);
}

const settle = (promises: Promise<unknown>[]) => Promise.allSettled(promises);

describe('attachSessionExpiry', () => {
  test('ten queries failing with 401 at once: one prompt, one session end, the session cleared', async () => {
    expiredMember();
    detach = attachSessionExpiry(client);
    const prompts = vi.fn();
    const unsubscribePrompt = subscribeAuthPrompt(prompts);
    const ended = vi.fn();
    const unsubscribeEnded = onSessionEnded(ended);

    const results = await settle(
      Array.from({ length: 10 }, (_, i) => client.fetchQuery({ queryKey: ['member-call', i], queryFn: () => getMemberInfo() })),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);

    await waitFor(() => expect(authPromptState()).toEqual({ open: true, reason: 'session-expired' }));
    // Let every cache notification of the burst arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 20));
    unsubscribePrompt();
    unsubscribeEnded();
    expect(prompts).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledExactlyOnceWith('expired');
    expect(readSession()).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['merchant']);
  });

  test('a 401 from a mutation does the same', async () => {
    expiredMember();
    detach = attachSessionExpiry(client);
    const mutation = new MutationObserver(client, { mutationFn: updateLanguage });
    await expect(mutation.mutate({ language: 'VI' })).rejects.toMatchObject({ kind: 'session-expired' });
    await waitFor(() => expect(authPromptState().reason).toBe('session-expired'));
    expect(readSession()).toBeNull();
  });

  test('onExpired replaces the default prompt', async () => {
    expiredMember();
    const onExpired = vi.fn();
    detach = attachSessionExpiry(client, { onExpired });
    await settle([
      client.fetchQuery({ queryKey: ['a'], queryFn: () => getMemberInfo() }),
      client.fetchQuery({ queryKey: ['b'], queryFn: () => getMemberInfo() }),
    ]);
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
    expect(onExpired.mock.calls[0]?.[0]).toMatchObject({ status: 401, errorCode: 'login.not.session' });
    expect(authPromptState().open).toBe(false);
  });

  test('a 401 without a session (a visitor) is not an expiry', async () => {
    detach = attachSessionExpiry(client);
    await settle([client.fetchQuery({ queryKey: ['member'], queryFn: () => getMemberInfo() })]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(authPromptState().open).toBe(false);
  });

  test('other failures leave the session alone', async () => {
    setScenario('member', { modulesOff: ['AFFMAN3'] });
    saveSession({ token: SCENARIO_TOKENS.member });
    detach = attachSessionExpiry(client);
    await settle([client.fetchQuery({ queryKey: ['affiliate'], queryFn: () => checkAffiliate({ code: 'x', domain: 'y' }) })]);
    expect(client.getQueryState(['affiliate'])?.error).toMatchObject({ kind: 'business', errorCode: '543' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readSession()?.token).toBe(SCENARIO_TOKENS.member);
    expect(authPromptState().open).toBe(false);
  });

  test('after logging in again, what failed re-fetches and inactive data of the old session is dropped', async () => {
    expiredMember();
    detach = attachSessionExpiry(client);
    client.setQueryData(['wallet', 'old-balance'], { sumBalance: 120 });
    const observer = new QueryObserver(client, { queryKey: ['member', 'info'], queryFn: () => getMemberInfo() });
    const unsubscribe = observer.subscribe(() => {});
    await waitFor(() => expect(authPromptState().reason).toBe('session-expired'));
    expect(observer.getCurrentResult().status).toBe('error');

    setScenario('member');
    saveSession({ token: SCENARIO_TOKENS.member });
    await waitFor(() => expect(observer.getCurrentResult().data).toMatchObject({ account: 'member01' }));
    expect(client.getQueryData(['wallet', 'old-balance'])).toBeUndefined();
    unsubscribe();
  });

  test('detaching stops it', async () => {
    expiredMember();
    attachSessionExpiry(client)();
    await settle([client.fetchQuery({ queryKey: ['member'], queryFn: () => getMemberInfo() })]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readSession()?.token).toBe(SCENARIO_TOKENS.member);
  });
});
