import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { AlertDialog } from '../primitives/AlertDialog.tsx';

export interface LogoutDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Log out. Return the logout promise to keep the dialog open and busy until it settles; it closes
   * afterwards either way (the session is cleared locally even when the call fails).
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** The logout call is running (e.g. the mutation's isPending): buttons are disabled, Escape does nothing. */
  pending?: boolean;
  className?: string;
}

/** Spec section 4: logout asks first (title, "Are you sure you want to log out?", Cancel and Log out). */
export function LogoutDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onConfirm,
  onCancel,
  pending = false,
  className,
}: LogoutDialogProps) {
  const { t } = useTranslation();
  // Own open state too, so an uncontrolled dialog can stay open while the returned promise runs.
  const [running, setRunning] = useState(false);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  return (
    <AlertDialog
      open={open}
      onOpenChange={setOpen}
      tone="info"
      title={t('roles.logOut')}
      message={t('roles.logoutMessage')}
      cancelable
      confirmLabel={t('roles.logOut')}
      confirmLoading={pending || running}
      onCancel={onCancel}
      onConfirm={(event) => {
        const result = onConfirm();
        if (!(result instanceof Promise)) return;
        event.preventDefault();
        setRunning(true);
        const done = () => {
          setRunning(false);
          setOpen(false);
        };
        result.then(done, done);
      }}
      className={className}
    />
  );
}
