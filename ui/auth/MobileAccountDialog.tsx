import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';

export interface MobileAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account number the platform generated for the mobile registration. */
  account: string;
  /** OK: the app goes on to the registration success dialog. */
  onConfirm: () => void;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Inside the content, so the copy status starts over each time the dialog opens. */
function AccountNumber({ account }: { account: string }) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const numberRef = useRef<HTMLParagraphElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account);
      setCopyState('copied');
    } catch {
      // No clipboard (insecure context, denied permission): select the number so copying by hand is one keystroke.
      const node = numberRef.current;
      const selection = window.getSelection();
      if (node && selection) {
        const range = document.createRange();
        range.selectNodeContents(node);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      setCopyState('failed');
    }
  };

  return (
    <div className="flex flex-col items-center gap-space-sm rounded-lg border border-border bg-surface p-space-md">
      <p
        ref={numberRef}
        data-slot="mobile-account-number"
        className="text-center text-3xl font-semibold tracking-wide break-all text-text tabular-nums select-all"
      >
        {account}
      </p>
      <Button
        variant="secondary"
        size="sm"
        icon={copyState === 'copied' ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        onClick={() => void copy()}
      >
        {t('register.mobileAccount.copy')}
      </Button>
      <p role="status" aria-live="polite" data-slot="mobile-account-copy-status" className="min-h-5 text-center text-sm text-muted">
        {copyState === 'copied'
          ? t('register.mobileAccount.copied')
          : copyState === 'failed'
            ? t('register.mobileAccount.copyFailed')
            : null}
      </p>
    </div>
  );
}

/**
 * Spec section 4: after a mobile registration the generated account number is shown before the
 * success dialog. The number is what the player logs in with, so a stray tap outside does not
 * dismiss it: OK (or Escape, which acknowledges the same way) goes on.
 */
export function MobileAccountDialog({ open, onOpenChange, account, onConfirm }: MobileAccountDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        data-slot="mobile-account-dialog"
        showCloseButton={false}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('register.mobileAccount.title')}</DialogTitle>
          <DialogDescription>{t('register.mobileAccount.intro')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          <AccountNumber account={account} />
          <p className="text-sm text-text">{t('register.mobileAccount.remember')}</p>
        </DialogBody>
        <DialogFooter>
          <Button onClick={onConfirm} className="sm:min-w-24">
            {t('register.mobileAccount.ok')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
