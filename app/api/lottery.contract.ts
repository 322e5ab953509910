/**
 * The lottery contract: prize modes, group codes, the menus, opened numbers, draws and the lobby
 * launch answer (the home page's popular lotteries and Vietnam results: lottery-results.contract.ts). The gateway answers some lists as arrays and others as objects keyed by code;
 * the schemas turn both into arrays so screens iterate one shape. Schemas, types, constants and pure
 * helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { idSchema, listOf } from './lottery-results.contract.ts';

/** The brand's prize modes (spec section 9); the brand lottery type is Lott. */
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export const DEFAULT_PRIZE_MODE: LotteryPrizeMode = 'Lott';

/** The lottery groups the lobby has icons for (spec section 3), plus K3 seen in the sources. */
export const LOTTERY_GROUP_CODES = ['SSC', '11X5', 'LF', 'PK10', 'LHC', 'K3'] as const;

/** The account type the front end gives every Vietnam lottery game (the desktop store adds it). */
export const VN_LOTTO_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/** Vietnamese prize tiers, highest first; the northern draw has no eighth prize. */
export const VN_PRIZE_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type VnPrizeTier = (typeof VN_PRIZE_TIERS)[number];

// ---------------------------------------------------------------------------------------------
// Lottery menus

export const lotteryGameSchema = z.pipe(
  z.object({
    code: z.string(),
    gameId: idSchema,
    gameGroupId: z.nullish(idSchema),
    displayName: z.nullish(z.string()),
    /** Old builds show `remark` as the game's name. */
    remark: z.nullish(z.string()),
  }),
  z.transform((game) => ({ ...game, displayName: game.displayName ?? game.remark ?? game.code })),
);

/** Desktop builds key the group by `gameGroupCode`, older ones by `code`. */
export const lotteryGroupSchema = z.pipe(
  z
    .object({
      gameGroupCode: z.nullish(z.string()),
      code: z.nullish(z.string()),
      gameGroupId: z.nullish(idSchema),
      displayName: z.nullish(z.string()),
      games: z._default(z.array(lotteryGameSchema), []),
    })
    .check(z.refine((group) => Boolean(group.gameGroupCode ?? group.code), { message: 'A lottery group needs gameGroupCode or code' })),
  z.transform(({ gameGroupCode, code, gameGroupId, displayName, games }) => {
    const groupCode = gameGroupCode ?? code ?? '';
    return { code: groupCode, gameGroupId: gameGroupId ?? null, displayName: displayName ?? groupCode, games };
  }),
);

export const lotteryMenusSchema = listOf(lotteryGroupSchema);

export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;

export interface LotteryMenusParams {
  prizeMode: LotteryPrizeMode;
}

// ---------------------------------------------------------------------------------------------
// Vietnam lottery menu and recent games

export const vnLotteryGameSchema = z.pipe(
  z.object({
    gameId: idSchema,
    gameCode: z.string(),
    displayName: z.nullish(z.string()),
    gameName: z.nullish(z.string()),
    region: z.nullish(z.string()),
    /** Local draw time, HH:mm (Vietnam time). */
    drawTime: z.nullish(z.string()),
    /** Weekdays with a draw, 0 = Sunday; absent for games drawn all day long. */
    drawDays: z.nullish(z.array(z.number().check(z.int()))),
    /** Every N seconds, for the quick games. */
    drawInterval: z.nullish(z.number()),
    isSale: z._default(z.boolean(), true),
    /** The next numero on sale and the time left to bet on it (ms). */
    numero: z.nullish(z.string()),
    remainTime: z.nullish(z.number()),
    accountTypeName: z._default(z.string(), VN_LOTTO_ACCOUNT_TYPE),
  }),
  z.transform((game) => ({ ...game, displayName: game.displayName ?? game.gameName ?? game.gameCode })),
);

const vnRegionSchema = z.object({
  code: z.nullish(z.string()),
  displayName: z.nullish(z.string()),
  drawTime: z.nullish(z.string()),
  gameMenus: z._default(z.array(vnLotteryGameSchema), []),
});

/** The menu is an object of regions (North, Central, South, quick draws); the key is the region code. */
export const vnLotteryMenuSchema = z.pipe(
  z.union([z.array(vnRegionSchema), z.record(z.string(), vnRegionSchema)]),
  z.transform((value) =>
    (Array.isArray(value) ? value.map((region) => ['', region] as const) : Object.entries(value)).map(([key, region]) => {
      const code = region.code ?? key;
      return { ...region, code, displayName: region.displayName ?? code };
    }),
  ),
);

export type VnLotteryGame = z.infer<typeof vnLotteryGameSchema>;
export type VnLotteryRegion = z.infer<typeof vnLotteryMenuSchema>[number];

export interface VnLotteryMenuParams {
  prizeMode: LotteryPrizeMode;
}

export const vnRecentLotteriesSchema = listOf(vnLotteryGameSchema);

// ---------------------------------------------------------------------------------------------
// Opened numero (latest results of the standard lotteries, logged in)

export const openedNumeroSchema = z.object({
  gameCode: z.string(),
  gameId: idSchema,
  numero: z.string(),
  /** Draw time, epoch ms. */
  winningTime: z.number(),
  /** Old clients get the balls as an array; accept a comma-separated string too. */
  winNo: z.union([
    z.array(z.string()),
    z.pipe(
      z.string(),
      z.transform((text) => (text === '' ? [] : text.split(','))),
    ),
  ]),
});

export const openedNumerosSchema = listOf(openedNumeroSchema);
export type OpenedNumero = z.infer<typeof openedNumeroSchema>;

export interface OpenedNumeroParams {
  /** One game; all games when absent. */
  gameCode?: string;
}

// ---------------------------------------------------------------------------------------------
// Draw history (public: the latest results anyone may browse)

/** Draws per page, as the platform's own client asks (`?page=0&size=10`). */
export const DRAW_HISTORY_SIZE = 10;

export interface DrawHistoryParams {
  gameId: number;
  /** 0-based. */
  page?: number;
  size?: number;
}

// ---------------------------------------------------------------------------------------------
// Lottery lobby launch (the lotto app in an iframe)

/**
 * value.content.game_url like the GLS launch; old builds answered the LOTT launch with value.gameUrl.
 * Normalised to `{ url, url2 }`, the shape of the games area's launch.
 */
export const lotteryLaunchSchema = z.pipe(
  z.object({
    content: z.nullish(z.object({ game_url: z.nullish(z.string()), game_url2: z.nullish(z.string()) })),
    gameUrl: z.nullish(z.string()),
  }),
  z.transform((value, ctx) => {
    const url = value.content?.game_url || value.content?.game_url2 || value.gameUrl;
    if (!url) {
      ctx.issues.push({ code: 'custom', message: 'The launch answer has no game URL', input: value });
      return z.NEVER;
    }
    return { url, url2: value.content?.game_url2 ?? null };
  }),
);

export type LotteryLaunch = z.infer<typeof lotteryLaunchSchema>;

export interface LotteryLobbyLaunchParams {
  prizeMode: LotteryPrizeMode;
  /** Opens that game's betting view; the lobby without one. */
  gameCode?: string;
  /** Where the lotto app's back button returns (the desktop passes location.href). */
  backUrl: string;
  /** Platform language code (EN, VI...). */
  language: string;
}
