import { describe, expect, test, vi } from 'vitest';
import { listState } from './use-history-filters.ts';

const query = (state: Partial<{ isPending: boolean; isFetching: boolean; isError: boolean }>) => ({
  isPending: false,
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
  ...state,
});

describe('listState', () => {
  test('the first load is loading, not refreshing', () => {
    expect(listState(query({ isPending: true, isFetching: true }))).toMatchObject({ loading: true, refreshing: false, error: false });
  });

  test('a refetch over shown rows is refreshing', () => {
    expect(listState(query({ isFetching: true }))).toMatchObject({ loading: false, refreshing: true, error: false });
  });

  test('a failure shows the error; Retry refetches and reads as retrying while it runs', () => {
    const failed = query({ isError: true, isPending: true });
    const state = listState(failed);
    expect(state).toMatchObject({ loading: false, error: true, retrying: false });
    state.onRetry();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(listState(query({ isError: true, isPending: true, isFetching: true }))).toMatchObject({
      error: true,
      retrying: true,
      refreshing: false,
    });
  });
});
