import { describe, expect, test } from 'vitest';
import { gamePath } from '../../paths.ts';
import { bannerStartTarget, decideGameStart, lotteryLaunchVendor, lotteryMenuVendor, type StartTarget } from './game-start.ts';

const member = { isLogin: true };
const visitor = { isLogin: false };

const slot: StartTarget = { vassalage: 'JL', gameType: 'RNG', gameId: 'JL0118', nodeId: '178045', name: 'Golden Koi', gameCode: 'JL0118' };
const liveTable: StartTarget = { vassalage: 'EG4', gameType: 'LIVE', gameId: 'EG40001', nodeId: 170101 };
const pvpGame: StartTarget = { vassalage: 'KM', gameType: 'PVP', gameId: 'KM0003', nodeId: '170300' };
const lottGame: StartTarget = { vassalage: 'LOTT', gameType: 'LOTT', code: 'SSC1', defaultPlayType: 'DXDS' };
const elottGame: StartTarget = { vassalage: 'TCG', gameType: 'ELOTT', gameCode: 'TESTTHAI3', code: 'IGNORED', defaultPlayType: 'STRAIGHT' };
const vnGame: StartTarget = { vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN', gameCode: '5910' };
const seaGame: StartTarget = { vassalage: 'TCG_SEA', gameType: 'ELOTT', gameId: 'TCG_SEA0001', nodeId: '170900' };

const vendor = (fields: Partial<StartTarget> & Pick<StartTarget, 'vassalage' | 'gameType'>): StartTarget => ({
  isGame: null,
  accountTypeName: null,
  gameId: null,
  nodeId: null,
  ...fields,
});
const slotsVendor = vendor({ vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' });
const liveVendor = vendor({ vassalage: 'EG4', gameType: 'LIVE', isGame: 'VASSALAGE', displayName: 'Evolution' });
const pvpVendor = vendor({ vassalage: 'KM', gameType: 'PVP', isGame: 'VASSALAGE' });
const sportsVendor = vendor({ vassalage: 'SB', gameType: 'SPORTS', gameId: 'SB0001', nodeId: 170500 });
const seaVendor = vendor({ vassalage: 'TCG_SEA', gameType: 'ELOTT', accountTypeName: 'TCG_SEA', gameId: 'TCG_SEA0001', nodeId: 170900 });
const vnVendor = vendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN' });
const lottVendor = vendor({ vassalage: 'LOTT', gameType: 'LOTT', accountTypeName: 'LOTT' });
const plainLiveVendor = vendor({ vassalage: 'SA', gameType: 'LIVE' });

const query = (to: string) => Object.fromEntries(new URL(to, 'https://app.test').searchParams);
const pathOf = (to: string) => new URL(to, 'https://app.test').pathname;

describe('decideGameStart: the start matrix', () => {
  test('a visitor gets the login prompt for every start, game or vendor entry', () => {
    for (const target of [slot, liveTable, pvpGame, lottGame, elottGame, vnGame, seaGame])
      expect(decideGameStart(target, 'game', visitor)).toEqual({ kind: 'login' });
    for (const target of [liveVendor, pvpVendor, sportsVendor, seaVendor, vnVendor, lottVendor])
      expect(decideGameStart(target, 'vendor', visitor)).toEqual({ kind: 'login' });
  });

  test('browsing a lobby is not a start: a visitor may open the slots lobby of a vendor', () => {
    expect(decideGameStart(slotsVendor, 'vendor', visitor)).toEqual({ kind: 'lobby', to: '/rng?vassalage=PG' });
    expect(decideGameStart(plainLiveVendor, 'vendor', visitor)).toEqual({ kind: 'lobby', to: '/live?vassalage=SA' });
  });

  test('lottery and e-lottery games go to /lottery with the game code and play type', () => {
    const lott = decideGameStart(lottGame, 'game', member);
    expect(lott.kind).toBe('navigate');
    if (lott.kind !== 'navigate') return;
    expect(pathOf(lott.to)).toBe('/lottery');
    // code stands in when gameCode is missing; gameCode wins when both are there.
    expect(query(lott.to)).toEqual({ gameCode: 'SSC1', playType: 'DXDS' });
    expect(decideGameStart(elottGame, 'game', member)).toEqual({ kind: 'navigate', to: '/lottery?gameCode=TESTTHAI3&playType=STRAIGHT' });
    expect(decideGameStart({ vassalage: 'LOTT', gameType: 'lott' }, 'game', member)).toEqual({ kind: 'navigate', to: '/lottery' });
  });

  test('the TCG lottery vendor entry opens the lottery lobby without a game', () => {
    expect(decideGameStart(lottVendor, 'vendor', member)).toEqual({ kind: 'navigate', to: '/lottery' });
    // A vendor card carrying a code does not pick a game for the player.
    expect(decideGameStart({ ...lottVendor, code: 'SSC1', defaultPlayType: 'X' }, 'vendor', member)).toEqual({
      kind: 'navigate',
      to: '/lottery',
    });
  });

  test('the Vietnam lottery goes to /vnlottery, with the game code when a game is chosen', () => {
    expect(decideGameStart(vnVendor, 'vendor', member)).toEqual({ kind: 'navigate', to: '/vnlottery' });
    expect(decideGameStart(vnGame, 'game', member)).toEqual({ kind: 'navigate', to: '/vnlottery?gameCode=5910' });
    // The account type decides even when the vassalage differs; the vassalage stands in without one.
    expect(decideGameStart({ vassalage: 'VN', gameType: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN', code: '5913' }, 'game', member)).toEqual({
      kind: 'navigate',
      to: '/vnlottery?gameCode=5913',
    });
    expect(decideGameStart({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' }, 'vendor', member)).toEqual({
      kind: 'navigate',
      to: '/vnlottery',
    });
  });

  test('the TCG_SEA account type opens its dedicated dialog, as a vendor entry or as a game', () => {
    expect(decideGameStart(seaVendor, 'vendor', member)).toEqual({ kind: 'sea-lottery', target: seaVendor });
    expect(decideGameStart(seaGame, 'game', member)).toEqual({ kind: 'sea-lottery', target: seaGame });
    expect(decideGameStart({ ...seaVendor, gameId: null }, 'vendor', member)).toEqual({ kind: 'unavailable' });
  });

  test('a slots vendor entry opens /rng with that vendor chosen, even when flagged VASSALAGE', () => {
    expect(decideGameStart(slotsVendor, 'vendor', member)).toEqual({ kind: 'lobby', to: '/rng?vassalage=PG' });
    expect(decideGameStart(vendor({ vassalage: 'SPB', gameType: 'RNG' }), 'vendor', member)).toEqual({
      kind: 'lobby',
      to: '/rng?vassalage=SPB',
    });
  });

  test('a vendor entry flagged VASSALAGE opens the popup list of its games', () => {
    expect(decideGameStart(liveVendor, 'vendor', member)).toEqual({ kind: 'vendor-games', vendor: liveVendor });
    expect(decideGameStart(pvpVendor, 'vendor', member)).toEqual({ kind: 'vendor-games', vendor: pvpVendor });
    expect(decideGameStart({ ...liveVendor, isGame: 'vassalage' }, 'vendor', member).kind).toBe('vendor-games');
  });

  test('a PVP game opens its room list; a slot game played from a tile launches on /game', () => {
    expect(decideGameStart(pvpGame, 'game', member)).toEqual({ kind: 'pvp-rooms', game: pvpGame });
    const started = decideGameStart(slot, 'game', member);
    expect(started).toEqual({ kind: 'navigate', to: gamePath({ ...slot, gameId: 'JL0118', nodeId: '178045' }, 'real') });
  });

  test('everything else launches on /game; single-game vendors launch their gameId and nodeId directly', () => {
    const live = decideGameStart(liveTable, 'game', member);
    expect(live.kind === 'navigate' && pathOf(live.to)).toBe('/game');
    if (live.kind === 'navigate')
      expect(query(live.to)).toEqual({ vassalage: 'EG4', gameType: 'LIVE', gameId: 'EG40001', nodeId: '170101', mode: 'real' });
    const sports = decideGameStart(sportsVendor, 'vendor', member);
    if (sports.kind !== 'navigate') throw new Error(`expected a launch, got ${sports.kind}`);
    expect(query(sports.to)).toEqual({ vassalage: 'SB', gameType: 'SPORTS', gameId: 'SB0001', nodeId: '170500', mode: 'real' });
  });

  test('a vendor entry with nothing to launch and no popup opens its lobby; a game without ids cannot start', () => {
    expect(decideGameStart(plainLiveVendor, 'vendor', member)).toEqual({ kind: 'lobby', to: '/live?vassalage=SA' });
    expect(decideGameStart({ vassalage: 'EG4', gameType: 'LIVE', gameId: 'EG40001' }, 'game', member)).toEqual({ kind: 'unavailable' });
    expect(decideGameStart({ vassalage: 'EG4', gameType: 'LIVE', gameId: '', nodeId: 1 }, 'game', member)).toEqual({ kind: 'unavailable' });
  });
});

describe('menu and category helpers', () => {
  const categories = [
    { gameCategory: 'RNG', vendors: [{ vassalage: 'JL', n: 1 }] },
    { gameCategory: 'FISH', vendors: [{ vassalage: 'JL', n: 2 }] },
    {
      gameCategory: 'ELOTT',
      vendors: [
        { vassalage: 'TCG_LOTTO_VN', n: 3 },
        { vassalage: 'TCG_SEA', n: 4 },
      ],
    },
  ];

  test('lotteryLaunchVendor finds the TCG_SEA card of a lottery category, or nothing', () => {
    expect(lotteryLaunchVendor(categories)).toEqual({ vassalage: 'TCG_SEA', n: 4 });
    expect(lotteryLaunchVendor(categories.slice(0, 2))).toBeUndefined();
    // TCG_SEA outside a lottery category is not the lottery entry.
    expect(lotteryLaunchVendor([{ gameCategory: 'RNG', vendors: [{ vassalage: 'TCG_SEA' }] }])).toBeUndefined();
  });

  test('lotteryMenuVendor: the one vendor of a lottery category without TCG_SEA, else nothing', () => {
    const lott = { vassalage: 'LOTT', n: 5 };
    expect(lotteryMenuVendor({ gameCategory: 'LOTT', vendors: [lott] })).toBe(lott);
    // ELOTT has TCG_SEA (a button in the menu that launches it).
    expect(lotteryMenuVendor(categories[2]!)).toBeUndefined();
    // Not a lottery category: its link opens the lobby.
    expect(lotteryMenuVendor({ gameCategory: 'RNG', vendors: [lott] })).toBeUndefined();
    // Several vendors: the lobby lets the player choose.
    expect(lotteryMenuVendor({ gameCategory: 'LOTT', vendors: [lott, { vassalage: 'X', n: 6 }] })).toBeUndefined();
  });
});

describe('bannerStartTarget', () => {
  const slots = { vassalage: 'PG', gameType: 'RNG', displayName: 'PG Soft' };
  const single = { vassalage: 'EG4', gameType: 'LIVE', gameId: 'lobby', nodeId: 7 };
  const categories: { vendors: StartTarget[] }[] = [{ vendors: [slots] }, { vendors: [single] }];

  test('a vendor from the lanes starts as that vendor card', () => {
    expect(bannerStartTarget({ vendor: 'EG4', gameType: 'LIVE' }, categories)).toBe(single);
    expect(decideGameStart(bannerStartTarget({ vendor: ' PG ' }, categories)!, 'vendor', { isLogin: true })).toEqual({
      kind: 'lobby',
      to: '/rng?vassalage=PG',
    });
  });

  test('an unknown vendor opens its game type lobby; without a type or a vendor there is nothing to start', () => {
    const bare = bannerStartTarget({ vendor: 'NEW', gameType: 'FISH' }, categories);
    expect(bare).toEqual({ vassalage: 'NEW', gameType: 'FISH' });
    expect(decideGameStart(bare!, 'vendor', { isLogin: false })).toEqual({ kind: 'lobby', to: '/fish?vassalage=NEW' });
    expect(bannerStartTarget({ vendor: 'NEW', gameType: ' ' }, categories)).toBeUndefined();
    expect(bannerStartTarget({ vendor: null, gameType: 'RNG' }, categories)).toBeUndefined();
  });
});
