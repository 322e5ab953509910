import { useTranslation } from 'react-i18next';
import { kindLabel, LEDGER_KINDS } from '../../member/history/history-labels.ts';
import { HISTORY_PAGE_SIZES, TimeCell, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { HistoryList } from '../../member/history/HistoryList.tsx';
import { Select } from '../../primitives/Select.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { AccountSearch } from '../agent-parts.tsx';

/** One ledger entry of a team member: a signed amount (credit positive) and the balance after it. */
export interface TeamTransactionRow {
  id: string;
  account: string;
  kind: string;
  amount: number;
  balanceAfter?: number | null;
  time: number;
  remark?: string;
}

export type TeamTransactionsReportProps = HistoryListState & {
  today: string;
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  account: string;
  onAccountChange: (account: string) => void;
  /** '' for every kind. */
  kind: string;
  onKindChange: (kind: string) => void;
  rows: readonly TeamTransactionRow[];
  paging?: HistoryPaging;
};

/** Transaction details: the team's ledger over the period, by member and kind, newest first, with the page's net. */
export function TeamTransactionsReport({
  today,
  timeZone,
  range,
  onRangeChange,
  account,
  onAccountChange,
  kind,
  onKindChange,
  rows,
  paging,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
}: TeamTransactionsReportProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<TeamTransactionRow>[] = [
    { id: 'time', header: t('agent.reports.time'), card: 'title', cell: (row) => <TimeCell time={row.time} timeZone={timeZone} /> },
    { id: 'account', header: t('agent.reports.account'), cell: (row) => row.account },
    { id: 'kind', header: t('agent.reports.kind'), cell: (row) => kindLabel(t, row.kind) },
    { id: 'amount', header: t('agent.reports.amount'), money: (row) => row.amount, signed: true },
    { id: 'balanceAfter', header: t('agent.reports.balanceAfter'), money: (row) => row.balanceAfter },
    { id: 'remark', header: t('agent.reports.remark'), cell: (row) => row.remark || <span className="text-muted">—</span> },
  ];
  const ready = !loading && !error;
  const credits = rows.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
  const debits = rows.filter((row) => row.amount < 0).reduce((sum, row) => sum + row.amount, 0);

  return (
    <HistoryList
      data-slot="team-transactions-report"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} />
          <AccountSearch className="@2xl:w-72" value={account} onSearch={onAccountChange} label={t('agent.reports.account')} />
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
      summary={
        ready || loading
          ? [
              { id: 'count', label: t('agent.reports.transactions.count'), count: paging?.total ?? rows.length },
              { id: 'credits', label: t('agent.reports.transactions.credits'), amount: loading ? undefined : credits, signed: true },
              { id: 'debits', label: t('agent.reports.transactions.debits'), amount: loading ? undefined : debits, signed: true },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('agent.reports.transactions.label'),
        columns,
        rows,
        rowKey: (row) => row.id,
        loading,
        refreshing,
        error,
        errorMessage: t('agent.reports.transactions.error'),
        onRetry,
        retrying,
        emptyMessage: t('agent.reports.transactions.empty'),
        emptyHint: t('history.emptyHint'),
        pagination: paging && { pageSizeOptions: HISTORY_PAGE_SIZES, ...paging },
      }}
    />
  );
}
