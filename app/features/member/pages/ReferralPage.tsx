import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The referral panel (placeholder until it is built). */
export function ReferralPage() {
  return <PanelPlaceholder page="referral" />;
}
