/**
 * Content: announcements, the notice (banners, popups, promotion and hot items) and promotions.
 * The announcements call is confirmed (platform-api.md section 7); the promotions list, detail and the
 * activity application and the caller's applications are designed (no source shows them; see scripts/api-calls.ts). Schemas and
 * helpers: content.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import {
  type ActivityApplication,
  activityApplicationListSchema,
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

const listAnnouncements = (types: string, params: NoticeParams & InLanguage, signal?: AbortSignal) =>
  api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    query: { types, platform: 'W', execution: params.execution },
    moduleId: 'COMM3',
    schema: noticeSchema,
    signal,
    headers: languageHeader(params.language),
  });

/** The games' announcements (all types, hot included); no token needed. */
export function getAnnouncements(params: NoticeParams & InLanguage, signal?: AbortSignal): Promise<Notice> {
  return listAnnouncements(ANNOUNCEMENT_TYPES, params, signal);
}

/** The notice (banners, player, popup, promotion): execution B before login, A after. */
export function getNotice(params: NoticeParams & InLanguage, signal?: AbortSignal): Promise<Notice> {
  return listAnnouncements(NOTICE_TYPES, params, signal);
}

export const announcementsQuery = (params: NoticeParams & { language: string }) =>
  queryOptions({
    queryKey: keys.content.announcements(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    staleTime: 5 * 60_000,
  });

export const noticeQuery = (params: NoticeParams & { language: string }) =>
  queryOptions({
    queryKey: keys.content.notice(params),
    queryFn: ({ signal }) => getNotice(params, signal),
    staleTime: 5 * 60_000,
  });

export function useAnnouncements(params: NoticeParams, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...announcementsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

export function useNotice(params: NoticeParams, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...noticeQuery({ ...params, language }), enabled: options.enabled ?? true });
}

export function getPromotions(params: PromotionsParams & InLanguage, signal?: AbortSignal): Promise<PromotionSummary[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    query: { category: params.category },
    moduleId: 'REWCEN3',
    schema: promotionListSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export function getPromotion(promotionId: number, params: InLanguage = {}, signal?: AbortSignal): Promise<PromotionDetail> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionDetail',
    query: { promotionId },
    moduleId: 'REWCEN3',
    schema: promotionDetailSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const promotionsQuery = (params: PromotionsParams & { language: string }) =>
  queryOptions({
    queryKey: keys.content.promotions(params),
    queryFn: ({ signal }) => getPromotions(params, signal),
    staleTime: 60_000,
  });

export const promotionQuery = (promotionId: number, params: { language: string }) =>
  queryOptions({
    queryKey: keys.content.promotion(promotionId, params),
    queryFn: ({ signal }) => getPromotion(promotionId, params, signal),
    staleTime: 60_000,
  });

export function usePromotions(params: PromotionsParams = {}, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...promotionsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

/** Disabled until an id is known (the detail route reads it from the address). */
export function usePromotion(promotionId: number | undefined, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...promotionQuery(promotionId ?? 0, { language }), enabled: promotionId !== undefined && (options.enabled ?? true) });
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

/** Designed: the member's activity applications, newest first (the activity centre). */
export function getActivityApplications(params: InLanguage, signal?: AbortSignal): Promise<ActivityApplication[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMyPromotionApplications',
    moduleId: 'REWCEN3',
    schema: activityApplicationListSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const activityApplicationsQuery = (params: { language: string }) =>
  queryOptions({
    queryKey: keys.content.applications(params),
    queryFn: ({ signal }) => getActivityApplications(params, signal),
  });

/** Members only: enable it once the session is a member's. An application sent refreshes it (promotionsAll). */
export function useActivityApplications(options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...activityApplicationsQuery({ language }), enabled: options.enabled ?? true });
}
