import { whenIdle } from '@ui/lib/lazy-part.ts';
import { useEffect, useState } from 'react';

/** Once reached, every later screen starts past it (a navigation is not a first screen). */
let reached = false;
/** A route's page has committed (FirstPageShown), not only the shell around it. */
let pageShown = false;
const waitingForPage = new Set<() => void>();

/**
 * Rendered beside every route's page (pageRoute): it commits with the page, not while the page's chunk
 * is still loading. Until then the main column is empty, and a footer drawn into it would be pushed
 * down the screen when the page arrives.
 */
export function FirstPageShown(): null {
  useEffect(() => {
    if (pageShown) return;
    pageShown = true;
    for (const start of waitingForPage) start();
    waitingForPage.clear();
  }, []);
  return null;
}

/**
 * False until the browser is first idle after the first screen (the shell and the route's page) has
 * rendered. Below-the-fold calls and chunks (the footer, promotions, lottery results, the rest of the hot
 * games) wait for it, so they do not share the phone's bandwidth and main thread with what the first
 * screen shows; they still load long before a player scrolls to them.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(reached);
  useEffect(() => {
    if (after) return;
    let cancel: (() => void) | undefined;
    const start = () => {
      cancel = whenIdle(() => {
        reached = true;
        setAfter(true);
      });
    };
    if (pageShown) start();
    else waitingForPage.add(start);
    return () => {
      waitingForPage.delete(start);
      cancel?.();
    };
  }, [after]);
  return after;
}
