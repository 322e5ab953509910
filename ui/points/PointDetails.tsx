import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { Select } from '../primitives/Select.tsx';
import type { DateRangeValue } from '../records/date-range.ts';
import { DateRangeFilter } from '../records/DateRangeFilter.tsx';
import { RecordsTable, type RecordColumn } from '../records/RecordsTable.tsx';
import type { RecordsPaginationProps } from '../records/RecordsPagination.tsx';
import { useFormatCount } from './use-format-points.ts';

export type PointKind = 'LIVE' | 'LOTT' | 'PVP' | 'RNG' | 'SPORTS' | 'REDEEM' | 'DEPOSIT' | 'CONVERT';

export interface PointDetailRow {
  id: string;
  time: number;
  type: PointKind;
  changedPoints: number;
  pointsBalance: number;
  remark: string | null;
}

export interface PointDetailsProps {
  rows: readonly PointDetailRow[];
  /** The brand's today (`YYYY-MM-DD`) and the period shown. */
  today: string;
  period: DateRangeValue;
  onPeriodChange: (period: DateRangeValue) => void;
  /** '' for every type. */
  type: PointKind | '';
  onTypeChange: (type: PointKind | '') => void;
  loading?: boolean;
  refreshing?: boolean;
  error?: boolean;
  onRetry?: () => void;
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  timeZone?: string;
  className?: string;
}

/** The spec's point types in its order, then cash converted to points. */
const TYPES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT', 'CONVERT'] as const;

export const POINT_TYPE_KEYS = {
  LIVE: 'points.type.LIVE',
  LOTT: 'points.type.LOTT',
  PVP: 'points.type.PVP',
  RNG: 'points.type.RNG',
  SPORTS: 'points.type.SPORTS',
  REDEEM: 'points.type.REDEEM',
  DEPOSIT: 'points.type.DEPOSIT',
  CONVERT: 'points.type.CONVERT',
} as const satisfies Record<PointKind, string>;

/** The member's points changes in a period, newest first: time, number, type, changed points (signed), balance after and remark, by type. */
export function PointDetails({
  rows,
  today,
  period,
  onPeriodChange,
  type,
  onTypeChange,
  loading,
  refreshing,
  error,
  onRetry,
  pagination,
  timeZone = 'Asia/Ho_Chi_Minh',
  className,
}: PointDetailsProps) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const columns: RecordColumn<PointDetailRow>[] = [
    {
      id: 'time',
      header: t('points.details.time'),
      card: 'title',
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.time, { timeZone })}</span>,
    },
    { id: 'id', header: t('points.details.number'), cell: (row) => <span className="tabular-nums">{row.id}</span> },
    { id: 'type', header: t('points.details.type'), card: 'title', cell: (row) => t(POINT_TYPE_KEYS[row.type]) },
    {
      id: 'changed',
      header: t('points.details.changed'),
      cell: (row) => (
        <span className={cn('font-semibold tabular-nums', row.changedPoints < 0 ? 'text-danger' : 'text-success')}>
          {row.changedPoints > 0 ? '+' : ''}
          {formatCount(row.changedPoints)}
        </span>
      ),
    },
    {
      id: 'balance',
      header: t('points.details.balance'),
      cell: (row) => <span className="tabular-nums">{formatCount(row.pointsBalance)}</span>,
    },
    { id: 'remark', header: t('points.details.remark'), cell: (row) => (row.remark ? row.remark : <span className="text-muted">—</span>) },
  ];
  return (
    <div data-slot="point-details" className={cn('@container flex flex-col gap-space-md', className)}>
      <DateRangeFilter today={today} value={period} onValueChange={onPeriodChange} maxDays={90} />
      <Select
        className="w-auto max-w-60"
        label={t('points.details.typeFilter')}
        options={[
          { value: '', label: t('points.details.allTypes') },
          ...TYPES.map((code) => ({ value: code, label: t(POINT_TYPE_KEYS[code]) })),
        ]}
        value={type}
        onValueChange={(next) => onTypeChange(next as PointKind | '')}
      />
      <RecordsTable
        label={t('points.details.title')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        refreshing={refreshing}
        error={error}
        errorMessage={t('points.details.error')}
        onRetry={onRetry}
        emptyMessage={t('points.details.empty')}
        emptyHint={t('points.details.emptyHint')}
        pagination={pagination}
      />
    </div>
  );
}
