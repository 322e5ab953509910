/**
 * Missions and rewards: the mission summary (its open count is the menu badge), leaderboard and
 * milestones (MISSIONLB3), the raffle claim (REWCEN3) and the reward-centre tickets (PROMOFE relays).
 * Paths and params are confirmed (platform-api.md section 7). Schemas and helpers:
 * missions.contract.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import { keys } from './keys.ts';
import {
  type Milestone,
  milestonesSchema,
  type MissionLeaderboard,
  missionLeaderboardSchema,
  type MissionSummary,
  type MissionSummaryParams,
  missionSummarySchema,
  OPEN_MISSIONS,
  type RaffleClaim,
  raffleClaimSchema,
  type RewardTicket,
  type RewardTicketsParams,
  rewardTicketsSchema,
  type TicketClaim,
  ticketClaimSchema,
} from './missions.contract.ts';

export function getMissionSummary(params: MissionSummaryParams & InLanguage, signal?: AbortSignal): Promise<MissionSummary> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    query: { status: params.status, page: params.page, size: params.size },
    moduleId: 'MISSIONLB3',
    schema: missionSummarySchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const missionSummaryQuery = (params: MissionSummaryParams & { language: string }) =>
  queryOptions({
    queryKey: keys.missions.summary(params),
    queryFn: ({ signal }) => getMissionSummary(params, signal),
    staleTime: 60_000,
  });

/** Needs a session: pass `enabled: isLoggedIn`. */
export function useMissionSummary(params: MissionSummaryParams = OPEN_MISSIONS, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...missionSummaryQuery({ ...params, language }), enabled: options.enabled ?? true });
}

export function getMissionLeaderboard(missionId: number, signal?: AbortSignal): Promise<MissionLeaderboard> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    query: { missionId },
    moduleId: 'MISSIONLB3',
    schema: missionLeaderboardSchema,
    signal,
  });
}

export const missionLeaderboardQuery = (missionId: number) =>
  queryOptions({
    queryKey: keys.missions.leaderboard(missionId),
    queryFn: ({ signal }) => getMissionLeaderboard(missionId, signal),
    staleTime: 60_000,
  });

export function useMissionLeaderboard(missionId: number | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({ ...missionLeaderboardQuery(missionId ?? 0), enabled: missionId !== undefined && (options.enabled ?? true) });
}

export function getMissionMilestones(missionId: number, params: InLanguage = {}, signal?: AbortSignal): Promise<Milestone[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionMilestones',
    query: { missionId },
    moduleId: 'MISSIONLB3',
    schema: milestonesSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const missionMilestonesQuery = (missionId: number, params: { language: string }) =>
  queryOptions({
    queryKey: keys.missions.milestones(missionId, params),
    queryFn: ({ signal }) => getMissionMilestones(missionId, params, signal),
    staleTime: 60_000,
  });

export function useMissionMilestones(missionId: number | undefined, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({
    ...missionMilestonesQuery(missionId ?? 0, { language }),
    enabled: missionId !== undefined && (options.enabled ?? true),
  });
}

export function claimRaffle(input: { promotionId: number }): Promise<RaffleClaim> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    json: { promotionId: input.promotionId },
    moduleId: 'REWCEN3',
    schema: raffleClaimSchema,
  });
}

/** Credits the wallet: missions and the balance are read again. */
export function useClaimRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRaffle,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.missions.all }),
        queryClient.invalidateQueries({ queryKey: keys.wallet.all }),
        queryClient.invalidateQueries({ queryKey: keys.records.transactions() }),
      ]),
  });
}

export function getRewardTickets(params: RewardTicketsParams & InLanguage, signal?: AbortSignal): Promise<RewardTicket[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/PROMOFE_getClaimTicketList',
    query: { isApp: 'N', status: params.status },
    schema: rewardTicketsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

export const rewardTicketsQuery = (params: RewardTicketsParams & { language: string }) =>
  queryOptions({
    queryKey: keys.missions.tickets(params),
    queryFn: ({ signal }) => getRewardTickets(params, signal),
    staleTime: 30_000,
  });

export function useRewardTickets(params: RewardTicketsParams = { status: 'AVAILABLE' }, options: { enabled?: boolean } = {}) {
  const language = useApiLanguage();
  return useQuery({ ...rewardTicketsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

export function claimTicket(input: { transactionId: string }): Promise<TicketClaim> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/PROMOFE_claimTicket',
    json: { transactionId: input.transactionId, isApp: 'N' },
    schema: ticketClaimSchema,
  });
}

export function useClaimTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTicket,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.missions.all }),
        queryClient.invalidateQueries({ queryKey: keys.wallet.all }),
        queryClient.invalidateQueries({ queryKey: keys.records.transactions() }),
      ]),
  });
}
