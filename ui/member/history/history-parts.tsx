/** Pieces the history panels share: the list's state props, the pager's, the time cell, the period-and-status filters. */
import { formatDateTime } from '../../i18n/format.ts';
import { Select } from '../../primitives/Select.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { RecordsPaginationProps } from '../../records/RecordsPagination.tsx';

/** How the records call is doing: the first load, a refetch, or a failure with Retry. */
export interface HistoryListState {
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The platform's page counters and the member's page moves. */
export type HistoryPaging = Omit<RecordsPaginationProps, 'label'>;

/** Record times as the spec writes dates (yyyy-MM-dd hh:mm:ss), in the brand's zone. */
export const DATE_TIME_PATTERN = 'yyyy-MM-dd hh:mm:ss';

export function TimeCell({
  time,
  timeZone,
  pattern = DATE_TIME_PATTERN,
}: {
  time: number | null | undefined;
  timeZone?: string;
  pattern?: string;
}) {
  if (time === null || time === undefined) return <span className="text-muted">—</span>;
  return <span className="whitespace-nowrap tabular-nums">{formatDateTime(time, { pattern, timeZone })}</span>;
}

/** The page sizes a member may pick in the history lists. */
export const HISTORY_PAGE_SIZES = [10, 20, 50] as const;

/** The records that filter by a period (up to 90 days) and one status: the deposit and withdrawal records. */
export function PeriodStatusFilters<S extends string>({
  today,
  period,
  onPeriodChange,
  statusLabel,
  allStatusesLabel,
  statuses,
  status,
  onStatusChange,
}: {
  /** The brand's today, `YYYY-MM-DD`. */
  today: string;
  period: DateRangeValue;
  onPeriodChange: (period: DateRangeValue) => void;
  statusLabel: string;
  allStatusesLabel: string;
  /** Each status code with its words. */
  statuses: readonly { value: S; label: string }[];
  /** '' for every status. */
  status: S | '';
  onStatusChange: (status: S | '') => void;
}) {
  return (
    <>
      <DateRangeFilter className="min-w-0 grow" today={today} value={period} onValueChange={onPeriodChange} maxDays={90} />
      <Select
        className="@2xl:w-44"
        label={statusLabel}
        options={[{ value: '', label: allStatusesLabel }, ...statuses]}
        value={status}
        onValueChange={(next) => onStatusChange(statuses.find((option) => option.value === next)?.value ?? '')}
      />
    </>
  );
}
