import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SUBMIT_GUARD_MS, useSubmitGuard } from './use-submit-guard.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useSubmitGuard', () => {
  test('a double click submits once; after the guard window another submit goes', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSubmitGuard(false));
    expect(result.current()).toBe(true);
    expect(result.current()).toBe(false);
    vi.advanceTimersByTime(SUBMIT_GUARD_MS);
    expect(result.current()).toBe(true);
  });

  test('nothing goes while pending', () => {
    const { result } = renderHook(() => useSubmitGuard(true));
    expect(result.current()).toBe(false);
  });

  test('an answer (pending falls, or a new error) lets a quick retry through', () => {
    const { result, rerender } = renderHook(({ pending, error }: { pending: boolean; error?: string }) => useSubmitGuard(pending, error), {
      initialProps: { pending: false } as { pending: boolean; error?: string },
    });
    expect(result.current()).toBe(true);
    rerender({ pending: true });
    expect(result.current()).toBe(false);
    rerender({ pending: false, error: 'Wrong password, try again' });
    expect(result.current()).toBe(true);
    expect(result.current()).toBe(false);
    rerender({ pending: false, error: 'The captcha code is wrong, please enter the new one' });
    expect(result.current()).toBe(true);
  });
});
