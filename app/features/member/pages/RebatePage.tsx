import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The bonusDetails panel (placeholder until it is built). */
export function RebatePage() {
  return <PanelPlaceholder page="bonusDetails" />;
}
