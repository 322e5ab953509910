/**
 * A session that expires mid-form (a call answers 401) keeps the page behind the login popup instead
 * of swapping it for the visitor's notice: everything typed stays, and logging in lands back on the
 * same page (same address, so nothing re-mounts). The hold lasts from the login prompt through the login
 * popup it opens. A money action is never replayed: the player submits again. Closing the popups
 * without logging in ends the hold.
 */
import { useEffect, useRef, useState } from 'react';
import { useAccountDialog } from '../account/account-dialogs.ts';
import { useAuthPrompt } from './auth-prompt.ts';
import { returnAfterLogin } from './login-return.ts';
import { onSessionEnded } from './session-store.ts';
import { useStoredSession } from './use-session.ts';

export function useHeldThroughExpiry(path: string, state: unknown, active: boolean): boolean {
  const [heldPath, setHeldPath] = useState<string>();
  const latest = useRef({ path, state, active });
  useEffect(() => {
    latest.current = { path, state, active };
  });
  useEffect(
    () =>
      onSessionEnded((reason) => {
        const page = latest.current;
        if (reason !== 'expired' || !page.active) return;
        returnAfterLogin(page.path, page.state);
        setHeldPath(page.path);
      }),
    [],
  );
  const prompt = useAuthPrompt();
  const loggingIn = useAccountDialog() !== undefined;
  const loggedIn = useStoredSession() !== null;
  return heldPath === path && !loggedIn && (prompt.open || loggingIn);
}
