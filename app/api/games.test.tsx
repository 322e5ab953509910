import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { catalogue, findGames } from '../../mocks/db/games.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario } from '../../tests/support/scenario.ts';
import { api } from './client.ts';
import {
  gameImages,
  gameSchema,
  gameVendorsSchema,
  groupLanes,
  resolveImage,
  winnerBoardSchema,
  type VendorCard,
  type VendorLane,
} from './games.contract.ts';
import { useFavouriteGames, useFavouriteIds, useGameVendors, useHotGames, useToggleFavourite, useWinnerBoard } from './games.ts';
import { pvpRoomsSchema } from './lobby.contract.ts';
import { keys } from './keys.ts';

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
