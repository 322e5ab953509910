/**
 * Deposit calls, as the platform's own member-centre client makes them (reference/platform-client.md
 * #2-#5; the contract is deposit.contract.ts): the settings, the channels, the submit (on the relay
 * the channel's group takes), the deposit record with its method filter, and the record's actions
 * (cancel, payment slip). A deposit is money: it carries an Idempotency-Key, and is never retried by
 * itself.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import {
  type CancelDepositInput,
  DEPOSIT_CHANNELS_QUERY,
  type DepositAnswer,
  depositActionAnswerSchema,
  depositAnswerSchema,
  depositBody,
  type DepositChannelGroup,
  depositChannelsSchema,
  type DepositHistory,
  type DepositHistoryParams,
  depositHistoryQuery as depositHistoryWireQuery,
  depositHistorySchema,
  type DepositMethod,
  depositMethodsSchema,
  depositRelayPath,
  type DepositSettings,
  depositSettingsSchema,
  type SubmitDepositInput,
  type UploadDepositSlipInput,
} from './deposit.contract.ts';
import { isLostAnswer } from './errors.ts';
import { keys } from './keys.ts';
import { invalidateMoney } from './wallet.ts';

type Enabled = { enabled?: boolean };

/** Deposits are module DPSTBAS3 (the module switch the gateway answers #543 for). */
const MODULE = 'DPSTBAS3';

// ---------------------------------------------------------------------------------------------
// Settings and channels

export function getDepositSettings(params: InLanguage = {}, signal?: AbortSignal): Promise<DepositSettings> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositSettings',
    moduleId: MODULE,
    schema: depositSettingsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const depositSettingsQuery = (params: { language: string }) =>
  queryOptions({
    queryKey: keys.deposit.settings(params),
    queryFn: ({ signal }) => getDepositSettings(params, signal),
    staleTime: 30_000,
  });

export function useDepositSettings(options: Enabled = {}) {
  const language = useApiLanguage();
  return useQuery({ ...depositSettingsQuery({ language }), enabled: options.enabled ?? true });
}

export function getDepositChannels(params: InLanguage = {}, signal?: AbortSignal): Promise<DepositChannelGroup[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositPaymentChannels',
    query: { ...DEPOSIT_CHANNELS_QUERY },
    moduleId: MODULE,
    schema: depositChannelsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const depositChannelsQuery = (params: { language: string }) =>
  queryOptions({
    queryKey: keys.deposit.channels(params),
    queryFn: ({ signal }) => getDepositChannels(params, signal),
    staleTime: 60_000,
  });

export function useDepositChannels(options: Enabled = {}) {
  const language = useApiLanguage();
  return useQuery({ ...depositChannelsQuery({ language }), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Submit

/** Posts the order to its group's relay (depositRelayOf) with the client's body; answers where and how to pay. */
export function submitDeposit({ idempotencyKey, ...order }: SubmitDepositInput): Promise<DepositAnswer> {
  return api.request({
    method: 'POST',
    path: depositRelayPath(order.relay),
    moduleId: MODULE,
    json: depositBody(order),
    idempotencyKey,
    schema: depositAnswerSchema,
  });
}

/** A deposit changes the balances, the account record, the deposit record and settings (in-progress count), and the safer-play usage. */
function invalidateAfterDeposit(client: QueryClient) {
  return Promise.all([
    invalidateMoney(client),
    client.invalidateQueries({ queryKey: keys.deposit.settingsAll() }),
    client.invalidateQueries({ queryKey: keys.deposit.records() }),
    client.invalidateQueries({ queryKey: keys.saferPlay.all }),
  ]);
}

export function useSubmitDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDeposit,
    // Done, or its answer lost (the outcome unknown): what it changes is read again. A deposit counts
    // towards the safer-play deposit limits' usage.
    onSettled: (_result, error) => (error === null || isLostAnswer(error)) && invalidateAfterDeposit(client),
  });
}

// ---------------------------------------------------------------------------------------------
// The record

export function getDepositHistory(params: DepositHistoryParams, signal?: AbortSignal): Promise<DepositHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositTransactionReport',
    moduleId: MODULE,
    query: depositHistoryWireQuery(params),
    schema: depositHistorySchema,
    signal,
  });
}

export const depositHistoryQuery = (params: DepositHistoryParams) =>
  queryOptions({
    queryKey: keys.deposit.history(params),
    queryFn: ({ signal }) => getDepositHistory(params, signal),
    staleTime: 10_000,
  });

export function useDepositHistory(params: DepositHistoryParams = {}, options: Enabled = {}) {
  // A new page or filter keeps the rows shown until its answer arrives (no flash of the loading state).
  return useQuery({ ...depositHistoryQuery(params), enabled: options.enabled ?? true, placeholderData: keepPreviousData });
}

/** The record's method filter. The client passes DEPREC3 (the deposit record's module) with it. */
export function getDepositMethods(params: InLanguage = {}, signal?: AbortSignal): Promise<DepositMethod[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositMethods',
    moduleId: 'DEPREC3',
    schema: depositMethodsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const depositMethodsQuery = (params: { language: string }) =>
  queryOptions({
    queryKey: keys.deposit.methods(params),
    queryFn: ({ signal }) => getDepositMethods(params, signal),
    staleTime: 10 * 60_000,
  });

export function useDepositMethods(options: Enabled = {}) {
  const language = useApiLanguage();
  return useQuery({ ...depositMethodsQuery({ language }), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// The record's actions

/** A deposit the platform has not decided yet (new or pending) withdrawn by the member. */
export function cancelDeposit({ depositId }: CancelDepositInput): Promise<unknown> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_cancelDeposit',
    moduleId: MODULE,
    json: { depositId: String(depositId) },
    schema: depositActionAnswerSchema,
  });
}

export function useCancelDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelDeposit,
    // A cancelled deposit leaves the in-progress count and no longer counts towards the deposit limits.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.deposit.records() }),
        client.invalidateQueries({ queryKey: keys.deposit.settingsAll() }),
        client.invalidateQueries({ queryKey: keys.saferPlay.all }),
      ]),
  });
}

/** The payment slip of an open deposit: a JPEG data URL and the member's remark. */
export function uploadDepositSlip({ depositId, image, remark }: UploadDepositSlipInput): Promise<unknown> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadDepositEncodedImage',
    moduleId: MODULE,
    json: { depositId: String(depositId), image, uploadDepositRemarks: remark },
    schema: depositActionAnswerSchema,
  });
}

export function useUploadDepositSlip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDepositSlip,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.deposit.records() }),
  });
}
