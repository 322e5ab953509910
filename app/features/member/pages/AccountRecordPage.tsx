import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The transactionHistory panel (placeholder until it is built). */
export function AccountRecordPage() {
  return <PanelPlaceholder page="transactionHistory" />;
}
