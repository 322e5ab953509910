import { ErrorScreen } from '@ui/status/ErrorScreen.tsx';
import { useRouteError } from 'react-router-dom';
import { forgetChunkReload, isChunkLoadError } from './lazy-page.ts';

/**
 * Router-level boundary: a failing page shows a message and a way out instead of a white screen. A
 * page whose code could not load (after the one automatic reload) says so; its retry reloads again.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  return (
    <ErrorScreen
      reason={chunk ? 'load' : 'render'}
      onRetry={() => {
        if (chunk) forgetChunkReload();
        window.location.reload();
      }}
    />
  );
}
