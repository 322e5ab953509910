/**
 * The fake platform's withdrawal calls, on the paths, verbs and wire names of the platform's own
 * client (reference/platform-client.md #6-#10): the settings and the bound accounts (two calls), the
 * fee preview, the turnover still required, the encrypted submit, the record as `records` and a
 * `footer` array, and the receipt confirmation (designed shapes). Business rules live in
 * mocks/db/wallets.ts (FundsError); this file reads the request and answers in the wire shapes.
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import {
  WITHDRAWAL_STATE_CODES,
  WITHDRAWAL_STATES,
  type paymentConfirmationsSchema,
  type turnoverSchema,
  type withdrawAccountInfoSchema,
  type withdrawalRecordSchema,
  type withdrawSettingsSchema,
} from '../../app/api/withdraw.contract.ts';
import type { Account } from '../db/accounts.ts';
import {
  brandDayStart,
  EWALLET_GROUP_ID,
  institutionIcon,
  maskAccountNumber,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_FEE_NOTES,
  WITHDRAW_FIXED_AMOUNTS,
  WITHDRAW_LIMITS,
  WITHDRAW_SMS_ABOVE,
  type BankCard,
  type CardType,
  type WithdrawalRecord,
} from '../db/funds.ts';
import {
  bankCardsOf,
  confirmReceipt,
  fakeNow,
  FundsError,
  MAX_CARD_COUNT,
  MAX_VIRTUAL_WALLET_COUNT,
  parseAmount,
  settle,
  submitWithdrawal,
  turnoverOf,
  withdrawalsLeftToday,
  withdrawalsOf,
  withdrawAmountLeftToday,
  withdrawFeeFor,
} from '../db/wallets.ts';
import { failure, listAnswer, str, wps, type CallContext } from './platform.ts';

// ---------------------------------------------------------------------------------------------
// Answers in the platform's shapes (exported for Storybook fixtures)

/** The settings for group 0 (bank cards and virtual wallets; the e-wallet range rides along). */
export function withdrawSettingsValue(account: Account, now = fakeNow()) {
  const trial = account.type === 4;
  // Equal ends: withdrawals are open all day.
  const midnight = brandDayStart(now);
  return {
    allowWithdraw: trial ? 'N' : 'Y',
    allowWithdrawMsg: trial ? 'Please register a real account to withdraw.' : null,
    minimumAmount: WITHDRAW_LIMITS.BANK.min,
    maximumAmount: WITHDRAW_LIMITS.BANK.max,
    eWalletMinAmount: WITHDRAW_LIMITS.EWALLET.min,
    eWalletMaxAmount: WITHDRAW_LIMITS.EWALLET.max,
    virtualMinAmount: WITHDRAW_LIMITS.USDT.min,
    virtualMaxAmount: WITHDRAW_LIMITS.USDT.max,
    eWalletDailyWithdrawMaxCount: WITHDRAW_DAILY_COUNT,
    virtualDailyWithdrawMaxCount: WITHDRAW_DAILY_COUNT,
    withdrawDateFrom: midnight,
    withdrawDateTo: midnight,
    withdrawTimeMsg: null,
    mobileVerificationType: 'WITHDRAW_AMOUNT',
    mobileVerificationWithdrawAmount: WITHDRAW_SMS_ABOVE,
    c2cEnabled: 'N',
    withdrawPenaltyCharge: 0,
    fixedAmountFlag: 'Y',
    fixedWithdrawAmounts: [...WITHDRAW_FIXED_AMOUNTS],
    amountLimitFlag: 'Y',
    ewalletFixedAmountFlag: 'N',
    ewalletFixedWithdrawAmounts: [],
    ewalletAmountLimitFlag: 'Y',
    virtualFixedAmountFlag: 'N',
    virtualFixedWithdrawAmounts: [],
    virtualAmountLimitFlag: 'Y',
    withdrawExceedChargeMsg: WITHDRAW_FEE_NOTES.BANK,
    eWalletWithdrawExceedChargeMsg: WITHDRAW_FEE_NOTES.EWALLET,
    virtualWalletWithdrawExceedChargeMsg: WITHDRAW_FEE_NOTES.USDT,
    normalBankWithdrawalSwitch: 'Y',
    eWalletWithdrawalSwitch: 'Y',
    virtualWalletWithdrawalSwitch: 'Y',
    allowDecimal: 'N',
    precautionNote: 'Withdrawals are paid only to accounts in your own name.',
    merchantCode: 'viva123',
  } satisfies z.input<typeof withdrawSettingsSchema> & { merchantCode: string };
}

const cardItem = (card: BankCard) => ({
  bankCardId: card.id,
  bankCode: card.bankCode,
  bankName: card.bankName,
  bankIconUrl: institutionIcon(card),
  cardNumber: maskAccountNumber(card.accountNumber),
  cardHolder: card.accountName,
  cardType: card.type === 'EWALLET' ? 'EW' : 'BC',
  isWithdrawActive: 'Y',
  maintenanceStartTime: null,
  maintenanceEndTime: null,
  createdAt: card.boundTime,
});

const virtualItem = (card: BankCard) => ({
  accountId: card.id,
  walletAddress: maskAccountNumber(card.accountNumber),
  walletName: card.bankName,
  walletType: card.bankCode,
  walletHolder: card.accountName,
  currency: 'USDT',
  isWithdrawActive: 'Y',
  maintenanceStartTime: null,
  maintenanceEndTime: null,
  createdAt: card.boundTime,
});

/** The bound accounts by list (bank cards, the e-wallet group, virtual wallets) with today's count and amount left. */
export function withdrawAccountInfoValue(account: Account) {
  const cards = bankCardsOf(account);
  const of = (type: CardType) => cards.filter((card) => card.type === type);
  return {
    bankCards: of('BANK').map(cardItem),
    eWallets: of('EWALLET').length > 0 ? [{ groupId: EWALLET_GROUP_ID, eWallets: of('EWALLET').map(cardItem) }] : [],
    virtualWallets: of('USDT').map(virtualItem),
    maxCardCount: MAX_CARD_COUNT,
    maxVirtualWalletCount: MAX_VIRTUAL_WALLET_COUNT,
    normalDeleteBankCard: 'Y',
    ewalletDeleteBankCard: 'Y',
    virtualDeleteBankCard: 'Y',
    minWithdrawal: WITHDRAW_LIMITS.BANK.min,
    maxWithdrawal: WITHDRAW_LIMITS.BANK.max,
    maxTransactionTimes: WITHDRAW_DAILY_COUNT,
    remainingTransactionTimes: withdrawalsLeftToday(account, 'BANK'),
    remainingWithdrawAmount: withdrawAmountLeftToday(account, 'BANK'),
    remainingEwalletWithdrawCounts: withdrawalsLeftToday(account, 'EWALLET'),
    remainingEWalletWithdrawAmount: withdrawAmountLeftToday(account, 'EWALLET'),
    remainingVirtualTransactionTimes: withdrawalsLeftToday(account, 'USDT'),
    remainingVirtualWithdrawAmount: withdrawAmountLeftToday(account, 'USDT'),
    payee: account.fullName,
  } satisfies z.input<typeof withdrawAccountInfoSchema> & { payee: string };
}

/** A: nothing owed; D: what was owed is done; N: some is still owed (withdrawals wait). One line for every game type. */
export function turnoverValue(account: Account) {
  const { required, completed, remaining } = turnoverOf(account);
  return {
    status: remaining > 0 ? 'N' : required > 0 ? 'D' : 'A',
    details: required > 0 ? [{ gameType: 'ALL', requiredTurnover: required, actualTurnover: completed }] : [],
    totalRequiredTurnover: required,
    totalActualTurnover: completed,
  } satisfies z.input<typeof turnoverSchema>;
}

const STATE_OF = {
  PROCESSING: WITHDRAWAL_STATE_CODES.PROCESSING,
  REJECTED: WITHDRAWAL_STATE_CODES.REJECTED,
  COMPLETED: WITHDRAWAL_STATE_CODES.COMPLETED,
};

/** A withdrawal as the record lists it (designed field names, after the deposit report's). */
export const withdrawalItem = (w: WithdrawalRecord) =>
  ({
    withdrawId: w.withdrawalId,
    withdrawDate: w.requestTime,
    actualWithdrawDate: w.completeTime,
    amount: w.amount,
    withdrawCharge: w.fee,
    actualAmount: w.actualAmount,
    bankName: w.card.bankName,
    cardNumber: maskAccountNumber(w.card.accountNumber),
    state: STATE_OF[w.status],
    remark: w.rejectReason,
    receiptStatus: w.receiptStatus,
    confirmDeadline: w.confirmDeadline,
    receivedAmount: w.receivedAmount,
    remainingAmount: w.remainingAmount,
    confirmTime: w.confirmTime,
    hasProofImage: w.proofImage !== null,
  }) satisfies z.input<typeof withdrawalRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Request helpers

const badParam = (name: string) => failure(`Invalid parameter: ${name}`, 'request_param_err');

/** An epoch-ms parameter; absent is undefined, garbage a request_param_err. */
function timeParam(query: URLSearchParams, name: string): number | undefined {
  const raw = str(query, name);
  if (raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badParam(name);
  return Number(raw);
}

/** Runs a money operation, answering its FundsError as the platform's business failure. */
function attempt<T>(operation: () => T): T | Response {
  try {
    return operation();
  } catch (error) {
    if (error instanceof FundsError) return failure(error.message, error.errorCode, error.value);
    throw error;
  }
}

/** Settles the member's pending requests (what the back office would have done by now), then reads. */
const settled = (ctx: CallContext): Account => {
  settle(ctx.account!);
  return ctx.account!;
};

const auth = { auth: 'required' } as const;

const FEE_KINDS: Record<string, CardType> = { BC: 'BANK', EW: 'EWALLET', VW: 'USDT' };

// ---------------------------------------------------------------------------------------------
// Handlers

export const withdrawHandlers: HttpHandler[] = [
  ...wps('get', '/wps/relay/MCSFE_getWithdrawSettings', auth, (ctx) => withdrawSettingsValue(settled(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getWithdrawAccountInfo', auth, (ctx) => withdrawAccountInfoValue(settled(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getCalculatedWithdrawCharges', auth, (ctx) =>
    attempt(() => {
      const kind = FEE_KINDS[str(ctx.query, 'withdrawType')];
      if (!kind) throw new FundsError('Invalid parameter: withdrawType', 'request_param_err');
      return withdrawFeeFor(settled(ctx), kind, parseAmount(str(ctx.query, 'withdrawAmount')));
    }),
  ),

  ...wps('get', '/wps/relay/MCSFE_getTurnoverInfo', auth, (ctx) => turnoverValue(settled(ctx))),

  ...wps('post', '/wps/v2/transaction/withdraw', { ...auth, encrypted: true, money: true }, ({ account, body }) =>
    attempt(() => {
      if (body.check !== 'v2') throw new FundsError('Invalid parameter: check', 'request_param_err');
      submitWithdrawal(account!, {
        amount: body.amount,
        bankCardId: body.bankCardId,
        password: body.password,
        verificationCode: body.verificationCode,
        groupId: body.groupId,
      });
      // The client reads success only (and a VIP bank's redirectUrl, which this merchant has none of).
      return null;
    }),
  ),

  ...wps('get', '/wps/relay/MCSFE_getWithdrawTransactionReport', auth, (ctx) => {
    const start = timeParam(ctx.query, 'startDate') ?? -Infinity;
    const end = timeParam(ctx.query, 'endDate') ?? Infinity;
    if (start > end) return badParam('startDate');
    const state = str(ctx.query, 'withdrawState');
    if (state !== '' && !Object.hasOwn(WITHDRAWAL_STATES, state)) return badParam('withdrawState');
    const list = withdrawalsOf(settled(ctx)).filter(
      (w) =>
        w.requestTime >= start &&
        w.requestTime <= end &&
        (state === '' || WITHDRAWAL_STATES[state as keyof typeof WITHDRAWAL_STATES] === w.status),
    );
    const amount = list.reduce((sum, w) => sum + w.amount, 0);
    return listAnswer(list, ctx.query, withdrawalItem, { key: 'records', footer: [{ amount }] });
  }),

  ...wps(
    'get',
    '/wps/relay/MCSFE_getPaymentConfirmationList',
    auth,
    (ctx) =>
      withdrawalsOf(settled(ctx))
        .filter((w) => w.receiptStatus === 'AWAITING')
        .map(withdrawalItem) satisfies z.input<typeof paymentConfirmationsSchema>,
  ),

  ...wps('post', '/wps/relay/MCSFE_processC2CTransaction', { ...auth, money: true }, ({ account, body }) =>
    attempt(() =>
      withdrawalItem(
        confirmReceipt(account!, {
          withdrawalId: body.withdrawId,
          result: body.result,
          receivedAmount: body.receivedAmount,
          proofImage: body.proofImage,
        }),
      ),
    ),
  ),
];
