/**
 * Withdrawal calls as the platform's own member-centre client makes them (reference/platform-client.md
 * #6-#10; scripts/platform-client/withdraw.json holds the facts the conformance test checks them by):
 * the settings and the bound accounts (two calls, both `?groupId=0`), the fee preview, the turnover
 * still required, the encrypted submit, the record, and the receipt confirmation (paths confirmed,
 * shapes designed). Whether the member has a payment password is the security summary's
 * (player.ts useSecurityCenter), not a field of these calls.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { isLostAnswer } from './errors.ts';
import { keys } from './keys.ts';
import { invalidateMoney } from './wallet.ts';
import {
  type ConfirmWithdrawalReceiptInput,
  paymentConfirmationsSchema,
  type SubmitWithdrawalInput,
  type Turnover,
  turnoverSchema,
  WITHDRAW_TYPE_CODES,
  type WithdrawAccountInfo,
  withdrawAccountInfoSchema,
  type WithdrawalHistory,
  type WithdrawalHistoryParams,
  withdrawalHistorySchema,
  type WithdrawalRecord,
  withdrawalRecordSchema,
  WITHDRAWAL_STATE_CODES,
  withdrawChargesSchema,
  type WithdrawChargesParams,
  type WithdrawResult,
  withdrawResultSchema,
  type WithdrawSettings,
  withdrawSettingsSchema,
} from './withdraw.contract.ts';

type Enabled = { enabled?: boolean };

/** Bank cards and virtual wallets are group 0; an e-wallet group has its own settings (not asked for here). */
const MAIN_GROUP = 0;

export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    query: { groupId: MAIN_GROUP },
    schema: withdrawSettingsSchema,
    signal,
  });
}

export const withdrawSettingsQuery = () =>
  queryOptions({ queryKey: keys.withdraw.settings(), queryFn: ({ signal }) => getWithdrawSettings(signal), staleTime: 10_000 });

export function useWithdrawSettings(options: Enabled = {}) {
  return useQuery({ ...withdrawSettingsQuery(), enabled: options.enabled ?? true });
}

/** The bound bank cards, e-wallets and virtual wallets, and today's count and amount left (the security centre's cards too). */
export function getWithdrawAccountInfo(signal?: AbortSignal): Promise<WithdrawAccountInfo> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawAccountInfo',
    query: { groupId: MAIN_GROUP },
    schema: withdrawAccountInfoSchema,
    signal,
  });
}

export const withdrawAccountInfoQuery = () =>
  queryOptions({ queryKey: keys.withdraw.accountInfo(), queryFn: ({ signal }) => getWithdrawAccountInfo(signal), staleTime: 10_000 });

export function useWithdrawAccountInfo(options: Enabled = {}) {
  return useQuery({ ...withdrawAccountInfoQuery(), enabled: options.enabled ?? true });
}

/** The fee of an amount to a kind of account (the value is the fee). The caller debounces what the member types. */
export function getWithdrawCharges({ withdrawAmount, kind }: WithdrawChargesParams, signal?: AbortSignal): Promise<number> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
    query: { withdrawAmount, withdrawType: WITHDRAW_TYPE_CODES[kind] },
    schema: withdrawChargesSchema,
    signal,
  });
}

export const withdrawChargesQuery = (params: WithdrawChargesParams) =>
  queryOptions({ queryKey: keys.withdraw.charges(params), queryFn: ({ signal }) => getWithdrawCharges(params, signal), staleTime: 30_000 });

/** Off until there is an amount; the last fee stays shown while the next one is asked for. */
export function useWithdrawCharges(params: WithdrawChargesParams | null) {
  return useQuery({
    ...withdrawChargesQuery(params ?? { withdrawAmount: 0, kind: 'BANK' }),
    enabled: params !== null && params.withdrawAmount > 0,
    placeholderData: keepPreviousData,
  });
}

/** The turnover still required before a withdrawal (the client sends no query). */
export function getTurnover(signal?: AbortSignal): Promise<Turnover> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getTurnoverInfo', schema: turnoverSchema, signal });
}

export const turnoverQuery = () =>
  queryOptions({ queryKey: keys.withdraw.turnover(), queryFn: ({ signal }) => getTurnover(signal), staleTime: 30_000 });

export function useTurnover(options: Enabled = {}) {
  return useQuery({ ...turnoverQuery(), enabled: options.enabled ?? true });
}

/**
 * POST /wps/v2/transaction/withdraw (E): the client adds check "v2"; the SMS code only when the step
 * is asked for, the group only for an e-wallet.
 */
export function submitWithdrawal({
  idempotencyKey,
  amount,
  bankCardId,
  password,
  verificationCode,
  groupId,
}: SubmitWithdrawalInput): Promise<WithdrawResult> {
  return api.request({
    method: 'POST',
    path: '/wps/v2/transaction/withdraw',
    encrypted: true,
    json: {
      check: 'v2',
      amount,
      bankCardId,
      password,
      ...(verificationCode ? { verificationCode } : {}),
      ...(groupId !== undefined && groupId !== null ? { groupId } : {}),
    },
    idempotencyKey,
    schema: withdrawResultSchema,
  });
}

export function useSubmitWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitWithdrawal,
    // Done, or its answer lost (the outcome unknown): the balance, today's limits, the turnover and the
    // record are read again, as the client re-reads the settings and the wallet after a withdrawal.
    onSettled: (_result, error) =>
      (error === null || isLostAnswer(error)) &&
      Promise.all([invalidateMoney(client), client.invalidateQueries({ queryKey: keys.withdraw.all })]),
  });
}

/** The report's query is not in the copies read: sent as the deposit report's (startDate, endDate in ms, page, size), designed. */
export function getWithdrawalHistory(
  { startTime, endTime, status, page, size }: WithdrawalHistoryParams,
  signal?: AbortSignal,
): Promise<WithdrawalHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
    query: { startDate: startTime, endDate: endTime, page, size, withdrawState: status ? WITHDRAWAL_STATE_CODES[status] : undefined },
    schema: withdrawalHistorySchema,
    signal,
  });
}

export const withdrawalHistoryQuery = (params: WithdrawalHistoryParams) =>
  queryOptions({
    queryKey: keys.withdraw.history(params),
    queryFn: ({ signal }) => getWithdrawalHistory(params, signal),
    staleTime: 10_000,
  });

export function useWithdrawalHistory(params: WithdrawalHistoryParams = {}, options: Enabled = {}) {
  // A new page or filter keeps the rows shown until its answer arrives (no flash of the loading state).
  return useQuery({ ...withdrawalHistoryQuery(params), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: the path is the client's (deposit group); the shape is designed. */
export function getPaymentConfirmations(signal?: AbortSignal): Promise<WithdrawalRecord[]> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', schema: paymentConfirmationsSchema, signal });
}

export const paymentConfirmationsQuery = () =>
  queryOptions({
    queryKey: keys.withdraw.paymentConfirmations(),
    queryFn: ({ signal }) => getPaymentConfirmations(signal),
    staleTime: 10_000,
  });

export function usePaymentConfirmations(options: Enabled = {}) {
  return useQuery({ ...paymentConfirmationsQuery(), enabled: options.enabled ?? true });
}

/** POST /wps/relay/MCSFE_processC2CTransaction: the path is the client's; the body is designed. Answers the updated withdrawal. */
export function confirmWithdrawalReceipt({
  idempotencyKey,
  withdrawalId,
  ...answer
}: ConfirmWithdrawalReceiptInput): Promise<WithdrawalRecord> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    json: { withdrawId: withdrawalId, ...answer },
    idempotencyKey,
    schema: withdrawalRecordSchema,
  });
}

export function useConfirmWithdrawalReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawalReceipt,
    onSuccess: () =>
      Promise.all([
        invalidateMoney(client),
        client.invalidateQueries({ queryKey: keys.withdraw.histories() }),
        client.invalidateQueries({ queryKey: keys.withdraw.paymentConfirmations() }),
      ]),
  });
}
