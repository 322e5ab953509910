/**
 * Wallet calls: balances and transfers between the main wallet and the vendor sub-wallets, deposit
 * (settings, channels, submit, history), withdrawal (settings, submit, history, receipt
 * confirmation), transfer to the upline, and the member centre's records (account record, betting
 * record, profit/loss, rebates).
 *
 * Confirmed by sources: balance, transfer, merchant wallet, consolidated funds (platform-api.md 4);
 * the deposit settings, deposit channels, deposit submit and withdraw settings paths (live QA scripts
 * and a proxy of a live merchant); the rebate settings, payment-confirmation list and C2C processing
 * relays (a sibling build's registry). Every other path, and most fields past the confirmed ones,
 * were designed in the platform's style: see scripts/api-calls.ts.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { isLostAnswer } from './errors.ts';
import { keys } from './keys.ts';
import {
  type BettingRecords,
  type BettingRecordsParams,
  bettingRecordsSchema,
  type ConfirmWithdrawalReceiptInput,
  type ConsolidatedFunds,
  consolidatedFundsSchema,
  type DepositChannelGroup,
  depositChannelsSchema,
  type DepositHistory,
  type DepositHistoryParams,
  depositHistorySchema,
  type DepositResult,
  depositResultSchema,
  type DepositSettings,
  depositSettingsSchema,
  type MerchantWallet,
  merchantWalletSchema,
  paymentConfirmationsSchema,
  type ProfitLoss,
  type ProfitLossParams,
  profitLossSchema,
  type Rebates,
  type RebateSetting,
  rebateSettingsSchema,
  type RebatesParams,
  rebatesSchema,
  type SubmitDepositInput,
  type SubmitWithdrawalInput,
  type TransactionHistory,
  type TransactionHistoryParams,
  transactionHistorySchema,
  type TransferToUplineInput,
  type TransferToUplineResult,
  transferToUplineResultSchema,
  type WalletTransferInput,
  type WalletTransferResult,
  walletTransferResultSchema,
  type WithdrawalHistory,
  type WithdrawalHistoryParams,
  withdrawalHistorySchema,
  type WithdrawalRecord,
  withdrawalRecordSchema,
  type WithdrawSettings,
  withdrawSettingsSchema,
  type AddBankCardInput,
  type BankCard,
  bankCardSchema,
  bankListSchema,
  type BankOption,
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

export function transferWallet({ idempotencyKey, ...body }: WalletTransferInput): Promise<WalletTransferResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    moduleId: 'FUNDTRANS3',
    json: body,
    idempotencyKey,
    schema: walletTransferResultSchema,
  });
}

/** Every money movement changes the balances and the account record. */
function invalidateMoney(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.wallet.balance() }),
    client.invalidateQueries({ queryKey: keys.wallet.consolidated() }),
    client.invalidateQueries({ queryKey: keys.wallet.transactions() }),
  ]);
}

export function useWalletTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferWallet, onSuccess: () => invalidateMoney(client) });
}

// ---------------------------------------------------------------------------------------------
// Deposit

export function getDepositSettings(signal?: AbortSignal): Promise<DepositSettings> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositSettings',
    moduleId: 'DPSTBAS3',
    schema: depositSettingsSchema,
    signal,
  });
}

export const depositSettingsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.depositSettings(),
    queryFn: ({ signal }) => getDepositSettings(signal),
    staleTime: 30_000,
  });

export function useDepositSettings(options: Enabled = {}) {
  return useQuery({ ...depositSettingsQuery(), enabled: options.enabled ?? true });
}

export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannelGroup[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositPaymentChannels',
    query: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' },
    moduleId: 'DPSTBAS3',
    schema: depositChannelsSchema,
    signal,
  });
}

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.depositChannels(),
    queryFn: ({ signal }) => getDepositChannels(signal),
    staleTime: 60_000,
  });

export function useDepositChannels(options: Enabled = {}) {
  return useQuery({ ...depositChannelsQuery(), enabled: options.enabled ?? true });
}

export function submitDeposit({ idempotencyKey, vendorId, bankCode, amount, fields = {} }: SubmitDepositInput): Promise<DepositResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_depositByQRImageUrl',
    moduleId: 'DPSTBAS3',
    json: { ...fields, vendorId, bankCode, amount, showQrImageOnly: 1 },
    idempotencyKey,
    schema: depositResultSchema,
  });
}

export function useSubmitDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDeposit,
    // Done, or its answer lost (the outcome unknown): the balance and the record are read again. A
    // deposit counts towards the safer-play deposit limits' usage.
    onSettled: (_result, error) =>
      (error === null || isLostAnswer(error)) &&
      Promise.all([
        invalidateMoney(client),
        client.invalidateQueries({ queryKey: keys.wallet.deposits() }),
        client.invalidateQueries({ queryKey: keys.saferPlay.all }),
      ]),
  });
}

export function getDepositHistory(params: DepositHistoryParams, signal?: AbortSignal): Promise<DepositHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositTransactionReport',
    moduleId: 'DPSTBAS3',
    query: { ...params },
    schema: depositHistorySchema,
    signal,
  });
}

export const depositHistoryQuery = (params: DepositHistoryParams) =>
  queryOptions({
    queryKey: keys.wallet.depositHistory(params),
    queryFn: ({ signal }) => getDepositHistory(params, signal),
    staleTime: 10_000,
  });

export function useDepositHistory(params: DepositHistoryParams = {}, options: Enabled = {}) {
  // A new page or filter keeps the rows shown until its answer arrives (no flash of the loading state).
  return useQuery({ ...depositHistoryQuery(params), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}

// ---------------------------------------------------------------------------------------------
// Withdrawal

export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    query: { groupId: 0 },
    schema: withdrawSettingsSchema,
    signal,
  });
}

export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.withdrawSettings(),
    queryFn: ({ signal }) => getWithdrawSettings(signal),
    staleTime: 10_000,
  });

export function useWithdrawSettings(options: Enabled = {}) {
  return useQuery({ ...withdrawSettingsQuery(), enabled: options.enabled ?? true });
}

/** POST /wps/relay/passwordCheck/MCSFE_withdraw (E): designed after the platform's password-checked relays. */
export function submitWithdrawal({ idempotencyKey, ...body }: SubmitWithdrawalInput): Promise<WithdrawalRecord> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_withdraw',
    encrypted: true,
    json: body,
    idempotencyKey,
    schema: withdrawalRecordSchema,
  });
}

export function useSubmitWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitWithdrawal,
    // Done, or its answer lost (the outcome unknown): the balance and the history are read again.
    onSettled: (_result, error) =>
      (error === null || isLostAnswer(error)) &&
      Promise.all([invalidateMoney(client), client.invalidateQueries({ queryKey: keys.wallet.withdrawals() })]),
  });
}

/** GET /wps/relay/MCSFE_getBankList (designed): banks, e-wallets and USDT networks a card may be bound to. */
export function getBankList(signal?: AbortSignal): Promise<BankOption[]> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getBankList', schema: bankListSchema, signal });
}

export const bankListQuery = () =>
  queryOptions({ queryKey: keys.wallet.bankList(), queryFn: ({ signal }) => getBankList(signal), staleTime: 10 * 60_000 });

export function useBankList(options: Enabled = {}) {
  return useQuery({ ...bankListQuery(), enabled: options.enabled ?? true });
}

/** POST /wps/relay/passwordCheck/MCSFE_addBankCard (E, designed): answers the new card. */
export function addBankCard(input: AddBankCardInput): Promise<BankCard> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_addBankCard',
    encrypted: true,
    json: input,
    schema: bankCardSchema,
  });
}

export function useAddBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.wallet.withdrawSettings() }),
        client.invalidateQueries({ queryKey: keys.player.securityCenter() }),
      ]),
  });
}

export function getWithdrawalHistory(params: WithdrawalHistoryParams, signal?: AbortSignal): Promise<WithdrawalHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
    query: { ...params },
    schema: withdrawalHistorySchema,
    signal,
  });
}

export const withdrawalHistoryQuery = (params: WithdrawalHistoryParams) =>
  queryOptions({
    queryKey: keys.wallet.withdrawalHistory(params),
    queryFn: ({ signal }) => getWithdrawalHistory(params, signal),
    staleTime: 10_000,
  });

export function useWithdrawalHistory(params: WithdrawalHistoryParams = {}, options: Enabled = {}) {
  return useQuery({ ...withdrawalHistoryQuery(params), enabled: options.enabled ?? true });
}

export function getPaymentConfirmations(signal?: AbortSignal): Promise<WithdrawalRecord[]> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', schema: paymentConfirmationsSchema, signal });
}

export const paymentConfirmationsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.paymentConfirmations(),
    queryFn: ({ signal }) => getPaymentConfirmations(signal),
    staleTime: 10_000,
  });

export function usePaymentConfirmations(options: Enabled = {}) {
  return useQuery({ ...paymentConfirmationsQuery(), enabled: options.enabled ?? true });
}

/** POST /wps/relay/MCSFE_processC2CTransaction: path from a sibling build; body designed. Answers the updated withdrawal. */
export function confirmWithdrawalReceipt({ idempotencyKey, ...body }: ConfirmWithdrawalReceiptInput): Promise<WithdrawalRecord> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    json: body,
    idempotencyKey,
    schema: withdrawalRecordSchema,
  });
}

export function useConfirmWithdrawalReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawalReceipt,
    onSuccess: () => Promise.all([invalidateMoney(client), client.invalidateQueries({ queryKey: keys.wallet.withdrawals() })]),
  });
}

// ---------------------------------------------------------------------------------------------
// Transfer to upline

/** POST /wps/relay/passwordCheck/MCSFE_transferToUpline (E): designed; only accounts with toUpline may call it. */
export function transferToUpline({ idempotencyKey, ...body }: TransferToUplineInput): Promise<TransferToUplineResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_transferToUpline',
    encrypted: true,
    json: body,
    idempotencyKey,
    schema: transferToUplineResultSchema,
  });
}

export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferToUpline, onSuccess: () => invalidateMoney(client) });
}

// ---------------------------------------------------------------------------------------------
// Records

export function getTransactionHistory({ kinds, ...params }: TransactionHistoryParams, signal?: AbortSignal): Promise<TransactionHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTransactionHistory',
    moduleId: 'MEMTRANS3',
    query: { ...params, kinds: kinds?.length ? kinds.join(',') : undefined },
    schema: transactionHistorySchema,
    signal,
  });
}

export const transactionHistoryQuery = (params: TransactionHistoryParams) =>
  queryOptions({
    queryKey: keys.wallet.transactionHistory(params),
    queryFn: ({ signal }) => getTransactionHistory(params, signal),
    staleTime: 10_000,
  });

export function useTransactionHistory(params: TransactionHistoryParams = {}, options: Enabled = {}) {
  return useQuery({ ...transactionHistoryQuery(params), enabled: options.enabled ?? true });
}

export function getBettingRecords(params: BettingRecordsParams, signal?: AbortSignal): Promise<BettingRecords> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getBetHistory',
    query: { ...params },
    schema: bettingRecordsSchema,
    signal,
  });
}

export const bettingRecordsQuery = (params: BettingRecordsParams) =>
  queryOptions({
    queryKey: keys.wallet.bets(params),
    queryFn: ({ signal }) => getBettingRecords(params, signal),
    staleTime: 30_000,
  });

export function useBettingRecords(params: BettingRecordsParams = {}, options: Enabled = {}) {
  return useQuery({ ...bettingRecordsQuery(params), enabled: options.enabled ?? true });
}

export function getProfitLoss(params: ProfitLossParams, signal?: AbortSignal): Promise<ProfitLoss> {
  return api.request({ method: 'GET', path: '/wps/relay/ODSFE2_getProfitLoss', query: { ...params }, schema: profitLossSchema, signal });
}

export const profitLossQuery = (params: ProfitLossParams) =>
  queryOptions({
    queryKey: keys.wallet.profitLoss(params),
    queryFn: ({ signal }) => getProfitLoss(params, signal),
    staleTime: 30_000,
  });

export function useProfitLoss(params: ProfitLossParams, options: Enabled = {}) {
  return useQuery({ ...profitLossQuery(params), enabled: options.enabled ?? true });
}

export function getRebates(params: RebatesParams, signal?: AbortSignal): Promise<Rebates> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getRebateHistory', query: { ...params }, schema: rebatesSchema, signal });
}

export const rebatesQuery = (params: RebatesParams) =>
  queryOptions({
    queryKey: keys.wallet.rebates(params),
    queryFn: ({ signal }) => getRebates(params, signal),
    staleTime: 60_000,
  });

export function useRebates(params: RebatesParams = {}, options: Enabled = {}) {
  return useQuery({ ...rebatesQuery(params), enabled: options.enabled ?? true });
}

export function getRebateSettings(signal?: AbortSignal): Promise<RebateSetting[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    schema: rebateSettingsSchema,
    signal,
  });
}

export const rebateSettingsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.rebateSettings(),
    queryFn: ({ signal }) => getRebateSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useRebateSettings(options: Enabled = {}) {
  return useQuery({ ...rebateSettingsQuery(), enabled: options.enabled ?? true });
}
