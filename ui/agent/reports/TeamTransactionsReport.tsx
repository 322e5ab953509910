import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZES, TimeCell, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { HistoryList } from '../../member/history/HistoryList.tsx';
import { Select } from '../../primitives/Select.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { AccountSearch } from '../agent-parts.tsx';

/** The ledger's code types, in the order the filter offers them (the platform's transaction record's). */
export const LEDGER_CODE_TYPES = [
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'dividend',
  'betting_rebate',
  'agent_rebate',
  'share_bonus',
  'daily_wage',
  'hour_wage',
  'referral_rebate',
  'other',
] as const;
export type LedgerCodeType = (typeof LEDGER_CODE_TYPES)[number];

// The platform files promotions under code "dividend" and dividends under "share_bonus"; the words say what they are.
const CODE_TYPE_KEYS = {
  deposit: 'agent.reports.codeTypes.deposit',
  withdraw: 'agent.reports.codeTypes.withdraw',
  betting: 'agent.reports.codeTypes.betting',
  winning: 'agent.reports.codeTypes.winning',
  dividend: 'agent.reports.codeTypes.dividend',
  betting_rebate: 'agent.reports.codeTypes.betting_rebate',
  agent_rebate: 'agent.reports.codeTypes.agent_rebate',
  share_bonus: 'agent.reports.codeTypes.share_bonus',
  daily_wage: 'agent.reports.codeTypes.daily_wage',
  hour_wage: 'agent.reports.codeTypes.hour_wage',
  referral_rebate: 'agent.reports.codeTypes.referral_rebate',
  other: 'agent.reports.codeTypes.other',
} as const satisfies Record<LedgerCodeType, string>;

/** One ledger entry of a team member: its type as the platform names it, a signed amount (credit positive) and the balance after it. */
export interface TeamTransactionRow {
  id: string;
  account: string;
  /** The platform's name of the transaction type, in the call's language. */
  typeName: string;
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
  /** A code type, '' for every type. */
  codeType: string;
  onCodeTypeChange: (codeType: string) => void;
  rows: readonly TeamTransactionRow[];
  paging?: HistoryPaging;
};

/** Transaction details: the team's ledger over the period, by member and type, newest first, with the page's money in and out. */
export function TeamTransactionsReport({
  today,
  timeZone,
  range,
  onRangeChange,
  account,
  onAccountChange,
  codeType,
  onCodeTypeChange,
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
    { id: 'type', header: t('agent.reports.kind'), cell: (row) => row.typeName || <span className="text-muted">—</span> },
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
            value={codeType}
            onValueChange={onCodeTypeChange}
            options={[
              { value: '', label: t('history.filters.allTypes') },
              ...LEDGER_CODE_TYPES.map((code) => ({ value: code, label: t(CODE_TYPE_KEYS[code]) })),
            ]}
          />
        </>
      }
      summary={
        ready || loading
          ? [
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
