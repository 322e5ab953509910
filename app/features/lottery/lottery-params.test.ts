import { describe, expect, test } from 'vitest';
import { addressFor, pickGame, readLotteryAddress } from './lottery-params.ts';

const games = [{ code: 'TCGFFC' }, { code: 'GD11X5' }, { code: 'HK6' }];

describe('the lottery page address', () => {
  test('a game code and a play type that look right are read', () => {
    expect(readLotteryAddress(new URLSearchParams('gameCode=GD11X5&playType=R5_DS'))).toEqual({ gameCode: 'GD11X5', playType: 'R5_DS' });
    expect(readLotteryAddress(new URLSearchParams('gameCode=%20HK6%20'))).toEqual({ gameCode: 'HK6', playType: undefined });
  });

  test('markup, paths and overlong values are dropped', () => {
    expect(readLotteryAddress(new URLSearchParams('gameCode=<script>&playType=../../x'))).toEqual({
      gameCode: undefined,
      playType: undefined,
    });
    expect(readLotteryAddress(new URLSearchParams(`gameCode=${'A'.repeat(41)}`)).gameCode).toBeUndefined();
    expect(readLotteryAddress(new URLSearchParams('')).gameCode).toBeUndefined();
  });

  test('a code the menus list is chosen; anything else falls back to the first game', () => {
    expect(pickGame(games, 'HK6')).toEqual({ game: { code: 'HK6' }, fellBack: false });
    expect(pickGame(games, 'NOPE')).toEqual({ game: { code: 'TCGFFC' }, fellBack: true });
    expect(pickGame(games, undefined)).toEqual({ game: { code: 'TCGFFC' }, fellBack: false });
    expect(pickGame([], 'HK6')).toEqual({ game: undefined, fellBack: false });
  });

  test('choosing a game keeps other parameters and drops the previous play type', () => {
    expect(addressFor(new URLSearchParams('gameCode=HK6&playType=R5&x=1'), 'GD11X5').toString()).toBe('gameCode=GD11X5&x=1');
  });
});
