import { whenIdle } from '@ui/lib/lazy-part.ts';
import { useEffect, useState } from 'react';

/** Once reached, every later screen starts past it (a navigation is not a first screen). */
let reached = false;

/**
 * False until the browser is first idle after the first screen has rendered. Below-the-fold calls and
 * chunks (the footer, promotions, lottery results) wait for it, so they do not share the phone's
 * bandwidth and main thread with what the first screen shows; they still load long before a player
 * scrolls to them.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(reached);
  useEffect(() => {
    if (after) return;
    return whenIdle(() => {
      reached = true;
      setAfter(true);
    });
  }, [after]);
  return after;
}
