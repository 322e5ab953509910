import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { Analytics } from './features/shell/Analytics.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { routes } from './routes/router.tsx';

// BrowserRouter wraps each navigation in React.startTransition (its default): the old page stays on
// screen while the next page's chunk loads.
export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
        <Analytics />
      </BrowserRouter>
    </AppProviders>
  );
}
