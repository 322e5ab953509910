import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorPanel } from '@ui/primitives/ErrorPanel.tsx';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

/**
 * Wrap each independent panel (banner, game grid, centre page) so a failure there shows a message and a
 * retry in place of that panel only. Retry also resets failed queries underneath.
 */
export function PanelBoundary({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ resetErrorBoundary }) => <ErrorPanel className={className} onRetry={resetErrorBoundary} />}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
