/**
 * The games contract: the launch and list constants, image URLs, vendor lanes, hot and favourite
 * games and the winner board (the first screen's calls; the lobby's are in lobby.contract.ts). Game objects are
 * normalised with a `name` and an `icon`, because builds disagree on which of gameName/nodeName and
 * showIcon/iconUrl/defaultIcon they fill. Schemas, types, constants and pure helpers only: no React,
 * no network.
 */
import * as z from 'zod/mini';
import { flag } from './common.contract.ts';

export { DESKTOP_PLATFORM, IS_PLATFORM, LIST_PLATFORM, WINNER_BOARD_SIZE } from './first-screen.contract.ts';

// ---------------------------------------------------------------------------------------------
// Constants (spec section 9, platform-api.md sections 5 and 11)

export const CLIENT_TYPE = 3;
/** Real-money launch; 0 is free play. */
export const ACCOUNT_TYPE_REAL = 1;
export const ACCOUNT_TYPE_FREE_PLAY = 0;
export const CONFIRM_TRANS = 0;
export const LAUNCH_MODE = 'GLS';
export const FAVOURITE_PLATFORM = 'flash';
export const FAVOURITE_GAME_TYPE = 'RNG';
export const LOBBY_PAGE_SIZE = 42;
/** The desktop asks for every favourite at once. */
export const FAVOURITE_PAGE_SIZE = 999;

/** Vendor cards the client moves out of their server lane (brand config of the desktop bundle + spec constants). */
export const ESPORTS_VENDORS: readonly string[] = ['IMES', 'TF', 'IA', 'AV', 'AI'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3'];
export const SPB_VENDORS: readonly string[] = ['SPB', 'SS'];

/** RNG sub-categories, in the lobby's tab order. */
export const GAME_CLASSIFY = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** Used until the permission call supplies imageCDNs / launchGameCDNs. */
export const DEFAULT_IMAGE_CDN = 'https://images.b298100.com:42666';
export const DEFAULT_LAUNCH_CDN = 'https://www2.854819.com:42666';

/** The platform's image paths, for cards and games that carry no icon of their own. */
export const gameImages = {
  vendorSmall: (cdn: string, vassalage: string, active = false) =>
    `${cdn}/TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vassalage}-${active ? 'ACTIVE' : 'DEFAULT'}.png`,
  /** LOTT vendors share the ELOTT folder. */
  vendorList: (cdn: string, gameType: string, vassalage: string, tone: 'WHITE' | 'COLOR' | 'PURPLE') =>
    `${cdn}/TCG_PROD_IMAGES/${gameType === 'LOTT' ? 'ELOTT' : gameType}_LIST_VENDOR/${vassalage}-${tone}.png`,
  submenu: (cdn: string, gameType: string, vassalage: string) => `${cdn}/TCG_PROD_IMAGES/SUBMENU_IMG/STYLE4/${gameType}-${vassalage}.png`,
  /** The fallback for a game image that fails to load (spec section 8). */
  defaultGame: (cdn: string) => `${cdn}/TCG_GAME_ICONS/default.png`,
};

/** One picture on every image CDN, in the visit's order (the Image component tries them in turn). */
export const onEachCdn = (cdns: readonly string[], url: (cdn: string) => string | undefined): string[] | undefined => {
  const urls = [...new Set(cdns.map(url).filter((u): u is string => u !== undefined))];
  return urls.length > 0 ? urls : undefined;
};

/** An icon field may be absolute, a data URI or a path on the image CDN. */
export function resolveImage(cdn: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (path.startsWith('data:') || path.startsWith('http:') || path.startsWith('https:') || path.startsWith('//')) return path;
  return `${cdn}/${path.startsWith('/') ? path.slice(1) : path}`;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Node ids arrive as numbers or strings; the client compares them as strings. */
export const nodeId = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
export const amount = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));

export const gameFields = z.object({
  nodeId,
  gameId: z.string(),
  gameName: z.nullish(z.string()),
  nodeName: z.nullish(z.string()),
  defaultLanguage: z.nullish(z.string()),
  displayName: z.nullish(z.string()),
  showIcon: z.nullish(z.string()),
  iconUrl: z.nullish(z.string()),
  defaultIcon: z.nullish(z.string()),
  vassalage: z.string(),
  gameType: z.string(),
  /** Not seen on the platform: the fake platform adds it so tiles can print the provider. */
  vendorName: z.nullish(z.string()),
  gameClassify: z.nullish(z.string()),
  gameCode: z.nullish(z.string()),
  nodeTypeManageId: z.nullish(nodeId),
  minBet: z.nullish(amount),
  lineNum: z.nullish(z.number().check(z.int())),
  isHot: flag,
  isNew: flag,
  /** Not seen on the platform: whether free play (accountType 0) may launch it. */
  trialSupported: flag,
});

type GameFields = z.output<typeof gameFields>;

export function normaliseGame<T extends GameFields>(game: T) {
  return {
    ...game,
    name: game.gameName ?? game.nodeName ?? game.displayName ?? game.defaultLanguage ?? game.gameId,
    icon: game.showIcon ?? game.iconUrl ?? game.defaultIcon ?? null,
  };
}

export const gameSchema = z.pipe(gameFields, z.transform(normaliseGame));
export type Game = z.infer<typeof gameSchema>;

/** The identity a favourite toggle and a launch need. */
export type GameRef = Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType'>;

// ---------------------------------------------------------------------------------------------
// Vendor lanes: GET /wps/relay/GCSGAME_gameVendor (desktop alias GCSGAME_newGameVendor)

export const gameClassifySchema = z.object({
  key: z.string(),
  displayName: z.nullish(z.string()),
  gameCount: z.nullish(z.number().check(z.int())),
});

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.nullish(z.string()),
  gameType: z.string(),
  /** The platform's spelling of the large card image. */
  lagerIcon: z.nullish(z.string()),
  smallIcon: z.nullish(z.string()),
  isHot: flag,
  /** Not seen on the platform (designed): its games are under maintenance, so cards say so before a launch is refused. */
  maintenance: flag,
  /** 'VASSALAGE': the card opens a popup game list. */
  isGame: z.nullish(z.string()),
  accountTypeName: z.nullish(z.string()),
  code: z.nullish(z.string()),
  gameCode: z.nullish(z.string()),
  defaultPlayType: z.nullish(z.string()),
  type: z.nullish(z.string()),
  /** Single-game vendors (sportsbooks, TCG_SEA) carry what a launch needs. */
  gameId: z.nullish(z.string()),
  nodeId: z.nullish(nodeId),
});

export const vendorLaneSchema = z.object({
  title: z.string(),
  cards: z._default(z.array(vendorCardSchema), []),
  gameClassify: z.pipe(
    z.nullish(z.array(gameClassifySchema)),
    z.transform((v) => v ?? []),
  ),
});

export const gameVendorsSchema = z.pipe(
  z.object({ data: z.object({ lanes: z._default(z.array(vendorLaneSchema), []) }) }),
  z.transform((v) => v.data.lanes),
);

export type GameClassify = z.infer<typeof gameClassifySchema>;
export type VendorCard = z.infer<typeof vendorCardSchema>;
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** A game category as screens use it (the desktop store's sortingVendor entries). */
export interface VendorCategory {
  gameCategory: string;
  vendors: VendorCard[];
  gameClassify: GameClassify[];
}

/**
 * The desktop client's regrouping of the server lanes: e-sports and cock-fight cards leave SPORTS for
 * their own categories (right after SPORTS); SPB/SS cards are also listed in an SPB category after
 * RNG (the desktop copies them, it does not remove them from RNG). Categories without vendors are
 * dropped, since the menu shows a category only if it has one.
 */
export function groupLanes(lanes: readonly VendorLane[]): VendorCategory[] {
  const categories: VendorCategory[] = [];
  const add = (gameCategory: string, vendors: readonly VendorCard[], gameClassify: readonly GameClassify[] = []) => {
    if (vendors.length === 0) return;
    const existing = categories.find((c) => c.gameCategory === gameCategory);
    if (!existing) {
      categories.push({ gameCategory, vendors: [...vendors], gameClassify: [...gameClassify] });
      return;
    }
    for (const card of vendors) if (!existing.vendors.some((v) => v.vassalage === card.vassalage)) existing.vendors.push(card);
  };
  for (const lane of lanes) {
    if (lane.title === 'SPORTS') {
      const moved = (card: VendorCard) => ESPORTS_VENDORS.includes(card.vassalage) || COCKFIGHT_VENDORS.includes(card.vassalage);
      add(
        'SPORTS',
        lane.cards.filter((card) => !moved(card)),
        lane.gameClassify,
      );
      add(
        'ESPORTS',
        lane.cards.filter((card) => ESPORTS_VENDORS.includes(card.vassalage)),
      );
      add(
        'COCKFIGHT',
        lane.cards.filter((card) => COCKFIGHT_VENDORS.includes(card.vassalage)),
      );
    } else if (lane.title === 'RNG') {
      add('RNG', lane.cards, lane.gameClassify);
      add(
        'SPB',
        lane.cards.filter((card) => SPB_VENDORS.includes(card.vassalage)),
      );
    } else add(lane.title, lane.cards, lane.gameClassify);
  }
  return categories;
}

/** The vendors of one category, or of every category ('') once each, as a filter lists them. */
export function vendorOptions(categories: readonly VendorCategory[], category: string): { value: string; label: string }[] {
  const seen = new Set<string>();
  return categories
    .filter((c) => category === '' || c.gameCategory === category)
    .flatMap((c) => c.vendors)
    .filter((vendor) => !seen.has(vendor.vassalage) && seen.add(vendor.vassalage))
    .map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName || vendor.vassalage }));
}

// ---------------------------------------------------------------------------------------------
// Hot games: GET /wps/relay/GCSGAME_hotGamesV2 (mobile POSTs)

export const hotGamesSchema = z.pipe(
  z.object({ list: z._default(z.array(gameSchema), []) }),
  z.transform((v) => v.list),
);

export interface HotGamesParams {
  language: string;
  /** Empty = every vendor, as the desktop sends it. */
  vassalage?: string;
}

// ---------------------------------------------------------------------------------------------
// Favourites: ids, list, toggle (MCSFE_*; token; refused to trial accounts)

export const favouriteIdsSchema = z.pipe(
  z.nullish(z.array(nodeId)),
  z.transform((v) => v ?? []),
);

export function isFavourite(ids: readonly string[] | undefined, id: string | number): boolean {
  return ids?.includes(String(id)) ?? false;
}

export const favouriteGamesSchema = z.object({
  content: z._default(z.array(gameSchema), []),
  pageNum: z._default(z.number().check(z.int()), 1),
  totalPages: z._default(z.number().check(z.int()), 0),
});

export type FavouriteGames = z.infer<typeof favouriteGamesSchema>;

export interface FavouriteGamesParams {
  language: string;
  gameType?: string;
  pageNo?: number;
  pageSize?: number;
}

/** The toggle payload (spec section 3): vendor is the game's vassalage. */
export interface FavouriteInput {
  nodeId: string | number;
  vendor: string;
  gameType: string;
}

export type FavouriteAction = 'add' | 'remove';

// ---------------------------------------------------------------------------------------------
// Winner board: GET /wps/relay/ODSFE2_getWinnerBoard

export const winnerSchema = z.object({
  customerName: z.string(),
  winAmount: amount,
  gameName: z.nullish(z.string()),
  gameId: z.nullish(z.string()),
  nodeId: z.nullish(nodeId),
  vassalage: z.nullish(z.string()),
  gameType: z.nullish(z.string()),
  showIcon: z.nullish(z.string()),
  /** Not seen on the platform (epoch ms). */
  winTime: z.nullish(z.number()),
});

/** Flattened from `list[].vo` and sorted by winAmount, highest first, as the desktop does. */
export const winnerBoardSchema = z.pipe(
  z.object({ list: z._default(z.array(z.object({ vo: winnerSchema })), []) }),
  z.transform((v) => v.list.map((entry) => entry.vo).sort((a, b) => b.winAmount - a.winAmount)),
);

export type Winner = z.infer<typeof winnerSchema>;

export interface WinnerBoardParams {
  language: string;
  gameCategory?: string;
  limitNum?: number;
}
