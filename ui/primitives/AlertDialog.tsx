import { cva } from 'class-variance-authority';
import { Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './Button.tsx';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from './Dialog.tsx';

export type AlertDialogTone = 'warning' | 'danger' | 'info';

const iconVariants = cva('mx-auto flex size-12 shrink-0 items-center justify-center rounded-pill [&_svg]:size-6', {
  variants: {
    tone: {
      warning: 'bg-warning/15 text-warning',
      danger: 'bg-danger/15 text-danger',
      info: 'bg-brand-soft text-brand',
    },
  },
});

const toneIcons = { warning: TriangleAlert, danger: OctagonAlert, info: Info } as const;
const toneTitles = { warning: 'overlay.warning', danger: 'overlay.error', info: 'overlay.notice' } as const;

export interface AlertDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Defaults to the tone's word: Warning, Error or Notice. */
  title?: string;
  /** Plain text only (server messages are never HTML); line breaks are kept. */
  message: string;
  tone?: AlertDialogTone;
  /** Adds a Cancel button, turning the notice into a confirmation. */
  cancelable?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * The dialog closes after this runs, unless the handler calls `event.preventDefault()` — do that to
   * keep it open while a request runs (with `confirmLoading`), then close it through `open`.
   */
  onConfirm?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Cancel button or Escape (only when `cancelable`). */
  onCancel?: () => void;
  /** A request is in flight: the confirm button spins and the dialog cannot be dismissed. */
  confirmLoading?: boolean;
  className?: string;
}

/**
 * The error-catalogue dialog: an icon, a title, the message and one button (or Confirm + Cancel).
 * role="alertdialog", initial focus on the confirm button, no dismissal by clicking outside.
 */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  message,
  tone = 'warning',
  cancelable = false,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmLoading = false,
  className,
}: AlertDialogProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const Icon = toneIcons[tone];
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        size="sm"
        showCloseButton={false}
        data-slot="alert-dialog"
        data-tone={tone}
        className={cn('text-center', className)}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          confirmRef.current?.focus();
        }}
        // An alert needs an explicit answer; a stray tap on the backdrop must not count as one.
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (confirmLoading) event.preventDefault();
          else if (cancelable) onCancel?.();
        }}
      >
        <div data-slot="alert-dialog-icon" className={iconVariants({ tone })}>
          <Icon aria-hidden />
        </div>
        <DialogTitle>{title ?? t(toneTitles[tone])}</DialogTitle>
        <DialogBody>
          <DialogDescription className="text-base break-words whitespace-pre-line text-text">{message}</DialogDescription>
        </DialogBody>
        <DialogFooter className="sm:justify-center sm:*:flex-1">
          {cancelable && (
            <DialogClose asChild>
              <Button variant="secondary" disabled={confirmLoading} onClick={() => onCancel?.()}>
                {cancelLabel ?? t('overlay.cancel')}
              </Button>
            </DialogClose>
          )}
          <DialogClose asChild>
            <Button ref={confirmRef} variant={tone === 'danger' ? 'danger' : 'primary'} loading={confirmLoading} onClick={onConfirm}>
              {confirmLabel ?? t('overlay.confirm')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
