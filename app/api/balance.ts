/**
 * The balance call (confirmed: platform-api.md 4): the header's, on every page, so kept apart from the
 * rest of the wallet calls (wallet.ts re-exports it).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Balance, balanceSchema } from './balance.contract.ts';
import { api } from './client.ts';
import { keys } from './keys.ts';

type Enabled = { enabled?: boolean };

export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return api.request({ method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', schema: balanceSchema, signal });
}

export const balanceQuery = () =>
  queryOptions({
    queryKey: keys.wallet.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 10_000,
  });

/** Needs a token: pass `enabled: false` while signed out. The header's refresh button refetches it. */
export function useBalance(options: Enabled = {}) {
  return useQuery({ ...balanceQuery(), enabled: options.enabled ?? true });
}
