import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZES, TimeCell, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { HistoryList } from '../../member/history/HistoryList.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { PERIOD_PRESETS, type DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { Select } from '../../primitives/Select.tsx';

/** The agent's income kinds, in the order the filter offers them. */
export const INCOME_TYPES = ['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type IncomeTypeCode = (typeof INCOME_TYPES)[number];

const INCOME_KEYS = {
  commission: 'agent.incomeTypes.commission',
  dividend: 'agent.incomeTypes.dividend',
  dailySalary: 'agent.incomeTypes.dailySalary',
  hourlySalary: 'agent.incomeTypes.hourlySalary',
  realTimeSalary: 'agent.incomeTypes.realTimeSalary',
} as const satisfies Record<IncomeTypeCode, string>;

/** One payment to the agent. */
export interface IncomeRow {
  id: string;
  incomeType: IncomeTypeCode;
  amount: number;
  balanceAfter?: number | null;
  time: number;
  remark?: string;
}

export type IncomeTotals = Record<IncomeTypeCode | 'total', number>;

export type MyIncomeReportProps = HistoryListState & {
  today: string;
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** '' for every kind. */
  incomeType: string;
  onIncomeTypeChange: (value: string) => void;
  rows: readonly IncomeRow[];
  totals?: IncomeTotals;
  paging?: HistoryPaging;
};

/** My income: the agent's commission, dividends and salaries over the period, each kind's total and the sum. */
export function MyIncomeReport({
  today,
  timeZone,
  range,
  onRangeChange,
  incomeType,
  onIncomeTypeChange,
  rows,
  totals,
  paging,
  loading,
  refreshing,
  error,
  onRetry,
  retrying,
}: MyIncomeReportProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<IncomeRow>[] = [
    { id: 'time', header: t('agent.reports.time'), card: 'title', cell: (row) => <TimeCell time={row.time} timeZone={timeZone} /> },
    { id: 'incomeType', header: t('agent.reports.incomeType'), cell: (row) => t(INCOME_KEYS[row.incomeType]) },
    { id: 'amount', header: t('agent.reports.amount'), money: (row) => row.amount, signed: true },
    { id: 'balanceAfter', header: t('agent.reports.balanceAfter'), money: (row) => row.balanceAfter },
    { id: 'remark', header: t('agent.reports.remark'), cell: (row) => row.remark || <span className="text-muted">—</span> },
  ];
  const ready = !loading && !error && totals !== undefined;

  return (
    <HistoryList
      data-slot="my-income-report"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} periods={PERIOD_PRESETS} />
          <Select
            className="@2xl:w-48"
            label={t('agent.reports.incomeType')}
            value={incomeType}
            onValueChange={onIncomeTypeChange}
            options={[
              { value: '', label: t('agent.reports.allIncome') },
              ...INCOME_TYPES.map((code) => ({ value: code, label: t(INCOME_KEYS[code]) })),
            ]}
          />
        </>
      }
      summary={
        ready || loading
          ? [
              ...INCOME_TYPES.map((code) => ({ id: code, label: t(INCOME_KEYS[code]), amount: totals?.[code] })),
              { id: 'total', label: t('agent.reports.total'), amount: totals?.total },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('agent.reports.income.label'),
        columns,
        rows,
        rowKey: (row) => row.id,
        loading,
        refreshing,
        error,
        errorMessage: t('agent.reports.income.error'),
        onRetry,
        retrying,
        emptyMessage: t('agent.reports.income.empty'),
        emptyHint: t('history.emptyHint'),
        pagination: paging && { pageSizeOptions: HISTORY_PAGE_SIZES, ...paging },
      }}
    />
  );
}
