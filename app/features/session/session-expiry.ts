/**
 * A session-expired answer (HTTP 401 or a session errorCode, see app/api/http.ts) from any query or
 * mutation mid-session ends the session and asks for one login popup, however many calls fail at
 * once: the first clears the session, and the rest then find no session to end. A money mutation
 * is never replayed: the user re-confirms once logged in again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from '../../api/errors.ts';
import { requestLogin } from './auth-prompt.ts';
import { clearSession, emitSessionEnded, readSession, subscribeSession } from './session-store.ts';

export function isSessionExpired(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'session-expired';
}

export interface SessionExpiryOptions {
  /** Replaces the default login popup request. */
  onExpired?: (error: ApiError) => void;
}

/**
 * Watches the client's query and mutation caches (the same errors their onError sees) and returns
 * a detach function. The cached data stays while the popup is open, so the page behind it keeps its
 * state. After the next login, which may be another account, inactive queries are dropped and
 * active ones re-fetch, so what failed loads again and nothing of the old session shows later.
 */
export function attachSessionExpiry(queryClient: QueryClient, options: SessionExpiryOptions = {}): () => void {
  let expired = false;

  const handle = (error: unknown) => {
    if (!isSessionExpired(error) || readSession() === null) return;
    expired = true;
    clearSession();
    emitSessionEnded('expired');
    (options.onExpired ?? (() => requestLogin('session-expired')))(error);
  };

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  const unsubscribeSession = subscribeSession(() => {
    if (!expired || readSession() === null) return;
    expired = false;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  });

  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
    unsubscribeSession();
  };
}
