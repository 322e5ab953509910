import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { flag, isFlagOn, listOf } from './common.contract.ts';

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

describe('listOf', () => {
  const item = z.object({ id: z.string() });
  const report = listOf(item, { footer: { amount: z._default(z.number(), 0) } });

  test('reads the rows under list, records or content, whichever the service sends', () => {
    for (const key of ['list', 'records', 'content']) {
      const page = report.parse({ [key]: [{ id: 'a' }], totalPages: 3, page: 2 });
      expect(page).toEqual({ list: [{ id: 'a' }], page: 2, totalPages: 3, total: null, footer: { amount: 0 } });
    }
  });

  test('reads the footer as an object or as the first item of an array', () => {
    expect(report.parse({ list: [], footer: { amount: 12.5 } }).footer).toEqual({ amount: 12.5 });
    expect(report.parse({ records: [], footer: [{ amount: 7 }] }).footer).toEqual({ amount: 7 });
    expect(report.parse({ records: [], footer: [] }).footer).toEqual({ amount: 0 });
    expect(report.parse({ records: [], footer: null }).footer).toEqual({ amount: 0 });
  });

  test('a footer whose totals are not numbers fails, like a row that does not match', () => {
    const result = report.safeParse({ list: [], footer: { amount: 'lots' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['footer', 'amount']);
    expect(report.safeParse({ list: [{ id: 1 }] }).success).toBe(false);
  });

  test('takes a record count under any of its names, and none as unknown', () => {
    expect(report.parse({ list: [], totalCount: 48 }).total).toBe(48);
    expect(report.parse({ content: [], totalElements: 9 }).total).toBe(9);
    expect(report.parse({ list: [], total: 3 }).total).toBe(3);
    expect(report.parse({ list: [], total: 'many' }).total).toBeNull();
  });

  test('a page without counters is the only page; an empty one has none', () => {
    expect(report.parse({ list: [{ id: 'a' }, { id: 'b' }] })).toMatchObject({ page: 1, totalPages: 1, total: null });
    expect(report.parse({})).toEqual({ list: [], page: 1, totalPages: 0, total: null, footer: { amount: 0 } });
    expect(report.parse({ list: [], pageNo: 4, totalPages: 4 }).page).toBe(4);
  });

  test('keeps the extra fields beside the rows', () => {
    const inbox = listOf(item, { extra: { unread: z._default(z.number(), 0) } });
    expect(inbox.parse({ content: [], unread: 2 })).toMatchObject({ unread: 2, list: [] });
    expect(inbox.parse({ content: [] })).toMatchObject({ unread: 0 });
  });
});
