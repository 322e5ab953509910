/** The shell's dialogs: the login prompt (visitors, expired sessions), the trial warning, logout. */
import { LoginRequiredDialog } from '@ui/roles/LoginRequiredDialog.tsx';
import { LogoutDialog } from '@ui/roles/LogoutDialog.tsx';
import { TrialAccountDialog } from '@ui/roles/TrialAccountDialog.tsx';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { dismiss, useAuthPrompt } from '../session/auth-prompt.ts';
import { useLogoutFlow } from '../session/logout.ts';
import { closeShellDialog, useShellDialog } from './shell-dialogs-store.ts';

// Rich text (and its sanitiser) loads only when the announcements are opened.
const AnnouncementsDialog = lazy(() => import('./AnnouncementsDialog.tsx').then((m) => ({ default: m.AnnouncementsDialog })));

export function ShellDialogs() {
  const navigate = useNavigate();
  const prompt = useAuthPrompt();
  const dialog = useShellDialog();
  const { logout, pending } = useLogoutFlow({ navigate: (to) => navigate(to, { replace: true }) });
  const loginPrompt = prompt.open && (prompt.reason === 'login-required' || prompt.reason === 'session-expired');
  const trialPrompt = prompt.open && (prompt.reason === 'trial-account' || prompt.reason === 'trial-chat');

  return (
    <>
      <LoginRequiredDialog
        open={loginPrompt}
        onOpenChange={(next) => !next && dismiss()}
        onLogin={() => {
          dismiss();
          navigate('/login');
        }}
        onRegister={() => {
          dismiss();
          navigate('/register');
        }}
      />
      <TrialAccountDialog
        open={trialPrompt}
        reason={prompt.reason === 'trial-chat' ? 'chat' : 'feature'}
        onOpenChange={(next) => !next && dismiss()}
        onRegister={() => {
          dismiss();
          navigate('/register');
        }}
      />
      <LogoutDialog open={dialog === 'logout'} pending={pending} onOpenChange={(next) => !next && closeShellDialog()} onConfirm={() => logout()} />
      {dialog === 'announcements' && (
        <Suspense>
          <AnnouncementsDialog open onOpenChange={(next) => !next && closeShellDialog()} />
        </Suspense>
      )}
    </>
  );
}
