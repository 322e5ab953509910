import { describe, expect, test } from 'vitest';
import { pageCountOf, pageSpan } from './paging.ts';

describe('pageCountOf', () => {
  test('whole and partial pages', () => {
    expect(pageCountOf(48, 20)).toBe(3);
    expect(pageCountOf(40, 20)).toBe(2);
    expect(pageCountOf(1, 20)).toBe(1);
  });

  test('no records, or no page size, is no pages', () => {
    expect(pageCountOf(0, 20)).toBe(0);
    expect(pageCountOf(48, 0)).toBe(0);
    expect(pageCountOf(Number.NaN, 20)).toBe(0);
  });
});

describe('pageSpan', () => {
  test('the records a page holds, the last page short', () => {
    expect(pageSpan(1, 20, 48)).toEqual({ page: 1, pageCount: 3, from: 1, to: 20 });
    expect(pageSpan(2, 20, 48)).toEqual({ page: 2, pageCount: 3, from: 21, to: 40 });
    expect(pageSpan(3, 20, 48)).toEqual({ page: 3, pageCount: 3, from: 41, to: 48 });
  });

  test('a page out of range is clamped to the pages there are', () => {
    expect(pageSpan(9, 20, 48)).toMatchObject({ page: 3, from: 41, to: 48 });
    expect(pageSpan(0, 20, 48)).toMatchObject({ page: 1, from: 1 });
    expect(pageSpan(Number.NaN, 20, 48)).toMatchObject({ page: 1 });
  });

  test('no records: page 1 of none, nothing shown', () => {
    expect(pageSpan(1, 20, 0)).toEqual({ page: 1, pageCount: 0, from: 0, to: 0 });
  });

  test('without a record count: the pages the service counted, the records on them unknown', () => {
    expect(pageSpan(2, 10, null, 5)).toEqual({ page: 2, pageCount: 5, from: 0, to: 0 });
    expect(pageSpan(9, 10, null, 5)).toMatchObject({ page: 5 });
    expect(pageSpan(1, 10, null, 0)).toEqual({ page: 1, pageCount: 0, from: 0, to: 0 });
    expect(pageSpan(1, 10, null)).toMatchObject({ pageCount: 0 });
  });
});
