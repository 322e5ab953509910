import { act, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { catalogue, findGames, MAINTENANCE_VENDOR, ROUND_OPEN_MS } from '../../mocks/db/games.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario } from '../../tests/support/scenario.ts';
import { api } from './client.ts';
import {
  gameImages,
  gameSchema,
  gameVendorsSchema,
  groupLanes,
  launchGameSchema,
  pvpRoomsSchema,
  resolveImage,
  vendorsOfType,
  winnerBoardSchema,
  type LaunchGameInput,
  type VendorCard,
  type VendorLane,
} from './games.contract.ts';
import {
  useFavouriteGames,
  useFavouriteIds,
  useGameList,
  useGameListInfinite,
  useGameVendors,
  useHotGames,
  useLaunchGame,
  usePvpRooms,
  useRecentGames,
  useToggleFavourite,
  useVassGameTypes,
  useWinnerBoard,
} from './games.ts';
import { keys } from './keys.ts';

/** The query of the first request to `path` made while `run` is pending. */
async function captureQuery(path: string, run: () => Promise<unknown>): Promise<{ query: URLSearchParams; headers: Headers }> {
  let captured: { query: URLSearchParams; headers: Headers } | undefined;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path && !captured) captured = { query: url.searchParams, headers: request.headers };
  };
  server.events.on('request:start', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  if (!captured) throw new Error(`no request to ${path}`);
  return captured;
}

const card = (vassalage: string, gameType: string): VendorCard => ({
  vassalage,
  gameType,
  displayName: vassalage,
  isHot: false,
  maintenance: false,
});

describe('vendor lanes (GCSGAME_gameVendor)', () => {
  test('the lanes come back with vendor cards, icons and the RNG classify counts; groupLanes splits them as the desktop does', async () => {
    const { query } = await captureQuery('/wps/relay/GCSGAME_gameVendor', async () => {
      const { result } = renderQueryHook(() => useGameVendors());
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const lanes = result.current.data!;
      expect(lanes.map((l) => l.title)).toEqual(['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'INHOUSE', 'ELOTT', 'LOTT']);
      const rng = lanes.find((l) => l.title === 'RNG')!;
      const jili = rng.cards.find((c) => c.vassalage === 'JL')!;
      expect(jili).toMatchObject({ displayName: 'Jili', gameType: 'RNG', isHot: true, isGame: 'VASSALAGE' });
      expect(jili.smallIcon).toMatch(/^data:image\/svg\+xml,/);
      expect(jili.lagerIcon).toMatch(/^data:image\/svg\+xml,/);
      expect(rng.gameClassify.reduce((sum, c) => sum + (c.gameCount ?? 0), 0)).toBe(10_000);
      // Sportsbooks launch straight from their card.
      const saba = lanes.find((l) => l.title === 'SPORTS')!.cards.find((c) => c.vassalage === 'SB')!;
      expect(saba.gameId).toBe('SB0001');
      expect(saba.nodeId).toMatch(/^\d+$/);

      const categories = groupLanes(lanes);
      const byName = Object.fromEntries(categories.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)]));
      expect(byName.ESPORTS).toEqual(['IMES', 'TF', 'IA', 'AV', 'AI']);
      expect(byName.COCKFIGHT).toEqual(['SV3']);
      expect(byName.SPORTS).toEqual(['SB', 'FB', 'CMD']);
      expect(byName.SPB).toEqual(['SPB', 'SS']);
      expect(byName.RNG).toContain('SPB');
      expect(categories.map((c) => c.gameCategory)).toEqual([
        'RNG',
        'SPB',
        'LIVE',
        'FISH',
        'PVP',
        'SPORTS',
        'ESPORTS',
        'COCKFIGHT',
        'INHOUSE',
        'ELOTT',
        'LOTT',
      ]);
    });
    expect(query.get('merchantCode')).toBe('viva123');
  });

  test('the desktop alias newGameVendor answers the same lanes', async () => {
    const lanes = await api.request({
      method: 'GET',
      path: '/wps/relay/GCSGAME_newGameVendor',
      query: { platform: 'html5-desktop' },
      schema: gameVendorsSchema,
    });
    expect(lanes.find((l) => l.title === 'LIVE')!.cards.map((c) => c.vassalage)).toEqual(['EG4', 'SA', 'SEX', 'DG', 'WM']);
  });

  test('empty catalogues give no lanes; COMM3 off answers #543', async () => {
    setScenario('visitor', { emptyCatalogues: true });
    const empty = renderQueryHook(() => useGameVendors());
    await waitFor(() => expect(empty.result.current.isSuccess).toBe(true));
    expect(empty.result.current.data).toEqual([]);

    setScenario('visitor', { modulesOff: ['COMM3'] });
    const off = renderQueryHook(() => useGameVendors());
    await waitFor(() => expect(off.result.current.isError).toBe(true));
    expect(off.result.current.error).toMatchObject({ kind: 'business', errorCode: '543' });
  });
});

describe('groupLanes', () => {
  test('moves e-sports and cock fight out of SPORTS, copies SPB/SS into SPB, merges into existing categories and drops empty ones', () => {
    const lanes: VendorLane[] = [
      { title: 'SPORTS', cards: [card('IMES', 'SPORTS'), card('SV3', 'SPORTS'), card('AV', 'SPORTS')], gameClassify: [] },
      { title: 'RNG', cards: [card('PG', 'RNG'), card('SS', 'RNG')], gameClassify: [{ key: 'SC', displayName: 'Slots', gameCount: 3 }] },
      { title: 'ESPORTS', cards: [card('TF', 'ESPORTS'), card('IMES', 'ESPORTS')], gameClassify: [] },
      { title: 'FISH', cards: [], gameClassify: [] },
    ];
    const categories = groupLanes(lanes);
    expect(categories.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['ESPORTS', ['IMES', 'AV', 'TF']],
      ['COCKFIGHT', ['SV3']],
      ['RNG', ['PG', 'SS']],
      ['SPB', ['SS']],
    ]);
    expect(categories.find((c) => c.gameCategory === 'RNG')!.gameClassify).toEqual([{ key: 'SC', displayName: 'Slots', gameCount: 3 }]);
    // The input is not changed.
    expect(lanes[0]!.cards).toHaveLength(3);
  });
});

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

describe('hot games (GCSGAME_hotGamesV2)', () => {
  test('answers visitors with hot games, sending isPlatform 2 and an empty vassalage', async () => {
    const { query, headers } = await captureQuery('/wps/relay/GCSGAME_hotGamesV2', async () => {
      const { result } = renderQueryHook(() => useHotGames({ language: 'EN' }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const list = result.current.data!;
      expect(list.length).toBeGreaterThan(20);
      expect(list.every((g) => g.isHot)).toBe(true);
      expect(new Set(list.map((g) => g.gameType))).toEqual(new Set(['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE']));
    });
    expect(Object.fromEntries(query)).toEqual({
      merchantCode: 'viva123',
      isPlatform: '2',
      vassalage: '',
      platform: 'flash,html5-desktop',
      language: 'EN',
    });
    expect(headers.get('ModuleId')).toBe('GAMELOHOT3');
  });

  test('one vendor only, and empty catalogues', async () => {
    const jili = renderQueryHook(() => useHotGames({ language: 'EN', vassalage: 'JL' }));
    await waitFor(() => expect(jili.result.current.isSuccess).toBe(true));
    expect(jili.result.current.data!.length).toBeGreaterThan(0);
    expect(jili.result.current.data!.every((g) => g.vassalage === 'JL')).toBe(true);

    setScenario('visitor', { emptyCatalogues: true });
    const empty = renderQueryHook(() => useHotGames({ language: 'EN' }));
    await waitFor(() => expect(empty.result.current.isSuccess).toBe(true));
    expect(empty.result.current.data).toEqual([]);
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

describe('favourites (MCSFE_getFavoriteGames, getFavoriteGamesList, add/removeFavoriteGameV2)', () => {
  test('a member has seeded favourite ids (as strings) and the matching RNG list', async () => {
    setScenario('member');
    const ids = renderQueryHook(() => useFavouriteIds());
    await waitFor(() => expect(ids.result.current.isSuccess).toBe(true));
    expect(ids.result.current.data!.length).toBeGreaterThan(2);
    expect(ids.result.current.data!.every((id) => /^\d+$/.test(id))).toBe(true);

    const { query } = await captureQuery('/wps/relay/MCSFE_getFavoriteGamesList', async () => {
      const list = renderQueryHook(() => useFavouriteGames({ language: 'EN' }));
      await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
      expect(list.result.current.data!.content.map((g) => g.nodeId)).toEqual(ids.result.current.data);
      expect(list.result.current.data).toMatchObject({ pageNum: 1, totalPages: 1 });
    });
    expect(Object.fromEntries(query)).toEqual({
      clientType: '3',
      platform: 'flash',
      language: 'EN',
      pageNo: '1',
      pageSize: '999',
      gameType: 'RNG',
    });
  });

  test('a toggle adds a game (optimistically), the next reads keep it, and a second toggle removes it', async () => {
    setScenario('member', { latencyMs: 300 });
    const game = findGames({ gameType: 'RNG', vassalage: 'CQ9' }).at(-1)!;
    const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' };
    const { result, client } = renderQueryHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }));
    await waitFor(() => expect(result.current.ids.isSuccess).toBe(true));
    expect(result.current.ids.data).not.toContain(String(game.nodeId));

    act(() => result.current.toggle.mutate(input));
    // The heart fills before the platform answers.
    await waitFor(() => expect(client.getQueryData<string[]>(keys.games.favouriteIds())).toContain(String(game.nodeId)));
    expect(result.current.toggle.isPending).toBe(true);
    await waitFor(() => expect(result.current.toggle.isSuccess).toBe(true));
    expect(result.current.toggle.data).toBe('add');

    // A fresh client (another page load) sees the stored favourite, first in the list.
    const again = renderQueryHook(() => ({ ids: useFavouriteIds(), list: useFavouriteGames({ language: 'VI' }) }));
    await waitFor(() => expect(again.result.current.list.isSuccess).toBe(true));
    expect(again.result.current.ids.data).toContain(String(game.nodeId));
    expect(again.result.current.list.data!.content[0]).toMatchObject({ gameId: game.gameId, name: game.name.VI });

    await waitFor(() => expect(result.current.ids.isFetching).toBe(false));
    expect(await act(() => result.current.toggle.mutateAsync(input))).toBe('remove');
    const third = renderQueryHook(() => useFavouriteIds());
    await waitFor(() => expect(third.result.current.isSuccess).toBe(true));
    expect(third.result.current.data).not.toContain(String(game.nodeId));
  });

  test('a failed toggle puts the ids back', async () => {
    setScenario('member');
    const { result, client } = renderQueryHook(() => ({ ids: useFavouriteIds(), toggle: useToggleFavourite() }));
    await waitFor(() => expect(result.current.ids.isSuccess).toBe(true));
    const before = result.current.ids.data!;
    await act(async () => {
      await expect(result.current.toggle.mutateAsync({ nodeId: 1, vendor: 'JL', gameType: 'RNG' })).rejects.toMatchObject({
        kind: 'business',
        errorCode: 'game.not.exist',
      });
    });
    expect(client.getQueryData(keys.games.favouriteIds())).toEqual(before);
  });

  test('visitors get 401, trial accounts are refused, GAMELOFAV3 off is #543', async () => {
    const visitor = renderQueryHook(() => useFavouriteIds());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });

    setScenario('trial');
    const trial = renderQueryHook(() => ({
      ids: useFavouriteIds(),
      list: useFavouriteGames({ language: 'EN' }),
      toggle: useToggleFavourite(),
    }));
    await waitFor(() => expect(trial.result.current.list.isError).toBe(true));
    expect(trial.result.current.ids.error).toMatchObject({ kind: 'business', errorCode: 'trial.account.not.allowed' });
    expect(trial.result.current.list.error).toMatchObject({ errorCode: 'trial.account.not.allowed' });
    const game = catalogue().byType.get('RNG')![0]!;
    await act(async () => {
      await expect(
        trial.result.current.toggle.mutateAsync({ nodeId: game.nodeId, vendor: game.vassalage, gameType: 'RNG' }),
      ).rejects.toMatchObject({ errorCode: 'trial.account.not.allowed' });
    });

    setScenario('member', { modulesOff: ['GAMELOFAV3'] });
    const off = renderQueryHook(() => useFavouriteIds());
    await waitFor(() => expect(off.result.current.isError).toBe(true));
    expect(off.result.current.error).toMatchObject({ errorCode: '543' });
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

describe('winner board (ODSFE2_getWinnerBoard)', () => {
  test('20 masked winners, highest win first, with what a launch needs', async () => {
    const { query } = await captureQuery('/wps/relay/ODSFE2_getWinnerBoard', async () => {
      const { result } = renderQueryHook(() => useWinnerBoard({ language: 'EN' }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const winners = result.current.data!;
      expect(winners).toHaveLength(20);
      const amounts = winners.map((w) => w.winAmount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      // The platform answers newest first, so the sort is the client's work.
      expect(amounts).not.toEqual(
        catalogue()
          .winners.slice(0, 20)
          .map((w) => w.winAmount),
      );
      expect(winners.every((w) => w.customerName.includes('***') && w.gameId && w.nodeId && w.vassalage)).toBe(true);
    });
    expect(Object.fromEntries(query)).toEqual({ gameCategory: 'ALL', language: 'EN', limitNum: '20' });
  });

  test('empty catalogues give an empty board; COMM3 off is #543', async () => {
    setScenario('visitor', { emptyCatalogues: true });
    const empty = renderQueryHook(() => useWinnerBoard({ language: 'EN' }));
    await waitFor(() => expect(empty.result.current.isSuccess).toBe(true));
    expect(empty.result.current.data).toEqual([]);

    setScenario('visitor', { modulesOff: ['COMM3'] });
    const off = renderQueryHook(() => useWinnerBoard({ language: 'EN' }));
    await waitFor(() => expect(off.result.current.isError).toBe(true));
    expect(off.result.current.error).toMatchObject({ errorCode: '543' });
  });
});

describe('image helpers', () => {
  test('platform image paths and icon resolution', () => {
    const cdn = 'https://img.example.test';
    expect(gameImages.vendorSmall(cdn, 'JL')).toBe('https://img.example.test/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/JL-DEFAULT.png');
    expect(gameImages.vendorList(cdn, 'LOTT', 'TCG_SEA', 'COLOR')).toBe(
      'https://img.example.test/TCG_PROD_IMAGES/ELOTT_LIST_VENDOR/TCG_SEA-COLOR.png',
    );
    expect(gameImages.defaultGame(cdn)).toBe('https://img.example.test/TCG_GAME_ICONS/default.png');
    expect(resolveImage(cdn, '/TCG_GAME_ICONS/JL/JL0118.png')).toBe('https://img.example.test/TCG_GAME_ICONS/JL/JL0118.png');
    expect(resolveImage(cdn, 'data:image/svg+xml,x')).toBe('data:image/svg+xml,x');
    expect(resolveImage(cdn, null)).toBeUndefined();
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('a game with the confirmed identity only', () => {
    expect(gameSchema.parse({ nodeId: 178045, gameId: 'JL0118', vassalage: 'JL', gameType: 'RNG' })).toMatchObject({
      nodeId: '178045',
      gameId: 'JL0118',
      vassalage: 'JL',
      gameType: 'RNG',
      isHot: false,
      isNew: false,
      trialSupported: false,
    });
  });

  test('a room with its id and minimum bet; a win with its name and amount', () => {
    expect(pvpRoomsSchema.parse({ list: [{ roomId: 7, minBet: '10' }] })).toEqual([{ roomId: '7', minBet: 10, name: '', players: 0 }]);
    expect(winnerBoardSchema.parse({ list: [{ vo: { customerName: 'ab***', winAmount: '99' } }] })).toEqual([
      { customerName: 'ab***', winAmount: 99 },
    ]);
  });
});
