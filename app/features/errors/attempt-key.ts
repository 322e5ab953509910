/**
 * The one idempotency-key helper of every money action (deposit, withdrawal, transfers, the points
 * mall's redeem and convert). The rule: the same values sent again after a lost answer (no network,
 * no answer in time, a 5xx, an unreadable answer) reuse the key, so the platform answers the first
 * request again instead of moving money twice; an answer the platform did give (done or refused), or
 * changed values, ends the action, so the next submit, corrected or not, is a new one with a new key
 * (never the stored refusal again).
 */
import { useRef } from 'react';
import { isLostAnswer } from '../../api/errors.ts';

/** A fresh key per money request: a retry of the same request reuses it; a new request never does. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

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
