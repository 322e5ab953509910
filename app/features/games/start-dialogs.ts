/** Which game-start dialog is open (the shell mounts their container only while one is). */
import { useSyncExternalStore } from 'react';
import type { LaunchTarget, StartTarget } from './game-start.ts';

export type StartDialog =
  | { kind: 'vendor-games'; vendor: StartTarget }
  | { kind: 'sea-lottery'; target: LaunchTarget }
  | { kind: 'pvp-rooms'; game: LaunchTarget };

let open: StartDialog | undefined;
const listeners = new Set<() => void>();

function set(next: StartDialog | undefined): void {
  open = next;
  for (const listener of [...listeners]) listener();
}

/** Replaces any open one: a game picked in the vendor list may open its room list in its place. */
export const openStartDialog = (dialog: StartDialog) => set(dialog);
export const closeStartDialog = () => set(undefined);
export const startDialogState = () => open;

export function useStartDialog(): StartDialog | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
