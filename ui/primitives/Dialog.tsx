import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

/** Root: focus trap, Escape, scroll lock and focus return come from Radix. Controlled or uncontrolled. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

const overlayVariants = cva(
  'fixed inset-0 z-50 bg-overlay motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:opacity-0',
);

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay data-slot="dialog-overlay" className={cn(overlayVariants(), className)} {...props} />;
}

/*
 * Under `sm` the dialog is a full-width bottom sheet (thumb reach on phones); from `sm` up it is
 * centred. The entrance animates transform only, never opacity, so text contrast is never
 * measured half-faded.
 */
export const dialogContentVariants = cva(
  [
    'fixed z-50 flex flex-col gap-space-md border border-border bg-surface-raised p-space-lg text-text shadow-lg outline-none',
    'inset-x-0 bottom-0 max-h-[90dvh] rounded-t-xl',
    'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl',
    'motion-safe:transition-[translate,scale] motion-safe:duration-200 motion-safe:ease-out',
    'max-sm:motion-safe:starting:translate-y-full sm:motion-safe:starting:scale-95',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-h-[85dvh] sm:max-w-sm',
        md: 'sm:max-h-[85dvh] sm:max-w-lg',
        lg: 'sm:max-h-[85dvh] sm:max-w-2xl',
        full: 'max-sm:top-0 max-sm:max-h-none max-sm:rounded-none sm:h-[calc(100dvh-2rem)] sm:max-w-none',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const closeButtonVariants = cva(
  'absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** The corner × button (label from i18n). Turn off when the footer already offers the only way out. */
    showCloseButton?: boolean;
  };

/**
 * Renders its own portal and backdrop; the portal inherits the theme because `.dark` sits on <html>.
 * On close, focus goes back to whatever had it before opening: Radix only knows its own Trigger, and
 * dialogs the app opens by itself (session expired, logout confirmation) have none.
 */
export function DialogContent({
  className,
  size = 'md',
  showCloseButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size}
        className={cn(dialogContentVariants({ size }), className)}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusRef.current;
          if (event.defaultPrevented || !target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close data-slot="dialog-close-button" className={closeButtonVariants()}>
            <X aria-hidden className="size-5" />
            <span className="sr-only">{t('overlay.close')}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

const headerVariants = cva('flex shrink-0 flex-col gap-space-xs pr-8 text-center sm:text-left');

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn(headerVariants(), className)} {...props} />;
}

const bodyVariants = cva(
  // Hairlines above and below appear only while it scrolls, to show the content continues.
  '-mx-space-lg min-h-0 flex-1 overflow-y-auto px-space-lg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-overflowing:border-y data-overflowing:border-border data-overflowing:py-space-sm',
);

/**
 * Marks the element while its content is taller than its box: `data-overflowing` and a place in the
 * Tab order. Written straight to the DOM when measured (first before paint, then on every resize),
 * so there is no render in between in which the region scrolls but cannot be focused.
 */
function useOverflowMark<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const overflowing = node.scrollHeight > node.clientHeight;
      node.toggleAttribute('data-overflowing', overflowing);
      if (overflowing) node.setAttribute('tabindex', '0');
      else node.removeAttribute('tabindex');
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of node.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * The scrolling middle: header and footer stay put while long content scrolls here. It joins the
 * Tab order only when it actually scrolls (a scroll region must be reachable by keyboard, WCAG 2.1.1),
 * so short dialogs get no extra stop.
 */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  const ref = useOverflowMark<HTMLDivElement>();
  return <div ref={ref} data-slot="dialog-body" className={cn(bodyVariants(), className)} {...props} />;
}

const footerVariants = cva('flex shrink-0 flex-col-reverse gap-space-sm sm:flex-row sm:justify-end');

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn(footerVariants(), className)} {...props} />;
}

const titleVariants = cva('text-lg leading-snug font-semibold text-text');

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn(titleVariants(), className)} {...props} />;
}

const descriptionVariants = cva('text-sm text-muted');

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn(descriptionVariants(), className)} {...props} />;
}
