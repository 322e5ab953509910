import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The profile panel (placeholder until it is built). */
export function ProfilePage() {
  return <PanelPlaceholder page="profile" />;
}
