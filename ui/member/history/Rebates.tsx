import { useTranslation } from 'react-i18next';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import type { DateRangeValue } from '../../records/date-range.ts';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';
import { categoryLabel, percentLabel } from './history-labels.ts';
import { TimeCell, type HistoryListState, type HistoryPaging } from './history-parts.tsx';
import { HistoryList } from './HistoryList.tsx';

/** One rebate paid: a day's valid bets in a category times the rate. */
export interface RebateRow {
  id: string;
  /** Start of the brand day the valid bets were made. */
  periodStart?: number | null;
  gameType: string;
  validBet: number;
  /** Percent. */
  rate?: number | null;
  amount: number;
  /** When it was paid; a dash when not sent. */
  payTime?: number | null;
}

/** The member's rebate rate for a product type (PVP, LIVE, RNG, LOTT, SPORTS...), as the platform gives it. */
export interface RebateRateRow {
  productType: string;
  rate: number;
}

/** The rate table's own call: it loads and fails apart from the records. */
export interface RebateRatesState {
  rates: readonly RebateRateRow[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

export type RebatesProps = HistoryListState & {
  today: string;
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  rebates: readonly RebateRow[];
  /** The rebates paid in the whole filter. */
  totalAmount?: number;
  paging?: HistoryPaging;
  rateTable: RebateRatesState;
};

/** Rebates (bonusDetails): the rebates paid for a period's bets, and the member's rate per product type. */
export function Rebates({
  today,
  timeZone,
  range,
  onRangeChange,
  rebates,
  totalAmount,
  paging,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
  rateTable,
}: RebatesProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';

  const columns: RecordColumn<RebateRow>[] = [
    {
      id: 'payTime',
      header: t('history.columns.payTime'),
      card: 'title',
      cell: (row) => <TimeCell time={row.payTime} timeZone={timeZone} />,
    },
    {
      id: 'period',
      header: t('history.columns.betDay'),
      cell: (row) => <TimeCell time={row.periodStart} timeZone={timeZone} pattern="yyyy-MM-dd" />,
    },
    { id: 'category', header: t('history.columns.category'), cell: (row) => categoryLabel(t, row.gameType) },
    { id: 'validBet', header: t('history.columns.validBet'), money: (row) => row.validBet },
    {
      id: 'rate',
      header: t('history.columns.rate'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{percentLabel(row.rate, language)}</span>,
    },
    { id: 'amount', header: t('history.columns.rebate'), money: (row) => row.amount },
  ];

  const rateColumns: RecordColumn<RebateRateRow>[] = [
    { id: 'category', header: t('history.columns.category'), cell: (row) => categoryLabel(t, row.productType) },
    {
      id: 'rate',
      header: t('history.columns.rate'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{percentLabel(row.rate, language)}</span>,
    },
  ];

  return (
    <HistoryList
      data-slot="rebates"
      filters={<DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} />}
      summary={
        (!error && totalAmount !== undefined) || loading
          ? [{ id: 'totalAmount', label: t('history.summary.rebateTotal'), amount: totalAmount }]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('history.rebates.label'),
        columns,
        rows: rebates,
        rowKey: (row) => row.id,
        loading,
        refreshing,
        error,
        errorMessage: t('history.rebates.error'),
        onRetry,
        retrying,
        emptyMessage: t('history.rebates.empty'),
        emptyHint: t('history.emptyHint'),
        pagination: paging,
      }}
    >
      <section data-slot="rebate-rates" className="flex flex-col gap-space-sm">
        <RecordsTable
          label={t('history.rates.label')}
          showLabel
          columns={rateColumns}
          rows={rateTable.rates}
          rowKey={(row) => row.productType}
          cardsBelow="sm"
          loading={rateTable.loading}
          loadingRows={4}
          error={rateTable.error}
          errorMessage={t('history.rates.error')}
          onRetry={rateTable.onRetry}
          retrying={rateTable.retrying}
          emptyMessage={t('history.rates.empty')}
        />
      </section>
    </HistoryList>
  );
}
