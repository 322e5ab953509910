import { dateTimeFormat } from '../i18n/format.ts';
/**
 * Date ranges of the record filters as calendar days, `YYYY-MM-DD` in the brand's time zone. Pure:
 * "today" is always passed in (the host app knows the brand's zone and clock), so every helper gives
 * the same answer on any machine. The list calls take epoch ms (`startTime`/`endTime`, both ends
 * inclusive); `epochRange` turns a range into those.
 */

/** The presets every record list offers (spec: the member centre's record pages). */
export const BASE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
/** Calendar periods some calls are asked in (reports by week or month); a filter lists the ones it wants. */
export const PERIOD_PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;

export type BasePreset = (typeof BASE_PRESETS)[number];
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** A preset whose days follow from today. */
export type RangePreset = BasePreset | PeriodPreset;
export type DatePreset = RangePreset | 'custom';

export interface DateRange {
  /** First day, `YYYY-MM-DD`, inclusive. */
  start: string;
  /** Last day, `YYYY-MM-DD`, inclusive. */
  end: string;
}

/** What a date-range filter holds: the preset chosen and the days it stands for. */
export interface DateRangeValue extends DateRange {
  preset: DatePreset;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function assertIsoDate(value: string): void {
  if (!isIsoDate(value)) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
}

/** Midnight UTC of the day: day arithmetic without any local time zone or daylight saving. */
const utcMs = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after `iso` (negative: before). */
export function addDays(iso: string, days: number): string {
  assertIsoDate(iso);
  return isoOf(utcMs(iso) + days * DAY_MS);
}

/** Days from `start` to `end` counting both (a single day is 1; `end` before `start` gives 0 or less). */
export function daysIn({ start, end }: DateRange): number {
  assertIsoDate(start);
  assertIsoDate(end);
  return Math.round((utcMs(end) - utcMs(start)) / DAY_MS) + 1;
}

/** Monday of the week `iso` is in (weeks start on Monday in Vietnam, as in ISO 8601). */
function mondayOf(iso: string): string {
  const weekday = new Date(utcMs(iso)).getUTCDay(); // 0 = Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

const firstOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;

/**
 * The days a preset stands for, seen from `today` (`YYYY-MM-DD`). The periods that are still running
 * (this week, this month, the last 7 and 30 days) end today; none reaches into the future.
 */
export function rangeOf(preset: RangePreset, today: string): DateRange {
  assertIsoDate(today);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { start: day, end: day };
    }
    case 'last7':
      return { start: addDays(today, -6), end: today };
    case 'last30':
      return { start: addDays(today, -29), end: today };
    case 'thisWeek':
      return { start: mondayOf(today), end: today };
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return { start: monday, end: addDays(monday, 6) };
    }
    case 'thisMonth':
      return { start: firstOfMonth(today), end: today };
    case 'lastMonth': {
      const end = addDays(firstOfMonth(today), -1);
      return { start: firstOfMonth(end), end };
    }
  }
}

/** A filter value for a preset (custom keeps the days given, else today). */
export function presetValue(preset: DatePreset, today: string, custom?: DateRange): DateRangeValue {
  if (preset === 'custom') return { preset, ...(custom ?? rangeOf('today', today)) };
  return { preset, ...rangeOf(preset, today) };
}

/** Why a custom range cannot be used; each has a translated message in the filter. */
export type RangeIssue = 'startRequired' | 'endRequired' | 'startAfterEnd' | 'future' | 'beforeMin' | 'tooLong';

export interface RangeRules {
  /** `YYYY-MM-DD`: no day after it may be chosen. */
  today: string;
  /** `YYYY-MM-DD`: the earliest day the records go back to, when the platform keeps only so many. */
  min?: string;
  /** The most days one range may span. */
  maxDays?: number;
}

export interface RangeIssues {
  start?: RangeIssue;
  end?: RangeIssue;
}

/**
 * Checks a custom range: both days given, neither after today nor before `min`, the start not after
 * the end, and no longer than `maxDays`. Each issue is placed on the field the member should change.
 * Returns undefined when the range is fine.
 */
export function validateRange(range: Partial<DateRange>, { today, min, maxDays }: RangeRules): RangeIssues | undefined {
  const issues: RangeIssues = {};
  const start = isIsoDate(range.start) ? range.start : undefined;
  const end = isIsoDate(range.end) ? range.end : undefined;
  if (!start) issues.start = 'startRequired';
  else if (start > today) issues.start = 'future';
  else if (min && start < min) issues.start = 'beforeMin';
  if (!end) issues.end = 'endRequired';
  else if (end > today) issues.end = 'future';
  else if (min && end < min) issues.end = 'beforeMin';
  if (start && end && !issues.start && !issues.end) {
    if (start > end) issues.start = 'startAfterEnd';
    else if (maxDays !== undefined && daysIn({ start, end }) > maxDays) issues.start = 'tooLong';
  }
  return issues.start || issues.end ? issues : undefined;
}

/** Today's date in a time zone (`Asia/Ho_Chi_Minh` for the brand), `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}

/**
 * A range as the list calls take it: epoch ms from the first moment of `start` to the last of `end`
 * (both inclusive), in a zone `utcOffsetMinutes` east of UTC (the brand's GMT+7 by default).
 */
export function epochRange({ start, end }: DateRange, utcOffsetMinutes = 7 * 60): { startTime: number; endTime: number } {
  assertIsoDate(start);
  assertIsoDate(end);
  const offset = utcOffsetMinutes * 60_000;
  return { startTime: utcMs(start) - offset, endTime: utcMs(end) + DAY_MS - 1 - offset };
}
