import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { router } from './routes/router.tsx';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
