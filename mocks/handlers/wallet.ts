/**
 * The fake platform's wallet calls: balances, transfers and the return of every game wallet, and
 * transfer to the upline (deposits: handlers/deposit.ts; withdrawals: handlers/withdraw.ts; bank
 * cards: handlers/bank-cards.ts; the member centre's records: handlers/records.ts). Business rules live in mocks/db/wallets.ts (which throws
 * FundsError); this file reads the request, answers in the platform's shapes and turns FundsError
 * into `success:false` with its errorCode. Every read of a member's money first settles what the
 * back office would have done by now (credit due deposits, pay out due withdrawals).
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import { type balanceSchema, type consolidatedFundsSchema, type walletTransferResultSchema } from '../../app/api/wallet.contract.ts';
import { isAgentType, type Account } from '../db/accounts.ts';
import { CURRENCY } from '../db/funds.ts';
import {
  balanceOf,
  FundsError,
  recallAllToMain,
  settle,
  sumBalance,
  transferBetweenWallets,
  transferToUpline,
  walletsOf,
} from '../db/wallets.ts';
import { failure, wps, type CallContext } from './platform.ts';

// ---------------------------------------------------------------------------------------------
// Answers in the platform's shapes (exported for Storybook fixtures)

export function balanceValue(account: Account) {
  return {
    sumBalance: sumBalance(account),
    balance: walletsOf(account),
    currency: CURRENCY.code,
    currencySymbol: CURRENCY.symbol,
  } satisfies z.input<typeof balanceSchema>;
}

/** Agents see the contract pages; plain members none. */
export function consolidatedValue(account: Account) {
  const agent = isAgentType(account.type);
  return {
    dailysalreqtype: agent,
    divtypereq: agent,
    contracthoursalreqtype: agent,
    realtimesalreqtype: agent,
    contractmrdailysalinfotype: agent,
    contracthoursalinfo: agent,
    dailysalinfotype: agent,
    divtypeinfo: agent,
    sumBalance: sumBalance(account),
    availBalance: balanceOf(account),
  } satisfies z.input<typeof consolidatedFundsSchema>;
}

// ---------------------------------------------------------------------------------------------
// Request helpers

/** Runs a money operation, answering its FundsError as the platform's business failure. */
function attempt<T>(operation: () => T): T | Response {
  try {
    return operation();
  } catch (error) {
    if (error instanceof FundsError) return failure(error.message, error.errorCode, error.value);
    throw error;
  }
}

/** The account of a token call (the gateway has already refused calls without one). */
const member = (ctx: CallContext): Account => ctx.account!;

/** Settles the member's pending requests, then reads. */
const settled = (ctx: CallContext): Account => {
  const account = member(ctx);
  settle(account);
  return account;
};

const auth = { auth: 'required' } as const;

// ---------------------------------------------------------------------------------------------
// Handlers

export const walletHandlers: HttpHandler[] = [
  ...wps('get', '/wps/v2/wallets/balance', { ...auth, module: 'COMM3' }, (ctx) => balanceValue(settled(ctx))),

  // The client's body {accept, accountTypeId: 0, customerId, amount, fromAccountTypeId, toAccountTypeId}; it reads value.successAmount.
  ...wps('post', '/wps/relay/GCS_walletTransfer', { ...auth, module: 'FUNDTRANS3', money: true }, ({ account, body }) =>
    attempt(() => {
      if (body.customerId !== account!.id) throw new FundsError('Invalid parameter: customerId', 'request_param_err');
      const moved = transferBetweenWallets(account!, body.fromAccountTypeId, body.toAccountTypeId, body.amount);
      return { successAmount: moved.amount } satisfies z.input<typeof walletTransferResultSchema>;
    }),
  ),

  // Every game wallet back to main ({customerId}); the client reads success only.
  ...wps('post', '/wps/relay/GCS_walletReturn', { ...auth, module: 'FUNDTRANS3', money: true }, ({ account, body }) =>
    attempt(() => {
      if (body.customerId !== account!.id) throw new FundsError('Invalid parameter: customerId', 'request_param_err');
      recallAllToMain(account!);
      return null;
    }),
  ),

  ...wps('get', '/wps/relay/GCS_merchantWallet', { ...auth, module: 'COMM3' }, () => ({ isSingle: false })),

  ...wps('get', '/wps/member/info/funds/consolidated', { ...auth, module: 'COMM3' }, (ctx) => consolidatedValue(settled(ctx))),

  // Transfer to upline
  // PUT /wps/member/transferUpline (E): the body {amount, password} and the answer are designed.
  ...wps('put', '/wps/member/transferUpline', { ...auth, encrypted: true, money: true, module: 'AGETRANSFERUP3' }, ({ account, body }) =>
    attempt(() => transferToUpline(account!, { amount: body.amount, password: body.password })),
  ),
];
