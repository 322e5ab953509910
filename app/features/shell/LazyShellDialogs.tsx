/**
 * The shell's dialogs (ShellDialogs.tsx) are a chunk of their own: a visitor's first screen shows none of
 * them. The chunk is fetched once the first screen is in, so the first click on log in seldom waits for
 * it, and is mounted the first time any of its dialogs is asked for (or a reload finds the forced password
 * change due), then kept, so its dialogs close with their animation.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useAccountDialog } from '../account/account-dialogs.ts';
import { useStartDialog } from '../games/start-dialogs.ts';
import { useAuthPrompt } from '../session/auth-prompt.ts';
import { useStoredSession } from '../session/use-session.ts';
import { useShellDialog } from './shell-dialogs-store.ts';
import { useAfterFirstScreen } from './use-after-first-screen.ts';
import { useOpenedOnce } from './use-opened-once.ts';

const loadShellDialogs = () => import('./ShellDialogs.tsx');
const ShellDialogs = lazy(() => loadShellDialogs().then((m) => ({ default: m.ShellDialogs })));

export function LazyShellDialogs() {
  const prompt = useAuthPrompt().open;
  const account = useAccountDialog() !== undefined;
  const start = useStartDialog() !== undefined;
  const shell = useShellDialog() !== undefined;
  const changeDue = useStoredSession()?.passwordChangeNeeded === true;
  const wanted = useOpenedOnce(prompt || account || start || shell || changeDue);
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (afterFirstScreen) void loadShellDialogs().catch(() => undefined);
  }, [afterFirstScreen]);
  return (
    wanted && (
      <Suspense>
        <ShellDialogs />
      </Suspense>
    )
  );
}
