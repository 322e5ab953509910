import { act, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { catalogue, findGames, MAINTENANCE_VENDOR, ROUND_OPEN_MS } from '../../mocks/db/games.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario } from '../../tests/support/scenario.ts';
import { api } from './client.ts';
import { launchGameSchema, vendorsOfType, type LaunchGameInput } from './lobby.contract.ts';
import { useGameList, useGameListInfinite, useLaunchGame, usePvpRooms, useRecentGames, useVassGameTypes } from './lobby.ts';

describe('game list (GCSGAME_gameList)', () => {
  test('the 10,000 slots page by 42 from page 1, with the list params of the spec', async () => {
    const { query, headers } = await captureQuery('/wps/relay/GCSGAME_gameList', async () => {
      const { result } = renderQueryHook(() => useGameList({ gameType: 'RNG', language: 'EN' }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const page = result.current.data!;
      expect(page.totalCount).toBe(10_000);
      expect(page.totalPages).toBe(239);
      expect(page.games).toHaveLength(42);
      const first = page.games[0]!;
      expect(first).toMatchObject({ gameType: 'RNG', isHot: true });
      expect(first.name).toBe(first.gameName);
      expect(first.icon).toMatch(/^data:image\/svg\+xml,/);
      expect(first.nodeId).toMatch(/^\d+$/);
      expect(first.gameId).toMatch(/^[A-Z0-9]+\d{4}$/);
    });
    expect(Object.fromEntries(query)).toEqual({
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: 'viva123',
      gameType: 'RNG',
      pageSize: '42',
      language: 'EN',
      pageNo: '1',
    });
    expect(headers.get('ModuleId')).toBe('GAMELO3');
  });

  test('the last page holds the remainder', async () => {
    const { result } = renderQueryHook(() => useGameList({ gameType: 'RNG', language: 'EN', pageNo: 239 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.games).toHaveLength(10_000 - 238 * 42);
  });

  test('filters by vendor and classify, and searches names case-insensitively in the chosen language', async () => {
    const vendor = renderQueryHook(() => useGameList({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'VP', language: 'EN' }));
    await waitFor(() => expect(vendor.result.current.isSuccess).toBe(true));
    const pg = vendor.result.current.data!;
    expect(pg.totalCount).toBe(findGames({ gameType: 'RNG', vassalage: 'PG', gameClassify: 'VP' }).length);
    expect(pg.games.length).toBeGreaterThan(0);
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.gameClassify === 'VP')).toBe(true);

    const target = catalogue().byType.get('RNG')![5]!;
    const search = renderQueryHook(() => useGameList({ gameType: 'RNG', gameName: `  ${target.name.VI.toUpperCase()} `, language: 'VI' }));
    await waitFor(() => expect(search.result.current.isSuccess).toBe(true));
    const found = search.result.current.data!.games.find((g) => g.gameId === target.gameId);
    expect(found?.name).toBe(target.name.VI);
  });

  test('a list without gameType is refused by the platform', async () => {
    const { result } = renderQueryHook(() => useGameList({ gameType: '', language: 'EN' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('empty catalogues give an empty list', async () => {
    setScenario('visitor', { emptyCatalogues: true });
    const { result } = renderQueryHook(() => useGameList({ gameType: 'LIVE', language: 'EN' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ games: [], totalPages: 0, totalCount: 0 });
  });
});

describe('game list, infinite scroll', () => {
  test('loads page after page until totalPages', async () => {
    const { result } = renderQueryHook(() => useGameListInfinite({ gameType: 'RNG', language: 'EN' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    expect(result.current.data!.pages).toHaveLength(1);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data!.pages).toHaveLength(2));
    const ids = result.current.data!.pages.flatMap((p) => p.games.map((g) => g.gameId));
    expect(new Set(ids).size).toBe(84);

    const small = renderQueryHook(() => useGameListInfinite({ gameType: 'SPB', language: 'EN' }));
    await waitFor(() => expect(small.result.current.isSuccess).toBe(true));
    expect(small.result.current.data!.pages[0]!.games).toHaveLength(30);
    expect(small.result.current.hasNextPage).toBe(false);
  });

  test('module GAMELO3 off answers #543', async () => {
    setScenario('visitor', { modulesOff: ['GAMELO3'] });
    const { result } = renderQueryHook(() => useGameListInfinite({ gameType: 'RNG', language: 'EN' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('vendors per game type (GCSGAME_getVassGameType)', () => {
  test('maps each type to its vendor codes', async () => {
    const { result } = renderQueryHook(() => useVassGameTypes());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(vendorsOfType(result.current.data!, 'RNG')).toEqual(expect.arrayContaining(['JL', 'PG', 'PP', 'SPB']));
    expect(vendorsOfType(result.current.data!, 'LIVE')).toEqual(['EG4', 'SA', 'SEX', 'DG', 'WM']);
    expect(vendorsOfType(result.current.data!, 'NOPE')).toEqual([]);
  });

  test('COMM3 off answers #543', async () => {
    setScenario('visitor', { modulesOff: ['COMM3'] });
    const { result } = renderQueryHook(() => useVassGameTypes());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('recent games (GCS_recentGame)', () => {
  test('a member sees seeded recent games, newest first', async () => {
    setScenario('member');
    const { query, headers } = await captureQuery('/wps/relay/GCS_recentGame', async () => {
      const { result } = renderQueryHook(() => useRecentGames({ language: 'EN' }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const { list, totalPages } = result.current.data!;
      expect(list.length).toBeGreaterThan(3);
      expect(totalPages).toBe(1);
      const times = list.map((g) => g.playTime!);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
    expect(query.get('clientType')).toBe('3');
    expect(headers.get('ModuleId')).toBe('GAMELOREC3');
  });

  test('a launch puts the game at the top of the recent list', async () => {
    setScenario('member');
    const game = findGames({ gameType: 'FISH', vassalage: 'JDB' })[0]!;
    const { result } = renderQueryHook(() => ({ recent: useRecentGames({ language: 'EN' }), launch: useLaunchGame() }));
    await waitFor(() => expect(result.current.recent.isSuccess).toBe(true));
    expect(result.current.recent.data!.list[0]!.gameId).not.toBe(game.gameId);
    await act(() =>
      result.current.launch.mutateAsync({
        gameId: game.gameId,
        nodeId: game.nodeId,
        vassalage: game.vassalage,
        username: 'member01',
        language: 'EN',
      }),
    );
    await waitFor(() => expect(result.current.recent.data!.list[0]!.gameId).toBe(game.gameId));
  });

  test('visitors get 401 and trial accounts are refused', async () => {
    const visitor = renderQueryHook(() => useRecentGames({ language: 'EN' }));
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired' });

    setScenario('trial');
    const trial = renderQueryHook(() => useRecentGames({ language: 'EN' }));
    await waitFor(() => expect(trial.result.current.isError).toBe(true));
    expect(trial.result.current.error).toMatchObject({ kind: 'business', errorCode: 'trial.account.not.allowed' });
  });
});

describe('PVP rooms (GLS2_roomList)', () => {
  test('lists the rooms of a vendor or one game, and a room launches its game', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePvpRooms({ vassalage: 'KM', language: 'VI' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const rooms = result.current.data!;
    expect(rooms.length).toBeGreaterThan(10);
    for (const room of rooms) {
      expect(room.vassalage).toBe('KM');
      expect(room.players).toBeLessThanOrEqual(room.maxPlayers!);
      expect(room.minBet).toBeGreaterThan(0);
    }
    const room = rooms[0]!;
    const one = renderQueryHook(() => usePvpRooms({ vassalage: 'KM', gameId: room.gameId!, language: 'EN' }));
    await waitFor(() => expect(one.result.current.isSuccess).toBe(true));
    expect(one.result.current.data!.every((r) => r.gameId === room.gameId)).toBe(true);

    const launch = renderQueryHook(() => useLaunchGame());
    const launched = await act(() =>
      launch.result.current.mutateAsync({
        gameId: room.gameId!,
        nodeId: room.nodeId!,
        vassalage: 'KM',
        roomId: room.roomId,
        language: 'EN',
      }),
    );
    expect(new URL(launched.url).searchParams.get('room')).toBe(room.roomId);
  });

  test('visitors get 401; an unknown vendor game is refused', async () => {
    const visitor = renderQueryHook(() => usePvpRooms({ vassalage: 'KM', language: 'EN' }));
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ status: 401 });

    setScenario('member');
    const wrong = renderQueryHook(() => usePvpRooms({ vassalage: 'KM', gameId: 'JL0001', language: 'EN' }));
    await waitFor(() => expect(wrong.result.current.isError).toBe(true));
    expect(wrong.result.current.error).toMatchObject({ kind: 'business', errorCode: 'game.not.exist' });
  });
});

describe('game launch (/wps/game/launchGame)', () => {
  const jili = () => findGames({ gameType: 'RNG', vassalage: 'JL' });
  const input = (game: { gameId: string; nodeId: number; vassalage: string }, extra: Partial<LaunchGameInput> = {}): LaunchGameInput => ({
    gameId: game.gameId,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    username: 'member01',
    language: 'EN',
    ...extra,
  });

  test('a member gets a game URL, sending the launch payload of the spec without the token', async () => {
    setScenario('member');
    const game = jili()[0]!;
    const { query, headers } = await captureQuery('/wps/game/launchGame', async () => {
      const { result } = renderQueryHook(() => useLaunchGame());
      const launched = await act(() => result.current.mutateAsync(input(game, { language: 'VI' })));
      const url = new URL(launched.url);
      // The fake provider lives on the app server's other loopback name: a game is never on the app's origin.
      expect(url.origin).not.toBe(location.origin);
      expect(url.origin).toBe(location.origin.replace('//localhost', '//127.0.0.1'));
      expect(url.pathname).toBe('/fake-game.html');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ game: game.gameId, vendor: 'JL', mode: 'real', lang: 'VI' });
      expect(launched.url2).toBe(`${launched.url}&line=2`);
    });
    expect(Object.fromEntries(query)).toEqual({
      gameId: game.gameId,
      nodeId: String(game.nodeId),
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'JL',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      username: 'member01',
      merchantCode: 'viva123',
      language: 'VI',
    });
    expect(headers.get('Language')).toBe('VI');
    expect(headers.get('ModuleId')).toBe('GAMELO3');
  });

  test('#734 while the previous round is open; the same game is fine; 30 s later another game is fine', async () => {
    setScenario('member');
    const [a, b] = jili();
    const now = vi.spyOn(Date, 'now');
    const t0 = Date.UTC(2026, 10, 20, 12);
    now.mockReturnValue(t0);
    const { result } = renderQueryHook(() => useLaunchGame());
    await act(() => result.current.mutateAsync(input(a!)));
    await act(async () => {
      await expect(result.current.mutateAsync(input(b!))).rejects.toMatchObject({ kind: 'business', errorCode: '734' });
    });
    now.mockReturnValue(t0 + 5_000);
    await act(() => result.current.mutateAsync(input(a!)));
    now.mockReturnValue(t0 + 5_000 + ROUND_OPEN_MS);
    const launched = await act(() => result.current.mutateAsync(input(b!)));
    expect(launched.url).toContain(`game=${b!.gameId}`);
  });

  test('#727 when launchMode is missing (HTTP 500)', async () => {
    setScenario('member');
    const game = jili()[0]!;
    await expect(
      api.request({
        method: 'GET',
        path: '/wps/game/launchGame',
        query: { gameId: game.gameId, nodeId: game.nodeId, accountType: 1, vassalage: 'JL' },
        schema: launchGameSchema,
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 500, errorCode: '727' });
  });

  test('free play: visitors and trial accounts may launch trial games with accountType 0, not real money', async () => {
    const trialGame = jili().find((g) => g.trial)!;
    const visitor = renderQueryHook(() => useLaunchGame());
    const fun = await act(() => visitor.result.current.mutateAsync(input(trialGame, { accountType: 0, username: undefined })));
    expect(new URL(fun.url).searchParams.get('mode')).toBe('fun');
    await act(async () => {
      await expect(visitor.result.current.mutateAsync(input(trialGame))).rejects.toMatchObject({ kind: 'session-expired', status: 401 });
    });

    setScenario('trial');
    const trial = renderQueryHook(() => useLaunchGame());
    await act(() => trial.result.current.mutateAsync(input(trialGame, { accountType: 0, username: 'trial0001' })));
    await act(async () => {
      await expect(trial.result.current.mutateAsync(input(trialGame, { username: 'trial0001' }))).rejects.toMatchObject({
        errorCode: 'trial.account.real.money',
      });
    });
    const live = findGames({ gameType: 'LIVE' })[0]!;
    await act(async () => {
      await expect(trial.result.current.mutateAsync(input(live, { accountType: 0 }))).rejects.toMatchObject({
        errorCode: 'free.play.not.supported',
      });
    });
  });

  test('a vendor under maintenance answers game maintenance; an unknown game is refused', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useLaunchGame());
    const game = findGames({ gameType: 'RNG', vassalage: MAINTENANCE_VENDOR })[0]!;
    await act(async () => {
      await expect(result.current.mutateAsync(input(game))).rejects.toMatchObject({ kind: 'business', message: 'game maintenance' });
    });
    await act(async () => {
      await expect(result.current.mutateAsync({ ...input(game), gameId: 'JL9999' })).rejects.toMatchObject({ errorCode: 'game.not.exist' });
    });
  });

  test('launchMode LOTT (the lottery lobby) answers a lotto URL and checks its view', async () => {
    setScenario('member');
    const lobby = await api.request({
      method: 'GET',
      path: '/wps/game/launchGame',
      query: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'Elott',
        lottoView: 'lobby',
        device: 'WEB',
        backUrl: 'http://localhost/elott',
        language: 'EN',
      },
      schema: launchGameSchema,
    });
    const url = new URL(lobby.url);
    expect(url.pathname).toBe('/fake-lotto.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      area: 'VN',
      prizeMode: 'Elott',
      view: 'lobby',
      lang: 'EN',
      backUrl: 'http://localhost/elott',
    });
    await expect(
      api.request({
        method: 'GET',
        path: '/wps/game/launchGame',
        query: { launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoView: 'betting' },
        schema: launchGameSchema,
      }),
    ).rejects.toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });
});
