/**
 * The game relays and the game launch (platform-api.md section 5). Catalogue reads answer visitors
 * too; favourites, recent games and rooms need a session and refuse trial accounts where the spec
 * says so. The launch also serves the lottery lobby (launchMode LOTT).
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import type { favouriteGamesSchema } from '../../app/api/games.contract.ts';
import type { gameListSchema, launchGameSchema, recentGamesSchema } from '../../app/api/lobby.contract.ts';
import {
  buildHotGames,
  buildPvpRoom,
  buildVassGameTypes,
  buildVendorLanes,
  buildWinner,
  catalogue,
  favouritesOf,
  findGame,
  findGames,
  findRoom,
  gameByNodeId,
  isUnderMaintenance,
  openRound,
  pageOf,
  recentOf,
  setFavourite,
  wireGame,
  wireRecent,
  type CatalogueGame,
  type CatalogueRoom,
  type Lang,
} from '../db/games.ts';
import { currentWorld } from '../db/world.ts';
import { failure, int, numbered, sessionExpired, str, wps, type CallContext } from './platform.ts';
import { providerOrigin } from './provider-origin.ts';

/** A GET reads the query, a POST/DELETE its body; some callers put DELETE fields in the query. */
const param = (ctx: CallContext, name: string) => str(ctx.query, name) || str(ctx.body, name);

function languageOf(ctx: CallContext): Lang {
  const code = (param(ctx, 'language') || ctx.request.headers.get('Language') || 'EN').toUpperCase();
  return code === 'VI' ? 'VI' : 'EN';
}

const empty = () => currentWorld().emptyCatalogues;

const badParam = (message: string) => failure(message, 'request_param_err');
const gameNotFound = () => failure('Game does not exist', 'game.not.exist');
/** The spec's trial rule (section 6); the UI shows its own in_need_true_account warning. */
const trialRefused = () => failure('Trial accounts cannot use this feature, please register a real account', 'trial.account.not.allowed');

/** undefined when absent, NaN when not a number. */
function optionalNumber(ctx: CallContext, name: string): number | undefined {
  const raw = param(ctx, name);
  return raw === '' ? undefined : Number(raw);
}

function pageParams(ctx: CallContext, defaultSize: number, maxSize: number) {
  return { pageNo: int(ctx.query, 'pageNo', 1), pageSize: Math.min(int(ctx.query, 'pageSize', defaultSize), maxSize) };
}

/** Absolute on the provider origin, as the platform answers; a path on the launch CDN in the spare-servers world. */
const launchBase = (ctx: CallContext) => (currentWorld().spareServers ? '' : providerOrigin(ctx));

/** The page that stands in for a vendor's game: absolute, as the platform answers, on the provider origin. */
function gameUrl(ctx: CallContext, game: CatalogueGame, real: boolean, room: CatalogueRoom | undefined): string {
  const search = new URLSearchParams({
    game: game.gameId,
    node: String(game.nodeId),
    vendor: game.vassalage,
    type: game.gameType,
    mode: real ? 'real' : 'fun',
    lang: languageOf(ctx),
  });
  if (room) search.set('room', room.roomId);
  return `${launchBase(ctx)}/fake-game.html?${search.toString()}`;
}

const LOTTO_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'];

/** launchMode LOTT: the lotto app's lobby or one game's betting view. */
function launchLottery(ctx: CallContext): Response | z.input<typeof launchGameSchema> {
  if (!ctx.account) return sessionExpired();
  const prizeMode = param(ctx, 'lottoPrizeMode');
  if (!LOTTO_PRIZE_MODES.includes(prizeMode.toUpperCase())) return badParam('lottoPrizeMode must be one of Lott, ZY, Elott, SEA');
  const view = param(ctx, 'lottoView') || 'lobby';
  if (view !== 'betting' && view !== 'lobby') return badParam('lottoView must be betting or lobby');
  const gameCode = param(ctx, 'lottoGameCode');
  if (view === 'betting' && !gameCode) return badParam('lottoGameCode is required for the betting view');
  const search = new URLSearchParams({ area: param(ctx, 'lottoArea') || 'VN', prizeMode, view, lang: languageOf(ctx) });
  if (gameCode) search.set('gameCode', gameCode);
  const backUrl = param(ctx, 'backUrl');
  if (backUrl) search.set('backUrl', backUrl);
  return { content: { game_url: `${launchBase(ctx)}/fake-lotto.html?${search.toString()}` } };
}

function launch(ctx: CallContext): Response | z.input<typeof launchGameSchema> {
  const mode = param(ctx, 'launchMode').toUpperCase();
  // The platform answers a launch without launchMode with HTTP 500 #727 (platform-api.md 1.2).
  if (!mode) return numbered.systemBusy();
  if (mode === 'LOTT') return launchLottery(ctx);
  if (mode !== 'GLS') return badParam(`Unsupported launchMode ${mode}`);
  const accountType = param(ctx, 'accountType') || '1';
  if (accountType !== '0' && accountType !== '1') return badParam('accountType must be 0 or 1');

  const gameId = param(ctx, 'gameId');
  const roomId = param(ctx, 'roomId');
  // PVP launches may carry the room in gameId (spec: "gameId (or roomId)").
  const room = roomId ? findRoom(roomId) : findGame(gameId) ? undefined : findRoom(gameId);
  if (roomId && !room) return failure('Room does not exist', 'room.not.exist');
  if (!gameId && !room) return badParam('gameId is required');
  const game = room?.game ?? findGame(gameId);
  if (!game || (room && gameId && gameId !== room.roomId && gameId !== game.gameId)) return gameNotFound();
  const nodeId = param(ctx, 'nodeId');
  const vassalage = param(ctx, 'vassalage');
  if ((nodeId && nodeId !== String(game.nodeId)) || (vassalage && vassalage.toUpperCase() !== game.vassalage)) return gameNotFound();
  if (isUnderMaintenance(game)) return failure('game maintenance', 'game.maintenance');

  const real = accountType === '1';
  if (real) {
    if (!ctx.account) return sessionExpired();
    if (ctx.account.type === 4) return failure('Trial accounts can only launch games in free play', 'trial.account.real.money');
    if (openRound(ctx.account.account, game, Date.now()) === 'busy') return numbered.previousGameNotFinished();
  } else if (!game.trial) return failure('This game has no free play', 'free.play.not.supported');

  const url = gameUrl(ctx, game, real, room);
  return { content: { game_url: url, game_url2: `${url}&line=2` } };
}

function favouriteTarget(ctx: CallContext): CatalogueGame | Response {
  const nodeId = param(ctx, 'nodeId');
  if (!nodeId) return badParam('nodeId is required');
  const game = gameByNodeId(nodeId);
  if (!game) return gameNotFound();
  const vendor = param(ctx, 'vendor');
  if (vendor && vendor.toUpperCase() !== game.vassalage) return badParam('vendor does not match the game');
  return game;
}

export const gamesHandlers: HttpHandler[] = [
  ...wps('get', ['/wps/relay/GCSGAME_gameVendor', '/wps/relay/GCSGAME_newGameVendor'], { module: 'COMM3' }, () => ({
    data: { lanes: empty() ? [] : buildVendorLanes() },
  })),

  ...wps(
    'get',
    '/wps/relay/GCSGAME_gameList',
    { auth: 'optional', module: 'GAMELO3' },
    (ctx): Response | z.input<typeof gameListSchema> => {
      const gameType = param(ctx, 'gameType');
      if (!gameType) return badParam('gameType is required');
      const minBet = optionalNumber(ctx, 'minBet');
      const minLineNum = optionalNumber(ctx, 'minLineNum');
      if (Number.isNaN(minBet) || Number.isNaN(minLineNum)) return badParam('minBet and minLineNum must be numbers');
      if (empty()) return { games: [], totalPages: 0, totalCount: 0 };
      const { pageNo, pageSize } = pageParams(ctx, 24, 200);
      const found = findGames({
        gameType,
        vassalage: param(ctx, 'vassalage'),
        gameClassify: param(ctx, 'gameClassify'),
        gameName: param(ctx, 'gameName'),
        minBet,
        minLineNum,
      });
      const page = pageOf(found, pageNo, pageSize);
      const language = languageOf(ctx);
      return { games: page.items.map((g) => wireGame(g, language)), totalPages: page.totalPages, totalCount: found.length };
    },
  ),

  // Desktop GETs with a query, mobile POSTs a body.
  ...wps(['get', 'post'], '/wps/relay/GCSGAME_hotGamesV2', { module: 'GAMELOHOT3' }, (ctx) => ({
    list: empty() ? [] : buildHotGames(languageOf(ctx), param(ctx, 'vassalage')),
  })),

  ...wps('get', ['/wps/relay/GCSGAME_getVassGameType', '/wps/relay/GLS2_getVassGameType'], { module: 'COMM3' }, () => ({
    content: empty() ? {} : buildVassGameTypes(),
  })),

  ...wps('get', '/wps/relay/MCSFE_getFavoriteGames', { auth: 'required', module: 'GAMELOFAV3' }, ({ account }) => {
    if (account!.type === 4) return trialRefused();
    return favouritesOf(account!.account).map((f) => f.nodeId);
  }),

  ...wps(
    'get',
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { auth: 'required', module: 'GAMELOFAV3' },
    (ctx): Response | z.input<typeof favouriteGamesSchema> => {
      if (ctx.account!.type === 4) return trialRefused();
      const gameType = param(ctx, 'gameType').toUpperCase();
      const language = languageOf(ctx);
      const games = favouritesOf(ctx.account!.account)
        .map((f) => gameByNodeId(f.nodeId))
        .filter((g): g is CatalogueGame => g !== undefined && (gameType === '' || g.gameType === gameType));
      const { pageNo, pageSize } = pageParams(ctx, 999, 999);
      const page = pageOf(games, pageNo, pageSize);
      return { content: page.items.map((g) => wireGame(g, language)), pageNum: pageNo, totalPages: page.totalPages };
    },
  ),

  ...wps('post', '/wps/relay/MCSFE_addFavoriteGameV2', { auth: 'required', module: 'GAMELOFAV3' }, (ctx) => {
    if (ctx.account!.type === 4) return trialRefused();
    const game = favouriteTarget(ctx);
    if (game instanceof Response) return game;
    setFavourite(ctx.account!.account, game.nodeId, true);
    return null;
  }),

  // Body or query: where the desktop puts the DELETE fields was not seen.
  ...wps('delete', '/wps/relay/MCSFE_removeFavoriteGameV2', { auth: 'required', module: 'GAMELOFAV3' }, (ctx) => {
    if (ctx.account!.type === 4) return trialRefused();
    const game = favouriteTarget(ctx);
    if (game instanceof Response) return game;
    setFavourite(ctx.account!.account, game.nodeId, false);
    return null;
  }),

  ...wps(
    'get',
    '/wps/relay/GCS_recentGame',
    { auth: 'required', module: 'GAMELOREC3' },
    (ctx): Response | z.input<typeof recentGamesSchema> => {
      if (ctx.account!.type === 4) return trialRefused();
      const vassalage = param(ctx, 'vassalage').toUpperCase();
      const language = languageOf(ctx);
      const entries = recentOf(ctx.account!.account).filter(
        (entry) => vassalage === '' || gameByNodeId(entry.nodeId)?.vassalage === vassalage,
      );
      const { pageNo, pageSize } = pageParams(ctx, 42, 200);
      const page = pageOf(entries, pageNo, pageSize);
      return { list: page.items.flatMap((entry) => wireRecent(entry, language) ?? []), totalPages: page.totalPages };
    },
  ),

  ...wps('get', '/wps/relay/GLS2_roomList', { auth: 'required' }, (ctx) => {
    const vassalage = param(ctx, 'vassalage').toUpperCase();
    if (!vassalage) return badParam('vassalage is required');
    const gameId = param(ctx, 'gameId');
    if (gameId && findGame(gameId)?.vassalage !== vassalage) return gameNotFound();
    const language = languageOf(ctx);
    const rooms = empty()
      ? []
      : catalogue().rooms.filter((room) => room.game.vassalage === vassalage && (!gameId || room.game.gameId === gameId));
    return { list: rooms.map((room) => buildPvpRoom(room, language)) };
  }),

  ...wps('get', '/wps/game/launchGame', { auth: 'optional', module: 'GAMELO3' }, launch),

  ...wps('get', '/wps/relay/ODSFE2_getWinnerBoard', { module: 'COMM3' }, (ctx) => {
    const category = (param(ctx, 'gameCategory') || 'ALL').toUpperCase();
    const limit = Math.min(int(ctx.query, 'limitNum', 20), 100);
    const language = languageOf(ctx);
    // Newest first; the client sorts by amount.
    const winners = empty() ? [] : catalogue().winners.filter((w) => category === 'ALL' || w.game.gameType === category);
    return { list: winners.slice(0, limit).map((w) => buildWinner(w, language)) };
  }),
];
