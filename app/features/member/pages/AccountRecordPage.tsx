/** The account record (transactionHistory): the member's ledger by period and type, newest first. */
import { AccountRecords } from '@ui/member/history/AccountRecords.tsx';
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import { TRANSACTION_KINDS, type TransactionKind } from '../../../api/wallet.contract.ts';
import { useTransactionHistory } from '../../../api/wallet.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const isKind = (value: string): value is TransactionKind => (TRANSACTION_KINDS as readonly string[]).includes(value);

export function AccountRecordPage() {
  const history = useHistoryFilters({ kind: '' });
  const { kind } = history.filters;
  const query = useTransactionHistory({
    ...history.times,
    kinds: isKind(kind) ? [kind] : undefined,
    pageNo: history.pageNo,
    pageSize: history.pageSize,
  });
  const data = query.data;

  return (
    <AccountRecords
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      kind={kind}
      onKindChange={(value) => history.setFilter('kind', value)}
      entries={data?.list ?? []}
      paging={
        data && {
          page: data.pageNo,
          pageSize: history.pageSize,
          total: data.totalCount,
          onPageChange: history.setPageNo,
          pageSizeOptions: HISTORY_PAGE_SIZES,
          onPageSizeChange: history.setPageSize,
        }
      }
      {...listState(query)}
    />
  );
}
