/**
 * The wallet contract: balances, the merchant wallet and consolidated funds, transfers and the
 * return of every game wallet, and transfer to the upline (deposits: deposit.contract.ts;
 * withdrawals: withdraw.contract.ts; bank cards: bank-cards.contract.ts; the member centre's
 * records: records.contract.ts). The confirmed fields are named on each schema; most others were
 * designed in the platform's style (see wallet.ts). Schemas, types, constants and pure helpers only:
 * no React, no network.
 */
import * as z from 'zod/mini';
import { flag } from './common.contract.ts';

// The balance (the header's call) lives in balance.contract.ts, so the first screen does not carry this file.
export { balanceSchema, MAIN_WALLET_ID, mainBalance, walletSchema, type Balance, type Wallet } from './balance.contract.ts';
/** GET /wps/relay/GCS_merchantWallet: `isSingle` confirmed (a single wallet hides the transfer page). */
export const merchantWalletSchema = z.object({ isSingle: z._default(flag, false) });

export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/**
 * GET /wps/member/info/funds/consolidated: the contract settings flags (which agent contract pages
 * show) and the balance fallback. Flag names confirmed; their wire type was not seen. The hourly
 * salary's is `contracthoursalreqtype` (spec section 2); the desktop sources spell it
 * `contracthoursalreq`, read when the spec's name is absent.
 */
export const consolidatedFundsSchema = z.pipe(
  z.object({
    dailysalreqtype: z._default(flag, false),
    divtypereq: z._default(flag, false),
    contracthoursalreqtype: z.optional(flag),
    contracthoursalreq: z.optional(flag),
    realtimesalreqtype: z._default(flag, false),
    contractmrdailysalinfotype: z._default(flag, false),
    contracthoursalinfo: z._default(flag, false),
    dailysalinfotype: z._default(flag, false),
    divtypeinfo: z._default(flag, false),
    sumBalance: z._default(z.number(), 0),
    availBalance: z._default(z.number(), 0),
  }),
  z.transform(({ contracthoursalreqtype, contracthoursalreq, ...funds }) => ({
    ...funds,
    contracthoursalreqtype: contracthoursalreqtype ?? contracthoursalreq ?? false,
  })),
);

export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

// ---------------------------------------------------------------------------------------------
// Wallet transfer and return (the platform client's wallet service, MC gOq+)

/** Between the main wallet and one sub-wallet (either way). `customerId` is the member info's `id`. */
export interface WalletTransferInput {
  customerId: number;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: number;
  idempotencyKey: string;
}

/**
 * POST /wps/relay/GCS_walletTransfer: the client sends {accept: true, accountTypeId: 0, customerId,
 * amount (cut to 4 decimals), fromAccountTypeId, toAccountTypeId} and reads value.successAmount.
 */
export function walletTransferBody({
  customerId,
  fromAccountTypeId,
  toAccountTypeId,
  amount,
}: Omit<WalletTransferInput, 'idempotencyKey'>) {
  return { accept: true, accountTypeId: 0, customerId, amount: Math.trunc(amount * 10_000) / 10_000, fromAccountTypeId, toAccountTypeId };
}

export const walletTransferResultSchema = z.pipe(
  z.object({ successAmount: z.number() }),
  z.transform((value) => ({ amount: value.successAmount })),
);

export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

/** POST /wps/relay/GCS_walletReturn {customerId}: every game wallet back to the main wallet; the client reads only success. */
export interface WalletReturnInput {
  customerId: number;
  idempotencyKey: string;
}

export const walletReturnResultSchema = z.pipe(
  z.nullish(z.unknown()),
  z.transform(() => true as const),
);

// ---------------------------------------------------------------------------------------------
// Transfer to upline: PUT /wps/member/transferUpline (E)

/**
 * The body was not found (the client's UpTransfer page is not in the copies read): the amount, and the
 * payment password as `password`, the name the same build gives it in the withdraw body (designed).
 */
export interface TransferToUplineInput {
  amount: number;
  password: string;
  idempotencyKey: string;
}

/** The answer was not seen either: what the fake platform sends (designed) is read if there, the amount sent otherwise. */
export const transferToUplineResultSchema = z.pipe(
  z.nullish(
    z.object({ transactionId: z.nullish(z.union([z.string(), z.number()])), amount: z.nullish(z.number()), upline: z.nullish(z.string()) }),
  ),
  z.transform((value) => ({
    transactionId: value?.transactionId === undefined || value.transactionId === null ? null : String(value.transactionId),
    amount: value?.amount ?? null,
    upline: value?.upline ?? null,
  })),
);

export type TransferToUplineResult = z.infer<typeof transferToUplineResultSchema>;

// ---------------------------------------------------------------------------------------------
// The fake platform's ledger kinds

/**
 * The kinds the fake platform's ledger files its movements under, and the agent centre's designed team
 * ledger filters by (until it reads ODSFE2_MemTransDet's code types, records.contract.ts). The member
 * centre's records live in records.contract.ts.
 */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'points',
  'salary',
  'dividend',
  'adjustment',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
