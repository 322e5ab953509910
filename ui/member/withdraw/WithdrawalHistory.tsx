import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import type { RecordsPaginationProps } from '../../records/RecordsPagination.tsx';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';
import { PeriodStatusFilters } from '../history/history-parts.tsx';
import { HistoryList } from '../history/HistoryList.tsx';

export type WithdrawalStatus = 'PROCESSING' | 'REJECTED' | 'COMPLETED' | 'PARTIAL_PAID';
export type ReceiptStatus = 'AWAITING' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';

/** One withdrawal as the history lists it. */
export interface WithdrawalRow {
  id: string;
  time: number;
  bankName: string;
  accountNumber: string;
  amount: number;
  /** Null for a state this front end does not know (shown as a dash). */
  status: WithdrawalStatus | null;
  receiptStatus: ReceiptStatus | null;
  rejectReason: string | null;
}

export interface WithdrawalHistoryProps {
  rows: readonly WithdrawalRow[];
  /** The brand's today (`YYYY-MM-DD`) and the period shown. */
  today: string;
  period: DateRangeValue;
  onPeriodChange: (period: DateRangeValue) => void;
  /** '' for every status. */
  status: WithdrawalStatus | '';
  onStatusChange: (status: WithdrawalStatus | '') => void;
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  onRetry?: () => void;
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  /** The total of the whole filter (the record's footer); null or absent when not sent. */
  totalAmount?: number | null;
  /** The brand's time zone the times are shown in. */
  timeZone?: string;
  className?: string;
}

const STATUSES = ['PROCESSING', 'REJECTED', 'COMPLETED', 'PARTIAL_PAID'] as const;

const STATUS_KEYS = {
  PROCESSING: 'withdraw.status.PROCESSING',
  REJECTED: 'withdraw.status.REJECTED',
  COMPLETED: 'withdraw.status.COMPLETED',
  PARTIAL_PAID: 'withdraw.status.PARTIAL_PAID',
} as const satisfies Record<WithdrawalStatus, string>;

const STATUS_TONES: Record<WithdrawalStatus, StatusTone> = {
  PROCESSING: 'warning',
  REJECTED: 'danger',
  COMPLETED: 'success',
  PARTIAL_PAID: 'warning',
};

const RECEIPT_KEYS = {
  AWAITING: 'withdraw.receiptStatus.AWAITING',
  RECEIVED: 'withdraw.receiptStatus.RECEIVED',
  PARTIAL: 'withdraw.receiptStatus.PARTIAL',
  NOT_RECEIVED: 'withdraw.receiptStatus.NOT_RECEIVED',
  AUTO_CONFIRMED: 'withdraw.receiptStatus.AUTO_CONFIRMED',
} as const satisfies Record<ReceiptStatus, string>;

/**
 * The member's withdrawals in a period, by status, newest first: time, order number, account, amount,
 * status (with the reason of a rejection) and receipt, with the period's total when the platform sends it.
 */
export function WithdrawalHistory({
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
  totalAmount,
  timeZone = 'Asia/Ho_Chi_Minh',
  className,
}: WithdrawalHistoryProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<WithdrawalRow>[] = [
    {
      id: 'time',
      header: t('withdraw.history.time'),
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.time, { timeZone })}</span>,
    },
    { id: 'id', header: t('withdraw.history.id'), cell: (row) => <span className="tabular-nums">{row.id}</span> },
    {
      id: 'account',
      header: t('withdraw.history.account'),
      cell: (row) => (
        <span className="whitespace-nowrap">
          {row.bankName} <span className="tabular-nums">{row.accountNumber}</span>
        </span>
      ),
    },
    { id: 'amount', header: t('withdraw.history.amount'), money: (row) => row.amount },
    {
      id: 'status',
      header: t('withdraw.history.status'),
      card: 'title',
      cell: (row) =>
        row.status === null ? (
          <span className="text-muted">—</span>
        ) : (
          <span className="inline-flex flex-col items-start gap-0.5">
            <StatusChip tone={STATUS_TONES[row.status]}>{t(STATUS_KEYS[row.status])}</StatusChip>
            {row.status === 'REJECTED' && row.rejectReason && <span className="text-xs text-muted">{row.rejectReason}</span>}
          </span>
        ),
    },
    {
      id: 'receipt',
      header: t('withdraw.history.receipt'),
      cell: (row) => (row.receiptStatus ? t(RECEIPT_KEYS[row.receiptStatus]) : <span className="text-muted">—</span>),
    },
  ];
  return (
    <HistoryList
      data-slot="withdrawal-history"
      className={className}
      title={t('withdraw.history.title')}
      summary={
        totalAmount === undefined || totalAmount === null
          ? undefined
          : [{ id: 'total', label: t('withdraw.history.total'), amount: totalAmount }]
      }
      filters={
        <PeriodStatusFilters
          today={today}
          period={period}
          onPeriodChange={onPeriodChange}
          statusLabel={t('withdraw.history.statusFilter')}
          allStatusesLabel={t('withdraw.history.allStatuses')}
          statuses={STATUSES.map((code) => ({ value: code, label: t(STATUS_KEYS[code]) }))}
          status={status}
          onStatusChange={onStatusChange}
        />
      }
      table={{
        label: t('withdraw.history.title'),
        columns,
        rows,
        rowKey: (row) => row.id,
        loading,
        refreshing,
        error,
        errorMessage: t('withdraw.history.error'),
        onRetry,
        emptyMessage: t('withdraw.history.empty'),
        emptyHint: t('withdraw.history.emptyHint'),
        pagination,
      }}
    />
  );
}
