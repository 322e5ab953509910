import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The missionLeaderboard panel (placeholder until it is built). */
export function MissionsPage() {
  return <PanelPlaceholder page="missionLeaderboard" />;
}
