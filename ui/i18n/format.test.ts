import { describe, expect, test } from 'vitest';
import { currencyCode, dateTimeFormat, formatDateTime, formatMoney, formatNumber, numberFormat } from './format.ts';

describe('formatMoney', () => {
  // Intl separates the VI dong sign with a no-break space.
  const nbsp = '\u00a0';

  test('in a currency, the locale writes it: VND whole dong, its sign, the locale grouping', () => {
    expect(formatMoney(375_360, { currency: 'VND' })).toBe('₫375,360');
    expect(formatMoney(375_360, { currency: 'VND', language: 'VI' })).toBe(`375.360${nbsp}₫`);
    expect(formatMoney(375.36, { currency: 'VND' })).toBe('₫375');
    expect(formatMoney(-20_000, { currency: 'vnd' })).toBe('-₫20,000');
    expect(formatMoney(1234.5, { currency: 'USD' })).toBe('$1,234.50');
  });

  test('without a currency (or with one Intl does not know), the spec default $ and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(1234.5, { language: 'VI' })).toBe('$1.234,50');
    expect(formatMoney(-20, { currency: 'dollars' })).toBe('-$20.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  test('formats plain numbers for the locale', () => {
    expect(formatNumber(1000000, 'EN')).toBe('1,000,000');
    expect(formatNumber(1000000, 'VI')).toBe('1.000.000');
  });
});

test('currencyCode keeps only ISO codes Intl knows', () => {
  expect(currencyCode(' vnd ')).toBe('VND');
  expect(currencyCode('BDT')).toBe('BDT');
  expect(currencyCode('₫')).toBeUndefined();
  expect(currencyCode('ZZZ')).toBeUndefined();
  expect(currencyCode(undefined)).toBeUndefined();
});

describe('formatDateTime', () => {
  // 2026-03-05 07:08:09 UTC
  const at = Date.UTC(2026, 2, 5, 7, 8, 9);

  test('uses the spec pattern yyyy-MM-dd hh:mm:ss with a 24-hour clock', () => {
    expect(formatDateTime(at, { timeZone: 'UTC' })).toBe('2026-03-05 07:08:09');
    expect(formatDateTime(Date.UTC(2026, 2, 5, 19, 0, 0), { timeZone: 'UTC' })).toBe('2026-03-05 19:00:00');
  });

  test('follows the time zone and other patterns', () => {
    expect(formatDateTime(at, { timeZone: 'Asia/Ho_Chi_Minh' })).toBe('2026-03-05 14:08:09');
    expect(formatDateTime(at, { timeZone: 'UTC', pattern: 'dd/MM/yy' })).toBe('05/03/26');
    expect(formatDateTime(at, { timeZone: 'UTC', pattern: 'M-d' })).toBe('3-5');
  });

  test('returns an empty string for an invalid timestamp', () => {
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

test('one formatter per locale and options, built once and reused', () => {
  expect(numberFormat('en-US', { style: 'percent' })).toBe(numberFormat('en-US', { style: 'percent' }));
  expect(numberFormat('en-US')).not.toBe(numberFormat('vi-VN'));
  expect(numberFormat('en-US', { style: 'percent' })).not.toBe(numberFormat('en-US'));
  const vietnam = dateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', hourCycle: 'h23' });
  expect(vietnam).toBe(dateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', hourCycle: 'h23' }));
  expect(vietnam.format(Date.UTC(2026, 0, 1, 0))).toBe('07');
  expect(dateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', hourCycle: 'h23' }).format(Date.UTC(2026, 0, 1, 0))).toBe('00');
});
