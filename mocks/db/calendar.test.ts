import { afterEach, describe, expect, test, vi } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { findAccount } from './accounts.ts';
import { DAY, HOUR, MINUTE } from './funds.ts';
import { popularLotteriesFixture } from './lottery.ts';
import { mailboxOf } from './messages.ts';
import { MISSION_SEEDS, missionWire, ticketsOf } from './missions.ts';
import { betsOf, depositsOf, ledgerOf, withdrawalsOf } from './wallets.ts';
import { epochPinned, fakeEpoch, followTheCalendar, pinEpoch, PINNED_EPOCH } from './world.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A moment in the platform's zone (GMT+7). */
const vietnam = (iso: string) => Date.parse(`${iso}+07:00`);

/** member01's and agent01's seeded records, as offsets from the world's epoch. */
function seededOffsets() {
  setScenario('member');
  const epoch = fakeEpoch();
  const member = findAccount('member01')!;
  const agent = findAccount('agent01')!;
  const since = (time: number | null | undefined) => (time ?? Number.NaN) - epoch;
  return {
    epoch,
    deposits: depositsOf(member).map((d) => [d.requestTime - epoch, d.completeTime === null ? null : d.completeTime - epoch]),
    withdrawals: withdrawalsOf(member).map((w) => w.requestTime - epoch),
    bets: betsOf(member).map((b) => b.betTime - epoch),
    ledger: [...ledgerOf(member), ...ledgerOf(agent)].map((e) => [e.time - epoch, e.amount, e.kind]),
    messages: mailboxOf(member).messages.map((m) => m.time - epoch),
    tickets: ticketsOf(member, 'AVAILABLE', 'EN').map((t) => [since(t.createdTime), since(t.expiryTime)]),
    missions: MISSION_SEEDS.map((seed) => missionWire(seed, member, 'EN')).map((m) => [since(m.startTime), since(m.endTime)]),
  };
}

describe('the fake platform’s calendar', () => {
  test('pinned (the default): the epoch and the seeded dates are the stories’ own, whatever the calendar says', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(vietnam('2027-03-05T08:00:00'));
    expect(epochPinned()).toBe(true);
    expect(PINNED_EPOCH).toBe(vietnam('2026-11-20T19:00:00'));
    const { epoch } = seededOffsets();
    expect(epoch).toBe(PINNED_EPOCH);
    const member = findAccount('member01')!;
    // The dates the committed stories and screenshots were made from.
    expect(new Date(depositsOf(member)[0]!.requestTime).toISOString()).toBe('2026-11-20T04:00:00.000Z');
    expect(new Date(betsOf(member)[0]!.betTime).toISOString()).toBe('2026-11-20T06:01:00.000Z');
    expect(new Date(mailboxOf(member).messages[0]!.time).toISOString()).toBe('2026-11-14T05:00:00.000Z');
    expect(new Date(member.regDate).toISOString()).toBe('2025-03-12T12:00:00.000Z');
    expect(ticketsOf(member, 'AVAILABLE', 'EN').map((t) => new Date(t.expiryTime!).toISOString())).toEqual([
      '2026-11-22T12:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
      '2026-11-21T12:00:00.000Z',
      '2026-11-21T07:00:00.000Z',
    ]);
    // The lottery stands still at the epoch: the 1-minute game's next numero and a full minute to it.
    expect(popularLotteriesFixture(1)[0]).toMatchObject({ gameCode: 'TCGFFC', numero: '20261120-1141', remainTime: 60_000 });

    // Following the calendar and pinning again gives the same world back.
    const pinned = seededOffsets();
    followTheCalendar();
    expect(seededOffsets().epoch).toBe(vietnam('2027-03-05T00:00:00'));
    pinEpoch();
    expect(seededOffsets()).toEqual(pinned);
  });

  test('following the calendar: histories end on the current day, with the same offsets on any day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    followTheCalendar();
    const days = [vietnam('2027-02-03T10:30:00'), vietnam('2026-08-10T21:45:00')];
    const seen = days.map((now) => {
      vi.setSystemTime(now);
      const offsets = seededOffsets();
      // The epoch is the start of that day in GMT+7.
      expect(offsets.epoch).toBe(vietnam(new Date(now + 7 * HOUR).toISOString().slice(0, 10) + 'T00:00:00'));
      const member = findAccount('member01')!;
      // The newest deposit, bet and message lie in the last 7 days: what a default filter shows.
      const lastSevenDays = (time: number) => time >= offsets.epoch - 7 * DAY && time <= now;
      expect(lastSevenDays(depositsOf(member)[0]!.requestTime)).toBe(true);
      expect(lastSevenDays(betsOf(member)[0]!.betTime)).toBe(true);
      expect(lastSevenDays(mailboxOf(member).messages[0]!.time)).toBe(true);
      // Nothing seeded lies ahead of the real clock.
      expect(ledgerOf(member).every((entry) => entry.time <= now)).toBe(true);
      // What must still lie ahead does, even late in the day: available tickets, open missions.
      expect(ticketsOf(member, 'AVAILABLE', 'EN').every((t) => (t.expiryTime ?? 0) > now)).toBe(true);
      const open = MISSION_SEEDS.filter((seed) => seed.kind === 'open').map((seed) => missionWire(seed, member, 'EN'));
      expect(open.every((mission) => (mission.startTime ?? Infinity) <= now && (mission.endTime ?? 0) > now)).toBe(true);
      // The lottery runs on the real clock: today's numero, drawn within the minute.
      const [next] = popularLotteriesFixture(1);
      expect(next!.numero.slice(0, 8)).toBe(new Date(now + 7 * HOUR).toISOString().slice(0, 10).replaceAll('-', ''));
      expect(next!.remainTime).toBeGreaterThan(0);
      expect(next!.remainTime).toBeLessThanOrEqual(MINUTE);
      return offsets;
    });
    const [first, second] = seen.map(({ epoch: _epoch, ...offsets }) => offsets);
    expect(first!.deposits.length).toBeGreaterThan(5);
    expect(second).toEqual(first);
  });
});
