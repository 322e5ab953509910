import { describe, expect, test } from 'vitest';
import { clockTime, formatElapsed, gmtOffset, isoDuration } from './safer-play-time.ts';

describe('safer-play time', () => {
  test('elapsed time in hours, minutes and seconds, never negative', () => {
    expect(formatElapsed(((1 * 60 + 23) * 60 + 45) * 1000 + 999)).toBe('01:23:45');
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(-5000)).toBe('00:00:00');
    expect(formatElapsed(125 * 3600 * 1000)).toBe('125:00:00');
    expect(isoDuration(((1 * 60 + 23) * 60 + 45) * 1000)).toBe('PT1H23M45S');
  });

  test('the GMT offset of the zone at that moment', () => {
    const moment = new Date(Date.UTC(2026, 10, 27, 7, 5, 9));
    expect(gmtOffset(moment, 'Asia/Ho_Chi_Minh')).toBe('GMT+7');
    expect(gmtOffset(moment, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(gmtOffset(moment, 'UTC')).toBe('GMT+0');
    expect(clockTime(moment, 'Asia/Ho_Chi_Minh')).toEqual({ hoursMinutes: '14:05', seconds: '09' });
  });

  test("the device's own zone (no zone given) reads the same as Intl's answer for it", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const moment of [new Date(Date.UTC(2026, 0, 15, 23, 59, 1)), new Date(Date.UTC(2026, 6, 15, 4, 0, 59))]) {
      expect(gmtOffset(moment)).toBe(gmtOffset(moment, zone));
      expect(clockTime(moment)).toEqual(clockTime(moment, zone));
    }
  });
});
