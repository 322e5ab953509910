/** User profit and loss (agentUserProfitLoss): each team member's money in and out and result over the period. */
import { TeamProfitLossReport } from '@ui/agent/reports/TeamProfitLossReport.tsx';
import { useTeamProfitLoss } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';

export function UserProfitLossPage() {
  const history = useHistoryFilters({ account: '' });
  const { account } = history.filters;
  const query = useTeamProfitLoss({ ...history.times, account: account || undefined, page: history.pageNo, size: history.pageSize });
  const data = query.data;
  return (
    <TeamProfitLossReport
      today={history.today}
      range={history.range}
      onRangeChange={history.setRange}
      account={account}
      onAccountChange={(value) => history.setFilter('account', value)}
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
