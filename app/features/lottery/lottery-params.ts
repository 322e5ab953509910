/**
 * The lottery pages' address (spec section 2): /lottery?gameCode=&playType= and /vnlottery?gameCode=.
 * Anyone can write an address: the game code must be one the menus list (else the first game is
 * shown), and the play type must at least look like one (the menus do not list play types).
 */
const GAME_CODE = /^[\w-]{1,40}$/;
const PLAY_TYPE = /^[\w-]{1,40}$/;

export interface LotteryAddress {
  gameCode: string | undefined;
  playType: string | undefined;
}

export function readLotteryAddress(search: URLSearchParams): LotteryAddress {
  const field = (name: string, pattern: RegExp) => {
    const value = search.get(name)?.trim();
    return value && pattern.test(value) ? value : undefined;
  };
  return { gameCode: field('gameCode', GAME_CODE), playType: field('playType', PLAY_TYPE) };
}

/** The game the address asks for when the menus have it, else the first game (none while the menus load). */
export function pickGame<T extends { code: string }>(
  games: readonly T[],
  gameCode: string | undefined,
): { game: T | undefined; fellBack: boolean } {
  const asked = gameCode === undefined ? undefined : games.find((game) => game.code === gameCode);
  return { game: asked ?? games[0], fellBack: gameCode !== undefined && asked === undefined && games.length > 0 };
}

/** The address after choosing a game: the play type belonged to the previous game, so it goes. */
export function addressFor(search: URLSearchParams, gameCode: string): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('gameCode', gameCode);
  next.delete('playType');
  return next;
}
