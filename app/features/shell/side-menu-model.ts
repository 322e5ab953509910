/**
 * What the side menu shows of the vendor lanes: each category with its lobby address and its vendors'
 * addresses; lottery types without a vendor list, the one holding TCG_SEA as a button that starts it
 * (spec section 2, "Left menu").
 */
import type { MenuCategory } from '@ui/layout/SideMenu.tsx';
import type { VendorCard, VendorCategory } from '../../api/games.contract.ts';
import { lobbyPath } from '../../paths.ts';
import { LOTTERY_GAME_TYPES, SEA_LOTTERY_ACCOUNT } from '../games/game-start.ts';

export type MenuVendorCard = VendorCard & { path: string };

export function sideMenuCategories(categories: readonly VendorCategory[]): MenuCategory<MenuVendorCard>[] {
  return categories.map(({ gameCategory, vendors }) => {
    const lottery = LOTTERY_GAME_TYPES.includes(gameCategory);
    const cards = vendors.map((vendor) => ({ ...vendor, path: lobbyPath(gameCategory, vendor.vassalage) }));
    return {
      gameCategory,
      path: lobbyPath(gameCategory),
      vendors: cards,
      hideVendors: lottery,
      launchVendor: lottery ? cards.find((vendor) => vendor.vassalage === SEA_LOTTERY_ACCOUNT) : undefined,
    };
  });
}
