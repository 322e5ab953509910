/** Pieces the four history panels share: the list's state props, the pager's, and the time cell. */
import { formatDateTime } from '../../i18n/format.ts';
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
