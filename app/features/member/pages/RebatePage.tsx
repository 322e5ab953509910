/** Rebates (bonusDetails): the rebates paid for a period's bets, and the member's rate per category (its own call). */
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import { Rebates } from '@ui/member/history/Rebates.tsx';
import { useRebates, useRebateSettings } from '../../../api/wallet.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function RebatePage() {
  const history = useHistoryFilters({ category: '' });
  const { category } = history.filters;
  const query = useRebates({ ...history.times, gameType: category || undefined, pageNo: history.pageNo, pageSize: history.pageSize });
  const rates = useRebateSettings();
  const data = query.data;
  const { loading: ratesLoading, error: ratesError, onRetry: retryRates, retrying: ratesRetrying } = listState(rates);

  return (
    <Rebates
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      category={category}
      onCategoryChange={(value) => history.setFilter('category', value)}
      rebates={data?.list ?? []}
      totalAmount={data?.totalAmount}
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
      rateTable={{ rates: rates.data ?? [], loading: ratesLoading, error: ratesError, onRetry: retryRates, retrying: ratesRetrying }}
      {...listState(query)}
    />
  );
}
