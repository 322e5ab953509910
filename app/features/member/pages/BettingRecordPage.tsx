/** The betting record (personalHistoryCopy): the member's bets by period, category, vendor and status, with the period's totals. */
import { BettingRecords } from '@ui/member/history/BettingRecords.tsx';
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import { useMemo } from 'react';
import { groupLanes, vendorOptions } from '../../../api/games.contract.ts';
import { useGameVendors } from '../../../api/games.ts';
import type { BetStatus } from '../../../api/wallet.contract.ts';
import { useBettingRecords } from '../../../api/wallet.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export function BettingRecordPage() {
  const history = useHistoryFilters({ category: '', vendor: '', status: '' });
  const { category, vendor, status } = history.filters;
  // The vendor list is a convenience: while it loads or if it fails, the filter offers "All vendors" only.
  const lanes = useGameVendors();
  const categories = useMemo(() => groupLanes(lanes.data ?? []), [lanes.data]);
  const vendors = useMemo(() => vendorOptions(categories, category), [categories, category]);
  const query = useBettingRecords({
    ...history.times,
    gameType: category || undefined,
    vendor: vendor || undefined,
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
      onCategoryChange={(value) => {
        history.setFilter('category', value);
        // A vendor of another category would match nothing.
        if (vendor && !vendorOptions(categories, value).some((option) => option.value === vendor)) history.setFilter('vendor', '');
      }}
      vendor={vendor}
      onVendorChange={(value) => history.setFilter('vendor', value)}
      vendorOptions={vendors}
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
