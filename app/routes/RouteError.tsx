import { ErrorScreen } from '@ui/status/ErrorScreen.tsx';

/** Router-level boundary: a failing page shows a message and a way out instead of a white screen. */
export function RouteError() {
  return <ErrorScreen onRetry={() => window.location.reload()} />;
}
