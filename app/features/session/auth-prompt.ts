/**
 * The one request for the login popup (or the trial-account warning) that the shell's dialogs
 * read. Many callers may ask at once (ten queries failing with 401, a click during an expiry): the
 * first request wins and the rest are ignored while it is open, except that an expired session
 * replaces any other prompt.
 */
import { useSyncExternalStore } from 'react';

/**
 * login-required: a visitor tried a member action; session-expired: a call answered 401 mid-session;
 * trial-account / trial-chat: a trial account was refused (in_need_true_account / in_please_information).
 */
export type AuthPromptReason = 'login-required' | 'session-expired' | 'trial-account' | 'trial-chat';

export type TrialWarning = Extract<AuthPromptReason, `trial-${string}`>;

export interface AuthPromptState {
  open: boolean;
  reason: AuthPromptReason | undefined;
}

const CLOSED: AuthPromptState = { open: false, reason: undefined };

let state: AuthPromptState = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthPromptState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function request(reason: AuthPromptReason): void {
  if (state.open && (reason !== 'session-expired' || state.reason === 'session-expired')) return;
  set({ open: true, reason });
}

export function requestLogin(reason: Extract<AuthPromptReason, 'login-required' | 'session-expired'> = 'login-required'): void {
  request(reason);
}

export function requestTrialWarning(reason: TrialWarning): void {
  request(reason);
}

/** Closes the prompt: the user dismissed it or logged in. */
export function dismiss(): void {
  if (state.open) set(CLOSED);
}

export function authPromptState(): AuthPromptState {
  return state;
}

export function subscribeAuthPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthPrompt(): AuthPromptState {
  return useSyncExternalStore(subscribeAuthPrompt, authPromptState);
}
