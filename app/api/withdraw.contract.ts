/**
 * The withdrawal contract, as the platform's own member-centre client reads it (reference/platform-client.md
 * #6-#10, and its withdraw page chunk): the settings, the bound accounts with today's remaining count and
 * amount, the fee preview, the turnover still required, the submit and its refusals, the record and
 * the receipt confirmation. Wire names are the client's; each schema turns them into the domain shape
 * the screens use. What no source shows is marked designed where it is read. Schemas, types,
 * constants and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { epochMs, flag, listOf, type ListParams } from './common.contract.ts';

// ---------------------------------------------------------------------------------------------
// Lenient readers

/** A number the services may send as a number or a numeric string; absent, empty or garbled reads as null. */
export const maybeNumber = z.pipe(
  z.nullish(z.unknown()),
  z.transform((value): number | null => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return null;
  }),
);

/** A text field; absent, null, blank or the client's "null"/"undefined" strings read as null. */
const maybeText = z.pipe(
  z.nullish(z.unknown()),
  z.transform((value): string | null => {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    const text = String(value).trim();
    return text === '' || text === 'null' || text === 'undefined' ? null : text;
  }),
);

/** Ids the services send as numbers or strings: kept as sent (sent back the same way). */
const wireId = z.union([z.number(), z.string().check(z.minLength(1))]);
export type WireId = z.infer<typeof wireId>;

/** Fixed amounts, sent as an array or a comma-joined string: the valid ones, smallest first. */
const amountList = z.pipe(
  z.nullish(z.unknown()),
  z.transform((value): number[] => {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
    const amounts = items.map(Number).filter((amount) => Number.isFinite(amount) && amount > 0);
    return [...new Set(amounts)].sort((a, b) => a - b);
  }),
);

/** A list whose unreadable items are dropped (one bad card never blanks the others). */
function lenientArray<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.catch(z._default(z.array(z.unknown()), []), []),
    z.transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Kinds of account

/** Where a withdrawal goes: a bank card, an e-wallet of an e-wallet group, a virtual (USDT) wallet. */
export const WITHDRAW_KINDS = ['BANK', 'EWALLET', 'USDT'] as const;
export type WithdrawKind = (typeof WITHDRAW_KINDS)[number];

/** The fee preview's `withdrawType` per kind (the client's {B: "BC", E: "EW", V: "VW"}). */
export const WITHDRAW_TYPE_CODES = { BANK: 'BC', EWALLET: 'EW', USDT: 'VW' } as const satisfies Record<WithdrawKind, string>;

// ---------------------------------------------------------------------------------------------
// Settings: GET /wps/relay/MCSFE_getWithdrawSettings?groupId=

/** mobileVerificationType: a bound mobile is required (REQUIRED), a code on every withdrawal, or above an amount. */
export const MOBILE_VERIFICATION_TYPES = ['REQUIRED', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'] as const;
export type MobileVerificationType = (typeof MOBILE_VERIFICATION_TYPES)[number];

const rawWithdrawSettingsSchema = z.object({
  allowWithdraw: z._default(flag, true),
  allowWithdrawMsg: maybeText,
  // The client defaults maximumAmount to 1e4 when the settings have not come; minimumAmount is confirmed live.
  minimumAmount: maybeNumber,
  maximumAmount: maybeNumber,
  eWalletMinAmount: maybeNumber,
  eWalletMaxAmount: maybeNumber,
  virtualMinAmount: maybeNumber,
  virtualMaxAmount: maybeNumber,
  eWalletDailyWithdrawMaxCount: maybeNumber,
  virtualDailyWithdrawMaxCount: maybeNumber,
  /** Their HH:mm is the daily window (the client parses them with moment); equal ends mean all day. */
  withdrawDateFrom: z.nullish(z.union([z.number(), z.string()])),
  withdrawDateTo: z.nullish(z.union([z.number(), z.string()])),
  withdrawTimeMsg: maybeText,
  mobileVerificationType: maybeText,
  mobileVerificationWithdrawAmount: maybeNumber,
  c2cEnabled: z._default(flag, false),
  /** Percent kept from a C2C bank withdrawal. */
  withdrawPenaltyCharge: maybeNumber,
  fixedAmountFlag: z._default(flag, false),
  fixedWithdrawAmounts: amountList,
  /** "N": no minimum or maximum is checked (the client then shows no range). */
  amountLimitFlag: z._default(flag, true),
  ewalletFixedAmountFlag: z._default(flag, false),
  ewalletFixedWithdrawAmounts: amountList,
  ewalletAmountLimitFlag: z._default(flag, true),
  virtualFixedAmountFlag: z._default(flag, false),
  virtualFixedWithdrawAmounts: amountList,
  virtualAmountLimitFlag: z._default(flag, true),
  withdrawExceedChargeMsg: maybeText,
  eWalletWithdrawExceedChargeMsg: maybeText,
  virtualWalletWithdrawExceedChargeMsg: maybeText,
  normalBankWithdrawalSwitch: z._default(flag, true),
  eWalletWithdrawalSwitch: z._default(flag, true),
  virtualWalletWithdrawalSwitch: z._default(flag, true),
  allowDecimal: z._default(flag, true),
  precautionNote: maybeText,
});

const DAY_MS = 86_400_000;

/** A time of the window as epoch ms (numbers as sent, strings as Date parses them); unreadable reads as null. */
function windowTime(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

export interface KindSettings {
  /** The merchant offers withdrawals to this kind of account. */
  enabled: boolean;
  /** The kind's range from the settings (the bank range comes from the account info first, see withdrawLimits). */
  min: number | null;
  max: number | null;
  /** False when the merchant checks no range (amountLimitFlag "N"). */
  limited: boolean;
  /** Amounts offered as one-tap choices (empty when the merchant offers none). */
  fixedAmounts: number[];
  /** The merchant's note on the fee ("*WithdrawExceedChargeMsg"), shown beside the fee. */
  chargeMessage: string | null;
}

export const withdrawSettingsSchema = z.pipe(
  rawWithdrawSettingsSchema,
  z.transform((raw) => {
    const type = MOBILE_VERIFICATION_TYPES.find((candidate) => candidate === raw.mobileVerificationType?.toUpperCase()) ?? null;
    const from = windowTime(raw.withdrawDateFrom);
    const to = windowTime(raw.withdrawDateTo);
    // The client compares the two ends' HH:mm: the same time of day means open all day.
    const allDay = from !== null && to !== null && (to - from) % DAY_MS === 0;
    const kinds: Record<WithdrawKind, KindSettings> = {
      BANK: {
        enabled: raw.normalBankWithdrawalSwitch,
        min: raw.minimumAmount,
        max: raw.maximumAmount,
        limited: raw.amountLimitFlag,
        fixedAmounts: raw.fixedAmountFlag ? raw.fixedWithdrawAmounts : [],
        chargeMessage: raw.withdrawExceedChargeMsg,
      },
      EWALLET: {
        enabled: raw.eWalletWithdrawalSwitch,
        min: raw.eWalletMinAmount,
        max: raw.eWalletMaxAmount,
        limited: raw.ewalletAmountLimitFlag,
        fixedAmounts: raw.ewalletFixedAmountFlag ? raw.ewalletFixedWithdrawAmounts : [],
        chargeMessage: raw.eWalletWithdrawExceedChargeMsg,
      },
      USDT: {
        enabled: raw.virtualWalletWithdrawalSwitch,
        min: raw.virtualMinAmount,
        max: raw.virtualMaxAmount,
        limited: raw.virtualAmountLimitFlag,
        fixedAmounts: raw.virtualFixedAmountFlag ? raw.virtualFixedWithdrawAmounts : [],
        chargeMessage: raw.virtualWalletWithdrawExceedChargeMsg,
      },
    };
    return {
      allowed: raw.allowWithdraw,
      closedMessage: raw.allowWithdrawMsg,
      kinds,
      /** Daily counts the settings carry for e-wallets and virtual wallets (the bank's is in the account info). */
      dailyMaxCount: { EWALLET: raw.eWalletDailyWithdrawMaxCount, USDT: raw.virtualDailyWithdrawMaxCount },
      /** The daily window (its ends' time of day); null when not sent, or all day. */
      window: from !== null && to !== null && !allDay ? { from, to, message: raw.withdrawTimeMsg } : null,
      mobileVerification: { type, above: raw.mobileVerificationWithdrawAmount },
      c2c: raw.c2cEnabled,
      penaltyRate: raw.withdrawPenaltyCharge ?? 0,
      allowDecimal: raw.allowDecimal,
      note: raw.precautionNote,
    };
  }),
);

export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

/** The SMS step the client adds: every withdrawal, or one above the settings' amount. */
export function smsCodeRequired(settings: Pick<WithdrawSettings, 'mobileVerification'>, amount: number): boolean {
  const { type, above } = settings.mobileVerification;
  if (type === 'EVERY_WITHDRAWAL') return true;
  return type === 'WITHDRAW_AMOUNT' && above !== null && amount > above;
}

// ---------------------------------------------------------------------------------------------
// Bound accounts and today's limits: GET /wps/relay/MCSFE_getWithdrawAccountInfo?groupId=

const maintenance = {
  isWithdrawActive: z._default(flag, true),
  maintenanceStartTime: maybeNumber,
  maintenanceEndTime: maybeNumber,
  createdAt: maybeNumber,
};

const rawCardSchema = z.object({
  bankCardId: wireId,
  bankCode: z._default(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), ''),
  bankName: maybeText,
  bankIconUrl: maybeText,
  /** Masked by the server: the client shows it as sent (or its last 19 characters). */
  cardNumber: maybeText,
  cardHolder: maybeText,
  /** "BC" bank, "EW" e-wallet, anything else virtual. */
  cardType: maybeText,
  ...maintenance,
});

const rawVirtualWalletSchema = z.object({
  accountId: wireId,
  walletAddress: maybeText,
  walletName: maybeText,
  walletType: z._default(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), ''),
  walletHolder: maybeText,
  currency: maybeText,
  ...maintenance,
});

const rawAccountInfoSchema = z.object({
  bankCards: lenientArray(rawCardSchema),
  eWallets: lenientArray(z.object({ groupId: wireId, eWallets: lenientArray(rawCardSchema) })),
  virtualWallets: lenientArray(rawVirtualWalletSchema),
  maxCardCount: maybeNumber,
  maxVirtualWalletCount: maybeNumber,
  /** "Y" lets the member delete a card of the kind. */
  normalDeleteBankCard: z._default(flag, false),
  ewalletDeleteBankCard: z._default(flag, false),
  virtualDeleteBankCard: z._default(flag, false),
  minWithdrawal: maybeNumber,
  maxWithdrawal: maybeNumber,
  maxTransactionTimes: maybeNumber,
  remainingTransactionTimes: maybeNumber,
  remainingWithdrawAmount: maybeNumber,
  remainingEwalletWithdrawCounts: maybeNumber,
  remainingEWalletWithdrawAmount: maybeNumber,
  remainingVirtualTransactionTimes: maybeNumber,
  remainingVirtualWithdrawAmount: maybeNumber,
});

/** One bound account, whatever its kind. */
export interface WithdrawAccount {
  /** Unique across kinds (React keys, the form's choice). */
  id: string;
  /** The id the platform gave, sent back as given (bankCardId, or a virtual wallet's accountId). */
  bankCardId: WireId;
  kind: WithdrawKind;
  bankCode: string;
  /** The bank, e-wallet or wallet type's name. */
  bankName: string;
  iconUrl: string | null;
  /** As the server masks it. */
  number: string;
  holder: string;
  createdAt: number | null;
  /** False while the bank does not pay out (maintenance). */
  active: boolean;
  maintenance: { start: number; end: number } | null;
  /** The e-wallet group (sent with an e-wallet withdrawal); null for the others. */
  groupId: WireId | null;
}

type RawCard = z.output<typeof rawCardSchema>;
type RawVirtual = z.output<typeof rawVirtualWalletSchema>;

const maintenanceOf = (raw: { maintenanceStartTime: number | null; maintenanceEndTime: number | null }) =>
  raw.maintenanceStartTime !== null && raw.maintenanceEndTime !== null
    ? { start: raw.maintenanceStartTime, end: raw.maintenanceEndTime }
    : null;

function cardAccount(raw: RawCard, groupId: WireId | null): WithdrawAccount {
  const kind: WithdrawKind = groupId !== null || raw.cardType === 'EW' ? 'EWALLET' : 'BANK';
  return {
    id: `${kind}:${raw.bankCardId}`,
    bankCardId: raw.bankCardId,
    kind,
    bankCode: raw.bankCode,
    bankName: raw.bankName ?? raw.bankCode,
    iconUrl: raw.bankIconUrl,
    number: (raw.cardNumber ?? '').slice(-19),
    holder: raw.cardHolder ?? '',
    createdAt: raw.createdAt,
    active: raw.isWithdrawActive,
    maintenance: maintenanceOf(raw),
    groupId,
  };
}

function virtualAccount(raw: RawVirtual): WithdrawAccount {
  return {
    id: `USDT:${raw.accountId}`,
    bankCardId: raw.accountId,
    kind: 'USDT',
    bankCode: raw.walletType,
    bankName: raw.walletName ?? raw.walletType,
    iconUrl: null,
    number: (raw.walletAddress ?? '').slice(-19),
    holder: raw.walletHolder ?? '',
    createdAt: raw.createdAt,
    active: raw.isWithdrawActive,
    maintenance: maintenanceOf(raw),
    groupId: null,
  };
}

export interface KindAllowance {
  /** Withdrawals left today, and the daily number; null when not sent. */
  count: number | null;
  maxCount: number | null;
  /** Amount left today; null when not sent (the main wallet is then the only bound). */
  amount: number | null;
}

export const withdrawAccountInfoSchema = z.pipe(
  rawAccountInfoSchema,
  z.transform((raw) => ({
    accounts: [
      ...raw.bankCards.map((card) => cardAccount(card, null)),
      ...raw.eWallets.flatMap((group) => group.eWallets.map((card) => cardAccount(card, group.groupId))),
      ...raw.virtualWallets.map(virtualAccount),
    ],
    maxCards: raw.maxCardCount,
    maxVirtualWallets: raw.maxVirtualWalletCount,
    canDelete: { BANK: raw.normalDeleteBankCard, EWALLET: raw.ewalletDeleteBankCard, USDT: raw.virtualDeleteBankCard } as Record<
      WithdrawKind,
      boolean
    >,
    bankRange: { min: raw.minWithdrawal, max: raw.maxWithdrawal },
    today: {
      BANK: { count: raw.remainingTransactionTimes, maxCount: raw.maxTransactionTimes, amount: raw.remainingWithdrawAmount },
      EWALLET: { count: raw.remainingEwalletWithdrawCounts, maxCount: null, amount: raw.remainingEWalletWithdrawAmount },
      USDT: { count: raw.remainingVirtualTransactionTimes, maxCount: null, amount: raw.remainingVirtualWithdrawAmount },
    } as Record<WithdrawKind, KindAllowance>,
  })),
);

export type WithdrawAccountInfo = z.infer<typeof withdrawAccountInfoSchema>;

/**
 * The range of an account's kind as the client checks it: a bank card's from the account info
 * (minWithdrawal/maxWithdrawal, else the settings'), an e-wallet's and a virtual wallet's from the
 * settings; null ends when the merchant checks none.
 */
export function withdrawLimits(
  settings: WithdrawSettings,
  info: WithdrawAccountInfo,
  kind: WithdrawKind,
): { min: number | null; max: number | null } {
  const own = settings.kinds[kind];
  if (!own.limited) return { min: null, max: null };
  if (kind === 'BANK') return { min: info.bankRange.min ?? own.min, max: info.bankRange.max ?? own.max };
  return { min: own.min, max: own.max };
}

/** Today's count and amount left for a kind, with the daily number from wherever the platform sends it. */
export function todayAllowance(settings: WithdrawSettings, info: WithdrawAccountInfo, kind: WithdrawKind): KindAllowance {
  const today = info.today[kind];
  return { ...today, maxCount: today.maxCount ?? (kind === 'BANK' ? null : settings.dailyMaxCount[kind]) };
}

/**
 * The bound accounts as the withdraw form offers them: each with its kind's range, today's count and
 * amount left, one-tap amounts and fee note; a kind the merchant switched off is left out.
 */
export function withdrawAccountsOffered(settings: WithdrawSettings, info: WithdrawAccountInfo) {
  return info.accounts
    .filter((account) => settings.kinds[account.kind].enabled)
    .map((account) => {
      const limits = withdrawLimits(settings, info, account.kind);
      const today = todayAllowance(settings, info, account.kind);
      return {
        id: account.id,
        type: account.kind,
        bankName: account.bankName,
        accountName: account.holder,
        accountNumber: account.number,
        min: limits.min,
        max: limits.max,
        countLeft: today.count,
        countLimit: today.maxCount,
        amountLeft: today.amount,
        fixedAmounts: settings.kinds[account.kind].fixedAmounts,
        feeNote: settings.kinds[account.kind].chargeMessage,
        active: account.active,
        maintenance: account.maintenance,
      };
    });
}

/** What may be withdrawn to a kind now: the main wallet, within today's amount left. */
export function withdrawableNow(mainWallet: number, allowance: Pick<KindAllowance, 'amount'>): number {
  return allowance.amount === null ? mainWallet : Math.max(0, Math.min(mainWallet, allowance.amount));
}

// ---------------------------------------------------------------------------------------------
// Fee preview: GET /wps/relay/MCSFE_getCalculatedWithdrawCharges {withdrawAmount, withdrawType}

/** The answer's value is the fee itself; none (or unreadable) reads as no fee. */
export const withdrawChargesSchema = z.pipe(
  maybeNumber,
  z.transform((fee) => Math.max(0, fee ?? 0)),
);

export interface WithdrawChargesParams {
  withdrawAmount: number;
  kind: WithdrawKind;
}

// ---------------------------------------------------------------------------------------------
// Turnover still required: GET /wps/relay/MCSFE_getTurnoverInfo (no query)

/** status "A"/"D": nothing stands in the way; "I": a warning, the form stays; "N": blocked, the form is hidden. */
export const TURNOVER_STATES = { A: 'CLEAR', D: 'CLEAR', I: 'WARNING', N: 'BLOCKED' } as const;
export type TurnoverState = (typeof TURNOVER_STATES)[keyof typeof TURNOVER_STATES];

export const turnoverSchema = z.pipe(
  z.object({
    status: maybeText,
    details: lenientArray(
      z.object({
        gameType: z._default(z.string(), 'ALL'),
        requiredTurnover: maybeNumber,
        actualTurnover: maybeNumber,
      }),
    ),
    totalRequiredTurnover: maybeNumber,
    totalActualTurnover: maybeNumber,
  }),
  z.transform((raw) => {
    const required = raw.totalRequiredTurnover ?? 0;
    const actual = raw.totalActualTurnover ?? 0;
    // The client lists the game types that still require some; none listed, the totals stand for all.
    const items = raw.details
      .map((detail) => ({
        gameType: detail.gameType,
        required: detail.requiredTurnover ?? 0,
        actual: detail.actualTurnover ?? 0,
      }))
      .filter((detail) => detail.required > 0)
      .map((detail) => ({ ...detail, remaining: Math.max(0, detail.required - detail.actual) }));
    return {
      state: (TURNOVER_STATES[(raw.status ?? 'A').toUpperCase() as keyof typeof TURNOVER_STATES] ?? 'CLEAR') as TurnoverState,
      items: items.length > 0 || required <= 0 ? items : [{ gameType: 'ALL', required, actual, remaining: Math.max(0, required - actual) }],
      required,
      actual,
      remaining: Math.max(0, required - actual),
    };
  }),
);

export type Turnover = z.infer<typeof turnoverSchema>;

// ---------------------------------------------------------------------------------------------
// Submit: POST /wps/v2/transaction/withdraw (E)

export interface SubmitWithdrawalInput {
  amount: number;
  /** The account's id as the platform gave it. */
  bankCardId: WireId;
  /** The payment password (the client's `password`). */
  password: string;
  /** The SMS code, when the settings ask for one (smsCodeRequired). */
  verificationCode?: string;
  /** Only for an e-wallet: its group. */
  groupId?: WireId | null;
  idempotencyKey: string;
}

/** The client reads only success (and a VIP bank's value.redirectUrl): anything else in the answer is ignored. */
export const withdrawResultSchema = z.pipe(
  z.nullish(z.unknown()),
  z.transform((value) => {
    const redirect = typeof value === 'object' && value !== null ? (value as { redirectUrl?: unknown }).redirectUrl : undefined;
    return { redirectUrl: typeof redirect === 'string' && redirect !== '' ? redirect : null };
  }),
);

export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

/** The submit's refusals the client handles by code (facts section 6), plus the fake platform's own. */
export const WITHDRAW_REFUSALS = {
  wrongPassword: 'invalid.payment.pw',
  noPassword: 'not.exists.payment.password',
  turnover: 'withdraw_turnover_not_enough',
  deposit: 'required_deposit_amount_not_reached',
  promotionTurnover: 'promotion_turnover_not_enough',
  incomplete: 'required_member_information_incomplete',
  frozen: 'bank_card_is_frozen',
} as const;

const shortfallSchema = z.object({
  data: z.object({ requiredTurnover: maybeNumber, actualTurnover: maybeNumber }),
});

/** withdraw_turnover_not_enough's value.data: what is required and what was played. */
export function turnoverShortfall(value: unknown): { required: number; actual: number; remaining: number } | null {
  const parsed = shortfallSchema.safeParse(value);
  if (!parsed.success || parsed.data.data.requiredTurnover === null) return null;
  const required = parsed.data.data.requiredTurnover;
  const actual = parsed.data.data.actualTurnover ?? 0;
  return { required, actual, remaining: Math.max(0, required - actual) };
}

/** The profile fields required_member_information_incomplete's value.data names (required_nickname ...). */
export const MISSING_INFO = [
  'required_nickname',
  'required_id_not_verified',
  'required_email_add',
  'required_mobile_no',
  'required_qq',
  'required_address',
  'required_id_verification_status',
  'invalid_id_verification_status',
] as const;
export type MissingInfo = (typeof MISSING_INFO)[number];

export function missingInformation(value: unknown): MissingInfo[] {
  const data = typeof value === 'object' && value !== null ? (value as { data?: unknown }).data : undefined;
  return Array.isArray(data) ? data.filter((item): item is MissingInfo => (MISSING_INFO as readonly unknown[]).includes(item)) : [];
}

// ---------------------------------------------------------------------------------------------
// Record: GET /wps/relay/MCSFE_getWithdrawTransactionReport

/**
 * The record's states. The client's dictionary has status_withdrawal_<N> and names 7 "Partial Paid";
 * the other codes are designed after the deposit report's (2 approved, 3 cancelled, 4 pending, 5 new,
 * 6 rejected): the withdraw report page was not in the copies read.
 */
export const WITHDRAWAL_STATES = {
  '2': 'COMPLETED',
  '3': 'REJECTED',
  '4': 'PROCESSING',
  '5': 'PROCESSING',
  '6': 'REJECTED',
  '7': 'PARTIAL_PAID',
} as const;
export const WITHDRAWAL_STATUSES = ['PROCESSING', 'REJECTED', 'COMPLETED', 'PARTIAL_PAID'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The state code a status filter sends (designed, as the codes). */
export const WITHDRAWAL_STATE_CODES = { PROCESSING: '4', REJECTED: '6', COMPLETED: '2', PARTIAL_PAID: '7' } as const satisfies Record<
  WithdrawalStatus,
  keyof typeof WITHDRAWAL_STATES
>;

/** After disbursement: AWAITING the member's confirmation, then what they said (or AUTO_CONFIRMED). Designed. */
export const RECEIPT_STATUSES = ['AWAITING', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/**
 * A withdrawal of the record. The client only shows that the rows are value.records and the total is
 * value.footer[0].amount: every field is designed, named after the deposit report's (depositId,
 * depositDate, state, remark ...). An unknown state or receipt status reads as null, not as a failure.
 */
export const withdrawalRecordSchema = z.pipe(
  z.object({
    withdrawId: z.pipe(wireId, z.transform(String)),
    withdrawDate: epochMs,
    actualWithdrawDate: maybeNumber,
    amount: z.number(),
    withdrawCharge: maybeNumber,
    actualAmount: maybeNumber,
    bankName: maybeText,
    cardNumber: maybeText,
    state: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
    remark: maybeText,
    receiptStatus: z.catch(z.nullish(z.enum(RECEIPT_STATUSES)), null),
    confirmDeadline: maybeNumber,
    receivedAmount: maybeNumber,
    remainingAmount: maybeNumber,
    confirmTime: maybeNumber,
    hasProofImage: z._default(flag, false),
  }),
  z.transform((raw) => ({
    withdrawalId: raw.withdrawId,
    requestTime: raw.withdrawDate,
    completeTime: raw.actualWithdrawDate,
    amount: raw.amount,
    fee: raw.withdrawCharge ?? 0,
    actualAmount: raw.actualAmount ?? raw.amount - (raw.withdrawCharge ?? 0),
    bankName: raw.bankName ?? '',
    accountNumber: raw.cardNumber ?? '',
    status: (WITHDRAWAL_STATES[raw.state as keyof typeof WITHDRAWAL_STATES] ?? null) as WithdrawalStatus | null,
    rejectReason: raw.remark,
    receiptStatus: raw.receiptStatus ?? null,
    confirmDeadline: raw.confirmDeadline,
    receivedAmount: raw.receivedAmount,
    remainingAmount: raw.remainingAmount,
    confirmTime: raw.confirmTime,
    hasProofImage: raw.hasProofImage,
  })),
);

export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

/** value {records[], footer[{amount}], totalPages}: the rows and the total of the whole filter. */
export const withdrawalHistorySchema = listOf(withdrawalRecordSchema, { footer: { amount: maybeNumber } });

export type WithdrawalHistory = z.infer<typeof withdrawalHistorySchema>;

/** The period (epoch ms, both ends inclusive), a status, a page. Sent as the deposit report's startDate/endDate, page, size (designed). */
export type WithdrawalHistoryParams = ListParams & { startTime?: number; endTime?: number; status?: WithdrawalStatus };

// ---------------------------------------------------------------------------------------------
// Receipt confirmation (designed shapes; the paths are the client's)

/** GET /wps/relay/MCSFE_getPaymentConfirmationList (no query): the withdrawals awaiting the member's word. */
export const paymentConfirmationsSchema = z.array(withdrawalRecordSchema);

/** Received in full; partly (the rest goes back to the main wallet); or not received, with a proof image. */
export type ConfirmWithdrawalReceiptInput = { withdrawalId: string; idempotencyKey: string } & (
  | { result: 'RECEIVED' }
  | { result: 'PARTIAL'; receivedAmount: number }
  | { result: 'NOT_RECEIVED'; /** data:image/png or image/jpeg base64, at most 5 MB. */ proofImage: string }
);
