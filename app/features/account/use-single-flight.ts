import { useRef, useState } from 'react';

/**
 * One request at a time, whatever the clicks: a second `run` while one is in flight is dropped. The
 * forms' own submit guard is the first line; this one covers the whole async flow behind it.
 */
export function useSingleFlight() {
  const busyRef = useRef(false);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setPending(false);
    }
  };
  return { run, pending };
}
