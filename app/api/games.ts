/**
 * Games: vendor lanes, hot games, favourites and the winner board (platform-api.md section 5, spec
 * sections 3 and 7): the calls of the first screen. The lobby's (game lists, recent games, PVP rooms,
 * the game launch) are in lobby.ts. Schemas, constants and helpers: games.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { env } from '../env.ts';
import { api } from './client.ts';
import {
  CLIENT_TYPE,
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
  gameVendorsSchema,
  type HotGamesParams,
  hotGamesSchema,
  isFavourite,
  type VendorLane,
  type Winner,
  WINNER_BOARD_SIZE,
  type WinnerBoardParams,
  winnerBoardSchema,
} from './games.contract.ts';
import { gameVendorsRequest, hotGamesRequest, winnerBoardRequest } from './first-screen.contract.ts';
import { keys } from './keys.ts';

// ---------------------------------------------------------------------------------------------
// Vendor lanes: GET /wps/relay/GCSGAME_gameVendor (desktop alias GCSGAME_newGameVendor)

export function getGameVendors(signal?: AbortSignal): Promise<VendorLane[]> {
  return api.request({ ...gameVendorsRequest(env.merchant), schema: gameVendorsSchema, signal });
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
// Hot games: GET /wps/relay/GCSGAME_hotGamesV2 (mobile POSTs)

export function getHotGames(params: HotGamesParams, signal?: AbortSignal): Promise<Game[]> {
  return api.request({ ...hotGamesRequest(env.merchant, params), schema: hotGamesSchema, signal });
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
// Winner board: GET /wps/relay/ODSFE2_getWinnerBoard

export function getWinnerBoard(params: WinnerBoardParams, signal?: AbortSignal): Promise<Winner[]> {
  return api.request({ ...winnerBoardRequest(params), schema: winnerBoardSchema, signal });
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
