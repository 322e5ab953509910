import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The transferUpline panel (placeholder until it is built). */
export function TransferUplinePage() {
  return <PanelPlaceholder page="transferUpline" />;
}
