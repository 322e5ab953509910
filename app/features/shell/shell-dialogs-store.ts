/** Which of the shell's own dialogs is open (logout confirmation, announcements). */
import { useSyncExternalStore } from 'react';

export type ShellDialog = 'logout' | 'announcements' | undefined;

let open: ShellDialog;
const listeners = new Set<() => void>();

function set(next: ShellDialog): void {
  open = next;
  for (const listener of [...listeners]) listener();
}

export const openLogout = () => set('logout');
export const openAnnouncements = () => set('announcements');
export const closeShellDialog = () => set(undefined);

export function useShellDialog(): ShellDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
