/**
 * Games under maintenance, marked before the click: a vendor's lane card says so (the launch would
 * answer "game maintenance"), so every card of its games carries the mark.
 */
import { useMemo } from 'react';
import { useGameVendors } from '../../api/games.ts';

/** The vendors the lanes report under maintenance (the lanes are cached: no extra call). */
export function useMaintenanceVendors(): ReadonlySet<string> {
  const lanes = useGameVendors().data;
  return useMemo(
    () => new Set((lanes ?? []).flatMap((lane) => lane.cards.filter((card) => card.maintenance).map((card) => card.vassalage))),
    [lanes],
  );
}

export function markMaintenance<G extends { vassalage: string }>(
  games: readonly G[],
  vendors: ReadonlySet<string>,
): (G & { maintenance: boolean })[] {
  return games.map((game) => ({ ...game, maintenance: vendors.has(game.vassalage) }));
}
