import { expect, test } from 'vitest';
import { getMemberInfo, register } from '../app/api/member.ts';
import { login } from '../app/api/session.ts';
import { setScenario, setToken } from '../tests/support/scenario.ts';
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
