/**
 * The points mall's contract: point, reward and redeem types, the balance, rewards, redeem history,
 * config (and the conversion helper) and transactions. Every response shape is designed from the
 * spec's field list (platform-api.md section 8 confirms only the paths), so optional extras are
 * lenient and the fields the screens rely on are exact. Schemas, types, constants and pure helpers
 * only: no React, no network.
 */
import * as z from 'zod/mini';
import { epochMs, listOf, type ListParams } from './common.contract.ts';

/** The points mall's module switch: its calls answer #543 while it is off, and its entries hide. */
export const POINTS_MODULE = 'PTSYS3';

/**
 * Point types: the spec's live, lottery, PVP, slots, sports, redeem and deposit, plus CONVERT for cash
 * converted to points (the spec names the conversion but gives it no type).
 */
export const POINT_TYPES = ['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT', 'CONVERT'] as const;
export const pointTypeSchema = z.enum(POINT_TYPES);
export type PointType = z.infer<typeof pointTypeSchema>;

/** Physical goods are shipped (receiving address and mobile needed); cash and bonus rewards are paid to the main wallet. */
export const REWARD_TYPES = ['PHYSICAL', 'CASH', 'BONUS'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const REDEEM_STATUSES = ['PROCESSING', 'APPROVED', 'REJECTED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

// --- balance ---------------------------------------------------------------------------------------

export const pointBalanceSchema = z.object({
  pointBalance: z.number(),
  totalEarned: z.nullish(z.number()),
  totalRedeemed: z.nullish(z.number()),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

// --- rewards (goods) -------------------------------------------------------------------------------

export const pointRewardSchema = z.object({
  rewardId: id,
  /** In the request's Language. */
  name: z._default(z.string(), ''),
  description: z.nullish(z.string()),
  /** Image URL (the fake platform serves data URIs); '' when none (the card shows its fallback). */
  image: z._default(z.string(), ''),
  type: z.enum(REWARD_TYPES),
  pointsRequired: z.number(),
  /** Cash paid from the main wallet on top of the points (0 for most goods). */
  amountRequired: z._default(z.number(), 0),
  /** What a cash or bonus reward pays to the main wallet once approved. */
  rewardAmount: z.nullish(z.number()),
  /** Units left in stock; null when not sent (the platform refuses a redemption past its stock). */
  quantity: z.nullish(z.number().check(z.int())),
  /** Most units one redemption may take. */
  maxPerRedeem: z._default(z.number().check(z.int()), 1),
});
export const pointRewardsSchema = z.object({ list: z._default(z.array(pointRewardSchema), []) });
export type PointReward = z.infer<typeof pointRewardSchema>;
export type PointRewards = z.infer<typeof pointRewardsSchema>;

// --- redeem history --------------------------------------------------------------------------------

export const redeemRecordSchema = z.object({
  transactionNo: z.string(),
  /** Epoch ms. */
  applyTime: epochMs,
  rewardId: z.nullish(id),
  name: z._default(z.string(), ''),
  type: z.nullish(z.enum(REWARD_TYPES)),
  quantity: z._default(z.number().check(z.int()), 1),
  points: z.number(),
  /** Cash paid with the points (amountRequired x quantity). */
  amount: z._default(z.number(), 0),
  status: z.enum(REDEEM_STATUSES),
  receivingAddress: z.nullish(z.string()),
  /** Masked. */
  mobile: z.nullish(z.string()),
  remark: z.nullish(z.string()),
  /** Cash and bonus rewards once approved: the wallet paid and the amount. */
  paidAccount: z.nullish(z.string()),
  paidAmount: z.nullish(z.number()),
});
/** GET MCS2_getRedeemPointList: the answer was not seen; paged as the platform's lists are (`page`/`size`, `{list, totalPages}`). */
export const redeemHistorySchema = listOf(redeemRecordSchema);
export type RedeemRecord = z.infer<typeof redeemRecordSchema>;
export type RedeemHistory = z.infer<typeof redeemHistorySchema>;

export interface RedeemHistoryParams extends ListParams {
  status?: RedeemStatus;
}

// --- config (rules and the exchange-rate table) ----------------------------------------------------

export const pointRateSchema = z.object({
  type: pointTypeSchema,
  /**
   * Earning types: every `units` of valid bet (or deposit) earns `pointsRatio` points.
   * REDEEM: `pointsRatio` points are worth `units` of cash in the mall.
   */
  units: z.number().check(z.positive()),
  pointsRatio: z.number().check(z.nonnegative()),
  enabled: z._default(z.boolean(), true),
});

export const pointConfigSchema = z.object({
  enabled: z._default(z.boolean(), true),
  /** Spec section 9: points never expire. */
  neverExpire: z._default(z.boolean(), true),
  /** Rule lines per language code (EN, VI...); screens fall back to EN. */
  rules: z._default(z.record(z.string(), z.array(z.string())), {}),
  rates: z._default(z.array(pointRateSchema), []),
  /**
   * Cash from the main wallet to points: every `units` of cash buys `pointsRatio` points. Missing (or
   * without its ratio), conversion is off: the screen hides it (the 1:1 ratio is never shown).
   */
  conversion: z.catch(
    z.object({
      enabled: z._default(z.boolean(), false),
      units: z.number().check(z.positive()),
      pointsRatio: z.number().check(z.positive()),
      minAmount: z._default(z.number().check(z.nonnegative()), 0),
      maxAmount: z.nullish(z.number()),
    }),
    { enabled: false, units: 1, pointsRatio: 1, minAmount: 0, maxAmount: null },
  ),
});
export type PointRate = z.infer<typeof pointRateSchema>;
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** Points a cash amount buys at the config's conversion ratio (the platform rounds down). */
export function pointsForAmount(amount: number, conversion: Pick<PointConfig['conversion'], 'units' | 'pointsRatio'>): number {
  return Math.floor((Math.round(amount * 100) * conversion.pointsRatio) / (conversion.units * 100));
}

// --- points transactions ---------------------------------------------------------------------------

/**
 * The points ledger is the account record's relay, GET /wps/relay/ODSFE2_MemTransDet (the mall's store
 * calls it too; records.contract.ts). The mall's own query was not seen: `codeTypes: 'points'` picks
 * the points ledger and `pointType` one kind (both designed), beside the account record's `startTime`,
 * `endTime`, `page`, `size` and `language`. Its rows are the account record's (txId, txTypeId, amount,
 * currentAvailBalance, txTimeInTimestamp, remark), read into the mall's own shape; the point type is
 * the row's txTypeId (the ids are designed).
 */
export const POINTS_CODE_TYPE = 'points';

export const POINT_TX_TYPE_IDS: Readonly<Record<PointType, number>> = {
  LIVE: 9201,
  LOTT: 9202,
  PVP: 9203,
  RNG: 9204,
  SPORTS: 9205,
  REDEEM: 9210,
  DEPOSIT: 9211,
  CONVERT: 9212,
};

const pointTypeOfTx = (txTypeId: number | string): PointType | null =>
  POINT_TYPES.find((type) => POINT_TX_TYPE_IDS[type] === Number(txTypeId)) ?? null;

const pointRowSchema = z.pipe(
  z.object({
    txId: id,
    txTypeId: z.union([z.number(), z.string()]),
    /** Signed: earned positive, spent negative. */
    amount: z.number(),
    currentAvailBalance: z.number(),
    txTimeInTimestamp: epochMs,
    remark: z.nullish(z.string()),
  }),
  z.transform((row) => ({
    transactionNo: row.txId,
    createTime: row.txTimeInTimestamp,
    type: pointTypeOfTx(row.txTypeId),
    changedPoints: row.amount,
    pointsBalance: row.currentAvailBalance,
    remark: row.remark ?? null,
  })),
);

export interface PointTransaction {
  transactionNo: string;
  /** Epoch ms. */
  createTime: number;
  type: PointType;
  /** Signed: earned positive, spent negative. */
  changedPoints: number;
  pointsBalance: number;
  remark: string | null;
}

/** `value {list, page, totalPages}`; a row of a kind the mall does not know is left out, not shown untyped. */
export const pointTransactionsSchema = z.pipe(
  listOf(pointRowSchema),
  z.transform((page) => ({ ...page, list: page.list.filter((row): row is PointTransaction => row.type !== null) })),
);
export type PointTransactions = z.infer<typeof pointTransactionsSchema>;

export interface PointTransactionsParams extends ListParams {
  type?: PointType;
  /** The period, epoch ms, both ends inclusive; either end may be left open. */
  startTime?: number;
  endTime?: number;
}

// --- redeem (password-checked, E) ------------------------------------------------------------------

export interface RedeemPointRewardInput {
  rewardId: string;
  quantity: number;
  /** The withdraw (payment) password; the gateway checks it before the points service sees the call. */
  paymentPassword: string;
  /** Physical goods only. */
  receivingAddress?: string;
  /** Physical goods only. */
  mobile?: string;
  /** One per user action, reused on retry: a redemption can also take cash (amountRequired). */
  idempotencyKey: string;
}

export const redeemResultSchema = z.object({
  transactionNo: z.string(),
  status: z.enum(REDEEM_STATUSES),
  /** The balance after; null when not sent (the balance query refetches). */
  pointBalance: z.nullish(z.number()),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

// --- convert cash to points (password-checked, E, money) -------------------------------------------

export interface ConvertPointsInput {
  /** Cash taken from the main wallet. */
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}

export const convertResultSchema = z.object({
  amount: z.number(),
  /** Points credited. */
  points: z.number(),
  /** The balance after; null when not sent (the balance query refetches). */
  pointBalance: z.nullish(z.number()),
  /** Main wallet balance after the debit. */
  balance: z.nullish(z.number()),
});
export type ConvertResult = z.infer<typeof convertResultSchema>;
