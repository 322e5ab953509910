import { beforeEach, describe, expect, test } from 'vitest';
import { playSessionOf, recordStartBalance, setRealityCheckInterval, updatePlaySession } from './safer-play-store.ts';

const TOKEN = 'token-aaaaaaaaaaaaaaaaaaaaaaaa';
const NOW = Date.UTC(2026, 10, 27, 7, 0, 0);
const MINUTE = 60_000;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setRealityCheckInterval(0, undefined);
});

describe('the play session kept for the clock and the reality check', () => {
  test('starts when first asked and is the same session after that (a reload reads it back)', () => {
    const started = playSessionOf(TOKEN, NOW);
    expect(started).toEqual({ tokenTail: TOKEN.slice(-16), startedAt: NOW, nextCheckAt: undefined });
    expect(playSessionOf(TOKEN, NOW + 30 * MINUTE).startedAt).toBe(NOW);
  });

  test('a new login (another token) is a new session', () => {
    playSessionOf(TOKEN, NOW);
    expect(playSessionOf('token-bbbbbbbbbbbbbbbbbbbbbbbb', NOW + MINUTE).startedAt).toBe(NOW + MINUTE);
  });

  test('a tampered, malformed or out-of-range record is not trusted: the session starts again now', () => {
    const later = NOW + 5 * MINUTE;
    for (const stored of [
      'not json',
      JSON.stringify({ tokenTail: TOKEN.slice(-16), startedAt: 'yesterday' }),
      JSON.stringify({ tokenTail: TOKEN.slice(-16), startedAt: NOW, startBalance: 'lots' }),
      JSON.stringify({ tokenTail: TOKEN.slice(-16), startedAt: NOW, nextCheckAt: 1.5 }),
      // From the future, or older than a week: not this tab's session.
      JSON.stringify({ tokenTail: TOKEN.slice(-16), startedAt: later + 10 * MINUTE }),
      JSON.stringify({ tokenTail: TOKEN.slice(-16), startedAt: later - 8 * 24 * 60 * MINUTE }),
    ]) {
      sessionStorage.setItem('playSession', stored);
      expect(playSessionOf(TOKEN, later)).toEqual({ tokenTail: TOKEN.slice(-16), startedAt: later, nextCheckAt: undefined });
    }
  });

  test('the first balance is kept, later ones do not replace it', () => {
    playSessionOf(TOKEN, NOW);
    recordStartBalance(TOKEN, 500_000);
    recordStartBalance(TOKEN, 120_000);
    expect(playSessionOf(TOKEN, NOW).startBalance).toBe(500_000);
  });
});

describe('the reality-check interval', () => {
  test('choosing one makes the next check due one interval from now; off clears it', () => {
    playSessionOf(TOKEN, NOW);
    setRealityCheckInterval(30, TOKEN, NOW + MINUTE);
    expect(localStorage.getItem('realityCheckMinutes')).toBe('30');
    expect(playSessionOf(TOKEN, NOW + MINUTE).nextCheckAt).toBe(NOW + 31 * MINUTE);
    updatePlaySession(TOKEN, NOW + 31 * MINUTE, { nextCheckAt: NOW + 61 * MINUTE });
    expect(playSessionOf(TOKEN, NOW + 31 * MINUTE).nextCheckAt).toBe(NOW + 61 * MINUTE);
    setRealityCheckInterval(0, TOKEN, NOW + 32 * MINUTE);
    expect(playSessionOf(TOKEN, NOW + 32 * MINUTE).nextCheckAt).toBeUndefined();
  });

  test('a new session counts its first check from its start', () => {
    setRealityCheckInterval(15, undefined);
    expect(playSessionOf(TOKEN, NOW).nextCheckAt).toBe(NOW + 15 * MINUTE);
  });
});
