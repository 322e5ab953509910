import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { server } from '../../mocks/node.ts';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import {
  lotteryLaunchSchema,
  lotteryMenusSchema,
  openedNumerosSchema,
  vnLotteryMenuSchema,
  type LotteryPrizeMode,
} from './lottery.contract.ts';
import { popularLotteriesSchema, vnOpenedNumbersSchema } from './lottery-results.contract.ts';
import {
  getDrawHistory,
  getLotteryMenus,
  useLotteryLobbyLaunch,
  useDrawHistory,
  useLotteryMenus,
  useOpenedNumero,
  useVnLotteryMenu,
  useVnRecentLotteries,
} from './lottery.ts';

describe('lottery menus (/lgw/games/game_menus, raw)', () => {
  test('the groups arrive as an object keyed by code and come out as a list with their games', async () => {
    const { result } = renderQueryHook(() => useLotteryMenus({ prizeMode: 'Lott' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const groups = result.current.data!;
    expect(groups.map((group) => group.code)).toEqual(['SSC', '11X5', 'LF', 'PK10', 'LHC', 'K3']);
    const ssc = groups[0]!;
    expect(ssc).toMatchObject({ gameGroupId: 1, displayName: 'Time Lottery (SSC)' });
    expect(ssc.games[0]).toEqual({
      code: 'TCGFFC',
      gameId: 1001,
      gameGroupId: 1,
      displayName: 'TCG 1-Min SSC',
      remark: '1,440 draws a day',
    });
    expect(groups.find((group) => group.code === 'LF')!.games.map((game) => game.code)).toEqual(['FC3D', 'TCP3P5']);
  });

  test('prizeMode, the module and the language go out; Vietnamese names come back in VI', async () => {
    setApiLanguage('VI');
    let groups: Awaited<ReturnType<typeof getLotteryMenus>> = [];
    const { query, headers } = await captureQuery('/lgw/games/game_menus', async () => {
      groups = await getLotteryMenus({ prizeMode: 'Elott' });
    });
    expect(query.get('prizeMode')).toBe('Elott');
    expect(headers.get('ModuleId')).toBe('COMM3');
    expect(groups.find((group) => group.code === '11X5')!.games[1]!.displayName).toBe('11x5 Quảng Đông');
  });

  test('the old array shape with `code` and `remark` only parses to the same groups', () => {
    const parsed = lotteryMenusSchema.parse([
      { code: 'PK10', displayName: 'PK10', games: [{ code: 'BJPK10', gameGroupId: 4, gameId: '4002', remark: 'Beijing PK10' }] },
    ]);
    expect(parsed).toEqual([
      {
        code: 'PK10',
        gameGroupId: null,
        displayName: 'PK10',
        games: [{ code: 'BJPK10', gameGroupId: 4, gameId: 4002, remark: 'Beijing PK10', displayName: 'Beijing PK10' }],
      },
    ]);
    expect(() => lotteryMenusSchema.parse([{ displayName: 'no code', games: [] }])).toThrow();
  });

  test('an unknown prize mode is refused by the gateway with HTTP 400', async () => {
    await expect(getLotteryMenus({ prizeMode: 'BOGUS' as LotteryPrizeMode })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      errorCode: 'request_param_err',
    });
  });

  test('the empty-catalogues scenario gives no groups', async () => {
    setScenario('empty-catalogues');
    const { result } = renderQueryHook(() => useLotteryMenus());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });
});

describe('Vietnam lottery menu (/lgw/vn/games/game_menu, raw)', () => {
  test('regions with their provinces, draw times and the next numero; device WEB is sent', async () => {
    let query: URLSearchParams | undefined;
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/lgw/vn/games/game_menu') query = url.searchParams;
    };
    server.events.on('request:start', listener);
    const { result } = renderQueryHook(() => useVnLotteryMenu({ prizeMode: 'Lott' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    server.events.removeListener('request:start', listener);
    expect(query?.get('device')).toBe('WEB');
    expect(query?.get('prizeMode')).toBe('Lott');

    const regions = result.current.data!;
    expect(regions.map((region) => region.code)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'EXPRESS']);
    const north = regions[0]!;
    expect(north).toMatchObject({ displayName: 'Northern', drawTime: '18:15' });
    // The pinned epoch is Friday 2026-11-20 19:00 in Vietnam: the northern draw of 18:15 is over, the next is tomorrow.
    expect(north.gameMenus[0]).toMatchObject({
      gameId: 5910,
      gameCode: 'XSMB',
      accountTypeName: 'TCG_LOTTO_VN',
      drawTime: '18:15',
      numero: '20261121-0001',
      remainTime: 23 * 3_600_000 + 15 * 60_000,
    });
    const south = regions[2]!;
    const caMau = south.gameMenus.find((game) => game.gameId === 5913)!;
    expect(caMau).toMatchObject({ displayName: 'Cà Mau', drawDays: [1], isSale: true });
    expect(south.gameMenus).toHaveLength(21);
    const express = regions[3]!.gameMenus[0]!;
    expect(express).toMatchObject({ drawInterval: 60, remainTime: 60_000, numero: '20261120-1141' });
  });

  test('in Vietnamese the regions are Miền Bắc, Miền Trung, Miền Nam, Siêu tốc', async () => {
    setApiLanguage('VI');
    const { result } = renderQueryHook(() => useVnLotteryMenu());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.map((region) => region.displayName)).toEqual(['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc']);
  });

  test('an array of regions without codes still parses', () => {
    const [region] = vnLotteryMenuSchema.parse([{ gameMenus: [{ gameId: '5910', gameCode: 'XSMB' }] }]);
    expect(region).toMatchObject({
      code: '',
      gameMenus: [{ gameId: 5910, displayName: 'XSMB', isSale: true, accountTypeName: 'TCG_LOTTO_VN' }],
    });
  });
});

describe('Vietnam recent lotteries (/lgw/vn/games/game_menu/recent, token)', () => {
  test('a member gets the games played last, the northern draw among them', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useVnRecentLotteries());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const games = result.current.data!;
    expect(games.length).toBeGreaterThanOrEqual(5);
    expect(games.map((game) => game.gameId)).toContain(5910);
    expect(new Set(games.map((game) => game.gameId)).size).toBe(games.length);
  });

  test('without a session the gateway answers 401', async () => {
    const { result } = renderQueryHook(() => useVnRecentLotteries());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });

  test('disabled, it does not call', async () => {
    const { result } = renderQueryHook(() => useVnRecentLotteries({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });
});

describe('opened numero (/lotto/lgw/games/opened/numero, token, raw)', () => {
  test('a member gets the latest result of every game, balls shaped per group', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useOpenedNumero());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const byCode = new Map(result.current.data!.map((draw) => [draw.gameCode, draw]));
    expect(byCode.size).toBe(21);
    const ffc = byCode.get('TCGFFC')!;
    expect(ffc).toMatchObject({ gameId: 1001, numero: '20261120-1140', winningTime: Date.UTC(2026, 10, 20, 12, 0) });
    expect(ffc.winNo).toHaveLength(5);
    expect(ffc.winNo.every((ball) => /^\d$/.test(ball))).toBe(true);
    const pk10 = byCode.get('BJPK10')!.winNo;
    expect([...pk10].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    const elevenFive = byCode.get('GD11X5')!.winNo;
    expect(new Set(elevenFive).size).toBe(5);
    expect(elevenFive.every((ball) => Number(ball) >= 1 && Number(ball) <= 11)).toBe(true);
    expect(byCode.get('HK6')!.winNo).toHaveLength(7);
    expect(byCode.get('JSK3')!.winNo.every((die) => /^[1-6]$/.test(die))).toBe(true);
  });

  test('gameCode narrows to one game', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useOpenedNumero({ gameCode: 'FC3D' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toHaveLength(1);
    expect(result.current.data![0]).toMatchObject({ gameCode: 'FC3D', numero: '20261119-0001' });
    expect(result.current.data![0]!.winNo).toHaveLength(3);
  });

  test('a comma-separated winNo is split', () => {
    expect(
      openedNumerosSchema.parse([{ gameCode: 'CQSSC', gameId: 1004, numero: '20261120-0036', winningTime: 1, winNo: '1,2,3,4,5' }])[0]!
        .winNo,
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  test('without a session the gateway answers 401', async () => {
    const { result } = renderQueryHook(() => useOpenedNumero());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('draw history (/lgw/draw/{gameId}, public, raw)', () => {
  test('a visitor gets the last 10 draws of a game, newest first, one draw interval apart', async () => {
    const { query, headers } = await captureQuery('/lgw/draw/1004', async () => {
      const { result } = renderQueryHook(() => useDrawHistory({ gameId: 1004 }));
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const draws = result.current.data!;
      expect(draws).toHaveLength(10);
      // Chongqing SSC draws every 20 minutes; at 19:00 in Vietnam the 57th of the day has just closed.
      expect(draws.map((draw) => draw.numero)).toEqual(Array.from({ length: 10 }, (_, i) => `20261120-${String(57 - i).padStart(4, '0')}`));
      expect(draws.map((draw) => draw.winningTime)).toEqual(
        Array.from({ length: 10 }, (_, i) => Date.UTC(2026, 10, 20, 12, 0) - i * 20 * 60_000),
      );
      for (const draw of draws) {
        expect(draw).toMatchObject({ gameCode: 'CQSSC', gameId: 1004 });
        expect(draw.winNo).toHaveLength(5);
        expect(draw.winNo.every((ball) => /^\d$/.test(ball))).toBe(true);
      }
    });
    expect(Object.fromEntries(query)).toEqual({ page: '0', size: '10' });
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('ModuleId')).toBe('COMM3');
  });

  test('its first draw is the one a member gets from opened numero', async () => {
    const [latest] = await getDrawHistory({ gameId: 2002, size: 1 });
    setScenario('member');
    const { result } = renderQueryHook(() => useOpenedNumero({ gameCode: 'GD11X5' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(latest).toEqual(result.current.data![0]);
  });

  test('pages follow on; a daily game goes back a day per draw; size is capped at 50', async () => {
    const first = await getDrawHistory({ gameId: 1001, page: 0, size: 5 });
    const second = await getDrawHistory({ gameId: 1001, page: 1, size: 5 });
    expect([...first, ...second].map((draw) => draw.numero)).toEqual(
      (await getDrawHistory({ gameId: 1001, size: 10 })).map((draw) => draw.numero),
    );
    expect(second[0]!.numero).toBe('20261120-1135');

    const daily = await getDrawHistory({ gameId: 3001, size: 3 });
    expect(daily.map((draw) => draw.numero)).toEqual(['20261119-0001', '20261118-0001', '20261117-0001']);

    expect(await getDrawHistory({ gameId: 1001, size: 500 })).toHaveLength(50);
    expect(await getDrawHistory({ gameId: 1001, page: 10_000 })).toEqual([]);
  });

  test('an unknown game is refused by the gateway with HTTP 400', async () => {
    await expect(getDrawHistory({ gameId: 9999 })).rejects.toMatchObject({ kind: 'http', status: 400, errorCode: 'request_param_err' });
  });

  test('the empty-catalogues scenario has no draws', async () => {
    setScenario('empty-catalogues');
    const { result } = renderQueryHook(() => useDrawHistory({ gameId: 1001 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });

  test('disabled, it does not call', async () => {
    const { result } = renderQueryHook(() => useDrawHistory({ gameId: 1001 }, { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
  });
});

describe('lottery lobby launch (/wps/game/launchGame, launchMode LOTT)', () => {
  test('a game code opens its betting view; the launch params of the desktop go out', async () => {
    setScenario('member');
    const { query, headers } = await captureQuery('/wps/game/launchGame', async () => {
      const { result } = renderQueryHook(() =>
        useLotteryLobbyLaunch({ prizeMode: 'Lott', gameCode: 'XSMB', backUrl: 'http://localhost:3000/vnlottery', language: 'VI' }),
      );
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(result.current.data!.url).toMatch(/^https?:\/\//);
    });
    expect(Object.fromEntries(query)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'XSMB',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://localhost:3000/vnlottery',
      language: 'VI',
    });
    expect(headers.get('ModuleId')).toBe('GAMELO3');
  });

  test('without a game code it opens the lobby', async () => {
    setScenario('member');
    const { query } = await captureQuery('/wps/game/launchGame', async () => {
      const { result } = renderQueryHook(() =>
        useLotteryLobbyLaunch({ prizeMode: 'Elott', backUrl: 'http://localhost:3000/lottery', language: 'EN' }),
      );
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
    });
    expect(query.get('lottoView')).toBe('lobby');
    expect(query.has('lottoGameCode')).toBe(false);
  });

  test("the old builds' gameUrl is accepted; an answer without a URL is malformed", () => {
    expect(lotteryLaunchSchema.parse({ gameUrl: 'https://lotto.example.test/lobby' })).toEqual({
      url: 'https://lotto.example.test/lobby',
      url2: null,
    });
    expect(lotteryLaunchSchema.parse({ content: { game_url: 'https://a.test/', game_url2: 'https://b.test/' } })).toEqual({
      url: 'https://a.test/',
      url2: 'https://b.test/',
    });
    expect(lotteryLaunchSchema.safeParse({ content: {} }).success).toBe(false);
  });

  test('without a session the launch is refused with 401', async () => {
    const { result } = renderQueryHook(() =>
      useLotteryLobbyLaunch({ prizeMode: 'Lott', backUrl: 'http://localhost:3000/lottery', language: 'EN' }),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test("the captured SSC menu game (many extra fields) and an old build's popular entry", () => {
    const game = {
      gameId: 358,
      code: 'TCGFFC',
      gameGroupId: 1,
      remark: '天成分分彩',
      sorting: 1,
      gameGroupCode: 'SSC',
      numero: '12741739',
      isSale: true,
      remainTime: 7765,
    };
    expect(lotteryMenusSchema.parse([{ gameGroupCode: 'SSC', games: [game] }])[0]!.games[0]).toMatchObject({
      code: 'TCGFFC',
      gameId: 358,
      displayName: '天成分分彩',
    });
    expect(
      popularLotteriesSchema.parse([{ gameCode: 'CQSSC', gameId: '1004', numero: '20261120-0036', remainTime: 5000, isSale: true }]),
    ).toEqual([{ gameCode: 'CQSSC', gameId: 1004, numero: '20261120-0036', remainTime: 5000, isSale: true }]);
  });

  test('a Vietnam draw without prizes reads as no balls yet', () => {
    const [game] = vnOpenedNumbersSchema.parse({ 5910: { gameId: 5910, gameCode: 'MB', draws: [{ numero: '20261120', openTime: 1 }] } });
    expect(game!.draws[0]!.prizes).toEqual({
      special: [],
      first: [],
      second: [],
      third: [],
      fourth: [],
      fifth: [],
      sixth: [],
      seventh: [],
      eighth: [],
    });
  });
});
