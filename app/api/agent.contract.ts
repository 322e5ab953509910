/**
 * The agent centre's contract: the terms, views, actions and results of the four contract relays
 * (dividend, daily, hourly and real-time salary), their error codes, the agent-menu flags, and the
 * team pages' answers and parameters. All of it is designed (no source shows these payloads; see
 * agent.ts). Schemas, types, constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { epochMs, isFlagOn, pageOf, type PageParams, type RangeParams } from './common.contract.ts';
import { isApiError } from './errors.ts';
import type { TransactionKind } from './wallet.contract.ts';

const amount = z.number().check(z.nonnegative());
const count = z.number().check(z.int(), z.nonnegative());
const rate = z.number().check(z.positive(), z.lte(100));

const ascending = (values: number[]) => values.every((value, i) => i === 0 || value >= values[i - 1]!);

/** Tiers read from the lowest threshold up: a higher tier never pays a lower rate. */
function tiersOf<T extends z.ZodMiniObject<{ rate: typeof rate }>>(tier: T, threshold: (t: z.infer<T>) => number) {
  return z.array(tier).check(
    z.minLength(1),
    z.maxLength(10),
    z.refine((tiers) => ascending(tiers.map(threshold)) && ascending(tiers.map((t) => t.rate)), {
      message: 'tiers must rise with their threshold and rate',
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Contracts

/** Settlement period of a dividend: daily, weekly, semimonthly (half month), monthly (spec section 3). */
export const contractPeriodSchema = z.enum(['D', 'W', 'H', 'M']);

/** Dividend: a rate of the team's period loss, by period valid bet, period profit/loss and active members. */
export const dividendTermsSchema = z.object({
  period: contractPeriodSchema,
  tiers: tiersOf(z.object({ periodValidBet: amount, periodProfitLoss: amount, activeMembers: count, rate }), (t) => t.periodValidBet),
});

/** Daily salary: a rate of the team's daily bet amount, by daily bet amount and active members. */
export const dailySalaryTermsSchema = z.object({
  tiers: tiersOf(z.object({ dailyBetAmount: amount, activeMembers: count, rate }), (t) => t.dailyBetAmount),
});

/** Hourly salary: a rate of the team's bet amount in the hour, by hourly bet amount. */
export const hourlySalaryTermsSchema = z.object({
  tiers: tiersOf(z.object({ hourlyBetAmount: amount, rate }), (t) => t.hourlyBetAmount),
});

/** Real-time salary, settled every 5 minutes: a rate of won and of lost stakes of bets of at least `singleBetAmount`. */
export const realTimeSalaryTermsSchema = z
  .object({ profitRate: z.number().check(z.gte(0), z.lte(100)), lossRate: z.number().check(z.gte(0), z.lte(100)), singleBetAmount: amount })
  .check(z.refine((t) => t.profitRate > 0 || t.lossRate > 0, { message: 'a real-time salary needs a rate' }));

export const contractStatusSchema = z.enum(['offered', 'active', 'rejected', 'terminationRequested', 'terminated']);
export const contractPartySchema = z.enum(['upline', 'downline']);
/** Why a contract ended: the upline withdrew its offer, both sides agreed, a newer contract replaced it, or the upline's new lower rate. */
export const contractEndReasonSchema = z.enum(['withdrawn', 'requested', 'superseded', 'lowerUplineRate']);

const contractFields = {
  contractId: z.string(),
  upline: z.string(),
  uplineNickname: z._default(z.string(), ''),
  downline: z.string(),
  downlineNickname: z._default(z.string(), ''),
  /** The downline's member type (1, 2, 41, 42); null when not sent. */
  downlineType: z.nullish(z.number().check(z.int())),
  status: contractStatusSchema,
  terminationRequestedBy: z.nullish(contractPartySchema),
  endReason: z.nullish(contractEndReasonSchema),
  createdAt: epochMs,
  updatedAt: z.nullish(epochMs),
  acceptedAt: z.nullish(epochMs),
  endedAt: z.nullish(epochMs),
};

const contractOf = <K extends string, T extends z.ZodMiniType>(kind: K, terms: T) =>
  z.object({ ...contractFields, kind: z.literal(kind), terms });

export const contractSchemas = {
  dividend: contractOf('dividend', dividendTermsSchema),
  dailySalary: contractOf('dailySalary', dailySalaryTermsSchema),
  hourlySalary: contractOf('hourlySalary', hourlySalaryTermsSchema),
  realTimeSalary: contractOf('realTimeSalary', realTimeSalaryTermsSchema),
};

export type ContractKind = keyof typeof contractSchemas;
export const CONTRACT_KINDS = Object.keys(contractSchemas) as ContractKind[];
export type Contract<K extends ContractKind = ContractKind> = z.infer<(typeof contractSchemas)[K]>;
export type ContractTerms<K extends ContractKind = ContractKind> = Contract<K>['terms'];
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** The most the caller may offer: `rate` for tiered contracts, `profitRate`/`lossRate` for real-time salary. */
export const contractCapSchema = z.object({
  rate: z.nullish(z.number()),
  profitRate: z.nullish(z.number()),
  lossRate: z.nullish(z.number()),
});

const contractViewOf = <C extends z.ZodMiniType>(contract: C) =>
  z.object({
    /** Contracts the caller's upline offered it, newest first (the first is the current one). */
    received: z._default(z.array(contract), []),
    /** Contracts the caller offered its direct downline agents, newest first. */
    issued: z._default(z.array(contract), []),
    /** Direct downline agents the caller may offer a contract to. */
    downlines: z._default(
      z.array(z.object({ account: z.string(), nickname: z._default(z.string(), ''), type: z.nullish(z.number().check(z.int())) })),
      [],
    ),
    /** null: the caller has no contract of its own to share, so it cannot offer one. */
    cap: z.nullish(contractCapSchema),
    /** Real-time salary only: minutes between settlements and the next one (epoch ms). */
    settlementIntervalMinutes: z.nullish(z.number().check(z.int())),
    nextSettlementAt: z.nullish(epochMs),
  });

export const contractViewSchemas = {
  dividend: contractViewOf(contractSchemas.dividend),
  dailySalary: contractViewOf(contractSchemas.dailySalary),
  hourlySalary: contractViewOf(contractSchemas.hourlySalary),
  realTimeSalary: contractViewOf(contractSchemas.realTimeSalary),
};
export type ContractView<K extends ContractKind = ContractKind> = z.infer<(typeof contractViewSchemas)[K]>;

/** The agent's current contract: the newest from its upline that binds it, is ending, or awaits its answer. */
export function currentContract(received: readonly Contract[]): Contract | undefined {
  return received.find(
    (contract) => contract.status === 'active' || contract.status === 'terminationRequested' || contract.status === 'offered',
  );
}

/** Actions on an existing contract; who may take which depends on the caller's side and the status. */
export const CONTRACT_STEP_ACTIONS = ['accept', 'reject', 'terminate', 'confirmTerminate', 'rejectTerminate'] as const;

const contractActionOf = <T extends z.ZodMiniType>(terms: T) =>
  z.union([
    z.object({
      action: z.literal('offer'),
      downline: z.string().check(z.minLength(1)),
      terms,
      /** Confirms an offer below a rate the downline already gives its own downlines (their contracts end). */
      confirm: z.optional(z.boolean()),
    }),
    z.object({ action: z.enum(CONTRACT_STEP_ACTIONS), contractId: z.string().check(z.minLength(1)) }),
  ]);

export const contractActionSchemas = {
  dividend: contractActionOf(dividendTermsSchema),
  dailySalary: contractActionOf(dailySalaryTermsSchema),
  hourlySalary: contractActionOf(hourlySalaryTermsSchema),
  realTimeSalary: contractActionOf(realTimeSalaryTermsSchema),
};
export type ContractAction<K extends ContractKind = ContractKind> = z.input<(typeof contractActionSchemas)[K]>;

const contractResultOf = <C extends z.ZodMiniType>(contract: C) =>
  z.object({
    contract,
    /** Downline contracts ended by a confirmed lower-rate offer. */
    terminated: z._default(z.array(contract), []),
  });

export const contractResultSchemas = {
  dividend: contractResultOf(contractSchemas.dividend),
  dailySalary: contractResultOf(contractSchemas.dailySalary),
  hourlySalary: contractResultOf(contractSchemas.hourlySalary),
  realTimeSalary: contractResultOf(contractSchemas.realTimeSalary),
};
export type ContractResult<K extends ContractKind = ContractKind> = z.infer<(typeof contractResultSchemas)[K]>;

/** The business errorCodes of the contract calls (designed). */
export const CONTRACT_ERRORS = {
  notAgent: 'agent.required',
  lowerRate: 'contract.rate.lower',
  rateExceeds: 'contract.rate.exceeds',
  noOwnContract: 'contract.none',
  pending: 'contract.pending',
  notDownline: 'contract.downline.invalid',
  notFound: 'contract.not.found',
  wrongStatus: 'contract.status.invalid',
  notParty: 'contract.forbidden',
  invalid: 'request_param_err',
} as const;

/**
 * When an offer failed because it is below what the downline already gives its own downlines, the
 * contracts that would end (the container asks, then resends the offer with `confirm: true`).
 */
export function lowerRateConflict<K extends ContractKind>(kind: K, error: unknown): Contract<K>[] | undefined {
  if (!isApiError(error) || error.errorCode !== CONTRACT_ERRORS.lowerRate) return undefined;
  const parsed = z.object({ affected: z.array(contractSchemas[kind]) }).safeParse(error.value);
  return parsed.success ? (parsed.data.affected as Contract<K>[]) : [];
}

/** The consolidated-funds flags the agent menu reads (platform-api.md section 4). */
export type AgentMenuSource = Partial<
  Record<'divtypeinfo' | 'dailysalinfotype' | 'contracthoursalinfo' | 'contractmrdailysalinfotype' | 'realtimesalreqtype', unknown>
>;

/**
 * Which optional agent-centre entries show (spec section 2), as the desktop store's `updateType` maps
 * the consolidated funds: enableCt from divtypeinfo, salary from dailysalinfotype, hourSalary from
 * contracthoursalinfo, dailySalary from contractmrdailysalinfotype. No source shows the real-time
 * flag's mapping; realtimesalreqtype is the only real-time field of the answer.
 */
export function agentMenuFlags(consolidated: AgentMenuSource) {
  return {
    enableCt: isFlagOn(consolidated.divtypeinfo),
    salary: isFlagOn(consolidated.dailysalinfotype),
    hourSalary: isFlagOn(consolidated.contracthoursalinfo),
    dailySalary: isFlagOn(consolidated.contractmrdailysalinfotype),
    agentRealtimeSalary: isFlagOn(consolidated.realtimesalreqtype),
  };
}

// ---------------------------------------------------------------------------------------------------
// Team pages (designed)

/** Member type codes of the team: 0 member, 1/2/41/42 agents. */
const memberType = z.number().check(z.int());

/** Designed: a missing count or total reads as none (0); the window is the one asked for. */
export const teamOverviewSchema = z.object({
  startTime: z.nullish(epochMs),
  endTime: z.nullish(epochMs),
  /** Everyone below the agent, every level. */
  teamSize: z._default(count, 0),
  /** Level 1: registered directly under the agent. */
  directMembers: z._default(count, 0),
  agentCount: z._default(count, 0),
  memberCount: z._default(count, 0),
  /** Registered in the window. */
  newMembers: z._default(count, 0),
  /** Placed at least one bet in the window. */
  activeMembers: z._default(count, 0),
  teamBalance: z._default(z.number(), 0),
  depositAmount: z._default(z.number(), 0),
  withdrawalAmount: z._default(z.number(), 0),
  betAmount: z._default(z.number(), 0),
  /** Stakes of the settled bets that count towards turnover (designed; 0 when not sent). */
  validBetAmount: z._default(z.number(), 0),
  payoutAmount: z._default(z.number(), 0),
  /** Payouts minus stakes of the settled bets (negative: the team lost). */
  winLoss: z._default(z.number(), 0),
  /** Bonuses and rebates paid to the team. */
  bonusAmount: z._default(z.number(), 0),
  /** The team's result: win/loss plus bonuses. */
  profitLoss: z._default(z.number(), 0),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

/** Register centre: an agent creates a member or a sub-agent under itself. */
export interface RegisterDownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  /** A sub-agent's type code follows from the agent's own (1 → 2, 2 → 42); 41 and 42 register members only. */
  accountType: 'member' | 'agent';
}

export const registeredDownlineSchema = z.object({
  account: z.string(),
  nickname: z._default(z.string(), ''),
  type: memberType,
  upline: z._default(z.string(), ''),
  regDate: z.nullish(epochMs),
});
export type RegisteredDownline = z.infer<typeof registeredDownlineSchema>;

export const teamMemberStatusSchema = z.enum(['normal', 'frozen']);

export const teamMemberSchema = z.object({
  account: z.string(),
  nickname: z._default(z.string(), ''),
  type: z.nullish(memberType),
  /** 1 = direct downline. */
  level: z.nullish(z.number().check(z.int(), z.positive())),
  upline: z._default(z.string(), ''),
  balance: z.nullish(z.number()),
  /** People below this member (agents only). */
  teamSize: z._default(count, 0),
  regDate: epochMs,
  lastLoginDate: z.nullish(epochMs),
  status: teamMemberStatusSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamMembersSchema = pageOf(teamMemberSchema);
export type TeamMembers = z.infer<typeof teamMembersSchema>;

export interface TeamMembersParams extends PageParams {
  /** Part of an account name. */
  account?: string;
  level?: number;
  /** A downline agent of the caller: only that agent's direct members (drilling into its team). */
  upline?: string;
  accountType?: 'member' | 'agent';
  status?: z.infer<typeof teamMemberStatusSchema>;
}

const betTotals = {
  betCount: z._default(count, 0),
  betAmount: z._default(z.number(), 0),
  validBetAmount: z._default(z.number(), 0),
  payoutAmount: z._default(z.number(), 0),
  /** The member's win/loss: payouts minus stakes of the settled bets. */
  winLoss: z._default(z.number(), 0),
};

export const teamBettingRowSchema = z.object({
  account: z.string(),
  nickname: z._default(z.string(), ''),
  level: z.nullish(z.number().check(z.int())),
  gameType: z._default(z.string(), ''),
  ...betTotals,
});
export const teamBettingSchema = pageOf(teamBettingRowSchema, { summary: z.prefault(z.object(betTotals), {}) });
export type TeamBetting = z.infer<typeof teamBettingSchema>;

export interface TeamBettingParams extends RangeParams, PageParams {
  account?: string;
  /** A game category: LOTT, ELOTT, LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT. */
  gameType?: string;
}

const profitLossTotals = {
  depositAmount: z._default(z.number(), 0),
  withdrawalAmount: z._default(z.number(), 0),
  betAmount: z._default(z.number(), 0),
  validBetAmount: z._default(z.number(), 0),
  payoutAmount: z._default(z.number(), 0),
  /** Payouts minus stakes of the settled bets, the member's side. */
  winLoss: z._default(z.number(), 0),
  bonusAmount: z._default(z.number(), 0),
  /** winLoss + bonus. */
  profitLoss: z._default(z.number(), 0),
};

export const teamProfitLossRowSchema = z.object({
  account: z.string(),
  nickname: z._default(z.string(), ''),
  type: z.nullish(memberType),
  level: z.nullish(z.number().check(z.int())),
  ...profitLossTotals,
});
export const teamProfitLossSchema = pageOf(teamProfitLossRowSchema, { summary: z.prefault(z.object(profitLossTotals), {}) });
export type TeamProfitLoss = z.infer<typeof teamProfitLossSchema>;

export interface TeamProfitLossParams extends RangeParams, PageParams {
  account?: string;
}

export const incomeTypeSchema = z.enum(['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']);
export type IncomeType = z.infer<typeof incomeTypeSchema>;

export const incomeRecordSchema = z.object({
  id: z.string(),
  incomeType: incomeTypeSchema,
  amount: z.number(),
  balanceAfter: z.nullish(z.number()),
  time: epochMs,
  remark: z._default(z.string(), ''),
});

export const myIncomeSchema = pageOf(incomeRecordSchema, {
  summary: z.prefault(
    z.object({
      commission: z._default(z.number(), 0),
      dividend: z._default(z.number(), 0),
      dailySalary: z._default(z.number(), 0),
      hourlySalary: z._default(z.number(), 0),
      realTimeSalary: z._default(z.number(), 0),
      total: z._default(z.number(), 0),
    }),
    {},
  ),
});
export type MyIncome = z.infer<typeof myIncomeSchema>;

export interface MyIncomeParams extends RangeParams, PageParams {
  incomeType?: IncomeType;
}

export const teamTransactionSchema = z.object({
  id: z.string(),
  account: z.string(),
  /** A ledger kind; unknown kinds pass through for the screen to show as they are. */
  kind: z.string(),
  amount: z.number(),
  balanceAfter: z.nullish(z.number()),
  time: epochMs,
  remark: z._default(z.string(), ''),
});
export const teamTransactionsSchema = pageOf(teamTransactionSchema);
export type TeamTransactions = z.infer<typeof teamTransactionsSchema>;

export interface TeamTransactionsParams extends RangeParams, PageParams {
  account?: string;
  kind?: TransactionKind;
}

export const agentAnnouncementSchema = z.object({
  id: z.string(),
  title: z._default(z.string(), ''),
  /** Rich text (HTML) from the back office; the screen sanitises it. */
  content: z._default(z.string(), ''),
  /** Epoch ms, shown as yyyy-MM-dd hh:mm:ss. */
  timestamp: epochMs,
  pinned: z._default(z.boolean(), false),
});
export const agentAnnouncementsSchema = pageOf(agentAnnouncementSchema);
export type AgentAnnouncements = z.infer<typeof agentAnnouncementsSchema>;

/** Spec section 9: 9 announcements per page. */
export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 9;
