import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';
import type { RecordsPaginationProps } from '../../records/RecordsPagination.tsx';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';

export type WithdrawalStatus = 'PROCESSING' | 'REJECTED' | 'COMPLETED';
export type ReceiptStatus = 'AWAITING' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';

/** One withdrawal as the history lists it. */
export interface WithdrawalRow {
  id: string;
  time: number;
  bankName: string;
  accountNumber: string;
  amount: number;
  status: WithdrawalStatus;
  receiptStatus: ReceiptStatus | null;
  rejectReason: string | null;
}

export interface WithdrawalHistoryProps {
  rows: readonly WithdrawalRow[];
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  onRetry?: () => void;
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  /** The brand's time zone the times are shown in. */
  timeZone?: string;
}

const STATUS_KEYS = {
  PROCESSING: 'withdraw.status.PROCESSING',
  REJECTED: 'withdraw.status.REJECTED',
  COMPLETED: 'withdraw.status.COMPLETED',
} as const satisfies Record<WithdrawalStatus, string>;

const STATUS_TONES: Record<WithdrawalStatus, StatusTone> = { PROCESSING: 'warning', REJECTED: 'danger', COMPLETED: 'success' };

const RECEIPT_KEYS = {
  AWAITING: 'withdraw.receiptStatus.AWAITING',
  RECEIVED: 'withdraw.receiptStatus.RECEIVED',
  PARTIAL: 'withdraw.receiptStatus.PARTIAL',
  NOT_RECEIVED: 'withdraw.receiptStatus.NOT_RECEIVED',
  AUTO_CONFIRMED: 'withdraw.receiptStatus.AUTO_CONFIRMED',
} as const satisfies Record<ReceiptStatus, string>;

/** The member's withdrawals, newest first: time, order number, account, amount, status (with the reason of a rejection) and receipt. */
export function WithdrawalHistory({
  rows,
  loading,
  refreshing,
  error,
  onRetry,
  pagination,
  timeZone = 'Asia/Ho_Chi_Minh',
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
      cell: (row) => (
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
    <RecordsTable
      data-slot="withdrawal-history"
      label={t('withdraw.history.title')}
      showLabel
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      refreshing={refreshing}
      error={error}
      errorMessage={t('withdraw.history.error')}
      onRetry={onRetry}
      emptyMessage={t('withdraw.history.empty')}
      pagination={pagination}
    />
  );
}
