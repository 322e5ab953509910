/**
 * The lottery contract: prize modes, group codes, the menus, popular and opened numbers, draws and the
 * lobby launch answer. The gateway answers some lists as arrays and others as objects keyed by code;
 * the schemas turn both into arrays so screens iterate one shape. Schemas, types, constants and pure
 * helpers only: no React, no network.
 */
import { z } from 'zod';

/** The brand's prize modes (spec section 9); the brand lottery type is Lott. */
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
export const DEFAULT_PRIZE_MODE: LotteryPrizeMode = 'Lott';

/** The lottery groups the lobby has icons for (spec section 3), plus K3 seen in the sources. */
export const LOTTERY_GROUP_CODES = ['SSC', '11X5', 'LF', 'PK10', 'LHC', 'K3'] as const;

/** Spec section 9. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;

/** The account type the front end gives every Vietnam lottery game (the desktop store adds it). */
export const VN_LOTTO_ACCOUNT_TYPE = 'TCG_LOTTO_VN';

/** Vietnamese prize tiers, highest first; the northern draw has no eighth prize. */
export const VN_PRIZE_TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;
export type VnPrizeTier = (typeof VN_PRIZE_TIERS)[number];

/** An array, or an object whose values are the items (the desktop store does `Object.values`). */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), z.record(z.string(), item)])
    .transform((value) => (Array.isArray(value) ? value : Object.values(value)) as z.output<T>[]);
}

const idSchema = z.union([z.number(), z.string()]).transform(Number);

// ---------------------------------------------------------------------------------------------
// Lottery menus

export const lotteryGameSchema = z
  .object({
    code: z.string(),
    gameId: idSchema,
    gameGroupId: idSchema.nullish(),
    displayName: z.string().nullish(),
    /** Old builds show `remark` as the game's name. */
    remark: z.string().nullish(),
  })
  .transform((game) => ({ ...game, displayName: game.displayName ?? game.remark ?? game.code }));

/** Desktop builds key the group by `gameGroupCode`, older ones by `code`. */
export const lotteryGroupSchema = z
  .object({
    gameGroupCode: z.string().nullish(),
    code: z.string().nullish(),
    gameGroupId: idSchema.nullish(),
    displayName: z.string().nullish(),
    games: z.array(lotteryGameSchema).default([]),
  })
  .refine((group) => Boolean(group.gameGroupCode ?? group.code), { message: 'A lottery group needs gameGroupCode or code' })
  .transform(({ gameGroupCode, code, gameGroupId, displayName, games }) => {
    const groupCode = gameGroupCode ?? code ?? '';
    return { code: groupCode, gameGroupId: gameGroupId ?? null, displayName: displayName ?? groupCode, games };
  });

export const lotteryMenusSchema = listOf(lotteryGroupSchema);

export type LotteryGame = z.infer<typeof lotteryGameSchema>;
export type LotteryGroup = z.infer<typeof lotteryGroupSchema>;

export interface LotteryMenusParams {
  prizeMode: LotteryPrizeMode;
}

// ---------------------------------------------------------------------------------------------
// Vietnam lottery menu and recent games

export const vnLotteryGameSchema = z
  .object({
    gameId: idSchema,
    gameCode: z.string(),
    displayName: z.string().nullish(),
    gameName: z.string().nullish(),
    region: z.string().nullish(),
    /** Local draw time, HH:mm (Vietnam time). */
    drawTime: z.string().nullish(),
    /** Weekdays with a draw, 0 = Sunday; absent for games drawn all day long. */
    drawDays: z.array(z.number().int()).nullish(),
    /** Every N seconds, for the quick games. */
    drawInterval: z.number().nullish(),
    isSale: z.boolean().default(true),
    /** The next numero on sale and the time left to bet on it (ms). */
    numero: z.string().nullish(),
    remainTime: z.number().nullish(),
    accountTypeName: z.string().default(VN_LOTTO_ACCOUNT_TYPE),
  })
  .transform((game) => ({ ...game, displayName: game.displayName ?? game.gameName ?? game.gameCode }));

const vnRegionSchema = z.object({
  code: z.string().nullish(),
  displayName: z.string().nullish(),
  drawTime: z.string().nullish(),
  gameMenus: z.array(vnLotteryGameSchema).default([]),
});

/** The menu is an object of regions (North, Central, South, quick draws); the key is the region code. */
export const vnLotteryMenuSchema = z.union([z.array(vnRegionSchema), z.record(z.string(), vnRegionSchema)]).transform((value) =>
  (Array.isArray(value) ? value.map((region) => ['', region] as const) : Object.entries(value)).map(([key, region]) => {
    const code = region.code ?? key;
    return { ...region, code, displayName: region.displayName ?? code };
  }),
);

export type VnLotteryGame = z.infer<typeof vnLotteryGameSchema>;
export type VnLotteryRegion = z.infer<typeof vnLotteryMenuSchema>[number];

export interface VnLotteryMenuParams {
  prizeMode: LotteryPrizeMode;
}

export const vnRecentLotteriesSchema = listOf(vnLotteryGameSchema);

// ---------------------------------------------------------------------------------------------
// Popular lotteries

export const popularLotterySchema = z.object({
  gameCode: z.string(),
  gameId: idSchema,
  numero: z.string(),
  /** Time left to bet on `numero`, in ms. */
  remainTime: z.number(),
  isSale: z.boolean(),
  displayName: z.string().nullish(),
  gameGroupCode: z.string().nullish(),
});

export const popularLotteriesSchema = listOf(popularLotterySchema);
export type PopularLottery = z.infer<typeof popularLotterySchema>;

export interface PopularLotteriesParams {
  count?: number;
}

// ---------------------------------------------------------------------------------------------
// Vietnam opened numbers (recent results)

const digits = z.array(z.string()).default([]);

export const vnPrizesSchema = z.object({
  special: digits,
  first: digits,
  second: digits,
  third: digits,
  fourth: digits,
  fifth: digits,
  sixth: digits,
  seventh: digits,
  eighth: digits,
});

export const vnDrawSchema = z.object({
  numero: z.string(),
  /** Draw time, epoch ms. */
  openTime: z.number(),
  /** Missing before the draw has been read out: every tier empty. */
  prizes: vnPrizesSchema.prefault({}),
});

export const vnOpenedGameSchema = z.object({
  gameId: idSchema,
  gameCode: z.string(),
  displayName: z.string().nullish(),
  region: z.string().nullish(),
  /** Newest first. */
  draws: z.array(vnDrawSchema).default([]),
});

/** Keyed by gameId on the wire. */
export const vnOpenedNumbersSchema = listOf(vnOpenedGameSchema);

export type VnPrizes = z.infer<typeof vnPrizesSchema>;
export type VnDraw = z.infer<typeof vnDrawSchema>;
export type VnOpenedGame = z.infer<typeof vnOpenedGameSchema>;

export interface VnOpenedNumbersParams {
  count?: number;
}

// ---------------------------------------------------------------------------------------------
// Opened numero (latest results of the standard lotteries, logged in)

export const openedNumeroSchema = z.object({
  gameCode: z.string(),
  gameId: idSchema,
  numero: z.string(),
  /** Draw time, epoch ms. */
  winningTime: z.number(),
  /** Old clients get the balls as an array; accept a comma-separated string too. */
  winNo: z.union([z.array(z.string()), z.string().transform((text) => (text === '' ? [] : text.split(',')))]),
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
export const lotteryLaunchSchema = z
  .object({
    content: z.object({ game_url: z.string().nullish(), game_url2: z.string().nullish() }).nullish(),
    gameUrl: z.string().nullish(),
  })
  .transform((value, ctx) => {
    const url = value.content?.game_url || value.content?.game_url2 || value.gameUrl;
    if (!url) {
      ctx.addIssue({ code: 'custom', message: 'The launch answer has no game URL' });
      return z.NEVER;
    }
    return { url, url2: value.content?.game_url2 ?? null };
  });

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
