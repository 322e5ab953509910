/** Transaction details (agentTransactionDetails): the team's ledger over the period, by member and kind. */
import { TeamTransactionsReport } from '@ui/agent/reports/TeamTransactionsReport.tsx';
import { useTeamTransactions } from '../../../api/agent.ts';
import type { TransactionKind } from '../../../api/wallet.contract.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function TransactionDetailsPage() {
  const history = useHistoryFilters({ account: '', kind: '' });
  const { account, kind } = history.filters;
  const query = useTeamTransactions({
    ...history.times,
    account: account || undefined,
    kind: (kind || undefined) as TransactionKind | undefined,
    pageNo: history.pageNo,
    pageSize: history.pageSize,
  });
  const data = query.data;
  return (
    <TeamTransactionsReport
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      account={account}
      onAccountChange={(value) => history.setFilter('account', value)}
      kind={kind}
      onKindChange={(value) => history.setFilter('kind', value)}
      rows={data?.list ?? []}
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
