import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createI18n } from '@ui/i18n/i18n.ts';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SCENARIO_TOKENS, findAccount } from '../../../mocks/db/accounts.ts';
import { server } from '../../../mocks/node.ts';
import { createTestQueryClient } from '../../../tests/support/query.tsx';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { getMemberInfo } from '../../api/member.ts';
import { connectSessionToApi, saveSession } from '../session/session-store.ts';
import { HIS_LANG_KEY, LANG_KEY } from './language-store.ts';
import { LOCALISED_QUERY_KEYS, connectLanguageToApi, useLanguageSync } from './language-sync.ts';

let i18n: I18n;
let client: QueryClient;
let sent: { method: string; path: string; language: string | null; body: Promise<unknown> }[];

beforeEach(() => {
  connectSessionToApi();
  i18n = createI18n('EN');
  client = createTestQueryClient();
  sent = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      language: request.headers.get('Language'),
      body: copy.text(),
    });
  });
});

afterEach(() => {
  setApiIdentity({ getToken: currentToken, getLanguage: () => 'EN' });
  server.events.removeAllListeners();
});

function renderSync() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(useLanguageSync, { wrapper });
}

/** One cached entry per localised area, plus the wallet, which does not depend on the language. */
function seedCache(): void {
  LOCALISED_QUERY_KEYS.forEach((key, i) => client.setQueryData([...key, 'seeded'], i));
  client.setQueryData(keys.wallet.balance(), { sumBalance: 10 });
}

const languageCalls = () => sent.filter((r) => r.path === '/wps/member/language');

describe('useLanguageSync', () => {
  test('a visitor: locale and storage change, localised data is invalidated, the server is not called', async () => {
    seedCache();
    const { result } = renderSync();
    await act(() => result.current('VI'));

    expect(i18n.language).toBe('VI');
    expect(localStorage.getItem(LANG_KEY)).toBe('VI');
    expect(localStorage.getItem(HIS_LANG_KEY)).toBe('VI');
    for (const key of LOCALISED_QUERY_KEYS) expect(client.getQueryState([...key, 'seeded'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(keys.wallet.balance())?.isInvalidated).toBe(false);
    expect(languageCalls()).toEqual([]);
  });

  test('logged in: the server stores the new language', async () => {
    setScenario('member');
    saveSession({ token: SCENARIO_TOKENS.member });
    const { result } = renderSync();
    await act(() => result.current('VI'));

    await waitFor(() => expect(findAccount('member01')?.language).toBe('VI'));
    const calls = languageCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('PUT');
    await expect(calls[0]?.body).resolves.toBe('{"language":"VI"}');
  });

  test('with the API connected, calls after the change (the re-fetches too) go out in the new language', async () => {
    connectLanguageToApi(i18n);
    setScenario('member');
    saveSession({ token: SCENARIO_TOKENS.member });
    const { result } = renderSync();
    await act(() => result.current('VI'));
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    await getMemberInfo();
    expect(sent.map((r) => r.language)).toEqual(['VI', 'VI']);
  });
});
