import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { Select } from '../../primitives/Select.tsx';
import { codeTypeLabel } from './history-labels.ts';
import { TimeCell, type HistoryListState, type HistoryPaging } from './history-parts.tsx';
import { HistoryList } from './HistoryList.tsx';

/** One ledger entry: its type in the platform's words, a signed amount (credit positive) and the balance after it. */
export interface LedgerRow {
  id: string;
  time: number;
  /** The platform's name of the transaction type, in the player's language. */
  typeName: string;
  amount: number;
  balanceAfter?: number | null;
  /** The order the movement belongs to (a deposit, a bet...). */
  orderNo?: string | null;
  remark?: string | null;
}

export type AccountRecordsProps = HistoryListState & {
  today: string;
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The transaction code types the member may filter by, one at a time. */
  codeTypes: readonly string[];
  /** A code type, or '' for every type. */
  codeType: string;
  onCodeTypeChange: (codeType: string) => void;
  entries: readonly LedgerRow[];
  paging?: HistoryPaging;
};

/** The account record (transactionHistory): the member's ledger in a period, by transaction type, newest first. */
export function AccountRecords({
  today,
  timeZone,
  range,
  onRangeChange,
  codeTypes,
  codeType,
  onCodeTypeChange,
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
    { id: 'type', header: t('history.columns.type'), card: 'title', cell: (entry) => entry.typeName || '—' },
    { id: 'in', header: t('history.columns.moneyIn'), money: (entry) => (entry.amount > 0 ? entry.amount : null), signed: true },
    { id: 'out', header: t('history.columns.moneyOut'), money: (entry) => (entry.amount < 0 ? entry.amount : null), signed: true },
    { id: 'balance', header: t('history.columns.balanceAfter'), money: (entry) => entry.balanceAfter },
    {
      id: 'remark',
      header: t('history.columns.remark'),
      cell: (entry) => {
        const text = [entry.remark, entry.orderNo].filter(Boolean).join(' · ');
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
            value={codeType}
            onValueChange={onCodeTypeChange}
            options={[
              { value: '', label: t('history.filters.allTypes') },
              ...codeTypes.map((code) => ({ value: code, label: codeTypeLabel(t, code) })),
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
