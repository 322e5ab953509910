/**
 * The lobby's contract: game lists, vendors per game type, recent games, PVP rooms and the launch
 * answer, on the game objects of games.contract.ts. Apart from the games contract so the first
 * screen, which makes none of these calls, does not carry their schemas. Schemas, types and pure
 * helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import {
  type ACCOUNT_TYPE_FREE_PLAY,
  type ACCOUNT_TYPE_REAL,
  amount,
  gameFields,
  gameSchema,
  nodeId,
  normaliseGame,
} from './games.contract.ts';

// ---------------------------------------------------------------------------------------------
// Game list: GET /wps/relay/GCSGAME_gameList

export const gameListSchema = z.object({
  games: z._default(z.array(gameSchema), []),
  totalPages: z._default(z.number().check(z.int()), 0),
  totalCount: z.nullish(z.number().check(z.int())),
});

export type GameList = z.infer<typeof gameListSchema>;

export interface GameListFilters {
  /** RNG, LIVE, FISH, PVP, SPORTS... */
  gameType: string;
  vassalage?: string;
  /** RNG sub-category (SC, VP, JP, TG, AC, BG). */
  gameClassify?: string;
  /** Search text (the platform matches it case-insensitively). */
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageSize?: number;
  /** Platform language code (EN, VI...): game names come back in it. */
  language: string;
}

export interface GameListParams extends GameListFilters {
  /** 1-based. */
  pageNo?: number;
}

// ---------------------------------------------------------------------------------------------
// Vendors per game type: GET /wps/relay/GCSGAME_getVassGameType

/** `{ RNG: { JL: [...], PG: [...] }, LIVE: {...} }`; the entries per vendor were never seen, so they stay unknown. */
export const vassGameTypesSchema = z.pipe(
  z.object({ content: z._default(z.record(z.string(), z.record(z.string(), z._default(z.array(z.unknown()), []))), {}) }),
  z.transform((v) => v.content),
);

export type VassGameTypes = z.infer<typeof vassGameTypesSchema>;

/** The vendor codes listed under a game type. */
export function vendorsOfType(content: VassGameTypes, gameType: string): string[] {
  return Object.keys(content[gameType] ?? {});
}

// ---------------------------------------------------------------------------------------------
// Recent games: GET /wps/relay/GCS_recentGame (token; refused to trial accounts)

export const recentGameSchema = z.pipe(
  z.extend(gameFields, {
    /** Not seen on the platform: when the member last launched it (epoch ms). */
    playTime: z.nullish(z.number()),
  }),
  z.transform(normaliseGame),
);

export const recentGamesSchema = z.object({
  list: z._default(z.array(recentGameSchema), []),
  totalPages: z._default(z.number().check(z.int()), 0),
});

export type RecentGame = z.infer<typeof recentGameSchema>;
export type RecentGames = z.infer<typeof recentGamesSchema>;

export interface RecentGamesParams {
  language: string;
  vassalage?: string;
  pageNo?: number;
  pageSize?: number;
}

// ---------------------------------------------------------------------------------------------
// PVP rooms: GET /wps/relay/GLS2_roomList (path confirmed; params and answer designed)

export const pvpRoomSchema = z.object({
  roomId: nodeId,
  name: z._default(z.string(), ''),
  gameId: z.nullish(z.string()),
  nodeId: z.nullish(nodeId),
  vassalage: z.nullish(z.string()),
  /** Kept required: the room picker shows it on every room. */
  minBet: amount,
  maxBet: z.nullish(amount),
  players: z._default(z.number().check(z.int()), 0),
  maxPlayers: z.nullish(z.number().check(z.int())),
});

export const pvpRoomsSchema = z.pipe(
  z.object({ list: z._default(z.array(pvpRoomSchema), []) }),
  z.transform((v) => v.list),
);

export type PvpRoom = z.infer<typeof pvpRoomSchema>;

export interface PvpRoomsParams {
  vassalage: string;
  /** One game's rooms; every room of the vendor without it. */
  gameId?: string;
  language: string;
}

// ---------------------------------------------------------------------------------------------
// Launch: GET /wps/game/launchGame (launchMode GLS)

/** value.content.game_url (older builds: value.url/gameUrl/link/launchUrl); game_url2 is the alternative line. */
export const launchGameSchema = z.pipe(
  z.object({
    content: z.nullish(z.object({ game_url: z.nullish(z.string()), game_url2: z.nullish(z.string()) })),
    url: z.nullish(z.string()),
    gameUrl: z.nullish(z.string()),
    link: z.nullish(z.string()),
    launchUrl: z.nullish(z.string()),
  }),
  z.transform((v, ctx) => {
    const url = v.content?.game_url || v.content?.game_url2 || v.url || v.gameUrl || v.link || v.launchUrl;
    if (!url) {
      ctx.issues.push({ code: 'custom', message: 'The launch answer has no game URL', input: v });
      return z.NEVER;
    }
    return { url, url2: v.content?.game_url2 ?? null };
  }),
);

export type LaunchedGame = z.infer<typeof launchGameSchema>;

export interface LaunchGameInput {
  gameId: string;
  nodeId: string | number;
  vassalage: string;
  /** PVP: the chosen room of the game. */
  roomId?: string;
  /** 1 real money (default), 0 free play (no session needed for games that support it). */
  accountType?: typeof ACCOUNT_TYPE_REAL | typeof ACCOUNT_TYPE_FREE_PLAY;
  /** The member's account name; omitted for free play. */
  username?: string;
  language: string;
}
