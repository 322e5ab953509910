import { cva } from 'class-variance-authority';
import { ArrowLeft, Clock, Mail, MailOpen, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextClass } from '../../content/content-parts.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { AlertDialog } from '../../primitives/AlertDialog.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Checkbox } from '../../primitives/Checkbox.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { SafeHtml } from '../../primitives/SafeHtml.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { RecordsPagination } from '../../records/RecordsPagination.tsx';

/** A message as the inbox call sends it; `content` is untrusted HTML from the back office. */
export interface InboxMessageView {
  id: string;
  /** Who sent it (the platform's senderName); nothing shows when it is empty. */
  sender: string;
  title: string;
  content: string;
  /** Epoch ms. */
  time: number;
  read: boolean;
}

export type InboxPanelProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The page's messages, newest first. */
  messages?: readonly InboxMessageView[];
  /** Pages in the whole inbox (the platform's totalPages: it sends no message count). */
  pageCount?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The message in the read pane; none shows the list alone on a phone. */
  openId?: string | null;
  /** The player opened a message (the container marks it read). */
  onOpen: (id: string) => void;
  /** Back to the list (the phone's back control). */
  onClose: () => void;
  /** Deletes after the player confirmed; resolve on success (the checks clear), reject on failure (they stay). */
  onDelete: (ids: string[]) => Promise<unknown>;
  /** IANA zone for the times; the browser's when omitted. */
  timeZone?: string;
};

const layoutVariants = cva('flex flex-col gap-space-md @xl:grid @xl:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] @xl:items-start');
const rowVariants = cva(
  'flex items-start gap-space-sm rounded-md px-space-sm py-space-sm transition-colors hover:bg-surface-sunken data-[state=active]:bg-brand-soft',
);
const openButtonVariants = cva(
  'flex min-h-11 min-w-0 flex-1 items-start gap-space-sm rounded-sm text-start focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);
const dotVariants = cva('mt-1.5 size-2 shrink-0 rounded-pill', { variants: { unread: { true: 'bg-danger', false: 'bg-transparent' } } });
const paneVariants = cva('flex min-w-0 flex-col gap-space-sm rounded-lg border border-border bg-surface p-space-md');

/**
 * The member inbox (messageV2): the paged list beside (wide) or instead of (phone) the read pane;
 * unread messages carry a dot, bold titles and the word "Unread" for screen readers. Checks select
 * messages to delete, always behind a confirmation. The body renders through SafeHtml only.
 */
export function InboxPanel({
  messages,
  pageCount,
  page,
  pageSize,
  onPageChange,
  loading = false,
  error = false,
  onRetry,
  openId,
  onOpen,
  onClose,
  onDelete,
  timeZone,
  className,
  ...props
}: InboxPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const items = messages ?? [];
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState(false);
  const busyRef = useRef(false);
  const opened = openId ? items.find((message) => message.id === openId) : undefined;
  // Only checks of messages on this page count: a page change or a deletion never leaves hidden ones.
  const checkedHere = items.filter((message) => checked.has(message.id)).map((message) => message.id);
  const allChecked = items.length > 0 && checkedHere.length === items.length;

  const state = error && items.length === 0 ? 'error' : items.length > 0 ? 'ready' : loading ? 'loading' : 'empty';
  const time = (ms: number, pattern?: string) => formatDateTime(ms, { pattern, timeZone });

  const confirmDelete = async () => {
    if (!confirming || busyRef.current) return;
    busyRef.current = true;
    setDeleting(true);
    try {
      await onDelete(confirming);
      setChecked(new Set([...checked].filter((id) => !confirming.includes(id))));
    } catch {
      // The container says why; the checks stay so the player can try again.
    } finally {
      busyRef.current = false;
      setDeleting(false);
      setConfirming(null);
    }
  };

  const single = confirming?.length === 1 ? items.find((message) => message.id === confirming[0]) : undefined;

  return (
    <div data-slot="inbox-panel" data-state={state} className={cn('@container min-w-0', className)} {...props}>
      {state === 'error' && <ErrorPanel message={t('inbox.error')} onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && <InboxSkeleton rows={Math.min(pageSize, 6)} />}
      {state === 'empty' && <EmptyState icon={<Mail aria-hidden />} title={t('inbox.empty')} hint={t('inbox.emptyHint')} />}
      {state === 'ready' && (
        <div className={layoutVariants()}>
          <div data-slot="inbox-list-column" className={cn('flex min-w-0 flex-col gap-space-sm', opened && 'hidden @xl:flex')}>
            <div className="flex min-h-10 flex-wrap items-center justify-between gap-space-sm px-space-sm">
              <Checkbox
                checked={allChecked}
                onCheckedChange={(on) =>
                  setChecked(
                    on
                      ? new Set([...checked, ...items.map((message) => message.id)])
                      : new Set([...checked].filter((id) => !items.some((m) => m.id === id))),
                  )
                }
              >
                {t('inbox.selectAll')}
              </Checkbox>
              {checkedHere.length > 0 && (
                <Button variant="secondary" size="sm" icon={<Trash2 aria-hidden />} onClick={() => setConfirming(checkedHere)}>
                  {t('inbox.deleteSelected')}
                  <span className="text-muted tabular-nums">({checkedHere.length})</span>
                </Button>
              )}
            </div>
            <ul data-slot="inbox-list" aria-label={t('inbox.list')} className="flex flex-col gap-space-2xs">
              {items.map((message) => {
                const active = message.id === opened?.id;
                const unread = !message.read;
                return (
                  <li
                    key={message.id}
                    data-slot="inbox-item"
                    data-unread={unread || undefined}
                    data-state={active ? 'active' : 'inactive'}
                    className={rowVariants()}
                  >
                    <Checkbox
                      data-slot="inbox-item-check"
                      aria-label={t('inbox.select', { title: message.title })}
                      className="mt-0.5"
                      checked={checked.has(message.id)}
                      onCheckedChange={(on) => {
                        const next = new Set(checked);
                        if (on) next.add(message.id);
                        else next.delete(message.id);
                        setChecked(next);
                      }}
                    />
                    <button
                      type="button"
                      data-slot="inbox-item-open"
                      aria-current={active || undefined}
                      className={openButtonVariants()}
                      onClick={() => onOpen(message.id)}
                    >
                      <span aria-hidden="true" data-slot="inbox-unread-dot" className={dotVariants({ unread })} />
                      <span className="flex min-w-0 flex-1 flex-col gap-space-2xs">
                        <span className={cn('line-clamp-2 text-sm text-text', unread ? 'font-semibold' : 'font-normal')}>
                          {message.title}
                        </span>
                        <span className="flex flex-wrap items-center gap-x-space-sm text-xs text-muted">
                          {message.sender && <span>{message.sender}</span>}
                          <span className="tabular-nums">{time(message.time, 'yyyy-MM-dd hh:mm')}</span>
                        </span>
                      </span>
                      {unread && <span className="sr-only">{t('inbox.unread')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
            <RecordsPagination
              page={page}
              pageSize={pageSize}
              pageCount={pageCount ?? 1}
              onPageChange={onPageChange}
              label={t('inbox.pagination')}
              className="px-space-sm"
            />
          </div>

          {opened ? (
            <article data-slot="inbox-message" aria-labelledby={titleId} className={paneVariants()}>
              <div className="flex flex-wrap items-center justify-between gap-space-sm">
                <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden />} onClick={onClose} className="-ms-space-sm @xl:hidden">
                  {t('inbox.back')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Trash2 aria-hidden />}
                  onClick={() => setConfirming([opened.id])}
                  className="ms-auto"
                >
                  {t('inbox.delete')}
                </Button>
              </div>
              <h3 id={titleId} className="text-lg font-semibold break-words text-text">
                {opened.title}
              </h3>
              <p className="flex flex-wrap items-center gap-x-space-sm gap-y-space-2xs text-xs text-muted">
                {opened.sender && (
                  <span>
                    <span className="sr-only">{t('inbox.from')} </span>
                    {opened.sender}
                  </span>
                )}
                <span className="flex items-center gap-space-xs">
                  <Clock aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('inbox.received')} </span>
                  <time dateTime={new Date(opened.time).toISOString()} className="tabular-nums">
                    {time(opened.time)}
                  </time>
                </span>
              </p>
              <SafeHtml
                data-slot="inbox-message-body"
                html={opened.content}
                className={cn(richTextClass, 'border-t border-border pt-space-sm')}
              />
            </article>
          ) : (
            <div data-slot="inbox-choose" className={cn(paneVariants(), 'hidden items-center py-space-xl text-center @xl:flex')}>
              <MailOpen aria-hidden className="size-8 text-muted" />
              <p className="text-sm text-muted">{t('inbox.choose')}</p>
            </div>
          )}
        </div>
      )}

      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !busyRef.current) setConfirming(null);
        }}
        tone="danger"
        title={t('inbox.deleteTitle')}
        message={single ? t('inbox.deleteOne', { title: single.title }) : t('inbox.deleteMany', { count: confirming?.length ?? 0 })}
        cancelable
        confirmLabel={t('inbox.delete')}
        confirmLoading={deleting}
        onConfirm={(event) => {
          // Open while the request runs; closed by confirmDelete.
          event.preventDefault();
          void confirmDelete();
        }}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}

function InboxSkeleton({ rows }: { rows: number }) {
  return (
    <LoadingRegion data-slot="inbox-skeleton" className={layoutVariants()}>
      <div className="flex flex-col gap-space-sm px-space-sm">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="flex flex-col gap-space-xs py-space-xs">
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        ))}
      </div>
      <div className="hidden flex-col gap-space-sm rounded-lg border border-border p-space-md @xl:flex">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="h-24 w-full" />
      </div>
    </LoadingRegion>
  );
}
