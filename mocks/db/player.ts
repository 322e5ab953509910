/**
 * The member centre's player pages. Rank progress is read straight from the wallet ledger (deposits and
 * valid bets), so a deposit made in the dev app moves the bar; the rank table is RANKS with designed
 * benefits; the invitees of each member are seeded on first use from an RNG of their own; the
 * customer fields and the security config read (and the profile updates write) the account itself, so
 * GET /wps/member/info sees a new nickname at once.
 */
import type * as z from 'zod/mini';
import {
  PROFILE_FIELDS,
  referralLinkOf,
  type customerFieldsSchema,
  type playerRankSchema,
  type rankSchema,
  type referralSchema,
  type securityConfigSchema,
} from '../../app/api/player.contract.ts';
import { RANKS, rankOf, type Account } from './accounts.ts';
import { dong, formatDong } from './funds.ts';
import { createRng, hashSeed } from './rng.ts';
import { bankCardsOf, ledgerOf } from './wallets.ts';
import { defineStore, fakeEpoch } from './world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// --- ranks -----------------------------------------------------------------------------------------

/** Benefits per rank level (designed: bonuses grow with the level, VIP service above level 4); money in dong. */
const BENEFITS = {
  upgradeBonus: [0, 18_000, 58_000, 188_000, 388_000, 888_000, 1_888_000, 5_888_000, 18_888_000],
  monthlyBonus: [0, 0, 18_000, 58_000, 128_000, 288_000, 688_000, 1_888_000, 5_888_000],
  birthdayBonus: [0, 8_000, 28_000, 88_000, 188_000, 388_000, 888_000, 2_888_000, 8_888_000],
  dailyWithdrawCount: [3, 5, 5, 8, 10, 15, 20, 30, 50],
  dailyWithdrawLimit: [
    20_000_000, 50_000_000, 100_000_000, 200_000_000, 500_000_000, 1_000_000_000, 2_000_000_000, 5_000_000_000, 10_000_000_000,
  ],
};

export function rankTable(): z.input<typeof rankSchema>[] {
  return RANKS.map((rank) => ({
    rankLevel: rank.rankLevel,
    rankName: rank.labelName,
    color: rank.color,
    color2: rank.color2,
    depositRequired: rank.depositRequired,
    turnoverRequired: rank.betRequired,
    benefits: {
      upgradeBonus: BENEFITS.upgradeBonus[rank.rankLevel] ?? 0,
      monthlyBonus: BENEFITS.monthlyBonus[rank.rankLevel] ?? 0,
      birthdayBonus: BENEFITS.birthdayBonus[rank.rankLevel] ?? 0,
      rebateRate: (3 + rank.rankLevel) / 10,
      dailyWithdrawCount: BENEFITS.dailyWithdrawCount[rank.rankLevel] ?? 0,
      dailyWithdrawLimit: BENEFITS.dailyWithdrawLimit[rank.rankLevel] ?? 0,
      vipService: rank.rankLevel > 4,
    },
  }));
}

/** The rank call's value: the account's rank, the next one, and deposits and valid bets toward it. */
export function rankProgressOf(account: Account): z.input<typeof playerRankSchema> {
  const rank = rankOf(account.rankLevel);
  const next = RANKS.find((candidate) => candidate.rankLevel === rank.rankLevel + 1);
  // "Monthly" is the 30 days up to the fake platform's epoch (or the real clock, once past it).
  const monthStart = Math.max(fakeEpoch(), Date.now()) - 30 * DAY;
  let deposits = 0;
  let bets = 0;
  let monthlyBets = 0;
  for (const entry of ledgerOf(account)) {
    if (entry.kind === 'deposit') deposits += entry.amount;
    if (entry.kind === 'bet') {
      bets -= entry.amount;
      if (entry.time >= monthStart) monthlyBets -= entry.amount;
    }
  }
  return {
    playerRankName: rank.labelName,
    rankLevel: rank.rankLevel,
    color: rank.color,
    color2: rank.color2,
    nextRankName: next?.labelName ?? null,
    nextRankLevel: next?.rankLevel ?? null,
    monthlyTurnover: { actual: dong(monthlyBets), expected: next?.betRequired ?? null },
    totalTurnover: { actual: dong(bets), expected: next?.betRequired ?? null },
    totalDeposit: { actual: dong(deposits), expected: next?.depositRequired ?? null },
    ranks: rankTable(),
  };
}

// --- referral --------------------------------------------------------------------------------------

export const PROMOTION_DOMAINS = ['https://viva.example.test', 'https://viva88.example.test'];
export const REFERRAL_COMMISSION_RATE = 0.5;
export const REFERRAL_QUALIFICATION = { minDeposit: 200_000, minValidBet: 1_000_000 };

export const referralRules = {
  EN: [
    'Share your referral link or code; friends who register with it become your invitees.',
    `An invitee qualifies after depositing at least ${formatDong(REFERRAL_QUALIFICATION.minDeposit)} VND and placing ${formatDong(REFERRAL_QUALIFICATION.minValidBet)} VND in valid bets.`,
    `You earn ${REFERRAL_COMMISSION_RATE}% of every qualified invitee's valid bets, paid to your main wallet daily.`,
    'Accounts sharing a device, IP address or bank account with you do not qualify.',
  ],
  VI: [
    'Chia sẻ liên kết hoặc mã giới thiệu; bạn bè đăng ký bằng mã này sẽ trở thành người được mời của bạn.',
    `Người được mời đạt điều kiện sau khi nạp tối thiểu ${formatDong(REFERRAL_QUALIFICATION.minDeposit, 'VI')} VND và có ${formatDong(REFERRAL_QUALIFICATION.minValidBet, 'VI')} VND cược hợp lệ.`,
    `Bạn nhận ${REFERRAL_COMMISSION_RATE}% cược hợp lệ của mỗi người được mời đạt điều kiện, trả vào ví chính hằng ngày.`,
    'Tài khoản dùng chung thiết bị, địa chỉ IP hoặc tài khoản ngân hàng với bạn không được tính.',
  ],
};

export interface InviteeRecord {
  account: string;
  registerTime: number;
  qualified: boolean;
  totalDeposit: number;
  validBet: number;
  commission: number;
}

interface PlayerState {
  seed: number;
  /** account -> invitees, newest first */
  invitees: Map<string, InviteeRecord[]>;
}

export const player = defineStore<PlayerState>('player', (_rng, world) => ({ seed: world.seed, invitees: new Map() }));

const HANDLES = [
  'minh',
  'lan',
  'hung',
  'thao',
  'namvn',
  'linh',
  'tuan',
  'maimai',
  'khoa',
  'anhdao',
  'baoan',
  'vyvy',
  'phuc',
  'hatran',
  'duc',
  'quynh',
];

/** "min***21": enough to recognise a friend, as the platform shows other members' names. */
export function maskAccount(name: string): string {
  return name.length <= 5 ? `${name.slice(0, 1)}***${name.slice(-1)}` : `${name.slice(0, 3)}***${name.slice(-2)}`;
}

function seedInvitees(seed: number, account: Account): InviteeRecord[] {
  // Trial accounts and accounts registered during the session have invited nobody yet.
  const epoch = fakeEpoch();
  if (account.type === 4 || account.regDate > epoch) return [];
  const rng = createRng(hashSeed(`${seed}:referral:${account.account.toLowerCase()}`));
  const list: InviteeRecord[] = [];
  for (let i = rng.int(2, 14); i > 0; i--) {
    const qualified = rng.bool(0.55);
    const totalDeposit = qualified ? rng.int(2, 30) * 100_000 : rng.pick([0, 0, 50_000, 100_000, 150_000]);
    // Steps of 10 dong, drawn as before.
    const validBet = qualified ? rng.int(100_000, 1_200_000) * 10 : rng.int(0, 9) * 100_000;
    list.push({
      account: maskAccount(`${rng.pick(HANDLES)}${rng.int(10, 9999)}`),
      registerTime: Math.max(account.regDate, epoch - rng.int(1, 120) * DAY) + rng.int(0, 23) * HOUR,
      qualified,
      totalDeposit,
      validBet,
      commission: qualified ? dong((validBet * REFERRAL_COMMISSION_RATE) / 100) : 0,
    });
  }
  return list.sort((a, b) => b.registerTime - a.registerTime);
}

export function inviteesOf(account: Account): InviteeRecord[] {
  const state = player();
  const key = account.account.toLowerCase();
  let list = state.invitees.get(key);
  if (!list) {
    list = seedInvitees(state.seed, account);
    state.invitees.set(key, list);
  }
  return list;
}

export function referralOf(account: Account): z.input<typeof referralSchema> {
  const invitees = inviteesOf(account);
  const domain = PROMOTION_DOMAINS[0]!;
  return {
    referralCode: account.referralCode,
    totalInvitations: invitees.length,
    promotionDomains: PROMOTION_DOMAINS,
    referralLink: referralLinkOf(domain, account.referralCode),
    qualifiedInvitations: invitees.filter((invitee) => invitee.qualified).length,
    totalCommission: dong(invitees.reduce((sum, invitee) => sum + invitee.commission, 0)),
    commissionRate: REFERRAL_COMMISSION_RATE,
    qualification: REFERRAL_QUALIFICATION,
    invitees,
    rules: referralRules,
  };
}

// --- profile and security centre -------------------------------------------------------------------

/** GET /wps/relay/MCSFE_getPlayerCustomerFields: the profile's fields, '' where the player set none. */
export function customerFieldsOf(account: Account): z.input<typeof customerFieldsSchema> {
  return {
    fields: [
      { fieldId: PROFILE_FIELDS.nickname.fieldId, playerFieldValue: account.nicknameSet ? account.nickname : '' },
      { fieldId: PROFILE_FIELDS.birthday.fieldId, playerFieldValue: account.birthday },
      { fieldId: PROFILE_FIELDS.telegram.fieldId, playerFieldValue: account.telegram },
    ],
  };
}

/**
 * GET /wps/v2/member/securityConfig: each item enabled, complete once bound; completeProgress is the
 * share of the enabled items that are complete, as the platform's client shows it (0-100).
 */
export function securityConfigOf(account: Account): z.input<typeof securityConfigSchema> {
  const complete = {
    loginPassword: true,
    paymentPassword: account.paymentPassword !== '',
    mobileVerified: account.mobile !== '',
    email: account.email !== '',
    payeeName: account.fullName !== '',
    bankCards: bankCardsOf(account).length > 0,
  };
  const items = Object.entries(complete);
  const info = Object.fromEntries(items.map(([item, isComplete]) => [item, { enabled: true, isComplete }]));
  return { info, completeProgress: Math.floor((100 * items.filter(([, isComplete]) => isComplete).length) / items.length) };
}
