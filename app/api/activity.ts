/**
 * Activity: a promotion's detail, the activity application and the caller's applications (designed;
 * see scripts/api-calls.ts). Apart from content.ts so the first screen, which lists promotions only,
 * does not carry them. Schemas and helpers: activity.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ActivityApplication,
  activityApplicationListSchema,
  type ApplicationResult,
  applicationResultSchema,
  type PromotionApplication,
  type PromotionDetail,
  promotionDetailSchema,
} from './activity.contract.ts';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';

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

export const promotionQuery = (promotionId: number, params: { language: string }) =>
  queryOptions({
    queryKey: keys.content.promotion(promotionId, params),
    queryFn: ({ signal }) => getPromotion(promotionId, params, signal),
    staleTime: 60_000,
  });

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
