/**
 * The balance contract (GET /wps/v2/wallets/balance): what the header shows on every page, kept apart
 * from the rest of the wallet contract (wallet.contract.ts re-exports it). Schemas, types, constants
 * and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';

/** accountTypeId of the main wallet; every other id is a vendor sub-wallet. */
export const MAIN_WALLET_ID = 2;

export const walletSchema = z.object({
  accountTypeId: z.number().check(z.int()),
  availBalance: z.number(),
  /** Not in the v2 capture (seen as accountName in the legacy call); the fake platform adds both. */
  accountName: z.nullish(z.string()),
  displayName: z.nullish(z.string()),
});

/** GET /wps/v2/wallets/balance: sumBalance, balance[] {accountTypeId, availBalance}, currency and symbol confirmed. */
export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z._default(z.array(walletSchema), []),
  /** An ISO code ("BDT" seen); absent, amounts are in the brand's currency. */
  currency: z.nullish(z.string()),
  currencySymbol: z.nullish(z.string()),
});

export type Balance = z.infer<typeof balanceSchema>;
export type Wallet = z.infer<typeof walletSchema>;

/** The main wallet's available balance (what deposits credit and withdrawals and transfers draw on). */
export function mainBalance(balance: Pick<Balance, 'balance'>): number {
  return balance.balance.find((w) => w.accountTypeId === MAIN_WALLET_ID)?.availBalance ?? 0;
}
