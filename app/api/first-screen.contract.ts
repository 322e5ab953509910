/**
 * The first screen's platform calls as plain requests (method, path, query, module, language): the
 * fetchers in system.ts, games.ts and content.ts send these with their schemas, and boot starts the
 * same ones before the app's code has loaded (app/early-calls.ts), so the two are one request. No zod
 * here, so boot stays small; the constants live here for the same reason (the contracts re-export them).
 */
/** What a GET sends, as data (the part of http.ts's request options these calls use). */
export interface CallRequest {
  method: 'GET';
  path: string;
  query: Record<string, string | number | undefined>;
  moduleId?: string;
  headers?: Record<string, string>;
}

export const IS_PLATFORM = 2;
export const LIST_PLATFORM = 'flash,html5-desktop';
export const DESKTOP_PLATFORM = 'html5-desktop';
export const WINNER_BOARD_SIZE = 20;
export const NOTICE_TYPES = 'B,PL,PU,PR';

/** The permission call: it names the current host as `url`. */
export const systemStatusRequest = (host: string | undefined): CallRequest => ({
  method: 'GET',
  path: '/wps/system/status',
  query: { url: host },
});

export const gameVendorsRequest = (merchant: string): CallRequest => ({
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  query: { merchantCode: merchant, platform: DESKTOP_PLATFORM },
  moduleId: 'COMM3',
});

/** Desktop GETs with a query (mobile POSTs a body). */
export const hotGamesRequest = (merchant: string, params: { language: string; vassalage?: string }): CallRequest => ({
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  query: {
    merchantCode: merchant,
    isPlatform: IS_PLATFORM,
    vassalage: params.vassalage ?? '',
    platform: LIST_PLATFORM,
    language: params.language,
  },
  moduleId: 'GAMELOHOT3',
});

export const winnerBoardRequest = (params: { language: string; gameCategory?: string; limitNum?: number }): CallRequest => ({
  method: 'GET',
  path: '/wps/relay/ODSFE2_getWinnerBoard',
  query: { gameCategory: params.gameCategory ?? 'ALL', language: params.language, limitNum: params.limitNum ?? WINNER_BOARD_SIZE },
  moduleId: 'COMM3',
});

/** Announcements of the given types; `execution` B before login, A after. */
export const announcementsRequest = (types: string, params: { execution: string; language?: string }): CallRequest => ({
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  query: { types, platform: 'W', execution: params.execution },
  moduleId: 'COMM3',
  headers: params.language === undefined ? undefined : { Language: params.language },
});
