/**
 * Wallet calls: balances, transfers between the main wallet and the vendor sub-wallets, the return
 * of every game wallet to the main one (GCS_walletReturn) and transfer to the upline. Deposits:
 * deposit.ts; withdrawals: withdraw.ts; bank cards: bank-cards.ts; the member centre's records:
 * records.ts.
 *
 * Confirmed by sources: balance, transfer, merchant wallet, consolidated funds (platform-api.md 4);
 * the wallet return and transfer to the upline (the platform's own client, reference/platform-client.md).
 * Where a field or body is designed, scripts/api-calls.ts says so.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import {
  type ConsolidatedFunds,
  consolidatedFundsSchema,
  type MerchantWallet,
  merchantWalletSchema,
  type TransferToUplineInput,
  type TransferToUplineResult,
  transferToUplineResultSchema,
  walletReturnResultSchema,
  type WalletReturnInput,
  walletTransferBody,
  type WalletTransferInput,
  type WalletTransferResult,
  walletTransferResultSchema,
} from './wallet.contract.ts';

type Enabled = { enabled?: boolean };

// ---------------------------------------------------------------------------------------------
// Balance, merchant wallet, consolidated funds

// The balance call (the header's, on every page) lives in balance.ts, so the first screen does not carry this file.
export { balanceQuery, getBalance, useBalance } from './balance.ts';

export function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return api.request({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', moduleId: 'COMM3', schema: merchantWalletSchema, signal });
}

export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: keys.wallet.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(signal),
    staleTime: Infinity,
  });

export function useMerchantWallet(options: Enabled = {}) {
  return useQuery({ ...merchantWalletQuery(), enabled: options.enabled ?? true });
}

export function getConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return api.request({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    moduleId: 'COMM3',
    schema: consolidatedFundsSchema,
    signal,
  });
}

export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.consolidated(),
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    staleTime: 60_000,
  });

export function useConsolidatedFunds(options: Enabled = {}) {
  return useQuery({ ...consolidatedFundsQuery(), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Wallet transfer

export function transferWallet({ idempotencyKey, ...input }: WalletTransferInput): Promise<WalletTransferResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    moduleId: 'FUNDTRANS3',
    json: walletTransferBody(input),
    idempotencyKey,
    schema: walletTransferResultSchema,
  });
}

/** Every game wallet back to the main wallet (the client's "return balance"); the answer says only that it was done. */
export function returnWallets({ idempotencyKey, customerId }: WalletReturnInput): Promise<true> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/GCS_walletReturn',
    moduleId: 'FUNDTRANS3',
    json: { customerId },
    idempotencyKey,
    schema: walletReturnResultSchema,
  });
}

/** Every money movement changes the balances and the account record (records.ts). */
export function invalidateMoney(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.wallet.balance() }),
    client.invalidateQueries({ queryKey: keys.wallet.consolidated() }),
    client.invalidateQueries({ queryKey: keys.records.transactions() }),
  ]);
}

export function useWalletTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferWallet, onSuccess: () => invalidateMoney(client) });
}

/** Done, or its answer lost: the balances are read again either way (returning twice moves nothing more). */
export function useWalletReturn() {
  const client = useQueryClient();
  return useMutation({ mutationFn: returnWallets, onSettled: () => invalidateMoney(client) });
}

// ---------------------------------------------------------------------------------------------
// Transfer to upline

/** PUT /wps/member/transferUpline (E): the client's; its body (amount, password) is designed. Only accounts with toUpline may call it. */
export function transferToUpline({ idempotencyKey, amount, password }: TransferToUplineInput): Promise<TransferToUplineResult> {
  return api.request({
    method: 'PUT',
    path: '/wps/member/transferUpline',
    encrypted: true,
    json: { amount, password },
    idempotencyKey,
    schema: transferToUplineResultSchema,
  });
}

export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferToUpline, onSuccess: () => invalidateMoney(client) });
}
