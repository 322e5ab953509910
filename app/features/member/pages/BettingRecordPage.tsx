/**
 * The betting record (personalHistoryCopy): the member's bets of one product (the platform's client
 * asks a relay per product) by period, vendor and status, with the totals the relay sums.
 */
import { BettingRecords } from '@ui/member/history/BettingRecords.tsx';
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import { useMemo, useState } from 'react';
import { groupLanes, vendorOptions } from '../../../api/games.contract.ts';
import { useGameVendors } from '../../../api/games.ts';
import {
  BET_PRODUCTS,
  betStatusFilter,
  type BetProduct,
  LOTTERY_STATUSES,
  type LotteryStatus,
  productCategories,
} from '../../../api/records.contract.ts';
import { useBetRecords } from '../../../api/records.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const isProduct = (value: string): value is BetProduct => (BET_PRODUCTS as readonly string[]).includes(value);
const isLotteryStatus = (value: string): value is LotteryStatus => (LOTTERY_STATUSES as readonly string[]).includes(value);

export function BettingRecordPage() {
  const history = useHistoryFilters({ vendor: '', lotteryStatus: '' });
  const { vendor, lotteryStatus } = history.filters;
  const [product, setProduct] = useState<BetProduct>(BET_PRODUCTS[0]);
  const [settlement, setSettlement] = useState<'settled' | 'unsettled'>('settled');
  // The vendor list is a convenience: while it loads or if it fails, the filter offers "All vendors" only.
  const lanes = useGameVendors();
  const categories = useMemo(() => groupLanes(lanes.data ?? []), [lanes.data]);
  const vendors = useMemo(
    () => productCategories(product).flatMap((category) => vendorOptions(categories, category)),
    [categories, product],
  );
  const statusFilter = betStatusFilter(product);
  const query = useBetRecords({
    product,
    settled: settlement === 'settled',
    startDate: history.times.startTime,
    endDate: history.times.endTime,
    vendor: statusFilter === 'lottery' ? undefined : vendor,
    lotteryStatus: isLotteryStatus(lotteryStatus) ? lotteryStatus : '',
    page: history.pageNo,
    size: history.pageSize,
  });
  const data = query.data;
  const vendorName = (code: string) => vendors.find((option) => option.value === code)?.label ?? code;

  return (
    <BettingRecords
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      products={BET_PRODUCTS}
      product={product}
      onProductChange={(value) => {
        if (!isProduct(value)) return;
        setProduct(value);
        // Another product's vendors and statuses would match nothing; back to the first page too.
        setSettlement('settled');
        history.setFilter('vendor', '');
        history.setFilter('lotteryStatus', '');
      }}
      statusFilter={statusFilter}
      settlement={settlement}
      onSettlementChange={(value) => {
        setSettlement(value);
        history.setPageNo(1);
      }}
      lotteryStatuses={LOTTERY_STATUSES}
      lotteryStatus={lotteryStatus}
      onLotteryStatusChange={(value) => history.setFilter('lotteryStatus', value)}
      vendorFilter={statusFilter !== 'lottery'}
      vendor={vendor}
      onVendorChange={(value) => history.setFilter('vendor', value)}
      vendorOptions={vendors}
      bets={
        data?.list.map((bet) => ({
          orderNo: bet.orderNo,
          betTime: bet.betTime,
          gameName: bet.gameName,
          vendorName: bet.vendor ? vendorName(bet.vendor) : '',
          betAmount: bet.betAmount,
          validBetAmount: bet.validBetAmount,
          profitAndLoss: bet.profitAndLoss,
          status: bet.status,
        })) ?? []
      }
      totals={data && { count: data.total, ...data.footer }}
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
      {...listState(query)}
    />
  );
}
