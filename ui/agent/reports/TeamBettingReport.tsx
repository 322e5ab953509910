import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { categoryLabel } from '../../member/history/history-labels.ts';
import { HISTORY_PAGE_SIZES, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { HistoryList } from '../../member/history/HistoryList.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { PERIOD_PRESETS, type DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { AccountSearch } from '../agent-parts.tsx';

/** One team member's bets in one game category over the period. */
export interface TeamBettingRow {
  account: string;
  nickname?: string;
  level?: number | null;
  gameType: string;
  betCount: number;
  betAmount: number;
  validBetAmount: number;
  payoutAmount: number;
  /** Payouts minus stakes of the settled bets, the member's side. */
  winLoss: number;
}

export type TeamBettingTotals = Omit<TeamBettingRow, 'account' | 'nickname' | 'level' | 'gameType'>;

export type TeamBettingReportProps = HistoryListState & {
  today: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The username searched for ('' for the whole team). */
  account: string;
  onAccountChange: (account: string) => void;
  rows: readonly TeamBettingRow[];
  /** The whole filter's totals; undefined until the first answer. */
  totals?: TeamBettingTotals;
  paging?: HistoryPaging;
};

/** Team betting: each member's bets per game category over the period, with the team's totals. */
export function TeamBettingReport({
  today,
  range,
  onRangeChange,
  account,
  onAccountChange,
  rows,
  totals,
  paging,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
}: TeamBettingReportProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const count = (value: number) => <span className="tabular-nums">{formatNumber(value, language)}</span>;

  const columns: RecordColumn<TeamBettingRow>[] = [
    { id: 'account', header: t('agent.reports.account'), card: 'title', cell: (row) => row.account },
    { id: 'gameType', header: t('agent.reports.gameType'), cell: (row) => categoryLabel(t, row.gameType) },
    { id: 'betCount', header: t('agent.reports.betCount'), align: 'end', cell: (row) => count(row.betCount) },
    { id: 'betAmount', header: t('agent.reports.betAmount'), money: (row) => row.betAmount },
    { id: 'validBetAmount', header: t('agent.reports.validBetAmount'), money: (row) => row.validBetAmount },
    { id: 'payoutAmount', header: t('agent.reports.payoutAmount'), money: (row) => row.payoutAmount },
    { id: 'winLoss', header: t('agent.reports.winLoss'), money: (row) => row.winLoss, signed: true },
  ];
  const ready = !loading && !error && totals !== undefined;

  return (
    <HistoryList
      data-slot="team-betting-report"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} periods={PERIOD_PRESETS} />
          <AccountSearch className="@2xl:w-72" value={account} onSearch={onAccountChange} label={t('agent.reports.account')} />
        </>
      }
      summary={
        ready || loading
          ? [
              { id: 'betCount', label: t('agent.reports.betCount'), count: totals?.betCount ?? 0 },
              { id: 'betAmount', label: t('agent.reports.betAmount'), amount: totals?.betAmount },
              { id: 'validBetAmount', label: t('agent.reports.validBetAmount'), amount: totals?.validBetAmount },
              { id: 'winLoss', label: t('agent.reports.winLoss'), amount: totals?.winLoss, signed: true },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('agent.reports.betting.label'),
        columns,
        rows,
        rowKey: (row) => `${row.account}:${row.gameType}`,
        loading,
        refreshing,
        error,
        errorMessage: t('agent.reports.betting.error'),
        onRetry,
        retrying,
        emptyMessage: t('agent.reports.betting.empty'),
        emptyHint: t('history.emptyHint'),
        pagination: paging && { pageSizeOptions: HISTORY_PAGE_SIZES, ...paging },
      }}
    />
  );
}
