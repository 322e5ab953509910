import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useStore } from '../lib/store.ts';
import { dismissToast, toastQueue, type ToastOptions } from './toast-queue.ts';

export { dismissToast, resetToasts, toast, type ToastItem, type ToastOptions, type ToastTone } from './toast-queue.ts';

/** Wrap the app (once) in this; `duration` is the default for every toast. */
export function ToastProvider({ label, ...props }: ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useTranslation();
  return <ToastPrimitive.Provider label={label ?? t('overlay.notification')} swipeDirection="right" {...props} />;
}

/*
 * Toasts never cover the floating chat dock in the bottom-right corner (issue 36): above its button
 * (56 px, 16 px from the edge) they stack from 72 px up; while its window is open they keep to the room
 * above it on a phone, and to the other corner from lg.
 */
const viewportVariants = cva(
  'fixed right-0 z-100 m-0 flex max-h-dvh w-full list-none gap-space-sm p-space-md outline-none sm:max-w-[24rem]',
  {
    variants: {
      dock: {
        none: 'bottom-0 flex-col-reverse',
        button: 'bottom-18 max-h-[calc(100dvh_-_4.5rem)] flex-col-reverse',
        // Above a phone's window (its normal size, ChatWindow's); from lg beside it, bottom left.
        window:
          'top-0 max-h-[calc(100dvh_-_min(36rem,100dvh_-_2rem)_-_1rem)] flex-col overflow-hidden lg:top-auto lg:right-auto lg:bottom-0 lg:left-0 lg:max-h-dvh lg:flex-col-reverse',
      },
    },
    defaultVariants: { dock: 'none' },
  },
);

export type ToasterProps = ComponentProps<typeof ToastPrimitive.Viewport> & {
  /** What the chat dock shows in the bottom-right corner, so the toasts keep clear of it. */
  dock?: 'none' | 'button' | 'window';
};

/** Renders the queued toasts and the viewport they live in (a landmark reached with F8). */
export function Toaster({ className, dock, ...props }: ToasterProps) {
  const { t } = useTranslation();
  const toasts = useStore(toastQueue);
  return (
    <>
      {toasts.map(({ id, ...options }) => (
        <Toast
          key={id}
          {...options}
          onOpenChange={(open) => {
            if (!open) dismissToast(id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        data-dock={dock ?? 'none'}
        label={t('overlay.notifications')}
        className={cn(viewportVariants({ dock }), className)}
        {...props}
      />
    </>
  );
}

/*
 * Tone shows as an icon and a coloured edge, never by colour alone: the title carries the meaning.
 * Swipes move the toast with Radix's CSS variables; the entrance slides in (transform only, so text
 * contrast is never measured mid-fade).
 */
const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-space-sm rounded-lg border border-l-4 border-border bg-surface-raised p-space-md pr-12 text-text shadow-lg',
    'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      tone: {
        info: 'border-l-brand',
        success: 'border-l-success',
        warning: 'border-l-warning',
        danger: 'border-l-danger',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

const iconVariants = cva('mt-0.5 size-5 shrink-0', {
  variants: {
    tone: { info: 'text-brand', success: 'text-success', warning: 'text-warning', danger: 'text-danger' },
  },
  defaultVariants: { tone: 'info' },
});

const toneIcons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

const closeVariants = cva(
  'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

export type ToastProps = Omit<ComponentProps<typeof ToastPrimitive.Root>, 'title'> & Omit<ToastOptions, 'duration'>;

/** One toast. <Toaster> renders these from the queue; render one directly for a fixed, controlled toast. */
export function Toast({ className, title, description, tone = 'info', ...props }: ToastProps) {
  const { t } = useTranslation();
  const Icon = toneIcons[tone];
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-tone={tone}
      // Problems interrupt; everything else waits its turn.
      type={tone === 'danger' ? 'foreground' : 'background'}
      className={cn(toastVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden className={iconVariants({ tone })} />
      <div className="flex min-w-0 flex-col gap-space-2xs">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold break-words">
          {title}
        </ToastPrimitive.Title>
        {description && (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm break-words text-muted">
            {description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close data-slot="toast-close" className={closeVariants()}>
        <X aria-hidden className="size-4" />
        <span className="sr-only">{t('overlay.close')}</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
