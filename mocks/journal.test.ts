import { expect, test, vi } from 'vitest';
import { getMemberInfo, register } from '../app/api/member.ts';
import { takeBreak } from '../app/api/safer-play.ts';
import { login } from '../app/api/session.ts';
import { setScenario, setToken } from '../tests/support/scenario.ts';
import { findAccount } from './db/accounts.ts';
import { breakOf } from './db/safer-play.ts';
import { handlers } from './handlers/index.ts';
import { createJournal } from './journal.ts';
import { server } from './node.ts';

test('a replayed journal rebuilds registrations and sessions after a reset, with the same tokens', async () => {
  const journal = createJournal(sessionStorage);
  let recorded = Promise.resolve();
  server.events.on('request:start', ({ request }) => {
    recorded = journal.record(request);
  });
  await register({ username: 'reload01', password: 'Abc12345', confirmPassword: 'Abc12345' });
  const { token } = await login({ username: 'reload01', password: 'Abc12345', captcha: '', type: 'username' });
  setToken(token);
  await expect(getMemberInfo()).resolves.toMatchObject({ account: 'reload01' }); // a read: not journaled
  server.events.removeAllListeners();
  await recorded;

  // A reload without the journal forgets the account and the session.
  setScenario('visitor');
  setToken(token);
  await expect(getMemberInfo()).rejects.toMatchObject({ kind: 'session-expired' });

  setScenario('visitor');
  setToken(token);
  expect(await journal.replay(handlers)).toBe(2); // the registration and the login
  await expect(getMemberInfo()).resolves.toMatchObject({ account: 'reload01' });
});

test('a replayed break keeps the end it was taken with, whenever the replay runs (decision 018)', async () => {
  const journal = createJournal(sessionStorage);
  let recorded = Promise.resolve();
  setScenario('member');
  server.events.on('request:start', ({ request }) => {
    recorded = journal.record(request);
  });
  const taken = await takeBreak({ kind: 'TIMEOUT', days: 1, idempotencyKey: 'journal-break' });
  server.events.removeAllListeners();
  await recorded;

  // The reload comes an hour later: the break still ends a day after it was taken, not after the reload.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + 3_600_000);
  try {
    setScenario('member');
    expect(await journal.replay(handlers)).toBe(1);
    const replayed = breakOf(findAccount('member01')!, Date.now())!;
    // The journal stamps the request as it goes out, a few ms before the platform answered it.
    expect(replayed.kind).toBe('TIMEOUT');
    expect(Math.abs(replayed.endTime - taken.endTime)).toBeLessThan(1_000);
    expect(replayed.endTime - replayed.startTime).toBe(taken.endTime - taken.startTime);
  } finally {
    vi.useRealTimers();
  }
});
