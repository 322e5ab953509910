/**
 * What the safer-play tools remember in this browser (issue 21): the reality-check interval the player
 * chose (localStorage, so it outlives the session) and this tab's play session: when it began, the
 * balance it began with and when the next reality check is due (sessionStorage beside the session, so
 * a reload keeps it and a logout, which wipes the tab's storage, ends it). Any script can write
 * storage: both are validated on every read, and a session record belongs to one token.
 */
import { createEmitter } from '@ui/lib/store.ts';
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from '@ui/safer-play/reality-check-intervals.ts';
import { useSyncExternalStore } from 'react';

const INTERVAL_KEY = 'realityCheckMinutes';
const SESSION_KEY = 'playSession';
/** A record started more than this long ago, or in the future, is not this tab's session. */
const MAX_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

const changes = createEmitter();

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage blocked: the setting lasts as long as the page.
  }
}

// ---------------------------------------------------------------------------------------------
// The reality-check interval

let intervalFallback: RealityCheckInterval = 0;

function readRealityCheckInterval(): RealityCheckInterval {
  const stored = Number(readStorage(() => localStorage, INTERVAL_KEY) ?? Number.NaN);
  return REALITY_CHECK_INTERVALS.find((minutes) => minutes === stored) ?? intervalFallback;
}

/** Sets the interval; the next check is due one interval from now (or none, when off). */
export function setRealityCheckInterval(minutes: RealityCheckInterval, token: string | undefined, now = Date.now()): void {
  intervalFallback = minutes;
  writeStorage(() => localStorage, INTERVAL_KEY, String(minutes));
  if (token) updatePlaySession(token, now, { nextCheckAt: minutes === 0 ? undefined : now + minutes * MINUTE });
  changes.emit();
}

export function useRealityCheckInterval(): RealityCheckInterval {
  return useSyncExternalStore(changes.subscribe, readRealityCheckInterval);
}

// ---------------------------------------------------------------------------------------------
// This tab's play session

export interface PlaySession {
  /** The end of the session token: a new login is a new session. */
  tokenTail: string;
  startedAt: number;
  startBalance?: number;
  nextCheckAt?: number;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Checked by hand, not with a schema: this module is on the first screen, for the header's clock. */
function parsePlaySession(json: unknown): PlaySession | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { tokenTail, startedAt, startBalance, nextCheckAt } = json as Record<string, unknown>;
  if (typeof tokenTail !== 'string' || !isTime(startedAt)) return undefined;
  if (startBalance !== undefined && !(typeof startBalance === 'number' && Number.isFinite(startBalance))) return undefined;
  if (nextCheckAt !== undefined && !isTime(nextCheckAt)) return undefined;
  return { tokenTail, startedAt, startBalance, nextCheckAt };
}

const tail = (token: string) => token.slice(-16);

function readStored(token: string, now: number): PlaySession | undefined {
  const raw = readStorage(() => sessionStorage, SESSION_KEY);
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const session = parsePlaySession(json);
  if (!session || session.tokenTail !== tail(token) || session.startedAt > now + MINUTE || now - session.startedAt > MAX_SESSION_MS)
    return undefined;
  return session;
}

let snapshot: { key: string; session: PlaySession } | undefined;

/** This token's play session, started now when there is none yet (a login, a reload of an older tab). */
export function playSessionOf(token: string, now = Date.now()): PlaySession {
  const stored = readStored(token, now);
  if (stored) {
    const key = JSON.stringify(stored);
    // The same object while storage is unchanged (a useSyncExternalStore snapshot).
    if (snapshot?.key !== key) snapshot = { key, session: stored };
    return snapshot.session;
  }
  const interval = readRealityCheckInterval();
  const started: PlaySession = {
    tokenTail: tail(token),
    startedAt: now,
    nextCheckAt: interval === 0 ? undefined : now + interval * MINUTE,
  };
  writeStorage(() => sessionStorage, SESSION_KEY, JSON.stringify(started));
  snapshot = { key: JSON.stringify(started), session: started };
  return started;
}

export function updatePlaySession(token: string, now: number, change: Partial<Omit<PlaySession, 'tokenTail' | 'startedAt'>>): void {
  const next = { ...playSessionOf(token, now), ...change };
  writeStorage(() => sessionStorage, SESSION_KEY, JSON.stringify(next));
  changes.emit();
}

/** The balance the session began with: the first one the platform answered after the login. */
export function recordStartBalance(token: string, balance: number): void {
  if (!Number.isFinite(balance) || playSessionOf(token).startBalance !== undefined) return;
  updatePlaySession(token, Date.now(), { startBalance: balance });
}

export function usePlaySession(token: string): PlaySession {
  return useSyncExternalStore(changes.subscribe, () => playSessionOf(token));
}
