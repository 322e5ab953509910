/**
 * The lottery gateway: raw JSON, no envelope. A bad parameter gets the gateway's HTTP 400
 * request_param_err (the lottery gateway has no `success:false` body). The lottery lobby launch
 * (/wps/game/launchGame, launchMode LOTT) is answered by the games handlers.
 */
import type { HttpHandler } from 'msw';
import { LOTTERY_PRIZE_MODES } from '../../app/api/lottery.contract.ts';
import {
  drawHistoryFixture,
  LOTTERY_GAME_CODES,
  languageOf,
  lotteryMenusFixture,
  openedNumeroFixture,
  popularLotteriesFixture,
  vnLotteryMenuFixture,
  vnOpenedNumbersFixture,
  vnRecentFixture,
} from '../db/lottery.ts';
import { currentWorld } from '../db/world.ts';
import { httpError, int, lgw, str, type CallContext } from './platform.ts';

const MAX_COUNT = 200;
/** The draw history's page size: 10 by default, at most 50. */
const HISTORY_SIZE = 10;
const MAX_HISTORY_SIZE = 50;

const badParam = (message: string) => httpError(400, 'request_param_err', message);

/** Prize modes are matched without case: the brand map sends LOTT/ELOTT, the spec writes Lott/Elott. */
function prizeModeOf(ctx: CallContext): Response | string {
  const prizeMode = str(ctx.query, 'prizeMode');
  if (!prizeMode) return badParam('prizeMode is required');
  const known = LOTTERY_PRIZE_MODES.find((mode) => mode.toUpperCase() === prizeMode.toUpperCase());
  return known ?? badParam(`Unknown prizeMode ${prizeMode}`);
}

const language = (ctx: CallContext) => languageOf(ctx.request.headers.get('Language'));

export const lotteryHandlers: HttpHandler[] = [
  ...lgw('get', '/lgw/games/game_menus', { module: 'COMM3' }, (ctx) => {
    const prizeMode = prizeModeOf(ctx);
    if (prizeMode instanceof Response) return prizeMode;
    return currentWorld().emptyCatalogues ? {} : lotteryMenusFixture(language(ctx));
  }),

  ...lgw('get', '/lgw/vn/games/game_menu', { module: 'COMM3' }, (ctx) => {
    const prizeMode = prizeModeOf(ctx);
    if (prizeMode instanceof Response) return prizeMode;
    if (!str(ctx.query, 'device')) return badParam('device is required');
    return currentWorld().emptyCatalogues ? {} : vnLotteryMenuFixture(language(ctx));
  }),

  ...lgw('get', '/lgw/vn/games/game_menu/recent', { module: 'COMM3', auth: 'required' }, (ctx) =>
    currentWorld().emptyCatalogues ? [] : vnRecentFixture(ctx.account!.account, language(ctx)),
  ),

  ...lgw('get', '/lgw/games/popular', { module: 'AGEANNOUNCE3' }, (ctx) =>
    currentWorld().emptyCatalogues ? [] : popularLotteriesFixture(Math.min(int(ctx.query, 'count', 20), MAX_COUNT), language(ctx)),
  ),

  ...lgw('get', '/lgw/vn/numeros/opened/game', { module: 'AGEANNOUNCE3' }, (ctx) =>
    currentWorld().emptyCatalogues ? {} : vnOpenedNumbersFixture(Math.min(int(ctx.query, 'count', 100), MAX_COUNT), language(ctx)),
  ),

  // Public: anyone may browse a game's past draws. `int` reads page=0 (and junk) as the first page.
  ...lgw('get', '/lgw/draw/:gameId', { module: 'COMM3' }, (ctx) => {
    const raw = str(ctx.params, 'gameId');
    const page = int(ctx.query, 'page', 0);
    const size = Math.min(int(ctx.query, 'size', HISTORY_SIZE), MAX_HISTORY_SIZE);
    const draws = /^\d+$/.test(raw) ? drawHistoryFixture(Number(raw), page, size) : undefined;
    if (!draws) return badParam(`Unknown gameId ${raw}`);
    return currentWorld().emptyCatalogues ? [] : draws;
  }),

  ...lgw('get', '/lotto/lgw/games/opened/numero', { module: 'COMM3', auth: 'required' }, (ctx) => {
    const gameCode = str(ctx.query, 'gameCode');
    if (gameCode && !LOTTERY_GAME_CODES.includes(gameCode)) return badParam(`Unknown gameCode ${gameCode}`);
    return currentWorld().emptyCatalogues ? [] : openedNumeroFixture(gameCode || undefined);
  }),
];
