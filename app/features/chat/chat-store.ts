/**
 * Whether the embedded chat is open (spec section 4: it toggles open when logged in and not a trial
 * account; a visitor gets the login popup, a trial account in_please_information). A logout or an
 * expired session closes it.
 */
import { createStore, useStore } from '@ui/lib/store.ts';
import { requireMember } from '../session/role-guards.ts';
import { onSessionEnded } from '../session/session-store.ts';

const store = createStore(false);

export function closeChat(): void {
  store.set(false);
}

/** Toggles the chat for a member; otherwise shows the visitor or trial prompt and leaves it closed. */
export function toggleChat(session: { isLogin: boolean; isTrial: boolean }): void {
  if (store.get()) {
    store.set(false);
    return;
  }
  if (requireMember(session, { feature: 'chat' })) store.set(true);
}

export function useChatOpen(): boolean {
  return useStore(store);
}

onSessionEnded(closeChat);
