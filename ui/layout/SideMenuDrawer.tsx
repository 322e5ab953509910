import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../primitives/Button.tsx';
import { Dialog, DialogTitle } from '../primitives/Dialog.tsx';

const overlayVariants = cva(
  'fixed inset-0 z-50 bg-overlay motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:opacity-0',
);

const drawerVariants = cva(
  'fixed inset-y-0 start-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-e border-border bg-surface-raised text-text shadow-lg outline-none motion-safe:transition-[translate] motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:-translate-x-full rtl:motion-safe:starting:translate-x-full',
);

export interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side menu, at full width. */
  children?: ReactNode;
}

/**
 * The narrow layout's side menu: an off-canvas drawer from the start edge, with its title and a close
 * button. PageShell takes it as its `drawer` slot (the host app loads it in its own chunk).
 * Focus goes back to whatever opened it (the header's menu button), not to a Radix trigger.
 */
export function SideMenuDrawer({ open, onOpenChange, children }: SideMenuDrawerProps) {
  const { t } = useTranslation();
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="page-shell-drawer-overlay" className={overlayVariants()} />
        <DialogPrimitive.Content
          data-slot="page-shell-drawer"
          aria-describedby={undefined}
          className={drawerVariants()}
          // The drawer is opened from the header, not from a Radix trigger: remember who opened it.
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="flex h-14 shrink-0 items-center justify-between gap-space-sm border-b border-border ps-space-md pe-space-xs">
            <DialogTitle className="text-base">{t('menu.drawerTitle')}</DialogTitle>
            <DialogPrimitive.Close asChild>
              <IconButton data-slot="page-shell-drawer-close" label={t('overlay.close')}>
                <X aria-hidden className="size-5" />
              </IconButton>
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </Dialog>
  );
}
