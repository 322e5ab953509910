import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { server } from '../mocks/node.ts';
import { SCENARIO_TOKENS } from '../mocks/db/accounts.ts';
import { clearSession, saveSession } from './features/session/session-store.ts';
import { HOME_PATHS, startFirstScreenCalls } from './early-calls.ts';
import { PATHS } from './paths.ts';
import { LAYOUTS } from './routes/layout.ts';
import { prefetchFirstScreen } from './routes/prefetch.ts';

const routes: RouteObject[] = [
  { path: PATHS.home, handle: { layout: LAYOUTS.home } },
  { path: PATHS.login, handle: { layout: LAYOUTS.login } },
];

/** The platform paths asked for while `run` and the calls it starts settle. */
async function platformCalls(run: () => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return paths.sort();
}

afterEach(() => clearSession());

const FIRST_SCREEN = [
  '/wps/relay/GCSGAME_gameVendor',
  '/wps/relay/GCSGAME_hotGamesV2',
  '/wps/relay/MCSFE_getListAnnouncements',
  '/wps/relay/ODSFE2_getWinnerBoard',
  '/wps/system/status',
];

test("a visitor's home page: boot's early calls are the very requests the app then makes, so each reaches the platform once", async () => {
  expect(HOME_PATHS).toContain(PATHS.home);
  const client = new QueryClient();
  const calls = await platformCalls(async () => {
    startFirstScreenCalls({ pathname: PATHS.home, search: '', host: location.host });
    prefetchFirstScreen(client, { pathname: PATHS.home }, routes);
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });
  expect(calls).toEqual(FIRST_SCREEN);
  expect(
    client
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === 'success'),
  ).toBe(true);
});

test('elsewhere only the status call starts early; with a stored or an address token nothing does', async () => {
  const early = (location: { pathname: string; search: string }) =>
    platformCalls(async () => {
      startFirstScreenCalls({ ...location, host: 'early.test' });
      // Nothing takes these answers: wait for the platform to have been asked.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  expect(await early({ pathname: PATHS.login, search: '' })).toEqual(['/wps/system/status']);
  expect(await early({ pathname: PATHS.home, search: '?token=abc' })).toEqual([]);
  saveSession({ token: SCENARIO_TOKENS.member });
  expect(await early({ pathname: PATHS.home, search: '' })).toEqual([]);
});
