/**
 * One idempotency key per money action. The same values sent again after a lost answer (no network,
 * no answer in time, a 5xx, an unreadable answer) reuse the key, so the platform answers the first
 * request again instead of moving money twice. Changed values, or an answer the platform did give
 * (done or refused), start a new action with a new key.
 */
import { useRef } from 'react';
import { isLostAnswer } from '../../../api/errors.ts';
import { newIdempotencyKey } from './money-errors.ts';

export interface AttemptKeys {
  /** The key for these values: the last one if the last attempt had the same values and lost its answer. */
  keyFor: (values: unknown) => string;
  /** The attempt ended: with an answer (or none given), the next submit is a new action. */
  settle: (error?: unknown) => void;
}

export function createAttemptKeys(): AttemptKeys {
  let last: { signature: string; key: string } | null = null;
  return {
    keyFor(values) {
      const signature = JSON.stringify(values);
      if (last?.signature !== signature) last = { signature, key: newIdempotencyKey() };
      return last.key;
    },
    settle(error) {
      if (!isLostAnswer(error)) last = null;
    },
  };
}

/** The component's attempt keys, kept across renders. */
export function useAttemptKeys(): AttemptKeys {
  const ref = useRef<AttemptKeys | null>(null);
  ref.current ??= createAttemptKeys();
  return ref.current;
}
