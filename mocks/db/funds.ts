/**
 * The fake platform's money catalogue: deposit channels and the accounts they pay into, the banks and
 * e-wallets members bind for withdrawals, the games bets are placed on and the rebate rates. Pure data
 * and builders (no state), shared by the wallets store, the handlers and Storybook fixtures.
 */
import type { DepositFieldName, TransactionKind } from '../../app/api/wallet.contract.ts';
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

export const institutionIcon = (i: Institution) => badgeIcon(i.type === 'USDT' ? '₮' : i.bankCode.slice(0, 6), i.color);

// ---------------------------------------------------------------------------------------------
// Deposit channels

export type ChannelGroupCode = 'MT' | 'MWQR' | 'CRYPTO';

export const CHANNEL_GROUPS: readonly { code: ChannelGroupCode; groupName: string; color: string; label: string }[] = [
  { code: 'MT', groupName: 'Bank transfer', color: '#1f4fa3', label: 'BANK' },
  { code: 'MWQR', groupName: 'E-wallet QR', color: '#a50064', label: 'QR' },
  { code: 'CRYPTO', groupName: 'USDT', color: '#26a17b', label: '₮' },
];

export interface PayeeAccount {
  bankCode: string;
  bankType: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
}

export interface DepositChannel {
  group: ChannelGroupCode;
  vendorId: number;
  vendorName: string;
  mcsBankCode: string;
  minAmount: number;
  maxAmount: number;
  feeRate: number;
  fixedFee: number;
  serviceHours: ServiceHours;
  quickAmounts: number[];
  network?: string;
  color: string;
  banks: PayeeAccount[];
}

const PAYEE = 'CONG TY TNHH VIVA ENTERTAINMENT';

/** vendorIds are in the range the QA scripts show (29089). */
export const DEPOSIT_CHANNELS: readonly DepositChannel[] = [
  {
    group: 'MT',
    vendorId: 29001,
    vendorName: 'Fast bank transfer (24/7)',
    mcsBankCode: 'MT_FAST',
    minAmount: 10_000,
    maxAmount: 20_000_000,
    feeRate: 0,
    fixedFee: 0,
    serviceHours: { start: '00:00', end: '24:00' },
    quickAmounts: [50_000, 100_000, 200_000, 500_000, 1_000_000, 2_000_000],
    color: '#1c7a3c',
    banks: [
      {
        bankCode: 'VCB',
        bankType: 'MT',
        bankName: 'Vietcombank',
        accountName: PAYEE,
        accountNumber: '1029384756',
        branch: 'Chi nhánh Sài Gòn',
      },
      {
        bankCode: 'TCB',
        bankType: 'MT',
        bankName: 'Techcombank',
        accountName: PAYEE,
        accountNumber: '19036628451017',
        branch: 'Chi nhánh Hà Nội',
      },
      { bankCode: 'ACB', bankType: 'MT', bankName: 'ACB', accountName: PAYEE, accountNumber: '24681357', branch: 'PGD Tân Định' },
    ],
  },
  {
    group: 'MT',
    vendorId: 29002,
    vendorName: 'Internet banking (business hours)',
    mcsBankCode: 'MT_IB',
    minAmount: 50_000,
    maxAmount: 50_000_000,
    feeRate: 0,
    fixedFee: 0,
    serviceHours: { start: '08:00', end: '22:00' },
    quickAmounts: [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000],
    color: '#006b68',
    banks: [
      {
        bankCode: 'BIDV',
        bankType: 'MT',
        bankName: 'BIDV',
        accountName: PAYEE,
        accountNumber: '31410003847261',
        branch: 'Chi nhánh Quang Trung',
      },
      {
        bankCode: 'CTG',
        bankType: 'MT',
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
    minAmount: 5_000,
    maxAmount: 2_000_000,
    feeRate: 1,
    fixedFee: 0,
    serviceHours: { start: '00:00', end: '24:00' },
    quickAmounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
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
    minAmount: 5_000,
    maxAmount: 2_000_000,
    feeRate: 0.8,
    fixedFee: 0,
    serviceHours: { start: '00:00', end: '24:00' },
    quickAmounts: [10_000, 20_000, 50_000, 100_000, 200_000, 500_000],
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
    minAmount: 5_000,
    maxAmount: 1_000_000,
    feeRate: 1,
    fixedFee: 0,
    serviceHours: { start: '06:00', end: '23:30' },
    quickAmounts: [10_000, 20_000, 50_000, 100_000, 200_000],
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
    group: 'CRYPTO',
    vendorId: 29100,
    vendorName: 'USDT (TRC20)',
    mcsBankCode: 'USDT_TRC20',
    minAmount: 20_000,
    maxAmount: 100_000_000,
    feeRate: 0,
    fixedFee: 1_000,
    serviceHours: { start: '00:00', end: '24:00' },
    quickAmounts: [50_000, 100_000, 500_000, 1_000_000, 5_000_000],
    network: 'TRC20',
    color: '#26a17b',
    banks: [
      {
        bankCode: 'USDT_TRC20',
        bankType: 'CRYPTO',
        bankName: 'USDT (TRC20)',
        accountName: 'Viva hot wallet',
        accountNumber: 'TQ7nV9cQm3xWb8kR2hLpZs5dYf4uJe6tA1',
        branch: '',
      },
    ],
  },
  {
    group: 'CRYPTO',
    vendorId: 29101,
    vendorName: 'USDT (ERC20)',
    mcsBankCode: 'USDT_ERC20',
    minAmount: 50_000,
    maxAmount: 100_000_000,
    feeRate: 0,
    fixedFee: 5_000,
    serviceHours: { start: '00:00', end: '24:00' },
    quickAmounts: [100_000, 500_000, 1_000_000, 5_000_000],
    network: 'ERC20',
    color: '#627eea',
    banks: [
      {
        bankCode: 'USDT_ERC20',
        bankType: 'CRYPTO',
        bankName: 'USDT (ERC20)',
        accountName: 'Viva hot wallet',
        accountNumber: '0x7f3a9C21e4B8d05A6c1E92b3F4d8a7C6e5B2910d',
        branch: '',
      },
    ],
  },
];

export const channelIcon = (c: DepositChannel) => badgeIcon(c.group === 'CRYPTO' ? '₮' : c.vendorName.split(' ')[0]!.slice(0, 6), c.color);

/**
 * What a channel asks about the account the member pays from (designed): a bank transfer the name on
 * the sending account, an e-wallet its number, USDT on TRC20 optionally the sending address.
 */
export function depositFieldsOf(channel: DepositChannel): { name: DepositFieldName; required: boolean; maxLength: number }[] {
  if (channel.group === 'MT') return [{ name: 'depositorName', required: true, maxLength: 50 }];
  if (channel.group === 'MWQR') return [{ name: 'senderAccount', required: true, maxLength: 15 }];
  return channel.network === 'TRC20' ? [{ name: 'senderAddress', required: false, maxLength: 34 }] : [];
}

const DEPOSIT_FIELD_FORMATS: Record<DepositFieldName, RegExp> = {
  depositorName: /^[\p{L}][\p{L} .'-]{1,49}$/u,
  senderAccount: /^\d{8,15}$/,
  senderAddress: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

/** The first field of the channel that is missing or malformed in the body, if any. */
export function invalidDepositField(channel: DepositChannel, body: Record<string, unknown>): DepositFieldName | undefined {
  for (const field of depositFieldsOf(channel)) {
    const value = typeof body[field.name] === 'string' ? (body[field.name] as string).trim() : '';
    if (value === '' ? field.required : value.length > field.maxLength || !DEPOSIT_FIELD_FORMATS[field.name].test(value)) return field.name;
  }
  return undefined;
}

export function channelById(vendorId: number): DepositChannel | undefined {
  return DEPOSIT_CHANNELS.find((c) => c.vendorId === vendorId);
}

/** What the platform keeps of a deposit: the channel's percent plus its fixed fee. */
export function depositFee(channel: DepositChannel, amount: number): number {
  return dong((amount * channel.feeRate) / 100 + channel.fixedFee);
}

/** What a free-play (trial) account starts with, the seeded one and those made during a session. */
export const FREE_PLAY_CREDIT = 2_000_000;

/** Seconds of real time after which the fake platform credits a deposit (on the next read after it). */
export const DEPOSIT_CREDIT_DELAY_MS = 3_000;
/** Pending deposits a member may have open at once. */
export const MAX_PENDING_DEPOSITS = 3;
/** How long the payee details of a deposit request stay valid. */
export const DEPOSIT_EXPIRY_MS = 30 * MINUTE;

// ---------------------------------------------------------------------------------------------
// Withdrawal

export const WITHDRAW_LIMITS: Record<CardType, { min: number; max: number }> = {
  BANK: { min: 20_000, max: 50_000_000 },
  EWALLET: { min: 10_000, max: 5_000_000 },
  USDT: { min: 20_000, max: 100_000_000 },
};
export const WITHDRAW_DAILY_COUNT = 5;
/** Real time after which the fake platform pays out a withdrawal (on the next read after it). */
export const WITHDRAWAL_PROCESS_DELAY_MS = 10_000;
/** The spec's "configured number of minutes" after which an unconfirmed receipt counts as received (value not shown; chosen). */
export const WITHDRAWAL_AUTO_CONFIRM_MINUTES = 30;
/** Proof images of a withdrawal not received: png or jpeg, at most 5 MB (as the activity images). */
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface BankCard {
  id: string;
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
      id: `BC${hashSeed(`${owner.account}:bank`).toString(36).toUpperCase()}`,
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
      id: `BC${hashSeed(`${owner.account}:ewallet`).toString(36).toUpperCase()}`,
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
      id: `BC${hashSeed(`${owner.account}:usdt`).toString(36).toUpperCase()}`,
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
  payTo: PayeeAccount;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  reference: string;
  requestTime: number;
  completeTime: number | null;
  remark: string;
  /** Fake-clock time from which the next read credits it; null once settled. */
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
