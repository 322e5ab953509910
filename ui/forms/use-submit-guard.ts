import { useEffect, useRef } from 'react';

/** A second submit within this window is dropped: a double click sends one request even before `pending` arrives. */
export const SUBMIT_GUARD_MS = 1000;

/**
 * Single submit for account forms: nothing while `pending`, and nothing within a second of the
 * last submit, until the answer arrives (`pending` falls or `error` changes): a player who fixes a
 * typo right after a refusal is never ignored.
 */
export function useSubmitGuard(pending: boolean, error?: string): () => boolean {
  const lastAtRef = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (!pending) lastAtRef.current = Number.NEGATIVE_INFINITY;
  }, [pending, error]);
  return () => {
    const now = Date.now();
    if (pending || now - lastAtRef.current < SUBMIT_GUARD_MS) return false;
    lastAtRef.current = now;
    return true;
  };
}
