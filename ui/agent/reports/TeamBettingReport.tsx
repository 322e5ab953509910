import { useTranslation } from 'react-i18next';
import { categoryLabel } from '../../member/history/history-labels.ts';
import { HISTORY_PAGE_SIZES, TimeCell, type HistoryListState, type HistoryPaging } from '../../member/history/history-parts.tsx';
import { HistoryList } from '../../member/history/HistoryList.tsx';
import { Select } from '../../primitives/Select.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { PERIOD_PRESETS, type DateRangeValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip, type StatusTone } from '../../records/StatusChip.tsx';
import { AccountSearch } from '../agent-parts.tsx';

/** The products the team's bets are read by, one at a time, in the order the filter offers them. */
export const TEAM_BET_PRODUCT_CODES = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP'] as const;

export type TeamBetOutcome = 'open' | 'won' | 'lost' | 'tie' | 'cancelled';

const OUTCOME_KEYS = {
  open: 'agent.reports.outcomes.open',
  won: 'agent.reports.outcomes.won',
  lost: 'agent.reports.outcomes.lost',
  tie: 'agent.reports.outcomes.tie',
  cancelled: 'agent.reports.outcomes.cancelled',
} as const satisfies Record<TeamBetOutcome, string>;

const OUTCOME_TONES: Record<TeamBetOutcome, StatusTone> = {
  open: 'warning',
  won: 'success',
  lost: 'danger',
  tie: 'neutral',
  cancelled: 'neutral',
};

/** One bet of a team member. */
export interface TeamBetRow {
  id: string;
  orderNo: string;
  account: string;
  game: string;
  betTime: number | null;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  /** The member's result; null while open, cancelled or not said. */
  profitLoss: number | null;
  status: TeamBetOutcome | null;
}

/** The whole filter's totals; profitLoss null where the platform sends none (lottery). */
export interface TeamBetTotals {
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitLoss: number | null;
}

export type TeamBettingReportProps = HistoryListState & {
  today: string;
  timeZone?: string;
  range: DateRangeValue;
  onRangeChange: (range: DateRangeValue) => void;
  /** The product shown (one of TEAM_BET_PRODUCT_CODES). */
  product: string;
  onProductChange: (product: string) => void;
  /** The username searched for ('' for the whole team). */
  account: string;
  onAccountChange: (account: string) => void;
  rows: readonly TeamBetRow[];
  /** The whole filter's totals; undefined until the first answer. */
  totals?: TeamBetTotals;
  paging?: HistoryPaging;
};

/** Team betting: the team's bets on one product over the period, newest first, with the filter's totals; a username narrows it. */
export function TeamBettingReport({
  today,
  timeZone,
  range,
  onRangeChange,
  product,
  onProductChange,
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
  const { t } = useTranslation();

  const columns: RecordColumn<TeamBetRow>[] = [
    { id: 'account', header: t('agent.reports.account'), card: 'title', cell: (row) => row.account },
    { id: 'game', header: t('agent.reports.gameType'), cell: (row) => row.game || <span className="text-muted">—</span> },
    { id: 'orderNo', header: t('agent.reports.orderNo'), cell: (row) => <span className="font-mono text-xs">{row.orderNo}</span> },
    { id: 'betTime', header: t('agent.reports.time'), cell: (row) => <TimeCell time={row.betTime} timeZone={timeZone} /> },
    { id: 'betAmount', header: t('agent.reports.betAmount'), money: (row) => row.betAmount },
    { id: 'validBetAmount', header: t('agent.reports.validBetAmount'), money: (row) => row.validBetAmount },
    { id: 'winAmount', header: t('agent.reports.winAmount'), money: (row) => row.winAmount },
    { id: 'profitLoss', header: t('agent.reports.profitLoss'), money: (row) => row.profitLoss, signed: true },
    {
      id: 'status',
      header: t('agent.reports.status'),
      cell: (row) =>
        row.status ? (
          <StatusChip tone={OUTCOME_TONES[row.status]}>{t(OUTCOME_KEYS[row.status])}</StatusChip>
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  ];
  const ready = !loading && !error && totals !== undefined;

  return (
    <HistoryList
      data-slot="team-betting-report"
      filters={
        <>
          <DateRangeFilter className="min-w-0 grow" today={today} value={range} onValueChange={onRangeChange} periods={PERIOD_PRESETS} />
          <Select
            className="@2xl:w-48"
            label={t('agent.reports.product')}
            value={product}
            onValueChange={onProductChange}
            options={TEAM_BET_PRODUCT_CODES.map((code) => ({ value: code, label: categoryLabel(t, code) }))}
          />
          <AccountSearch className="@2xl:w-72" value={account} onSearch={onAccountChange} label={t('agent.reports.account')} />
        </>
      }
      summary={
        ready || loading
          ? [
              { id: 'betAmount', label: t('agent.reports.betAmount'), amount: totals?.betAmount },
              { id: 'validBetAmount', label: t('agent.reports.validBetAmount'), amount: totals?.validBetAmount },
              { id: 'winAmount', label: t('agent.reports.winAmount'), amount: totals?.winAmount },
              ...(loading || totals?.profitLoss != null
                ? [{ id: 'profitLoss', label: t('agent.reports.profitLoss'), amount: totals?.profitLoss ?? undefined, signed: true }]
                : []),
            ]
          : undefined
      }
      summaryLoading={loading}
      table={{
        label: t('agent.reports.betting.label'),
        columns,
        rows,
        rowKey: (row) => row.id,
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
