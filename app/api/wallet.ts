/**
 * Wallet calls: balances and transfers between the main wallet and the vendor sub-wallets, deposit
 * (settings, channels, submit, history), withdrawal (settings, submit, history, receipt
 * confirmation), transfer to the upline, and the member centre's records (account record, betting
 * record, profit/loss, rebates).
 *
 * Confirmed by sources: balance, transfer, merchant wallet, consolidated funds (platform-api.md 4);
 * the deposit settings, deposit channels, deposit submit and withdraw settings paths (live QA scripts
 * and a proxy of a live merchant); the rebate settings, payment-confirmation list and C2C processing
 * relays (a sibling build's registry). Every other path, and most fields past the confirmed ones,
 * were designed in the platform's style: see scripts/api-calls.ts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client.ts';
import { epochMs, flag, pageOf, type PageParams, type RangeParams } from './common.contract.ts';
import { keys } from './keys.ts';

/** accountTypeId of the main wallet; every other id is a vendor sub-wallet. */
export const MAIN_WALLET_ID = 2;

type Enabled = { enabled?: boolean };

// ---------------------------------------------------------------------------------------------
// Balance, merchant wallet, consolidated funds

const walletSchema = z.object({
  accountTypeId: z.number().int(),
  availBalance: z.number(),
  /** Not in the v2 capture (seen as accountName in the legacy call); the fake platform adds both. */
  accountName: z.string().nullish(),
  displayName: z.string().nullish(),
});

/** GET /wps/v2/wallets/balance: sumBalance, balance[] {accountTypeId, availBalance}, currency and symbol confirmed. */
export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z.array(walletSchema).default([]),
  currency: z.string().default('USD'),
  currencySymbol: z.string().default('$'),
});

export type Balance = z.infer<typeof balanceSchema>;
export type Wallet = z.infer<typeof walletSchema>;

/** The main wallet's available balance (what deposits credit and withdrawals and transfers draw on). */
export function mainBalance(balance: Pick<Balance, 'balance'>): number {
  return balance.balance.find((w) => w.accountTypeId === MAIN_WALLET_ID)?.availBalance ?? 0;
}

export function getBalance(signal?: AbortSignal): Promise<Balance> {
  return api.request({ method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', schema: balanceSchema, signal });
}

export const balanceQuery = () =>
  queryOptions({
    queryKey: keys.wallet.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 10_000,
  });

/** Needs a token: pass `enabled: false` while signed out. The header's refresh button refetches it. */
export function useBalance(options: Enabled = {}) {
  return useQuery({ ...balanceQuery(), enabled: options.enabled ?? true });
}

/** GET /wps/relay/GCS_merchantWallet: `isSingle` confirmed (a single wallet hides the transfer page). */
export const merchantWalletSchema = z.object({ isSingle: flag.default(false) });

export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export function getMerchantWallet(signal?: AbortSignal): Promise<MerchantWallet> {
  return api.request({ method: 'GET', path: '/wps/relay/GCS_merchantWallet', moduleId: 'COMM3', schema: merchantWalletSchema, signal });
}

export const merchantWalletQuery = () =>
  queryOptions({
    queryKey: keys.wallet.merchantWallet(),
    queryFn: ({ signal }) => getMerchantWallet(signal),
    staleTime: Infinity,
  });

export function useMerchantWallet(options: Enabled = {}) {
  return useQuery({ ...merchantWalletQuery(), enabled: options.enabled ?? true });
}

/**
 * GET /wps/member/info/funds/consolidated: the contract settings flags (which agent contract pages
 * show) and the balance fallback. Flag names confirmed; their wire type was not seen.
 */
export const consolidatedFundsSchema = z.object({
  dailysalreqtype: flag.default(false),
  divtypereq: flag.default(false),
  contracthoursalreq: flag.default(false),
  realtimesalreqtype: flag.default(false),
  contractmrdailysalinfotype: flag.default(false),
  contracthoursalinfo: flag.default(false),
  dailysalinfotype: flag.default(false),
  divtypeinfo: flag.default(false),
  sumBalance: z.number().default(0),
  availBalance: z.number().default(0),
});

export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

export function getConsolidatedFunds(signal?: AbortSignal): Promise<ConsolidatedFunds> {
  return api.request({ method: 'GET', path: '/wps/member/info/funds/consolidated', moduleId: 'COMM3', schema: consolidatedFundsSchema, signal });
}

export const consolidatedFundsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.consolidated(),
    queryFn: ({ signal }) => getConsolidatedFunds(signal),
    staleTime: 60_000,
  });

export function useConsolidatedFunds(options: Enabled = {}) {
  return useQuery({ ...consolidatedFundsQuery(), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Wallet transfer

/** Between the main wallet and one sub-wallet (either way), or every sub-wallet back to main. */
export type WalletTransferInput = ({ fromAccountTypeId: number; toAccountTypeId: number; amount: number } | { allToMain: true }) & {
  idempotencyKey: string;
};

/** POST /wps/relay/GCS_walletTransfer: body and answer not seen; designed. `balance` is every wallet after the move. */
export const walletTransferResultSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  balance: z.array(walletSchema).default([]),
});

export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

export function transferWallet({ idempotencyKey, ...body }: WalletTransferInput): Promise<WalletTransferResult> {
  return api.request({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', moduleId: 'FUNDTRANS3', json: body, idempotencyKey, schema: walletTransferResultSchema });
}

/** Every money movement changes the balances and the account record. */
function invalidateMoney(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.wallet.balance() }),
    client.invalidateQueries({ queryKey: keys.wallet.consolidated() }),
    client.invalidateQueries({ queryKey: keys.wallet.transactions() }),
  ]);
}

export function useWalletTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferWallet, onSuccess: () => invalidateMoney(client) });
}

// ---------------------------------------------------------------------------------------------
// Deposit

/**
 * GET /wps/relay/MCSFE_getDepositSettings: allowDeposit ("Y"), totalDepositSuccessCount and
 * depositInfo ("24/24") seen live; depositOpen and the rest designed.
 */
export const depositSettingsSchema = z.object({
  allowDeposit: flag,
  totalDepositSuccessCount: z.number().int().default(0),
  depositInfo: z.string().nullish(),
  /** False outside service hours: the deposit page shows closedMessage instead of the form. */
  depositOpen: flag.default(true),
  closedMessage: z.string().nullish(),
  pendingCount: z.number().int().default(0),
  maxPendingCount: z.number().int().default(3),
});

export type DepositSettings = z.infer<typeof depositSettingsSchema>;

export function getDepositSettings(signal?: AbortSignal): Promise<DepositSettings> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', moduleId: 'DPSTBAS3', schema: depositSettingsSchema, signal });
}

export const depositSettingsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.depositSettings(),
    queryFn: ({ signal }) => getDepositSettings(signal),
    staleTime: 30_000,
  });

export function useDepositSettings(options: Enabled = {}) {
  return useQuery({ ...depositSettingsQuery(), enabled: options.enabled ?? true });
}

/** Service hours in the brand's time zone ("HH:mm"; an end at or before the start wraps past midnight). */
const serviceHoursSchema = z.object({ start: z.string(), end: z.string(), timezone: z.string().default('GMT+7') });

const payeeAccountSchema = z.object({
  bankCode: z.string(),
  bankType: z.string(),
  bankName: z.string().nullish(),
  accountName: z.string().nullish(),
  accountNumber: z.string().nullish(),
  branch: z.string().nullish(),
  icon: z.string().nullish(),
});

const depositChannelSchema = z.object({
  vendorId: z.number().int(),
  vendorName: z.string(),
  mcsBankCode: z.string(),
  icon: z.string().nullish(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Percent of the amount, deducted from what is credited. */
  feeRate: z.number().default(0),
  fixedFee: z.number().default(0),
  serviceHours: serviceHoursSchema.nullish(),
  /** False outside the channel's service hours (or when deposits are closed). */
  available: flag.default(true),
  quickAmounts: z.array(z.number()).default([]),
  /** Crypto channels: the chain, e.g. TRC20. */
  network: z.string().nullish(),
  /** The accounts (bank accounts, e-wallets, addresses) to pay into. */
  banks: z.array(payeeAccountSchema),
});

/**
 * GET /wps/relay/MCSFE_getDepositPaymentChannels: value keyed by channel group ("MWQR"...), each with
 * channels[] {vendorName, vendorId, mcsBankCode, banks[] {bankCode, bankType}} seen in a QA script;
 * group names, icons, limits, fees, service hours and payee accounts designed. Parsed to a list.
 */
export const depositChannelsSchema = z
  .record(z.string(), z.object({ groupName: z.string().nullish(), icon: z.string().nullish(), channels: z.array(depositChannelSchema) }))
  .transform((groups) => Object.entries(groups).map(([code, group]) => ({ code, name: group.groupName ?? code, icon: group.icon ?? null, channels: group.channels })));

export type DepositChannelGroup = z.infer<typeof depositChannelsSchema>[number];
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export function getDepositChannels(signal?: AbortSignal): Promise<DepositChannelGroup[]> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositPaymentChannels',
    query: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' },
    moduleId: 'DPSTBAS3',
    schema: depositChannelsSchema,
    signal,
  });
}

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.depositChannels(),
    queryFn: ({ signal }) => getDepositChannels(signal),
    staleTime: 60_000,
  });

export function useDepositChannels(options: Enabled = {}) {
  return useQuery({ ...depositChannelsQuery(), enabled: options.enabled ?? true });
}

export interface SubmitDepositInput {
  /** The channel (vendorId) and the payee account (bankCode) the member picked. */
  vendorId: number;
  bankCode: string;
  amount: number;
  idempotencyKey: string;
}

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * POST /wps/relay/MCSFE_depositByQRImageUrl: body fields (amount, vendorId, bankCode, bankType,
 * mcsBankCode, showQrImageOnly) seen in QA scripts; the answer is designed: a pending request with
 * where to pay, a transfer reference and a QR image.
 */
export const depositResultSchema = z.object({
  depositId: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number(),
  fee: z.number(),
  actualAmount: z.number(),
  /** The note the member must put on the transfer. */
  reference: z.string(),
  expireTime: epochMs,
  qrImageUrl: z.string().nullish(),
  payTo: payeeAccountSchema,
});

export type DepositResult = z.infer<typeof depositResultSchema>;

export function submitDeposit({ idempotencyKey, vendorId, bankCode, amount }: SubmitDepositInput): Promise<DepositResult> {
  return api.request({
    method: 'POST',
    path: '/wps/relay/MCSFE_depositByQRImageUrl',
    moduleId: 'DPSTBAS3',
    json: { vendorId, bankCode, amount, showQrImageOnly: 1 },
    idempotencyKey,
    schema: depositResultSchema,
  });
}

export function useSubmitDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDeposit,
    onSuccess: () => Promise.all([invalidateMoney(client), client.invalidateQueries({ queryKey: keys.wallet.deposits() })]),
  });
}

const depositRecordSchema = z.object({
  depositId: z.string(),
  requestTime: epochMs,
  completeTime: epochMs.nullable(),
  amount: z.number(),
  fee: z.number(),
  actualAmount: z.number(),
  channelGroup: z.string(),
  channelName: z.string(),
  bankName: z.string().nullish(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullish(),
  remark: z.string().nullish(),
});

/** GET /wps/relay/MCSFE_getDepositTransactionReport: designed, newest first. */
export const depositHistorySchema = pageOf(depositRecordSchema);

export type DepositRecord = z.infer<typeof depositRecordSchema>;
export type DepositHistory = z.infer<typeof depositHistorySchema>;
export type DepositHistoryParams = PageParams & RangeParams & { status?: DepositStatus };

export function getDepositHistory(params: DepositHistoryParams, signal?: AbortSignal): Promise<DepositHistory> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getDepositTransactionReport', moduleId: 'DPSTBAS3', query: { ...params }, schema: depositHistorySchema, signal });
}

export const depositHistoryQuery = (params: DepositHistoryParams) =>
  queryOptions({
    queryKey: keys.wallet.depositHistory(params),
    queryFn: ({ signal }) => getDepositHistory(params, signal),
    staleTime: 10_000,
  });

export function useDepositHistory(params: DepositHistoryParams = {}, options: Enabled = {}) {
  return useQuery({ ...depositHistoryQuery(params), enabled: options.enabled ?? true });
}

// ---------------------------------------------------------------------------------------------
// Withdrawal

export const BANK_CARD_TYPES = ['BANK', 'EWALLET', 'USDT'] as const;

const bankCardSchema = z.object({
  id: z.string(),
  type: z.enum(BANK_CARD_TYPES),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked ("**** 1234"). */
  accountNumber: z.string(),
  isDefault: flag.default(false),
  icon: z.string().nullish(),
});

/**
 * GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0: minimumAmount, maximumAmount and an e-wallet
 * range seen live; bound cards, daily count, payment password, turnover and the rest designed.
 */
export const withdrawSettingsSchema = z.object({
  minimumAmount: z.number(),
  maximumAmount: z.number(),
  eWalletMinimumAmount: z.number().nullish(),
  eWalletMaximumAmount: z.number().nullish(),
  usdtMinimumAmount: z.number().nullish(),
  usdtMaximumAmount: z.number().nullish(),
  dailyCountLimit: z.number().int(),
  dailyCountLeft: z.number().int(),
  needPaymentPassword: flag.default(true),
  hasPaymentPassword: flag.default(true),
  /** Betting still required before a withdrawal (bonus and promotion turnover). */
  turnover: z.object({ required: z.number(), completed: z.number(), remaining: z.number() }),
  feeRate: z.number().default(0),
  /** Minutes after disbursement before an unconfirmed withdrawal counts as received. */
  autoConfirmMinutes: z.number().int().nullish(),
  availableBalance: z.number(),
  bankCards: z.array(bankCardSchema).default([]),
});

export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;
export type BankCard = z.infer<typeof bankCardSchema>;

export function getWithdrawSettings(signal?: AbortSignal): Promise<WithdrawSettings> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', query: { groupId: 0 }, schema: withdrawSettingsSchema, signal });
}

export const withdrawSettingsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.withdrawSettings(),
    queryFn: ({ signal }) => getWithdrawSettings(signal),
    staleTime: 10_000,
  });

export function useWithdrawSettings(options: Enabled = {}) {
  return useQuery({ ...withdrawSettingsQuery(), enabled: options.enabled ?? true });
}

export const WITHDRAWAL_STATUSES = ['PROCESSING', 'REJECTED', 'COMPLETED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** After disbursement: AWAITING the member's confirmation, then what they said (or AUTO_CONFIRMED). */
export const RECEIPT_STATUSES = ['AWAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

const withdrawalRecordSchema = z.object({
  withdrawalId: z.string(),
  requestTime: epochMs,
  completeTime: epochMs.nullable(),
  amount: z.number(),
  fee: z.number(),
  actualAmount: z.number(),
  cardType: z.enum(BANK_CARD_TYPES),
  bankName: z.string(),
  accountNumber: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectReason: z.string().nullish(),
  receiptStatus: z.enum(RECEIPT_STATUSES).nullable(),
  /** When an AWAITING withdrawal counts as received. */
  confirmDeadline: epochMs.nullable(),
  receivedAmount: z.number().nullable(),
  remainingAmount: z.number().nullable(),
  confirmTime: epochMs.nullable(),
  hasProofImage: z.boolean().default(false),
});

export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export interface SubmitWithdrawalInput {
  amount: number;
  bankCardId: string;
  paymentPassword: string;
  idempotencyKey: string;
}

/** POST /wps/relay/passwordCheck/MCSFE_withdraw (E): designed after the platform's password-checked relays. */
export function submitWithdrawal({ idempotencyKey, ...body }: SubmitWithdrawalInput): Promise<WithdrawalRecord> {
  return api.request({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_withdraw', encrypted: true, json: body, idempotencyKey, schema: withdrawalRecordSchema });
}

export function useSubmitWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitWithdrawal,
    onSuccess: () => Promise.all([invalidateMoney(client), client.invalidateQueries({ queryKey: keys.wallet.withdrawals() })]),
  });
}

/** GET /wps/relay/MCSFE_getWithdrawTransactionReport: the name matches a live proxy's filter; shape designed. */
export const withdrawalHistorySchema = pageOf(withdrawalRecordSchema);

export type WithdrawalHistory = z.infer<typeof withdrawalHistorySchema>;
export type WithdrawalHistoryParams = PageParams & RangeParams & { status?: WithdrawalStatus };

export function getWithdrawalHistory(params: WithdrawalHistoryParams, signal?: AbortSignal): Promise<WithdrawalHistory> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getWithdrawTransactionReport', query: { ...params }, schema: withdrawalHistorySchema, signal });
}

export const withdrawalHistoryQuery = (params: WithdrawalHistoryParams) =>
  queryOptions({
    queryKey: keys.wallet.withdrawalHistory(params),
    queryFn: ({ signal }) => getWithdrawalHistory(params, signal),
    staleTime: 10_000,
  });

export function useWithdrawalHistory(params: WithdrawalHistoryParams = {}, options: Enabled = {}) {
  return useQuery({ ...withdrawalHistoryQuery(params), enabled: options.enabled ?? true });
}

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: path from a sibling build; the withdrawals awaiting confirmation. */
export const paymentConfirmationsSchema = z.array(withdrawalRecordSchema);

export function getPaymentConfirmations(signal?: AbortSignal): Promise<WithdrawalRecord[]> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', schema: paymentConfirmationsSchema, signal });
}

export const paymentConfirmationsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.paymentConfirmations(),
    queryFn: ({ signal }) => getPaymentConfirmations(signal),
    staleTime: 10_000,
  });

export function usePaymentConfirmations(options: Enabled = {}) {
  return useQuery({ ...paymentConfirmationsQuery(), enabled: options.enabled ?? true });
}

/** Received in full; partly (the rest goes back to the main wallet); or not received, with a proof image. */
export type ConfirmWithdrawalReceiptInput = { withdrawalId: string; idempotencyKey: string } & (
  | { result: 'RECEIVED' }
  | { result: 'PARTIAL'; receivedAmount: number }
  | { result: 'NOT_RECEIVED'; /** data:image/png or image/jpeg base64, at most 5 MB. */ proofImage: string }
);

/** POST /wps/relay/MCSFE_processC2CTransaction: path from a sibling build; body designed. Answers the updated withdrawal. */
export function confirmWithdrawalReceipt({ idempotencyKey, ...body }: ConfirmWithdrawalReceiptInput): Promise<WithdrawalRecord> {
  return api.request({ method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', json: body, idempotencyKey, schema: withdrawalRecordSchema });
}

export function useConfirmWithdrawalReceipt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmWithdrawalReceipt,
    onSuccess: () => Promise.all([invalidateMoney(client), client.invalidateQueries({ queryKey: keys.wallet.withdrawals() })]),
  });
}

// ---------------------------------------------------------------------------------------------
// Transfer to upline

export interface TransferToUplineInput {
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}

export const transferToUplineResultSchema = z.object({ transactionId: z.string(), amount: z.number(), upline: z.string() });

export type TransferToUplineResult = z.infer<typeof transferToUplineResultSchema>;

/** POST /wps/relay/passwordCheck/MCSFE_transferToUpline (E): designed; only accounts with toUpline may call it. */
export function transferToUpline({ idempotencyKey, ...body }: TransferToUplineInput): Promise<TransferToUplineResult> {
  return api.request({ method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', encrypted: true, json: body, idempotencyKey, schema: transferToUplineResultSchema });
}

export function useTransferToUpline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: transferToUpline, onSuccess: () => invalidateMoney(client) });
}

// ---------------------------------------------------------------------------------------------
// Records

export const TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'rebate', 'points', 'salary', 'dividend', 'adjustment'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

const transactionSchema = z.object({
  id: z.string(),
  time: epochMs,
  kind: z.enum(TRANSACTION_KINDS),
  /** Signed: credit positive, debit negative. */
  amount: z.number(),
  balanceAfter: z.number(),
  accountTypeId: z.number().int(),
  walletName: z.string().nullish(),
  remark: z.string().nullish(),
});

/** GET /wps/relay/ODSFE2_getTransactionHistory: the account record (ledger); designed, newest first. */
export const transactionHistorySchema = pageOf(transactionSchema);

export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;
export type TransactionHistoryParams = PageParams & RangeParams & { kinds?: readonly TransactionKind[] };

export function getTransactionHistory({ kinds, ...params }: TransactionHistoryParams, signal?: AbortSignal): Promise<TransactionHistory> {
  return api.request({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getTransactionHistory',
    moduleId: 'MEMTRANS3',
    query: { ...params, kinds: kinds?.length ? kinds.join(',') : undefined },
    schema: transactionHistorySchema,
    signal,
  });
}

export const transactionHistoryQuery = (params: TransactionHistoryParams) =>
  queryOptions({
    queryKey: keys.wallet.transactionHistory(params),
    queryFn: ({ signal }) => getTransactionHistory(params, signal),
    staleTime: 10_000,
  });

export function useTransactionHistory(params: TransactionHistoryParams = {}, options: Enabled = {}) {
  return useQuery({ ...transactionHistoryQuery(params), enabled: options.enabled ?? true });
}

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

const betSchema = z.object({
  betId: z.string(),
  betTime: epochMs,
  settleTime: epochMs.nullable(),
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT... */
  gameType: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.number(),
  validBet: z.number(),
  /** 0 until settled. */
  payout: z.number(),
  /** payout - stake, the member's side; 0 until settled. */
  winLoss: z.number(),
  status: z.enum(BET_STATUSES),
});

const betTotalsSchema = z.object({ betCount: z.number().int(), stake: z.number(), validBet: z.number(), payout: z.number(), winLoss: z.number() });

/** GET /wps/relay/ODSFE2_getBetHistory: the betting record (personal history); designed. summary covers the whole filter. */
export const bettingRecordsSchema = pageOf(betSchema, { summary: betTotalsSchema });

export type Bet = z.infer<typeof betSchema>;
export type BetTotals = z.infer<typeof betTotalsSchema>;
export type BettingRecords = z.infer<typeof bettingRecordsSchema>;
export type BettingRecordsParams = PageParams & RangeParams & { gameType?: string; vendor?: string; status?: BetStatus };

export function getBettingRecords(params: BettingRecordsParams, signal?: AbortSignal): Promise<BettingRecords> {
  return api.request({ method: 'GET', path: '/wps/relay/ODSFE2_getBetHistory', query: { ...params }, schema: bettingRecordsSchema, signal });
}

export const bettingRecordsQuery = (params: BettingRecordsParams) =>
  queryOptions({
    queryKey: keys.wallet.bets(params),
    queryFn: ({ signal }) => getBettingRecords(params, signal),
    staleTime: 30_000,
  });

export function useBettingRecords(params: BettingRecordsParams = {}, options: Enabled = {}) {
  return useQuery({ ...bettingRecordsQuery(params), enabled: options.enabled ?? true });
}

/** GET /wps/relay/ODSFE2_getProfitLoss: per game category over the period, plus money in and out; designed. */
export const profitLossSchema = z.object({
  startTime: epochMs,
  endTime: epochMs,
  categories: z.array(betTotalsSchema.extend({ gameType: z.string() })),
  total: betTotalsSchema,
  deposit: z.number(),
  withdrawal: z.number(),
  bonus: z.number(),
  rebate: z.number(),
  /** total.winLoss + bonus + rebate. */
  netProfit: z.number(),
});

export type ProfitLoss = z.infer<typeof profitLossSchema>;
export type ProfitLossParams = { startTime: number; endTime: number };

export function getProfitLoss(params: ProfitLossParams, signal?: AbortSignal): Promise<ProfitLoss> {
  return api.request({ method: 'GET', path: '/wps/relay/ODSFE2_getProfitLoss', query: { ...params }, schema: profitLossSchema, signal });
}

export const profitLossQuery = (params: ProfitLossParams) =>
  queryOptions({
    queryKey: keys.wallet.profitLoss(params),
    queryFn: ({ signal }) => getProfitLoss(params, signal),
    staleTime: 30_000,
  });

export function useProfitLoss(params: ProfitLossParams, options: Enabled = {}) {
  return useQuery({ ...profitLossQuery(params), enabled: options.enabled ?? true });
}

const rebateSchema = z.object({
  rebateId: z.string(),
  /** Start of the day (brand time) the valid bets were made. */
  periodStart: epochMs,
  gameType: z.string(),
  validBet: z.number(),
  /** Percent. */
  rate: z.number(),
  amount: z.number(),
  payTime: epochMs,
  status: z.enum(['PAID']),
});

/** GET /wps/relay/MCSFE_getRebateHistory: the rebate (bonus details) list; designed. totalAmount covers the filter. */
export const rebatesSchema = pageOf(rebateSchema, { totalAmount: z.number() });

export type Rebate = z.infer<typeof rebateSchema>;
export type Rebates = z.infer<typeof rebatesSchema>;
export type RebatesParams = PageParams & RangeParams & { gameType?: string };

export function getRebates(params: RebatesParams, signal?: AbortSignal): Promise<Rebates> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getRebateHistory', query: { ...params }, schema: rebatesSchema, signal });
}

export const rebatesQuery = (params: RebatesParams) =>
  queryOptions({
    queryKey: keys.wallet.rebates(params),
    queryFn: ({ signal }) => getRebates(params, signal),
    staleTime: 60_000,
  });

export function useRebates(params: RebatesParams = {}, options: Enabled = {}) {
  return useQuery({ ...rebatesQuery(params), enabled: options.enabled ?? true });
}

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType: path from a sibling build; the member's rate per product type, designed. */
export const rebateSettingsSchema = z.array(z.object({ productType: z.string(), rate: z.number(), rankLevel: z.number().int().nullish() }));

export type RebateSetting = z.infer<typeof rebateSettingsSchema>[number];

export function getRebateSettings(signal?: AbortSignal): Promise<RebateSetting[]> {
  return api.request({ method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', schema: rebateSettingsSchema, signal });
}

export const rebateSettingsQuery = () =>
  queryOptions({
    queryKey: keys.wallet.rebateSettings(),
    queryFn: ({ signal }) => getRebateSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useRebateSettings(options: Enabled = {}) {
  return useQuery({ ...rebateSettingsQuery(), enabled: options.enabled ?? true });
}
