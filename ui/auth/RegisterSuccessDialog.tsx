import { cva } from 'class-variance-authority';
import { Gift, PartyPopper } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../primitives/Dialog.tsx';

export interface RegisterSuccessDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sign-up bonus, already formatted (e.g. "₫1,000"); no bonus line without it. */
  bonusAmount?: string;
  /** Shows "Deposit now" when given. */
  onDeposit?: () => void;
  onStart: () => void;
}

const iconVariants = cva('mx-auto flex size-12 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand [&_svg]:size-6');

/** Spec section 4, step 7: the new player is logged in and welcomed; focus starts on "Start playing". */
export function RegisterSuccessDialog({ open, onOpenChange, bonusAmount, onDeposit, onStart }: RegisterSuccessDialogProps) {
  const { t } = useTranslation();
  const startRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        data-slot="register-success-dialog"
        className="text-center"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          startRef.current?.focus();
        }}
      >
        <div className={iconVariants()}>
          <PartyPopper aria-hidden />
        </div>
        <DialogTitle>{t('register.success.title')}</DialogTitle>
        <DialogBody className="flex flex-col gap-space-sm">
          <DialogDescription className="text-base text-text">{t('register.success.welcome')}</DialogDescription>
          {bonusAmount ? (
            <p
              data-slot="register-success-bonus"
              className="flex items-center justify-center gap-2 rounded-md bg-brand-soft px-3 py-2 text-sm font-semibold text-text"
            >
              <Gift aria-hidden className="size-4 shrink-0 text-brand" />
              {t('register.success.bonus', { amount: bonusAmount })}
            </p>
          ) : null}
        </DialogBody>
        {/* The buttons only report the choice: the app closes the dialog as it navigates. */}
        <DialogFooter className="sm:justify-center sm:*:flex-1">
          {onDeposit && (
            <Button variant="secondary" onClick={onDeposit}>
              {t('register.success.deposit')}
            </Button>
          )}
          <Button ref={startRef} onClick={onStart}>
            {t('register.success.start')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
