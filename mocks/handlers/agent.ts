/**
 * The agent centre's calls: the four contract relays (GET answers the caller's contracts as the desktop
 * helpers read them, POST performs an action as the spec says; both verbs on both relay prefixes,
 * platform-api.md section 10) and the designed team calls under /wps/agent/. Every call is for agents
 * (types 1, 2, 41, 42); members and trial accounts are refused.
 */
import type { HttpHandler } from 'msw';
import { CONTRACT_ERRORS, contractActionSchemas, incomeTypeSchema, type ContractKind } from '../../app/api/agent.contract.ts';
import { TRANSACTION_KINDS } from '../../app/api/wallet.contract.ts';
import { isAgentType, type Account } from '../db/accounts.ts';
import {
  agentAnnouncements,
  contractView,
  myIncome,
  processContractAction,
  registerDownline,
  TEAM_GAME_TYPES,
  teamBetting,
  teamMembers,
  teamOverview,
  teamProfitLoss,
  teamTransactions,
  type Outcome,
  type PageRequest,
  type Window,
} from '../db/agent.ts';
import { fakeNow } from '../db/wallets.ts';
import { failure, int, str, wps, type CallContext } from './platform.ts';

const DAY = 86_400_000;
/** Reports cover at most this many days, as the platform's report pages do. */
const MAX_RANGE_DAYS = 92;
const MAX_PAGE_SIZE = 100;

const CONTRACT_ROUTES: Record<ContractKind, { paths: string[]; module: string }> = {
  dividend: { paths: ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processDividendReq'], module: 'SIGNCONDIV3' },
  dailySalary: { paths: ['/wps/relay/MCS2_processDailySalContract', '/wps/relay/MCSFE_processDailySalContract'], module: 'DAILYSALCONT3' },
  hourlySalary: { paths: ['/wps/relay/MCS2_processContractHourSalary', '/wps/relay/MCSFE_processContractHourSalary'], module: 'HOURSAL3' },
  realTimeSalary: {
    paths: ['/wps/relay/MCSFE_processRealTimeSalaryContract', '/wps/relay/MCS2_processRealTimeSalaryContract'],
    module: 'RTSALARY3',
  },
};

/** The caller, when it is an agent; otherwise the platform's refusal. */
function agentOf(context: CallContext): Account {
  const account = context.account!;
  if (!isAgentType(account.type)) throw failure('Not an agent account', CONTRACT_ERRORS.notAgent);
  return account;
}

const invalid = (message: string) => failure(message, CONTRACT_ERRORS.invalid);

function answer<T>(outcome: Outcome<T>): T | Response {
  return outcome.ok ? outcome.value : failure(outcome.message, outcome.errorCode, outcome.value ?? null);
}

/** startTime/endTime in epoch ms, both inclusive; the last 30 days when absent. */
function windowOf(query: URLSearchParams): Window {
  const read = (name: string) => (query.get(name) ? Number(query.get(name)) : undefined);
  const endTime = read('endTime') ?? fakeNow();
  const startTime = read('startTime') ?? endTime - 30 * DAY;
  if (!Number.isFinite(startTime) || !Number.isFinite(endTime)) throw invalid('startTime and endTime are epoch milliseconds');
  if (startTime > endTime) throw invalid('startTime must not be after endTime');
  if (endTime - startTime > MAX_RANGE_DAYS * DAY) throw invalid(`The date range is limited to ${MAX_RANGE_DAYS} days`);
  return { startTime, endTime };
}

function pageOf(query: URLSearchParams): PageRequest {
  return { pageNo: int(query, 'pageNo', 1), pageSize: Math.min(int(query, 'pageSize', 10), MAX_PAGE_SIZE) };
}

/** An optional enumerated filter: absent is undefined, anything outside the list is refused. */
function oneOf<T extends string>(query: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = str(query, name);
  if (value === '') return undefined;
  if (!(values as readonly string[]).includes(value)) throw invalid(`${name} must be one of ${values.join(', ')}`);
  return value as T;
}

const optional = (query: URLSearchParams, name: string) => str(query, name) || undefined;

function contractHandlers(kind: ContractKind): HttpHandler[] {
  const { paths, module } = CONTRACT_ROUTES[kind];
  return wps(['get', 'post'], paths, { auth: 'required', module }, (context) => {
    const agent = agentOf(context);
    if (context.request.method === 'GET' || context.body.action === 'list') return contractView(kind, agent);
    const parsed = contractActionSchemas[kind].safeParse(context.body);
    if (!parsed.success)
      return invalid(
        `Invalid contract request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`,
      );
    return answer(processContractAction(kind, agent, parsed.data));
  });
}

export const agentHandlers: HttpHandler[] = [
  ...contractHandlers('dividend'),
  ...contractHandlers('dailySalary'),
  ...contractHandlers('hourlySalary'),
  ...contractHandlers('realTimeSalary'),

  ...wps('get', '/wps/agent/team/overview', { auth: 'required' }, (context) => teamOverview(agentOf(context), windowOf(context.query))),

  ...wps('put', '/wps/agent/register', { auth: 'required', encrypted: true }, (context) =>
    answer(registerDownline(agentOf(context), context.body)),
  ),

  ...wps('get', '/wps/agent/team/members', { auth: 'required' }, (context) => {
    const agent = agentOf(context);
    const { query } = context;
    const level = str(query, 'level') === '' ? undefined : int(query, 'level', 0);
    if (level === 0) throw invalid('level is a positive number');
    return teamMembers(agent, {
      ...pageOf(query),
      account: optional(query, 'account'),
      level,
      upline: optional(query, 'upline'),
      accountType: oneOf(query, 'accountType', ['member', 'agent']),
      status: oneOf(query, 'status', ['normal', 'frozen']),
    });
  }),

  ...wps('get', '/wps/agent/team/betting', { auth: 'required' }, (context) =>
    teamBetting(agentOf(context), windowOf(context.query), {
      ...pageOf(context.query),
      account: optional(context.query, 'account'),
      gameType: oneOf(context.query, 'gameType', TEAM_GAME_TYPES),
    }),
  ),

  ...wps('get', '/wps/agent/team/profitLoss', { auth: 'required' }, (context) =>
    teamProfitLoss(agentOf(context), windowOf(context.query), { ...pageOf(context.query), account: optional(context.query, 'account') }),
  ),

  ...wps('get', '/wps/agent/income', { auth: 'required' }, (context) =>
    myIncome(agentOf(context), windowOf(context.query), {
      ...pageOf(context.query),
      incomeType: oneOf(context.query, 'incomeType', incomeTypeSchema.options),
    }),
  ),

  ...wps('get', '/wps/agent/team/transactions', { auth: 'required' }, (context) =>
    teamTransactions(agentOf(context), windowOf(context.query), {
      ...pageOf(context.query),
      account: optional(context.query, 'account'),
      kind: oneOf(context.query, 'kind', TRANSACTION_KINDS),
    }),
  ),

  ...wps('get', '/wps/agent/announcements', { auth: 'required', module: 'AGEANNOUNCE3' }, (context) => {
    agentOf(context);
    return agentAnnouncements(pageOf(context.query));
  }),
];
