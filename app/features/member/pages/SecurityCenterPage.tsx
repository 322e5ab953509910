import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The securityCenter panel (placeholder until it is built). */
export function SecurityCenterPage() {
  return <PanelPlaceholder page="securityCenter" />;
}
