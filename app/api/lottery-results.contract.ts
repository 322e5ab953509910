/**
 * The lottery results the home page shows: popular lotteries with the draw on sale, and the Vietnam
 * opened numbers. Apart from lottery.contract.ts (the lottery pages' calls) so the first screen
 * carries only these. The gateway answers some lists as arrays and others as objects keyed by code;
 * `listOf` turns both into arrays. Schemas, types, constants and pure helpers only: no React, no
 * network.
 */
import * as z from 'zod/mini';

/** Spec section 9. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMBERS_COUNT = 100;

/** An array, or an object whose values are the items (the desktop store does `Object.values`). */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.union([z.array(item), z.record(z.string(), item)]),
    z.transform((value) => (Array.isArray(value) ? value : Object.values(value)) as z.output<T>[]),
  );
}

export const idSchema = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));

// ---------------------------------------------------------------------------------------------
// Popular lotteries

export const popularLotterySchema = z.object({
  gameCode: z.string(),
  gameId: idSchema,
  numero: z.string(),
  /** Time left to bet on `numero`, in ms. */
  remainTime: z.number(),
  isSale: z.boolean(),
  displayName: z.nullish(z.string()),
  gameGroupCode: z.nullish(z.string()),
});

export const popularLotteriesSchema = listOf(popularLotterySchema);
export type PopularLottery = z.infer<typeof popularLotterySchema>;

export interface PopularLotteriesParams {
  count?: number;
}

// ---------------------------------------------------------------------------------------------
// Vietnam opened numbers (recent results)

const digits = z._default(z.array(z.string()), []);

export const vnPrizesSchema = z.object({
  special: digits,
  first: digits,
  second: digits,
  third: digits,
  fourth: digits,
  fifth: digits,
  sixth: digits,
  seventh: digits,
  eighth: digits,
});

export const vnDrawSchema = z.object({
  numero: z.string(),
  /** Draw time, epoch ms. */
  openTime: z.number(),
  /** Missing before the draw has been read out: every tier empty. */
  prizes: z.prefault(vnPrizesSchema, {}),
});

export const vnOpenedGameSchema = z.object({
  gameId: idSchema,
  gameCode: z.string(),
  displayName: z.nullish(z.string()),
  region: z.nullish(z.string()),
  /** Newest first. */
  draws: z._default(z.array(vnDrawSchema), []),
});

/** Keyed by gameId on the wire. */
export const vnOpenedNumbersSchema = listOf(vnOpenedGameSchema);

export type VnPrizes = z.infer<typeof vnPrizesSchema>;
export type VnDraw = z.infer<typeof vnDrawSchema>;
export type VnOpenedGame = z.infer<typeof vnOpenedGameSchema>;

export interface VnOpenedNumbersParams {
  count?: number;
}
