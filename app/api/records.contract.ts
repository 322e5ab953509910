/**
 * The records contract: the member centre's account record (ODSFE2_MemTransDet), the betting records
 * (a relay per product, the lottery's own), profit and loss (ODSFE2_MemPNL), the rebates
 * (ODSFE2_MemberRebate) and the rebate rate per product type, as the platform's own client sends and
 * reads them (reference/platform-client.md #12-#16, /tmp/mc/facts.md section 9). What no source shows
 * is marked designed where it is declared. Schemas, constants, types and pure helpers only: no React,
 * no network.
 */
import * as z from 'zod/mini';
import { epochMs, listOf, type ListParams } from './common.contract.ts';

const idSchema = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
/** An amount where a missing one (or null) means none. */
const amount0 = z.pipe(
  z.nullish(z.number()),
  z.transform((value) => value ?? 0),
);
/** A total a service may leave out: null, so a screen shows a dash rather than a false zero. */
const maybeAmount = z.pipe(
  z.nullish(z.number()),
  z.transform((value) => value ?? null),
);

/** The client's list pages are ten long. */
export const RECORDS_PAGE_SIZE = 10;

// ---------------------------------------------------------------------------------------------
// Account record: GET /wps/relay/ODSFE2_MemTransDet

/**
 * The transaction code types the client's type filter offers, one at a time ('' = every type; the
 * client sends its real-time wage as daily_wage). Labels: dividend reads "Promotion", share_bonus
 * "Dividend" in the client.
 */
export const TX_CODE_TYPES = [
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'dividend',
  'betting_rebate',
  'agent_rebate',
  'share_bonus',
  'daily_wage',
  'hour_wage',
  'referral_rebate',
  'other',
] as const;
export type TxCodeType = (typeof TX_CODE_TYPES)[number];

/** The code types of agents' income: the client offers them to agents only. */
const AGENT_CODE_TYPES: ReadonlySet<TxCodeType> = new Set(['agent_rebate', 'share_bonus', 'daily_wage', 'hour_wage']);

/** The member types (member info `type`) that are agents: 1, 2, 41, 42. */
export const isAgentMemberType = (type: number | undefined) => type === 1 || type === 2 || type === 41 || type === 42;

/** The code types a member of this type may filter by, in the client's order. */
export function accountCodeTypes(memberType: number | undefined): TxCodeType[] {
  return TX_CODE_TYPES.filter((code) => isAgentMemberType(memberType) || !AGENT_CODE_TYPES.has(code));
}

/** The transaction types the wallet store leaves out of a member's own record (one comma string on the wire). */
export const MEMBER_EXCLUDED_TX_TYPE_IDS = [6231, 4203, 4223, 6156, 4253] as const;
/** The agent centre's team ledger (the client's `?types=A`) leaves out these. */
export const AGENT_EXCLUDED_TX_TYPE_IDS = [6231, 2004, 4203, 4223, 6156, 4253, 6103, 6202, 6203] as const;

/** A ledger row as the client reads it (txTypeName is in the query's language); nameCn is not read. */
const transactionSchema = z.pipe(
  z.object({
    txId: idSchema,
    txTypeId: z.nullish(z.union([z.number(), z.string()])),
    txTypeName: text,
    orderNo: z.nullish(z.union([z.string(), z.number()])),
    remark: text,
    /** Signed: credit positive, debit negative. */
    amount: z.number(),
    currentAvailBalance: z.nullish(z.number()),
    txTimeInTimestamp: epochMs,
    /** Whose ledger the row is (the agent view shows it). */
    customerName: text,
  }),
  z.transform((wire) => ({
    id: wire.txId,
    time: wire.txTimeInTimestamp,
    typeId: wire.txTypeId === null || wire.txTypeId === undefined || wire.txTypeId === '' ? null : Number(wire.txTypeId),
    typeName: wire.txTypeName,
    orderNo: wire.orderNo === null || wire.orderNo === undefined ? '' : String(wire.orderNo),
    amount: wire.amount,
    balanceAfter: wire.currentAvailBalance ?? null,
    remark: wire.remark,
    customerName: wire.customerName,
  })),
);

/** `value {list, page, totalPages}`. */
export const accountRecordSchema = listOf(transactionSchema);

export type Transaction = z.infer<typeof transactionSchema>;
export type AccountRecord = z.infer<typeof accountRecordSchema>;

export interface AccountRecordParams extends ListParams {
  /** One code type, or '' for every type. */
  codeType?: TxCodeType | '';
  /** The period in epoch ms, both ends inclusive (the client sends start and end of the brand days). */
  startTime: number;
  endTime: number;
  /** The platform language the type names come back in (EN, VI). */
  language: string;
  /** Whose ledger: the member's own account, or an agent's downline. */
  subordinateName?: string;
  /** The agent centre's team ledger: the agent exclude list. */
  agentView?: boolean;
}

/** The query the client sends for the account record (the wallet store adds the exclude list as one comma string). */
export function accountRecordQuery(params: AccountRecordParams) {
  const excluded = params.agentView ? AGENT_EXCLUDED_TX_TYPE_IDS : MEMBER_EXCLUDED_TX_TYPE_IDS;
  return {
    codeTypes: params.codeType ?? '',
    subordinateName: params.subordinateName,
    startTime: params.startTime,
    endTime: params.endTime,
    page: params.page ?? 1,
    size: params.size ?? RECORDS_PAGE_SIZE,
    language: params.language,
    excludeTxTypeIds: excluded.join(','),
  };
}

// ---------------------------------------------------------------------------------------------
// Betting records: GET /wps/relay/<the product's relay>

/**
 * The products a member's bets are listed by, in the client's tab order, as far as this platform's
 * lobby has them. ELOTT is the client's ELOTT_3RD tab (a third-party e-lottery, its own relays); LOTT
 * is the in-house lottery (ODSFE2_lottMemBet, prize mode 1).
 */
export const BET_PRODUCTS = ['RNG', 'LIVE', 'FISH', 'LOTT', 'ELOTT', 'SPORTS', 'PVP'] as const;
export type BetProduct = (typeof BET_PRODUCTS)[number];

/** The relays of the third-party products: settled, and the unsettled one where the product has its own. */
const THIRD_PARTY_RELAYS: Record<Exclude<BetProduct, 'LOTT'>, { settled: string; unsettled?: string }> = {
  RNG: { settled: 'ODSFE2_RNGOrders' },
  FISH: { settled: 'ODSFE2_FishOrders' },
  LIVE: { settled: 'ODSFE2_LiveOrders' },
  PVP: { settled: 'ODSFE2_PvPOrders' },
  SPORTS: { settled: 'ODSFE2_SportsSettOrders', unsettled: 'ODSFE2_SportsUnsettOrders' },
  ELOTT: { settled: 'ODSFE2_ElottSettledOrders', unsettled: 'ODSFE2_ElottUnsettledOrders' },
};

export const LOTTERY_ORDERS_PATH = '/wps/relay/ODSFE2_lottMemBet';

/**
 * Which status filter a product offers: settled or unsettled where its open bets have a relay of
 * their own (sports, e-lottery), the lottery's statuses, or none (slots, fishing, live casino and
 * cards settle as they are played: the client asks their one relay either way).
 */
export function betStatusFilter(product: BetProduct): 'settlement' | 'lottery' | 'none' {
  if (product === 'LOTT') return 'lottery';
  return THIRD_PARTY_RELAYS[product].unsettled ? 'settlement' : 'none';
}

/**
 * The lobby's game categories whose vendors a product's bets come from: the platform's SPORTS lane
 * holds the e-sports and cock-fight vendors too (games.contract.ts groupLanes splits them out for the
 * menu), so the sports relays answer for all three.
 */
export function productCategories(product: BetProduct): string[] {
  return product === 'SPORTS' ? ['SPORTS', 'ESPORTS', 'COCKFIGHT'] : [product];
}

/** A bet's state as the records show it: open, settled (won, lost, tied or plainly settled), or cancelled. */
export const BET_OUTCOMES = ['UNSETTLED', 'SETTLED', 'WON', 'LOST', 'TIE', 'CANCELLED'] as const;
export type BetOutcome = (typeof BET_OUTCOMES)[number];

/** The lottery's status codes (ODSFE2_lottMemBet `status`, query and rows). */
const LOTTERY_STATUS_CODES = { UNSETTLED: '0', WON: '1', LOST: '2', CANCELLED: '3', TIE: '4' } as const;
export type LotteryStatus = keyof typeof LOTTERY_STATUS_CODES;
export const LOTTERY_STATUSES = Object.keys(LOTTERY_STATUS_CODES) as LotteryStatus[];

export interface BetRecordsParams extends ListParams {
  product: BetProduct;
  /** Sports and e-lottery: the settled bets, or the open ones. Other products ignore it. */
  settled?: boolean;
  /** The period in epoch ms, both ends inclusive. */
  startDate: number;
  endDate: number;
  /** A vendor's account type, '' or none for every vendor (third-party products). */
  vendor?: string;
  /** The lottery's status, '' or none for every status. */
  lotteryStatus?: LotteryStatus | '';
  /** A bet number to look for. */
  orderNo?: string;
  /** The platform language (third-party products; the lottery's query has none). */
  language: string;
}

/** The relay and query the client sends for a product's bets (a pure choice, tested). */
export function betRecordsRequest(params: BetRecordsParams): {
  path: string;
  lottery: boolean;
  settled: boolean;
  query: Record<string, string | number | undefined>;
} {
  const page = params.page ?? 1;
  const size = params.size ?? RECORDS_PAGE_SIZE;
  const orderNoSearch = params.orderNo?.trim() || undefined;
  if (params.product === 'LOTT') {
    const status = params.lotteryStatus ? LOTTERY_STATUS_CODES[params.lotteryStatus] : '';
    return {
      path: LOTTERY_ORDERS_PATH,
      lottery: true,
      settled: true,
      query: { startDate: params.startDate, endDate: params.endDate, status, page, size, prizeModeId: '1', orderNoSearch },
    };
  }
  const relays = THIRD_PARTY_RELAYS[params.product];
  const settled = relays.unsettled === undefined || params.settled !== false;
  return {
    path: `/wps/relay/${settled ? relays.settled : relays.unsettled}`,
    lottery: false,
    settled,
    query: {
      startDate: params.startDate,
      endDate: params.endDate,
      accountType: params.vendor ?? '',
      page,
      size,
      language: params.language,
      orderNoSearch,
    },
  };
}

/** Every relay a product's bets may come from (the fake platform answers each). */
export const BET_RECORD_PATHS = [
  ...Object.values(THIRD_PARTY_RELAYS).flatMap((relays) =>
    [relays.settled, relays.unsettled].filter((relay): relay is string => relay !== undefined).map((relay) => `/wps/relay/${relay}`),
  ),
  LOTTERY_ORDERS_PATH,
];

/** A third-party row's status: the sports detail reads "win"/"lose"; a cancelled or tied bet says so. */
function thirdPartyOutcome(status: string, settled: boolean): BetOutcome {
  if (!settled) return 'UNSETTLED';
  const word = status.trim().toLowerCase();
  if (word === 'win' || word === 'won') return 'WON';
  if (word === 'lose' || word === 'lost') return 'LOST';
  if (word === 'tie' || word === 'draw') return 'TIE';
  if (word.startsWith('cancel') || word === 'void') return 'CANCELLED';
  return 'SETTLED';
}

/** One bet as the records show it, whichever relay it came from. */
export interface BetOrder {
  orderNo: string;
  betTime: number;
  settleTime: number | null;
  gameName: string;
  /** The vendor's account type ('' for the in-house lottery). */
  vendor: string;
  betAmount: number;
  validBetAmount: number;
  /** What the bet returned; 0 until settled. */
  winAmount: number;
  /** The member's side (win minus stake); 0 until settled. */
  profitAndLoss: number;
  status: BetOutcome;
}

const thirdPartyRow = z.object({
  orderNo: idSchema,
  eventName: text,
  gameName: text,
  nodeName: text,
  gameNameEN: text,
  betTimeInTimestamp: epochMs,
  transTimeInTimestamp: z.nullish(epochMs),
  accountType: text,
  betAmount: z.number(),
  validBetAmount: amount0,
  winAmount: amount0,
  profitAndLoss: amount0,
  status: z.nullish(z.union([z.string(), z.number()])),
});

const thirdPartyOrder = (settled: boolean) =>
  z.pipe(
    thirdPartyRow,
    z.transform((row): BetOrder => ({
      orderNo: row.orderNo,
      betTime: row.betTimeInTimestamp,
      settleTime: settled ? (row.transTimeInTimestamp ?? null) : null,
      gameName: row.eventName || row.gameName || row.nodeName || row.gameNameEN,
      vendor: row.accountType,
      betAmount: row.betAmount,
      validBetAmount: row.validBetAmount,
      winAmount: settled ? row.winAmount : 0,
      profitAndLoss: settled ? row.profitAndLoss : 0,
      status: thirdPartyOutcome(row.status === null || row.status === undefined ? '' : String(row.status), settled),
    })),
  );

const LOTTERY_OUTCOMES: Record<string, BetOutcome> = { '0': 'UNSETTLED', '1': 'WON', '2': 'LOST', '3': 'CANCELLED', '4': 'TIE' };

const lotteryOrder = z.pipe(
  z.object({
    orderDetailId: idSchema,
    abbrOrderNo: text,
    gameName: text,
    gameCode: text,
    status: z.union([z.string(), z.number()]),
    betAmount: z.number(),
    validBetAmount: amount0,
    winAmount: amount0,
    betTimeInTimestamp: epochMs,
    settleTimeInTimestamp: z.nullish(epochMs),
  }),
  z.transform((row): BetOrder => {
    const status = LOTTERY_OUTCOMES[String(row.status)] ?? 'SETTLED';
    const open = status === 'UNSETTLED' || status === 'CANCELLED';
    return {
      orderNo: row.abbrOrderNo || row.orderDetailId,
      betTime: row.betTimeInTimestamp,
      settleTime: row.settleTimeInTimestamp ?? null,
      gameName: row.gameName || row.gameCode,
      vendor: '',
      betAmount: row.betAmount,
      validBetAmount: row.validBetAmount,
      winAmount: open ? 0 : row.winAmount,
      // The lottery's footer and rows carry no profit: the stake back out of the win, once settled.
      profitAndLoss: open ? 0 : row.winAmount - row.betAmount,
      status,
    };
  }),
);

/** The footer's totals over the whole filter; a total the relay does not send (the lottery's valid bet and profit) is null. */
const betFooter = {
  betAmount: amount0,
  validBetAmount: maybeAmount,
  winAmount: maybeAmount,
  profitAndLoss: maybeAmount,
};

/** `value {list, footer {betAmount, validBetAmount, winAmount, profitAndLoss...}, total, totalPages}` of a third-party relay. */
export const thirdPartyOrdersSchema = (settled: boolean) => listOf(thirdPartyOrder(settled), { footer: betFooter });
/** `value {list, number, totalPages, footer {betAmount, winAmount}}` of ODSFE2_lottMemBet. */
export const lotteryOrdersSchema = listOf(lotteryOrder, { footer: betFooter });

export type BetRecords = z.infer<typeof lotteryOrdersSchema>;
export type BetFooter = BetRecords['footer'];

// ---------------------------------------------------------------------------------------------
// Profit and loss: GET /wps/relay/ODSFE2_MemPNL (the client's store reads value.list and value.footer)

/**
 * The query keys were not seen (the ProfitAndLoss page is not in the public copies): designed after
 * the client's report conventions, `startDate`/`endDate` in epoch ms as the game records send them.
 * The row and footer fields are designed too, named as the bet footers name theirs.
 */
export interface ProfitLossParams {
  startDate: number;
  endDate: number;
}

const pnlTotals = {
  betCount: amount0,
  betAmount: amount0,
  validBetAmount: amount0,
  winAmount: amount0,
  profitAndLoss: amount0,
};

const toTotals = (wire: { betCount: number; betAmount: number; validBetAmount: number; winAmount: number; profitAndLoss: number }) => ({
  betCount: wire.betCount,
  stake: wire.betAmount,
  validBet: wire.validBetAmount,
  payout: wire.winAmount,
  winLoss: wire.profitAndLoss,
});

const pnlRow = z.pipe(
  z.object({ gameCategory: z.string(), ...pnlTotals }),
  z.transform((row) => ({ gameType: row.gameCategory, ...toTotals(row) })),
);

/** One row per game category, and the period's totals with the money in and out (designed). */
export const profitLossSchema = z.pipe(
  listOf(pnlRow, {
    footer: {
      ...pnlTotals,
      depositAmount: amount0,
      withdrawAmount: amount0,
      promotionAmount: amount0,
      rebateAmount: amount0,
      /** profitAndLoss + promotion + rebate. */
      netProfit: amount0,
    },
  }),
  z.transform(({ list, footer }) => ({
    categories: list,
    total: toTotals(footer),
    deposit: footer.depositAmount,
    withdrawal: footer.withdrawAmount,
    bonus: footer.promotionAmount,
    rebate: footer.rebateAmount,
    netProfit: footer.netProfit,
  })),
);

export type ProfitLoss = z.infer<typeof profitLossSchema>;

// ---------------------------------------------------------------------------------------------
// Rebates: GET /wps/relay/ODSFE2_MemberRebate (the client's store adds sortColumn)

export const REBATE_SORT_COLUMN = 'balanceDate:desc';

/**
 * Beside sortColumn, the page's filters were not seen: the period is designed as the reports send
 * theirs (`startDate`/`endDate`, epoch ms), with the list's `page` and `size`. The rows' fields were
 * not seen either: designed, one per brand day (balanceDate, the sort column) and game category.
 */
export interface RebatesParams extends ListParams {
  startDate: number;
  endDate: number;
}

export function rebatesQuery(params: RebatesParams) {
  return {
    sortColumn: REBATE_SORT_COLUMN,
    page: params.page ?? 1,
    size: params.size ?? RECORDS_PAGE_SIZE,
    startDate: params.startDate,
    endDate: params.endDate,
  };
}

const rebateRow = z.pipe(
  z.object({
    /** Start of the brand day whose valid bets earned it. */
    balanceDate: epochMs,
    gameCategory: z.string(),
    validBetAmount: amount0,
    /** Percent; null when not sent. */
    rebateRate: z.nullish(z.number()),
    rebateAmount: z.number(),
    disburseTime: z.nullish(epochMs),
  }),
  z.transform((row) => ({
    id: `${row.balanceDate}:${row.gameCategory}`,
    periodStart: row.balanceDate,
    gameType: row.gameCategory,
    validBet: row.validBetAmount,
    rate: row.rebateRate ?? null,
    amount: row.rebateAmount,
    payTime: row.disburseTime ?? null,
  })),
);

export const rebatesSchema = listOf(rebateRow, {
  footer: { validBetAmount: amount0, rebateAmount: amount0 },
});

export type Rebate = z.infer<typeof rebateRow>;
export type Rebates = z.infer<typeof rebatesSchema>;

// ---------------------------------------------------------------------------------------------
// Rebate rate per product type: GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType

/** The platform's product type ids (the rebate and registration settings). */
export const PRODUCT_TYPES: Readonly<Record<number, string>> = {
  1: 'PVP',
  2: 'LIVE',
  3: 'RNG',
  4: 'LOTT',
  41: 'VIETNAM_LOTTO',
  5: 'SPORTS',
  7: 'FISH',
  8: 'ELOTT',
  9: 'SEA_LOTT',
};

/** The product type id of a code (the fake platform and the agent centre send ids). */
export function productTypeId(code: string): number | undefined {
  const found = Object.entries(PRODUCT_TYPES).find(([, name]) => name === code);
  return found ? Number(found[0]) : undefined;
}

/** `value[] {productType, type, rebateValue}`; the query is `{}` for the member (the agent centre passes `customerId`). */
export const rebateSettingsSchema = z.array(
  z.pipe(
    z.object({
      productType: z.union([z.number(), z.string()]),
      type: z.nullish(z.union([z.number(), z.string()])),
      /** Percent of the valid bet. */
      rebateValue: z.number(),
    }),
    z.transform((item) => ({
      /** PVP, LIVE, RNG... (an id this client does not know shows as itself). */
      productType: PRODUCT_TYPES[Number(item.productType)] ?? String(item.productType),
      type: item.type === null || item.type === undefined ? null : String(item.type),
      rate: item.rebateValue,
    })),
  ),
);

export type RebateSetting = z.infer<typeof rebateSettingsSchema>[number];
