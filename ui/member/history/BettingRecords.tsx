import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';
import { Select } from '../../primitives/Select.tsx';
import { betStatusLabel, betStatusTone, categoryLabel } from './history-labels.ts';
import { TimeCell, type HistoryListState, type HistoryPaging } from './history-parts.tsx';
import { HistoryList } from './HistoryList.tsx';

/** One bet as the betting record shows it (the product's relay, read leniently). */
export interface BetRow {
  orderNo: string;
  betTime: number;
  gameName: string;
  /** The vendor's name ('' for the in-house lottery). */
  vendorName: string;
  betAmount: number;
  validBetAmount: number;
  /** The member's side (win minus stake); shown once the bet is settled. */
  profitAndLoss: number;
  /** UNSETTLED, SETTLED, WON, LOST, TIE or CANCELLED. */
  status: string;
}

/** The relay's footer: the totals of the whole filter (not only this page); null where the relay sends none. */
export interface BetTotalsRow {
  /** Bets in the filter, when the relay counts them. */
  count?: number | null;
  betAmount: number;
  validBetAmount: number | null;
  profitAndLoss: number | null;
}

/** What the status filter offers for the product: settled or unsettled, the lottery's statuses, or nothing. */
export type BetStatusFilter = 'settlement' | 'lottery' | 'none';

export type BettingRecordsProps = HistoryListState & {
  /** The brand's today, `YYYY-MM-DD`. */
  today: string;
  /** The brand's time zone, for the bet times. */
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The products the member's bets are listed by (RNG, LIVE, FISH, LOTT, ELOTT, SPORTS, PVP), one at a time. */
  products: readonly string[];
  product: string;
  onProductChange: (product: string) => void;
  statusFilter: BetStatusFilter;
  /** Sports and e-lottery: the settled bets or the open ones. */
  settlement: 'settled' | 'unsettled';
  onSettlementChange: (settlement: 'settled' | 'unsettled') => void;
  /** The lottery's statuses (UNSETTLED, WON, LOST, CANCELLED, TIE), and the one chosen ('' for all). */
  lotteryStatuses?: readonly string[];
  lotteryStatus: string;
  onLotteryStatusChange: (status: string) => void;
  /** Whether the product's bets filter by vendor (the in-house lottery has one). */
  vendorFilter?: boolean;
  /** A vendor code (account type), or '' for all. */
  vendor: string;
  onVendorChange: (vendor: string) => void;
  /** The product's vendors; none while they load. */
  vendorOptions?: readonly { value: string; label: string }[];
  bets: readonly BetRow[];
  totals?: BetTotalsRow;
  paging?: HistoryPaging;
};

const SETTLEMENTS = ['settled', 'unsettled'] as const;
const SETTLEMENT_STATUS = { settled: 'SETTLED', unsettled: 'UNSETTLED' } as const;
const hasWinLoss = (status: string) => status !== 'UNSETTLED' && status !== 'CANCELLED';

/**
 * The betting record (personalHistoryCopy): the member's bets of one product in a period, by vendor
 * and status (settled or open where the product keeps them apart, the lottery's statuses), with the
 * period's totals as the platform sums them.
 */
export function BettingRecords({
  today,
  timeZone,
  range,
  onRangeChange,
  products,
  product,
  onProductChange,
  statusFilter,
  settlement,
  onSettlementChange,
  lotteryStatuses = [],
  lotteryStatus,
  onLotteryStatusChange,
  vendorFilter = true,
  vendor,
  onVendorChange,
  vendorOptions = [],
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
          <span className="font-medium">{bet.gameName || bet.vendorName || categoryLabel(t, product)}</span>
          {bet.vendorName && bet.gameName && <span className="text-xs text-muted">{bet.vendorName}</span>}
        </span>
      ),
    },
    { id: 'betId', header: t('history.columns.betId'), cell: (bet) => <span className="text-xs tabular-nums">{bet.orderNo}</span> },
    { id: 'stake', header: t('history.columns.stake'), money: (bet) => bet.betAmount },
    { id: 'validBet', header: t('history.columns.validBet'), money: (bet) => bet.validBetAmount },
    {
      id: 'winLoss',
      header: t('history.columns.winLoss'),
      money: (bet) => (hasWinLoss(bet.status) ? bet.profitAndLoss : null),
      signed: true,
    },
    {
      id: 'status',
      header: t('history.columns.status'),
      align: 'center',
      card: 'title',
      cell: (bet) => <StatusChip tone={betStatusTone(bet.status)}>{betStatusLabel(t, bet.status)}</StatusChip>,
    },
  ];

  const showTotals = !loading && !error && totals !== undefined;
  const count = totals?.count;

  return (
    <HistoryList
      data-slot="betting-records"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} />
          <Select
            className="@2xl:w-44"
            label={t('history.filters.category')}
            value={product}
            onValueChange={onProductChange}
            options={products.map((code) => ({ value: code, label: categoryLabel(t, code) }))}
          />
          {vendorFilter && (
            <Select
              className="@2xl:w-44"
              label={t('history.filters.vendor')}
              value={vendor}
              onValueChange={onVendorChange}
              options={[{ value: '', label: t('history.filters.allVendors') }, ...vendorOptions]}
            />
          )}
          {statusFilter === 'settlement' && (
            <Select
              className="@2xl:w-40"
              label={t('history.filters.status')}
              value={settlement}
              onValueChange={(next) => onSettlementChange(next === 'unsettled' ? 'unsettled' : 'settled')}
              options={SETTLEMENTS.map((code) => ({ value: code, label: betStatusLabel(t, SETTLEMENT_STATUS[code]) }))}
            />
          )}
          {statusFilter === 'lottery' && (
            <Select
              className="@2xl:w-40"
              label={t('history.filters.status')}
              value={lotteryStatus}
              onValueChange={onLotteryStatusChange}
              options={[
                { value: '', label: t('history.filters.allStatuses') },
                ...lotteryStatuses.map((code) => ({ value: code, label: betStatusLabel(t, code) })),
              ]}
            />
          )}
        </>
      }
      summary={
        showTotals || loading
          ? [
              ...(count === null || count === undefined ? [] : [{ id: 'betCount', label: t('history.summary.betCount'), count }]),
              { id: 'stake', label: t('history.summary.stake'), amount: totals?.betAmount },
              { id: 'validBet', label: t('history.summary.validBet'), amount: totals?.validBetAmount },
              { id: 'winLoss', label: t('history.summary.winLoss'), amount: totals?.profitAndLoss, signed: true },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('history.betting.label'),
        columns,
        rows: bets,
        rowKey: (bet) => bet.orderNo,
        loading,
        refreshing,
        error,
        errorMessage: t('history.betting.error'),
        onRetry,
        retrying,
        emptyMessage: t('history.betting.empty'),
        emptyHint: t('history.emptyHint'),
        totals: showTotals
          ? { stake: totals.betAmount, validBet: totals.validBetAmount ?? '—', winLoss: totals.profitAndLoss ?? '—' }
          : undefined,
        pagination: paging,
      }}
    />
  );
}
