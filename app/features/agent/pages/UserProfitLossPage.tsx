/** User profit and loss (agentUserProfitLoss): each team member's money in and out and result over the period. */
import { TeamProfitLossReport } from '@ui/agent/reports/TeamProfitLossReport.tsx';
import { useTeamProfitLoss } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';

export function UserProfitLossPage() {
  const history = useHistoryFilters({ account: '' });
  const { account } = history.filters;
  const query = useTeamProfitLoss({ ...history.times, account: account || undefined, pageNo: history.pageNo, pageSize: history.pageSize });
  const data = query.data;
  return (
    <TeamProfitLossReport
      today={history.today}
      range={history.range}
      onRangeChange={history.setRange}
      account={account}
      onAccountChange={(value) => history.setFilter('account', value)}
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
