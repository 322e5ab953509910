import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { Select } from '../primitives/Select.tsx';
import { RecordsTable, type RecordColumn } from '../records/RecordsTable.tsx';
import type { RecordsPaginationProps } from '../records/RecordsPagination.tsx';
import { StatusChip, type StatusTone } from '../records/StatusChip.tsx';
import { useFormatCount } from './use-format-points.ts';

export type RedeemStatus = 'PROCESSING' | 'APPROVED' | 'REJECTED';

export interface RedeemRow {
  id: string;
  time: number;
  name: string;
  quantity: number;
  points: number;
  status: RedeemStatus;
  remark: string | null;
}

export interface RedeemHistoryProps {
  rows: readonly RedeemRow[];
  /** '' for every status. */
  status: RedeemStatus | '';
  onStatusChange: (status: RedeemStatus | '') => void;
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  timeZone?: string;
  className?: string;
}

const STATUSES = ['PROCESSING', 'REJECTED', 'APPROVED'] as const;

export const REDEEM_STATUS_KEYS = {
  PROCESSING: 'points.history.status_PROCESSING',
  APPROVED: 'points.history.status_APPROVED',
  REJECTED: 'points.history.status_REJECTED',
} as const satisfies Record<RedeemStatus, string>;

const TONES: Record<RedeemStatus, StatusTone> = { PROCESSING: 'warning', REJECTED: 'danger', APPROVED: 'success' };

/** The member's redemptions, newest first: apply time, number, reward, quantity, points, status and remark, filtered by status. */
export function RedeemHistory({
  rows,
  status,
  onStatusChange,
  loading,
  refreshing,
  error,
  onRetry,
  pagination,
  timeZone = 'Asia/Ho_Chi_Minh',
  className,
}: RedeemHistoryProps) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const columns: RecordColumn<RedeemRow>[] = [
    {
      id: 'time',
      header: t('points.history.time'),
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.time, { timeZone })}</span>,
    },
    { id: 'id', header: t('points.history.number'), cell: (row) => <span className="tabular-nums">{row.id}</span> },
    { id: 'name', header: t('points.history.name'), cell: (row) => row.name },
    { id: 'quantity', header: t('points.history.quantity'), cell: (row) => <span className="tabular-nums">{row.quantity}</span> },
    { id: 'points', header: t('points.history.points'), cell: (row) => <span className="tabular-nums">{formatCount(row.points)}</span> },
    {
      id: 'status',
      header: t('points.history.status'),
      card: 'title',
      cell: (row) => <StatusChip tone={TONES[row.status]}>{t(REDEEM_STATUS_KEYS[row.status])}</StatusChip>,
    },
    {
      id: 'remark',
      header: t('points.history.remark'),
      cell: (row) => (row.remark ? row.remark : <span className="text-muted">—</span>),
    },
  ];
  return (
    <div data-slot="redeem-history" className={cn('@container flex flex-col gap-space-md', className)}>
      <Select
        className="w-auto max-w-60"
        label={t('points.history.statusFilter')}
        options={[
          { value: '', label: t('points.history.allStatuses') },
          ...STATUSES.map((code) => ({ value: code, label: t(REDEEM_STATUS_KEYS[code]) })),
        ]}
        value={status}
        onValueChange={(next) => onStatusChange(next as RedeemStatus | '')}
      />
      <RecordsTable
        label={t('points.history.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        refreshing={refreshing}
        error={error}
        errorMessage={t('points.history.error')}
        onRetry={onRetry}
        emptyMessage={t('points.history.empty')}
        emptyHint={t('points.history.emptyHint')}
        pagination={pagination}
      />
    </div>
  );
}
