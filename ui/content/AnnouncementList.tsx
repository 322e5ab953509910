import { cva } from 'class-variance-authority';
import { Clock, Megaphone } from 'lucide-react';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Pagination } from '../primitives/Pagination.tsx';
import { SafeHtml } from '../primitives/SafeHtml.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { richTextClass } from './content-parts.tsx';
import { useControllableState } from '../lib/use-controllable-state.ts';

/** An announcement as the announcements call sends it; `content` is untrusted HTML. */
export interface AnnouncementView {
  id: number;
  title: string;
  content: string;
  /** When it was published (the platform's startDate), epoch milliseconds. */
  startDate?: number | null;
  read?: boolean;
}

/** Spec section 9: announcements per page. */
export const ANNOUNCEMENTS_PER_PAGE = 9;

export type AnnouncementListProps = Omit<ComponentProps<'div'>, 'children' | 'defaultValue'> & {
  announcements?: readonly AnnouncementView[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The id of the announcement in the detail pane (controlled); defaults to the first of the page. */
  value?: number;
  defaultValue?: number;
  /** Called when the player opens an announcement (the container marks it read). */
  onValueChange?: (id: number) => void;
  /** The list page, 1-based (controlled). */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  pageSize?: number;
  /** IANA zone for the times; the browser's when omitted. */
  timeZone?: string;
};

const rootVariants = cva('@container min-w-0');
const layoutVariants = cva('flex flex-col gap-space-md @2xl:grid @2xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] @2xl:items-start');
const itemVariants = cva(
  'flex min-h-12 w-full items-start gap-space-sm rounded-md px-space-sm py-space-sm text-start transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-[state=active]:bg-brand-soft',
);
const dotVariants = cva('mt-1.5 size-2 shrink-0 rounded-pill', { variants: { unread: { true: 'bg-danger', false: 'bg-transparent' } } });
const detailVariants = cva('flex min-w-0 flex-col gap-space-sm rounded-lg border border-border bg-surface p-space-md');

/** The announcement popup's body: the paged title list beside (wide) or above (narrow) the selected one. */
export function AnnouncementList({
  className,
  announcements,
  loading = false,
  error = false,
  onRetry,
  value,
  defaultValue,
  onValueChange,
  page,
  defaultPage = 1,
  onPageChange,
  pageSize = ANNOUNCEMENTS_PER_PAGE,
  timeZone,
  ...props
}: AnnouncementListProps) {
  const { t } = useTranslation();
  const detailId = useId();
  const titleId = useId();
  const items = announcements ?? [];
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const [pageState, setPage] = useControllableState(page, defaultPage, onPageChange);
  const currentPage = Math.min(Math.max(1, pageState), pageCount);
  const pageItems = items.slice((currentPage - 1) * size, currentPage * size);
  const [selectedState, setSelected] = useControllableState(
    value,
    defaultValue,
    onValueChange && ((id: number | undefined) => id !== undefined && onValueChange(id)),
  );
  const selected = items.find((item) => item.id === selectedState) ?? pageItems[0];
  // Read at once on screen; the container persists it through onValueChange.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());

  const state = error ? 'error' : items.length > 0 ? 'ready' : loading ? 'loading' : 'empty';

  const open = (id: number) => {
    setSeen(new Set([...seen, id, ...(selected ? [selected.id] : [])]));
    setSelected(id);
  };

  const goToPage = (next: number) => {
    setPage(next);
    // The detail follows the list, so the pane never shows an item the list no longer does.
    const first = items[(next - 1) * size];
    if (first) open(first.id);
  };

  return (
    <div data-slot="announcement-list" data-state={state} className={cn(rootVariants(), className)} {...props}>
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'loading' && <AnnouncementSkeleton size={size} />}
      {state === 'empty' && <EmptyState icon={<Megaphone aria-hidden />} title={t('content.announcement.empty')} />}
      {state === 'ready' && (
        <div className={layoutVariants()}>
          <div className="flex min-w-0 flex-col gap-space-sm">
            <ul data-slot="announcement-titles" aria-label={t('content.announcement.list')} className="flex flex-col gap-space-2xs">
              {pageItems.map((item) => {
                const active = item.id === selected?.id;
                const unread = !item.read && !seen.has(item.id) && !active;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      data-slot="announcement-item"
                      data-state={active ? 'active' : 'inactive'}
                      aria-current={active || undefined}
                      aria-controls={detailId}
                      className={itemVariants()}
                      onClick={() => open(item.id)}
                      onKeyDown={moveFocus}
                    >
                      <span aria-hidden="true" data-slot="announcement-unread" className={dotVariants({ unread })} />
                      <span className="flex min-w-0 flex-1 flex-col gap-space-2xs">
                        <span className={cn('line-clamp-2 text-sm text-text', unread ? 'font-semibold' : 'font-normal')}>{item.title}</span>
                        {item.startDate != null && (
                          <time dateTime={new Date(item.startDate).toISOString()} className="text-xs text-muted tabular-nums">
                            {formatDateTime(item.startDate, { timeZone })}
                          </time>
                        )}
                      </span>
                      {unread && <span className="sr-only">{t('content.announcement.unread')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
            <Pagination
              pageCount={pageCount}
              page={currentPage}
              onPageChange={goToPage}
              label={t('content.announcement.pagination')}
              // First and Last keep their names but show only their arrows, so the pager fits the narrow list column.
              firstLabel={<span className="sr-only">{t('widgets.first')}</span>}
              lastLabel={<span className="sr-only">{t('widgets.last')}</span>}
            />
          </div>
          {selected && (
            <article id={detailId} data-slot="announcement-detail" aria-labelledby={titleId} className={detailVariants()}>
              <h2 id={titleId} className="text-lg font-semibold text-text">
                {selected.title}
              </h2>
              {selected.startDate != null && (
                <p className="flex items-center gap-space-xs text-xs text-muted">
                  <Clock aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('content.announcement.published')} </span>
                  <time dateTime={new Date(selected.startDate).toISOString()} className="tabular-nums">
                    {formatDateTime(selected.startDate, { timeZone })}
                  </time>
                </p>
              )}
              <SafeHtml html={selected.content} className={cn(richTextClass, 'border-t border-border pt-space-sm')} />
            </article>
          )}
        </div>
      )}
    </div>
  );
}

/** Up/Down (and Home/End) move between the titles; Enter or Space opens one, as with any button. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const list = event.currentTarget.closest('ul');
  const buttons = list ? [...list.querySelectorAll<HTMLButtonElement>('button')] : [];
  const index = buttons.indexOf(event.currentTarget);
  if (index === -1) return;
  event.preventDefault();
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? buttons.length - 1
        : Math.min(Math.max(index + (event.key === 'ArrowDown' ? 1 : -1), 0), buttons.length - 1);
  buttons[next]?.focus();
}

function AnnouncementSkeleton({ size }: { size: number }) {
  return (
    <LoadingRegion className={layoutVariants()}>
      <div className="flex flex-col gap-space-sm px-space-sm">
        {Array.from({ length: size }, (_, index) => (
          <div key={index} className="flex flex-col gap-space-xs py-space-xs">
            <Skeleton shape="text" className={index % 3 === 1 ? 'w-2/3' : 'w-11/12'} />
            <Skeleton shape="text" className="h-3 w-20" />
          </div>
        ))}
      </div>
      <div className={detailVariants()}>
        <Skeleton shape="text" className="h-6 w-3/4" />
        <Skeleton shape="text" className="h-3 w-36" />
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="text" className="w-1/2" />
      </div>
    </LoadingRegion>
  );
}
