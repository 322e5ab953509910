/**
 * Games: vendor lanes, game lists (the ~10,000-slot lobby), hot, favourite and recent games, PVP
 * rooms, the winner board and the game launch (platform-api.md section 5, spec sections 3 and 7).
 * Schemas, constants and helpers: games.contract.ts.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '../env.ts';
import { api } from './client.ts';
import {
  ACCOUNT_TYPE_REAL,
  CLIENT_TYPE,
  CONFIRM_TRANS,
  DESKTOP_PLATFORM,
  FAVOURITE_GAME_TYPE,
  FAVOURITE_PAGE_SIZE,
  FAVOURITE_PLATFORM,
  type FavouriteAction,
  type FavouriteGames,
  type FavouriteGamesParams,
  favouriteGamesSchema,
  favouriteIdsSchema,
  type FavouriteInput,
  type Game,
  type GameList,
  type GameListFilters,
  type GameListParams,
  gameListSchema,
  gameVendorsSchema,
  type HotGamesParams,
  hotGamesSchema,
  IS_PLATFORM,
  isFavourite,
  LAUNCH_MODE,
  type LaunchedGame,
  type LaunchGameInput,
  launchGameSchema,
  LIST_PLATFORM,
  LOBBY_PAGE_SIZE,
  type PvpRoom,
  type PvpRoomsParams,
  pvpRoomsSchema,
  type RecentGames,
  type RecentGamesParams,
  recentGamesSchema,
  type VassGameTypes,
  vassGameTypesSchema,
  type VendorLane,
  type Winner,
  WINNER_BOARD_SIZE,
  type WinnerBoardParams,
  winnerBoardSchema,
} from './games.contract.ts';
import { keys } from './keys.ts';

// ---------------------------------------------------------------------------------------------
// Vendor lanes: GET /wps/relay/GCSGAME_gameVendor (desktop alias GCSGAME_newGameVendor)

export function getGameVendors(signal?: AbortSignal): Promise<VendorLane[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    query: { merchantCode: env.merchant, platform: DESKTOP_PLATFORM },
    moduleId: 'COMM3',
    schema: gameVendorsSchema,
    signal,
  });
}

export const gameVendorsQuery = () =>
  queryOptions({
    queryKey: keys.games.vendors(),
    queryFn: ({ signal }) => getGameVendors(signal),
    // The desktop caches the lanes for the whole browser session.
    staleTime: 30 * 60_000,
  });

/** The raw lanes; screens regroup them with `groupLanes`. */
export function useGameVendors() {
  return useQuery(gameVendorsQuery());
}

// ---------------------------------------------------------------------------------------------
// Game list: GET /wps/relay/GCSGAME_gameList

/** Blank filters are left out, so "" and undefined share one cache entry. */
function listFilters(params: GameListFilters) {
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());
  return {
    gameType: params.gameType,
    vassalage: text(params.vassalage),
    gameClassify: text(params.gameClassify),
    gameName: text(params.gameName),
    minBet: params.minBet,
    minLineNum: params.minLineNum,
    pageSize: params.pageSize ?? LOBBY_PAGE_SIZE,
    language: params.language,
  };
}

export function getGameList(params: GameListParams, signal?: AbortSignal): Promise<GameList> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    query: { clientType: CLIENT_TYPE, platform: LIST_PLATFORM, merchant: env.merchant, ...listFilters(params), pageNo: params.pageNo ?? 1 },
    moduleId: 'GAMELO3',
    schema: gameListSchema,
    signal,
  });
}

export const gameListQuery = (params: GameListParams) => {
  const normalised = { ...listFilters(params), pageNo: params.pageNo ?? 1 };
  return queryOptions({
    queryKey: keys.games.list(normalised),
    queryFn: ({ signal }) => getGameList(normalised, signal),
    staleTime: 5 * 60_000,
  });
};

/** One page (the 1-based pagination widget); the previous page stays on screen while the next loads. */
export function useGameList(params: GameListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...gameListQuery(params), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

export const gameListInfiniteQuery = (params: GameListFilters) => {
  const filters = listFilters(params);
  return infiniteQueryOptions({
    queryKey: keys.games.listInfinite(filters),
    queryFn: ({ pageParam, signal }) => getGameList({ ...filters, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameList, _all: GameList[], lastPageNo: number) => (lastPageNo < last.totalPages ? lastPageNo + 1 : undefined),
    staleTime: 5 * 60_000,
  });
};

/** Pages of `pageSize` (42) for the infinite-scroll lobby; `keepPrevious` shows the last list while new filters load. */
export function useGameListInfinite(params: GameListFilters, options: { enabled?: boolean; keepPrevious?: boolean } = {}) {
  return useInfiniteQuery({
    ...gameListInfiniteQuery(params),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

// ---------------------------------------------------------------------------------------------
// Hot games: GET /wps/relay/GCSGAME_hotGamesV2 (mobile POSTs)

export function getHotGames(params: HotGamesParams, signal?: AbortSignal): Promise<Game[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: {
      merchantCode: env.merchant,
      isPlatform: IS_PLATFORM,
      vassalage: params.vassalage ?? '',
      platform: LIST_PLATFORM,
      language: params.language,
    },
    moduleId: 'GAMELOHOT3',
    schema: hotGamesSchema,
    signal,
  });
}

export const hotGamesQuery = (params: HotGamesParams) => {
  const normalised = { language: params.language, vassalage: params.vassalage ?? '' };
  return queryOptions({
    queryKey: keys.games.hot(normalised),
    queryFn: ({ signal }) => getHotGames(normalised, signal),
    staleTime: 10 * 60_000,
  });
};

export function useHotGames(params: HotGamesParams) {
  return useQuery(hotGamesQuery(params));
}

// ---------------------------------------------------------------------------------------------
// Vendors per game type: GET /wps/relay/GCSGAME_getVassGameType

export function getVassGameTypes(signal?: AbortSignal): Promise<VassGameTypes> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    query: { typeId: '1' },
    moduleId: 'COMM3',
    schema: vassGameTypesSchema,
    signal,
  });
}

export const vassGameTypesQuery = () =>
  queryOptions({
    queryKey: keys.games.vassGameTypes(),
    queryFn: ({ signal }) => getVassGameTypes(signal),
    staleTime: 30 * 60_000,
  });

export function useVassGameTypes() {
  return useQuery(vassGameTypesQuery());
}

// ---------------------------------------------------------------------------------------------
// Favourites: ids, list, toggle (MCSFE_*; token; refused to trial accounts)

export function getFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    moduleId: 'GAMELOFAV3',
    schema: favouriteIdsSchema,
    signal,
  });
}

export const favouriteIdsQuery = () =>
  queryOptions({
    queryKey: keys.games.favouriteIds(),
    queryFn: ({ signal }) => getFavouriteIds(signal),
    staleTime: 5 * 60_000,
  });

/** Needs a session that is not a trial account: pass `enabled`. */
export function useFavouriteIds(options: { enabled?: boolean } = {}) {
  return useQuery({ ...favouriteIdsQuery(), enabled: options.enabled ?? true });
}

export function getFavouriteGames(params: FavouriteGamesParams, signal?: AbortSignal): Promise<FavouriteGames> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    // The desktop also puts the token in the query; the Authorization header carries it instead (no tokens in URLs).
    query: {
      clientType: CLIENT_TYPE,
      platform: FAVOURITE_PLATFORM,
      language: params.language,
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? FAVOURITE_PAGE_SIZE,
      gameType: params.gameType ?? FAVOURITE_GAME_TYPE,
    },
    moduleId: 'GAMELOFAV3',
    schema: favouriteGamesSchema,
    signal,
  });
}

export const favouriteGamesQuery = (params: FavouriteGamesParams) => {
  const normalised = {
    language: params.language,
    gameType: params.gameType ?? FAVOURITE_GAME_TYPE,
    pageNo: params.pageNo ?? 1,
    pageSize: params.pageSize ?? FAVOURITE_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: keys.games.favouriteList(normalised),
    queryFn: ({ signal }) => getFavouriteGames(normalised, signal),
    staleTime: 5 * 60_000,
  });
};

export function useFavouriteGames(params: FavouriteGamesParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...favouriteGamesQuery(params), enabled: options.enabled ?? true });
}

const envelopeOnly = z.unknown();

export async function addFavourite(input: FavouriteInput): Promise<void> {
  await api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    json: input,
    moduleId: 'GAMELOFAV3',
    schema: envelopeOnly,
  });
}

export async function removeFavourite(input: FavouriteInput): Promise<void> {
  await api.request({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    json: input,
    moduleId: 'GAMELOFAV3',
    schema: envelopeOnly,
  });
}

/**
 * The spec's toggle: remove when the node id is already a favourite, else add. The cached ids change
 * at once (the heart fills before the answer) and are put back if the call fails.
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: FavouriteInput): Promise<FavouriteAction> => {
      const key = keys.games.favouriteIds();
      const id = String(input.nodeId);
      const action: FavouriteAction = isFavourite(client.getQueryData<string[]>(key), id) ? 'remove' : 'add';
      const apply = (ids: string[] | undefined, act: FavouriteAction) =>
        act === 'add' ? [...(ids ?? []).filter((x) => x !== id), id] : (ids ?? []).filter((x) => x !== id);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<string[]>(key, (ids) => apply(ids, action));
      try {
        await (action === 'add' ? addFavourite(input) : removeFavourite(input));
      } catch (error) {
        // Undo only this toggle, so another toggle made meanwhile survives.
        client.setQueryData<string[]>(key, (ids) => apply(ids, action === 'add' ? 'remove' : 'add'));
        throw error;
      }
      return action;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.games.favourites() }),
  });
}

// ---------------------------------------------------------------------------------------------
// Recent games: GET /wps/relay/GCS_recentGame (token; refused to trial accounts)

export function getRecentGames(params: RecentGamesParams, signal?: AbortSignal): Promise<RecentGames> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    query: {
      clientType: CLIENT_TYPE,
      vassalage: params.vassalage || undefined,
      language: params.language,
      pageNo: params.pageNo ?? 1,
      pageSize: params.pageSize ?? LOBBY_PAGE_SIZE,
    },
    moduleId: 'GAMELOREC3',
    schema: recentGamesSchema,
    signal,
  });
}

export const recentGamesQuery = (params: RecentGamesParams) => {
  const normalised = {
    language: params.language,
    vassalage: params.vassalage || undefined,
    pageNo: params.pageNo ?? 1,
    pageSize: params.pageSize ?? LOBBY_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: keys.games.recent(normalised),
    queryFn: ({ signal }) => getRecentGames(normalised, signal),
    staleTime: 60_000,
  });
};

export function useRecentGames(params: RecentGamesParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...recentGamesQuery(params), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// PVP rooms: GET /wps/relay/GLS2_roomList (path confirmed; params and answer designed)

export function getPvpRooms(params: PvpRoomsParams, signal?: AbortSignal): Promise<PvpRoom[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    query: { vassalage: params.vassalage, gameId: params.gameId, language: params.language },
    schema: pvpRoomsSchema,
    signal,
  });
}

export const pvpRoomsQuery = (params: PvpRoomsParams) => {
  const normalised = { vassalage: params.vassalage, gameId: params.gameId, language: params.language };
  return queryOptions({
    queryKey: keys.games.pvpRooms(normalised),
    queryFn: ({ signal }) => getPvpRooms(normalised, signal),
    // Player counts move: short staleness.
    staleTime: 15_000,
  });
};

export function usePvpRooms(params: PvpRoomsParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...pvpRoomsQuery(params), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Launch: GET /wps/game/launchGame (launchMode GLS)

export function launchGame(input: LaunchGameInput): Promise<LaunchedGame> {
  return api.request({
    method: 'GET',
    path: '/wps/game/launchGame',
    // The desktop also sends the token in the query; only the Authorization header carries it here.
    query: {
      gameId: input.gameId,
      nodeId: input.nodeId,
      roomId: input.roomId,
      accountType: input.accountType ?? ACCOUNT_TYPE_REAL,
      confirmTrans: CONFIRM_TRANS,
      vassalage: input.vassalage,
      launchMode: LAUNCH_MODE,
      platform: DESKTOP_PLATFORM,
      clientType: CLIENT_TYPE,
      username: input.username,
      merchantCode: env.merchant,
      language: input.language,
    },
    headers: { Language: input.language },
    moduleId: 'GAMELO3',
    schema: launchGameSchema,
  });
}

/**
 * A launch is an action, not a cached read: each call asks for a fresh URL. #734 (previous game not
 * finished) and #727 arrive as ApiError for the container to show.
 */
export function useLaunchGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: launchGame,
    onSuccess: (_data, input) => {
      if ((input.accountType ?? ACCOUNT_TYPE_REAL) === ACCOUNT_TYPE_REAL)
        return client.invalidateQueries({ queryKey: keys.games.recents() });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Winner board: GET /wps/relay/ODSFE2_getWinnerBoard

export function getWinnerBoard(params: WinnerBoardParams, signal?: AbortSignal): Promise<Winner[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    query: { gameCategory: params.gameCategory ?? 'ALL', language: params.language, limitNum: params.limitNum ?? WINNER_BOARD_SIZE },
    moduleId: 'COMM3',
    schema: winnerBoardSchema,
    signal,
  });
}

export const winnerBoardQuery = (params: WinnerBoardParams) => {
  const normalised = {
    language: params.language,
    gameCategory: params.gameCategory ?? 'ALL',
    limitNum: params.limitNum ?? WINNER_BOARD_SIZE,
  };
  return queryOptions({
    queryKey: keys.games.winners(normalised),
    queryFn: ({ signal }) => getWinnerBoard(normalised, signal),
    staleTime: 60_000,
  });
};

export function useWinnerBoard(params: WinnerBoardParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...winnerBoardQuery(params), enabled: options.enabled ?? true });
}
