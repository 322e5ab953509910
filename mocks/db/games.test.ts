import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import {
  catalogue,
  findGames,
  foldText,
  favouritesOf,
  maskName,
  openRound,
  pageOf,
  recentOf,
  RNG_GAME_COUNT,
  ROUND_OPEN_MS,
  setFavourite,
  VENDORS,
} from './games.ts';

describe('game catalogue', () => {
  test('holds 10,000 slots and the other lanes, with unique ids of the platform format', () => {
    const { games, byType } = catalogue();
    expect(byType.get('RNG')).toHaveLength(RNG_GAME_COUNT);
    for (const lane of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'INHOUSE', 'ELOTT'] as const) expect(byType.get(lane)!.length).toBeGreaterThan(0);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(games.length);
    expect(games.every((g) => /^[A-Z0-9_]+\d{4}$/.test(g.gameId))).toBe(true);
    // Slot titles are not repeated across vendors.
    const slots = byType.get('RNG')!.filter((g) => g.gameClassify === 'SC' || g.gameClassify === 'JP');
    expect(new Set(slots.map((g) => g.name.EN)).size).toBe(slots.length);
    // Every RNG vendor has its share of the 10,000.
    for (const vendor of VENDORS.filter((v) => v.lane === 'RNG'))
      expect(byType.get('RNG')!.filter((g) => g.vassalage === vendor.vassalage)).toHaveLength(vendor.slots!);
  });

  test('is memoised per seed: a reset keeps it, another seed builds another', () => {
    const first = catalogue();
    setScenario('member');
    expect(catalogue()).toBe(first);
    setScenario('visitor', { seed: 7 });
    const other = catalogue();
    expect(other).not.toBe(first);
    expect(other.byType.get('RNG')![0]!.name).not.toEqual(first.byType.get('RNG')![0]!.name);
  });

  test('lists are sorted by popularity and the most popular are hot', () => {
    const rng = catalogue().byType.get('RNG')!;
    expect(rng.map((g) => g.rank)).toEqual(rng.map((_, i) => i + 1));
    expect(rng[0]!.hot).toBe(true);
    expect(rng.at(-1)!.hot).toBe(false);
  });
});

describe('findGames', () => {
  test('filters by vendor list, classify, stake and lines', () => {
    const jl = findGames({ gameType: 'RNG', vassalage: 'JL' });
    expect(jl.length).toBe(1400);
    expect(findGames({ gameType: 'rng', vassalage: 'jl,pg' }).length).toBe(2300);
    expect(findGames({ gameType: 'RNG', gameClassify: 'VP' }).every((g) => g.gameClassify === 'VP')).toBe(true);
    expect(findGames({ gameType: 'RNG', minBet: 200 }).every((g) => g.minBet <= 200)).toBe(true);
    expect(findGames({ gameType: 'RNG', minLineNum: 243 }).every((g) => g.lineNum >= 243)).toBe(true);
  });

  test('searches both languages ignoring case and Vietnamese diacritics', () => {
    expect(foldText('Rồng Vàng ĐỎ')).toBe('rong vang do');
    const target = catalogue().byType.get('RNG')![0]!;
    expect(findGames({ gameType: 'RNG', gameName: target.name.EN.toUpperCase() })).toContain(target);
    expect(findGames({ gameType: 'RNG', gameName: foldText(target.name.VI) })).toContain(target);
    expect(findGames({ gameType: 'RNG', gameName: 'zzzz-no-such-game' })).toEqual([]);
  });

  test('the client-side categories map back to their vendors', () => {
    expect(new Set(findGames({ gameType: 'ESPORTS' }).map((g) => g.vassalage))).toEqual(new Set(['IMES', 'TF', 'IA', 'AV', 'AI']));
    expect(findGames({ gameType: 'COCKFIGHT' }).map((g) => g.vassalage)).toEqual(['SV3']);
    expect(new Set(findGames({ gameType: 'SPB' }).map((g) => g.vassalage))).toEqual(new Set(['SPB', 'SS']));
  });

  test('pages are 1-based and the last one holds the rest', () => {
    const all = findGames({ gameType: 'RNG' });
    expect(pageOf(all, 1, 42)).toMatchObject({ totalPages: 239 });
    expect(pageOf(all, 239, 42).items).toHaveLength(RNG_GAME_COUNT - 238 * 42);
    expect(pageOf(all, 240, 42).items).toEqual([]);
  });
});

describe('player game state', () => {
  test('seeded members have favourites and recent games; trial accounts none', () => {
    setScenario('member');
    expect(favouritesOf('member01').length).toBeGreaterThan(0);
    expect(recentOf('member01').length).toBeGreaterThan(0);
    expect(favouritesOf('trial0001')).toEqual([]);
  });

  test('favourites: adding twice keeps one entry, removing a missing one is harmless', () => {
    const game = findGames({ gameType: 'RNG', vassalage: 'PG' }).at(-1)!;
    setFavourite('member01', game.nodeId, true);
    setFavourite('member01', game.nodeId, true);
    expect(favouritesOf('member01').filter((f) => f.nodeId === game.nodeId)).toHaveLength(1);
    expect(favouritesOf('member01')[0]!.nodeId).toBe(game.nodeId);
    setFavourite('member01', game.nodeId, false);
    setFavourite('member01', game.nodeId, false);
    expect(favouritesOf('member01').some((f) => f.nodeId === game.nodeId)).toBe(false);
  });

  test('a round blocks other games for 30 s, not the same game, and records the launch as recent', () => {
    const [a, b] = findGames({ gameType: 'RNG', vassalage: 'JL' });
    const t0 = 1_000_000;
    expect(openRound('member01', a!, t0)).toBe('ok');
    expect(openRound('member01', b!, t0 + 1_000)).toBe('busy');
    expect(openRound('member01', a!, t0 + 2_000)).toBe('ok');
    expect(openRound('member01', b!, t0 + 2_000 + ROUND_OPEN_MS - 1)).toBe('busy');
    expect(openRound('member01', b!, t0 + 2_000 + ROUND_OPEN_MS)).toBe('ok');
    expect(
      recentOf('member01')
        .slice(0, 2)
        .map((r) => r.nodeId),
    ).toEqual([b!.nodeId, a!.nodeId]);
    // Another member is not blocked by member01's round.
    expect(openRound('vip01', a!, t0 + 2_000 + ROUND_OPEN_MS)).toBe('ok');
  });

  test('winner names are masked', () => {
    expect(maskName('minh8821')).toBe('min***21');
    expect(maskName('an12')).toBe('a***');
    expect(catalogue().winners.every((w) => w.customerName.includes('***'))).toBe(true);
  });
});
