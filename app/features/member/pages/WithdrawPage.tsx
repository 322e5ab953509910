import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The withdraw panel (placeholder until it is built). */
export function WithdrawPage() {
  return <PanelPlaceholder page="withdraw" />;
}
