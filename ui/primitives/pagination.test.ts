import { describe, expect, test } from 'vitest';
import { ELLIPSIS as E, paginationRange } from './pagination-range.ts';

describe('paginationRange (react-paginate semantics: range 3, margin 1)', () => {
  test('no pages gives an empty list', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, -3)).toEqual([]);
    expect(paginationRange(1, Number.NaN)).toEqual([]);
  });

  test('counts up to the range show every page', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 2)).toEqual([1, 2]);
    expect(paginationRange(2, 2)).toEqual([1, 2]);
    expect(paginationRange(3, 3)).toEqual([1, 2, 3]);
  });

  test('five pages never need an ellipsis', () => {
    for (let page = 1; page <= 5; page++) expect(paginationRange(page, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  test('six pages hide the far side only when more than one page would be hidden', () => {
    expect(paginationRange(1, 6)).toEqual([1, 2, 3, E, 6]);
    expect(paginationRange(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationRange(6, 6)).toEqual([1, E, 4, 5, 6]);
  });

  test('the first page shows the range from the start', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, E, 20]);
  });

  test('the second page widens the left side (as react-paginate does)', () => {
    expect(paginationRange(2, 20)).toEqual([1, 2, 3, 4, E, 20]);
  });

  test('near the start, an ellipsis hiding one page becomes that page', () => {
    expect(paginationRange(3, 20)).toEqual([1, 2, 3, 4, E, 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
    expect(paginationRange(5, 20)).toEqual([1, E, 4, 5, 6, E, 20]);
  });

  test('a middle page shows margins, the range and two ellipses', () => {
    expect(paginationRange(10, 20)).toEqual([1, E, 9, 10, 11, E, 20]);
    expect(paginationRange(11, 20)).toEqual([1, E, 10, 11, 12, E, 20]);
  });

  test('near and at the end', () => {
    expect(paginationRange(17, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
    expect(paginationRange(18, 20)).toEqual([1, E, 17, 18, 19, 20]);
    expect(paginationRange(19, 20)).toEqual([1, E, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, E, 18, 19, 20]);
  });

  test('large counts stay short', () => {
    expect(paginationRange(1, 10_000)).toEqual([1, 2, 3, E, 10_000]);
    expect(paginationRange(5_000, 10_000)).toEqual([1, E, 4_999, 5_000, 5_001, E, 10_000]);
    expect(paginationRange(10_000, 10_000)).toEqual([1, E, 9_998, 9_999, 10_000]);
  });

  test('every list is ascending, contains the current page and both ends, and never has two ellipses in a row', () => {
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 25, 100]) {
      for (let page = 1; page <= count; page++) {
        const items = paginationRange(page, count);
        const pages = items.filter((item) => item !== E);
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.some((item, i) => item === E && items[i + 1] === E)).toBe(false);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  test('an out-of-range or fractional page is clamped', () => {
    expect(paginationRange(0, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
    expect(paginationRange(10.7, 20)).toEqual(paginationRange(10, 20));
    expect(paginationRange(Number.NaN, 20)).toEqual(paginationRange(1, 20));
  });

  test('range and margins are configurable', () => {
    expect(paginationRange(10, 20, { pageRange: 5, marginPages: 2 })).toEqual([1, 2, E, 8, 9, 10, 11, 12, E, 19, 20]);
    expect(paginationRange(10, 20, { pageRange: 1, marginPages: 1 })).toEqual([1, E, 10, E, 20]);
  });
});
