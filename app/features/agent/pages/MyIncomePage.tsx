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
    page: history.pageNo,
    size: history.pageSize,
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
      totals={data?.footer}
      paging={
        data && {
          page: data.page,
          pageSize: history.pageSize,
          pageCount: data.totalPages,
          total: data.total,
          onPageChange: history.setPageNo,
          onPageSizeChange: history.setPageSize,
        }
      }
      {...listState(query)}
    />
  );
}
