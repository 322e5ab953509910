import { ChevronRight, Gift } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { RecordsTable, type RecordColumn } from '../records/RecordsTable.tsx';
import { StatusChip, type StatusTone } from '../records/StatusChip.tsx';
import type { ActivityStatus } from './PromotionDetail.tsx';

/** A promotion the member takes part in. */
export interface ActivityItem {
  id: number;
  title: string;
  status: ActivityStatus;
  /** Epoch milliseconds; none: no expiry. */
  endDate?: number | null;
  /** The promotion's page. */
  href: string;
}

/** One activity application, as the applications call answers it. */
export interface ApplicationRow {
  applicationId: string;
  promotionId: number;
  title: string;
  status: ActivityStatus;
  comment: string;
  imageCount: number;
  appliedAt: number;
  rejectReason?: string | null;
}

export interface ActivityCentreListState {
  loading?: boolean;
  error?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
}

export type ActivityCentreProps = Omit<ComponentProps<'div'>, 'children'> & {
  activities: readonly ActivityItem[];
  activitiesState?: ActivityCentreListState;
  applications: readonly ApplicationRow[];
  applicationsState?: ActivityCentreListState;
  /** Opens a promotion (the link's own navigation is kept for a new tab). */
  onOpen?: (item: ActivityItem, event: React.MouseEvent<HTMLAnchorElement>) => void;
  timeZone?: string;
};

/** The activity statuses of spec section 4, in words, with a tone. */
export const ACTIVITY_STATUS_KEYS = {
  JOIN: 'activity.status.JOIN',
  CLAIM: 'activity.status.CLAIM',
  APPLYING: 'activity.status.APPLYING',
  CLOSE: 'activity.status.CLOSE',
  REJECTED: 'activity.status.REJECTED',
  ISSUED: 'activity.status.ISSUED',
  CLAIMED: 'activity.status.CLAIMED',
  PROCESS: 'activity.status.PROCESS',
  JOINED: 'activity.status.JOINED',
  SIGNED: 'activity.status.SIGNED',
  COMING_SOON: 'activity.status.COMING_SOON',
} as const satisfies Record<ActivityStatus, string>;

const TONES: Record<ActivityStatus, StatusTone> = {
  JOIN: 'info',
  CLAIM: 'info',
  APPLYING: 'warning',
  CLOSE: 'neutral',
  REJECTED: 'danger',
  ISSUED: 'success',
  CLAIMED: 'success',
  PROCESS: 'info',
  JOINED: 'success',
  SIGNED: 'success',
  COMING_SOON: 'neutral',
};

/**
 * The activity centre (spec section 2): the promotions the member takes part in, each with its status
 * and a link to it, and the member's activity applications, newest first, with their status, what was
 * sent and why one was rejected. Each list loads, fails and retries on its own; an empty one says so.
 */
export function ActivityCentre({
  activities,
  activitiesState = {},
  applications,
  applicationsState = {},
  onOpen,
  timeZone = 'Asia/Ho_Chi_Minh',
  className,
  ...props
}: ActivityCentreProps) {
  const { t } = useTranslation();
  const status = (value: ActivityStatus) => <StatusChip tone={TONES[value]}>{t(ACTIVITY_STATUS_KEYS[value])}</StatusChip>;
  const columns: RecordColumn<ApplicationRow>[] = [
    {
      id: 'time',
      header: t('activity.appliedAt'),
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.appliedAt, { timeZone })}</span>,
    },
    { id: 'promotion', header: t('activity.promotion'), cell: (row) => row.title },
    {
      id: 'comment',
      header: t('activity.comment'),
      cell: (row) => (row.comment ? <span className="break-words">{row.comment}</span> : <span className="text-muted">—</span>),
    },
    {
      id: 'images',
      header: t('activity.images'),
      cell: (row) => <span className="tabular-nums">{t('activity.imageCount', { count: row.imageCount })}</span>,
    },
    { id: 'status', header: t('activity.status.label'), card: 'title', cell: (row) => status(row.status) },
    {
      id: 'remark',
      header: t('activity.remark'),
      cell: (row) => (row.rejectReason ? row.rejectReason : <span className="text-muted">—</span>),
    },
  ];

  return (
    <div data-slot="activity-centre" className={cn('@container flex flex-col gap-space-lg', className)} {...props}>
      <section aria-labelledby="activity-centre-activities" className="flex flex-col gap-space-sm">
        <h2 id="activity-centre-activities" className="text-lg font-semibold text-text">
          {t('activity.activities')}
        </h2>
        {activitiesState.error ? (
          <ErrorPanel message={t('activity.activitiesError')} onRetry={activitiesState.onRetry} retrying={activitiesState.retrying} />
        ) : activitiesState.loading ? (
          <div aria-busy="true" data-slot="activity-loading" className="flex flex-col gap-space-sm">
            <span className="sr-only">{t('activity.loading')}</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        ) : activities.length === 0 ? (
          <EmptyState size="compact" icon={<Gift aria-hidden />} title={t('activity.noActivities')} hint={t('activity.noActivitiesHint')} />
        ) : (
          // role="list": Safari drops the role of a list styled without markers.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul role="list" data-slot="activity-list" className="flex flex-col gap-space-sm">
            {activities.map((item) => (
              <li key={item.id}>
                <a
                  href={item.href}
                  onClick={(event) => onOpen?.(item, event)}
                  className="flex items-center gap-space-sm rounded-lg border border-border bg-surface-raised p-space-sm text-text hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="truncate font-semibold">{item.title}</span>
                    <span className="text-xs text-muted">
                      {item.endDate
                        ? t('activity.endsAt', { date: formatDateTime(item.endDate, { timeZone }) })
                        : t('content.promotion.noExpiry')}
                    </span>
                  </span>
                  {status(item.status)}
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted rtl:rotate-180" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Not a region of its own: the table is one, named the same. */}
      <div className="flex flex-col gap-space-sm">
        <h2 className="text-lg font-semibold text-text">{t('activity.applications')}</h2>
        <RecordsTable
          label={t('activity.applications')}
          columns={columns}
          rows={applications}
          rowKey={(row) => row.applicationId}
          loading={applicationsState.loading}
          error={applicationsState.error}
          errorMessage={t('activity.applicationsError')}
          onRetry={applicationsState.onRetry}
          retrying={applicationsState.retrying}
          emptyMessage={t('activity.noApplications')}
          emptyHint={t('activity.noApplicationsHint')}
        />
      </div>
    </div>
  );
}
