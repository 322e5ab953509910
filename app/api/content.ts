/**
 * Content: announcements, the notice (banners, popups, promotion and hot items) and the promotions
 * list. The announcements call is confirmed (platform-api.md section 7); the promotions list is
 * designed (no source shows it; see scripts/api-calls.ts). A promotion's detail, the activity
 * application and the caller's applications: activity.ts. Schemas and helpers: content.contract.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import {
  ANNOUNCEMENT_TYPES,
  type Notice,
  NOTICE_TYPES,
  type NoticeParams,
  noticeSchema,
  promotionListSchema,
  type PromotionsParams,
  type PromotionSummary,
} from './content.contract.ts';
import { announcementsRequest } from './first-screen.contract.ts';
import { keys } from './keys.ts';

const listAnnouncements = (types: string, params: NoticeParams & InLanguage, signal?: AbortSignal) =>
  api.request({ ...announcementsRequest(types, params), schema: noticeSchema, signal });

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

export const promotionsQuery = (params: PromotionsParams & { language: string }) =>
  queryOptions({
    queryKey: keys.content.promotions(params),
    queryFn: ({ signal }) => getPromotions(params, signal),
    staleTime: 60_000,
  });

export function usePromotions(params: PromotionsParams = {}, options: { enabled?: boolean; retryOnMount?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...promotionsQuery({ ...params, language }), enabled: options.enabled ?? true, retryOnMount: options.retryOnMount });
}
