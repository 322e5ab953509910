/**
 * The agent centre's calls, on the relays the platform's own client calls (reference/platform-client.md
 * rows 35-44): the four contract relays (each kind read with GET and acted on with POST; the hourly and
 * real-time `process*` relays take POST only, the mobile client's names answer as aliases), the team
 * reports on their ODSFE2_ relays with `page`/`size` and the answers' `list`, `footer`, `totalPages`,
 * the register centre's POST /wps/agent/downline (E), and the designed agent announcements. Team calls
 * are for agents (types 1, 2, 41, 42); members and trial accounts are refused.
 *
 * The team's bets on the per-product relays and the team ledger (ODSFE2_MemTransDet) are the member's
 * records relays asked with a subordinate filter: mocks/handlers/records.ts answers them, with
 * `subordinatesFor` from here. The answer builders are exported for the fixtures (the stories page
 * them as the app does).
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import {
  CONTRACT_ERRORS,
  contractActionSchemas,
  incomeTypeSchema,
  type agentAnnouncementsSchema,
  type ContractKind,
  type lotteryTeamBetsSchema,
  type myIncomeSchema,
  type teamMembersSchema,
  type teamOverviewSchema,
  type teamProfitLossSchema,
} from '../../app/api/agent.contract.ts';
import { isAgentType, type Account } from '../db/accounts.ts';
import {
  agentAnnouncements,
  contractView,
  lotteryBets,
  myIncome,
  processContractAction,
  registerDownline,
  subordinatesOf,
  teamMembers,
  teamOverview,
  teamProfitLoss,
  type Outcome,
  type Window,
} from '../db/agent.ts';
import { langOf, type Lang } from '../db/content-authoring.ts';
import { fakeNow } from '../db/wallets.ts';
import { failure, listAnswer, str, wps, type CallContext } from './platform.ts';

const DAY = 86_400_000;
/** Reports cover at most this many days, as the platform's report pages do. */
const MAX_RANGE_DAYS = 92;

/**
 * Each kind's read (GET) and action (POST) relays. Dividend and daily salary: the spec's desktop relays
 * (both verbs), and the mobile client's process relays (MCSFE_processContractDividend: GET process, POST
 * agree; MCSFE_processDailySalaryContract: POST). Hourly and real-time salary: their own read relays;
 * the process relays, desktop and mobile names, POST only (any other verb is the gateway's #459).
 */
const CONTRACT_ROUTES: Record<ContractKind, { read: string[]; process: string[]; module: string }> = {
  dividend: {
    read: ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processContractDividend'],
    process: ['/wps/relay/MCS2_processDividendReq', '/wps/relay/MCSFE_processContractDividend'],
    module: 'SIGNCONDIV3',
  },
  dailySalary: {
    read: ['/wps/relay/MCS2_processDailySalContract'],
    process: ['/wps/relay/MCS2_processDailySalContract', '/wps/relay/MCSFE_processDailySalaryContract'],
    module: 'DAILYSALCONT3',
  },
  hourlySalary: {
    read: ['/wps/relay/MCSFE_getContractHourSalaryInfo'],
    process: ['/wps/relay/MCS2_processContractHourSalary', '/wps/relay/MCSFE_processContractHourSalary'],
    module: 'HOURSAL3',
  },
  realTimeSalary: {
    read: ['/wps/relay/MCSFE_getRealTimeSalaryContractInfo'],
    process: ['/wps/relay/MCSFE_processRealTimeSalaryContract'],
    module: 'RTSALARY3',
  },
};

/** The caller, when it is an agent; otherwise the platform's refusal. */
function agentOf(context: Pick<CallContext, 'account'>): Account {
  const account = context.account!;
  if (!isAgentType(account.type)) throw failure('Not an agent account', CONTRACT_ERRORS.notAgent);
  return account;
}

const invalid = (message: string) => failure(message, CONTRACT_ERRORS.invalid);

function answer<T>(outcome: Outcome<T>): T | Response {
  return outcome.ok ? outcome.value : failure(outcome.message, outcome.errorCode, outcome.value ?? null);
}

/** The period in epoch ms under the call's names, both inclusive; the last 30 days when absent. */
function windowOf(query: URLSearchParams, names: readonly [string, string] = ['startDate', 'endDate']): Window {
  const [start, end] = names;
  const read = (name: string) => (query.get(name) ? Number(query.get(name)) : undefined);
  const endTime = read(end) ?? fakeNow();
  const startTime = read(start) ?? endTime - 30 * DAY;
  if (!Number.isFinite(startTime) || !Number.isFinite(endTime)) throw invalid(`${start} and ${end} are epoch milliseconds`);
  if (startTime > endTime) throw invalid(`${start} must not be after ${end}`);
  if (endTime - startTime > MAX_RANGE_DAYS * DAY) throw invalid(`The date range is limited to ${MAX_RANGE_DAYS} days`);
  return { startTime, endTime };
}

/** An optional enumerated filter: absent or '' is undefined, anything outside the list is refused. */
function oneOf<T extends string>(query: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = str(query, name);
  if (value === '') return undefined;
  if (!(values as readonly string[]).includes(value)) throw invalid(`${name} must be one of ${values.join(', ')}`);
  return value as T;
}

const optional = (query: URLSearchParams, name: string) => str(query, name) || undefined;

/** A subordinate filter as sent: null when the key is absent, '' for the whole team. */
const subordinateOf = (query: URLSearchParams) => query.get('subordinateName');

/**
 * Whose records a subordinate filter asks for (null: the key left out, the caller's own; '' the whole
 * team); anyone but the caller itself needs an agent. Shared with the member's records relays, which
 * answer the team views too.
 */
export function subordinatesFor(caller: Account, name: string | null): Account[] {
  if (name !== null && name.toLowerCase() !== caller.account.toLowerCase()) agentOf({ account: caller });
  return subordinatesOf(caller, name);
}

// ---------------------------------------------------------------------------------------------------
// Answers (exported for the fixtures and the MemTransDet handler)

export const teamOverviewAnswer = (agent: Account, query: URLSearchParams) =>
  teamOverview(agent, windowOf(query)) satisfies z.input<typeof teamOverviewSchema>;

export function teamMembersAnswer(agent: Account, query: URLSearchParams) {
  const rows = teamMembers(agent, {
    account: optional(query, 'customerName'),
    upline: optional(query, 'directAgentName'),
    status: oneOf(query, 'status', ['normal', 'frozen']),
  });
  return { ...listAnswer(rows, query, (row) => row, { footer: {} }), total: rows.length } satisfies z.input<typeof teamMembersSchema>;
}

/** ODSFE2_lottTeamBet: a team relay, so no subordinate filter is the whole team. */
export function lotteryTeamBetsAnswer(agent: Account, query: URLSearchParams) {
  const prizeModeId = oneOf(query, 'prizeModeId', ['1', '3']) ?? '1';
  const { rows, footer } = lotteryBets(subordinatesOf(agent, subordinateOf(query) ?? ''), windowOf(query), prizeModeId);
  return listAnswer(rows, query, (row) => row, { footer }) satisfies z.input<typeof lotteryTeamBetsSchema>;
}

export function teamProfitLossAnswer(agent: Account, query: URLSearchParams) {
  const { rows, footer } = teamProfitLoss(agent, windowOf(query), { account: optional(query, 'customerName') });
  return { ...listAnswer(rows, query, (row) => row, { footer }), total: rows.length } satisfies z.input<typeof teamProfitLossSchema>;
}

export function myIncomeAnswer(agent: Account, query: URLSearchParams) {
  const { rows, footer } = myIncome(agent, windowOf(query), { incomeType: oneOf(query, 'incomeType', incomeTypeSchema.options) });
  return listAnswer(rows, query, (row) => row, { footer }) satisfies z.input<typeof myIncomeSchema>;
}

export const agentAnnouncementsAnswer = (query: URLSearchParams, language: Lang = 'EN') =>
  listAnswer(agentAnnouncements(language), query, (row) => row, { size: 9 }) satisfies z.input<typeof agentAnnouncementsSchema>;

// ---------------------------------------------------------------------------------------------------
// Handlers

function contractHandlers(kind: ContractKind): HttpHandler[] {
  const { read, process, module } = CONTRACT_ROUTES[kind];
  return [
    ...wps('get', read, { auth: 'required', module }, (context) => contractView(kind, agentOf(context))),
    ...wps('post', process, { auth: 'required', module }, (context) => {
      const agent = agentOf(context);
      // The spec's POST reads too, asked as {action: "list"}.
      if (context.body.action === 'list') return contractView(kind, agent);
      const parsed = contractActionSchemas[kind].safeParse(context.body);
      if (!parsed.success)
        return invalid(
          `Invalid contract request: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`,
        );
      return answer(processContractAction(kind, agent, parsed.data));
    }),
  ];
}

export const agentHandlers: HttpHandler[] = [
  ...contractHandlers('dividend'),
  ...contractHandlers('dailySalary'),
  ...contractHandlers('hourlySalary'),
  ...contractHandlers('realTimeSalary'),

  ...wps('get', '/wps/relay/ODSFE2_getTeamOverviewSum', { auth: 'required' }, (context) =>
    teamOverviewAnswer(agentOf(context), context.query),
  ),

  ...wps('post', '/wps/agent/downline', { auth: 'required', encrypted: true }, (context) => {
    const opened = registerDownline(agentOf(context), context.body);
    return opened.ok ? { regDate: opened.value.regDate } : answer(opened);
  }),

  ...wps('get', '/wps/relay/ODSFE2_getSubordinatev2', { auth: 'required' }, (context) =>
    teamMembersAnswer(agentOf(context), context.query),
  ),

  ...wps('get', '/wps/relay/ODSFE2_lottTeamBet', { auth: 'required' }, (context) => lotteryTeamBetsAnswer(agentOf(context), context.query)),

  ...wps('get', '/wps/relay/ODSFE2_getTeamPNLV3', { auth: 'required' }, (context) => teamProfitLossAnswer(agentOf(context), context.query)),

  ...wps('get', '/wps/relay/ODSFE2_AgentProfDet', { auth: 'required' }, (context) => myIncomeAnswer(agentOf(context), context.query)),

  // Designed: no call was found (app/api/agent.contract.ts, AGENT_ANNOUNCEMENTS_PATH).
  ...wps('get', '/wps/agent/announcements', { auth: 'required', module: 'AGEANNOUNCE3' }, (context) => {
    agentOf(context);
    return agentAnnouncementsAnswer(context.query, langOf(context.request.headers.get('Language')));
  }),
];
