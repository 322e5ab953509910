import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { flag, isFlagOn, pageOf } from './common.contract.ts';

describe('flag', () => {
  test.each([true, 1, 2, -1, '1', '2', 'Y', 'y', 'yes', 'true', 'TRUE', 'T', 'on', ' Y '])('%j reads as on', (value) => {
    expect(flag.parse(value)).toBe(true);
    expect(isFlagOn(value)).toBe(true);
  });

  test.each([false, 0, '0', 'N', 'n', 'no', 'false', 'F', 'off', '', null, undefined, 'maybe'])('%j reads as off', (value) => {
    expect(flag.parse(value)).toBe(false);
    expect(isFlagOn(value)).toBe(false);
  });

  test('a default applies only to a missing flag', () => {
    expect(z._default(flag, true).parse(undefined)).toBe(true);
    expect(z._default(flag, true).parse('N')).toBe(false);
  });

  test('an object is not a flag', () => {
    expect(flag.safeParse({ on: true }).success).toBe(false);
  });
});

describe('pageOf', () => {
  const page = pageOf(z.object({ id: z.string() }), { summary: z.nullish(z.object({ total: z.number() })) });

  test('keeps the counters the platform sends', () => {
    expect(page.parse({ list: [{ id: 'a' }], pageNo: 2, pageSize: 1, totalCount: 3, totalPages: 3, summary: { total: 9 } })).toEqual({
      list: [{ id: 'a' }],
      pageNo: 2,
      pageSize: 1,
      totalCount: 3,
      totalPages: 3,
      summary: { total: 9 },
    });
  });

  test('a page without counters reads as the only page', () => {
    expect(page.parse({ list: [{ id: 'a' }, { id: 'b' }] })).toEqual({
      list: [{ id: 'a' }, { id: 'b' }],
      pageNo: 1,
      pageSize: 2,
      totalCount: 2,
      totalPages: 1,
    });
    expect(page.parse({})).toEqual({ list: [], pageNo: 1, pageSize: 0, totalCount: 0, totalPages: 0 });
  });

  test('an item that does not match still fails', () => {
    expect(page.safeParse({ list: [{ id: 1 }] }).success).toBe(false);
  });
});
