import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ui/styles/globals.css';
import { createI18n } from '@ui/i18n/i18n.ts';
import { createQueryClient } from './api/query-client.ts';
import { App } from './App.tsx';
import { storedLanguage } from './features/i18n/language-store.ts';
import { initTheme } from './features/theme/theme-store.ts';

initTheme();

async function startFakePlatform(): Promise<void> {
  // A compile-time constant: in a production build this whole branch, and mocks/, is dropped.
  if (!__FAKE_PLATFORM__) return;
  const { worker } = await import('../mocks/browser.ts');
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}

async function main(): Promise<void> {
  await startFakePlatform();
  const i18n = createI18n(storedLanguage());
  const root = createRoot(document.getElementById('root')!, {
    // Last resort: log it; the route error boundaries render the message the user sees.
    onUncaughtError: (error) => console.error('Uncaught error', error),
  });
  root.render(
    <StrictMode>
      <App queryClient={createQueryClient()} i18n={i18n} />
    </StrictMode>,
  );
}

void main();
