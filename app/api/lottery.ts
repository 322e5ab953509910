/**
 * The lottery gateway (`/lgw`, `/lotto/lgw`): raw JSON, no envelope (platform-api.md section 6), plus
 * the lottery lobby launch, which goes through the `/wps` game launch with launchMode LOTT.
 * The home page's popular lotteries and Vietnam results: lottery-results.ts. Schemas, constants and
 * helpers: lottery.contract.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  DEFAULT_PRIZE_MODE,
  DRAW_HISTORY_SIZE,
  type DrawHistoryParams,
  type LotteryGroup,
  type LotteryLaunch,
  lotteryLaunchSchema,
  type LotteryLobbyLaunchParams,
  type LotteryMenusParams,
  lotteryMenusSchema,
  type OpenedNumero,
  type OpenedNumeroParams,
  openedNumerosSchema,
  type VnLotteryGame,
  type VnLotteryMenuParams,
  vnLotteryMenuSchema,
  type VnLotteryRegion,
  vnRecentLotteriesSchema,
} from './lottery.contract.ts';

// ---------------------------------------------------------------------------------------------
// Lottery menus

export function getLotteryMenus(params: LotteryMenusParams & InLanguage, signal?: AbortSignal): Promise<LotteryGroup[]> {
  return api.request({
    method: 'GET',
    path: '/lgw/games/game_menus',
    query: { prizeMode: params.prizeMode },
    moduleId: 'COMM3',
    schema: lotteryMenusSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const lotteryMenusQuery = (params: LotteryMenusParams & { language: string }) =>
  queryOptions({
    queryKey: keys.lottery.menus(params),
    queryFn: ({ signal }) => getLotteryMenus(params, signal),
    staleTime: 10 * 60_000,
  });

export function useLotteryMenus(params: LotteryMenusParams = { prizeMode: DEFAULT_PRIZE_MODE }) {
  const language = useApiLanguage();
  return useQuery(lotteryMenusQuery({ ...params, language }));
}

// ---------------------------------------------------------------------------------------------
// Vietnam lottery menu and recent games

export function getVnLotteryMenu(params: VnLotteryMenuParams & InLanguage, signal?: AbortSignal): Promise<VnLotteryRegion[]> {
  return api.request({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    query: { prizeMode: params.prizeMode, device: 'WEB' },
    moduleId: 'COMM3',
    schema: vnLotteryMenuSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const vnLotteryMenuQuery = (params: VnLotteryMenuParams & { language: string }) =>
  queryOptions({
    queryKey: keys.lottery.vnMenu(params),
    queryFn: ({ signal }) => getVnLotteryMenu(params, signal),
    staleTime: 60_000,
  });

export function useVnLotteryMenu(params: VnLotteryMenuParams = { prizeMode: DEFAULT_PRIZE_MODE }) {
  const language = useApiLanguage();
  return useQuery(vnLotteryMenuQuery({ ...params, language }));
}

export function getVnRecentLotteries(params: InLanguage = {}, signal?: AbortSignal): Promise<VnLotteryGame[]> {
  return api.request({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    moduleId: 'COMM3',
    schema: vnRecentLotteriesSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const vnRecentLotteriesQuery = (params: { language: string }) =>
  queryOptions({
    queryKey: keys.lottery.vnRecent(params),
    queryFn: ({ signal }) => getVnRecentLotteries(params, signal),
    staleTime: 60_000,
  });

/** Needs a session: pass `enabled: isLogin`. */
export function useVnRecentLotteries(options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...vnRecentLotteriesQuery({ language }), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Opened numero (latest results of the standard lotteries, logged in)

export function getOpenedNumero(params: OpenedNumeroParams = {}, signal?: AbortSignal): Promise<OpenedNumero[]> {
  return api.request({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    query: { gameCode: params.gameCode },
    envelope: 'raw',
    moduleId: 'COMM3',
    schema: openedNumerosSchema,
    signal,
  });
}

export const openedNumeroQuery = (params: OpenedNumeroParams = {}) =>
  queryOptions({
    queryKey: keys.lottery.openedNumero(params),
    queryFn: ({ signal }) => getOpenedNumero(params, signal),
    staleTime: 30_000,
  });

/** Needs a session: pass `enabled: isLogin`. */
export function useOpenedNumero(params: OpenedNumeroParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...openedNumeroQuery(params), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Draw history (public: the latest results anyone may browse)

/**
 * `GET /lgw/draw/{gameId}?page&size`, no token. The answer was never captured (platform-api.md
 * section 6): it is taken to be a raw array of opened-numero items (gameCode, gameId, numero,
 * winningTime, winNo), newest first; an object keyed by numero parses too.
 */
export function getDrawHistory(
  { gameId, page = 0, size = DRAW_HISTORY_SIZE }: DrawHistoryParams,
  signal?: AbortSignal,
): Promise<OpenedNumero[]> {
  return api.request({
    method: 'GET',
    path: `/lgw/draw/${encodeURIComponent(String(gameId))}`,
    query: { page, size },
    envelope: 'raw',
    moduleId: 'COMM3',
    schema: openedNumerosSchema,
    signal,
  });
}

export const drawHistoryQuery = ({ gameId, page = 0, size = DRAW_HISTORY_SIZE }: DrawHistoryParams) =>
  queryOptions({
    queryKey: keys.lottery.drawHistory({ gameId, page, size }),
    queryFn: ({ signal }) => getDrawHistory({ gameId, page, size }, signal),
    staleTime: 30_000,
  });

/** Public: visitors, trial accounts and members alike. */
export function useDrawHistory(params: DrawHistoryParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...drawHistoryQuery(params), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Lottery lobby launch (the lotto app in an iframe)

export function getLotteryLobbyLaunch(params: LotteryLobbyLaunchParams, signal?: AbortSignal): Promise<LotteryLaunch> {
  return api.request({
    method: 'GET',
    path: '/wps/game/launchGame',
    query: {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: params.prizeMode,
      lottoGameCode: params.gameCode,
      lottoView: params.gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      backUrl: params.backUrl,
      language: params.language,
    },
    moduleId: 'GAMELO3',
    schema: lotteryLaunchSchema,
    signal,
  });
}

export const lotteryLobbyLaunchQuery = (params: LotteryLobbyLaunchParams) =>
  queryOptions({
    queryKey: keys.lottery.lobbyLaunch(params),
    queryFn: ({ signal }) => getLotteryLobbyLaunch(params, signal),
    // A launch URL carries a one-time ticket: never reuse one from the cache, never relaunch on its own.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Needs a session: pass `enabled: isLogin`. */
export function useLotteryLobbyLaunch(params: LotteryLobbyLaunchParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lotteryLobbyLaunchQuery(params), enabled: options.enabled ?? true });
}
