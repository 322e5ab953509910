import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { PERIOD_PRESETS, type DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { categoryLabel } from './history-labels.ts';
import type { HistoryListState } from './history-parts.tsx';
import { HistoryList } from './HistoryList.tsx';

/** One game category's bets over the period. */
export interface ProfitLossCategory {
  gameType: string;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  /** payout - stake of the settled bets, the member's side. */
  winLoss: number;
}

/** The period's report as the platform gives it: per category, the totals, and money in and out. */
export interface ProfitLossReport {
  categories: readonly ProfitLossCategory[];
  total: Omit<ProfitLossCategory, 'gameType'>;
  deposit: number;
  withdrawal: number;
  bonus: number;
  rebate: number;
  /** total.winLoss + bonus + rebate. */
  netProfit: number;
}

export type ProfitLossProps = HistoryListState & {
  today: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** Undefined until the first answer. */
  report?: ProfitLossReport;
};

/** Profit and loss (personalProfit): bets, valid bets, wins and win/loss per game category, with rebates, bonuses and the net. */
export function ProfitLoss({ today, range, onRangeChange, report, loading, refreshing, error, onRetry, retrying }: ProfitLossProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';

  const columns: RecordColumn<ProfitLossCategory>[] = [
    { id: 'category', header: t('history.columns.category'), card: 'title', cell: (row) => categoryLabel(t, row.gameType) },
    {
      id: 'betCount',
      header: t('history.columns.betCount'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{formatNumber(row.betCount, language)}</span>,
    },
    { id: 'stake', header: t('history.columns.stake'), money: (row) => row.stake },
    { id: 'validBet', header: t('history.columns.validBet'), money: (row) => row.validBet },
    { id: 'payout', header: t('history.columns.payout'), money: (row) => row.payout },
    { id: 'winLoss', header: t('history.columns.winLoss'), money: (row) => row.winLoss, signed: true },
  ];

  const ready = !loading && !error && report !== undefined;

  return (
    <HistoryList
      data-slot="profit-loss"
      filters={
        <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} periods={PERIOD_PRESETS} />
      }
      summary={
        ready || loading
          ? [
              { id: 'winLoss', label: t('history.summary.winLoss'), amount: report?.total.winLoss, signed: true },
              { id: 'rebate', label: t('history.summary.rebate'), amount: report?.rebate },
              { id: 'bonus', label: t('history.summary.bonus'), amount: report?.bonus },
              { id: 'netProfit', label: t('history.summary.netProfit'), amount: report?.netProfit, signed: true },
              { id: 'deposit', label: t('history.summary.deposit'), amount: report?.deposit },
              { id: 'withdrawal', label: t('history.summary.withdrawal'), amount: report?.withdrawal },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('history.profitLoss.label'),
        columns,
        rows: report?.categories ?? [],
        rowKey: (row) => row.gameType,
        loading,
        loadingRows: 5,
        refreshing,
        error,
        errorMessage: t('history.profitLoss.error'),
        onRetry,
        retrying,
        emptyMessage: t('history.profitLoss.empty'),
        emptyHint: t('history.emptyHint'),
        totals: ready
          ? {
              betCount: <span className="tabular-nums">{formatNumber(report.total.betCount, language)}</span>,
              stake: report.total.stake,
              validBet: report.total.validBet,
              payout: report.total.payout,
              winLoss: report.total.winLoss,
            }
          : undefined,
      }}
    />
  );
}
