/** My income (agentMyIncome): the agent's commission, dividends and salaries over the period, with each kind's total. */
import { MyIncomeReport } from '@ui/agent/reports/MyIncomeReport.tsx';
import type { IncomeType } from '../../../api/agent.contract.ts';
import { useMyIncome } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function MyIncomePage() {
  const history = useHistoryFilters({ incomeType: '' });
  const { incomeType } = history.filters;
  const query = useMyIncome({
    ...history.times,
    incomeType: (incomeType || undefined) as IncomeType | undefined,
    pageNo: history.pageNo,
    pageSize: history.pageSize,
  });
  const data = query.data;
  return (
    <MyIncomeReport
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      incomeType={incomeType}
      onIncomeTypeChange={(value) => history.setFilter('incomeType', value)}
      rows={data?.list ?? []}
      totals={data?.summary}
      paging={
        data && {
          page: data.pageNo,
          pageSize: history.pageSize,
          total: data.totalCount,
          onPageChange: history.setPageNo,
          onPageSizeChange: history.setPageSize,
        }
      }
      {...listState(query)}
    />
  );
}
