import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The playerRank panel (placeholder until it is built). */
export function PlayerRankPage() {
  return <PanelPlaceholder page="playerRank" />;
}
