/** Profit and loss (personalProfit): per game category over a period, with rebates, bonuses and the net. */
import { ProfitLoss } from '@ui/member/history/ProfitLoss.tsx';
import { useProfitLoss } from '../../../api/records.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';

export function ProfitLossPage() {
  const history = useHistoryFilters({});
  const query = useProfitLoss({ startDate: history.times.startTime, endDate: history.times.endTime });
  return (
    <ProfitLoss today={history.today} range={history.range} onRangeChange={history.setRange} report={query.data} {...listState(query)} />
  );
}
