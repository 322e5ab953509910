/**
 * Whether the embedded chat is open (spec section 4: it toggles open when logged in and not a trial
 * account; a visitor gets the login popup, a trial account in_please_information). A logout or an
 * expired session closes it.
 */
import { useSyncExternalStore } from 'react';
import { requireMember } from '../session/role-guards.ts';
import { onSessionEnded } from '../session/session-store.ts';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export function closeChat(): void {
  set(false);
}

/** Toggles the chat for a member; otherwise shows the visitor or trial prompt and leaves it closed. */
export function toggleChat(session: { isLogin: boolean; isTrial: boolean }): void {
  if (open) {
    set(false);
    return;
  }
  if (requireMember(session, { feature: 'chat' })) set(true);
}

export function useChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}

onSessionEnded(closeChat);
