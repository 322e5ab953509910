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
import { setScenario } from '../../../tests/support/scenario.ts';
import { apiLanguage } from '../../api/client.ts';
import { bannersOf } from '../../api/content.contract.ts';
import { useNotice } from '../../api/content.ts';
import { keys } from '../../api/keys.ts';
import { getMemberInfo } from '../../api/member.ts';
import { connectSessionToApi, saveSession } from '../session/session-store.ts';
import { HIS_LANG_KEY, LANG_KEY } from './language-store.ts';
import { connectLanguageToApi, useLanguageSync } from './language-sync.ts';

let i18n: I18n;
let client: QueryClient;
let sent: { method: string; path: string; language: string | null; body: Promise<unknown> }[];
let disconnect: (() => void) | undefined;

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
  disconnect?.();
  disconnect = undefined;
  server.events.removeAllListeners();
});

function render<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

const renderSync = () => render(useLanguageSync);

const languageCalls = () => sent.filter((r) => r.path === '/wps/member/language');
const noticeCalls = () => sent.filter((r) => r.path === '/wps/relay/MCSFE_getListAnnouncements');

describe('useLanguageSync', () => {
  test('a visitor: locale and storage change, the server is not called, cached data is kept (it names its language)', async () => {
    client.setQueryData(keys.content.notice({ execution: 'B', language: 'EN' }), { banners: [] });
    const { result } = renderSync();
    await act(() => result.current('VI'));

    expect(i18n.language).toBe('VI');
    expect(localStorage.getItem(LANG_KEY)).toBe('VI');
    expect(localStorage.getItem(HIS_LANG_KEY)).toBe('VI');
    expect(client.getQueryState(keys.content.notice({ execution: 'B', language: 'EN' }))?.isInvalidated).toBe(false);
    expect(languageCalls()).toEqual([]);
  });

  test('with the API connected, its language changes at the switch itself, before the Vietnamese texts have loaded', async () => {
    disconnect = connectLanguageToApi(i18n);
    expect(apiLanguage()).toBe('EN');
    const { result } = renderSync();
    let switched: Promise<void> | undefined;
    act(() => {
      switched = result.current('VI');
    });
    expect(apiLanguage()).toBe('VI');
    expect(i18n.language).toBe('EN');
    await act(() => switched!);
    expect(i18n.language).toBe('VI');
    expect(apiLanguage()).toBe('VI');
  });

  test('a localised query: the switch fetches the new language into its own entry; switching back shows the old one without a call', async () => {
    disconnect = connectLanguageToApi(i18n);
    const { result } = render(() => ({ change: useLanguageSync(), notice: useNotice({ execution: 'B' }) }));
    const headline = () => bannersOf(result.current.notice.data!, 'w_home')[0]!.title;
    await waitFor(() => expect(result.current.notice.isSuccess).toBe(true));
    expect(headline()).toBe('w_home_Welcome bonus 100%');

    let switched: Promise<void> | undefined;
    act(() => {
      switched = result.current.change('VI');
    });
    // At once, before the texts have loaded: the English answer is not shown as the current one.
    expect(result.current.notice.data).toBeUndefined();
    await waitFor(() => expect(result.current.notice.isSuccess).toBe(true));
    expect(headline()).toBe('w_home_Thưởng chào mừng 100%');
    expect(noticeCalls().map((call) => call.language)).toEqual(['EN', 'VI']);
    expect(client.getQueryData(keys.content.notice({ execution: 'B', language: 'EN' }))).toBeDefined();
    await act(() => switched!);

    await act(() => result.current.change('EN'));
    expect(headline()).toBe('w_home_Welcome bonus 100%');
    expect(noticeCalls()).toHaveLength(2);
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

  test('with the API connected, calls after the change go out in the new language', async () => {
    disconnect = connectLanguageToApi(i18n);
    setScenario('member');
    saveSession({ token: SCENARIO_TOKENS.member });
    const { result } = renderSync();
    await act(() => result.current('VI'));
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    await getMemberInfo();
    expect(sent.map((r) => r.language)).toEqual(['VI', 'VI']);
  });
});
