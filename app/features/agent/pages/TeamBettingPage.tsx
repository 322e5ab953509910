/** Team betting (agentTeamBetting): each team member's bets per game category over the period, with the team's totals. */
import { TeamBettingReport } from '@ui/agent/reports/TeamBettingReport.tsx';
import { useTeamBetting } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';

export function TeamBettingPage() {
  const history = useHistoryFilters({ account: '' });
  const { account } = history.filters;
  const query = useTeamBetting({ ...history.times, account: account || undefined, pageNo: history.pageNo, pageSize: history.pageSize });
  const data = query.data;
  return (
    <TeamBettingReport
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
