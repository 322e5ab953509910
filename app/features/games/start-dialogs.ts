/** Which game-start dialog is open (the shell mounts their container only while one is). */
import { createStore, useStore } from '@ui/lib/store.ts';
import type { LaunchTarget, StartTarget } from './game-start.ts';

export type StartDialog =
  { kind: 'vendor-games'; vendor: StartTarget } | { kind: 'sea-lottery'; target: LaunchTarget } | { kind: 'pvp-rooms'; game: LaunchTarget };

const store = createStore<StartDialog | undefined>(undefined);

/** Replaces any open one: a game picked in the vendor list may open its room list in its place. */
export const openStartDialog = (dialog: StartDialog) => store.set(dialog);
export const closeStartDialog = () => store.set(undefined);
export const startDialogState = store.get;

export function useStartDialog(): StartDialog | undefined {
  return useStore(store);
}
