/**
 * Content: announcements, the notice (banners, popups, promotion and hot items) and promotions.
 * The announcements call is confirmed (platform-api.md section 7); the promotions list, detail and the
 * activity application are designed (no source shows them; see scripts/api-calls.ts). Schemas and
 * helpers: content.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import {
  ANNOUNCEMENT_TYPES,
  type ApplicationResult,
  applicationResultSchema,
  type Notice,
  NOTICE_TYPES,
  type NoticeParams,
  noticeSchema,
  type PromotionApplication,
  type PromotionDetail,
  promotionDetailSchema,
  promotionListSchema,
  type PromotionsParams,
  type PromotionSummary,
} from './content.contract.ts';
import { keys } from './keys.ts';

const listAnnouncements = (types: string, params: NoticeParams, signal?: AbortSignal) =>
  api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: { types, platform: 'W', execution: params.execution },
    moduleId: 'COMM3',
    schema: noticeSchema,
    signal,
  });

/** The games' announcements (all types, hot included); no token needed. */
export function getAnnouncements(params: NoticeParams, signal?: AbortSignal): Promise<Notice> {
  return listAnnouncements(ANNOUNCEMENT_TYPES, params, signal);
}

/** The notice (banners, player, popup, promotion): execution B before login, A after. */
export function getNotice(params: NoticeParams, signal?: AbortSignal): Promise<Notice> {
  return listAnnouncements(NOTICE_TYPES, params, signal);
}

export const announcementsQuery = (params: NoticeParams) =>
  queryOptions({
    queryKey: keys.content.announcements(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    staleTime: 5 * 60_000,
  });

export const noticeQuery = (params: NoticeParams) =>
  queryOptions({
    queryKey: keys.content.notice(params),
    queryFn: ({ signal }) => getNotice(params, signal),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements(params: NoticeParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...announcementsQuery(params), enabled: options.enabled ?? true });
}

export function useNotice(params: NoticeParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...noticeQuery(params), enabled: options.enabled ?? true });
}

export function getPromotions(params: PromotionsParams, signal?: AbortSignal): Promise<PromotionSummary[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    query: { category: params.category },
    moduleId: 'REWCEN3',
    schema: promotionListSchema,
    signal,
  });
}

export function getPromotion(promotionId: number, signal?: AbortSignal): Promise<PromotionDetail> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    query: { promotionId },
    moduleId: 'REWCEN3',
    schema: promotionDetailSchema,
    signal,
  });
}

export const promotionsQuery = (params: PromotionsParams = {}) =>
  queryOptions({
    queryKey: keys.content.promotions(params),
    queryFn: ({ signal }) => getPromotions(params, signal),
    staleTime: 60_000,
  });

export const promotionQuery = (promotionId: number) =>
  queryOptions({
    queryKey: keys.content.promotion(promotionId),
    queryFn: ({ signal }) => getPromotion(promotionId, signal),
    staleTime: 60_000,
  });

export function usePromotions(params: PromotionsParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...promotionsQuery(params), enabled: options.enabled ?? true });
}

/** Disabled until an id is known (the detail route reads it from the address). */
export function usePromotion(promotionId: number | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...promotionQuery(promotionId ?? 0), enabled: promotionId !== undefined && (options.enabled ?? true) });
}

export function applyPromotion(input: PromotionApplication): Promise<ApplicationResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_applyPromotion',
    json: input,
    moduleId: 'REWCEN3',
    schema: applicationResultSchema,
  });
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.content.promotionsAll() }),
  });
}
