/**
 * Transaction details (agentTransactionDetails): the team's ledger over the period, one member's or the
 * whole team's, by code type, in the platform's words for each type (the call's language).
 */
import { TeamTransactionsReport } from '@ui/agent/reports/TeamTransactionsReport.tsx';
import { TX_CODE_TYPES, type TxCodeType } from '../../../api/records.contract.ts';
import { useTeamTransactions } from '../../../api/agent.ts';
import { listState, useHistoryFilters } from '../../member/history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const codeTypeOf = (value: string): TxCodeType | undefined => TX_CODE_TYPES.find((code) => code === value);

export function TransactionDetailsPage() {
  const history = useHistoryFilters({ account: '', codeType: '' });
  const { account, codeType } = history.filters;
  const query = useTeamTransactions({
    ...history.times,
    account: account || undefined,
    codeType: codeTypeOf(codeType),
    page: history.pageNo,
    size: history.pageSize,
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
      codeType={codeType}
      onCodeTypeChange={(value) => history.setFilter('codeType', value)}
      rows={data?.list ?? []}
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
