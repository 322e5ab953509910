import { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * Retry only what a retry can fix (network, timeout, 5xx), once; never 4xx, business or session errors.
 * Once, after a second: a section whose call keeps failing shows its error and Retry within seconds,
 * instead of sitting as a skeleton through a silent backoff (the player can retry sooner than it would).
 */
export const RETRY_DELAY_MS = 1_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
