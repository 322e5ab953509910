import { renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useOpenedOnce } from './use-opened-once.ts';

test('false until first open, then true for good', () => {
  const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
  expect(result.current).toBe(false);
  rerender({ open: false });
  expect(result.current).toBe(false);
  rerender({ open: true });
  expect(result.current).toBe(true);
  rerender({ open: false });
  expect(result.current).toBe(true);
});

test('true at once when mounted open', () => {
  const { result } = renderHook(() => useOpenedOnce(true));
  expect(result.current).toBe(true);
});
