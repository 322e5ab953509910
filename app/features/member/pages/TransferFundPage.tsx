import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The transferFund panel (placeholder until it is built). */
export function TransferFundPage() {
  return <PanelPlaceholder page="transferFund" />;
}
