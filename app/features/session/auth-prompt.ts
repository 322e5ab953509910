/**
 * The one request for the login popup (or the trial-account warning) that the shell's dialogs
 * read. Many callers may ask at once (ten queries failing with 401, a click during an expiry): the
 * first request wins and the rest are ignored while it is open, except that an expired session
 * replaces any other prompt.
 */
import { createStore, useStore } from '@ui/lib/store.ts';

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

const store = createStore<AuthPromptState>(CLOSED);

function request(reason: AuthPromptReason): void {
  const state = store.get();
  if (state.open && (reason !== 'session-expired' || state.reason === 'session-expired')) return;
  store.set({ open: true, reason });
}

export function requestLogin(reason: Extract<AuthPromptReason, 'login-required' | 'session-expired'> = 'login-required'): void {
  request(reason);
}

export function requestTrialWarning(reason: TrialWarning): void {
  request(reason);
}

/** Closes the prompt: the user dismissed it or logged in. */
export function dismiss(): void {
  if (store.get().open) store.set(CLOSED);
}

export const authPromptState = store.get;
export const subscribeAuthPrompt = store.subscribe;

export function useAuthPrompt(): AuthPromptState {
  return useStore(store);
}
