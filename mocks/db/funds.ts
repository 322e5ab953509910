/**
 * The fake platform's money catalogue: deposit channels and the accounts they pay into, the banks and
 * e-wallets members bind for withdrawals, the games bets are placed on and the rebate rates. Pure data
 * and builders (no state), shared by the wallets store, the handlers and Storybook fixtures.
 */
import { depositRelayOf, type DepositRelay } from '../../app/api/deposit.contract.ts';
import type { TransactionKind } from '../../app/api/wallet.contract.ts';
import type { Rng } from './rng.ts';
import { createRng, hashSeed } from './rng.ts';

export type LedgerKind = TransactionKind;

/**
 * The brand's economy is Vietnamese dong: no minor unit, so every amount the fake platform holds,
 * generates or accepts is a whole number of dong, and an amount with decimals is refused. The fake
 * platform was first written with dollar-sized amounts; the rule of the move to dong is that what was
 * an amount `x` there is `Math.round(x * 1000)` dong here (375.36 becomes 375,360 ₫, a deposit minimum
 * of 10 becomes 10,000 ₫, a fixed fee of 1 becomes 1,000 ₫). Percentages, rates, counts, durations
 * and points are not money and did not change. Amounts computed from others (fees, payouts, rebates,
 * commissions, agent income) are rounded to the whole dong where they were rounded to the cent, so a
 * seeded balance is close to, not exactly, 1,000 times the old one (member01: 375.36 then, 375,458 ₫
 * now). The registration bonus (mocks/handlers/member.ts) was already stated in dong and is kept.
 */
export const CURRENCY = { code: 'VND', symbol: '₫' } as const;

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** Service hours, days and daily limits are in the brand's time, Vietnam (UTC+7, no DST). */
export const BRAND_UTC_OFFSET_MS = 7 * HOUR;
export const BRAND_TIMEZONE = 'GMT+7';

/** Start of the brand's day containing `ms`. */
export function brandDayStart(ms: number): number {
  return Math.floor((ms + BRAND_UTC_OFFSET_MS) / DAY) * DAY - BRAND_UTC_OFFSET_MS;
}

/** Minutes since the brand's midnight. */
export function brandMinuteOfDay(ms: number): number {
  return Math.floor((ms - brandDayStart(ms)) / MINUTE);
}

const toMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

export interface ServiceHours {
  start: string;
  end: string;
}

/** "00:00"-"24:00" is all day; an end at or before the start wraps past midnight. */
export function isWithinServiceHours(hours: ServiceHours, ms: number): boolean {
  const now = brandMinuteOfDay(ms);
  const start = toMinutes(hours.start);
  const end = toMinutes(hours.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** Money is kept to the whole dong. */
export const dong = (amount: number) => Math.round(amount) || 0; // `|| 0`: never -0

/** A whole-dong amount as the platform's messages and remarks write it: "375,360" (Vietnamese copy: "375.360"). */
export function formatDong(amount: number, language: 'EN' | 'VI' = 'EN'): string {
  const text = dong(amount).toLocaleString('en-US');
  return language === 'VI' ? text.replaceAll(',', '.') : text;
}

/** A rounded badge with a short label, as a data URI (deterministic, no network). */
export function badgeIcon(label: string, background: string, foreground = '#ffffff'): string {
  const size = label.length > 4 ? 13 : label.length > 2 ? 17 : 22;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><text x="32" y="38" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${foreground}" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A QR-looking image (finder squares plus modules seeded by the text); not scannable, only stable. */
export function qrImage(text: string): string {
  const n = 25;
  const rng = createRng(hashSeed(`qr:${text}`));
  const cells: string[] = [];
  const inFinder = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!inFinder(x, y) && rng.bool(0.48)) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7z" fill="none" stroke="#000" stroke-width="1" transform="translate(.5 .5)"/><path d="M${x + 2} ${y + 2}h3v3h-3z"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="-2 -2 ${n + 4} ${n + 4}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<path d="${cells.join('')}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// ---------------------------------------------------------------------------------------------
// Banks and e-wallets

export type CardType = 'BANK' | 'EWALLET' | 'USDT';

export interface Institution {
  bankCode: string;
  bankName: string;
  color: string;
  type: CardType;
}

export const BANKS: readonly Institution[] = [
  { bankCode: 'VCB', bankName: 'Vietcombank', color: '#1c7a3c', type: 'BANK' },
  { bankCode: 'TCB', bankName: 'Techcombank', color: '#e2231a', type: 'BANK' },
  { bankCode: 'ACB', bankName: 'ACB', color: '#1f4fa3', type: 'BANK' },
  { bankCode: 'MB', bankName: 'MB Bank', color: '#1b3d8f', type: 'BANK' },
  { bankCode: 'BIDV', bankName: 'BIDV', color: '#006b68', type: 'BANK' },
  { bankCode: 'CTG', bankName: 'VietinBank', color: '#0a4d8c', type: 'BANK' },
  { bankCode: 'VPB', bankName: 'VPBank', color: '#00a651', type: 'BANK' },
  { bankCode: 'TPB', bankName: 'TPBank', color: '#6b2c91', type: 'BANK' },
];

export const EWALLETS: readonly Institution[] = [
  { bankCode: 'MOMO', bankName: 'MoMo', color: '#a50064', type: 'EWALLET' },
  { bankCode: 'ZALOPAY', bankName: 'ZaloPay', color: '#0068ff', type: 'EWALLET' },
  { bankCode: 'VIETTELPAY', bankName: 'ViettelPay', color: '#ee0033', type: 'EWALLET' },
];

export const USDT_TRC20: Institution = { bankCode: 'USDT_TRC20', bankName: 'USDT (TRC20)', color: '#26a17b', type: 'USDT' };
export const USDT_ERC20: Institution = { bankCode: 'USDT_ERC20', bankName: 'USDT (ERC20)', color: '#627eea', type: 'USDT' };

/** The virtual wallet types a member may bind (MCSFE_getWalletTypes), with the address each takes. */
export const WALLET_TYPES_BINDABLE: readonly (Institution & { address: RegExp })[] = [
  { ...USDT_TRC20, address: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  { ...USDT_ERC20, address: /^0x[0-9a-fA-F]{40}$/ },
];

/** The one e-wallet group of the fake merchant (MCSFE_getWithdrawAccountInfo's eWallets[].groupId). */
export const EWALLET_GROUP_ID = 1;

export const institutionIcon = (i: Institution) => badgeIcon(i.type === 'USDT' ? '₮' : i.bankCode.slice(0, 6), i.color);

// ---------------------------------------------------------------------------------------------
// Deposit channels

/**
 * The channel groups, keyed on the wire by their group code, in the order the channels call lists
 * them: a bank transfer matched by the name on the paying account (MT2), a transfer with the
 * platform's reference (MT), e-wallet QR codes (MWQR), online banking and cards on a payment page
 * (PG) and USDT (USDT). Two groups name their submit relay (`mcsDepositEndpoint`); the others take the
 * client's legacy mapping of their code (deposit.contract.ts depositRelayOf).
 */
export type ChannelGroupCode = 'MT2' | 'MT' | 'MWQR' | 'PG' | 'USDT';

export interface ChannelGroup {
  code: ChannelGroupCode;
  title: { EN: string; VI: string };
  color: string;
  label: string;
  endpoint?: DepositRelay;
  currency?: string;
}

export const CHANNEL_GROUPS: readonly ChannelGroup[] = [
  { code: 'MT2', title: { EN: 'Bank transfer', VI: 'Chuyển khoản ngân hàng' }, color: '#1f4fa3', label: 'BANK' },
  {
    code: 'MT',
    title: { EN: 'Transfer with reference', VI: 'Chuyển khoản kèm nội dung' },
    color: '#0a4d8c',
    label: 'REF',
    endpoint: 'MCSFE_manualTransferByRemark',
  },
  { code: 'MWQR', title: { EN: 'E-wallet QR', VI: 'Ví điện tử QR' }, color: '#a50064', label: 'QR' },
  { code: 'PG', title: { EN: 'Online banking', VI: 'Ngân hàng trực tuyến' }, color: '#e2231a', label: 'PAY' },
  {
    code: 'USDT',
    title: { EN: 'USDT', VI: 'USDT' },
    color: '#26a17b',
    label: '₮',
    endpoint: 'MCSFE_depositVirtualWallet',
    currency: 'USDT',
  },
];

export const groupOf = (code: string) => CHANNEL_GROUPS.find((group) => group.code === code);

/** The relay a group's deposits go to, as the client picks it. */
export const relayOfGroup = (group: ChannelGroup) => depositRelayOf({ code: group.code, mcsDepositEndpoint: group.endpoint ?? null });

/**
 * A bank a channel lists. For a transfer or a QR code it is where the money goes (the account the
 * answer names); for a payment page it is the member's own bank, and the account fields are empty.
 */
export interface PayeeAccount {
  bankCode: string;
  bankType: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

/** The names a payment page asks for (channelDisplayMode). */
export type NameMode = 'PGMT_FULLNAME' | 'PGMT_FIRSTNAME_LASTNAME';

export interface DepositChannel {
  group: ChannelGroupCode;
  vendorId: number;
  vendorName: string;
  mcsBankCode: string;
  min: number;
  max: number;
  /** The channel's quick amounts; the only amounts it takes when `fixAmountOnly`. */
  fixAmounts: number[];
  fixAmountOnly?: boolean;
  /** Percent of the amount, clamped to minCustomerCharge when set, plus the fixed charge. */
  customerCharge: number;
  minCustomerCharge?: number;
  customerChargeFixed: number;
  /** The back office lists the channel, and takes its requests, only within these hours (not sent). */
  serviceHours: ServiceHours;
  displayMode?: NameMode;
  color: string;
  banks: PayeeAccount[];
}

const PAYEE = 'CONG TY TNHH VIVA ENTERTAINMENT';
const ALL_DAY: ServiceHours = { start: '00:00', end: '24:00' };

/** A member's own bank, as a payment page lists it (no account to pay into). */
const payingBank = (bank: Institution): PayeeAccount => ({
  bankCode: bank.bankCode,
  bankType: 'PG',
  bankName: bank.bankName,
  accountName: '',
  accountNumber: '',
  branch: '',
});

/** vendorIds are in the range the QA scripts show (29089). */
export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    group: 'MT2',
    vendorId: 29001,
    vendorName: 'Fast bank transfer (24/7)',
    mcsBankCode: 'MT_FAST',
    min: 10_000,
    max: 20_000_000,
    fixAmounts: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000],
    customerCharge: 0,
    customerChargeFixed: 0,
    serviceHours: ALL_DAY,
    color: '#1c7a3c',
    banks: [
      {
        bankCode: 'VCB',
        bankType: 'MT2',
        bankName: 'Vietcombank',
        accountName: PAYEE,
        accountNumber: '1029384756',
        branch: 'Chi nhánh Sài Gòn',
      },
      {
        bankCode: 'TCB',
        bankType: 'MT2',
        bankName: 'Techcombank',
        accountName: PAYEE,
        accountNumber: '19036628451017',
        branch: 'Chi nhánh Hà Nội',
      },
      { bankCode: 'ACB', bankType: 'MT2', bankName: 'ACB', accountName: PAYEE, accountNumber: '24681357', branch: 'PGD Tân Định' },
    ],
  },
  {
    group: 'MT2',
    vendorId: 29002,
    vendorName: 'Internet banking (business hours)',
    mcsBankCode: 'MT_IB',
    min: 50_000,
    max: 50_000_000,
    fixAmounts: [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000],
    customerCharge: 0,
    customerChargeFixed: 0,
    serviceHours: { start: '08:00', end: '22:00' },
    color: '#006b68',
    banks: [
      {
        bankCode: 'BIDV',
        bankType: 'MT2',
        bankName: 'BIDV',
        accountName: PAYEE,
        accountNumber: '31410003847261',
        branch: 'Chi nhánh Quang Trung',
      },
      {
        bankCode: 'CTG',
        bankType: 'MT2',
        bankName: 'VietinBank',
        accountName: PAYEE,
        accountNumber: '108002745319',
        branch: 'Chi nhánh 1 TP.HCM',
      },
    ],
  },
  {
    group: 'MWQR',
    vendorId: 29089,
    vendorName: 'MoMo',
    mcsBankCode: 'MOMO_QR',
    min: 5_000,
    max: 2_000_000,
    fixAmounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    customerCharge: 1,
    customerChargeFixed: 0,
    serviceHours: ALL_DAY,
    color: '#a50064',
    banks: [
      { bankCode: 'MOMO', bankType: 'MWQR', bankName: 'MoMo', accountName: 'VIVA ENTERTAINMENT', accountNumber: '0909123456', branch: '' },
    ],
  },
  {
    group: 'MWQR',
    vendorId: 29090,
    vendorName: 'ZaloPay',
    mcsBankCode: 'ZALOPAY_QR',
    min: 5_000,
    max: 2_000_000,
    fixAmounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
    customerCharge: 0.8,
    customerChargeFixed: 0,
    serviceHours: ALL_DAY,
    color: '#0068ff',
    banks: [
      {
        bankCode: 'ZALOPAY',
        bankType: 'MWQR',
        bankName: 'ZaloPay',
        accountName: 'VIVA ENTERTAINMENT',
        accountNumber: '0938765432',
        branch: '',
      },
    ],
  },
  {
    group: 'MWQR',
    vendorId: 29091,
    vendorName: 'ViettelPay',
    mcsBankCode: 'VIETTELPAY_QR',
    min: 5_000,
    max: 1_000_000,
    fixAmounts: [10_000, 20_000, 50_000, 100_000, 200_000],
    customerCharge: 1,
    customerChargeFixed: 0,
    serviceHours: { start: '06:00', end: '23:30' },
    color: '#ee0033',
    banks: [
      {
        bankCode: 'VIETTELPAY',
        bankType: 'MWQR',
        bankName: 'ViettelPay',
        accountName: 'VIVA ENTERTAINMENT',
        accountNumber: '0968112233',
        branch: '',
      },
    ],
  },
  {
    group: 'USDT',
    vendorId: 29100,
    vendorName: 'USDT (TRC20)',
    mcsBankCode: 'USDT_TRC20',
    min: 20_000,
    max: 100_000_000,
    fixAmounts: [50_000, 100_000, 500_000, 1_000_000, 5_000_000],
    customerCharge: 0,
    customerChargeFixed: 1_000,
    serviceHours: ALL_DAY,
    color: '#26a17b',
    banks: [
      {
        bankCode: 'USDT_TRC20',
        bankType: 'USDT',
        bankName: 'USDT (TRC20)',
        accountName: 'Viva hot wallet',
        accountNumber: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1',
        branch: '',
      },
    ],
  },
  {
    group: 'USDT',
    vendorId: 29101,
    vendorName: 'USDT (ERC20)',
    mcsBankCode: 'USDT_ERC20',
    min: 50_000,
    max: 100_000_000,
    fixAmounts: [100_000, 500_000, 1_000_000, 5_000_000],
    customerCharge: 0,
    customerChargeFixed: 5_000,
    serviceHours: ALL_DAY,
    color: '#627eea',
    banks: [
      {
        bankCode: 'USDT_ERC20',
        bankType: 'USDT',
        bankName: 'USDT (ERC20)',
        accountName: 'Viva hot wallet',
        accountNumber: '0x7f3a9C21e4B8d05A6c1E92b3F4d8a7C6e5B2910d',
        branch: '',
      },
    ],
  },
  // Added after the seeded history was drawn (HISTORY_CHANNEL_IDS): the seeded deposits never use them.
  {
    group: 'MT',
    vendorId: 29003,
    vendorName: 'Transfer with reference (24/7)',
    mcsBankCode: 'MT_REMARK',
    min: 10_000,
    max: 50_000_000,
    fixAmounts: [100_000, 200_000, 500_000, 1_000_000, 2_000_000],
    customerCharge: 0,
    customerChargeFixed: 0,
    serviceHours: ALL_DAY,
    color: '#1b3d8f',
    banks: [
      {
        bankCode: 'MB',
        bankType: 'MT',
        bankName: 'MB Bank',
        accountName: PAYEE,
        accountNumber: '0801234567890',
        branch: 'Chi nhánh Hoàn Kiếm',
      },
      {
        bankCode: 'VPB',
        bankType: 'MT',
        bankName: 'VPBank',
        accountName: PAYEE,
        accountNumber: '226688441',
        branch: 'Chi nhánh Bến Thành',
      },
    ],
  },
  {
    group: 'PG',
    vendorId: 29050,
    vendorName: 'Napas ATM card',
    mcsBankCode: 'NAPAS_ATM',
    min: 50_000,
    max: 30_000_000,
    fixAmounts: [100_000, 200_000, 500_000, 1_000_000, 5_000_000],
    customerCharge: 0.5,
    minCustomerCharge: 1_000,
    customerChargeFixed: 0,
    serviceHours: ALL_DAY,
    displayMode: 'PGMT_FULLNAME',
    color: '#0a4d8c',
    banks: BANKS.map(payingBank),
  },
  {
    group: 'PG',
    vendorId: 29051,
    vendorName: 'Visa / Mastercard',
    mcsBankCode: 'CARD_INTL',
    min: 100_000,
    max: 20_000_000,
    fixAmounts: [200_000, 500_000, 1_000_000, 2_000_000, 5_000_000],
    fixAmountOnly: true,
    customerCharge: 2.5,
    customerChargeFixed: 0,
    serviceHours: ALL_DAY,
    displayMode: 'PGMT_FIRSTNAME_LASTNAME',
    color: '#1a1f71',
    banks: [],
  },
];

/**
 * The channels the seeded history was drawn from, in the order it drew them: a channel added later
 * must not change which channel or amount the seeded RNG picks (every story's data comes from it).
 */
export const HISTORY_CHANNEL_IDS: readonly number[] = [29001, 29002, 29089, 29090, 29091, 29100, 29101];

export const channelIcon = (c: DepositChannel) => badgeIcon(c.group === 'USDT' ? '₮' : c.vendorName.split(' ')[0]!.slice(0, 6), c.color);

export function channelById(vendorId: number): DepositChannel | undefined {
  return DEPOSIT_CHANNELS.find((c) => c.vendorId === vendorId);
}

/** What the platform keeps of a deposit, as the client computes it: the percent (at least its minimum) plus the fixed charge. */
export function depositFee(channel: DepositChannel, amount: number): number {
  const part = (amount * channel.customerCharge) / 100;
  return dong(Math.max(part, channel.minCustomerCharge ?? 0) + channel.customerChargeFixed);
}

/** What the payer must tell a channel, and how it is checked: the name on the account (MT2), the names a payment page asks for. */
export type PayerField = 'payeeName' | 'firstName' | 'lastName' | 'fullName';

export function payerFieldsOf(channel: DepositChannel): PayerField[] {
  if (channel.group === 'MT2') return ['payeeName'];
  if (channel.displayMode === 'PGMT_FULLNAME') return ['fullName'];
  if (channel.displayMode === 'PGMT_FIRSTNAME_LASTNAME') return ['firstName', 'lastName'];
  return [];
}

/** Names in letters of any script, with spaces, dots, apostrophes and hyphens; the shortest and longest each takes. */
const PAYER_FORMATS: Record<PayerField, { pattern: RegExp; min: number; max: number }> = {
  payeeName: { pattern: /^[\p{L}][\p{L} .'-]*$/u, min: 2, max: 50 },
  firstName: { pattern: /^[\p{L}][\p{L} .'-]*$/u, min: 1, max: 50 },
  lastName: { pattern: /^[\p{L}][\p{L} .'-]*$/u, min: 1, max: 50 },
  fullName: { pattern: /^[\p{L}][\p{L} .'-]*$/u, min: 2, max: 100 },
};

/** The first payer field of the channel that is missing or malformed in `values`, if any. */
export function invalidPayerField(channel: DepositChannel, values: Partial<Record<PayerField, unknown>>): PayerField | undefined {
  for (const field of payerFieldsOf(channel)) {
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const format = PAYER_FORMATS[field];
    const length = [...value].length;
    if (length < format.min || length > format.max || !format.pattern.test(value)) return field;
  }
  return undefined;
}

/** What a free-play (trial) account starts with, the seeded one and those made during a session. */
export const FREE_PLAY_CREDIT = 2_000_000;

/** Seconds of real time after which the fake platform credits a deposit (on the next read after it). */
export const DEPOSIT_CREDIT_DELAY_MS = 3_000;
/** Deposits a member may have in progress (new or pending) at once. */
export const MAX_PENDING_DEPOSITS = 5;
/** How long the payee details of a deposit request stay valid. */
export const DEPOSIT_EXPIRY_MS = 30 * MINUTE;
/** The settings' minFirstDepositAmount: a member's first deposit is at least this. */
export const FIRST_DEPOSIT_MIN = 50_000;
/** What one USDT is worth here, for the crypto amount a USDT deposit answers (sourceAmount). */
export const USDT_RATE = 26_000;
/** A payment slip: a JPEG data URL of at most this many bytes (the client sends 720 px at quality 0.6). */
export const SLIP_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Withdrawal

export const WITHDRAW_LIMITS: Record<CardType, { min: number; max: number }> = {
  BANK: { min: 20_000, max: 50_000_000 },
  EWALLET: { min: 10_000, max: 5_000_000 },
  USDT: { min: 20_000, max: 100_000_000 },
};
/** Withdrawals a day to each kind of account (the account info's maxTransactionTimes and the settings' twins). */
export const WITHDRAW_DAILY_COUNT = 5;
/** The amount a day to each kind of account (the account info's remaining*WithdrawAmount start from these). */
export const WITHDRAW_DAILY_AMOUNT: Record<CardType, number> = { BANK: 100_000_000, EWALLET: 20_000_000, USDT: 200_000_000 };
/** Above this amount a withdrawal needs an SMS code (the settings' WITHDRAW_AMOUNT mobile verification). */
export const WITHDRAW_SMS_ABOVE = 1_000_000;
/** Amounts the withdraw form offers as one tap (the settings' fixedWithdrawAmounts; any amount in range is still taken). */
export const WITHDRAW_FIXED_AMOUNTS = [100_000, 200_000, 500_000, 1_000_000] as const;
/** Free bank withdrawals a day; after them the bank fee applies. */
export const WITHDRAW_FREE_BANK_COUNT = 3;
/** The fee of each kind (the fee preview's rule, and what each withdrawal keeps): a percent with a minimum, or fixed. */
export const WITHDRAW_FEES: Record<CardType, { rate: number; min: number }> = {
  BANK: { rate: 1, min: 5_000 },
  EWALLET: { rate: 1, min: 2_000 },
  USDT: { rate: 0, min: 10_000 },
};
/** The merchant's words beside the fee, per kind (the settings' *WithdrawExceedChargeMsg). */
export const WITHDRAW_FEE_NOTES: Record<CardType, string> = {
  BANK: `The first ${WITHDRAW_FREE_BANK_COUNT} bank withdrawals each day are free; after that 1% (at least 5,000).`,
  EWALLET: 'E-wallet withdrawals cost 1% (at least 2,000).',
  USDT: 'USDT withdrawals cost a network fee of 10,000.',
};

/** The fee of a withdrawal of `amount` to a kind of account, `paidToday` withdrawals of that kind already made today. */
export function withdrawFee(kind: CardType, amount: number, paidToday: number): number {
  if (kind === 'BANK' && paidToday < WITHDRAW_FREE_BANK_COUNT) return 0;
  const fee = WITHDRAW_FEES[kind];
  return Math.min(amount, Math.max(fee.min, dong((amount * fee.rate) / 100)));
}
/** Real time after which the fake platform pays out a withdrawal (on the next read after it). */
export const WITHDRAWAL_PROCESS_DELAY_MS = 10_000;
/** The spec's "configured number of minutes" after which an unconfirmed receipt counts as received (value not shown; chosen). */
export const WITHDRAWAL_AUTO_CONFIRM_MINUTES = 30;
/** Proof images of a withdrawal not received: png or jpeg, at most 5 MB (as the activity images). */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface BankCard {
  /** The platform's bankCardId (a virtual wallet's accountId): a number. */
  id: number;
  type: CardType;
  bankCode: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  isDefault: boolean;
  color: string;
  boundTime: number;
}

/** "**** 1234", as card numbers travel to the client. */
export const maskAccountNumber = (n: string) => `**** ${n.slice(-4)}`;

/** Payee names are real names in capitals without diacritics (spec 5). */
export function payeeName(fullName: string): string {
  return fullName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase();
}

/** One bank account for everyone, an e-wallet for most, a USDT address for some. */
export function buildBankCards(rng: Rng, owner: { account: string; fullName: string; regDate: number }): BankCard[] {
  const name = payeeName(owner.fullName || owner.account);
  const bank = rng.pick(BANKS);
  const cards: BankCard[] = [
    {
      id: hashSeed(`${owner.account}:bank`),
      type: 'BANK',
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      accountName: name,
      accountNumber: rng.string(rng.int(10, 14), '0123456789'),
      isDefault: true,
      color: bank.color,
      boundTime: owner.regDate + DAY,
    },
  ];
  if (rng.bool(0.7)) {
    const wallet = rng.pick(EWALLETS);
    cards.push({
      id: hashSeed(`${owner.account}:ewallet`),
      type: 'EWALLET',
      bankCode: wallet.bankCode,
      bankName: wallet.bankName,
      accountName: name,
      accountNumber: `09${rng.string(8, '0123456789')}`,
      isDefault: false,
      color: wallet.color,
      boundTime: owner.regDate + 3 * DAY,
    });
  }
  if (rng.bool(0.3)) {
    cards.push({
      id: hashSeed(`${owner.account}:usdt`),
      type: 'USDT',
      bankCode: USDT_TRC20.bankCode,
      bankName: USDT_TRC20.bankName,
      accountName: name,
      accountNumber: `T${rng.string(33, '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')}`,
      isDefault: false,
      color: USDT_TRC20.color,
      boundTime: owner.regDate + 10 * DAY,
    });
  }
  return cards;
}

// ---------------------------------------------------------------------------------------------
// Games bets are placed on, and rebates

export type GameCategory = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';

export interface BetGame {
  gameType: GameCategory;
  vendor: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
  /** Typical stake for a VIP0 member, in dong (multiples of 10); scaled up with the rank. */
  stake: readonly [number, number];
  /** Chance a bet returns something, and the multipliers it may return. */
  winChance: number;
  multipliers: readonly number[];
}

/** Vendor codes and names as the live catalogue has them (platform-api.md 11). */
export const BET_GAMES: readonly BetGame[] = [
  {
    gameType: 'RNG',
    vendor: 'JL',
    vendorName: 'Jili',
    gameCode: 'JL0049',
    gameName: 'Super Ace',
    stake: [500, 10_000],
    winChance: 0.38,
    multipliers: [0.5, 1.2, 1.5, 2, 3, 5, 12],
  },
  {
    gameType: 'RNG',
    vendor: 'JL',
    vendorName: 'Jili',
    gameCode: 'JL0109',
    gameName: 'Fortune Gems',
    stake: [500, 8_000],
    winChance: 0.35,
    multipliers: [0.6, 1.5, 2, 3, 6, 15],
  },
  {
    gameType: 'RNG',
    vendor: 'PG',
    vendorName: 'Pocket Games Soft',
    gameCode: 'PG0074',
    gameName: 'Mahjong Ways 2',
    stake: [400, 10_000],
    winChance: 0.36,
    multipliers: [0.5, 1.2, 2, 4, 8, 20],
  },
  {
    gameType: 'RNG',
    vendor: 'PG',
    vendorName: 'Pocket Games Soft',
    gameCode: 'PG0126',
    gameName: 'Fortune Tiger',
    stake: [400, 8_000],
    winChance: 0.37,
    multipliers: [0.5, 1.5, 2.5, 5, 10],
  },
  {
    gameType: 'RNG',
    vendor: 'SPB',
    vendorName: 'Spribe',
    gameCode: 'SPB0001',
    gameName: 'Aviator',
    stake: [1_000, 20_000],
    winChance: 0.45,
    multipliers: [1.2, 1.5, 1.8, 2.4, 3.6, 8],
  },
  {
    gameType: 'FISH',
    vendor: 'JL',
    vendorName: 'Jili',
    gameCode: 'JL0032',
    gameName: 'Jackpot Fishing',
    stake: [1_000, 15_000],
    winChance: 0.5,
    multipliers: [0.6, 1.1, 1.6, 2.5, 6],
  },
  {
    gameType: 'FISH',
    vendor: 'JDB',
    vendorName: 'JDB',
    gameCode: 'JDB7004',
    gameName: 'Dragon Fishing',
    stake: [1_000, 15_000],
    winChance: 0.48,
    multipliers: [0.7, 1.2, 1.8, 3, 8],
  },
  {
    gameType: 'LIVE',
    vendor: 'EG4',
    vendorName: 'Evolution',
    gameCode: 'EVO-LR',
    gameName: 'Lightning Roulette',
    stake: [2_000, 50_000],
    winChance: 0.3,
    multipliers: [2, 3, 6, 36],
  },
  {
    gameType: 'LIVE',
    vendor: 'EG4',
    vendorName: 'Evolution',
    gameCode: 'EVO-CT',
    gameName: 'Crazy Time',
    stake: [1_000, 25_000],
    winChance: 0.35,
    multipliers: [2, 3, 5, 10, 25],
  },
  {
    gameType: 'LIVE',
    vendor: 'SA',
    vendorName: 'SA Gaming',
    gameCode: 'SA-BAC',
    gameName: 'Baccarat',
    stake: [5_000, 100_000],
    winChance: 0.48,
    multipliers: [1.95, 2, 2],
  },
  {
    gameType: 'LIVE',
    vendor: 'SEX',
    vendorName: 'Sexy Casino',
    gameCode: 'SEX-DT',
    gameName: 'Dragon Tiger',
    stake: [5_000, 80_000],
    winChance: 0.47,
    multipliers: [2, 2, 9],
  },
  {
    gameType: 'PVP',
    vendor: 'KM',
    vendorName: 'KingMidas',
    gameCode: 'KM-TLMN',
    gameName: 'Tiến Lên Miền Nam',
    stake: [1_000, 20_000],
    winChance: 0.45,
    multipliers: [1.9, 2.5, 3.5],
  },
  {
    gameType: 'PVP',
    vendor: 'KM',
    vendorName: 'KingMidas',
    gameCode: 'KM-XOCDIA',
    gameName: 'Xóc Đĩa',
    stake: [1_000, 30_000],
    winChance: 0.48,
    multipliers: [1.95, 1.95, 4],
  },
  {
    gameType: 'PVP',
    vendor: 'JL',
    vendorName: 'Jili',
    gameCode: 'JL0078',
    gameName: 'Rummy',
    stake: [1_000, 15_000],
    winChance: 0.44,
    multipliers: [1.8, 2.2, 3],
  },
  {
    gameType: 'SPORTS',
    vendor: 'SB',
    vendorName: 'Saba Sports',
    gameCode: 'SB-SOCCER',
    gameName: 'V.League 1: Hà Nội FC vs Hải Phòng',
    stake: [5_000, 100_000],
    winChance: 0.46,
    multipliers: [1.75, 1.9, 2.05, 2.6],
  },
  {
    gameType: 'SPORTS',
    vendor: 'SB',
    vendorName: 'Saba Sports',
    gameCode: 'SB-SOCCER',
    gameName: 'Premier League: Arsenal vs Manchester City',
    stake: [5_000, 120_000],
    winChance: 0.45,
    multipliers: [1.8, 2.1, 3.4],
  },
  {
    gameType: 'SPORTS',
    vendor: 'FB',
    vendorName: 'FB Sports',
    gameCode: 'FB-BASKET',
    gameName: 'NBA: Lakers vs Celtics',
    stake: [5_000, 80_000],
    winChance: 0.47,
    multipliers: [1.85, 1.95],
  },
  {
    gameType: 'ESPORTS',
    vendor: 'IA',
    vendorName: 'IA E-Sports',
    gameCode: 'IA-LOL',
    gameName: 'League of Legends: T1 vs Gen.G',
    stake: [2_000, 50_000],
    winChance: 0.46,
    multipliers: [1.7, 2.1, 2.8],
  },
  {
    gameType: 'ESPORTS',
    vendor: 'TF',
    vendorName: 'TF Gaming',
    gameCode: 'TF-DOTA2',
    gameName: 'Dota 2: Team Spirit vs Gaimin Gladiators',
    stake: [2_000, 40_000],
    winChance: 0.45,
    multipliers: [1.6, 2.3],
  },
  {
    gameType: 'COCKFIGHT',
    vendor: 'SV3',
    vendorName: 'SV388',
    gameCode: 'SV3-THOMO',
    gameName: 'Đá gà Thomo',
    stake: [5_000, 100_000],
    winChance: 0.47,
    multipliers: [1.9, 1.95, 8],
  },
  {
    gameType: 'ELOTT',
    vendor: 'TCG_SEA',
    vendorName: 'TCG Sea Lottery',
    gameCode: 'SEA-MB',
    gameName: 'Xổ số Miền Bắc',
    stake: [1_000, 20_000],
    winChance: 0.22,
    multipliers: [2, 4, 10, 70],
  },
  {
    gameType: 'ELOTT',
    vendor: 'TCG_SEA',
    vendorName: 'TCG Sea Lottery',
    gameCode: 'SEA-MN',
    gameName: 'Xổ số Miền Nam',
    stake: [1_000, 20_000],
    winChance: 0.22,
    multipliers: [2, 4, 10, 70],
  },
  {
    gameType: 'LOTT',
    vendor: 'TCG_LOTTO_VN',
    vendorName: 'TCG Lottery',
    gameCode: '5910',
    gameName: 'SSC 1 phút',
    stake: [500, 10_000],
    winChance: 0.3,
    multipliers: [1.9, 2, 9.8],
  },
];

/** Base rebate percent per product type; each VIP rank adds 0.05 points. */
export const REBATE_RATES: Readonly<Record<GameCategory, number>> = {
  RNG: 0.8,
  FISH: 0.7,
  LIVE: 0.6,
  PVP: 0.5,
  SPORTS: 0.7,
  ESPORTS: 0.6,
  COCKFIGHT: 0.5,
  LOTT: 0.4,
  ELOTT: 0.4,
};

export const rebateRate = (category: GameCategory, rankLevel: number) =>
  Math.round((REBATE_RATES[category] + rankLevel * 0.05) * 100) / 100;

/** Sub-wallet (accountTypeId) a category's vendors play from; see WALLET_TYPES in wallets.ts. */
export const CATEGORY_WALLET: Readonly<Record<GameCategory, number>> = {
  LOTT: 3,
  ELOTT: 3,
  LIVE: 5,
  RNG: 6,
  FISH: 6,
  SPORTS: 7,
  ESPORTS: 7,
  COCKFIGHT: 7,
  PVP: 8,
};

// ---------------------------------------------------------------------------------------------
// Records the wallets store keeps beside the ledger

export interface DepositRecord {
  depositId: string;
  account: string;
  amount: number;
  fee: number;
  actualAmount: number;
  group: ChannelGroupCode;
  vendorId: number;
  channelName: string;
  /** The account paid into (null for a payment page with no bank list). */
  payTo: PayeeAccount | null;
  /** PENDING covers the record's New (awaiting payment) and Pending (in review, `inReview`); FAILED its Rejected and Expired (`failure`). */
  status: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';
  /** Payment reported (a slip sent) or held by the back office: the record's Pending rather than New. */
  inReview: boolean;
  failure: 'REJECTED' | 'EXPIRED' | null;
  /** The payment slip the member sent (a JPEG data URL) with their remark. */
  slip: { image: string; remark: string; time: number } | null;
  reference: string;
  requestTime: number;
  completeTime: number | null;
  remark: string;
  /** Fake-clock time from which the next read credits it; null once settled or held. */
  dueAt: number | null;
}

export interface WithdrawalRecord {
  withdrawalId: string;
  account: string;
  amount: number;
  fee: number;
  actualAmount: number;
  card: BankCard;
  status: 'PROCESSING' | 'REJECTED' | 'COMPLETED';
  rejectReason: string | null;
  receiptStatus: 'AWAITING' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED' | null;
  requestTime: number;
  completeTime: number | null;
  confirmDeadline: number | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
  confirmTime: number | null;
  proofImage: string | null;
  /** Fake-clock time from which the next read pays it out; null when settled or held for manual review. */
  dueAt: number | null;
}

export interface BetRecord {
  betId: string;
  account: string;
  game: BetGame;
  stake: number;
  validBet: number;
  payout: number;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
  betTime: number;
  settleTime: number | null;
}

export interface RebateRecord {
  rebateId: string;
  account: string;
  gameType: GameCategory;
  periodStart: number;
  validBet: number;
  rate: number;
  amount: number;
  payTime: number;
}
