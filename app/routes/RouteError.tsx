import { ErrorScreen } from '@ui/status/ErrorScreen.tsx';
import { Component, type ReactNode } from 'react';
import { forgetChunkReload, isChunkLoadError } from './lazy-page.ts';

/**
 * The screen for a failing page: a message and a way out instead of a white screen. A page whose code
 * could not load (after the one automatic reload) says so; its retry reloads again.
 */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** Changes with every navigation: a new address renders again instead of the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/**
 * Router-level boundary around the whole layout (as the data router's root errorElement was): an error
 * in it shows `RouteError` until the address changes. React logs the error (createRoot's onCaughtError).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
