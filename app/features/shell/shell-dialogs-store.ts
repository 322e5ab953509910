/** Which of the shell's own dialogs is open (logout confirmation, announcements, app download, favourites). */
import { createStore, useStore } from '@ui/lib/store.ts';

export type ShellDialog = 'logout' | 'announcements' | 'download' | 'favourites' | undefined;

const store = createStore<ShellDialog>(undefined);

export const openLogout = () => store.set('logout');
export const openAnnouncements = () => store.set('announcements');
export const openDownload = () => store.set('download');
export const openFavourites = () => store.set('favourites');
export const closeShellDialog = () => store.set(undefined);

export function useShellDialog(): ShellDialog {
  return useStore(store);
}
