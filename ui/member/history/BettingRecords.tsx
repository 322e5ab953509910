import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';
import { Select } from '../../primitives/Select.tsx';
import { BET_STATUS_CODES, betStatusLabel, betStatusTone, categoryLabel, HISTORY_CATEGORIES } from './history-labels.ts';
import { TimeCell, type HistoryListState, type HistoryPaging } from './history-parts.tsx';
import { HistoryList } from './HistoryList.tsx';

/** One bet as the betting record shows it (the platform's bet, read leniently). */
export interface BetRow {
  betId: string;
  betTime: number;
  gameType: string;
  vendorName: string;
  gameName: string;
  stake: number;
  validBet: number;
  /** payout - stake, the member's side; 0 until settled. */
  winLoss: number;
  status: string;
}

/** The whole filter's totals (not only this page's). */
export interface BetTotalsRow {
  betCount: number;
  stake: number;
  validBet: number;
  winLoss: number;
}

export type BettingRecordsProps = HistoryListState & {
  /** The brand's today, `YYYY-MM-DD`. */
  today: string;
  /** The brand's time zone, for the bet times. */
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** A game category code, or '' for all. */
  category: string;
  onCategoryChange: (category: string) => void;
  /** A vendor code (vassalage), or '' for all. */
  vendor: string;
  onVendorChange: (vendor: string) => void;
  /** The vendors of the chosen category (of every category when none is chosen); none while they load. */
  vendorOptions?: readonly { value: string; label: string }[];
  /** A bet status code, or '' for all. */
  status: string;
  onStatusChange: (status: string) => void;
  bets: readonly BetRow[];
  totals?: BetTotalsRow;
  paging?: HistoryPaging;
};

/** The betting record (personalHistoryCopy): the member's bets in a period, by category, vendor and status, with the period's totals. */
export function BettingRecords({
  today,
  timeZone,
  range,
  onRangeChange,
  category,
  onCategoryChange,
  vendor,
  onVendorChange,
  vendorOptions = [],
  status,
  onStatusChange,
  bets,
  totals,
  paging,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
}: BettingRecordsProps) {
  const { t } = useTranslation();

  const columns: RecordColumn<BetRow>[] = [
    { id: 'time', header: t('history.columns.betTime'), card: 'title', cell: (bet) => <TimeCell time={bet.betTime} timeZone={timeZone} /> },
    {
      id: 'game',
      header: t('history.columns.game'),
      cell: (bet) => (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium">{bet.gameName || bet.vendorName}</span>
          <span className="text-xs text-muted">
            {categoryLabel(t, bet.gameType)}
            {bet.vendorName && bet.gameName ? ` · ${bet.vendorName}` : ''}
          </span>
        </span>
      ),
    },
    { id: 'betId', header: t('history.columns.betId'), cell: (bet) => <span className="text-xs tabular-nums">{bet.betId}</span> },
    { id: 'stake', header: t('history.columns.stake'), money: (bet) => bet.stake },
    { id: 'validBet', header: t('history.columns.validBet'), money: (bet) => bet.validBet },
    { id: 'winLoss', header: t('history.columns.winLoss'), money: (bet) => (bet.status === 'SETTLED' ? bet.winLoss : null), signed: true },
    {
      id: 'status',
      header: t('history.columns.status'),
      align: 'center',
      card: 'title',
      cell: (bet) => <StatusChip tone={betStatusTone(bet.status)}>{betStatusLabel(t, bet.status)}</StatusChip>,
    },
  ];

  const showTotals = !loading && !error && totals !== undefined;

  return (
    <HistoryList
      data-slot="betting-records"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} />
          <Select
            className="@2xl:w-44"
            label={t('history.filters.category')}
            value={category}
            onValueChange={onCategoryChange}
            options={[
              { value: '', label: t('history.filters.allCategories') },
              ...HISTORY_CATEGORIES.map((code) => ({ value: code, label: categoryLabel(t, code) })),
            ]}
          />
          <Select
            className="@2xl:w-44"
            label={t('history.filters.vendor')}
            value={vendor}
            onValueChange={onVendorChange}
            options={[{ value: '', label: t('history.filters.allVendors') }, ...vendorOptions]}
          />
          <Select
            className="@2xl:w-40"
            label={t('history.filters.status')}
            value={status}
            onValueChange={onStatusChange}
            options={[
              { value: '', label: t('history.filters.allStatuses') },
              ...BET_STATUS_CODES.map((code) => ({ value: code, label: betStatusLabel(t, code) })),
            ]}
          />
        </>
      }
      summary={
        showTotals || loading
          ? [
              { id: 'betCount', label: t('history.summary.betCount'), count: totals?.betCount ?? 0 },
              { id: 'stake', label: t('history.summary.stake'), amount: totals?.stake },
              { id: 'validBet', label: t('history.summary.validBet'), amount: totals?.validBet },
              { id: 'winLoss', label: t('history.summary.winLoss'), amount: totals?.winLoss, signed: true },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('history.betting.label'),
        columns,
        rows: bets,
        rowKey: (bet) => bet.betId,
        loading,
        refreshing,
        error,
        errorMessage: t('history.betting.error'),
        onRetry,
        retrying,
        emptyMessage: t('history.betting.empty'),
        emptyHint: t('history.emptyHint'),
        totals: showTotals ? { stake: totals.stake, validBet: totals.validBet, winLoss: totals.winLoss } : undefined,
        pagination: paging,
      }}
    />
  );
}
