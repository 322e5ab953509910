/**
 * What starting a game or a vendor entry does (spec section 2, "Game start" and "Left menu"): one
 * pure decision, so lobbies, home, side menu and the start dialogs all behave the same.
 *
 *   visitor                                  → the login prompt (browsing a lobby stays open to them)
 *   TCG_SEA account type                     → its dedicated dialog
 *   the Vietnam lottery (TCG_LOTTO_VN)       → /vnlottery[?gameCode]
 *   lottery and e-lottery types (LOTT/ELOTT) → /lottery[?gameCode&playType]
 *   a slots vendor entry                     → /rng?vassalage= (the lobby with that vendor chosen)
 *   a vendor entry flagged VASSALAGE         → the popup list of that vendor's games
 *   a PVP game                               → its room list; a chosen room launches with roomId
 *   anything else that can launch            → /game (single-game vendors launch their gameId/nodeId)
 *   a vendor entry that cannot               → its lobby with the vendor chosen
 */

import { gamePath, lobbyPath, lotteryPath, vnLotteryPath } from '../../paths.ts';

export const SEA_LOTTERY_ACCOUNT = 'TCG_SEA';
export const VN_LOTTERY_ACCOUNT = 'TCG_LOTTO_VN';
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
export const SLOTS_GAME_TYPE = 'RNG';
export const PVP_GAME_TYPE = 'PVP';
/** isGame on a vendor card: the card opens a popup game list. */
export const POPUP_GAME_LIST = 'VASSALAGE';

/**
 * A game object or a vendor card (spec section 3 "Game object": both carry these fields). Game
 * objects come from the game list, hot, favourite and recent games; vendor cards from the lanes.
 */
export interface StartTarget {
  vassalage: string;
  gameType: string;
  gameId?: string | null;
  nodeId?: string | number | null;
  /** Game objects: the normalised name; vendor cards: displayName. */
  name?: string | null;
  displayName?: string | null;
  code?: string | null;
  gameCode?: string | null;
  defaultPlayType?: string | null;
  accountTypeName?: string | null;
  isGame?: string | null;
}

/** A target that names a launchable game. */
export type LaunchTarget = StartTarget & { gameId: string; nodeId: string | number };

/** Where the start began: a game tile, or a vendor entry (side menu child, category tile, vendor card). */
export type StartEntry = 'game' | 'vendor';

export type GameStart =
  | { kind: 'login' }
  /** A game start that is a page: /lottery, /vnlottery or /game. */
  | { kind: 'navigate'; to: string }
  /** Browsing, not starting: a lobby with the vendor chosen (visitors may). */
  | { kind: 'lobby'; to: string }
  | { kind: 'vendor-games'; vendor: StartTarget }
  | { kind: 'sea-lottery'; target: LaunchTarget }
  | { kind: 'pvp-rooms'; game: LaunchTarget }
  /** Nothing to launch (a game object without gameId/nodeId). */
  | { kind: 'unavailable' };

const launchable = (target: StartTarget): target is LaunchTarget =>
  typeof target.gameId === 'string' &&
  target.gameId !== '' &&
  target.nodeId !== null &&
  target.nodeId !== undefined &&
  String(target.nodeId) !== '';

/** The account type decides for the two lottery apps; the card's vassalage stands in when a build leaves it out. */
const accountType = (target: StartTarget) => (target.accountTypeName || target.vassalage).toUpperCase();

function route(target: StartTarget, entry: StartEntry): GameStart {
  const gameType = target.gameType.toUpperCase();
  const account = accountType(target);
  const gameCode = entry === 'game' ? target.gameCode || target.code : undefined;

  if (account === SEA_LOTTERY_ACCOUNT) return launchable(target) ? { kind: 'sea-lottery', target } : { kind: 'unavailable' };
  if (account === VN_LOTTERY_ACCOUNT) return { kind: 'navigate', to: vnLotteryPath({ gameCode }) };
  if (LOTTERY_GAME_TYPES.includes(gameType))
    return { kind: 'navigate', to: lotteryPath({ gameCode, playType: entry === 'game' ? target.defaultPlayType : undefined }) };

  if (entry === 'vendor') {
    if (gameType === SLOTS_GAME_TYPE) return { kind: 'lobby', to: lobbyPath(gameType, target.vassalage) };
    if (target.isGame?.toUpperCase() === POPUP_GAME_LIST) return { kind: 'vendor-games', vendor: target };
    return launchable(target)
      ? { kind: 'navigate', to: gamePath(target, 'real') }
      : { kind: 'lobby', to: lobbyPath(gameType, target.vassalage) };
  }

  if (!launchable(target)) return { kind: 'unavailable' };
  if (gameType === PVP_GAME_TYPE) return { kind: 'pvp-rooms', game: target };
  return { kind: 'navigate', to: gamePath(target, 'real') };
}

/** What starting `target` does for this session. Trial accounts may start games (they play with trial credit). */
export function decideGameStart(target: StartTarget, entry: StartEntry, session: { isLogin: boolean }): GameStart {
  const outcome = route(target, entry);
  if (!session.isLogin && outcome.kind !== 'lobby') return { kind: 'login' };
  return outcome;
}

/**
 * "Choosing a lottery category opens the vendor whose vassalage is TCG_SEA directly as a game, not as
 * a page" (spec section 2, left menu): the vendor to start for a lottery category, if it has one.
 */
export function lotteryLaunchVendor<V extends { vassalage: string }>(
  categories: readonly { gameCategory: string; vendors: readonly V[] }[],
): V | undefined {
  for (const category of categories) {
    if (!LOTTERY_GAME_TYPES.includes(category.gameCategory)) continue;
    const vendor = category.vendors.find((v) => v.vassalage === SEA_LOTTERY_ACCOUNT);
    if (vendor) return vendor;
  }
  return undefined;
}

/**
 * A lottery category without a TCG_SEA vendor is a plain link to the /elott lobby in the side menu, yet
 * its vendors (LOTT, the TCG lottery) live in the lottery app, not in that lobby. When the category
 * holds a single vendor, choosing it starts that vendor (LOTT → /lottery), the same "open the vendor
 * directly" the spec gives TCG_SEA. Otherwise undefined: the link stays a link.
 */
export function lotteryMenuVendor<V extends { vassalage: string }>(category: {
  gameCategory: string;
  vendors: readonly V[];
}): V | undefined {
  if (!LOTTERY_GAME_TYPES.includes(category.gameCategory) || category.vendors.some((v) => v.vassalage === SEA_LOTTERY_ACCOUNT))
    return undefined;
  return category.vendors.length === 1 ? category.vendors[0] : undefined;
}

/**
 * What a banner that links to a game starts (linkageType/redirect GAME): banners name a vendor and its
 * game type, not a gameId, so they start like a vendor entry: its card from the lanes when the vendor
 * has one (a one-game vendor launches, a slots vendor opens its lobby, a VASSALAGE vendor its popup),
 * else the bare vendor, whose game type's lobby opens with it chosen. Undefined when the banner names no
 * vendor, or an unknown one without a game type.
 */
export function bannerStartTarget<V extends StartTarget>(
  banner: { vendor?: string | null; gameType?: string | null },
  categories: readonly { vendors: readonly V[] }[],
): StartTarget | undefined {
  const vassalage = banner.vendor?.trim();
  if (!vassalage) return undefined;
  const card = categories.flatMap((category) => category.vendors).find((v) => v.vassalage === vassalage);
  if (card) return card;
  const gameType = banner.gameType?.trim();
  return gameType ? { vassalage, gameType } : undefined;
}
