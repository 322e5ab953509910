import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@ui/i18n/i18n.ts';
import { preloadSiteHeaderMember } from '@ui/layout/SiteHeader.tsx';
import { createQueryClient } from './api/query-client.ts';
import { App } from './App.tsx';
import { overrideBrand } from './brand.ts';
import { storedLanguage } from './features/i18n/language-store.ts';
import { connectLanguageToApi } from './features/i18n/language-sync.ts';
import { attachSessionExpiry } from './features/session/session-expiry.ts';
import { connectSessionToApi, readSession } from './features/session/session-store.ts';
import { loginWithToken, takeTokenFromUrl } from './features/session/token-from-url.ts';
import { initTheme } from './features/theme/theme-store.ts';
import { prefetchFirstScreen, preloadPage } from './routes/prefetch.ts';
import { routes } from './routes/router.tsx';

// A token in the address logs in; it leaves the address before anything else can read or log it.
const urlToken = takeTokenFromUrl();
// The page's chunk loads from now on, beside the fake platform's start, the status call and the rest.
preloadPage(routes, location.pathname);
initTheme();
connectSessionToApi();

const SCENARIO_KEY = 'fakePlatformScenario';
const FIRST_RENDER_WAIT_MS = 400;

async function startFakePlatform(): Promise<void> {
  // A compile-time constant: in a production build this whole branch, and mocks/, is dropped.
  if (!__FAKE_PLATFORM__) return;
  const [{ worker, journal, restoreAndRecord, exposeTestHooks, followTheCalendar }, scenarios] = await Promise.all([
    import('../mocks/browser.ts'),
    import('../mocks/scenarios.ts'),
  ]);
  // ?scenario=name picks the fake platform's state and is kept for the browser tab; the name is validated.
  const fromUrl = scenarios.parseScenarioName(new URLSearchParams(location.search).get('scenario'));
  const name = fromUrl ?? scenarios.parseScenarioName(sessionStorage.getItem(SCENARIO_KEY)) ?? scenarios.DEFAULT_SCENARIO;
  // The seeded histories end today, whatever the date (stories and tests keep a pinned day).
  followTheCalendar();
  const world = scenarios.applyScenario(name);
  if (fromUrl) {
    // A new scenario starts from its seeded state, forgetting what this tab did before.
    journal.clear();
    sessionStorage.setItem(SCENARIO_KEY, fromUrl);
    // A scenario that starts logged in hands the app its session, as a login would.
    const token = scenarios.scenarioToken(fromUrl);
    if (token) sessionStorage.setItem('token', token);
    else sessionStorage.removeItem('token');
    // Applied once: a reload keeps the tab's state instead of starting the scenario over.
    const url = new URL(location.href);
    url.searchParams.delete('scenario');
    history.replaceState(history.state, '', url);
  }
  overrideBrand({ loginedToHomePage: world.loginedToHomePage, showGameBars: world.showGameBars });
  await restoreAndRecord();
  await exposeTestHooks();
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}

async function main(): Promise<void> {
  await startFakePlatform();
  const i18n = createI18n(storedLanguage());
  connectLanguageToApi(i18n);
  const queryClient = createQueryClient();
  // A 401 mid-session clears the session and asks for one login, however many calls failed.
  attachSessionExpiry(queryClient);
  if (urlToken) void loginWithToken(urlToken, queryClient);
  // The first screen's calls go out now, beside the route's chunk, not after it and the status answer.
  const shellAnswers = prefetchFirstScreen(queryClient, location, routes);
  // Started at boot, they are usually in by now: the first render then draws the banner, the lanes and the
  // strip at once (the banner is the largest paint) instead of their skeletons first. A slow platform holds
  // it no longer than this; index.html's frame is on screen meanwhile.
  // A member's header, too, draws the balance and menu at once, not the place held for them (boot fetches its files).
  const memberHeader = readSession() ? preloadSiteHeaderMember().catch(() => undefined) : undefined;
  await Promise.race([Promise.all([shellAnswers, memberHeader]), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  const root = createRoot(document.getElementById('root')!, {
    // Last resort: log it; the route error boundaries render the message the user sees.
    onUncaughtError: (error) => console.error('Uncaught error', error),
  });
  // In slices (a transition), so a phone stays responsive while the first screen builds; the frame stays
  // up until it is done. With the answers in, that render is the whole shell, not a loading screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} i18n={i18n} />
      </StrictMode>,
    ),
  );
}

void main();
