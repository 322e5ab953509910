import { cva } from 'class-variance-authority';
import { LogIn } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../primitives/Dialog.tsx';

export interface LoginRequiredDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Opens the login popup (the dialog closes first). */
  onLogin: () => void;
  /** Opens registration (the dialog closes first). */
  onRegister: () => void;
  className?: string;
}

const iconVariants = cva('mx-auto flex size-12 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand [&_svg]:size-6');

/**
 * Spec section 6: a visitor who opens a member feature (chat, favourites, messages, a game) is asked
 * to log in first, with registration one tap away. Focus starts on Log in; Escape or × dismisses.
 */
export function LoginRequiredDialog({ onLogin, onRegister, className, ...props }: LoginRequiredDialogProps) {
  const { t } = useTranslation();
  const loginRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog {...props}>
      <DialogContent
        size="sm"
        data-slot="login-required-dialog"
        className={cn('text-center', className)}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          loginRef.current?.focus();
        }}
      >
        <div data-slot="login-required-dialog-icon" className={iconVariants()}>
          <LogIn aria-hidden />
        </div>
        <DialogTitle>{t('roles.loginRequiredTitle')}</DialogTitle>
        <DialogBody>
          <DialogDescription className="text-base text-text">{t('roles.loginRequiredMessage')}</DialogDescription>
        </DialogBody>
        <DialogFooter className="sm:justify-center sm:*:flex-1">
          <DialogClose asChild>
            <Button variant="secondary" onClick={onRegister}>
              {t('roles.register')}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button ref={loginRef} onClick={onLogin}>
              {t('roles.logIn')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
