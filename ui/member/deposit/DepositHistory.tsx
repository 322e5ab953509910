import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button.tsx';
import { Select } from '../../primitives/Select.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import type { RecordsPaginationProps } from '../../records/RecordsPagination.tsx';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';
import { PeriodStatusFilters, TimeCell } from '../history/history-parts.tsx';
import { HistoryList } from '../history/HistoryList.tsx';
import { DEPOSIT_STATE_KEYS, DEPOSIT_STATE_ORDER, type DepositRow, type DepositStateCode } from './deposit-types.ts';

const TONES: Record<DepositStateCode, StatusTone> = {
  NEW: 'info',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
};

export type DepositHistoryProps = {
  rows: readonly DepositRow[];
  /** The brand's today (`YYYY-MM-DD`) and the period shown. */
  today: string;
  period: DateRangeValue;
  onPeriodChange: (period: DateRangeValue) => void;
  /** '' for every state. */
  status: DepositStateCode | '';
  onStatusChange: (status: DepositStateCode | '') => void;
  /** The platform's deposit methods (the method filter); none hides the filter. */
  methods?: readonly { code: string; name: string }[];
  /** '' for every method. */
  method?: string;
  onMethodChange?: (method: string) => void;
  /** The total of the filter (the report's footer); null or absent when not sent. */
  total?: number | null;
  /** Cancel a deposit the platform has not decided yet (the container confirms first). */
  onCancel?: (row: DepositRow) => void;
  /** Send the payment slip of an open deposit without one. */
  onUploadSlip?: (row: DepositRow) => void;
  /** The deposit whose action is on its way: its buttons are busy. */
  busyId?: string | null;
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  onRetry?: () => void;
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  /** The brand's zone for the request times. */
  timeZone?: string;
  className?: string;
};

/**
 * The deposit record: a period, a state and a method filter over the member's deposits, newest first,
 * with the reference of each, the total of the filter, and what the member may still do with an open
 * deposit: cancel it, or send its payment slip.
 */
export function DepositHistory({
  rows,
  today,
  period,
  onPeriodChange,
  status,
  onStatusChange,
  methods = [],
  method = '',
  onMethodChange,
  total,
  onCancel,
  onUploadSlip,
  busyId,
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
      cell: (row) => <TimeCell time={row.depositDate} timeZone={timeZone} />,
    },
    { id: 'id', header: t('deposit.history.orderNo'), cell: (row) => <span className="tabular-nums">{row.depositId}</span> },
    {
      id: 'reference',
      header: t('deposit.history.reference'),
      cell: (row) => <span className="tabular-nums">{row.refId || '—'}</span>,
    },
    { id: 'method', header: t('deposit.history.method'), cell: (row) => row.method ?? '—' },
    { id: 'amount', header: t('deposit.history.amount'), money: (row) => row.requestedAmount },
    {
      id: 'status',
      header: t('deposit.history.status'),
      align: 'center',
      card: 'title',
      cell: (row) =>
        row.state ? (
          <StatusChip tone={TONES[row.state]}>{t(DEPOSIT_STATE_KEYS[row.state])}</StatusChip>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
  if (onCancel || onUploadSlip) {
    columns.push({
      id: 'actions',
      header: t('deposit.history.actions'),
      cell: (row) => <RowActions row={row} busy={busyId === row.depositId} onCancel={onCancel} onUploadSlip={onUploadSlip} />,
    });
  }
  return (
    <HistoryList
      data-slot="deposit-history"
      className={className}
      title={t('deposit.history.title')}
      filters={
        <>
          <PeriodStatusFilters
            today={today}
            period={period}
            onPeriodChange={onPeriodChange}
            statusLabel={t('deposit.history.statusFilter')}
            allStatusesLabel={t('deposit.history.allStatuses')}
            statuses={DEPOSIT_STATE_ORDER.map((code) => ({ value: code, label: t(DEPOSIT_STATE_KEYS[code]) }))}
            status={status}
            onStatusChange={onStatusChange}
          />
          {methods.length > 0 && onMethodChange && (
            <Select
              className="@2xl:w-48"
              label={t('deposit.history.methodFilter')}
              options={[{ value: '', label: t('deposit.history.allMethods') }, ...methods.map((m) => ({ value: m.code, label: m.name }))]}
              value={method}
              onValueChange={onMethodChange}
            />
          )}
        </>
      }
      summary={
        typeof total === 'number' && !loading && !error ? [{ id: 'total', label: t('deposit.history.total'), amount: total }] : undefined
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

function RowActions({
  row,
  busy,
  onCancel,
  onUploadSlip,
}: {
  row: DepositRow;
  busy: boolean;
  onCancel?: (row: DepositRow) => void;
  onUploadSlip?: (row: DepositRow) => void;
}) {
  const { t } = useTranslation();
  const cancel = row.canCancel && onCancel;
  const slip = row.canUploadSlip && onUploadSlip;
  if (!cancel && !slip) return <span className="text-muted">—</span>;
  return (
    <span className="flex flex-wrap gap-space-xs">
      {slip && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onUploadSlip(row)}>
          {t('deposit.history.uploadSlip')} <span className="sr-only">{row.depositId}</span>
        </Button>
      )}
      {cancel && (
        <Button size="sm" variant="ghost" loading={busy} onClick={() => onCancel(row)}>
          {t('deposit.history.cancel')} <span className="sr-only">{row.depositId}</span>
        </Button>
      )}
    </span>
  );
}
