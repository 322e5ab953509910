/**
 * The state the history panels share: the period (brand days, GMT+7), the page and its size. A new
 * period or filter goes back to page 1, so a member never lands past the last page of a shorter list.
 */
import { epochRange, presetValue, todayIn, type DateRangeValue } from '@ui/records/date-range.ts';
import { useMemo, useState } from 'react';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

export const DEFAULT_PAGE_SIZE = 10;

export function useHistoryFilters<F extends Record<string, string>>(initialFilters: F) {
  const today = useMemo(() => todayIn(BRAND_TIME_ZONE), []);
  const [range, setRangeState] = useState<DateRangeValue>(() => presetValue('last7', today));
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE);

  return {
    today,
    range,
    setRange: (next: DateRangeValue) => {
      setRangeState(next);
      setPageNo(1);
    },
    filters,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFiltersState((current) => ({ ...current, [key]: value }));
      setPageNo(1);
    },
    pageNo,
    setPageNo,
    pageSize,
    setPageSize: (next: number) => {
      setPageSizeState(next);
      setPageNo(1);
    },
    /** The period as the calls take it: epoch ms, both ends inclusive. */
    times: epochRange(range),
  };
}

/** A query's state as the history panels show it: the first load, a refetch over shown rows, a failure with Retry. */
export function listState(query: { isPending: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown }) {
  return {
    loading: query.isPending && !query.isError,
    refreshing: query.isFetching && !query.isPending && !query.isError,
    error: query.isError,
    retrying: query.isError && query.isFetching,
    onRetry: () => void query.refetch(),
  };
}
