/**
 * The fake platform's wallet calls: balances and transfers, deposit and withdrawal, transfer to the
 * upline and the member centre's records. Business rules live in mocks/db/wallets.ts (which throws
 * FundsError); this file reads the request, answers in the platform's shapes and turns FundsError
 * into `success:false` with its errorCode. Every read of a member's money first settles what the
 * back office would have done by now (credit due deposits, pay out due withdrawals).
 */
import type { HttpHandler } from 'msw';
import type * as z from 'zod/mini';
import {
  addBankCardSchema,
  TRANSACTION_KINDS,
  type balanceSchema,
  type consolidatedFundsSchema,
  type depositChannelsSchema,
  type depositResultSchema,
  type depositSettingsSchema,
  type profitLossSchema,
  type rebateSettingsSchema,
  type TransactionKind,
  type withdrawSettingsSchema,
} from '../../app/api/wallet.contract.ts';
import { isAgentType, type Account } from '../db/accounts.ts';
import {
  badgeIcon,
  BRAND_TIMEZONE,
  CHANNEL_GROUPS,
  channelIcon,
  CURRENCY,
  DEPOSIT_CHANNELS,
  depositFieldsOf,
  dong,
  institutionIcon,
  isWithinServiceHours,
  MAX_PENDING_DEPOSITS,
  maskAccountNumber,
  qrImage,
  REBATE_RATES,
  rebateRate,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_LIMITS,
  WITHDRAWAL_AUTO_CONFIRM_MINUTES,
  type BankCard,
  type BetRecord,
  type DepositRecord,
  type GameCategory,
  type RebateRecord,
  type WithdrawalRecord,
} from '../db/funds.ts';
import {
  addBankCard,
  balanceOf,
  bankCardsOf,
  bindableInstitutions,
  betsOf,
  betTotals,
  confirmReceipt,
  depositExpiry,
  depositsOf,
  fakeNow,
  FundsError,
  ledgerOf,
  profitLoss,
  rebatesOf,
  recallAllToMain,
  settle,
  submitDeposit,
  submitWithdrawal,
  sumBalance,
  transferBetweenWallets,
  transferToUpline,
  turnoverOf,
  walletName,
  walletsOf,
  withdrawalsLeftToday,
  withdrawalsOf,
  type LedgerEntry,
} from '../db/wallets.ts';
import { currentWorld } from '../db/world.ts';
import { failure, int, str, wps, type CallContext } from './platform.ts';

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
    contracthoursalreq: agent,
    realtimesalreqtype: agent,
    contractmrdailysalinfotype: agent,
    contracthoursalinfo: agent,
    dailysalinfotype: agent,
    divtypeinfo: agent,
    sumBalance: sumBalance(account),
    availBalance: balanceOf(account),
  } satisfies z.input<typeof consolidatedFundsSchema>;
}

const channelOpen = (now: number) => (channel: (typeof DEPOSIT_CHANNELS)[number]) =>
  !currentWorld().depositClosed && isWithinServiceHours(channel.serviceHours, now);

export function depositSettingsValue(account: Account, now = fakeNow()) {
  const deposits = depositsOf(account);
  const open = DEPOSIT_CHANNELS.some(channelOpen(now));
  return {
    allowDeposit: account.type === 4 ? 'N' : 'Y',
    totalDepositSuccessCount: deposits.filter((d) => d.status === 'SUCCESS').length,
    depositInfo: '24/24',
    depositOpen: open,
    closedMessage: open ? null : 'Deposits are outside service hours. Please try again later.',
    pendingCount: deposits.filter((d) => d.status === 'PENDING').length,
    maxPendingCount: MAX_PENDING_DEPOSITS,
  } satisfies z.input<typeof depositSettingsSchema>;
}

export function depositChannelsValue(now = fakeNow()) {
  const isOpen = channelOpen(now);
  return Object.fromEntries(
    CHANNEL_GROUPS.map((group) => [
      group.code,
      {
        groupName: group.groupName,
        icon: badgeIcon(group.label, group.color),
        channels: DEPOSIT_CHANNELS.filter((c) => c.group === group.code).map((c) => ({
          vendorId: c.vendorId,
          vendorName: c.vendorName,
          mcsBankCode: c.mcsBankCode,
          icon: channelIcon(c),
          minAmount: c.minAmount,
          maxAmount: c.maxAmount,
          feeRate: c.feeRate,
          fixedFee: c.fixedFee,
          serviceHours: { ...c.serviceHours, timezone: BRAND_TIMEZONE },
          available: isOpen(c),
          quickAmounts: c.quickAmounts,
          network: c.network ?? null,
          fields: depositFieldsOf(c),
          banks: c.banks.map((b) => ({
            ...b,
            icon: institutionIcon({
              bankCode: b.bankCode,
              bankName: b.bankName,
              color: c.color,
              type: c.group === 'CRYPTO' ? 'USDT' : 'BANK',
            }),
          })),
        })),
      },
    ]),
  ) satisfies z.input<typeof depositChannelsSchema>;
}

export function depositResultValue(deposit: DepositRecord) {
  return {
    depositId: deposit.depositId,
    status: deposit.status,
    amount: deposit.amount,
    fee: deposit.fee,
    actualAmount: deposit.actualAmount,
    reference: deposit.reference,
    expireTime: depositExpiry(deposit),
    qrImageUrl: deposit.group === 'MT' ? null : qrImage(`${deposit.payTo.accountNumber}:${deposit.amount}:${deposit.reference}`),
    payTo: deposit.payTo,
  } satisfies z.input<typeof depositResultSchema>;
}

export const depositItem = (d: DepositRecord) => ({
  depositId: d.depositId,
  requestTime: d.requestTime,
  completeTime: d.completeTime,
  amount: d.amount,
  fee: d.fee,
  actualAmount: d.actualAmount,
  channelGroup: d.group,
  channelName: d.channelName,
  bankName: d.payTo.bankName,
  status: d.status,
  reference: d.reference,
  remark: d.remark || null,
});

export const bankCardItem = (c: BankCard) => ({
  id: c.id,
  type: c.type,
  bankCode: c.bankCode,
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumber: maskAccountNumber(c.accountNumber),
  isDefault: c.isDefault,
  icon: institutionIcon(c),
});

export function withdrawSettingsValue(account: Account) {
  return {
    minimumAmount: WITHDRAW_LIMITS.BANK.min,
    maximumAmount: WITHDRAW_LIMITS.BANK.max,
    eWalletMinimumAmount: WITHDRAW_LIMITS.EWALLET.min,
    eWalletMaximumAmount: WITHDRAW_LIMITS.EWALLET.max,
    usdtMinimumAmount: WITHDRAW_LIMITS.USDT.min,
    usdtMaximumAmount: WITHDRAW_LIMITS.USDT.max,
    dailyCountLimit: WITHDRAW_DAILY_COUNT,
    dailyCountLeft: withdrawalsLeftToday(account),
    needPaymentPassword: true,
    hasPaymentPassword: account.paymentPassword !== '',
    turnover: turnoverOf(account),
    feeRate: 0,
    autoConfirmMinutes: WITHDRAWAL_AUTO_CONFIRM_MINUTES,
    availableBalance: balanceOf(account),
    bankCards: bankCardsOf(account).map(bankCardItem),
  } satisfies z.input<typeof withdrawSettingsSchema>;
}

export const withdrawalItem = (w: WithdrawalRecord) => ({
  withdrawalId: w.withdrawalId,
  requestTime: w.requestTime,
  completeTime: w.completeTime,
  amount: w.amount,
  fee: w.fee,
  actualAmount: w.actualAmount,
  cardType: w.card.type,
  bankName: w.card.bankName,
  accountNumber: maskAccountNumber(w.card.accountNumber),
  status: w.status,
  rejectReason: w.rejectReason,
  receiptStatus: w.receiptStatus,
  confirmDeadline: w.confirmDeadline,
  receivedAmount: w.receivedAmount,
  remainingAmount: w.remainingAmount,
  confirmTime: w.confirmTime,
  hasProofImage: w.proofImage !== null,
});

export const transactionItem = (e: LedgerEntry) => ({
  id: e.id,
  time: e.time,
  kind: e.kind,
  amount: e.amount,
  balanceAfter: e.balanceAfter,
  accountTypeId: e.accountTypeId,
  walletName: walletName(e.accountTypeId),
  remark: e.remark,
});

export const betItem = (b: BetRecord) => ({
  betId: b.betId,
  betTime: b.betTime,
  settleTime: b.settleTime,
  gameType: b.game.gameType,
  vendor: b.game.vendor,
  vendorName: b.game.vendorName,
  gameCode: b.game.gameCode,
  gameName: b.game.gameName,
  stake: b.stake,
  validBet: b.validBet,
  payout: b.payout,
  winLoss: b.status === 'SETTLED' ? dong(b.payout - b.stake) : 0,
  status: b.status,
});

export const rebateItem = (r: RebateRecord) => ({
  rebateId: r.rebateId,
  periodStart: r.periodStart,
  gameType: r.gameType,
  validBet: r.validBet,
  rate: r.rate,
  amount: r.amount,
  payTime: r.payTime,
  status: 'PAID' as const,
});

export function rebateSettingsValue(account: Account) {
  return (Object.keys(REBATE_RATES) as GameCategory[]).map((productType) => ({
    productType,
    rate: rebateRate(productType, account.rankLevel),
    rankLevel: account.rankLevel,
  })) satisfies z.input<typeof rebateSettingsSchema>;
}

// ---------------------------------------------------------------------------------------------
// Request helpers

const badParam = (name: string) => failure(`Invalid parameter: ${name}`, 'request_param_err');

/** pageNo (1-based) and pageSize (at most 100) of a list. */
function paginate<T, U>(items: readonly T[], query: URLSearchParams, map: (item: T) => U) {
  const pageSize = Math.min(int(query, 'pageSize', 20), 100);
  const pageNo = int(query, 'pageNo', 1);
  const totalCount = items.length;
  return {
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(map),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
  };
}

/** An epoch-ms parameter; absent is undefined, garbage a request_param_err. */
function timeParam(query: URLSearchParams, name: string): number | undefined {
  const raw = str(query, name);
  if (raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw badParam(name);
  return Number(raw);
}

function range(query: URLSearchParams) {
  const start = timeParam(query, 'startTime') ?? -Infinity;
  const end = timeParam(query, 'endTime') ?? Infinity;
  if (start > end) throw badParam('startTime');
  return (time: number) => time >= start && time <= end;
}

/** An optional enum parameter. */
function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = str(query, name);
  if (raw === '') return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw badParam(name);
  return raw as T;
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

  ...wps('post', '/wps/relay/GCS_walletTransfer', { ...auth, module: 'FUNDTRANS3', money: true }, ({ account, body }) =>
    attempt(() => {
      const moved =
        body.allToMain === true
          ? recallAllToMain(account!)
          : transferBetweenWallets(account!, body.fromAccountTypeId, body.toAccountTypeId, body.amount);
      return { ...moved, balance: walletsOf(account!) };
    }),
  ),

  ...wps('get', '/wps/relay/GCS_merchantWallet', { ...auth, module: 'COMM3' }, () => ({ isSingle: false })),

  ...wps('get', '/wps/member/info/funds/consolidated', { ...auth, module: 'COMM3' }, (ctx) => consolidatedValue(settled(ctx))),

  // Deposit
  ...wps('get', '/wps/relay/MCSFE_getDepositSettings', { ...auth, module: 'DPSTBAS3' }, (ctx) => depositSettingsValue(settled(ctx))),

  ...wps('get', '/wps/relay/MCSFE_getDepositPaymentChannels', { ...auth, module: 'DPSTBAS3' }, () => depositChannelsValue()),

  ...wps('post', '/wps/relay/MCSFE_depositByQRImageUrl', { ...auth, module: 'DPSTBAS3', money: true }, ({ account, body }) =>
    attempt(() =>
      depositResultValue(submitDeposit(account!, { vendorId: body.vendorId, bankCode: body.bankCode, amount: body.amount, fields: body })),
    ),
  ),

  ...wps('get', '/wps/relay/MCSFE_getDepositTransactionReport', { ...auth, module: 'DPSTBAS3' }, (ctx) => {
    const inRange = range(ctx.query);
    const status = oneOf(ctx.query, 'status', ['PENDING', 'SUCCESS', 'FAILED'] as const);
    const list = depositsOf(settled(ctx)).filter((d) => inRange(d.requestTime) && (!status || d.status === status));
    return paginate(list, ctx.query, depositItem);
  }),

  // Withdrawal
  ...wps('get', '/wps/relay/MCSFE_getWithdrawSettings', auth, (ctx) => withdrawSettingsValue(settled(ctx))),

  // Designed (docs/decisions/014-security-bindings.md): the institutions and binding a card.
  ...wps('get', '/wps/relay/MCSFE_getBankList', auth, () =>
    bindableInstitutions().map((i) => ({ bankCode: i.bankCode, bankName: i.bankName, type: i.type, icon: institutionIcon(i) })),
  ),

  ...wps('post', '/wps/relay/passwordCheck/MCSFE_addBankCard', { ...auth, encrypted: true }, ({ account, body }) => {
    const parsed = addBankCardSchema.safeParse(body);
    if (!parsed.success) {
      const code = parsed.error.issues[0]!.message;
      return failure('Invalid request parameters', code.includes('.') ? code : 'request_param_err');
    }
    return attempt(() => bankCardItem(addBankCard(account!, parsed.data)));
  }),

  ...wps('post', '/wps/relay/passwordCheck/MCSFE_withdraw', { ...auth, encrypted: true, money: true }, ({ account, body }) =>
    attempt(() =>
      withdrawalItem(
        submitWithdrawal(account!, { amount: body.amount, bankCardId: body.bankCardId, paymentPassword: body.paymentPassword }),
      ),
    ),
  ),

  ...wps('get', '/wps/relay/MCSFE_getWithdrawTransactionReport', auth, (ctx) => {
    const inRange = range(ctx.query);
    const status = oneOf(ctx.query, 'status', ['PROCESSING', 'REJECTED', 'COMPLETED'] as const);
    const list = withdrawalsOf(settled(ctx)).filter((w) => inRange(w.requestTime) && (!status || w.status === status));
    return paginate(list, ctx.query, withdrawalItem);
  }),

  ...wps('get', '/wps/relay/MCSFE_getPaymentConfirmationList', auth, (ctx) =>
    withdrawalsOf(settled(ctx))
      .filter((w) => w.receiptStatus === 'AWAITING')
      .map(withdrawalItem),
  ),

  ...wps('post', '/wps/relay/MCSFE_processC2CTransaction', { ...auth, money: true }, ({ account, body }) =>
    attempt(() =>
      withdrawalItem(
        confirmReceipt(account!, {
          withdrawalId: body.withdrawalId,
          result: body.result,
          receivedAmount: body.receivedAmount,
          proofImage: body.proofImage,
        }),
      ),
    ),
  ),

  // Transfer to upline
  ...wps(
    'post',
    '/wps/relay/passwordCheck/MCSFE_transferToUpline',
    { ...auth, encrypted: true, money: true, module: 'AGETRANSFERUP3' },
    ({ account, body }) => attempt(() => transferToUpline(account!, { amount: body.amount, paymentPassword: body.paymentPassword })),
  ),

  // Records
  ...wps('get', '/wps/relay/ODSFE2_getTransactionHistory', { ...auth, module: 'MEMTRANS3' }, (ctx) => {
    const inRange = range(ctx.query);
    const kinds = str(ctx.query, 'kinds').split(',').filter(Boolean);
    if (kinds.some((k) => !(TRANSACTION_KINDS as readonly string[]).includes(k))) throw badParam('kinds');
    const wanted = new Set(kinds as TransactionKind[]);
    const list = ledgerOf(settled(ctx)).filter((e) => inRange(e.time) && (wanted.size === 0 || wanted.has(e.kind)));
    return paginate(list, ctx.query, transactionItem);
  }),

  ...wps('get', '/wps/relay/ODSFE2_getBetHistory', auth, (ctx) => {
    const inRange = range(ctx.query);
    const status = oneOf(ctx.query, 'status', ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const);
    const gameType = str(ctx.query, 'gameType');
    const vendor = str(ctx.query, 'vendor');
    const list = betsOf(member(ctx)).filter(
      (b) =>
        inRange(b.betTime) &&
        (!status || b.status === status) &&
        (!gameType || b.game.gameType === gameType) &&
        (!vendor || b.game.vendor === vendor),
    );
    return { ...paginate(list, ctx.query, betItem), summary: betTotals(list) };
  }),

  ...wps('get', '/wps/relay/ODSFE2_getProfitLoss', auth, (ctx) => {
    const startTime = timeParam(ctx.query, 'startTime');
    const endTime = timeParam(ctx.query, 'endTime');
    if (startTime === undefined || endTime === undefined || startTime > endTime) return badParam('startTime/endTime');
    return { startTime, endTime, ...profitLoss(settled(ctx), startTime, endTime) } satisfies z.input<typeof profitLossSchema>;
  }),

  ...wps('get', '/wps/relay/MCSFE_getRebateHistory', auth, (ctx) => {
    const inRange = range(ctx.query);
    const gameType = str(ctx.query, 'gameType');
    const list = rebatesOf(member(ctx)).filter((r) => inRange(r.periodStart) && (!gameType || r.gameType === gameType));
    const totalAmount = dong(list.reduce((sum, r) => sum + r.amount, 0));
    return { ...paginate(list, ctx.query, rebateItem), totalAmount };
  }),

  ...wps('get', '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', auth, (ctx) => rebateSettingsValue(member(ctx))),
];
