/**
 * The points mall (spec sections 2 /pointMall, 3 "Points mall", 7 "Points"). Only the paths, the modIDs
 * (PTSYS3, MEMTRANS3) and the E flag of the two password-checked writes are confirmed (platform-api.md
 * section 8); the response shapes are designed (points.contract.ts). The points transactions go to the
 * account record's relay with the real query (records.ts, reference/platform-client.md #12).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiLanguage, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  type ConvertPointsInput,
  type ConvertResult,
  convertResultSchema,
  type PointBalance,
  pointBalanceSchema,
  type PointConfig,
  pointConfigSchema,
  type PointRewards,
  pointRewardsSchema,
  type PointTransactions,
  type PointTransactionsParams,
  pointTransactionsSchema,
  POINTS_CODE_TYPE,
  type RedeemHistory,
  type RedeemHistoryParams,
  redeemHistorySchema,
  type RedeemPointRewardInput,
  type RedeemResult,
  redeemResultSchema,
  POINTS_MODULE,
} from './points.contract.ts';

const TRANSACTIONS_MODULE = 'MEMTRANS3';

// --- balance ---------------------------------------------------------------------------------------

export function getPointBalance(signal?: AbortSignal): Promise<PointBalance> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    moduleId: POINTS_MODULE,
    schema: pointBalanceSchema,
    signal,
  });
}

export const pointBalanceQuery = () =>
  queryOptions({ queryKey: keys.points.balance(), queryFn: ({ signal }) => getPointBalance(signal), staleTime: 30_000 });

export function usePointBalance(options: { enabled?: boolean } = {}) {
  return useQuery({ ...pointBalanceQuery(), enabled: options.enabled ?? true });
}

// --- rewards (goods) -------------------------------------------------------------------------------

export function getPointRewards(params: InLanguage = {}, signal?: AbortSignal): Promise<PointRewards> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    moduleId: POINTS_MODULE,
    schema: pointRewardsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const pointRewardsQuery = (params: { language: string }) =>
  queryOptions({ queryKey: keys.points.rewards(params), queryFn: ({ signal }) => getPointRewards(params, signal), staleTime: 60_000 });

export function usePointRewards(options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...pointRewardsQuery({ language }), enabled: options.enabled ?? true });
}

// --- redeem history --------------------------------------------------------------------------------

export function getRedeemHistory(params: RedeemHistoryParams & InLanguage = {}, signal?: AbortSignal): Promise<RedeemHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    query: { page: params.page ?? 1, size: params.size ?? 10, status: params.status },
    moduleId: POINTS_MODULE,
    schema: redeemHistorySchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const redeemHistoryQuery = (params: RedeemHistoryParams & { language: string }) =>
  queryOptions({
    queryKey: keys.points.redeemHistory(params),
    queryFn: ({ signal }) => getRedeemHistory(params, signal),
    staleTime: 30_000,
  });

export function useRedeemHistory(params: RedeemHistoryParams = {}, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...redeemHistoryQuery({ ...params, language }), enabled: options.enabled ?? true });
}

// --- config (rules and the exchange-rate table) ----------------------------------------------------

export function getPointConfig(signal?: AbortSignal): Promise<PointConfig> {
  return api.request({ method: 'GET', path: '/wps/relay/MCS2_getPointConfig', moduleId: POINTS_MODULE, schema: pointConfigSchema, signal });
}

export const pointConfigQuery = () =>
  queryOptions({ queryKey: keys.points.config(), queryFn: ({ signal }) => getPointConfig(signal), staleTime: 10 * 60_000 });

export function usePointConfig(options: { enabled?: boolean } = {}) {
  return useQuery({ ...pointConfigQuery(), enabled: options.enabled ?? true });
}

// --- points transactions ---------------------------------------------------------------------------

/** GET /wps/relay/ODSFE2_MemTransDet with the points code type (the account record's relay: records.ts). */
export function getPointTransactions(params: PointTransactionsParams & InLanguage = {}, signal?: AbortSignal): Promise<PointTransactions> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    query: {
      codeTypes: POINTS_CODE_TYPE,
      pointType: params.type,
      startTime: params.startTime,
      endTime: params.endTime,
      page: params.page ?? 1,
      size: params.size ?? 10,
      language: params.language ?? apiLanguage(),
    },
    moduleId: TRANSACTIONS_MODULE,
    schema: pointTransactionsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const pointTransactionsQuery = (params: PointTransactionsParams & { language: string }) =>
  queryOptions({
    queryKey: keys.points.transactions(params),
    queryFn: ({ signal }) => getPointTransactions(params, signal),
    staleTime: 30_000,
  });

export function usePointTransactions(params: PointTransactionsParams = {}, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...pointTransactionsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

// --- redeem (password-checked, E) ------------------------------------------------------------------

export function redeemPointReward({ idempotencyKey, ...payload }: RedeemPointRewardInput): Promise<RedeemResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    json: payload,
    encrypted: true,
    idempotencyKey,
    moduleId: POINTS_MODULE,
    schema: redeemResultSchema,
  });
}

export function useRedeemPointReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemPointReward,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.points.all }),
        client.invalidateQueries({ queryKey: keys.wallet.all }),
        client.invalidateQueries({ queryKey: keys.records.transactions() }),
      ]);
    },
  });
}

// --- convert cash to points (password-checked, E, money) -------------------------------------------

export function convertPoints({ idempotencyKey, ...payload }: ConvertPointsInput): Promise<ConvertResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    json: payload,
    encrypted: true,
    idempotencyKey,
    moduleId: POINTS_MODULE,
    schema: convertResultSchema,
  });
}

export function useConvertPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.points.all }),
        client.invalidateQueries({ queryKey: keys.wallet.all }),
        client.invalidateQueries({ queryKey: keys.records.transactions() }),
      ]);
    },
  });
}
