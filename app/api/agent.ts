/**
 * The agent centre: the four contract relays (dividend, daily, hourly and real-time salary) and the team
 * pages (overview, register centre, team management, team betting, user profit and loss, my income,
 * transaction details, agent announcements), on the relays the platform's own client calls
 * (reference/platform-client.md rows 35-44; the facts in scripts/platform-client/agent.json).
 *
 * Contracts: no source shows a payload, so one action payload is designed for all four. Each kind is
 * read with a GET and acted on with a POST: dividend and daily salary on the spec's desktop relays (GET,
 * as the desktop helpers `getProcess`/`getSalary` call them; POST as the spec says), hourly and
 * real-time salary on their own read relays, their `process*` relays taking POST only.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  AGENT_ANNOUNCEMENTS_PAGE_SIZE,
  AGENT_ANNOUNCEMENTS_PATH,
  type AgentAnnouncements,
  agentAnnouncementsSchema,
  type ContractAction,
  type ContractKind,
  type ContractResult,
  contractResultSchemas,
  type ContractView,
  contractViewSchemas,
  downlineCreatedSchema,
  lotteryTeamBetsSchema,
  type MyIncome,
  type MyIncomeParams,
  myIncomeSchema,
  orderTeamBetsSchema,
  type RegisterDownlineInput,
  type RegisteredDownline,
  registeredDownline,
  teamBetRequest,
  type TeamBets,
  type TeamBetsParams,
  teamLedgerQuery,
  type TeamMembers,
  type TeamMembersParams,
  teamMembersSchema,
  type TeamOverview,
  teamOverviewSchema,
  type TeamProfitLoss,
  type TeamProfitLossParams,
  teamProfitLossSchema,
  type TeamTransactions,
  type TeamTransactionsParams,
  teamTransactionsSchema,
} from './agent.contract.ts';
import { api, type InLanguage, languageHeader, useApiLanguage } from './client.ts';
import type { ListParams, RangeParams } from './common.contract.ts';
import { keys } from './keys.ts';

interface ReadOptions {
  enabled?: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Contracts

interface Relay {
  path: string;
  /** The desktop registry's module (platform-api.md section 7); the mobile client's own reads send none. */
  moduleId?: string;
}

/** Each kind's read (GET) and its action relay (POST). */
const CONTRACT_CALLS: Record<ContractKind, { read: Relay; process: Relay }> = {
  dividend: {
    read: { path: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3' },
    process: { path: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3' },
  },
  dailySalary: {
    read: { path: '/wps/relay/MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3' },
    process: { path: '/wps/relay/MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3' },
  },
  hourlySalary: {
    read: { path: '/wps/relay/MCSFE_getContractHourSalaryInfo' },
    // The spec's desktop relay; the mobile client posts MCSFE_processContractHourSalary.
    process: { path: '/wps/relay/MCS2_processContractHourSalary', moduleId: 'HOURSAL3' },
  },
  realTimeSalary: {
    read: { path: '/wps/relay/MCSFE_getRealTimeSalaryContractInfo' },
    process: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3' },
  },
};

// The schema lookups below are cast: TS cannot see that indexing by a generic kind keeps kind and schema paired.

/** The caller's contracts of one kind: as downline (received) and as upline (issued). */
export function getContracts<K extends ContractKind>(kind: K, signal?: AbortSignal): Promise<ContractView<K>> {
  const { path, moduleId } = CONTRACT_CALLS[kind].read;
  return api.request({
    method: 'GET',
    path,
    moduleId,
    schema: contractViewSchemas[kind] as unknown as z.ZodMiniType<ContractView<K>>,
    signal,
  });
}

/** Offers, accepts, rejects or ends a contract. */
export function processContract<K extends ContractKind>(kind: K, action: ContractAction<K>): Promise<ContractResult<K>> {
  const { path, moduleId } = CONTRACT_CALLS[kind].process;
  return api.request({
    method: 'POST',
    path,
    moduleId,
    json: action,
    schema: contractResultSchemas[kind] as unknown as z.ZodMiniType<ContractResult<K>>,
  });
}

export const contractQuery = <K extends ContractKind>(kind: K) =>
  queryOptions({
    queryKey: keys.agent.contract(kind),
    queryFn: ({ signal }) => getContracts(kind, signal),
    staleTime: 30_000,
  });

function useContract<K extends ContractKind>(kind: K, options: ReadOptions) {
  return useQuery({ ...contractQuery(kind), enabled: options.enabled ?? true });
}

function useProcessContract<K extends ContractKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ContractAction<K>) => processContract(kind, action),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.agent.contract(kind) }),
  });
}

export const useDividendContract = (options: ReadOptions = {}) => useContract('dividend', options);
export const useDailySalaryContract = (options: ReadOptions = {}) => useContract('dailySalary', options);
export const useHourlySalaryContract = (options: ReadOptions = {}) => useContract('hourlySalary', options);
export const useRealTimeSalaryContract = (options: ReadOptions = {}) => useContract('realTimeSalary', options);

export const useProcessDividendContract = () => useProcessContract('dividend');
export const useProcessDailySalaryContract = () => useProcessContract('dailySalary');
export const useProcessHourlySalaryContract = () => useProcessContract('hourlySalary');
export const useProcessRealTimeSalaryContract = () => useProcessContract('realTimeSalary');

// ---------------------------------------------------------------------------------------------------
// Team pages

/** A report's period as the agent reports take it: `startDate`/`endDate`, epoch ms (designed: the member's bet-record keys). */
const period = (params: RangeParams) => ({ startDate: params.startTime, endDate: params.endTime });

/** GET ODSFE2_getTeamOverviewSum; the period keys are designed (the client passes its page's query through). */
export function getTeamOverview(params: RangeParams, signal?: AbortSignal): Promise<TeamOverview> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamOverviewSum',
    query: period(params),
    schema: teamOverviewSchema,
    signal,
  });
}

export const teamOverviewQuery = (params: RangeParams) =>
  queryOptions({ queryKey: keys.agent.teamOverview(params), queryFn: ({ signal }) => getTeamOverview(params, signal), staleTime: 60_000 });

export function useTeamOverview(params: RangeParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamOverviewQuery(params), enabled: options.enabled ?? true });
}

/**
 * POST /wps/agent/downline in the E scheme (it carries a password). The body's keys are designed (the
 * client's register page is not in its copy): the form's fields. The client reads only `success`.
 */
export async function registerDownline(input: RegisterDownlineInput): Promise<RegisteredDownline> {
  const { username, password, confirmPassword, nickname, accountType } = input;
  const answer = await api.request({
    method: 'POST',
    path: '/wps/agent/downline',
    json: { username, password, confirmPassword, accountType, ...(nickname ? { nickname } : {}) },
    encrypted: true,
    schema: downlineCreatedSchema,
  });
  return registeredDownline(input, answer);
}

export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.agent.team() }),
  });
}

/** GET ODSFE2_getSubordinatev2: `page` as the client sends it; `size` and the filters designed. */
export function getTeamMembers(params: TeamMembersParams, signal?: AbortSignal): Promise<TeamMembers> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getSubordinatev2',
    query: {
      page: params.page ?? 1,
      size: params.size ?? 10,
      customerName: params.account,
      directAgentName: params.upline,
      status: params.status,
    },
    schema: teamMembersSchema,
    signal,
  });
}

export const teamMembersQuery = (params: TeamMembersParams) =>
  queryOptions({ queryKey: keys.agent.teamMembers(params), queryFn: ({ signal }) => getTeamMembers(params, signal), staleTime: 30_000 });

export function useTeamMembers(params: TeamMembersParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamMembersQuery(params), enabled: options.enabled ?? true });
}

/** A page of the team's bets on one product: ODSFE2_lottTeamBet for lottery, the product's ODSFE2_*Orders relay otherwise. */
export function getTeamBets(params: TeamBetsParams, signal?: AbortSignal): Promise<TeamBets> {
  const { path, lottery, query } = teamBetRequest(params);
  return api.request({ method: 'GET', path, query, schema: lottery ? lotteryTeamBetsSchema : orderTeamBetsSchema, signal });
}

export const teamBetsQuery = (params: TeamBetsParams) =>
  queryOptions({ queryKey: keys.agent.teamBetting(params), queryFn: ({ signal }) => getTeamBets(params, signal), staleTime: 60_000 });

/** The team's bets in the current API language (the per-product relays localise their names). */
export function useTeamBets(params: Omit<TeamBetsParams, 'language'>, options: ReadOptions = {}) {
  const language = useApiLanguage();
  return useQuery({ ...teamBetsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

/** GET ODSFE2_getTeamPNLV3: the period, page, size and member keys are designed (the client passes its page's query through). */
export function getTeamProfitLoss(params: TeamProfitLossParams, signal?: AbortSignal): Promise<TeamProfitLoss> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTeamPNLV3',
    query: { ...period(params), page: params.page ?? 1, size: params.size ?? 10, customerName: params.account },
    schema: teamProfitLossSchema,
    signal,
  });
}

export const teamProfitLossQuery = (params: TeamProfitLossParams) =>
  queryOptions({
    queryKey: keys.agent.teamProfitLoss(params),
    queryFn: ({ signal }) => getTeamProfitLoss(params, signal),
    staleTime: 60_000,
  });

export function useTeamProfitLoss(params: TeamProfitLossParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamProfitLossQuery(params), enabled: options.enabled ?? true });
}

/** GET ODSFE2_AgentProfDet: its query was not seen; the period, page, size and kind keys are designed. */
export function getMyIncome(params: MyIncomeParams, signal?: AbortSignal): Promise<MyIncome> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_AgentProfDet',
    query: { ...period(params), page: params.page ?? 1, size: params.size ?? 10, incomeType: params.incomeType },
    schema: myIncomeSchema,
    signal,
  });
}

export const myIncomeQuery = (params: MyIncomeParams) =>
  queryOptions({ queryKey: keys.agent.income(params), queryFn: ({ signal }) => getMyIncome(params, signal), staleTime: 60_000 });

export function useMyIncome(params: MyIncomeParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...myIncomeQuery(params), enabled: options.enabled ?? true });
}

/**
 * The team ledger: GET ODSFE2_MemTransDet with `subordinateName` and the agent view's exclusions, the
 * same relay and keys as the member's own transaction record (to be one fetcher with the records
 * area's, taking the subordinate and the agent view, when both land).
 */
export function getTeamTransactions(params: TeamTransactionsParams, signal?: AbortSignal): Promise<TeamTransactions> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    query: teamLedgerQuery(params),
    schema: teamTransactionsSchema,
    signal,
  });
}

export const teamTransactionsQuery = (params: TeamTransactionsParams) =>
  queryOptions({
    queryKey: keys.agent.teamTransactions(params),
    queryFn: ({ signal }) => getTeamTransactions(params, signal),
    staleTime: 30_000,
  });

/** The team ledger in the current API language (the platform names each type in it). */
export function useTeamTransactions(params: Omit<TeamTransactionsParams, 'language'> = {}, options: ReadOptions = {}) {
  const language = useApiLanguage();
  return useQuery({ ...teamTransactionsQuery({ ...params, language }), enabled: options.enabled ?? true });
}

/** Designed (see AGENT_ANNOUNCEMENTS_PATH): `page`/`size` as the platform's lists take them. */
export function getAgentAnnouncements(params: ListParams & InLanguage, signal?: AbortSignal): Promise<AgentAnnouncements> {
  return api.request({
    method: 'GET',
    path: AGENT_ANNOUNCEMENTS_PATH,
    query: { page: params.page ?? 1, size: params.size ?? AGENT_ANNOUNCEMENTS_PAGE_SIZE },
    moduleId: 'AGEANNOUNCE3',
    schema: agentAnnouncementsSchema,
    signal,
    headers: languageHeader(params.language),
  });
}

/** In the agent's language: a switch asks again, in the new one. */
export const agentAnnouncementsQuery = (params: ListParams & { language: string }) =>
  queryOptions({
    queryKey: keys.agent.announcements(params),
    queryFn: ({ signal }) => getAgentAnnouncements(params, signal),
    staleTime: 5 * 60_000,
  });

export function useAgentAnnouncements(params: ListParams = {}, options: ReadOptions = {}) {
  const language = useApiLanguage();
  return useQuery({ ...agentAnnouncementsQuery({ ...params, language }), enabled: options.enabled ?? true });
}
