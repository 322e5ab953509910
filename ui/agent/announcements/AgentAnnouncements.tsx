import { Megaphone } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextClass } from '../../content/content-parts.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { DATE_TIME_PATTERN, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { SafeHtml } from '../../primitives/SafeHtml.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { RecordsPagination } from '../../records/RecordsPagination.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';

/** An agent announcement; `content` is untrusted HTML from the back office. */
export interface AgentAnnouncementView {
  id: string;
  title: string;
  content: string;
  /** Epoch ms. */
  timestamp: number;
  pinned?: boolean;
}

export type AgentAnnouncementsProps = Omit<ComponentProps<'section'>, 'children'> &
  HistoryListState & {
    announcements: readonly AgentAnnouncementView[];
    /** The platform's pages (9 a page, spec section 9); hidden while loading or failed. */
    paging?: HistoryPaging;
    timeZone?: string;
  };

/**
 * The agent announcements: pinned ones first, then the newest, each with its time and its rich text
 * through SafeHtml (the one sanitising sink), paged by the platform.
 */
export function AgentAnnouncements({
  announcements,
  paging,
  timeZone,
  loading = false,
  refreshing = false,
  error = false,
  onRetry,
  retrying,
  className,
  ...props
}: AgentAnnouncementsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const state = error ? 'error' : loading ? 'loading' : announcements.length === 0 ? 'empty' : 'ready';

  return (
    <section
      data-slot="agent-announcements"
      data-state={state}
      aria-labelledby={labelId}
      aria-busy={refreshing || undefined}
      className={cn('flex min-w-0 flex-col gap-space-md', className)}
      {...props}
    >
      <h3 id={labelId} className="sr-only">
        {t('agent.announcements.label')}
      </h3>
      {state === 'error' && <ErrorPanel message={t('agent.announcements.error')} onRetry={onRetry} retrying={retrying} />}
      {state === 'loading' && (
        <LoadingRegion className="flex flex-col gap-space-md">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="flex flex-col gap-space-xs rounded-lg border border-border p-space-md">
              <Skeleton shape="text" className="h-5 w-2/3" />
              <Skeleton shape="text" className="h-3 w-32" />
              <Skeleton className="h-16" />
            </div>
          ))}
        </LoadingRegion>
      )}
      {state === 'empty' && <EmptyState icon={<Megaphone aria-hidden />} title={t('agent.announcements.empty')} />}
      {state === 'ready' && (
        <>
          <ul className="flex flex-col gap-space-md">
            {announcements.map((item) => (
              <li key={item.id}>
                <article
                  data-slot="agent-announcement"
                  aria-labelledby={`${labelId}-${item.id}`}
                  className="flex min-w-0 flex-col gap-space-xs rounded-lg border border-border bg-surface-raised p-space-md"
                >
                  <div className="flex flex-wrap items-center gap-space-sm">
                    <h4 id={`${labelId}-${item.id}`} className="min-w-0 flex-1 text-base font-semibold text-text">
                      {item.title}
                    </h4>
                    {item.pinned && <StatusChip tone="info">{t('agent.announcements.pinned')}</StatusChip>}
                  </div>
                  <time dateTime={new Date(item.timestamp).toISOString()} className="text-xs text-muted tabular-nums">
                    {formatDateTime(item.timestamp, { pattern: DATE_TIME_PATTERN, timeZone })}
                  </time>
                  <SafeHtml html={item.content} className={cn(richTextClass, 'text-sm')} />
                </article>
              </li>
            ))}
          </ul>
          {paging && <RecordsPagination {...paging} />}
        </>
      )}
    </section>
  );
}
