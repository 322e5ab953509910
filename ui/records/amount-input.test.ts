import { describe, expect, test } from 'vitest';
import {
  amountIssue,
  currencyFractionDigits,
  currencySymbol,
  formatAmount,
  numberSeparators,
  parseAmount,
  regroupAmount,
} from './amount-input.ts';

const EN = numberSeparators('en');
const VI = numberSeparators('vi');

describe('currency facts from Intl', () => {
  test('VND has no decimals, USD two; no currency means the spec’s $ with cents', () => {
    expect(currencyFractionDigits('VND')).toBe(0);
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits(undefined)).toBe(2);
    expect(currencyFractionDigits('NOT-A-CODE')).toBe(2);
  });

  test('symbols and separators follow the locale', () => {
    expect(currencySymbol('VND', 'en')).toBe('₫');
    expect(currencySymbol('VND', 'vi')).toBe('₫');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(EN).toEqual({ group: ',', decimal: '.' });
    expect(VI).toEqual({ group: '.', decimal: ',' });
  });
});

describe('parseAmount', () => {
  test('whole dong: every non-digit is ignored, whatever the locale', () => {
    expect(parseAmount('1,000,000', 0, EN)).toBe(1_000_000);
    expect(parseAmount('1.000.000', 0, VI)).toBe(1_000_000);
    expect(parseAmount('₫ 250.000', 0, VI)).toBe(250_000);
    expect(parseAmount('12.5', 0, EN)).toBe(125);
  });

  test('with decimals, the locale’s decimal separator and at most the currency’s digits', () => {
    expect(parseAmount('1,234.56', 2, EN)).toBe(1234.56);
    expect(parseAmount('1.234,56', 2, VI)).toBe(1234.56);
    expect(parseAmount('0.999', 2, EN)).toBe(0.99);
    expect(parseAmount('.5', 2, EN)).toBe(0.5);
  });

  test('no digit is no amount', () => {
    expect(parseAmount('', 0, EN)).toBeNull();
    expect(parseAmount('abc', 2, EN)).toBeNull();
    expect(parseAmount('.', 2, EN)).toBeNull();
  });
});

describe('formatAmount', () => {
  test('groups the digits the locale’s way', () => {
    expect(formatAmount(1_000_000, 0, EN)).toBe('1,000,000');
    expect(formatAmount(1_000_000, 0, VI)).toBe('1.000.000');
    expect(formatAmount(999, 0, EN)).toBe('999');
    expect(formatAmount(0, 0, EN)).toBe('0');
  });

  test('shows cents as a pair, and none for a whole amount', () => {
    expect(formatAmount(1234.5, 2, EN)).toBe('1,234.50');
    expect(formatAmount(1234.5, 2, VI)).toBe('1.234,50');
    expect(formatAmount(100, 2, EN)).toBe('100');
  });

  test('an amount of 1e21 or more is written out, never in exponent form', () => {
    expect(formatAmount(1e21, 0, EN)).toBe('1,000,000,000,000,000,000,000');
    expect(formatAmount(-1e96, 2, EN).replaceAll(',', '')).toBe(`-${BigInt(1e96).toString()}`);
  });

  test('nothing for no amount', () => {
    expect(formatAmount(null, 0, EN)).toBe('');
    expect(formatAmount(undefined, 0, EN)).toBe('');
    expect(formatAmount(Number.NaN, 0, EN)).toBe('');
  });
});

describe('regroupAmount', () => {
  test('typing at the end regroups and keeps the caret at the end', () => {
    expect(regroupAmount('1000', 4, 0, EN)).toEqual({ text: '1,000', caret: 5, value: 1000 });
    expect(regroupAmount('1,0000', 6, 0, EN)).toEqual({ text: '10,000', caret: 6, value: 10_000 });
    expect(regroupAmount('100.0000', 8, 0, VI)).toEqual({ text: '1.000.000', caret: 9, value: 1_000_000 });
  });

  test('typing in the middle keeps the caret after the digit just typed', () => {
    // "1,000" with a 5 typed after the 1: "15,000" -> "15,000", caret after the 5.
    expect(regroupAmount('15,000', 2, 0, EN)).toEqual({ text: '15,000', caret: 2, value: 15_000 });
    // "10,000" with a 5 typed after "10,": "10,5000" -> "105,000", caret after the 5.
    expect(regroupAmount('10,5000', 4, 0, EN)).toEqual({ text: '105,000', caret: 3, value: 105_000 });
  });

  test('deleting a digit keeps the caret beside its neighbour', () => {
    // "1,000,000" with the first 0 deleted: "1,00,000" (caret after "1,") -> "100,000", caret after the 1.
    expect(regroupAmount('1,00,000', 2, 0, EN)).toEqual({ text: '100,000', caret: 1, value: 100_000 });
  });

  test('drops letters, signs and the decimals a currency does not have', () => {
    expect(regroupAmount('12a3', 4, 0, EN)).toEqual({ text: '123', caret: 3, value: 123 });
    expect(regroupAmount('-500', 4, 0, EN)).toEqual({ text: '500', caret: 3, value: 500 });
    expect(regroupAmount('1.5', 3, 0, EN)).toEqual({ text: '15', caret: 2, value: 15 });
    expect(regroupAmount('007', 3, 0, EN)).toEqual({ text: '7', caret: 1, value: 7 });
  });

  test('with decimals: one separator, at most the currency’s digits after it', () => {
    expect(regroupAmount('1234.5', 6, 2, EN)).toEqual({ text: '1,234.5', caret: 7, value: 1234.5 });
    expect(regroupAmount('1234.567', 8, 2, EN)).toEqual({ text: '1,234.56', caret: 8, value: 1234.56 });
    expect(regroupAmount('1234,5', 6, 2, VI)).toEqual({ text: '1.234,5', caret: 7, value: 1234.5 });
    expect(regroupAmount('.', 1, 2, EN)).toEqual({ text: '0.', caret: 2, value: 0 });
    expect(regroupAmount('1.2.3', 5, 2, EN)).toEqual({ text: '1.23', caret: 4, value: 1.23 });
  });

  test('an emptied box is no amount', () => {
    expect(regroupAmount('', 0, 0, EN)).toEqual({ text: '', caret: 0, value: null });
  });

  // Found by the naughty-strings run (tests/visual/naughty-strings.visual.test.tsx): 96 nines pasted became
  // 1e+96, shown on leaving the box as "1e,+96", an amount of 196.
  test('keeps at most 15 whole digits, so the amount is the number it shows, exactly', () => {
    const nines = '9'.repeat(96);
    expect(regroupAmount(nines, nines.length, 0, EN)).toEqual({ text: '999,999,999,999,999', caret: 19, value: 999_999_999_999_999 });
    const kept = regroupAmount('123456789012345678901234567890', 30, 2, EN);
    expect(kept.value).toBe(123_456_789_012_345);
    expect(formatAmount(kept.value, 2, EN)).toBe(kept.text);
    expect(regroupAmount(`${nines}.5`, nines.length + 2, 2, EN).text).toBe('999,999,999,999,999.5');
  });
});

describe('amountIssue', () => {
  const rules = { min: 100_000, max: 50_000_000 };

  test('within the limits, inclusive, is fine', () => {
    expect(amountIssue(100_000, rules)).toBeUndefined();
    expect(amountIssue(50_000_000, rules)).toBeUndefined();
    expect(amountIssue(1_000_000, {})).toBeUndefined();
  });

  test('below the minimum, above the maximum', () => {
    expect(amountIssue(99_999, rules)).toBe('min');
    expect(amountIssue(50_000_001, rules)).toBe('max');
  });

  test('an empty field is an issue only when required', () => {
    expect(amountIssue(null, rules)).toBeUndefined();
    expect(amountIssue(null, { ...rules, required: true })).toBe('required');
    expect(amountIssue(Number.NaN, { required: true })).toBe('required');
  });
});
