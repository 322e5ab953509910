/** Renders a query or mutation hook with a fresh QueryClient (no retries, so failures surface at once). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { addEnglishAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { accountAreas } from '@ui/i18n/locales/areas/account.ts';
import { agentCentreAreas } from '@ui/i18n/locales/areas/agent-centre.ts';
import { memberCentreAreas } from '@ui/i18n/locales/areas/member-centre.ts';
import type { ComponentType, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderQueryHook<T>(hook: () => T, client: QueryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { ...renderHook(hook, { wrapper }), client };
}

/** Renders a centre page alone, in English, with the strings the centre frame would load with its chunk. */
export function renderCentrePage(Page: ComponentType) {
  const i18n = createI18n();
  addEnglishAreas(i18n, memberCentreAreas, agentCentreAreas, accountAreas);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <Page />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
