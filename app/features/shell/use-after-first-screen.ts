import { afterNextPaint, whenIdle } from '@ui/lib/lazy-part.ts';
import { startTransition, useEffect, useState } from 'react';

/** The shell's first screen has painted; from then on every page renders with the shell around it. */
let shellPainted = false;

/**
 * False until the shell (header, top strip, banner) has painted once, so the first screen paints in two
 * steps: the shell with its answers (the banner is the largest paint on a phone), then the route's page,
 * whose chunk has been loading meanwhile. The page's render (game tiles, lanes) no longer holds the
 * banner's paint, and the one long task of the first render is two. No later screen waits.
 */
export function useShellPainted(): boolean {
  const [painted, setPainted] = useState(shellPainted);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => {
      shellPainted = true;
      startTransition(() => setPainted(true));
    });
  }, [painted]);
  return painted;
}

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
        // In slices, like the first render: what comes now is large (the footer, the rest of the hot games).
        startTransition(() => setAfter(true));
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
