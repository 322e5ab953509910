/**
 * Records calls: the account record, the betting records per product, profit and loss, the rebates
 * and the rebate rate per product type, as the platform's own member-centre client sends them
 * (reference/platform-client.md #12-#16): paths, verbs and the account record's and betting records'
 * queries confirmed there; the profit and loss and rebate queries' period keys and both answers'
 * fields are designed (records.contract.ts, scripts/api-calls.ts). Lists take `page`/`size`.
 *
 * The agent centre's team ledger is the same relay: `getAccountRecord` with a downline's
 * `subordinateName` and `agentView` (the agent exclude list); money movements elsewhere invalidate
 * `keys.records.transactions()`.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  type AccountRecord,
  accountRecordQuery,
  type AccountRecordParams,
  accountRecordSchema,
  type BetRecords,
  betRecordsRequest,
  type BetRecordsParams,
  lotteryOrdersSchema,
  type ProfitLoss,
  type ProfitLossParams,
  profitLossSchema,
  type Rebates,
  type RebateSetting,
  rebateSettingsSchema,
  rebatesQuery,
  type RebatesParams,
  rebatesSchema,
  thirdPartyOrdersSchema,
} from './records.contract.ts';

type Enabled = { enabled?: boolean };
type WithoutLanguage<P> = Omit<P, 'language'>;

// ---------------------------------------------------------------------------------------------
// Account record (also the agent centre's team ledger)

/** GET /wps/relay/ODSFE2_MemTransDet: a member's ledger, or (agentView, subordinateName) a downline's. */
export function getAccountRecord(params: AccountRecordParams, signal?: AbortSignal): Promise<AccountRecord> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    query: accountRecordQuery(params),
    moduleId: 'MEMTRANS3',
    schema: accountRecordSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const accountRecordQueryOptions = (params: AccountRecordParams) =>
  queryOptions({
    queryKey: keys.records.accountRecord(params),
    queryFn: ({ signal }) => getAccountRecord(params, signal),
    staleTime: 10_000,
  });

/** The account record in the player's language; pass `enabled` until the account it is about is known. */
export function useAccountRecord(params: WithoutLanguage<AccountRecordParams>, options: Enabled = {}) {
  const language = useApiLanguage();
  return useQuery({ ...accountRecordQueryOptions({ ...params, language }), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Betting records

/** GET the product's relay (betRecordsRequest picks it): the bets of the period and the footer's totals. */
export function getBetRecords(params: BetRecordsParams, signal?: AbortSignal): Promise<BetRecords> {
  const request = betRecordsRequest(params);
  return api.request({
    method: 'GET',
    path: request.path,
    query: request.query,
    schema: request.lottery ? lotteryOrdersSchema : thirdPartyOrdersSchema(request.settled),
    signal,
    headers: languageHeader(params.language),
  });
}

export const betRecordsQuery = (params: BetRecordsParams) =>
  queryOptions({
    queryKey: keys.records.bets(params),
    queryFn: ({ signal }) => getBetRecords(params, signal),
    staleTime: 30_000,
  });

export function useBetRecords(params: WithoutLanguage<BetRecordsParams>, options: Enabled = {}) {
  const language = useApiLanguage();
  return useQuery({ ...betRecordsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Profit and loss

/** GET /wps/relay/ODSFE2_MemPNL: per game category over the period (the query keys are designed). */
export function getProfitLoss(params: ProfitLossParams, signal?: AbortSignal): Promise<ProfitLoss> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemPNL',
    query: { startDate: params.startDate, endDate: params.endDate },
    schema: profitLossSchema,
    signal,
  });
}

export const profitLossQuery = (params: ProfitLossParams) =>
  queryOptions({
    queryKey: keys.records.profitLoss(params),
    queryFn: ({ signal }) => getProfitLoss(params, signal),
    staleTime: 30_000,
  });

export function useProfitLoss(params: ProfitLossParams, options: Enabled = {}) {
  return useQuery({ ...profitLossQuery(params), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Rebates and the rebate rate per product type

/** GET /wps/relay/ODSFE2_MemberRebate, newest day first (sortColumn balanceDate:desc). */
export function getRebates(params: RebatesParams, signal?: AbortSignal): Promise<Rebates> {
  return api.request({ method: 'GET', path: '/wps/relay/ODSFE2_MemberRebate', query: rebatesQuery(params), schema: rebatesSchema, signal });
}

export const rebatesQueryOptions = (params: RebatesParams) =>
  queryOptions({
    queryKey: keys.records.rebates(params),
    queryFn: ({ signal }) => getRebates(params, signal),
    staleTime: 60_000,
  });

export function useRebates(params: RebatesParams, options: Enabled = {}) {
  return useQuery({ ...rebatesQueryOptions(params), enabled: options.enabled ?? true });
}

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType: the member's own rates (no query). */
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
    queryKey: keys.records.rebateSettings(),
    queryFn: ({ signal }) => getRebateSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useRebateSettings(options: Enabled = {}) {
  return useQuery({ ...rebateSettingsQuery(), enabled: options.enabled ?? true });
}
