import { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiError } from './errors.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Retry only what a retry can fix (network, timeout, 5xx), at most twice; never 4xx, business or session errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
