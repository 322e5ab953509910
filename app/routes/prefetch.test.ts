import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SCENARIO_TOKENS } from '../../mocks/db/accounts.ts';
import { server } from '../../mocks/node.ts';
import { noticeQuery } from '../api/content.ts';
import { gameVendorsQuery, hotGamesQuery, winnerBoardQuery } from '../api/games.ts';
import { systemStatusQuery } from '../api/system.ts';
import { brand, overrideBrand } from '../brand.ts';
import { clearSession, saveSession } from '../features/session/session-store.ts';
import { PATHS } from '../paths.ts';
import { LAYOUTS, layoutAt } from './layout.ts';
import { prefetchFirstScreen, preloadPage } from './prefetch.ts';

// The route table's shape: one route per address, its layout in its handle.
const routes: RouteObject[] = [
  { path: PATHS.home, handle: { layout: LAYOUTS.home } },
  { path: PATHS.login, handle: { layout: LAYOUTS.login } },
  { path: PATHS.seamless, handle: { layout: LAYOUTS.seamless } },
];

const status = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.status;

afterEach(() => {
  clearSession();
  overrideBrand({ loginedToHomePage: false });
});

describe('the first screen at boot', () => {
  test('the layout is the matched route’s, and the 404 layout where nothing matches', () => {
    expect(layoutAt(routes, PATHS.home)).toBe(LAYOUTS.home);
    expect(layoutAt(routes, PATHS.login)).toBe(LAYOUTS.login);
    expect(layoutAt(routes, '/no-such-page')).toBe(LAYOUTS.notFound);
  });

  test('the home route’s status, lanes, winners, visitor notice and hot games are fetched under the keys the shell and page read', async () => {
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: PATHS.home }, routes);
    const keys = [
      systemStatusQuery().queryKey,
      gameVendorsQuery().queryKey,
      winnerBoardQuery({ language: 'EN' }).queryKey,
      noticeQuery({ execution: 'B', language: 'EN' }).queryKey,
      hotGamesQuery({ language: 'EN' }).queryKey,
    ];
    // Every call is in flight at once, before any component mounts.
    for (const key of keys) expect(status(client, key)).toBe('pending');
    expect(client.isFetching()).toBe(keys.length);
    await waitFor(() => expect(keys.map((key) => status(client, key))).toEqual(keys.map(() => 'success')));
    const notice = client.getQueryData(noticeQuery({ execution: 'B', language: 'EN' }).queryKey);
    expect(notice?.banners.some((banner) => banner.groupName === LAYOUTS.home.bannerGroup)).toBe(true);
  });

  test('its promise settles with the shell’s calls, not waiting for the page’s (the hot games), and not rejecting on a failure', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const hotGames = hotGamesQuery({ language: 'EN' });
    // The page's call outlasts the shell's: the promise does not wait for it.
    let answerHotGames!: () => void;
    const hotGamesHeld = new Promise<void>((resolve) => (answerHotGames = resolve));
    server.use(
      http.get('*/MCSFE_getListAnnouncements', () => HttpResponse.error()),
      http.get('*/GCSGAME_hotGamesV2', async () => {
        await hotGamesHeld;
        return HttpResponse.error();
      }),
    );
    await prefetchFirstScreen(client, { pathname: PATHS.home }, routes);
    expect(status(client, systemStatusQuery().queryKey)).toBe('success');
    expect(status(client, gameVendorsQuery().queryKey)).toBe('success');
    expect(status(client, winnerBoardQuery({ language: 'EN' }).queryKey)).toBe('success');
    expect(status(client, noticeQuery({ execution: 'B', language: 'EN' }).queryKey)).toBe('error');
    expect(status(client, hotGames.queryKey)).toBe('pending');
    answerHotGames();
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  test('a member’s notice is the logged-in one (execution A)', async () => {
    saveSession({ token: SCENARIO_TOKENS.member });
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: PATHS.home }, routes);
    expect(status(client, noticeQuery({ execution: 'A', language: 'EN' }).queryKey)).toBe('pending');
    expect(status(client, noticeQuery({ execution: 'B', language: 'EN' }).queryKey)).toBeUndefined();
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  test('a route without banners asks for no notice, and one without bars for no winners', async () => {
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: PATHS.seamless }, routes);
    expect(status(client, systemStatusQuery().queryKey)).toBe('pending');
    expect(status(client, gameVendorsQuery().queryKey)).toBe('pending');
    expect(client.getQueryCache().findAll({ queryKey: ['content'] })).toEqual([]);
    expect(status(client, winnerBoardQuery({ language: 'EN' }).queryKey)).toBeUndefined();
    expect(status(client, hotGamesQuery({ language: 'EN' }).queryKey)).toBeUndefined();
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  test('a visitor the brand sends to the login page gets only the status call', async () => {
    overrideBrand({ loginedToHomePage: true });
    expect(brand.loginedToHomePage).toBe(true);
    const client = new QueryClient();
    prefetchFirstScreen(client, { pathname: PATHS.home }, routes);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([systemStatusQuery().queryKey]);
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  test('the page’s chunk starts loading at boot; a failure there is left to the page to show', () => {
    const preload = vi.fn(() => Promise.reject(new Error('offline')));
    preloadPage([{ path: PATHS.home, handle: { layout: LAYOUTS.home, preload } }], PATHS.home);
    // Nothing is thrown or left unhandled (an unhandled rejection fails the run).
    expect(preload).toHaveBeenCalledTimes(1);
    preloadPage([{ path: PATHS.home, handle: { layout: LAYOUTS.home, preload } }], '/no-such-page');
    expect(preload).toHaveBeenCalledTimes(1);
  });
});
