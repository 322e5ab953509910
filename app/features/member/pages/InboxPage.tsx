import { PanelPlaceholder } from '../PanelPlaceholder.tsx';

/** The messageV2 panel (placeholder until it is built). */
export function InboxPage() {
  return <PanelPlaceholder page="messageV2" />;
}
