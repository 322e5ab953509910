/** Rebates (bonusDetails): the rebates paid for a period's bets, and the member's rate per product type (its own call). */
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import { Rebates } from '@ui/member/history/Rebates.tsx';
import { useRebates, useRebateSettings } from '../../../api/records.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function RebatePage() {
  const history = useHistoryFilters({});
  const query = useRebates({
    startDate: history.times.startTime,
    endDate: history.times.endTime,
    page: history.pageNo,
    size: history.pageSize,
  });
  const rates = useRebateSettings();
  const data = query.data;
  const { loading: ratesLoading, error: ratesError, onRetry: retryRates, retrying: ratesRetrying } = listState(rates);

  return (
    <Rebates
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      rebates={data?.list ?? []}
      totalAmount={data?.footer.rebateAmount}
      paging={
        data && {
          page: data.page,
          pageSize: history.pageSize,
          pageCount: data.totalPages,
          total: data.total,
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
