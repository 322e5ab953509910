import { describe, expect, test } from 'vitest';
import { ApiError } from './errors.ts';
import { shouldRetry } from './query-client.ts';

describe('query retry policy', () => {
  test('retries network failures, timeouts and 5xx once', () => {
    for (const error of [new ApiError('network', 'x'), new ApiError('timeout', 'x'), new ApiError('http', 'x', { status: 502 })]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });

  test('never retries what a retry cannot fix', () => {
    expect(shouldRetry(0, new ApiError('http', 'x', { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('business', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError('session-expired', 'x', { status: 401 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('malformed', 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('not ours'))).toBe(false);
  });
});
