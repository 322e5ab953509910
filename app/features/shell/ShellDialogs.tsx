/** The shell's dialogs: the login prompt (visitors, expired sessions), the trial warning, the account popups, logout, the game-start dialogs. */
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { dismiss, useAuthPrompt } from '../session/auth-prompt.ts';
import { openChangePassword, openLogin, openRegister, useAccountDialog } from '../account/account-dialogs.ts';
import { useStartDialog } from '../games/start-dialogs.ts';
import { useLogoutFlow } from '../session/logout.ts';
import { useStoredSession } from '../session/use-session.ts';
import { closeShellDialog, useShellDialog } from './shell-dialogs-store.ts';
import { useOpenedOnce } from './use-opened-once.ts';

// Rich text (and its sanitiser) loads only when the announcements are opened.
// The account forms (validation engine, zod, react-hook-form) load only when a popup opens.
const AccountDialogs = lazy(() => import('../account/AccountDialogs.tsx').then((m) => ({ default: m.AccountDialogs })));
// The game-start dialogs (vendor game list, PVP rooms, TCG_SEA) load with the first one opened.
const GameStartDialogs = lazy(() => import('../games/GameStartDialogs.tsx').then((m) => ({ default: m.GameStartDialogs })));
const FavouritesDialog = lazy(() => import('./FavouritesDialog.tsx').then((m) => ({ default: m.FavouritesDialog })));
const DownloadDialog = lazy(() => import('./DownloadDialog.tsx').then((m) => ({ default: m.DownloadDialog })));
// The role prompts and the logout confirmation (Radix's dialog and their strings with them) load the first
// time one opens, and stay mounted after, so they close with their animation.
const LoginRequiredDialog = lazy(() => import('./RoleDialogs.tsx').then((m) => ({ default: m.LoginRequired })));
const TrialAccountDialog = lazy(() => import('./RoleDialogs.tsx').then((m) => ({ default: m.TrialAccount })));
const LogoutDialog = lazy(() => import('./RoleDialogs.tsx').then((m) => ({ default: m.Logout })));
const AnnouncementsDialog = lazy(() => import('./AnnouncementsDialog.tsx').then((m) => ({ default: m.AnnouncementsDialog })));

export function ShellDialogs() {
  const navigate = useNavigate();
  const prompt = useAuthPrompt();
  const dialog = useShellDialog();
  const { logout, pending } = useLogoutFlow({ navigate: (to) => navigate(to, { replace: true }) });
  const accountDialog = useAccountDialog();
  const startDialog = useStartDialog();
  const session = useStoredSession();
  // A reload while the forced change is due (cpw): the popup comes back, asking for the current password.
  const changeDue = session?.passwordChangeNeeded === true;
  useEffect(() => {
    if (changeDue && accountDialog === undefined) openChangePassword('required');
  }, [changeDue, accountDialog]);
  const loginPrompt = prompt.open && (prompt.reason === 'login-required' || prompt.reason === 'session-expired');
  const trialPrompt = prompt.open && (prompt.reason === 'trial-account' || prompt.reason === 'trial-chat');
  const logoutOpen = dialog === 'logout';
  const loginMounted = useOpenedOnce(loginPrompt);
  const trialMounted = useOpenedOnce(trialPrompt);
  const logoutMounted = useOpenedOnce(logoutOpen);

  return (
    <>
      {loginMounted && (
        <Suspense>
          <LoginRequiredDialog
            open={loginPrompt}
            onOpenChange={(next) => !next && dismiss()}
            onLogin={() => {
              dismiss();
              openLogin();
            }}
            onRegister={() => {
              dismiss();
              openRegister();
            }}
          />
        </Suspense>
      )}
      {trialMounted && (
        <Suspense>
          <TrialAccountDialog
            open={trialPrompt}
            reason={prompt.reason === 'trial-chat' ? 'chat' : 'feature'}
            onOpenChange={(next) => !next && dismiss()}
            onRegister={() => {
              dismiss();
              openRegister();
            }}
          />
        </Suspense>
      )}
      {accountDialog && (
        <Suspense>
          <AccountDialogs />
        </Suspense>
      )}
      {logoutMounted && (
        <Suspense>
          <LogoutDialog
            open={logoutOpen}
            pending={pending}
            onOpenChange={(next) => !next && closeShellDialog()}
            onConfirm={() => logout()}
          />
        </Suspense>
      )}
      {startDialog && (
        <Suspense>
          <GameStartDialogs />
        </Suspense>
      )}
      {dialog === 'favourites' && (
        <Suspense>
          <FavouritesDialog open onOpenChange={(next) => !next && closeShellDialog()} onBrowse={(path) => navigate(path)} />
        </Suspense>
      )}
      {dialog === 'download' && (
        <Suspense>
          <DownloadDialog open onOpenChange={(next) => !next && closeShellDialog()} />
        </Suspense>
      )}
      {dialog === 'announcements' && (
        <Suspense>
          <AnnouncementsDialog open onOpenChange={(next) => !next && closeShellDialog()} />
        </Suspense>
      )}
    </>
  );
}
