import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import { captureQuery } from '../../tests/support/capture-query.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { usePopularLotteries, useVnOpenedNumbers } from './lottery-results.ts';

const NUMERO = /^\d{8}-\d{4}$/;

describe('popular lotteries (/lgw/games/popular, raw array)', () => {
  test('20 games by default, each with the numero on sale and the time left', async () => {
    const { query } = await captureQuery('/lgw/games/popular', async () => {
      const { result } = renderQueryHook(() => usePopularLotteries());
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      const games = result.current.data!;
      expect(games).toHaveLength(20);
      expect(games[0]).toEqual({
        gameCode: 'TCGFFC',
        gameId: 1001,
        numero: '20261120-1141',
        remainTime: 60_000,
        isSale: true,
        displayName: 'TCG 1-Min SSC',
        gameGroupCode: 'SSC',
      });
      for (const game of games) {
        expect(game.numero).toMatch(NUMERO);
        expect(game.remainTime).toBeGreaterThan(0);
      }
    });
    expect(query.get('count')).toBe('20');
  });

  test('count limits the list; a suspended game is not on sale', async () => {
    const { result } = renderQueryHook(() => usePopularLotteries({ count: 21 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.find((game) => game.gameCode === 'TJSSC')).toMatchObject({ isSale: false });
    const { result: few } = renderQueryHook(() => usePopularLotteries({ count: 3 }));
    await waitFor(() => expect(few.current.isSuccess).toBe(true));
    expect(few.current.data!.map((game) => game.gameCode)).toEqual(['TCGFFC', 'TCGPK10', 'TCG11X5']);
  });
});

describe('Vietnam opened numbers (/lgw/vn/numeros/opened/game, raw keyed by gameId)', () => {
  test('recent results per game with the Vietnamese prize tiers', async () => {
    const { result } = renderQueryHook(() => useVnOpenedNumbers());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const games = result.current.data!;
    const totalDraws = games.reduce((sum, game) => sum + game.draws.length, 0);
    expect(totalDraws).toBeLessThanOrEqual(100);
    expect(games.every((game) => game.draws.length >= 1)).toBe(true);

    const north = games.find((game) => game.gameId === 5910)!;
    const [latest] = north.draws;
    expect(latest!.numero).toBe('20261120-0001');
    expect(latest!.openTime).toBe(Date.UTC(2026, 10, 20, 11, 15));
    const prizes = latest!.prizes;
    expect(prizes.special[0]).toMatch(/^\d{5}$/);
    expect(prizes.third).toHaveLength(6);
    expect(prizes.seventh.every((number) => /^\d{2}$/.test(number))).toBe(true);
    expect(prizes.eighth).toEqual([]);
    expect(Object.values(prizes).flat()).toHaveLength(27);

    const caMau = games.find((game) => game.gameId === 5913)!;
    // Cà Mau draws on Mondays only: its latest draw was Monday 2026-11-16.
    expect(caMau.draws[0]!.numero).toBe('20261116-0001');
    expect(caMau.draws[0]!.prizes.special[0]).toMatch(/^\d{6}$/);
    expect(caMau.draws[0]!.prizes.eighth[0]).toMatch(/^\d{2}$/);
    expect(Object.values(caMau.draws[0]!.prizes).flat()).toHaveLength(18);
  });

  test('the same seed draws the same numbers; count is sent and caps the draws', async () => {
    const first = renderQueryHook(() => useVnOpenedNumbers({ count: 10 }));
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    setScenario('visitor');
    const second = renderQueryHook(() => useVnOpenedNumbers({ count: 10 }));
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(second.result.current.data).toEqual(first.result.current.data);
    expect(first.result.current.data!.reduce((sum, game) => sum + game.draws.length, 0)).toBe(10);
  });

  test('the empty-catalogues scenario has no results', async () => {
    setScenario('empty-catalogues');
    const { result } = renderQueryHook(() => useVnOpenedNumbers());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });
});
