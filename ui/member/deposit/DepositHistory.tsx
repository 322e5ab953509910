import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import type { RecordsPaginationProps } from '../../records/RecordsPagination.tsx';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';
import { PeriodStatusFilters } from '../history/history-parts.tsx';
import { HistoryList } from '../history/HistoryList.tsx';
import { DEPOSIT_STATUS_KEYS, type DepositRow, type DepositStatusCode } from './deposit-types.ts';

const TONES: Record<DepositStatusCode, StatusTone> = { PENDING: 'warning', SUCCESS: 'success', FAILED: 'danger' };
const STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;

export type DepositHistoryProps = {
  rows: readonly DepositRow[];
  /** The brand's today (`YYYY-MM-DD`) and the period shown. */
  today: string;
  period: DateRangeValue;
  onPeriodChange: (period: DateRangeValue) => void;
  /** '' for every status. */
  status: DepositStatusCode | '';
  onStatusChange: (status: DepositStatusCode | '') => void;
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  onRetry?: () => void;
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  /** The brand's zone for the request times. */
  timeZone?: string;
  className?: string;
};

/** The deposit record: a period and a status filter over the member's deposits, newest first, with the reference of each. */
export function DepositHistory({
  rows,
  today,
  period,
  onPeriodChange,
  status,
  onStatusChange,
  loading,
  refreshing,
  error,
  onRetry,
  pagination,
  timeZone,
  className,
}: DepositHistoryProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<DepositRow>[] = [
    {
      id: 'time',
      header: t('deposit.history.time'),
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.requestTime, { timeZone })}</span>,
    },
    { id: 'id', header: t('deposit.history.orderNo'), cell: (row) => <span className="tabular-nums">{row.depositId}</span> },
    {
      id: 'reference',
      header: t('deposit.history.reference'),
      cell: (row) => <span className="tabular-nums">{row.reference || '—'}</span>,
    },
    { id: 'channel', header: t('deposit.history.channel'), cell: (row) => row.channelName },
    { id: 'amount', header: t('deposit.history.amount'), money: (row) => row.amount },
    {
      id: 'status',
      header: t('deposit.history.status'),
      align: 'center',
      card: 'title',
      cell: (row) => <StatusChip tone={TONES[row.status]}>{t(DEPOSIT_STATUS_KEYS[row.status])}</StatusChip>,
    },
  ];
  return (
    <HistoryList
      data-slot="deposit-history"
      className={className}
      title={t('deposit.history.title')}
      filters={
        <PeriodStatusFilters
          today={today}
          period={period}
          onPeriodChange={onPeriodChange}
          statusLabel={t('deposit.history.statusFilter')}
          allStatusesLabel={t('deposit.history.allStatuses')}
          statuses={STATUSES.map((code) => ({ value: code, label: t(DEPOSIT_STATUS_KEYS[code]) }))}
          status={status}
          onStatusChange={onStatusChange}
        />
      }
      table={{
        columns,
        rows,
        rowKey: (row) => row.depositId,
        label: t('deposit.history.title'),
        loading,
        refreshing,
        error,
        onRetry,
        errorMessage: t('deposit.history.error'),
        emptyMessage: t('deposit.history.empty'),
        emptyHint: t('deposit.history.emptyHint'),
        pagination,
      }}
    />
  );
}
