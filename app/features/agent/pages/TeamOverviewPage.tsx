/** Overview (agentTeamOverview): the team's size, and what it did in the chosen period, with the money drawn as bars. */
import { TeamOverview } from '@ui/agent/overview/TeamOverview.tsx';
import { useTeamOverview } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';

export function TeamOverviewPage() {
  const history = useHistoryFilters({});
  const query = useTeamOverview(history.times);
  return (
    <TeamOverview
      today={history.today}
      range={history.range}
      onRangeChange={history.setRange}
      overview={query.data}
      {...listState(query)}
    />
  );
}
