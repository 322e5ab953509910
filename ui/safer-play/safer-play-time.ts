import { dateTimeFormat, formatDateTime } from '../i18n/format.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Elapsed time as the regulators ask for it (hours, minutes and seconds): `01:23:45`, hours past 99 kept whole. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}

/** An ISO 8601 duration for `<time dateTime>`: `PT1H23M45S`. */
export function isoDuration(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}

/** The zone's offset from GMT at that moment, as a clock shows it: `GMT+7`, `GMT-3:30`, `GMT+0` for UTC (ICU builds differ there). */
export function gmtOffset(date: Date, timeZone?: string): string {
  const parts = dateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'GMT+0' : name;
}

/** The wall-clock time in the zone (24-hour, the spec's pattern letters): `14:05:09`. */
export function clockTime(date: Date, timeZone?: string): { hoursMinutes: string; seconds: string } {
  return {
    hoursMinutes: formatDateTime(date.getTime(), { pattern: 'hh:mm', timeZone }),
    seconds: formatDateTime(date.getTime(), { pattern: 'ss', timeZone }),
  };
}

/** The date-and-time pattern the safer-play tools show a moment in (the spec's, to the minute). */
export const SAFER_PLAY_DATE_PATTERN = 'yyyy-MM-dd hh:mm';

export function formatMoment(epochMs: number, timeZone?: string): string {
  return formatDateTime(epochMs, { pattern: SAFER_PLAY_DATE_PATTERN, timeZone });
}
