import { describe, expect, test } from 'vitest';
import {
  BASE_PRESETS,
  PERIOD_PRESETS,
  addDays,
  daysIn,
  epochRange,
  isIsoDate,
  presetValue,
  rangeOf,
  todayIn,
  validateRange,
} from './date-range.ts';

// A Friday (the fake platform's clock): 2026-11-20.
const TODAY = '2026-11-20';

describe('isIsoDate', () => {
  test('accepts real days written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-11-20')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  test('rejects impossible days, other spellings and non-strings', () => {
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-11-31',
      '2026-1-5',
      '20-11-2026',
      '2026/11/20',
      '',
      ' 2026-11-20',
      null,
      20261120,
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});

describe('addDays and daysIn', () => {
  test('cross months, years and leap days', () => {
    expect(addDays('2026-11-20', 1)).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-20', -29)).toBe('2026-10-22');
  });

  test('count both ends', () => {
    expect(daysIn({ start: TODAY, end: TODAY })).toBe(1);
    expect(daysIn({ start: '2026-10-22', end: TODAY })).toBe(30);
    expect(daysIn({ start: '2026-11-21', end: TODAY })).toBe(0);
  });

  test('refuse a malformed day rather than guess', () => {
    expect(() => addDays('2026-11-xx', 1)).toThrow(RangeError);
  });
});

describe('rangeOf', () => {
  test('the base presets end today (yesterday ends yesterday)', () => {
    expect(rangeOf('today', TODAY)).toEqual({ start: TODAY, end: TODAY });
    expect(rangeOf('yesterday', TODAY)).toEqual({ start: '2026-11-19', end: '2026-11-19' });
    expect(rangeOf('last7', TODAY)).toEqual({ start: '2026-11-14', end: TODAY });
    expect(rangeOf('last30', TODAY)).toEqual({ start: '2026-10-22', end: TODAY });
  });

  test('weeks start on Monday', () => {
    expect(rangeOf('thisWeek', TODAY)).toEqual({ start: '2026-11-16', end: TODAY });
    expect(rangeOf('lastWeek', TODAY)).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    // On a Monday this week is one day; on a Sunday it is the whole week.
    expect(rangeOf('thisWeek', '2026-11-16')).toEqual({ start: '2026-11-16', end: '2026-11-16' });
    expect(rangeOf('thisWeek', '2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(rangeOf('lastWeek', '2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
  });

  test('months run from the 1st; last month ends on its last day, across a year', () => {
    expect(rangeOf('thisMonth', TODAY)).toEqual({ start: '2026-11-01', end: TODAY });
    expect(rangeOf('lastMonth', TODAY)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(rangeOf('lastMonth', '2026-03-15')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(rangeOf('lastMonth', '2024-03-01')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(rangeOf('lastMonth', '2027-01-05')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(rangeOf('yesterday', '2027-01-01')).toEqual({ start: '2026-12-31', end: '2026-12-31' });
  });

  test('no preset reaches past today or starts after it ends', () => {
    for (const today of ['2026-01-01', '2026-02-28', '2024-02-29', '2026-11-16', '2026-11-22', '2026-12-31']) {
      for (const preset of [...BASE_PRESETS, ...PERIOD_PRESETS]) {
        const { start, end } = rangeOf(preset, today);
        expect(isIsoDate(start) && isIsoDate(end)).toBe(true);
        expect(start <= end).toBe(true);
        expect(end <= today).toBe(true);
      }
    }
  });

  test('refuses a malformed today', () => {
    expect(() => rangeOf('today', '20/11/2026')).toThrow(RangeError);
  });
});

describe('presetValue', () => {
  test('carries the preset and its days; custom keeps the days given', () => {
    expect(presetValue('last7', TODAY)).toEqual({ preset: 'last7', start: '2026-11-14', end: TODAY });
    expect(presetValue('custom', TODAY, { start: '2026-11-01', end: '2026-11-03' })).toEqual({
      preset: 'custom',
      start: '2026-11-01',
      end: '2026-11-03',
    });
    expect(presetValue('custom', TODAY)).toEqual({ preset: 'custom', start: TODAY, end: TODAY });
  });
});

describe('validateRange', () => {
  const rules = { today: TODAY };

  test('a range within the past is fine, a single day too', () => {
    expect(validateRange({ start: '2026-11-01', end: '2026-11-20' }, rules)).toBeUndefined();
    expect(validateRange({ start: TODAY, end: TODAY }, rules)).toBeUndefined();
  });

  test('both days are required', () => {
    expect(validateRange({}, rules)).toEqual({ start: 'startRequired', end: 'endRequired' });
    expect(validateRange({ start: '', end: TODAY }, rules)).toEqual({ start: 'startRequired' });
    expect(validateRange({ start: TODAY, end: '2026-02-30' }, rules)).toEqual({ end: 'endRequired' });
  });

  test('the start may not come after the end', () => {
    expect(validateRange({ start: '2026-11-10', end: '2026-11-09' }, rules)).toEqual({ start: 'startAfterEnd' });
  });

  test('no day after today', () => {
    expect(validateRange({ start: '2026-11-19', end: '2026-11-21' }, rules)).toEqual({ end: 'future' });
    expect(validateRange({ start: '2026-11-21', end: '2026-11-22' }, rules)).toEqual({ start: 'future', end: 'future' });
  });

  test('no day before the records begin, and no longer than the longest range', () => {
    expect(validateRange({ start: '2026-08-01', end: TODAY }, { ...rules, min: '2026-08-22' })).toEqual({ start: 'beforeMin' });
    expect(validateRange({ start: '2026-10-21', end: TODAY }, { ...rules, maxDays: 30 })).toEqual({ start: 'tooLong' });
    expect(validateRange({ start: '2026-10-22', end: TODAY }, { ...rules, maxDays: 30 })).toBeUndefined();
  });
});

describe('todayIn', () => {
  test('reads the calendar day in the given zone', () => {
    // 2026-11-20 20:00 UTC is already the 21st in Vietnam (GMT+7), still the 20th in London.
    const now = Date.UTC(2026, 10, 20, 20, 0, 0);
    expect(todayIn('Asia/Ho_Chi_Minh', now)).toBe('2026-11-21');
    expect(todayIn('Europe/London', now)).toBe('2026-11-20');
  });
});

describe('epochRange', () => {
  test('covers the brand days from their first to their last millisecond', () => {
    const { startTime, endTime } = epochRange({ start: '2026-11-14', end: TODAY });
    // Midnight GMT+7 is 17:00 UTC the day before.
    expect(startTime).toBe(Date.UTC(2026, 10, 13, 17, 0, 0));
    expect(endTime).toBe(Date.UTC(2026, 10, 20, 17, 0, 0) - 1);
  });

  test('takes another offset', () => {
    expect(epochRange({ start: TODAY, end: TODAY }, 0)).toEqual({
      startTime: Date.UTC(2026, 10, 20),
      endTime: Date.UTC(2026, 10, 21) - 1,
    });
  });
});
