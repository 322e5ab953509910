/**
 * The agent centre: the four contract relays (dividend, daily, hourly and real-time salary) and the team
 * pages (overview, register centre, team management, team betting, user profit and loss, my income,
 * transaction details, agent announcements).
 *
 * No source shows a payload of the contract relays, so one action payload is designed for all four:
 * GET (as the desktop helpers `getProcess`/`getSalary` call them) answers the caller's contract data,
 * POST (as the spec says) performs `{ action, ... }`. The team pages' calls are designed under
 * `/wps/agent/` (the platform's agent root, see the affiliate check): their pages live in the shared
 * TCG lib, which no source includes.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  AGENT_ANNOUNCEMENTS_PAGE_SIZE,
  type AgentAnnouncements,
  agentAnnouncementsSchema,
  type ContractAction,
  type ContractKind,
  type ContractResult,
  contractResultSchemas,
  type ContractView,
  contractViewSchemas,
  type MyIncome,
  type MyIncomeParams,
  myIncomeSchema,
  type RegisterDownlineInput,
  type RegisteredDownline,
  registeredDownlineSchema,
  type TeamBetting,
  type TeamBettingParams,
  teamBettingSchema,
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
import { api } from './client.ts';
import type { PageParams, RangeParams } from './common.contract.ts';
import { keys } from './keys.ts';

interface ReadOptions {
  enabled?: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Contracts

const CONTRACT_CALLS: Record<ContractKind, { path: string; moduleId: string }> = {
  dividend: { path: '/wps/relay/MCS2_processDividendReq', moduleId: 'SIGNCONDIV3' },
  dailySalary: { path: '/wps/relay/MCS2_processDailySalContract', moduleId: 'DAILYSALCONT3' },
  hourlySalary: { path: '/wps/relay/MCS2_processContractHourSalary', moduleId: 'HOURSAL3' },
  realTimeSalary: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', moduleId: 'RTSALARY3' },
};

// The schema lookups below are cast: TS cannot see that indexing by a generic kind keeps kind and schema paired.

/** The caller's contracts of one kind: as downline (received) and as upline (issued). */
export function getContracts<K extends ContractKind>(kind: K, signal?: AbortSignal): Promise<ContractView<K>> {
  const { path, moduleId } = CONTRACT_CALLS[kind];
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
  const { path, moduleId } = CONTRACT_CALLS[kind];
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
// Team pages (designed)

export function getTeamOverview(params: RangeParams, signal?: AbortSignal): Promise<TeamOverview> {
  return api.request({ method: 'GET', path: '/wps/agent/team/overview', query: { ...params }, schema: teamOverviewSchema, signal });
}

export const teamOverviewQuery = (params: RangeParams) =>
  queryOptions({ queryKey: keys.agent.teamOverview(params), queryFn: ({ signal }) => getTeamOverview(params, signal), staleTime: 60_000 });

export function useTeamOverview(params: RangeParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamOverviewQuery(params), enabled: options.enabled ?? true });
}

/** Sent in the E scheme, as every platform call that carries a password. */
export function registerDownline(input: RegisterDownlineInput): Promise<RegisteredDownline> {
  return api.request({ method: 'PUT', path: '/wps/agent/register', json: input, encrypted: true, schema: registeredDownlineSchema });
}

export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerDownline,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.agent.team() }),
  });
}

export function getTeamMembers(params: TeamMembersParams, signal?: AbortSignal): Promise<TeamMembers> {
  return api.request({ method: 'GET', path: '/wps/agent/team/members', query: { ...params }, schema: teamMembersSchema, signal });
}

export const teamMembersQuery = (params: TeamMembersParams) =>
  queryOptions({ queryKey: keys.agent.teamMembers(params), queryFn: ({ signal }) => getTeamMembers(params, signal), staleTime: 30_000 });

export function useTeamMembers(params: TeamMembersParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamMembersQuery(params), enabled: options.enabled ?? true });
}

export function getTeamBetting(params: TeamBettingParams, signal?: AbortSignal): Promise<TeamBetting> {
  return api.request({ method: 'GET', path: '/wps/agent/team/betting', query: { ...params }, schema: teamBettingSchema, signal });
}

export const teamBettingQuery = (params: TeamBettingParams) =>
  queryOptions({ queryKey: keys.agent.teamBetting(params), queryFn: ({ signal }) => getTeamBetting(params, signal), staleTime: 60_000 });

export function useTeamBetting(params: TeamBettingParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamBettingQuery(params), enabled: options.enabled ?? true });
}

export function getTeamProfitLoss(params: TeamProfitLossParams, signal?: AbortSignal): Promise<TeamProfitLoss> {
  return api.request({ method: 'GET', path: '/wps/agent/team/profitLoss', query: { ...params }, schema: teamProfitLossSchema, signal });
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

export function getMyIncome(params: MyIncomeParams, signal?: AbortSignal): Promise<MyIncome> {
  return api.request({ method: 'GET', path: '/wps/agent/income', query: { ...params }, schema: myIncomeSchema, signal });
}

export const myIncomeQuery = (params: MyIncomeParams) =>
  queryOptions({ queryKey: keys.agent.income(params), queryFn: ({ signal }) => getMyIncome(params, signal), staleTime: 60_000 });

export function useMyIncome(params: MyIncomeParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...myIncomeQuery(params), enabled: options.enabled ?? true });
}

export function getTeamTransactions(params: TeamTransactionsParams, signal?: AbortSignal): Promise<TeamTransactions> {
  return api.request({ method: 'GET', path: '/wps/agent/team/transactions', query: { ...params }, schema: teamTransactionsSchema, signal });
}

export const teamTransactionsQuery = (params: TeamTransactionsParams) =>
  queryOptions({
    queryKey: keys.agent.teamTransactions(params),
    queryFn: ({ signal }) => getTeamTransactions(params, signal),
    staleTime: 30_000,
  });

export function useTeamTransactions(params: TeamTransactionsParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...teamTransactionsQuery(params), enabled: options.enabled ?? true });
}

export function getAgentAnnouncements(params: PageParams, signal?: AbortSignal): Promise<AgentAnnouncements> {
  return api.request({
    method: 'GET',
    path: '/wps/agent/announcements',
    query: { pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? AGENT_ANNOUNCEMENTS_PAGE_SIZE },
    moduleId: 'AGEANNOUNCE3',
    schema: agentAnnouncementsSchema,
    signal,
  });
}

export const agentAnnouncementsQuery = (params: PageParams) =>
  queryOptions({
    queryKey: keys.agent.announcements(params),
    queryFn: ({ signal }) => getAgentAnnouncements(params, signal),
    staleTime: 5 * 60_000,
  });

export function useAgentAnnouncements(params: PageParams = {}, options: ReadOptions = {}) {
  return useQuery({ ...agentAnnouncementsQuery(params), enabled: options.enabled ?? true });
}
