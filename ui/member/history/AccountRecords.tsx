import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { Select } from '../../primitives/Select.tsx';
import { kindLabel, LEDGER_KINDS } from './history-labels.ts';
import { TimeCell, type HistoryListState, type HistoryPaging } from './history-parts.tsx';
import { HistoryList } from './HistoryList.tsx';

/** One ledger entry: a signed amount (credit positive) and the main balance after it. */
export interface LedgerRow {
  id: string;
  time: number;
  kind: string;
  amount: number;
  balanceAfter?: number | null;
  walletName?: string | null;
  remark?: string | null;
}

export type AccountRecordsProps = HistoryListState & {
  today: string;
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** A ledger kind, or '' for every kind. */
  kind: string;
  onKindChange: (kind: string) => void;
  entries: readonly LedgerRow[];
  paging?: HistoryPaging;
};

/** The account record (transactionHistory): the member's ledger in a period, by type, newest first. */
export function AccountRecords({
  today,
  timeZone,
  range,
  onRangeChange,
  kind,
  onKindChange,
  entries,
  paging,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
}: AccountRecordsProps) {
  const { t } = useTranslation();

  const columns: RecordColumn<LedgerRow>[] = [
    { id: 'time', header: t('history.columns.time'), card: 'title', cell: (entry) => <TimeCell time={entry.time} timeZone={timeZone} /> },
    { id: 'kind', header: t('history.columns.type'), card: 'title', cell: (entry) => kindLabel(t, entry.kind) },
    { id: 'in', header: t('history.columns.moneyIn'), money: (entry) => (entry.amount > 0 ? entry.amount : null), signed: true },
    { id: 'out', header: t('history.columns.moneyOut'), money: (entry) => (entry.amount < 0 ? entry.amount : null), signed: true },
    { id: 'balance', header: t('history.columns.balanceAfter'), money: (entry) => entry.balanceAfter },
    {
      id: 'remark',
      header: t('history.columns.remark'),
      cell: (entry) => {
        const text = [entry.walletName, entry.remark].filter(Boolean).join(' · ');
        return text ? <span className="text-muted">{text}</span> : <span className="text-muted">—</span>;
      },
    },
  ];

  return (
    <HistoryList
      data-slot="account-records"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} />
          <Select
            className="@2xl:w-48"
            label={t('history.filters.type')}
            value={kind}
            onValueChange={onKindChange}
            options={[
              { value: '', label: t('history.filters.allTypes') },
              ...LEDGER_KINDS.map((code) => ({ value: code, label: kindLabel(t, code) })),
            ]}
          />
        </>
      }
      table={{
        label: t('history.account.label'),
        columns,
        rows: entries,
        rowKey: (entry) => entry.id,
        loading,
        refreshing,
        error,
        errorMessage: t('history.account.error'),
        onRetry,
        retrying,
        emptyMessage: t('history.account.empty'),
        emptyHint: t('history.emptyHint'),
        pagination: paging,
      }}
    />
  );
}
