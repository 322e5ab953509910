import { useTranslation } from 'react-i18next';
import { HISTORY_PAGE_SIZES, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { HistoryList } from '../../member/history/HistoryList.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { PERIOD_PRESETS, type DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { AccountSearch } from '../agent-parts.tsx';

/** Money in and out and the result of one team member (or the whole filter) over the period. */
export interface TeamProfitLossTotals {
  depositAmount: number;
  withdrawalAmount: number;
  betAmount: number;
  validBetAmount: number;
  /** What the bets paid out. */
  payoutAmount: number;
  /** Promotions paid. */
  bonusAmount: number;
  rebateAmount: number;
  /** The member's side: negative when the member lost. */
  profitLoss: number;
}

export interface TeamProfitLossRow extends TeamProfitLossTotals {
  account: string;
}

export type TeamProfitLossReportProps = HistoryListState & {
  today: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  account: string;
  onAccountChange: (account: string) => void;
  rows: readonly TeamProfitLossRow[];
  totals?: TeamProfitLossTotals;
  paging?: HistoryPaging;
};

/** User profit and loss: each team member's deposits, withdrawals, valid bets, payouts, promotions, rebates and result over the period. */
export function TeamProfitLossReport({
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
}: TeamProfitLossReportProps) {
  const { t } = useTranslation();
  const columns: RecordColumn<TeamProfitLossRow>[] = [
    { id: 'account', header: t('agent.reports.account'), card: 'title', cell: (row) => row.account },
    { id: 'depositAmount', header: t('agent.reports.depositAmount'), money: (row) => row.depositAmount },
    { id: 'withdrawalAmount', header: t('agent.reports.withdrawalAmount'), money: (row) => row.withdrawalAmount },
    { id: 'validBetAmount', header: t('agent.reports.validBetAmount'), money: (row) => row.validBetAmount },
    { id: 'payoutAmount', header: t('agent.reports.payoutAmount'), money: (row) => row.payoutAmount },
    { id: 'bonusAmount', header: t('agent.reports.bonusAmount'), money: (row) => row.bonusAmount },
    { id: 'rebateAmount', header: t('agent.reports.rebateAmount'), money: (row) => row.rebateAmount },
    { id: 'profitLoss', header: t('agent.reports.profitLoss'), money: (row) => row.profitLoss, signed: true },
  ];
  const ready = !loading && !error && totals !== undefined;

  return (
    <HistoryList
      data-slot="team-profit-loss-report"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} periods={PERIOD_PRESETS} />
          <AccountSearch className="@2xl:w-72" value={account} onSearch={onAccountChange} label={t('agent.reports.account')} />
        </>
      }
      summary={
        ready || loading
          ? [
              { id: 'depositAmount', label: t('agent.reports.depositAmount'), amount: totals?.depositAmount },
              { id: 'withdrawalAmount', label: t('agent.reports.withdrawalAmount'), amount: totals?.withdrawalAmount },
              { id: 'validBetAmount', label: t('agent.reports.validBetAmount'), amount: totals?.validBetAmount },
              { id: 'payoutAmount', label: t('agent.reports.payoutAmount'), amount: totals?.payoutAmount },
              { id: 'bonusAmount', label: t('agent.reports.bonusAmount'), amount: totals?.bonusAmount },
              { id: 'rebateAmount', label: t('agent.reports.rebateAmount'), amount: totals?.rebateAmount },
              { id: 'profitLoss', label: t('agent.reports.profitLoss'), amount: totals?.profitLoss, signed: true },
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('agent.reports.profitLossReport.label'),
        columns,
        rows,
        rowKey: (row) => row.account,
        loading,
        refreshing,
        error,
        errorMessage: t('agent.reports.profitLossReport.error'),
        onRetry,
        retrying,
        emptyMessage: t('agent.reports.profitLossReport.empty'),
        emptyHint: t('history.emptyHint'),
        pagination: paging && { pageSizeOptions: HISTORY_PAGE_SIZES, ...paging },
      }}
    />
  );
}
