/**
 * The wallet contract: balances, the merchant wallet and consolidated funds, transfers, deposit,
 * withdrawal, transfer to the upline and the member centre's records. The confirmed fields are named
 * on each schema; most others were designed in the platform's style (see wallet.ts). Schemas, types,
 * constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { walletSchema } from './balance.contract.ts';
import { epochMs, flag, pageOf, type PageParams, type RangeParams } from './common.contract.ts';

// The balance (the header's call) lives in balance.contract.ts, so the first screen does not carry this file.
export { balanceSchema, MAIN_WALLET_ID, mainBalance, walletSchema, type Balance, type Wallet } from './balance.contract.ts';
/** GET /wps/relay/GCS_merchantWallet: `isSingle` confirmed (a single wallet hides the transfer page). */
export const merchantWalletSchema = z.object({ isSingle: z._default(flag, false) });

export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/**
 * GET /wps/member/info/funds/consolidated: the contract settings flags (which agent contract pages
 * show) and the balance fallback. Flag names confirmed; their wire type was not seen.
 */
export const consolidatedFundsSchema = z.object({
  dailysalreqtype: z._default(flag, false),
  divtypereq: z._default(flag, false),
  contracthoursalreq: z._default(flag, false),
  realtimesalreqtype: z._default(flag, false),
  contractmrdailysalinfotype: z._default(flag, false),
  contracthoursalinfo: z._default(flag, false),
  dailysalinfotype: z._default(flag, false),
  divtypeinfo: z._default(flag, false),
  sumBalance: z._default(z.number(), 0),
  availBalance: z._default(z.number(), 0),
});

export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

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
  balance: z._default(z.array(walletSchema), []),
});

export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

// ---------------------------------------------------------------------------------------------
// Deposit

/**
 * GET /wps/relay/MCSFE_getDepositSettings: allowDeposit ("Y"), totalDepositSuccessCount and
 * depositInfo ("24/24") seen live; depositOpen and the rest designed.
 */
export const depositSettingsSchema = z.object({
  allowDeposit: flag,
  totalDepositSuccessCount: z._default(z.number().check(z.int()), 0),
  depositInfo: z.nullish(z.string()),
  /** False outside service hours: the deposit page shows closedMessage instead of the form. */
  depositOpen: z._default(flag, true),
  closedMessage: z.nullish(z.string()),
  pendingCount: z._default(z.number().check(z.int()), 0),
  maxPendingCount: z._default(z.number().check(z.int()), 3),
});

export type DepositSettings = z.infer<typeof depositSettingsSchema>;

/** Service hours in the brand's time zone ("HH:mm"; an end at or before the start wraps past midnight). */
const serviceHoursSchema = z.object({ start: z.string(), end: z.string(), timezone: z._default(z.string(), 'GMT+7') });

/** Service hours without both ends say nothing: read as none (the channel's `available` still applies). */
const lenientServiceHours = z.catch(z.nullish(serviceHoursSchema), null);

const payeeAccountSchema = z.object({
  bankCode: z.string(),
  bankType: z.string(),
  bankName: z.nullish(z.string()),
  accountName: z.nullish(z.string()),
  accountNumber: z.nullish(z.string()),
  branch: z.nullish(z.string()),
  icon: z.nullish(z.string()),
});

/**
 * What a channel asks about the account the member pays from (designed: the platform matches an
 * incoming transfer to its request by these). Kinds this client does not know are dropped, so an
 * unknown one never blanks the form; the platform then refuses in words if it needed it.
 */
export const DEPOSIT_FIELD_NAMES = ['depositorName', 'senderAccount', 'senderAddress'] as const;
export type DepositFieldName = (typeof DEPOSIT_FIELD_NAMES)[number];

const depositFieldSchema = z.object({
  name: z.enum(DEPOSIT_FIELD_NAMES),
  required: z._default(flag, false),
  maxLength: z.nullish(z.number().check(z.int(), z.positive())),
});

const depositFieldsSchema = z.pipe(
  z.catch(z._default(z.array(z.unknown()), []), []),
  z.transform((items) =>
    items.flatMap((item) => {
      const field = depositFieldSchema.safeParse(item);
      return field.success ? [field.data] : [];
    }),
  ),
);

export type DepositField = z.infer<typeof depositFieldSchema>;

const depositChannelSchema = z.object({
  vendorId: z.number().check(z.int()),
  vendorName: z.string(),
  mcsBankCode: z.string(),
  icon: z.nullish(z.string()),
  /** Designed: null when the channel sends no limit (the platform checks the amount). */
  minAmount: z.nullish(z.number()),
  maxAmount: z.nullish(z.number()),
  /** Percent of the amount, deducted from what is credited. */
  feeRate: z._default(z.number(), 0),
  fixedFee: z._default(z.number(), 0),
  serviceHours: lenientServiceHours,
  /** False outside the channel's service hours (or when deposits are closed). */
  available: z._default(flag, true),
  quickAmounts: z._default(z.array(z.number()), []),
  /** Crypto channels: the chain, e.g. TRC20. */
  network: z.nullish(z.string()),
  /** The accounts (bank accounts, e-wallets, addresses) to pay into. */
  banks: z.array(payeeAccountSchema),
  fields: depositFieldsSchema,
});

/**
 * GET /wps/relay/MCSFE_getDepositPaymentChannels: value keyed by channel group ("MWQR"...), each with
 * channels[] {vendorName, vendorId, mcsBankCode, banks[] {bankCode, bankType}} seen in a QA script;
 * group names, icons, limits, fees, service hours and payee accounts designed. Parsed to a list.
 */
export const depositChannelsSchema = z.pipe(
  z.record(
    z.string(),
    z.object({ groupName: z.nullish(z.string()), icon: z.nullish(z.string()), channels: z.array(depositChannelSchema) }),
  ),
  z.transform((groups) =>
    Object.entries(groups).map(([code, group]) => ({
      code,
      name: group.groupName ?? code,
      icon: group.icon ?? null,
      channels: group.channels,
    })),
  ),
);

export type DepositChannelGroup = z.infer<typeof depositChannelsSchema>[number];
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export interface SubmitDepositInput {
  /** The channel (vendorId) and the payee account (bankCode) the member picked. */
  vendorId: number;
  bankCode: string;
  amount: number;
  /** The channel's fields, filled in (sent flat beside the amount). */
  fields?: Partial<Record<DepositFieldName, string>>;
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
  fee: z._default(z.number(), 0),
  /** What will be credited; null when not sent (the screen shows `amount`). */
  actualAmount: z.nullish(z.number()),
  /** The note the member must put on the transfer ('' when the channel needs none). */
  reference: z._default(z.string(), ''),
  expireTime: z.nullish(epochMs),
  qrImageUrl: z.nullish(z.string()),
  payTo: payeeAccountSchema,
});

export type DepositResult = z.infer<typeof depositResultSchema>;

const depositRecordSchema = z.object({
  depositId: z.string(),
  requestTime: epochMs,
  completeTime: z.nullish(epochMs),
  amount: z.number(),
  fee: z._default(z.number(), 0),
  actualAmount: z.nullish(z.number()),
  channelGroup: z._default(z.string(), ''),
  channelName: z._default(z.string(), ''),
  bankName: z.nullish(z.string()),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.nullish(z.string()),
  remark: z.nullish(z.string()),
});

/** GET /wps/relay/MCSFE_getDepositTransactionReport: designed, newest first. */
export const depositHistorySchema = pageOf(depositRecordSchema);

export type DepositRecord = z.infer<typeof depositRecordSchema>;
export type DepositHistory = z.infer<typeof depositHistorySchema>;
export type DepositHistoryParams = PageParams & RangeParams & { status?: DepositStatus };

// ---------------------------------------------------------------------------------------------
// Withdrawal

export const BANK_CARD_TYPES = ['BANK', 'EWALLET', 'USDT'] as const;

export const bankCardSchema = z.object({
  id: z.string(),
  type: z.enum(BANK_CARD_TYPES),
  bankCode: z._default(z.string(), ''),
  bankName: z._default(z.string(), ''),
  accountName: z._default(z.string(), ''),
  /** Masked ("**** 1234"). */
  accountNumber: z._default(z.string(), ''),
  isDefault: z._default(flag, false),
  icon: z.nullish(z.string()),
});

/**
 * GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0: minimumAmount, maximumAmount and an e-wallet
 * range seen live; bound cards, daily count, payment password, turnover and the rest designed, so each
 * may be missing: no daily count means the client does not count (the platform still refuses), no
 * turnover means none owed (the platform still refuses a withdrawal that owes some), no available
 * balance means the screen uses the main wallet of the balance call.
 */
export const withdrawSettingsSchema = z.object({
  minimumAmount: z.number(),
  maximumAmount: z.number(),
  eWalletMinimumAmount: z.nullish(z.number()),
  eWalletMaximumAmount: z.nullish(z.number()),
  usdtMinimumAmount: z.nullish(z.number()),
  usdtMaximumAmount: z.nullish(z.number()),
  dailyCountLimit: z.nullish(z.number().check(z.int())),
  dailyCountLeft: z.nullish(z.number().check(z.int())),
  needPaymentPassword: z._default(flag, true),
  hasPaymentPassword: z._default(flag, true),
  /** Betting still required before a withdrawal (bonus and promotion turnover). */
  turnover: z.prefault(
    z.object({ required: z._default(z.number(), 0), completed: z._default(z.number(), 0), remaining: z._default(z.number(), 0) }),
    {},
  ),
  feeRate: z._default(z.number(), 0),
  /** Minutes after disbursement before an unconfirmed withdrawal counts as received. */
  autoConfirmMinutes: z.nullish(z.number().check(z.int())),
  availableBalance: z.nullish(z.number()),
  bankCards: z._default(z.array(bankCardSchema), []),
});

export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;
export type BankCard = z.infer<typeof bankCardSchema>;

/** At most this many cards, e-wallets and USDT addresses per member (designed). */
export const BANK_CARD_MAX = 5;

/** Account number format per type: bank 6-19 digits, e-wallet a 10-digit phone number, USDT a TRC20 address. */
export const ACCOUNT_NUMBER_PATTERNS: Record<BankCardType, RegExp> = {
  BANK: /^\d{6,19}$/,
  EWALLET: /^0\d{9}$/,
  USDT: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};
export type BankCardType = (typeof BANK_CARD_TYPES)[number];

/** GET /wps/relay/MCSFE_getBankList (designed): the institutions a card may be bound to. */
export const bankOptionSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  type: z.enum(BANK_CARD_TYPES),
  icon: z.nullish(z.string()),
});
export const bankListSchema = z.array(bankOptionSchema);
export type BankOption = z.infer<typeof bankOptionSchema>;

/** POST /wps/relay/passwordCheck/MCSFE_addBankCard (E, designed): answers the new card (number masked). */
export const addBankCardSchema = z
  .object({
    type: z.enum(BANK_CARD_TYPES),
    bankCode: z.string().check(z.minLength(1, 'bankCode.required')),
    accountName: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, 'accountName.invalid'), z.maxLength(50, 'accountName.invalid')),
    accountNumber: z.string().check(z.trim()),
    paymentPassword: z.string().check(z.minLength(1, 'paymentPassword.required')),
  })
  .check(
    z.refine((input) => ACCOUNT_NUMBER_PATTERNS[input.type].test(input.accountNumber), {
      message: 'accountNumber.invalid',
      path: ['accountNumber'],
    }),
  );
export type AddBankCardInput = z.input<typeof addBankCardSchema>;

export const WITHDRAWAL_STATUSES = ['PROCESSING', 'REJECTED', 'COMPLETED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** After disbursement: AWAITING the member's confirmation, then what they said (or AUTO_CONFIRMED). */
export const RECEIPT_STATUSES = ['AWAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const withdrawalRecordSchema = z.object({
  withdrawalId: z.string(),
  requestTime: epochMs,
  completeTime: z.nullish(epochMs),
  amount: z.number(),
  fee: z._default(z.number(), 0),
  actualAmount: z.nullish(z.number()),
  cardType: z.nullish(z.enum(BANK_CARD_TYPES)),
  bankName: z._default(z.string(), ''),
  accountNumber: z._default(z.string(), ''),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectReason: z.nullish(z.string()),
  receiptStatus: z.nullish(z.enum(RECEIPT_STATUSES)),
  /** When an AWAITING withdrawal counts as received. */
  confirmDeadline: z.nullish(epochMs),
  receivedAmount: z.nullish(z.number()),
  remainingAmount: z.nullish(z.number()),
  confirmTime: z.nullish(epochMs),
  hasProofImage: z._default(z.boolean(), false),
});

export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

export interface SubmitWithdrawalInput {
  amount: number;
  bankCardId: string;
  paymentPassword: string;
  idempotencyKey: string;
}

/** GET /wps/relay/MCSFE_getWithdrawTransactionReport: the name matches a live proxy's filter; shape designed. */
export const withdrawalHistorySchema = pageOf(withdrawalRecordSchema);

export type WithdrawalHistory = z.infer<typeof withdrawalHistorySchema>;
export type WithdrawalHistoryParams = PageParams & RangeParams & { status?: WithdrawalStatus };

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: path from a sibling build; the withdrawals awaiting confirmation. */
export const paymentConfirmationsSchema = z.array(withdrawalRecordSchema);

/** Received in full; partly (the rest goes back to the main wallet); or not received, with a proof image. */
export type ConfirmWithdrawalReceiptInput = { withdrawalId: string; idempotencyKey: string } & (
  | { result: 'RECEIVED' }
  | { result: 'PARTIAL'; receivedAmount: number }
  | { result: 'NOT_RECEIVED'; /** data:image/png or image/jpeg base64, at most 5 MB. */ proofImage: string }
);

// ---------------------------------------------------------------------------------------------
// Transfer to upline

export interface TransferToUplineInput {
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}

export const transferToUplineResultSchema = z.object({ transactionId: z.string(), amount: z.number(), upline: z._default(z.string(), '') });

export type TransferToUplineResult = z.infer<typeof transferToUplineResultSchema>;

// ---------------------------------------------------------------------------------------------
// Records

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

const transactionSchema = z.object({
  id: z.string(),
  time: epochMs,
  kind: z.enum(TRANSACTION_KINDS),
  /** Signed: credit positive, debit negative. */
  amount: z.number(),
  balanceAfter: z.nullish(z.number()),
  /** The wallet it moved; null when not sent. */
  accountTypeId: z.nullish(z.number().check(z.int())),
  walletName: z.nullish(z.string()),
  remark: z.nullish(z.string()),
});

/** GET /wps/relay/ODSFE2_getTransactionHistory: the account record (ledger); designed, newest first. */
export const transactionHistorySchema = pageOf(transactionSchema);

export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;
export type TransactionHistoryParams = PageParams & RangeParams & { kinds?: readonly TransactionKind[] };

export const BET_STATUSES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

const betSchema = z.object({
  betId: z.string(),
  betTime: epochMs,
  settleTime: z.nullish(epochMs),
  /** RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT... */
  gameType: z._default(z.string(), ''),
  vendor: z._default(z.string(), ''),
  vendorName: z._default(z.string(), ''),
  gameCode: z._default(z.string(), ''),
  gameName: z._default(z.string(), ''),
  stake: z.number(),
  validBet: z._default(z.number(), 0),
  /** 0 until settled. */
  payout: z._default(z.number(), 0),
  /** payout - stake, the member's side; 0 until settled. */
  winLoss: z._default(z.number(), 0),
  status: z.enum(BET_STATUSES),
});

/** Totals: a missing one reads as nothing (0). */
const betTotalsSchema = z.object({
  betCount: z._default(z.number().check(z.int()), 0),
  stake: z._default(z.number(), 0),
  validBet: z._default(z.number(), 0),
  payout: z._default(z.number(), 0),
  winLoss: z._default(z.number(), 0),
});

/** GET /wps/relay/ODSFE2_getBetHistory: the betting record (personal history); designed. summary covers the whole filter. */
export const bettingRecordsSchema = pageOf(betSchema, { summary: z.prefault(betTotalsSchema, {}) });

export type Bet = z.infer<typeof betSchema>;
export type BetTotals = z.infer<typeof betTotalsSchema>;
export type BettingRecords = z.infer<typeof bettingRecordsSchema>;
export type BettingRecordsParams = PageParams & RangeParams & { gameType?: string; vendor?: string; status?: BetStatus };

/** GET /wps/relay/ODSFE2_getProfitLoss: per game category over the period, plus money in and out; designed. */
export const profitLossSchema = z.object({
  /** The period asked for (the caller knows it). */
  startTime: z.nullish(epochMs),
  endTime: z.nullish(epochMs),
  categories: z._default(z.array(z.extend(betTotalsSchema, { gameType: z.string() })), []),
  total: z.prefault(betTotalsSchema, {}),
  deposit: z._default(z.number(), 0),
  withdrawal: z._default(z.number(), 0),
  bonus: z._default(z.number(), 0),
  rebate: z._default(z.number(), 0),
  /** total.winLoss + bonus + rebate. */
  netProfit: z._default(z.number(), 0),
});

export type ProfitLoss = z.infer<typeof profitLossSchema>;
export type ProfitLossParams = { startTime: number; endTime: number };

const rebateSchema = z.object({
  rebateId: z.string(),
  /** Start of the day (brand time) the valid bets were made. */
  periodStart: z.nullish(epochMs),
  gameType: z._default(z.string(), ''),
  validBet: z._default(z.number(), 0),
  /** Percent; null when not sent. */
  rate: z.nullish(z.number()),
  amount: z.number(),
  payTime: epochMs,
  status: z._default(z.enum(['PAID']), 'PAID'),
});

/** GET /wps/relay/MCSFE_getRebateHistory: the rebate (bonus details) list; designed. totalAmount covers the filter. */
export const rebatesSchema = pageOf(rebateSchema, { totalAmount: z._default(z.number(), 0) });

export type Rebate = z.infer<typeof rebateSchema>;
export type Rebates = z.infer<typeof rebatesSchema>;
export type RebatesParams = PageParams & RangeParams & { gameType?: string };

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType: path from a sibling build; the member's rate per product type, designed. */
export const rebateSettingsSchema = z.array(
  z.object({ productType: z.string(), rate: z.number(), rankLevel: z.nullish(z.number().check(z.int())) }),
);

export type RebateSetting = z.infer<typeof rebateSettingsSchema>[number];
