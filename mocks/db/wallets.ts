/**
 * Wallets and the ledger: a main wallet plus one sub-wallet per vendor account type. Every movement
 * is a ledger entry, so balances are always the sum of the ledger and records read straight from it.
 * Beside the ledger the store keeps what the member centre lists: deposit and withdrawal requests,
 * bet records, rebates, bound bank cards and the turnover still owed before a withdrawal.
 *
 * Time: seeded history lies before the world's epoch (`fakeEpoch()`: the stories' pinned day, or
 * today in the host app); requests made during a session use `fakeNow()`, the real clock (shifted
 * forward if it is ever behind the seeded history). The fake platform has no
 * background jobs: a pending deposit is credited, and a processing withdrawal paid out, by the first
 * read of that member's money (`settle`) once its delay (3 s, 10 s of real time) has passed.
 */
import { isJpegDataUrl, SLIP_REMARK_MAX_CHARS } from '../../app/api/deposit.contract.ts';
import { findAccount, type Account } from './accounts.ts';
import {
  BET_GAMES,
  BANKS,
  brandDayStart,
  buildBankCards,
  CATEGORY_WALLET,
  channelById,
  DAY,
  DEPOSIT_CHANNELS,
  DEPOSIT_CREDIT_DELAY_MS,
  DEPOSIT_EXPIRY_MS,
  depositFee,
  dong,
  EWALLET_GROUP_ID,
  EWALLETS,
  FIRST_DEPOSIT_MIN,
  formatDong,
  FREE_PLAY_CREDIT,
  HISTORY_CHANNEL_IDS,
  HOUR,
  isWithinServiceHours,
  MAX_PENDING_DEPOSITS,
  MINUTE,
  PROOF_IMAGE_MAX_BYTES,
  rebateRate,
  WALLET_TYPES_BINDABLE,
  WITHDRAW_DAILY_AMOUNT,
  SLIP_IMAGE_MAX_BYTES,
  WITHDRAW_DAILY_COUNT,
  WITHDRAW_LIMITS,
  WITHDRAW_SMS_ABOVE,
  withdrawFee,
  WITHDRAWAL_AUTO_CONFIRM_MINUTES,
  WITHDRAWAL_PROCESS_DELAY_MS,
  type BankCard,
  type BetGame,
  type BetRecord,
  type DepositChannel,
  type DepositRecord,
  type GameCategory,
  type LedgerKind,
  type RebateRecord,
  type CardType,
  type WithdrawalRecord,
} from './funds.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { acceptsPaymentPassword } from './system.ts';
import { consumeSmsCode } from './verification.ts';
import { currentWorld, defineStore, fakeEpoch } from './world.ts';

export type { LedgerKind } from './funds.ts';

/** accountTypeId 2 is the main wallet (platform-api.md section 4); the rest are vendor sub-wallets. */
export const WALLET_TYPES = [
  { accountTypeId: 2, accountName: 'MAIN', displayName: 'Main wallet' },
  { accountTypeId: 3, accountName: 'LOTT', displayName: 'Lottery' },
  { accountTypeId: 5, accountName: 'LIVE', displayName: 'Live casino' },
  { accountTypeId: 6, accountName: 'RNG', displayName: 'Slots' },
  { accountTypeId: 7, accountName: 'SPORTS', displayName: 'Sports' },
  { accountTypeId: 8, accountName: 'PVP', displayName: 'Card games' },
] as const;

const MAIN = 2;

export const walletName = (accountTypeId: number) =>
  WALLET_TYPES.find((w) => w.accountTypeId === accountTypeId)?.displayName ?? `Wallet ${accountTypeId}`;

export interface LedgerEntry {
  id: string;
  account: string;
  accountTypeId: number;
  /** Signed: credit positive, debit negative. */
  amount: number;
  balanceAfter: number;
  kind: LedgerKind;
  remark: string;
  time: number;
  /** The request or bet the movement belongs to. */
  ref?: string;
}

/** One account's money: balances, ledger and the records the member centre lists. */
export interface AccountFunds {
  account: string;
  /** The account's id, in every id the fake platform makes for it. */
  accountId: number;
  /** accountTypeId -> balance in whole dong */
  balances: Map<number, number>;
  /** In posting order (time order). */
  ledger: LedgerEntry[];
  seq: number;
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  bets: BetRecord[];
  rebates: RebateRecord[];
  bankCards: BankCard[];
  /** Betting still owed (bonus turnover) before a withdrawal; bets count towards it as they are posted. */
  turnover: { required: number; completed: number };
}

export interface WalletsState {
  /** account (lower case) -> its funds, seeded on first use from its own RNG. */
  funds: Map<string, AccountFunds>;
  seed: number;
  /** Added to the real clock so "now" is never before the seeded history. */
  clockOffset: number;
}

/** A platform-style business failure; the handlers answer it as `success:false` with the errorCode. */
export class FundsError extends Error {
  readonly errorCode: string;
  /** The failed envelope's `value` (details the app words its message from), null for most. */
  readonly value: unknown;

  constructor(message: string, errorCode: string, value: unknown = null) {
    super(message);
    this.errorCode = errorCode;
    this.value = value;
  }
}

/**
 * Each account's history is seeded the first time anything reads or moves its money, from an RNG of
 * its own, so a test that looks at one member never pays for the other forty and the data does not
 * depend on which account was read first. Accounts of the seeded cast (registered before the epoch)
 * get ~58 days of history; trial accounts their free-play credit; accounts registered during the
 * session start empty.
 */
export const wallets = defineStore<WalletsState>('wallets', (_rng, world) => ({
  funds: new Map(),
  seed: world.seed,
  clockOffset: Math.max(0, fakeEpoch() + MINUTE - Date.now()),
}));

/**
 * Other stores' checks of a deposit request (the safer-play deposit limits), run once the channel's
 * own checks have passed, at the request's time; a guard refuses by throwing a FundsError.
 */
const depositGuards: ((account: Account, amount: number, now: number) => void)[] = [];

export function guardDeposits(guard: (account: Account, amount: number, now: number) => void): void {
  depositGuards.push(guard);
}

/** Other stores' seeded money for an account (agent income), run once its own history is in place. */
const fundsSeeders: ((account: Account) => void)[] = [];

export function onFundsSeeded(seeder: (account: Account) => void): void {
  fundsSeeders.push(seeder);
}

function fundsOf(name: string): AccountFunds {
  const state = wallets();
  const key = name.toLowerCase();
  let funds = state.funds.get(key);
  if (!funds) {
    const account = findAccount(key);
    funds = {
      account: key,
      accountId: account?.id ?? 0,
      balances: new Map(),
      ledger: [],
      seq: 0,
      deposits: [],
      withdrawals: [],
      bets: [],
      rebates: [],
      bankCards: [],
      turnover: { required: 0, completed: 0 },
    };
    state.funds.set(key, funds);
    if (account && account.regDate < fakeEpoch()) {
      if (account.type === 4)
        postEntry(funds, { amount: FREE_PLAY_CREDIT, kind: 'bonus', remark: 'Free play credit', time: fakeEpoch() - HOUR });
      else seedHistory(funds, createRng(hashSeed(`${state.seed}:wallets:${key}`)), account, state.clockOffset);
      for (const seeder of fundsSeeders) seeder(account);
      if (account.type !== 4) seedOpenDeposit(funds, account);
    }
  }
  return funds;
}

/** The fake platform's "now" for requests made during a session. */
export function fakeNow(): number {
  return Date.now() + wallets().clockOffset;
}

const nextId = (funds: AccountFunds, prefix: string) =>
  `${prefix}${funds.accountId.toString(36).toUpperCase()}${(++funds.seq).toString(36).toUpperCase().padStart(4, '0')}`;

const balanceDong = (funds: AccountFunds, accountTypeId: number) => funds.balances.get(accountTypeId) ?? 0;

function postEntry(
  funds: AccountFunds,
  entry: { amount: number; kind: LedgerKind; remark: string; time: number; accountTypeId?: number; ref?: string },
): LedgerEntry {
  const typeId = entry.accountTypeId ?? MAIN;
  // Whole dong: an amount another store computed is rounded once, here, so the ledger and the balances agree.
  const amount = dong(entry.amount);
  const after = balanceDong(funds, typeId) + amount;
  funds.balances.set(typeId, after);
  if (entry.kind === 'bet' && amount < 0) funds.turnover.completed -= amount;
  const record: LedgerEntry = {
    id: nextId(funds, 'TX'),
    account: funds.account,
    accountTypeId: typeId,
    amount,
    balanceAfter: after,
    kind: entry.kind,
    remark: entry.remark,
    time: entry.time,
    ...(entry.ref ? { ref: entry.ref } : {}),
  };
  const last = funds.ledger.at(-1);
  funds.ledger.push(record);
  if (last && entry.time < last.time) rebase(funds, typeId);
  return record;
}

/**
 * A back-dated entry (another store's seeded history, such as agent income) goes into its place in
 * time, and the running balances after it are recomputed, so balanceAfter always reads in time order.
 */
function rebase(funds: AccountFunds, accountTypeId: number): void {
  funds.ledger.sort((a, b) => a.time - b.time);
  let running = 0;
  for (const entry of funds.ledger) {
    if (entry.accountTypeId !== accountTypeId) continue;
    running += entry.amount;
    entry.balanceAfter = running;
  }
}

/** Credits (positive) or debits (negative) one wallet of an account, recording a ledger entry (now, unless `time`). */
export function post(
  account: Account,
  entry: { amount: number; kind: LedgerKind; remark: string; accountTypeId?: number; time?: number; ref?: string },
): LedgerEntry {
  return postEntry(fundsOf(account.account), { ...entry, time: entry.time ?? fakeNow() });
}

export function balanceOf(account: Account, accountTypeId = MAIN): number {
  return balanceDong(fundsOf(account.account), accountTypeId);
}

/** Every wallet of the account, main first, zero for the untouched ones. */
export function walletsOf(account: Account): { accountTypeId: number; accountName: string; displayName: string; availBalance: number }[] {
  return WALLET_TYPES.map((type) => ({ ...type, availBalance: balanceOf(account, type.accountTypeId) }));
}

export function sumBalance(account: Account): number {
  return WALLET_TYPES.reduce((sum, type) => sum + balanceOf(account, type.accountTypeId), 0);
}

/** Newest first; entries at the same time newest-posted first. */
const newestFirst = <T>(items: readonly T[], timeOf: (item: T) => number) => [...items].reverse().sort((a, b) => timeOf(b) - timeOf(a));

/** The account's ledger, newest first. */
export function ledgerOf(account: Account): LedgerEntry[] {
  return newestFirst(fundsOf(account.account).ledger, (e) => e.time);
}

export const depositsOf = (account: Account) => newestFirst(fundsOf(account.account).deposits, (d) => d.requestTime);
export const withdrawalsOf = (account: Account) => newestFirst(fundsOf(account.account).withdrawals, (w) => w.requestTime);
export const betsOf = (account: Account) => newestFirst(fundsOf(account.account).bets, (b) => b.betTime);
export const rebatesOf = (account: Account) => newestFirst(fundsOf(account.account).rebates, (r) => r.periodStart);
/** Cards bound by the member (none for accounts registered during the session). */
export const bankCardsOf = (account: Account): readonly BankCard[] => fundsOf(account.account).bankCards;

export function turnoverOf(account: Account): { required: number; completed: number; remaining: number } {
  const t = fundsOf(account.account).turnover;
  const completed = Math.min(t.completed, t.required);
  return { required: t.required, completed, remaining: dong(t.required - completed) };
}

/** The account's withdrawals to a kind of account requested today (brand day), rejected ones too. */
function withdrawalsToday(account: Account, kind: CardType): WithdrawalRecord[] {
  const today = brandDayStart(fakeNow());
  return fundsOf(account.account).withdrawals.filter((w) => w.requestTime >= today && w.card.type === kind);
}

/** Withdrawals left today (brand day) to a kind of account. */
export function withdrawalsLeftToday(account: Account, kind: CardType = 'BANK'): number {
  return Math.max(0, WITHDRAW_DAILY_COUNT - withdrawalsToday(account, kind).length);
}

/** The amount left today to a kind of account: the daily amount less today's withdrawals that were not refunded. */
export function withdrawAmountLeftToday(account: Account, kind: CardType = 'BANK'): number {
  const used = withdrawalsToday(account, kind)
    .filter((w) => w.status !== 'REJECTED')
    .reduce((sum, w) => sum + w.amount, 0);
  return Math.max(0, WITHDRAW_DAILY_AMOUNT[kind] - used);
}

/** The fee the next withdrawal of `amount` to a kind of account would cost (the fee preview). */
export function withdrawFeeFor(account: Account, kind: CardType, amount: number): number {
  return withdrawFee(kind, amount, withdrawalsToday(account, kind).filter((w) => w.status !== 'REJECTED').length);
}

// ---------------------------------------------------------------------------------------------
// Settling: what the platform's back office would have done by now

/** Credits due deposits, pays out due withdrawals and auto-confirms overdue receipts of the account. */
export function settle(account: Account, now = fakeNow()): void {
  const funds = fundsOf(account.account);
  for (const deposit of funds.deposits) {
    if (deposit.status !== 'PENDING' || deposit.dueAt === null || deposit.dueAt > now) continue;
    deposit.status = 'SUCCESS';
    deposit.completeTime = deposit.dueAt;
    deposit.dueAt = null;
    postEntry(funds, {
      amount: deposit.actualAmount,
      kind: 'deposit',
      remark: `Deposit · ${deposit.channelName}`,
      time: deposit.completeTime,
      ref: deposit.depositId,
    });
  }
  for (const withdrawal of funds.withdrawals) {
    if (withdrawal.status === 'PROCESSING' && withdrawal.dueAt !== null && withdrawal.dueAt <= now) {
      withdrawal.status = 'COMPLETED';
      withdrawal.completeTime = withdrawal.dueAt;
      withdrawal.dueAt = null;
      withdrawal.receiptStatus = 'AWAITING';
      withdrawal.confirmDeadline = withdrawal.completeTime + WITHDRAWAL_AUTO_CONFIRM_MINUTES * MINUTE;
    }
    if (withdrawal.receiptStatus === 'AWAITING' && withdrawal.confirmDeadline !== null && withdrawal.confirmDeadline <= now) {
      withdrawal.receiptStatus = 'AUTO_CONFIRMED';
      withdrawal.receivedAmount = withdrawal.actualAmount;
      withdrawal.confirmTime = withdrawal.confirmDeadline;
    }
  }
}

/**
 * The back office's decision on an open order, now: a pending deposit credited or failed, a processing
 * withdrawal paid out or rejected (refunded). A test hook (`fakePlatform.decideOrder` in the dev app and
 * the e2e tests) for the transitions the platform otherwise makes on its own or never (a failure, a
 * rejection, a withdrawal held for review). Not journaled: a reload replays the order, which then takes
 * its usual course. False when the account has no such open order.
 */
export function decideOrder(account: Account, orderId: string, approve: boolean, now = fakeNow()): boolean {
  const funds = fundsOf(account.account);
  const deposit = funds.deposits.find((d) => d.depositId === orderId && d.status === 'PENDING');
  const withdrawal = funds.withdrawals.find((w) => w.withdrawalId === orderId && w.status === 'PROCESSING');
  if (!deposit && !withdrawal) return false;
  if (approve) {
    (deposit ?? withdrawal)!.dueAt = now;
    settle(account, now);
  } else if (deposit) {
    Object.assign(deposit, {
      status: 'FAILED',
      failure: 'REJECTED',
      remark: 'Payment not received within 30 minutes',
      completeTime: now,
      dueAt: null,
    });
  } else rejectWithdrawal(funds, withdrawal!, 'The receiving bank is under maintenance', now);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Operations (the handlers' business logic); each throws FundsError on a business failure

/** A positive whole number of dong (numbers or numeric strings, as forms send them); dong has no decimals. */
export function parseAmount(value: unknown): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw new FundsError('Please enter a valid amount', 'request_param_err');
  }
  return amount;
}

const insufficient = () => new FundsError('Insufficient balance', 'insufficient.balance');

function refuseTrial(account: Account) {
  if (account.type === 4) throw new FundsError('Please register a real account to use this feature', 'trial.not.allowed');
}

/** The platform client's codes: none set yet, or a wrong (or empty) one. */
function checkPaymentPassword(account: Account, password: unknown) {
  if (account.paymentPassword === '') throw new FundsError('Please set a payment password first', 'not.exists.payment.password');
  if (typeof password !== 'string' || password !== account.paymentPassword)
    throw new FundsError('Incorrect payment password', 'invalid.payment.pw');
}

function moveBetweenWallets(funds: AccountFunds, from: number, to: number, amount: number, time: number, ref: string) {
  postEntry(funds, { amount: -amount, accountTypeId: from, kind: 'transfer', remark: `Transfer to ${walletName(to)}`, time, ref });
  postEntry(funds, { amount, accountTypeId: to, kind: 'transfer', remark: `Transfer from ${walletName(from)}`, time, ref });
}

/** Main to one sub-wallet or back; sub-wallet to sub-wallet goes through main, as on the platform. */
export function transferBetweenWallets(
  account: Account,
  from: unknown,
  to: unknown,
  rawAmount: unknown,
): { transactionId: string; amount: number } {
  const known = (id: unknown): id is number => WALLET_TYPES.some((w) => w.accountTypeId === id);
  if (!known(from) || !known(to) || from === to) throw new FundsError('Please choose two different wallets', 'request_param_err');
  if (from !== MAIN && to !== MAIN)
    throw new FundsError('Transfers go between the main wallet and a game wallet', 'transfer.wallet.invalid');
  const amount = parseAmount(rawAmount);
  const funds = fundsOf(account.account);
  if (balanceDong(funds, from) < amount) throw insufficient();
  const transactionId = nextId(funds, 'TR');
  moveBetweenWallets(funds, from, to, amount, fakeNow(), transactionId);
  return { transactionId, amount };
}

/** Every sub-wallet's balance back to main ("one-click recall"); moving nothing is not an error. */
export function recallAllToMain(account: Account): { transactionId: string; amount: number } {
  const funds = fundsOf(account.account);
  const transactionId = nextId(funds, 'TR');
  const time = fakeNow();
  let total = 0;
  for (const type of WALLET_TYPES) {
    const available = balanceDong(funds, type.accountTypeId);
    if (type.accountTypeId === MAIN || available <= 0) continue;
    moveBetweenWallets(funds, type.accountTypeId, MAIN, available, time, transactionId);
    total += available;
  }
  return { transactionId, amount: total };
}

export interface DepositInput {
  vendorId: unknown;
  /** The bank picked in the channel; null or absent for the channel's first (or none). */
  bankCode: unknown;
  amount: unknown;
  /** The rest of the request body as sent (the relay handler has checked the payer's fields). */
  fields?: Record<string, unknown>;
}

/** Why deposits are closed in the deposit-closed world, as the settings and a refusal say it. */
export const DEPOSITS_CLOSED_MESSAGE = 'Deposits are outside service hours. Please try again later.';

const closedRefusal = (message: string) =>
  new FundsError(message, 'deposit.outside.service.hours', { data: { depositOffMessage: DEPOSITS_CLOSED_MESSAGE } });

/** The member has no credited deposit yet: the settings' first-deposit minimum applies. */
export const isFirstDeposit = (account: Account) => !fundsOf(account.account).deposits.some((d) => d.status === 'SUCCESS');

/** Deposits in progress: new ones awaiting payment and pending ones in review. */
export const depositsInProgress = (account: Account) => fundsOf(account.account).deposits.filter((d) => d.status === 'PENDING').length;

/** A new request (awaiting payment) the fake platform credits on the first read DEPOSIT_CREDIT_DELAY_MS after it. */
export function submitDeposit(account: Account, input: DepositInput): DepositRecord {
  refuseTrial(account);
  // What the back office would have credited by now no longer counts as in progress.
  settle(account);
  const channel = channelById(Number(input.vendorId));
  if (!channel) throw new FundsError('Please choose a deposit method', 'deposit.channel.invalid');
  const bankCode = typeof input.bankCode === 'string' && input.bankCode !== '' ? input.bankCode : null;
  const payTo = bankCode === null ? (channel.banks[0] ?? null) : (channel.banks.find((b) => b.bankCode === bankCode) ?? undefined);
  if (payTo === undefined) throw new FundsError('Please choose a deposit method', 'deposit.channel.invalid');
  const amount = parseAmount(input.amount);
  if (amount < channel.min || amount > channel.max) {
    throw new FundsError(
      `The amount must be between ${formatDong(channel.min)} and ${formatDong(channel.max)}`,
      'deposit.amount.out.of.range',
    );
  }
  if (channel.fixAmountOnly && !channel.fixAmounts.includes(amount)) {
    throw new FundsError('Please choose one of the amounts offered', 'deposit.amount.not.offered');
  }
  if (isFirstDeposit(account) && amount < FIRST_DEPOSIT_MIN) {
    throw new FundsError(`Your first deposit must be at least ${formatDong(FIRST_DEPOSIT_MIN)}`, 'deposit.first.amount.too.low');
  }
  const now = fakeNow();
  if (currentWorld().depositClosed) throw closedRefusal(DEPOSITS_CLOSED_MESSAGE);
  if (!isWithinServiceHours(channel.serviceHours, now)) {
    throw closedRefusal(
      `Deposits are outside service hours (${channel.serviceHours.start}–${channel.serviceHours.end} GMT+7). Please try again later.`,
    );
  }
  const funds = fundsOf(account.account);
  if (depositsInProgress(account) >= MAX_PENDING_DEPOSITS) {
    throw new FundsError(
      `You already have ${MAX_PENDING_DEPOSITS} deposits in progress; please wait for them to be credited`,
      'deposit.too.many.pending',
    );
  }
  for (const guard of depositGuards) guard(account, amount, now);
  const record = newDeposit(funds, channel, payTo?.bankCode ?? null, amount, now);
  record.dueAt = now + DEPOSIT_CREDIT_DELAY_MS;
  return record;
}

/** When the payee details shown for a pending deposit stop being valid. */
export const depositExpiry = (deposit: DepositRecord) => deposit.requestTime + DEPOSIT_EXPIRY_MS;

function newDeposit(
  funds: AccountFunds,
  channel: DepositChannel,
  bankCode: string | null,
  amount: number,
  time: number,
  depositId = nextId(funds, 'DP'),
): DepositRecord {
  const fee = depositFee(channel, amount);
  const record: DepositRecord = {
    depositId,
    account: funds.account,
    amount,
    fee,
    actualAmount: dong(amount - fee),
    group: channel.group,
    vendorId: channel.vendorId,
    channelName: channel.vendorName,
    payTo: channel.banks.find((b) => b.bankCode === bankCode) ?? channel.banks[0] ?? null,
    status: 'PENDING',
    inReview: false,
    failure: null,
    slip: null,
    reference: `VV${depositId.slice(-6)}`,
    requestTime: time,
    completeTime: null,
    remark: '',
    dueAt: null,
  };
  funds.deposits.push(record);
  return record;
}

/** The member's own deposit by id (another member's reads as not found). */
function ownDeposit(account: Account, depositId: unknown): DepositRecord {
  const id = typeof depositId === 'string' || typeof depositId === 'number' ? String(depositId) : '';
  if (id === '') throw new FundsError('Invalid parameter: depositId', 'request_param_err');
  const deposit = fundsOf(account.account).deposits.find((d) => d.depositId === id);
  if (!deposit) throw new FundsError('Deposit not found', 'deposit.not.found');
  return deposit;
}

/** The member withdraws a deposit the platform has not decided yet (new or pending); nothing was credited, so nothing moves. */
export function cancelDeposit(account: Account, depositId: unknown, now = fakeNow()): DepositRecord {
  settle(account, now);
  const deposit = ownDeposit(account, depositId);
  if (deposit.status !== 'PENDING') throw new FundsError('This deposit can no longer be cancelled', 'deposit.cancel.not.allowed');
  Object.assign(deposit, { status: 'CANCELLED', completeTime: now, dueAt: null, remark: 'Cancelled by the member' });
  return deposit;
}

/**
 * The payment slip of an open deposit without one: a JPEG data URL of at most SLIP_IMAGE_MAX_BYTES and
 * a remark of at most SLIP_REMARK_MAX_CHARS characters. The deposit goes to review (the record's Pending).
 */
export function uploadDepositSlip(account: Account, input: { depositId: unknown; image: unknown; remark: unknown }, now = fakeNow()) {
  settle(account, now);
  const deposit = ownDeposit(account, input.depositId);
  if (deposit.status !== 'PENDING' || deposit.slip !== null)
    throw new FundsError('A payment slip can no longer be sent for this deposit', 'deposit.slip.not.allowed');
  if (!isJpegDataUrl(input.image)) throw new FundsError('The payment slip must be a JPEG image', 'deposit.slip.invalid');
  if ((input.image.length - input.image.indexOf(',') - 1) * 0.75 > SLIP_IMAGE_MAX_BYTES)
    throw new FundsError('The payment slip is too large', 'deposit.slip.too.large');
  const remark = typeof input.remark === 'string' ? input.remark.trim() : '';
  if ([...remark].length > SLIP_REMARK_MAX_CHARS) throw new FundsError('Invalid parameter: uploadDepositRemarks', 'request_param_err');
  deposit.slip = { image: input.image, remark, time: now };
  deposit.inReview = true;
  return deposit;
}

/**
 * A deposit the back office holds for review, for every seeded account with a history: a day-old
 * bank transfer with no slip yet, so the record's cancel and slip actions have a deposit to act on.
 * Its id comes from the account's name (as a card's does), not the account's sequence, so no other
 * seeded id moves whichever account is seeded first.
 */
function seedOpenDeposit(funds: AccountFunds, account: Account): void {
  const channel = channelById(29001)!;
  const id = `DP${hashSeed(`${funds.account}:held-deposit`).toString(36).toUpperCase()}`;
  const record = newDeposit(funds, channel, 'TCB', 100_000 * (account.rankLevel + 1), fakeEpoch() - 26 * HOUR, id);
  record.inReview = true;
}

export interface WithdrawalInput {
  amount: unknown;
  bankCardId: unknown;
  password: unknown;
  verificationCode?: unknown;
  groupId?: unknown;
}

/** An id as the client sends it back: the number, or its digits as a string. */
const sameId = (id: number, sent: unknown) => (typeof sent === 'number' || typeof sent === 'string') && String(sent) === String(id);

/**
 * Debits the main wallet at once (refunded if rejected); paid out on the first read
 * WITHDRAWAL_PROCESS_DELAY_MS after it. The checks in the order the platform answers them, each with
 * the client's code where the client handles one.
 */
export function submitWithdrawal(account: Account, input: WithdrawalInput): WithdrawalRecord {
  refuseTrial(account);
  const amount = parseAmount(input.amount);
  checkPaymentPassword(account, input.password);
  const card = bankCardsOf(account).find((c) => sameId(c.id, input.bankCardId));
  // An e-wallet is named with its group, as the client sends it.
  if (!card || (card.type === 'EWALLET' && !sameId(EWALLET_GROUP_ID, input.groupId)))
    throw new FundsError('Please choose a bound bank account', 'withdraw.bank.card.invalid');
  const limits = WITHDRAW_LIMITS[card.type];
  if (amount < limits.min || amount > limits.max)
    throw new FundsError(
      `The amount must be between ${formatDong(limits.min)} and ${formatDong(limits.max)}`,
      'withdraw.amount.out.of.range',
    );
  if (withdrawalsLeftToday(account, card.type) <= 0)
    throw new FundsError(`You have reached today's limit of ${WITHDRAW_DAILY_COUNT} withdrawals`, 'withdraw.daily.limit');
  if (amount > withdrawAmountLeftToday(account, card.type))
    throw new FundsError(
      `You can withdraw at most ${formatDong(withdrawAmountLeftToday(account, card.type))} more today`,
      'withdraw.daily.amount.limit',
    );
  const turnover = turnoverOf(account);
  if (turnover.remaining > 0)
    throw new FundsError(
      `Please complete ${formatDong(turnover.remaining)} more turnover before withdrawing`,
      'withdraw_turnover_not_enough',
      {
        data: { requiredTurnover: turnover.required, actualTurnover: turnover.completed },
      },
    );
  if (amount > WITHDRAW_SMS_ABOVE) {
    if (account.mobile === '') throw new FundsError('Please bind a mobile number first', 'mobile.not.bound');
    const code = typeof input.verificationCode === 'string' ? input.verificationCode : '';
    const checked = consumeSmsCode('withdraw', account.mobile, code);
    if (checked !== 'ok')
      throw checked === 'expired'
        ? new FundsError('The verification code has expired, please resend', 'sms.code.expired')
        : new FundsError('Invalid or missing verification code', 'sms.code.invalid');
  }
  const funds = fundsOf(account.account);
  if (balanceDong(funds, MAIN) < amount) throw insufficient();
  const now = fakeNow();
  const record = newWithdrawal(funds, card, amount, now, withdrawFeeFor(account, card.type, amount));
  record.dueAt = now + WITHDRAWAL_PROCESS_DELAY_MS;
  return record;
}

/** A withdrawal request: the main wallet pays `amount`; `fee` is kept from what is paid out. */
function newWithdrawal(funds: AccountFunds, card: BankCard, amount: number, time: number, fee = 0): WithdrawalRecord {
  const withdrawalId = nextId(funds, 'WD');
  postEntry(funds, {
    amount: -amount,
    kind: 'withdrawal',
    remark: `Withdrawal · ${card.bankName} ${card.accountNumber.slice(-4)}`,
    time,
    ref: withdrawalId,
  });
  const record: WithdrawalRecord = {
    withdrawalId,
    account: funds.account,
    amount,
    fee,
    actualAmount: dong(amount - fee),
    card,
    status: 'PROCESSING',
    rejectReason: null,
    receiptStatus: null,
    requestTime: time,
    completeTime: null,
    confirmDeadline: null,
    receivedAmount: null,
    remainingAmount: null,
    confirmTime: null,
    proofImage: null,
    dueAt: null,
  };
  funds.withdrawals.push(record);
  return record;
}

function rejectWithdrawal(funds: AccountFunds, record: WithdrawalRecord, reason: string, time: number) {
  record.status = 'REJECTED';
  record.rejectReason = reason;
  record.completeTime = time;
  record.dueAt = null;
  postEntry(funds, { amount: record.amount, kind: 'withdrawal', remark: 'Withdrawal rejected · refunded', time, ref: record.withdrawalId });
}

export interface ReceiptInput {
  withdrawalId: unknown;
  result: unknown;
  receivedAmount?: unknown;
  proofImage?: unknown;
}

/** png or jpeg data URI of at most PROOF_IMAGE_MAX_BYTES. */
function checkProofImage(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new FundsError('Please upload a proof image', 'withdraw.receipt.proof.required');
  const match = /^data:image\/(?:png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) throw new FundsError('The proof image must be a png or jpg file', 'withdraw.receipt.proof.invalid');
  if (Math.floor((match[1]!.length * 3) / 4) > PROOF_IMAGE_MAX_BYTES)
    throw new FundsError('The proof image must be at most 5MB', 'withdraw.receipt.proof.too.large');
  return value;
}

/** The member's answer about a paid-out withdrawal (spec 4, withdrawal receipt). */
export function confirmReceipt(account: Account, input: ReceiptInput): WithdrawalRecord {
  settle(account);
  const funds = fundsOf(account.account);
  const record = funds.withdrawals.find((w) => w.withdrawalId === input.withdrawalId);
  if (!record) throw new FundsError('Withdrawal not found', 'withdraw.not.found');
  if (record.receiptStatus !== 'AWAITING')
    throw new FundsError('This withdrawal is not waiting for your confirmation', 'withdraw.receipt.not.awaiting');
  const now = fakeNow();
  const { result } = input;
  if (result === 'RECEIVED') {
    record.receivedAmount = record.actualAmount;
  } else if (result === 'PARTIAL') {
    const received = parseAmount(input.receivedAmount);
    if (received >= record.actualAmount)
      throw new FundsError(`The received amount must be less than ${formatDong(record.actualAmount)}`, 'withdraw.receipt.amount.invalid');
    record.receivedAmount = received;
    record.remainingAmount = dong(record.actualAmount - received);
    postEntry(funds, {
      amount: record.remainingAmount,
      kind: 'withdrawal',
      remark: 'Withdrawal · amount not received returned',
      time: now,
      ref: record.withdrawalId,
    });
  } else if (result === 'NOT_RECEIVED') {
    record.proofImage = checkProofImage(input.proofImage);
  } else {
    throw new FundsError('Please choose whether you received the money', 'request_param_err');
  }
  record.receiptStatus = result;
  record.confirmTime = now;
  return record;
}

/** Only accounts the platform marks toUpline; the money lands in the upline's main wallet. */
export function transferToUpline(
  account: Account,
  input: { amount: unknown; password: unknown },
): { transactionId: string; amount: number; upline: string } {
  const upline = account.toUpline && account.upline ? findAccount(account.upline) : undefined;
  if (!upline) throw new FundsError('Transfers to the upline are not enabled for this account', 'transfer.upline.not.allowed');
  const amount = parseAmount(input.amount);
  checkPaymentPassword(account, input.password);
  const funds = fundsOf(account.account);
  if (balanceDong(funds, MAIN) < amount) throw insufficient();
  const transactionId = nextId(funds, 'TU');
  const time = fakeNow();
  postEntry(funds, { amount: -amount, kind: 'transfer', remark: `Transfer to upline ${upline.account}`, time, ref: transactionId });
  postEntry(fundsOf(upline.account), {
    amount,
    kind: 'transfer',
    remark: `Transfer from downline ${account.account}`,
    time,
    ref: transactionId,
  });
  return { transactionId, amount, upline: upline.account };
}

export interface BetTotals {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}

/** Sums of settled and open bets; cancelled bets count nowhere. */
export function betTotals(bets: readonly BetRecord[]): BetTotals {
  let stake = 0;
  let validBet = 0;
  let payout = 0;
  let betCount = 0;
  let settledStake = 0;
  for (const bet of bets) {
    if (bet.status === 'CANCELLED') continue;
    betCount++;
    stake += dong(bet.stake);
    validBet += dong(bet.validBet);
    if (bet.status === 'SETTLED') {
      payout += dong(bet.payout);
      settledStake += dong(bet.stake);
    }
  }
  return { betCount, stake, validBet, payout, winLoss: payout - settledStake };
}

/** The personalProfit page: bets per category over [start, end] plus money in and out. */
export function profitLoss(account: Account, start: number, end: number) {
  const inRange = (t: number) => t >= start && t <= end;
  const bets = betsOf(account).filter((b) => inRange(b.betTime));
  const categories = [...new Set(bets.map((b) => b.game.gameType))]
    .sort()
    .map((gameType) => ({ gameType, ...betTotals(bets.filter((b) => b.game.gameType === gameType)) }));
  const sum = (kind: LedgerKind) =>
    ledgerOf(account).reduce((total, e) => (e.kind === kind && inRange(e.time) ? total + dong(e.amount) : total), 0);
  const total = betTotals(bets);
  const bonus = sum('bonus');
  const rebate = sum('rebate');
  return {
    categories,
    total,
    deposit: sum('deposit'),
    withdrawal: -sum('withdrawal'),
    bonus,
    rebate,
    netProfit: dong(total.winLoss + bonus + rebate),
  };
}

// ---------------------------------------------------------------------------------------------
// Seeded history: up to 58 days of sessions per account, in time order so every balanceAfter is true

function seedHistory(funds: AccountFunds, rng: Rng, account: Account, clockOffset: number): void {
  const scale = account.rankLevel + 1;
  const cards = buildBankCards(rng, account);
  funds.bankCards = cards;
  const main = () => balanceDong(funds, MAIN);
  const epoch = fakeEpoch();
  // Sixty days back, or from the day after registration.
  const firstDay = Math.max(brandDayStart(epoch) - 60 * DAY, brandDayStart(account.regDate) + DAY);
  let cursor = firstDay;

  const historyChannels = HISTORY_CHANNEL_IDS.map((id) => DEPOSIT_CHANNELS.find((c) => c.vendorId === id)!);
  /** A deposit through a channel open at `time` that takes `wanted`; random ones expire now and then (and are retried). */
  const deposit = (
    time: number,
    wanted = rng.pick([20_000, 50_000, 100_000, 200_000, 300_000, 500_000]) * scale,
    mayFail = true,
  ): number => {
    const open = historyChannels.filter((c) => isWithinServiceHours(c.serviceHours, time) && c.max >= wanted);
    const channel = open.length > 0 ? rng.pick(open) : historyChannels[0]!;
    const value = Math.min(channel.max, Math.max(channel.min, wanted));
    const record = newDeposit(funds, channel, rng.pick(channel.banks).bankCode, value, time);
    const done = time + rng.int(2, 15) * MINUTE;
    record.completeTime = done;
    if (mayFail && rng.bool(0.08)) {
      record.status = 'FAILED';
      record.failure = 'EXPIRED';
      record.remark = 'Payment not received within 30 minutes';
      return deposit(done + rng.int(5, 20) * MINUTE, wanted, false);
    }
    record.status = 'SUCCESS';
    postEntry(funds, {
      amount: record.actualAmount,
      kind: 'deposit',
      remark: `Deposit · ${channel.vendorName}`,
      time: done,
      ref: record.depositId,
    });
    if (rng.bool(0.1))
      postEntry(funds, { amount: dong(record.amount * 0.1), kind: 'bonus', remark: 'Reload bonus 10%', time: done + MINUTE });
    return done + 2 * MINUTE;
  };

  /** Places (and, unless `open`, settles) one bet from the game's wallet, topping it up from main. */
  const bet = (game: BetGame, time: number, open = false): number => {
    // Steps of 10 dong (what were cents), drawn as before so the seeded history keeps its shape.
    const stake = rng.int(game.stake[0] / 10, game.stake[1] / 10) * 10 * scale;
    const wallet = CATEGORY_WALLET[game.gameType];
    let t = time;
    if (balanceDong(funds, wallet) < stake) {
      if (main() < stake) t = deposit(t, Math.max(stake * 2, rng.pick([50_000, 100_000, 200_000]) * scale));
      const topUp = Math.min(main(), Math.max(stake, rng.pick([20_000, 50_000, 100_000]) * scale));
      moveBetweenWallets(funds, MAIN, wallet, dong(topUp), t, nextId(funds, 'TR'));
      t += MINUTE;
    }
    const record: BetRecord = {
      betId: nextId(funds, 'B'),
      account: funds.account,
      game,
      stake,
      validBet: stake,
      payout: 0,
      status: 'UNSETTLED',
      betTime: t,
      settleTime: null,
    };
    funds.bets.push(record);
    postEntry(funds, {
      amount: -stake,
      accountTypeId: wallet,
      kind: 'bet',
      remark: `${game.vendorName} · ${game.gameName}`,
      time: t,
      ref: record.betId,
    });
    if (open) return t + MINUTE;
    const long = game.gameType === 'SPORTS' || game.gameType === 'ESPORTS';
    record.settleTime = t + (long ? rng.int(30, 100) : rng.int(1, 4)) * MINUTE;
    if (rng.bool(0.02)) {
      record.status = 'CANCELLED';
      record.validBet = 0;
      postEntry(funds, {
        amount: stake,
        accountTypeId: wallet,
        kind: 'bet',
        remark: `Bet cancelled · ${game.gameName}`,
        time: record.settleTime,
        ref: record.betId,
      });
    } else {
      record.status = 'SETTLED';
      record.payout = rng.bool(game.winChance) ? dong(stake * rng.pick(game.multipliers)) : 0;
      if (record.payout > 0)
        postEntry(funds, {
          amount: record.payout,
          accountTypeId: wallet,
          kind: 'payout',
          remark: `${game.vendorName} · ${game.gameName}`,
          time: record.settleTime,
          ref: record.betId,
        });
    }
    return record.settleTime + rng.int(1, 10) * MINUTE;
  };

  const recall = (time: number) => {
    for (const type of WALLET_TYPES) {
      const available = balanceDong(funds, type.accountTypeId);
      if (type.accountTypeId !== MAIN && available > 0)
        moveBetweenWallets(funds, type.accountTypeId, MAIN, available, time, nextId(funds, 'TR'));
    }
  };

  const withdraw = (time: number, amount: number, card: BankCard) => {
    const record = newWithdrawal(funds, card, amount, time);
    record.dueAt = null;
    return record;
  };

  for (let day = firstDay; day < brandDayStart(epoch) - 2 * DAY; day += DAY) {
    if (!rng.bool(0.5)) continue;
    let t = Math.max(day + rng.int(8, 21) * HOUR + rng.int(0, 59) * MINUTE, cursor + 10 * MINUTE);
    if (main() < 30_000 * scale || rng.bool(0.15)) t = deposit(t);
    const played = new Map<GameCategory, number>();
    for (let i = rng.int(2, 8); i > 0; i--) {
      const game = rng.pick(BET_GAMES);
      const before = funds.bets.length;
      t = bet(game, t);
      const placed = funds.bets[before];
      if (placed) played.set(game.gameType, (played.get(game.gameType) ?? 0) + placed.validBet);
    }
    if (rng.bool(0.7)) recall(t);
    // Yesterday's valid bets earn the daily rebate, paid at 04:00 the next morning.
    t = Math.max(t + MINUTE, day + DAY + 4 * HOUR);
    for (const [gameType, validBet] of played) {
      const rate = rebateRate(gameType, account.rankLevel);
      const amount = dong((validBet * rate) / 100);
      if (amount < 1) continue;
      const record: RebateRecord = {
        rebateId: nextId(funds, 'RB'),
        account: funds.account,
        gameType,
        periodStart: day,
        validBet: dong(validBet),
        rate,
        amount,
        payTime: t,
      };
      funds.rebates.push(record);
      postEntry(funds, { amount, kind: 'rebate', remark: `Daily rebate · ${gameType}`, time: t, ref: record.rebateId });
    }
    cursor = t;
    if (main() > 300_000 * scale && rng.bool(0.35)) {
      const card = rng.pick(cards);
      const limits = WITHDRAW_LIMITS[card.type];
      // 30-70% of the main wallet, in steps of 10,000 dong.
      const amount = Math.min(limits.max, Math.max(limits.min, Math.floor((main() * rng.int(30, 70)) / 1_000_000) * 10_000));
      const at = cursor + rng.int(1, 3) * HOUR;
      const record = withdraw(at, amount, card);
      if (rng.bool(0.12)) {
        rejectWithdrawal(
          funds,
          record,
          rng.pick([
            'The bank account name does not match your real name',
            'The receiving bank is under maintenance',
            'Please contact customer service',
          ]),
          at + rng.int(20, 120) * MINUTE,
        );
      } else {
        record.status = 'COMPLETED';
        record.completeTime = at + rng.int(10, 90) * MINUTE;
        record.confirmDeadline = record.completeTime + WITHDRAWAL_AUTO_CONFIRM_MINUTES * MINUTE;
        const answer = rng.next();
        record.receiptStatus = answer < 0.7 ? 'RECEIVED' : answer < 0.95 ? 'AUTO_CONFIRMED' : 'PARTIAL';
        record.confirmTime =
          record.receiptStatus === 'AUTO_CONFIRMED' ? record.confirmDeadline : record.completeTime + rng.int(2, 25) * MINUTE;
        record.receivedAmount = record.receiptStatus === 'PARTIAL' ? dong(amount * 0.8) : amount;
        if (record.receiptStatus === 'PARTIAL') {
          record.remainingAmount = dong(amount - record.receivedAmount);
          postEntry(funds, {
            amount: record.remainingAmount,
            kind: 'withdrawal',
            remark: 'Withdrawal · amount not received returned',
            time: record.confirmTime,
            ref: record.withdrawalId,
          });
        }
      }
      cursor = (record.confirmTime ?? record.completeTime ?? at) + MINUTE;
    }
  }

  // The last hours before the epoch, the same shape for everyone so every screen has each state:
  // a fresh deposit, an open sports bet, a paid-out withdrawal awaiting confirmation and one in review.
  cursor = deposit(Math.max(cursor, epoch - 8 * HOUR), 200_000 * scale, false);
  if (account.rankLevel >= 5) {
    // VIP upgrade bonus with 3x turnover, so high ranks show an unmet withdrawal requirement.
    const bonus = 100_000 * scale;
    postEntry(funds, { amount: bonus, kind: 'bonus', remark: `VIP${account.rankLevel} upgrade bonus`, time: cursor });
    funds.turnover = { required: bonus * 3, completed: 0 };
    cursor += MINUTE;
  }
  cursor = bet(rng.pick(BET_GAMES.filter((g) => g.gameType === 'SPORTS')), Math.max(cursor, epoch - 6 * HOUR), true);
  const bank = cards.find((c) => c.type === 'BANK') ?? cards[0]!;
  const awaiting = withdraw(Math.max(cursor, epoch - 3 * HOUR), 50_000 * scale, bank);
  awaiting.status = 'COMPLETED';
  awaiting.completeTime = awaiting.requestTime + 30 * MINUTE;
  awaiting.receiptStatus = 'AWAITING';
  // Real clock: the store is rebuilt per scenario, so the confirmation window is always open at first.
  awaiting.confirmDeadline = Date.now() + clockOffset + 20 * MINUTE;
  // Held for manual review: it stays processing however long the session runs.
  withdraw(Math.max(awaiting.completeTime, epoch - 40 * MINUTE), 20_000 * scale, bank);
}

// ---------------------------------------------------------------------------------------------
// Binding and deleting cards (PUT and DELETE /wps/v2/member/bankCards)

/** Bank cards and e-wallets together (the account info's maxCardCount), and virtual wallets (maxVirtualWalletCount). */
export const MAX_CARD_COUNT = 5;
export const MAX_VIRTUAL_WALLET_COUNT = 2;

/** The banks of MCSFE_getBanks: the banks, and the e-wallet providers a card of the e-wallet group is bound at. */
export const bindableBanks = () => [...BANKS, ...EWALLETS];

/** Asks for the mobile and its code when binding: the merchant's setting, on in a scenario with this switch (the fake platform's name). */
export const BIND_CARD_MOBILE_SWITCH = 'BINDCARDMOBVERF3';

/** What binding asks for (bindConfig): the payment password, or a new one and its confirmation; the mobile when switched on. */
export function bindRules(account: Account): { paymentPassword: boolean; newPaymentPassword: boolean; mobile: boolean } {
  return {
    paymentPassword: true,
    newPaymentPassword: account.paymentPassword === '',
    mobile: currentWorld().modulesOn.includes(BIND_CARD_MOBILE_SWITCH),
  };
}

/** The body of PUT /wps/v2/member/bankCards as the fake platform reads it (all strings, as the client sends them). */
export type NewBankCard = Record<string, unknown>;

const text = (body: NewBankCard, key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');

const CARD_NUMBER = /^\d{6,19}$/;
const EWALLET_NUMBER = /^0\d{9}$/;
const PAYEE = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

/**
 * Binds a bank card (cardType B: a bank, or an e-wallet provider of the e-wallet group) or a virtual
 * wallet (cardType V). The payment password as bindConfig asks: the one set, or a first one with its
 * confirmation (which sets it); the mobile's SMS code (operation bindBankCard) when switched on. Format
 * refusals name the field; a duplicate number and a full list are refused.
 */
export function addBankCard(account: Account, body: NewBankCard): BankCard {
  refuseTrial(account);
  const rules = bindRules(account);
  const cardType = text(body, 'cardType');
  if (cardType !== 'B' && cardType !== 'V') throw new FundsError('Invalid parameter: cardType', 'request_param_err');
  const funds = fundsOf(account.account);
  let card: Omit<BankCard, 'id' | 'isDefault' | 'boundTime'>;
  if (cardType === 'B') {
    const institution = bindableBanks().find((i) => i.bankCode === text(body, 'bankCode'));
    if (!institution) throw new FundsError('Please choose a bank', 'bankCode.required');
    const payee = text(body, 'payeeName');
    if (!PAYEE.test(payee) || payee.length > 50) throw new FundsError('Letters and spaces only', 'payeeName.invalid');
    const number = text(body, 'cardNumber');
    if (!(institution.type === 'EWALLET' ? EWALLET_NUMBER : CARD_NUMBER).test(number))
      throw new FundsError('This account number is not valid', 'cardNumber.invalid');
    card = {
      type: institution.type,
      bankCode: institution.bankCode,
      bankName: institution.bankName,
      accountName: payee.toUpperCase(),
      accountNumber: number,
      color: institution.color,
    };
  } else {
    const type = WALLET_TYPES_BINDABLE.find((w) => w.bankCode === text(body, 'walletType'));
    if (!type) throw new FundsError('Please choose a wallet type', 'walletType.required');
    const address = text(body, 'walletAddress');
    if (!type.address.test(address)) throw new FundsError('This address is not valid for its network', 'walletAddress.invalid');
    card = {
      type: 'USDT',
      bankCode: type.bankCode,
      bankName: text(body, 'walletName') || type.bankName,
      accountName: account.fullName ? account.fullName.toUpperCase() : account.account,
      accountNumber: address,
      color: type.color,
    };
  }
  const password = typeof body.paymentPassword === 'string' ? body.paymentPassword : '';
  if (rules.newPaymentPassword) {
    if (!acceptsPaymentPassword(password)) throw new FundsError('The payment password does not meet the rule', 'paymentPassword.invalid');
    if (body.validatePaymentPassword !== password)
      throw new FundsError('The two payment passwords do not match', 'validatePaymentPassword.mismatch');
  } else checkPaymentPassword(account, password);
  if (rules.mobile) {
    const mobile = text(body, 'mobileNum');
    const checked = consumeSmsCode('bindBankCard', mobile, text(body, 'verificationCode'));
    if (mobile === '' || checked !== 'ok')
      throw checked === 'expired'
        ? new FundsError('The verification code has expired, please resend', 'sms.code.expired')
        : new FundsError('Invalid or missing verification code', 'sms.code.invalid');
  }
  if (funds.bankCards.some((c) => c.type === card.type && c.accountNumber === card.accountNumber))
    throw new FundsError('This account number is already bound', 'bankCard.duplicate');
  const virtual = card.type === 'USDT';
  const same = funds.bankCards.filter((c) => (c.type === 'USDT') === virtual).length;
  if (same >= (virtual ? MAX_VIRTUAL_WALLET_COUNT : MAX_CARD_COUNT))
    throw new FundsError(`At most ${virtual ? MAX_VIRTUAL_WALLET_COUNT : MAX_CARD_COUNT} cards`, 'bankCard.limit');
  // The first payment password is set by a binding that passed every check.
  if (rules.newPaymentPassword) account.paymentPassword = password;
  const bound: BankCard = {
    ...card,
    id: hashSeed(`${account.account}:${card.type}:${card.accountNumber}`),
    isDefault: funds.bankCards.length === 0,
    boundTime: fakeNow(),
  };
  funds.bankCards.push(bound);
  return bound;
}

/**
 * Deletes a bound card: with the payment password (method P) or an SMS code sent to the bound mobile
 * (method S, operation deleteBankCard). Its past withdrawals keep their copy of it.
 */
export function deleteBankCard(account: Account, body: Record<string, unknown>): BankCard {
  refuseTrial(account);
  const funds = fundsOf(account.account);
  const card = funds.bankCards.find((c) => sameId(c.id, body.bankCardId));
  if (!card) throw new FundsError('Bank card not found', 'bankCard.not.found');
  if (body.method === 'P') checkPaymentPassword(account, body.password);
  else if (body.method === 'S') {
    if (account.mobile === '') throw new FundsError('Please bind a mobile number first', 'mobile.not.bound');
    const checked = consumeSmsCode(
      'deleteBankCard',
      account.mobile,
      typeof body.verificationCode === 'string' ? body.verificationCode : '',
    );
    if (checked !== 'ok')
      throw checked === 'expired'
        ? new FundsError('The verification code has expired, please resend', 'sms.code.expired')
        : new FundsError('Invalid or missing verification code', 'sms.code.invalid');
  } else throw new FundsError('Invalid parameter: method', 'request_param_err');
  funds.bankCards = funds.bankCards.filter((c) => c !== card);
  if (card.isDefault && funds.bankCards[0]) funds.bankCards[0].isDefault = true;
  return card;
}
