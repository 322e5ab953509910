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
  // The device's own zone (the header clock's) needs no Intl: building a zoned formatter is the
  // costliest step of the first screen's render on a slow phone.
  if (timeZone === undefined) {
    const minutes = -date.getTimezoneOffset();
    const sign = minutes < 0 ? '-' : '+';
    const rest = Math.abs(minutes) % 60;
    return `GMT${sign}${Math.floor(Math.abs(minutes) / 60)}${rest ? `:${pad(rest)}` : ''}`;
  }
  const parts = dateTimeFormat('en-GB', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'GMT+0' : name;
}

/** The wall-clock time in the zone (24-hour, the spec's pattern letters): `14:05:09`; the device's zone without Intl. */
export function clockTime(date: Date, timeZone?: string): { hoursMinutes: string; seconds: string } {
  if (timeZone === undefined) return { hoursMinutes: `${pad(date.getHours())}:${pad(date.getMinutes())}`, seconds: pad(date.getSeconds()) };
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
