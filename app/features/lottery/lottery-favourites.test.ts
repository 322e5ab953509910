import { describe, expect, test, vi } from 'vitest';
import {
  favouritesKey,
  favouritesSnapshot,
  MAX_FAVOURITES,
  parseFavourites,
  readFavourites,
  toggledFavourites,
  toggleFavourite,
} from './lottery-favourites.ts';

describe('the stored value', () => {
  test('one key per username, whatever its case', () => {
    expect(favouritesKey('Member01')).toBe('lotteryFavourites:member01');
    expect(favouritesKey('member01')).toBe(favouritesKey(' MEMBER01 '));
    expect(favouritesKey('member02')).not.toBe(favouritesKey('member01'));
  });

  test('a list of game ids is read back, numeric strings included, without repeats', () => {
    expect(parseFavourites('[5910,1001]')).toEqual([5910, 1001]);
    expect(parseFavourites('["5910", 5910, "1001"]')).toEqual([5910, 1001]);
    expect(parseFavourites(null)).toEqual([]);
  });

  test('tampered or foreign data is ignored: not JSON, not a list, too long', () => {
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"5910":true}')).toEqual([]);
    expect(parseFavourites('"5910"')).toEqual([]);
    expect(parseFavourites('{"__proto__":{"polluted":1}}')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parseFavourites(JSON.stringify(Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1)))).toEqual([]);
  });

  test('bad entries in a good list are dropped, the good ones kept', () => {
    expect(parseFavourites('[5910, -1, 0, 1.5, "abc", "<img src=x onerror=alert(1)>", null, {"id":1}, [2], "1e3", 1001]')).toEqual([
      5910, 1001,
    ]);
  });

  test('a toggle adds a game that is not a favourite and removes one that is', () => {
    expect(toggledFavourites([5910], 1001)).toEqual([5910, 1001]);
    expect(toggledFavourites([5910, 1001], 5910)).toEqual([1001]);
    expect(toggledFavourites([], 7)).toEqual([7]);
  });
});

describe('per username in localStorage', () => {
  test('toggling writes under that username only, and a reload reads it back', () => {
    toggleFavourite('member01', 5910);
    toggleFavourite('member01', 1001);
    toggleFavourite('member02', 2002);
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:member01')!)).toEqual([5910, 1001]);
    expect(readFavourites('MEMBER01')).toEqual([5910, 1001]);
    expect(readFavourites('member02')).toEqual([2002]);
    expect(toggleFavourite('member01', 5910)).toEqual([1001]);
    expect(readFavourites('member01')).toEqual([1001]);
  });

  test('the snapshot keeps its identity while storage is unchanged, and follows a change', () => {
    toggleFavourite('member01', 5910);
    const first = favouritesSnapshot('member01');
    expect(favouritesSnapshot('member01')).toBe(first);
    localStorage.setItem('lotteryFavourites:member01', '[1001]');
    expect(favouritesSnapshot('member01')).toEqual([1001]);
    expect(favouritesSnapshot(undefined)).toEqual([]);
  });

  test('blocked storage gives no favourites and a failed write changes nothing', () => {
    const blocked = {
      getItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
    } as unknown as Storage;
    expect(readFavourites('member01', blocked)).toEqual([]);
    expect(favouritesSnapshot('member01', blocked)).toEqual([]);

    localStorage.setItem('lotteryFavourites:member01', '[5910]');
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
    } as unknown as Storage;
    expect(toggleFavourite('member01', 1001, full)).toEqual([5910]);
    expect(readFavourites('member01')).toEqual([5910]);
  });
});
