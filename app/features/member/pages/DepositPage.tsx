import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The depositv2 panel (placeholder until it is built). */
export function DepositPage() {
  return <PanelPlaceholder page="depositv2" />;
}
