import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The rewardCenter panel (placeholder until it is built). */
export function RewardCentrePage() {
  return <PanelPlaceholder page="rewardCenter" />;
}
