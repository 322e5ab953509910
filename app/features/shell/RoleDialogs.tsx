/**
 * The role prompts (log in first, trial accounts) and the logout confirmation, with their strings:
 * one chunk, loaded the first time one of them opens (ShellDialogs). In Vietnamese a prompt shows once
 * its strings are in, never with keys.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { LoginRequiredDialog, type LoginRequiredDialogProps } from '@ui/roles/LoginRequiredDialog.tsx';
import { LogoutDialog, type LogoutDialogProps } from '@ui/roles/LogoutDialog.tsx';
import { TrialAccountDialog, type TrialAccountDialogProps } from '@ui/roles/TrialAccountDialog.tsx';

export function LoginRequired(props: LoginRequiredDialogProps) {
  return useAreas(rolesAreas) ? <LoginRequiredDialog {...props} /> : null;
}

export function TrialAccount(props: TrialAccountDialogProps) {
  return useAreas(rolesAreas) ? <TrialAccountDialog {...props} /> : null;
}

export function Logout(props: LogoutDialogProps) {
  return useAreas(rolesAreas) ? <LogoutDialog {...props} /> : null;
}
