import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { ArrowRight, CircleAlert, CircleCheck, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';

export type NoticeKindView = 'DEPOSIT_CREDITED' | 'DEPOSIT_FAILED' | 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_REJECTED';

/** A money notice (spec section 4) as the notices call sends it, with the address of its record. */
export interface NoticeView {
  id: string;
  kind: NoticeKindView;
  amount: number;
  orderNo?: string | null;
  /** Why a deposit failed or a withdrawal was rejected, in the player's language. */
  reason?: string | null;
  /** The deposit or withdraw panel. */
  href: string;
}

export interface NoticeToastsProps {
  /** Shown newest first; the container decides how many. */
  notices: readonly NoticeView[];
  /** The player follows the link (the container routes to `href` and forgets the notice). */
  onOpen: (notice: NoticeView, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Closed with its button, Escape or a swipe. */
  onDismiss: (notice: NoticeView) => void;
  className?: string;
}

const COPY = {
  DEPOSIT_CREDITED: { title: 'inbox.notice.depositCredited', link: 'inbox.notice.viewDeposit', good: true },
  DEPOSIT_FAILED: { title: 'inbox.notice.depositFailed', link: 'inbox.notice.viewDeposit', good: false },
  WITHDRAWAL_APPROVED: { title: 'inbox.notice.withdrawalApproved', link: 'inbox.notice.viewWithdrawal', good: true },
  WITHDRAWAL_REJECTED: { title: 'inbox.notice.withdrawalRejected', link: 'inbox.notice.viewWithdrawal', good: false },
} as const satisfies Record<NoticeKindView, { title: string; link: string; good: boolean }>;

const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-space-sm rounded-lg border border-l-4 border-border bg-surface-raised p-space-md pr-12 text-text shadow-lg',
    'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-x-full',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  { variants: { good: { true: 'border-l-success', false: 'border-l-danger' } } },
);

const linkClass =
  'inline-flex min-h-8 items-center gap-space-xs self-start rounded-sm text-sm font-semibold text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

const closeClass =
  'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * The money notices (deposit credited or failed, withdrawal approved or rejected) as toasts in the
 * app's notification viewport (a ToastProvider and Toaster above render it). They stay until closed or
 * followed: a notice about money is never missed because the player looked away.
 */
export function NoticeToasts({ notices, onOpen, onDismiss, className }: NoticeToastsProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <>
      {notices.map((notice) => {
        const copy = COPY[notice.kind];
        const Icon = copy.good ? CircleCheck : CircleAlert;
        const amount = money(notice.amount);
        return (
          <ToastPrimitive.Root
            key={notice.id}
            data-slot="notice-toast"
            data-kind={notice.kind}
            // A failure interrupts; good news waits its turn.
            type={copy.good ? 'background' : 'foreground'}
            // Gone after 10 s (paused while hovered or focused): a notice must not sit over the chat button or the page.
            duration={10_000}
            className={cn(toastVariants({ good: copy.good }), className)}
            onOpenChange={(open) => {
              if (!open) onDismiss(notice);
            }}
          >
            <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', copy.good ? 'text-success' : 'text-danger')} />
            <div className="flex min-w-0 flex-col gap-space-2xs">
              <ToastPrimitive.Title data-slot="notice-toast-title" className="text-sm font-semibold break-words">
                {t(copy.title)}
              </ToastPrimitive.Title>
              <ToastPrimitive.Description data-slot="notice-toast-description" className="flex flex-col text-sm break-words text-muted">
                <span className="tabular-nums">
                  {notice.orderNo
                    ? t('inbox.notice.amount', { amount, orderNo: notice.orderNo })
                    : t('inbox.notice.amountOnly', { amount })}
                </span>
                {!copy.good && notice.reason && <span>{t('inbox.notice.reason', { reason: notice.reason })}</span>}
              </ToastPrimitive.Description>
              <ToastPrimitive.Action altText={t(copy.link)} asChild>
                <a data-slot="notice-toast-link" href={notice.href} className={linkClass} onClick={(event) => onOpen(notice, event)}>
                  {t(copy.link)}
                  <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
                </a>
              </ToastPrimitive.Action>
            </div>
            <ToastPrimitive.Close data-slot="notice-toast-close" className={closeClass}>
              <X aria-hidden className="size-4" />
              <span className="sr-only">{t('overlay.close')}</span>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
    </>
  );
}
