import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FirstPageShown, useAfterFirstScreen, useShellPainted } from './use-after-first-screen.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('false until a page has rendered and the browser is then idle, then true; a later screen starts past it', () => {
  const first = renderHook(() => useAfterFirstScreen());
  // The shell alone, its page still loading: however long, not past the first screen.
  act(() => void vi.runAllTimers());
  expect(first.result.current).toBe(false);

  render(<FirstPageShown />);
  expect(first.result.current).toBe(false);
  // jsdom has no requestIdleCallback: whenIdle falls back to a short timeout.
  act(() => void vi.runAllTimers());
  expect(first.result.current).toBe(true);
  first.unmount();

  const later = renderHook(() => useAfterFirstScreen());
  expect(later.result.current).toBe(true);
});

test('the shell paints before its page: false when the shell first commits, true after that paint; a later screen starts true', () => {
  const first = renderHook(() => useShellPainted());
  expect(first.result.current).toBe(false);
  // The next frame, then a task: the shell's paint is on screen.
  act(() => void vi.runAllTimers());
  expect(first.result.current).toBe(true);
  first.unmount();

  // Another page, or the shell again after the status gate: nothing waits any more.
  const later = renderHook(() => useShellPainted());
  expect(later.result.current).toBe(true);
});
