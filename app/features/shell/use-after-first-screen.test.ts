import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useAfterFirstScreen } from './use-after-first-screen.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('false until the browser is first idle, then true; a later screen starts past it', () => {
  const first = renderHook(() => useAfterFirstScreen());
  expect(first.result.current).toBe(false);
  // jsdom has no requestIdleCallback: whenIdle falls back to a short timeout.
  act(() => void vi.runAllTimers());
  expect(first.result.current).toBe(true);
  first.unmount();

  const later = renderHook(() => useAfterFirstScreen());
  expect(later.result.current).toBe(true);
});
