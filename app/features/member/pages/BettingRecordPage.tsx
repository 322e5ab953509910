import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The personalHistoryCopy panel (placeholder until it is built). */
export function BettingRecordPage() {
  return <PanelPlaceholder page="personalHistoryCopy" />;
}
