/**
 * The agent centre's contract: the terms, views, actions and results of the four contract relays
 * (dividend, daily, hourly and real-time salary), their error codes, the agent-menu flags, and the
 * team pages' answers and parameters, read as the platform's own client reads them where it was seen
 * (reference/platform-client.md rows 35-44; scripts/platform-client/agent.json) and designed where
 * it was not: the contract payloads (no source shows one), most team fields, the report periods.
 * Schemas, types, constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { epochMs, flag, isFlagOn, listOf, type ListPage, type ListParams, type RangeParams } from './common.contract.ts';
import { isApiError } from './errors.ts';
import { accountRecordQuery, accountRecordSchema, betRecordsRequest, type BetProduct, type TxCodeType } from './records.contract.ts';

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
// Team pages (reference/platform-client.md rows 37-44)

/** A money total a report may leave out: none (0). */
const money = z._default(z.number(), 0);
const tally = z._default(count, 0);
/** Ids and order numbers: the services send them as numbers or as strings. */
const idOf = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
/** A status code the services send as a number or a string; anything else reads as unknown. */
const codeOf = z.catch(z.nullish(z.union([z.string(), z.number()])), null);

/**
 * Team overview: GET ODSFE2_getTeamOverviewSum. Its page (AgentOverview) is not in the client's copy:
 * the fields are the names of the client's AGENT_INDEX list, which is UNCONFIRMED as this call's
 * answer, and each reads as 0 when not sent. The four counts are read as counts of events
 * (registrations, logins, deposits, bets), not of members (designed reading).
 */
export const teamOverviewSchema = z.pipe(
  z.object({
    totalRegisterCount: tally,
    totalLoginCount: tally,
    totalDepositCount: tally,
    totalBetCount: tally,
    totalDeposit: money,
    totalWithdrawal: money,
    totalBet: money,
    totalValidBet: money,
    totalWin: money,
    totalPromotion: money,
    totalRebate: money,
    totalProfitSharing: money,
    totalDailyIncome: money,
    totalPNL: money,
  }),
  z.transform((wire) => ({
    registrations: wire.totalRegisterCount,
    logins: wire.totalLoginCount,
    depositCount: wire.totalDepositCount,
    betCount: wire.totalBetCount,
    depositAmount: wire.totalDeposit,
    withdrawalAmount: wire.totalWithdrawal,
    betAmount: wire.totalBet,
    validBetAmount: wire.totalValidBet,
    /** What the team's bets paid out. */
    payoutAmount: wire.totalWin,
    /** Promotions paid to the team. */
    bonusAmount: wire.totalPromotion,
    rebateAmount: wire.totalRebate,
    /** Dividends (profit sharing) paid to the team's agents. */
    profitSharing: wire.totalProfitSharing,
    /** Daily salaries paid to the team's agents. */
    dailyIncome: wire.totalDailyIncome,
    /** The team's result, the members' side (negative: the team lost). */
    profitLoss: wire.totalPNL,
  })),
);
export type TeamOverview = z.output<typeof teamOverviewSchema>;

/** Register centre: an agent creates a member or a sub-agent under itself. */
export interface RegisterDownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  /** A sub-agent's type code follows from the agent's own (1 → 2, 2 → 42); 41 and 42 register members only. */
  accountType: 'member' | 'agent';
}

/**
 * POST /wps/agent/downline (E) answers `success`, all the client reads; a registration time in the
 * value is kept when there is one (designed), anything else is ignored.
 */
export const downlineCreatedSchema = z.catch(z.nullish(z.object({ regDate: z.nullish(epochMs) })), null);

/** The account just opened: what was sent, and its registration time if the platform said. */
export interface RegisteredDownline {
  account: string;
  nickname: string;
  isAgent: boolean;
  regDate: number | null;
}

export function registeredDownline(input: RegisterDownlineInput, answer: z.output<typeof downlineCreatedSchema>): RegisteredDownline {
  return {
    account: input.username,
    nickname: input.nickname || input.username,
    isAgent: input.accountType === 'agent',
    regDate: answer?.regDate ?? null,
  };
}

export const teamMemberStatusSchema = z.enum(['normal', 'frozen']);
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

/**
 * A downline as GET ODSFE2_getSubordinatev2 lists it: the client reads `customerName` and `isAgent`;
 * every other field is designed, and reads as unknown when not sent.
 */
export const teamMemberSchema = z.pipe(
  z.object({
    customerName: z.string(),
    isAgent: z._default(flag, false),
    nickname: z._default(z.string(), ''),
    /** 1 = direct downline. */
    level: z.nullish(z.number().check(z.int(), z.positive())),
    /** The member's direct upline. */
    directAgentName: z._default(z.string(), ''),
    balance: z.nullish(z.number()),
    /** People below this member (agents only). */
    teamSize: tally,
    regDate: z.nullish(epochMs),
    lastLoginDate: z.nullish(epochMs),
    status: z.catch(z._default(teamMemberStatusSchema, 'normal'), 'normal'),
  }),
  z.transform(({ customerName, directAgentName, ...member }) => ({ account: customerName, upline: directAgentName, ...member })),
);
export type TeamMember = z.output<typeof teamMemberSchema>;

/** `{list, footer, total, totalPages}`; the footer's fields were not seen (none is read). */
export const teamMembersSchema = listOf(teamMemberSchema);
export type TeamMembers = z.output<typeof teamMembersSchema>;

export interface TeamMembersParams extends ListParams {
  /** Part of a username (designed key `customerName`). */
  account?: string;
  /** A downline agent of the caller: only its direct members, drilling into its team (designed key `directAgentName`). */
  upline?: string;
  /** Designed key `status`. */
  status?: TeamMemberStatus;
}

/** The products team betting reads, in the agent centre's order: the member's bet-record products. */
export const TEAM_BET_PRODUCTS = ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP'] as const satisfies readonly BetProduct[];
export type TeamBetProduct = (typeof TEAM_BET_PRODUCTS)[number];

/** The lottery's team relay (the member's is ODSFE2_lottMemBet): prize mode 1, as the member's lottery record asks. */
export const LOTTERY_TEAM_BETS_PATH = '/wps/relay/ODSFE2_lottTeamBet';

export interface TeamBetsParams extends RangeParams, ListParams {
  product: TeamBetProduct;
  /** One team member's bets; '' or none for the whole team (designed key `subordinateName`). */
  account?: string;
  /** The per-product relays take the call's language. */
  language?: string;
}

/**
 * The request for a page of team bets: its relay and query. The lottery on its team relay with the
 * member's lottery-record keys; every other product on the member's own relay for it (the records
 * area's betRecordsRequest: its settled tab) with a subordinate filter. `subordinateName` (the team,
 * or one member of it) is designed: the team-betting page that sets the real filter is not in the
 * client's copy.
 */
export function teamBetRequest(params: TeamBetsParams): {
  path: string;
  lottery: boolean;
  query: Record<string, string | number | undefined>;
} {
  const subordinateName = params.account ?? '';
  const page = params.page ?? 1;
  const size = params.size ?? 10;
  if (params.product === 'LOTT') {
    const query = { startDate: params.startTime, endDate: params.endTime, page, size, subordinateName, prizeModeId: '1' };
    return { path: LOTTERY_TEAM_BETS_PATH, lottery: true, query };
  }
  const member = betRecordsRequest({
    product: params.product,
    settled: true,
    startDate: params.startTime ?? 0,
    endDate: params.endTime ?? 0,
    page,
    size,
    language: params.language ?? 'EN',
  });
  // A period left out is left out (the platform's default period), not sent as 0.
  const { startDate, endDate, ...rest } = member.query;
  return {
    path: member.path,
    lottery: false,
    query: {
      ...rest,
      startDate: params.startTime === undefined ? undefined : startDate,
      endDate: params.endTime === undefined ? undefined : endDate,
      subordinateName,
    },
  };
}

/** What became of a bet. */
export type BetOutcome = 'open' | 'won' | 'lost' | 'tie' | 'cancelled';

/** The lottery record's status codes: 0 processing, 1 won, 2 not won, 3 cancelled, 4 tie. */
const LOTTERY_OUTCOMES: Readonly<Record<string, BetOutcome>> = { 0: 'open', 1: 'won', 2: 'lost', 3: 'cancelled', 4: 'tie' };
/** The third-party records' status words (the sports detail reads win and lose). */
const ORDER_OUTCOMES: Readonly<Record<string, BetOutcome>> = { win: 'won', lose: 'lost', tie: 'tie', draw: 'tie', cancel: 'cancelled' };

/** One bet of a team member, from either family of relays. */
export interface TeamBet {
  id: string;
  orderNo: string;
  account: string;
  /** The member's direct agent, when the relay says. */
  directAgent: string;
  game: string;
  betTime: number | null;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  /** The member's result (win minus stake); null while the bet is open, cancelled or not said. */
  profitLoss: number | null;
  status: BetOutcome | null;
}

export interface TeamBetTotals {
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  /** null where the relay's footer has none (lottery). */
  profitLoss: number | null;
}

export type TeamBets = ListPage<TeamBet, TeamBetTotals>;

/** The client marks `directAgentName: false` on rows it asked for without a subordinate type. */
const directAgent = z.catch(z.nullish(z.string()), null);

const lotteryBetSchema = z.pipe(
  z.object({
    orderDetailId: idOf,
    abbrOrderNo: z.catch(z.nullish(idOf), null),
    customerName: z._default(z.string(), ''),
    directAgentName: directAgent,
    gameName: z._default(z.string(), ''),
    status: codeOf,
    betAmount: money,
    validBetAmount: money,
    winAmount: money,
    betTimeInTimestamp: z.nullish(epochMs),
  }),
  z.transform((row): TeamBet => {
    const status = row.status === null || row.status === undefined ? null : (LOTTERY_OUTCOMES[String(row.status)] ?? null);
    const settled = status === 'won' || status === 'lost' || status === 'tie';
    return {
      id: row.orderDetailId,
      orderNo: row.abbrOrderNo ?? row.orderDetailId,
      account: row.customerName,
      directAgent: row.directAgentName ?? '',
      game: row.gameName,
      betTime: row.betTimeInTimestamp ?? null,
      betAmount: row.betAmount,
      validBetAmount: row.validBetAmount,
      winAmount: row.winAmount,
      profitLoss: settled ? row.winAmount - row.betAmount : null,
      status,
    };
  }),
);

/** ODSFE2_lottTeamBet: the member's lottery-record shape (`{list, totalPages, footer{betAmount, winAmount, validBetAmount}}`). */
export const lotteryTeamBetsSchema = z.pipe(
  listOf(lotteryBetSchema, { footer: { betAmount: money, winAmount: money, validBetAmount: money } }),
  z.transform((page): TeamBets => ({ ...page, footer: { ...page.footer, profitLoss: null } })),
);

const orderBetSchema = z.pipe(
  z.object({
    orderNo: idOf,
    customerName: z._default(z.string(), ''),
    directAgentName: directAgent,
    gameName: z.nullish(z.string()),
    /** Sports rows name the event instead. */
    eventName: z.nullish(z.string()),
    status: codeOf,
    betAmount: money,
    validBetAmount: money,
    winAmount: money,
    profitAndLoss: z.nullish(z.number()),
    betTimeInTimestamp: z.nullish(epochMs),
  }),
  z.transform((row): TeamBet => ({
    id: row.orderNo,
    orderNo: row.orderNo,
    account: row.customerName,
    directAgent: row.directAgentName ?? '',
    game: row.eventName || row.gameName || '',
    betTime: row.betTimeInTimestamp ?? null,
    betAmount: row.betAmount,
    validBetAmount: row.validBetAmount,
    winAmount: row.winAmount,
    profitLoss: row.profitAndLoss ?? null,
    status: row.status === null || row.status === undefined ? null : (ORDER_OUTCOMES[String(row.status).toLowerCase()] ?? null),
  })),
);

/** The per-product relays: `{list, footer{betAmount, winAmount, validBetAmount, profitAndLoss, …}, total, totalPages}`. */
export const orderTeamBetsSchema = z.pipe(
  listOf(orderBetSchema, { footer: { betAmount: money, winAmount: money, validBetAmount: money, profitAndLoss: money } }),
  z.transform(({ footer, ...page }): TeamBets => ({
    ...page,
    footer: {
      betAmount: footer.betAmount,
      validBetAmount: footer.validBetAmount,
      winAmount: footer.winAmount,
      profitLoss: footer.profitAndLoss,
    },
  })),
);

/** A team member's (or the team's) money in the period; designed names, in the AGENT_INDEX vocabulary. */
const profitLossWire = {
  totalDeposit: money,
  totalWithdrawal: money,
  totalBet: money,
  totalValidBet: money,
  totalWin: money,
  totalPromotion: money,
  totalRebate: money,
  totalPNL: money,
};

const profitLossTotals = (wire: z.output<z.ZodMiniObject<typeof profitLossWire>>) => ({
  depositAmount: wire.totalDeposit,
  withdrawalAmount: wire.totalWithdrawal,
  betAmount: wire.totalBet,
  validBetAmount: wire.totalValidBet,
  payoutAmount: wire.totalWin,
  bonusAmount: wire.totalPromotion,
  rebateAmount: wire.totalRebate,
  /** The members' side: payouts minus settled stakes, plus promotions and rebates. */
  profitLoss: wire.totalPNL,
});
export type TeamProfitLossTotals = ReturnType<typeof profitLossTotals>;

const teamProfitLossRowSchema = z.pipe(
  z.object({ customerName: z.string(), ...profitLossWire }),
  z.transform(({ customerName, ...wire }) => ({ account: customerName, ...profitLossTotals(wire) })),
);

/** GET ODSFE2_getTeamPNLV3: `{list, footer, total, totalPages}`; the row and footer fields were not seen (designed). */
export const teamProfitLossSchema = z.pipe(
  listOf(teamProfitLossRowSchema, { footer: profitLossWire }),
  z.transform(({ footer, ...page }) => ({ ...page, footer: profitLossTotals(footer) })),
);
export type TeamProfitLoss = z.output<typeof teamProfitLossSchema>;

export interface TeamProfitLossParams extends RangeParams, ListParams {
  /** One member (designed key `customerName`). */
  account?: string;
}

export const incomeTypeSchema = z.enum(['commission', 'dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary']);
export type IncomeType = z.infer<typeof incomeTypeSchema>;

/** A payment to the agent (designed: the client's MyIncome page, which reads them, is not in its copy). */
export const incomeRecordSchema = z.object({
  id: idOf,
  incomeType: incomeTypeSchema,
  amount: z.number(),
  balanceAfter: z.nullish(z.number()),
  time: epochMs,
  remark: z._default(z.string(), ''),
});

/** GET ODSFE2_AgentProfDet: `{list, totalPages, footer}`; the footer's totals per kind are designed. */
export const myIncomeSchema = listOf(incomeRecordSchema, {
  footer: { commission: money, dividend: money, dailySalary: money, hourlySalary: money, realTimeSalary: money, total: money },
});
export type MyIncome = z.output<typeof myIncomeSchema>;

export interface MyIncomeParams extends RangeParams, ListParams {
  /** Designed key `incomeType`. */
  incomeType?: IncomeType;
}

/**
 * The team ledger is the member's account record (records.contract.ts) for a downline or ('') the
 * whole team, with the agent view's exclusions; each row names whose it is.
 */
export const teamTransactionsSchema = z.pipe(
  accountRecordSchema,
  z.transform(({ list, ...page }) => ({ ...page, list: list.map(({ customerName, ...row }) => ({ ...row, account: customerName })) })),
);
export type TeamTransactions = z.output<typeof teamTransactionsSchema>;

export interface TeamTransactionsParams extends RangeParams, ListParams {
  /**
   * The team member whose ledger it is (`subordinateName`); '' or none for the whole team. The whole
   * team with every code type is designed: the client's page asks for a name or a code type first.
   */
  account?: string;
  codeType?: TxCodeType;
  language?: string;
}

/** The query of a team-ledger page: the member's account-record query for the team, in the agent view. */
export function teamLedgerQuery(params: TeamTransactionsParams): Record<string, string | number | undefined> {
  const { startTime, endTime, ...query } = accountRecordQuery({
    codeType: params.codeType ?? '',
    subordinateName: params.account ?? '',
    startTime: params.startTime ?? 0,
    endTime: params.endTime ?? 0,
    page: params.page,
    size: params.size ?? 10,
    language: params.language ?? 'EN',
    agentView: true,
  });
  // A period left out is left out (the platform's default period), not sent as 0.
  return {
    ...query,
    startTime: params.startTime === undefined ? undefined : startTime,
    endTime: params.endTime === undefined ? undefined : endTime,
  };
}

// ---------------------------------------------------------------------------------------------------
// Agent announcements: DESIGNED. No call was found (the desktop agent centre's agentAnnouncement view
// lives in a script that is not in any copy); this is the one place its path, query and answer are
// chosen, so a later source fixes this block and agent.ts's getAgentAnnouncements.

export const AGENT_ANNOUNCEMENTS_PATH = '/wps/agent/announcements';

export const agentAnnouncementSchema = z.object({
  id: z.string(),
  title: z._default(z.string(), ''),
  /** Rich text (HTML) from the back office; the screen sanitises it. */
  content: z._default(z.string(), ''),
  /** Epoch ms, shown as yyyy-MM-dd hh:mm:ss. */
  timestamp: epochMs,
  pinned: z._default(z.boolean(), false),
});
/** `{list, page, totalPages}` as the platform's lists answer, `page`/`size` asked. */
export const agentAnnouncementsSchema = listOf(agentAnnouncementSchema);
export type AgentAnnouncements = z.output<typeof agentAnnouncementsSchema>;

/** Spec section 9: 9 announcements per page. */
export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 9;
