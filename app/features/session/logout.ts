/**
 * Logout, as spec section 4 orders it (the confirmation dialog is the caller's): call logout,
 * clear the session keeping the merchant keys, drop every cached query, go to /, be logged out
 * (agent false and no VIP service follow from the cleared store) and close the chat.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { logout } from '../../api/session.ts';
import { PATHS } from '../../paths.ts';
import { clearSession, emitSessionEnded } from './session-store.ts';

/** The platform call gets this long: an unreachable server must not keep the user signed in. */
export const LOGOUT_WAIT_MS = 5_000;

export interface LogoutDeps {
  queryClient: QueryClient;
  /** The router's navigate (replace, so Back does not return to a member page). */
  navigate: (to: string) => void;
}

async function endOnPlatform(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_WAIT_MS);
  });
  try {
    // Its failure (already expired, offline) changes nothing: this tab forgets the session anyway.
    await Promise.race([logout().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function performLogout({ queryClient, navigate }: LogoutDeps): Promise<void> {
  // First, while the token is still there to send.
  await endOnPlatform();
  clearSession();
  // Member data of every area (balance, messages, records) must not outlive the session.
  queryClient.clear();
  navigate(PATHS.root);
  // The chat listens for this and closes.
  emitSessionEnded('logout');
}

/** For the logout dialog: `pending` disables its buttons; a second call while one runs is ignored. */
export function useLogoutFlow({ navigate }: { navigate: (to: string) => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await performLogout({ queryClient, navigate });
    } finally {
      running.current = false;
      setPending(false);
    }
  }, [queryClient, navigate]);

  return { logout: run, pending };
}
