/**
 * Team betting (agentTeamBetting): the team's bets on one product over the period, as the platform
 * records them (lottery on its team relay, the other products on their bet-record relays), with the
 * filter's totals; a username narrows it to one member.
 */
import { TeamBettingReport } from '@ui/agent/reports/TeamBettingReport.tsx';
import { TEAM_BET_PRODUCTS, type TeamBetProduct } from '../../../api/agent.contract.ts';
import { useTeamBets } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const productOf = (value: string): TeamBetProduct => TEAM_BET_PRODUCTS.find((code) => code === value) ?? TEAM_BET_PRODUCTS[0];

export function TeamBettingPage() {
  const history = useHistoryFilters({ account: '', product: TEAM_BET_PRODUCTS[0] as string });
  const { account, product } = history.filters;
  const query = useTeamBets({
    ...history.times,
    product: productOf(product),
    account: account || undefined,
    page: history.pageNo,
    size: history.pageSize,
  });
  const data = query.data;
  return (
    <TeamBettingReport
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      product={product}
      onProductChange={(value) => history.setFilter('product', value)}
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
