/** Which of the shell's own dialogs is open (logout confirmation, announcements). */
import { createStore, useStore } from '@ui/lib/store.ts';

export type ShellDialog = 'logout' | 'announcements' | undefined;

const store = createStore<ShellDialog>(undefined);

export const openLogout = () => store.set('logout');
export const openAnnouncements = () => store.set('announcements');
export const closeShellDialog = () => store.set(undefined);

export function useShellDialog(): ShellDialog {
  return useStore(store);
}
