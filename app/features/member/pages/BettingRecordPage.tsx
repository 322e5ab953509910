/** The betting record (personalHistoryCopy): the member's bets by period, category and status, with the period's totals. */
import { BettingRecords } from '@ui/member/history/BettingRecords.tsx';
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import type { BetStatus } from '../../../api/wallet.contract.ts';
import { useBettingRecords } from '../../../api/wallet.ts';
import { BRAND_TIME_ZONE, listState, useHistoryFilters } from '../history/use-history-filters.ts';

export function BettingRecordPage() {
  const history = useHistoryFilters({ category: '', status: '' });
  const { category, status } = history.filters;
  const query = useBettingRecords({
    ...history.times,
    gameType: category || undefined,
    status: (status || undefined) as BetStatus | undefined,
    pageNo: history.pageNo,
    pageSize: history.pageSize,
  });
  const data = query.data;

  return (
    <BettingRecords
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      category={category}
      onCategoryChange={(value) => history.setFilter('category', value)}
      status={status}
      onStatusChange={(value) => history.setFilter('status', value)}
      bets={data?.list ?? []}
      totals={data?.summary}
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
