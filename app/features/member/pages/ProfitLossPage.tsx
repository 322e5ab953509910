import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The personalProfit panel (placeholder until it is built). */
export function ProfitLossPage() {
  return <PanelPlaceholder page="personalProfit" />;
}
