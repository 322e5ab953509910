/**
 * The lobby's calls: game lists (the ~10,000-slot lobby, a page or an infinite scroll), vendors per
 * game type, recent games, PVP rooms and the game launch (platform-api.md section 5, spec sections 3
 * and 7). Apart from games.ts so the first screen, which makes none of them, does not carry them.
 * Schemas and helpers: lobby.contract.ts (the game objects and constants: games.contract.ts).
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
import { env } from '../env.ts';
import { api } from './client.ts';
import {
  ACCOUNT_TYPE_REAL,
  CLIENT_TYPE,
  CONFIRM_TRANS,
  DESKTOP_PLATFORM,
  LAUNCH_MODE,
  LIST_PLATFORM,
  LOBBY_PAGE_SIZE,
} from './games.contract.ts';
import { keys } from './keys.ts';
import {
  type GameList,
  type GameListFilters,
  type GameListParams,
  gameListSchema,
  type LaunchedGame,
  type LaunchGameInput,
  launchGameSchema,
  type PvpRoom,
  type PvpRoomsParams,
  pvpRoomsSchema,
  type RecentGames,
  type RecentGamesParams,
  recentGamesSchema,
  type VassGameTypes,
  vassGameTypesSchema,
} from './lobby.contract.ts';

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
