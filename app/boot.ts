/**
 * The page's entry. index.html's frame (decision 008) paints first; the app's code runs after that
 * paint. The app's modules are already downloading beside it (index.html preloads them: vite.config.ts,
 * preloadTheApp), so this only orders running them after the paint, one frame later, instead of
 * holding the first paint behind a long task of module code on a slow phone.
 */
import '@ui/styles/globals.css';
import { HOME_PATHS, isVisitor, startFirstScreenCalls } from './early-calls.ts';

// The fake platform (dev, demo) answers only once its service worker runs, which main starts.
if (!__FAKE_PLATFORM__) startFirstScreenCalls(location);

// The home page's files, and for a member (a token stored or in the address) the header's member half,
// download beside the app's, not once it has run and asked for them. index.html lists them in inert
// templates (vite.config.ts, preloadTheApp); a token is only a hint here, the app validates it itself.
function preloadFiles(id: string, wanted: boolean): void {
  const files = document.querySelector<HTMLTemplateElement>(`template#${id}`);
  if (files && wanted) document.head.append(files.content.cloneNode(true));
}
preloadFiles('home-page-files', HOME_PATHS.includes(location.pathname));
preloadFiles('member-header-files', !isVisitor(location));

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // Its files are named in the same index.html that preloads them, so they are there, as a static import's
  // would be. (Not loadChunk: its success would clear the reload-once mark a route's failed chunk set.)
  import('./main.tsx').catch((error: unknown) => console.error('The app could not load', error));
}

// Once the frame is on screen: the first contentful paint's entry comes when the frame is presented,
// later than the paint's task (a timeout set in requestAnimationFrame can run before it shows).
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(start));
// A tab opened in the background paints nothing until shown: start anyway.
setTimeout(start, 250);
