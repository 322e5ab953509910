/**
 * The lottery results the home page shows, from the lottery gateway (`/lgw`, raw JSON, no envelope;
 * platform-api.md section 6): popular lotteries and the Vietnam opened numbers. Apart from lottery.ts
 * (the lottery pages' calls) so the first screen carries only these. Schemas and constants:
 * lottery-results.contract.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  POPULAR_LOTTERY_COUNT,
  type PopularLotteriesParams,
  popularLotteriesSchema,
  type PopularLottery,
  VN_NUMBERS_COUNT,
  type VnOpenedGame,
  type VnOpenedNumbersParams,
  vnOpenedNumbersSchema,
} from './lottery-results.contract.ts';

// ---------------------------------------------------------------------------------------------
// Popular lotteries

export function getPopularLotteries(params: PopularLotteriesParams & InLanguage = {}, signal?: AbortSignal): Promise<PopularLottery[]> {
  return api.request({
    method: 'GET',
    path: '/lgw/games/popular',
    query: { count: params.count ?? POPULAR_LOTTERY_COUNT },
    moduleId: 'AGEANNOUNCE3',
    schema: popularLotteriesSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const popularLotteriesQuery = (params: PopularLotteriesParams & { language: string }) => {
  const normalised = { count: params.count ?? POPULAR_LOTTERY_COUNT, language: params.language };
  return queryOptions({
    queryKey: keys.lottery.popular(normalised),
    queryFn: ({ signal }) => getPopularLotteries(normalised, signal),
    // remainTime is a countdown: a stale one misleads.
    staleTime: 15_000,
  });
};

export function usePopularLotteries(params: PopularLotteriesParams = {}, options: { enabled?: boolean; retryOnMount?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({
    ...popularLotteriesQuery({ ...params, language }),
    enabled: options.enabled ?? true,
    retryOnMount: options.retryOnMount,
  });
}

// ---------------------------------------------------------------------------------------------
// Vietnam opened numbers (recent results)

export function getVnOpenedNumbers(params: VnOpenedNumbersParams & InLanguage = {}, signal?: AbortSignal): Promise<VnOpenedGame[]> {
  return api.request({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    query: { count: params.count ?? VN_NUMBERS_COUNT },
    moduleId: 'AGEANNOUNCE3',
    schema: vnOpenedNumbersSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const vnOpenedNumbersQuery = (params: VnOpenedNumbersParams & { language: string }) => {
  const normalised = { count: params.count ?? VN_NUMBERS_COUNT, language: params.language };
  return queryOptions({
    queryKey: keys.lottery.vnOpened(normalised),
    queryFn: ({ signal }) => getVnOpenedNumbers(normalised, signal),
    staleTime: 60_000,
  });
};

export function useVnOpenedNumbers(params: VnOpenedNumbersParams = {}, options: { enabled?: boolean; retryOnMount?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({
    ...vnOpenedNumbersQuery({ ...params, language }),
    enabled: options.enabled ?? true,
    retryOnMount: options.retryOnMount,
  });
}
