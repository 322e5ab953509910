import { describe, expect, test } from 'vitest';
import { progressOf } from './progress.ts';

describe('progressOf', () => {
  test('part of the way', () => {
    expect(progressOf(1_200_000, 2_000_000)).toEqual({ ratio: 0.6, percent: 60, complete: false, remaining: 800_000 });
    expect(progressOf(0, 5)).toEqual({ ratio: 0, percent: 0, complete: false, remaining: 5 });
  });

  test('rounds down, so only a met target reads 100%', () => {
    expect(progressOf(1991, 2000).percent).toBe(99);
    expect(progressOf(1, 3).percent).toBe(33);
  });

  test('met or passed: complete, full, nothing left', () => {
    expect(progressOf(5, 5)).toEqual({ ratio: 1, percent: 100, complete: true, remaining: 0 });
    expect(progressOf(7, 5)).toEqual({ ratio: 1, percent: 100, complete: true, remaining: 0 });
  });

  test('no target is met from the start; a bad current counts as nothing', () => {
    expect(progressOf(0, 0)).toMatchObject({ complete: true, percent: 100 });
    expect(progressOf(10, -1)).toMatchObject({ complete: true });
    expect(progressOf(-50, 100)).toMatchObject({ percent: 0, remaining: 100 });
    expect(progressOf(Number.NaN, 100)).toMatchObject({ percent: 0, remaining: 100 });
  });
});
