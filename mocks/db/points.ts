/**
 * The points mall: a shared goods catalogue with stock, and per member a points balance, its
 * transactions and redemptions. A member's seeded history is derived from their wallet ledger up to
 * the world's epoch (deposits and bets earn points at the config's rates), so points agree with the money
 * records; each member is seeded on first use from an RNG of their own, so the order members are
 * touched in never changes the data.
 */
import type * as z from 'zod/mini';
import type { PointType, pointConfigSchema, pointRewardSchema, RedeemStatus, RewardType } from '../../app/api/points.contract.ts';
import { maskMobile, type Account } from './accounts.ts';
import { dong, formatDong } from './funds.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { balanceOf, ledgerOf, post } from './wallets.ts';
import { defineStore, fakeEpoch } from './world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The exchange-rate table: earning types per `units` dong of valid bet or deposit (5 points per
 * 10,000 ₫ of live casino bets); REDEEM = points per `units` dong of cash (100 points per 1,000 ₫).
 */
export const POINT_RATES: { type: PointType; units: number; pointsRatio: number }[] = [
  { type: 'LIVE', units: 10_000, pointsRatio: 5 },
  { type: 'LOTT', units: 10_000, pointsRatio: 8 },
  { type: 'PVP', units: 10_000, pointsRatio: 6 },
  { type: 'RNG', units: 10_000, pointsRatio: 8 },
  { type: 'SPORTS', units: 10_000, pointsRatio: 5 },
  { type: 'DEPOSIT', units: 10_000, pointsRatio: 10 },
  { type: 'REDEEM', units: 1_000, pointsRatio: 100 },
];

/**
 * Cash to points: 1,000 ₫ buys 20 points, between 10,000 ₫ and 50,000,000 ₫ at a time (a cash reward
 * pays 1,000 ₫ per 100 points, so converting is never a gain).
 */
export const CONVERSION = { units: 1_000, pointsRatio: 20, minAmount: 10_000, maxAmount: 50_000_000 };

export const pointConfigFixture = {
  enabled: true,
  neverExpire: true,
  rules: {
    EN: [
      'Every valid bet earns points at the rate of its game type; deposits earn points too.',
      'Points are credited after each bet is settled and each deposit is approved.',
      'Redeem points for cash, bonuses and goods in the mall; a redemption needs your withdraw password.',
      'Physical goods need a receiving address and a mobile number; delivery takes 7 to 15 working days.',
      'Cash and bonus rewards are paid to the main wallet once the redemption is approved.',
      'Cash in the main wallet can be converted to points at the conversion ratio.',
      'Points never expire.',
    ],
    VI: [
      'Mỗi cược hợp lệ được tích điểm theo tỷ lệ của loại trò chơi; nạp tiền cũng được tích điểm.',
      'Điểm được cộng sau khi cược được quyết toán và khoản nạp được duyệt.',
      'Đổi điểm lấy tiền mặt, tiền thưởng và quà tặng trong cửa hàng; mỗi lần đổi cần mật khẩu rút tiền.',
      'Quà hiện vật cần địa chỉ nhận hàng và số điện thoại; thời gian giao hàng từ 7 đến 15 ngày làm việc.',
      'Tiền mặt và tiền thưởng được trả vào ví chính sau khi yêu cầu đổi được duyệt.',
      'Có thể quy đổi tiền trong ví chính thành điểm theo tỷ lệ quy đổi.',
      'Điểm không bao giờ hết hạn.',
    ],
  },
  rates: POINT_RATES.map((rate) => ({ ...rate, enabled: true })),
  conversion: { enabled: true, ...CONVERSION },
} satisfies z.input<typeof pointConfigSchema>;

const EARN_RATE = new Map(POINT_RATES.map((rate) => [rate.type, rate]));

/** Bets are posted to the category's sub-wallet (mocks/db/wallets.ts WALLET_TYPES); fishing and the rest count as slots. */
const BET_TYPE_OF_WALLET = new Map<number, PointType>([
  [3, 'LOTT'],
  [5, 'LIVE'],
  [6, 'RNG'],
  [7, 'SPORTS'],
  [8, 'PVP'],
]);

/** Points a cash or bet amount (whole dong) earns (or buys) at a rate, rounded down as the platform does. */
export function pointsAt(amount: number, rate: { units: number; pointsRatio: number }): number {
  return Math.floor((dong(amount) * rate.pointsRatio) / rate.units);
}

// --- goods -----------------------------------------------------------------------------------------

interface GoodsBlueprint {
  rewardId: string;
  type: RewardType;
  name: { EN: string; VI: string };
  description: { EN: string; VI: string };
  pointsRequired: number;
  amountRequired: number;
  rewardAmount?: number;
  /** Stock range drawn from the seed; [0, 0] is sold out. */
  stock: [number, number];
  maxPerRedeem: number;
  /** Image: short label and two gradient colours. */
  art: [label: string, from: string, to: string];
}

const GOODS: GoodsBlueprint[] = [
  {
    rewardId: 'R1001',
    type: 'CASH',
    name: { EN: 'Cash reward 10,000 VND', VI: 'Tiền thưởng 10.000 VND' },
    description: { EN: 'Paid to your main wallet once approved.', VI: 'Trả vào ví chính sau khi được duyệt.' },
    pointsRequired: 1_000,
    amountRequired: 0,
    rewardAmount: 10_000,
    stock: [800, 999],
    maxPerRedeem: 5,
    art: ['10K', '#16a34a', '#065f46'],
  },
  {
    rewardId: 'R1002',
    type: 'CASH',
    name: { EN: 'Cash reward 50,000 VND', VI: 'Tiền thưởng 50.000 VND' },
    description: { EN: 'Paid to your main wallet once approved.', VI: 'Trả vào ví chính sau khi được duyệt.' },
    pointsRequired: 5_000,
    amountRequired: 0,
    rewardAmount: 50_000,
    stock: [300, 500],
    maxPerRedeem: 5,
    art: ['50K', '#0d9488', '#134e4a'],
  },
  {
    rewardId: 'R1003',
    type: 'CASH',
    name: { EN: 'Cash reward 100,000 VND', VI: 'Tiền thưởng 100.000 VND' },
    description: { EN: 'Paid to your main wallet once approved.', VI: 'Trả vào ví chính sau khi được duyệt.' },
    pointsRequired: 10_000,
    amountRequired: 0,
    rewardAmount: 100_000,
    stock: [100, 200],
    maxPerRedeem: 3,
    art: ['100K', '#0284c7', '#1e3a8a'],
  },
  {
    rewardId: 'R2001',
    type: 'BONUS',
    name: { EN: 'Slots bonus 20,000 VND', VI: 'Thưởng nổ hũ 20.000 VND' },
    description: { EN: 'Bonus credit with 5x turnover, for slot games.', VI: 'Tiền thưởng yêu cầu doanh thu 5 lần, dùng cho nổ hũ.' },
    pointsRequired: 1_500,
    amountRequired: 0,
    rewardAmount: 20_000,
    stock: [500, 800],
    maxPerRedeem: 3,
    art: ['+20K', '#db2777', '#7e22ce'],
  },
  {
    rewardId: 'R2002',
    type: 'BONUS',
    name: { EN: 'Live casino bonus 88,000 VND', VI: 'Thưởng sòng bài trực tuyến 88.000 VND' },
    description: {
      EN: 'Bonus credit with 8x turnover, for live casino.',
      VI: 'Tiền thưởng yêu cầu doanh thu 8 lần, dùng cho sòng bài trực tuyến.',
    },
    pointsRequired: 6_000,
    amountRequired: 0,
    rewardAmount: 88_000,
    stock: [120, 300],
    maxPerRedeem: 2,
    art: ['+88K', '#e11d48', '#9f1239'],
  },
  {
    rewardId: 'R3001',
    type: 'PHYSICAL',
    name: { EN: 'Viva cotton T-shirt', VI: 'Áo thun cotton Viva' },
    description: { EN: 'Unisex, sizes M to XL.', VI: 'Unisex, cỡ M đến XL.' },
    pointsRequired: 3_000,
    amountRequired: 0,
    stock: [40, 90],
    maxPerRedeem: 2,
    art: ['TEE', '#f97316', '#b45309'],
  },
  {
    rewardId: 'R3002',
    type: 'PHYSICAL',
    name: { EN: 'Lock&Lock thermos 500 ml', VI: 'Bình giữ nhiệt Lock&Lock 500 ml' },
    description: { EN: 'Stainless steel, keeps drinks hot for 12 hours.', VI: 'Thép không gỉ, giữ nóng 12 giờ.' },
    pointsRequired: 2_500,
    amountRequired: 0,
    stock: [30, 60],
    maxPerRedeem: 2,
    art: ['500ml', '#64748b', '#1e293b'],
  },
  {
    rewardId: 'R3003',
    type: 'PHYSICAL',
    name: { EN: 'Anker power bank 10,000 mAh', VI: 'Sạc dự phòng Anker 10.000 mAh' },
    description: { EN: 'USB-C fast charging.', VI: 'Sạc nhanh USB-C.' },
    pointsRequired: 8_000,
    amountRequired: 0,
    stock: [15, 40],
    maxPerRedeem: 1,
    art: ['10K', '#2563eb', '#1e40af'],
  },
  {
    rewardId: 'R3004',
    type: 'PHYSICAL',
    name: { EN: 'Xiaomi Smart Band 9', VI: 'Vòng đeo tay Xiaomi Smart Band 9' },
    description: { EN: 'AMOLED display, 21-day battery.', VI: 'Màn hình AMOLED, pin 21 ngày.' },
    pointsRequired: 12_000,
    amountRequired: 0,
    stock: [10, 25],
    maxPerRedeem: 1,
    art: ['BAND', '#ea580c', '#7c2d12'],
  },
  {
    rewardId: 'R3005',
    type: 'PHYSICAL',
    name: { EN: 'Samsung Galaxy Buds3', VI: 'Tai nghe Samsung Galaxy Buds3' },
    description: { EN: 'Wireless earbuds with noise cancelling.', VI: 'Tai nghe không dây chống ồn.' },
    pointsRequired: 25_000,
    amountRequired: 0,
    stock: [5, 15],
    maxPerRedeem: 1,
    art: ['BUDS', '#475569', '#0f172a'],
  },
  {
    rewardId: 'R3006',
    type: 'PHYSICAL',
    name: { EN: 'iPhone 16 Pro 256 GB', VI: 'iPhone 16 Pro 256 GB' },
    description: { EN: 'Points plus a cash top-up from the main wallet.', VI: 'Điểm cộng khoản bù tiền mặt từ ví chính.' },
    pointsRequired: 200_000,
    amountRequired: 5_000_000,
    stock: [2, 5],
    maxPerRedeem: 1,
    art: ['16 PRO', '#a16207', '#422006'],
  },
  {
    rewardId: 'R3007',
    type: 'PHYSICAL',
    name: { EN: 'Honda Vision 2025 scooter', VI: 'Xe tay ga Honda Vision 2025' },
    description: { EN: 'Registration fees included.', VI: 'Đã bao gồm phí đăng ký.' },
    pointsRequired: 900_000,
    amountRequired: 20_000_000,
    stock: [1, 2],
    maxPerRedeem: 1,
    art: ['VISION', '#dc2626', '#450a0a'],
  },
  {
    rewardId: 'R3008',
    type: 'PHYSICAL',
    name: { EN: 'SJC gold ring 1 chi', VI: 'Nhẫn vàng SJC 1 chỉ' },
    description: { EN: '24K gold, 3.75 g.', VI: 'Vàng 24K, 3,75 g.' },
    pointsRequired: 150_000,
    amountRequired: 0,
    stock: [0, 0],
    maxPerRedeem: 1,
    art: ['SJC', '#eab308', '#854d0e'],
  },
];

/** A deterministic product picture: a gradient tile with the product's short label. */
export function rewardImage(label: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="24" fill="url(#g)"/>` +
    `<circle cx="120" cy="104" r="58" fill="#ffffff" fill-opacity="0.16"/>` +
    `<text x="120" y="118" text-anchor="middle" font-family="Arial, sans-serif" font-size="${label.length > 4 ? 30 : 40}" font-weight="700" fill="#ffffff">${label}</text>` +
    `<text x="120" y="206" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" fill="#ffffff" fill-opacity="0.8">VIVA MALL</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface Goods {
  blueprint: GoodsBlueprint;
  stock: number;
}

export type PointRewardFixture = z.input<typeof pointRewardSchema>;

/** A goods item as the rewards call shows it, in the request's language (VI, else EN). */
export function rewardView(goods: Goods, language: string): PointRewardFixture {
  const { blueprint } = goods;
  const lang = language.toUpperCase() === 'VI' ? 'VI' : 'EN';
  return {
    rewardId: blueprint.rewardId,
    name: blueprint.name[lang],
    description: blueprint.description[lang],
    image: rewardImage(...blueprint.art),
    type: blueprint.type,
    pointsRequired: blueprint.pointsRequired,
    amountRequired: blueprint.amountRequired,
    rewardAmount: blueprint.rewardAmount ?? null,
    quantity: goods.stock,
    maxPerRedeem: blueprint.maxPerRedeem,
  };
}

// --- per-member points -----------------------------------------------------------------------------

export interface PointTransactionRecord {
  transactionNo: string;
  createTime: number;
  type: PointType;
  changedPoints: number;
  pointsBalance: number;
  remark: string;
}

export interface RedeemRecordState {
  transactionNo: string;
  applyTime: number;
  rewardId: string;
  /** Names in both languages; the list call picks one. */
  name: { EN: string; VI: string };
  type: RewardType;
  quantity: number;
  points: number;
  amount: number;
  status: RedeemStatus;
  receivingAddress: string | null;
  mobile: string | null;
  remark: string;
  paidAccount: string | null;
  paidAmount: number | null;
}

export interface MemberPoints {
  balance: number;
  earned: number;
  redeemed: number;
  /** Oldest first. */
  transactions: PointTransactionRecord[];
  /** Oldest first. */
  redeems: RedeemRecordState[];
}

export interface PointsState {
  seed: number;
  goods: Map<string, Goods>;
  members: Map<string, MemberPoints>;
  /** Numbers the transactions made during the session. */
  counter: number;
}

export const points = defineStore<PointsState>('points', (rng, world) => ({
  seed: world.seed,
  goods: new Map(GOODS.map((blueprint) => [blueprint.rewardId, { blueprint, stock: rng.int(...blueprint.stock) }])),
  members: new Map(),
  counter: 0,
}));

/** The goods in catalogue order. */
export function goodsList(): Goods[] {
  return [...points().goods.values()];
}

const ymd = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');
const docNo = (prefix: string, time: number, accountId: number, seq: number) =>
  `${prefix}${ymd(time)}${String(accountId % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`;

const STREETS = [
  'Nguyễn Huệ',
  'Lê Lợi',
  'Trần Hưng Đạo',
  'Hai Bà Trưng',
  'Điện Biên Phủ',
  'Cách Mạng Tháng 8',
  'Võ Văn Tần',
  'Phan Xích Long',
];
const DISTRICTS = [
  ['Quận 1', 'TP. Hồ Chí Minh'],
  ['Quận 3', 'TP. Hồ Chí Minh'],
  ['Quận Bình Thạnh', 'TP. Hồ Chí Minh'],
  ['Quận Hoàn Kiếm', 'Hà Nội'],
  ['Quận Cầu Giấy', 'Hà Nội'],
  ['Quận Hải Châu', 'Đà Nẵng'],
] as const;

function seededAddress(rng: Rng): string {
  const [district, city] = rng.pick(DISTRICTS);
  return `${rng.int(2, 280)} ${rng.pick(STREETS)}, ${district}, ${city}`;
}

/** Points a seeded member keeps after each seeded redemption. */
const SEED_RESERVE = 1_500;

interface SeedEvent {
  time: number;
  type: PointType;
  points: number;
  remark: string;
  redeem?: RedeemRecordState;
}

function seededRedeem(rng: Rng, account: Account, goods: GoodsBlueprint, time: number, status: RedeemStatus): RedeemRecordState {
  const physical = goods.type === 'PHYSICAL';
  let remark = '';
  if (status === 'REJECTED') remark = physical ? 'Receiving address incomplete; points refunded' : 'Duplicate request; points refunded';
  else if (status === 'APPROVED' && physical) remark = `Delivered by GHN, tracking GHN${rng.string(9, '0123456789')}`;
  return {
    // Numbered once the history is in time order.
    transactionNo: '',
    applyTime: time,
    rewardId: goods.rewardId,
    name: goods.name,
    type: goods.type,
    quantity: 1,
    points: goods.pointsRequired,
    amount: 0,
    status,
    receivingAddress: physical ? seededAddress(rng) : null,
    mobile: physical ? maskMobile(account.mobile) : null,
    remark,
    paidAccount: status === 'APPROVED' && !physical ? 'Main wallet' : null,
    paidAmount: status === 'APPROVED' && !physical ? (goods.rewardAmount ?? 0) : null,
  };
}

/**
 * A member's history up to the world's epoch: points for each seeded deposit and bet of their ledger, and a few
 * redemptions (older ones settled, a rejected one refunded, the newest still in process).
 */
function seedMember(state: PointsState, account: Account): MemberPoints {
  const member: MemberPoints = { balance: 0, earned: 0, redeemed: 0, transactions: [], redeems: [] };
  // Trial accounts and accounts registered during the session start with nothing.
  const epoch = fakeEpoch();
  if (account.type === 4 || account.regDate > epoch) return member;
  const rng = createRng(hashSeed(`${state.seed}:points:${account.account.toLowerCase()}`));
  const events: SeedEvent[] = [];
  for (const entry of [...ledgerOf(account)].reverse()) {
    if (entry.time > epoch) continue;
    if (entry.kind === 'deposit') {
      const earned = pointsAt(entry.amount, EARN_RATE.get('DEPOSIT')!);
      if (earned > 0) events.push({ time: entry.time, type: 'DEPOSIT', points: earned, remark: `Deposit ${formatDong(entry.amount)}` });
    } else if (entry.kind === 'bet') {
      // A negative bet entry is a stake; a positive one gives a cancelled stake back, and its points with it.
      const type = BET_TYPE_OF_WALLET.get(entry.accountTypeId) ?? 'RNG';
      const change = pointsAt(Math.abs(entry.amount), EARN_RATE.get(type)!);
      if (change > 0) {
        const cancelled = entry.amount > 0;
        events.push({
          time: entry.time,
          type,
          points: cancelled ? -change : change,
          remark: `${cancelled ? 'Bet cancelled' : 'Valid bet'} ${formatDong(Math.abs(entry.amount))}`,
        });
      }
    }
  }

  // Redemptions of goods that need no cash, placed where the running balance affords them with a
  // reserve left over (members keep saving): settled ones along the way (some rejected and refunded),
  // and one still in process shortly before the epoch.
  const affordable = GOODS.filter((goods) => goods.amountRequired === 0 && goods.stock[1] > 0);
  const withRedeems: SeedEvent[] = [];
  let running = 0;
  const redeemAt = (time: number, status: RedeemStatus, available: number) => {
    const choices = affordable.filter((goods) => goods.pointsRequired + SEED_RESERVE <= available);
    if (choices.length === 0) return;
    const goods = rng.pick(choices);
    running -= goods.pointsRequired;
    const redeem = seededRedeem(rng, account, goods, time, status);
    withRedeems.push({ time, type: 'REDEEM', points: -goods.pointsRequired, remark: `Redeem ${goods.name.EN}`, redeem });
    // The refund is not added to `running`: it comes a day later, and the balance must never dip below zero before it.
    if (status === 'REJECTED')
      withRedeems.push({ time: time + DAY, type: 'REDEEM', points: goods.pointsRequired, remark: `Refund: ${goods.name.EN}` });
  };
  let settled = 0;
  for (const event of events) {
    withRedeems.push(event);
    running += event.points;
    // Settled ones (and their refunds) stay clear of the last days, where the one in process goes.
    if (settled < 3 && event.time < epoch - 3 * DAY && rng.bool(0.05)) {
      settled++;
      redeemAt(event.time + rng.int(2, 20) * HOUR, rng.bool(0.25) ? 'REJECTED' : 'APPROVED', running);
    }
  }
  const inProcessAt = epoch - rng.int(3, 40) * HOUR;
  redeemAt(
    inProcessAt,
    'PROCESSING',
    withRedeems.filter((event) => event.time <= inProcessAt).reduce((sum, event) => sum + event.points, 0),
  );

  withRedeems.sort((a, b) => a.time - b.time);
  withRedeems.forEach((event, index) => {
    if (event.redeem) {
      event.redeem.transactionNo = docNo('PR', event.time, account.id, index + 1);
      member.redeems.push(event.redeem);
    }
    applyPoints(member, {
      createTime: event.time,
      type: event.type,
      changedPoints: event.points,
      remark: event.remark,
      transactionNo: docNo('PT', event.time, account.id, index + 1),
    });
  });
  return member;
}

function applyPoints(member: MemberPoints, entry: Omit<PointTransactionRecord, 'pointsBalance'>): PointTransactionRecord {
  member.balance += entry.changedPoints;
  // Refunds give back what was redeemed; they are not earnings.
  if (entry.type === 'REDEEM') member.redeemed -= entry.changedPoints;
  else member.earned += entry.changedPoints;
  const record = { ...entry, pointsBalance: member.balance };
  member.transactions.push(record);
  return record;
}

/** The member's points (seeded on first use). */
export function pointsOf(account: Account): MemberPoints {
  const state = points();
  const key = account.account.toLowerCase();
  let member = state.members.get(key);
  if (!member) {
    member = seedMember(state, account);
    state.members.set(key, member);
  }
  return member;
}

function nextNo(prefix: string, account: Account): string {
  const state = points();
  state.counter++;
  return docNo(prefix, Date.now(), account.id, 90_000 + state.counter);
}

/** A business refusal, as the points service words it. */
export interface PointsRefusal {
  message: string;
  errorCode: string;
}

export const MAX_QUANTITY = 5;

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  receivingAddress: string;
  mobile: string;
}

const MOBILE = /^\+?\d{8,15}$/;

/**
 * Redeems goods (the gateway has already checked the payment password): points and stock go down at
 * once, any cash top-up is debited from the main wallet, and the record waits in PROCESSING for review.
 */
export function redeem(account: Account, request: RedeemRequest): RedeemRecordState | PointsRefusal {
  const goods = points().goods.get(request.rewardId);
  if (!goods) return { message: 'Reward not found', errorCode: 'reward.not.found' };
  const { blueprint } = goods;
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > blueprint.maxPerRedeem) {
    return { message: `Quantity must be between 1 and ${blueprint.maxPerRedeem}`, errorCode: 'quantity.invalid' };
  }
  const physical = blueprint.type === 'PHYSICAL';
  const address = request.receivingAddress.trim();
  const mobile = request.mobile.replaceAll(' ', '');
  if (physical && (address.length < 10 || address.length > 200))
    return { message: 'Please enter the receiving address', errorCode: 'receivingAddress.required' };
  if (physical && !MOBILE.test(mobile)) return { message: 'Please enter a valid mobile number', errorCode: 'mobile.invalid' };
  if (goods.stock < quantity) return { message: 'Out of stock', errorCode: 'reward.out.of.stock' };
  const member = pointsOf(account);
  const cost = blueprint.pointsRequired * quantity;
  if (member.balance < cost) return { message: 'Insufficient points', errorCode: 'points.insufficient' };
  const amount = blueprint.amountRequired * quantity;
  if (amount > 0 && balanceOf(account) < amount)
    return { message: 'Insufficient balance in the main wallet', errorCode: 'balance.insufficient' };

  goods.stock -= quantity;
  const transactionNo = nextNo('PR', account);
  if (amount > 0) post(account, { amount: -amount, kind: 'points', remark: `Points mall ${transactionNo}: ${blueprint.name.EN}` });
  applyPoints(member, {
    transactionNo: nextNo('PT', account),
    createTime: Date.now(),
    type: 'REDEEM',
    changedPoints: -cost,
    remark: `Redeem ${blueprint.name.EN} x${quantity}`,
  });
  const record: RedeemRecordState = {
    transactionNo,
    applyTime: Date.now(),
    rewardId: blueprint.rewardId,
    name: blueprint.name,
    type: blueprint.type,
    quantity,
    points: cost,
    amount,
    status: 'PROCESSING',
    receivingAddress: physical ? address : null,
    mobile: physical ? maskMobile(mobile) : null,
    remark: '',
    paidAccount: null,
    paidAmount: null,
  };
  member.redeems.push(record);
  return record;
}

/** Converts cash from the main wallet to points at the conversion ratio (the payment password is already checked). */
export function convert(account: Account, amount: number): { amount: number; points: number } | PointsRefusal {
  // Whole dong only: dong has no decimals.
  if (!Number.isSafeInteger(amount) || amount <= 0) return { message: 'Please enter a valid amount', errorCode: 'amount.invalid' };
  if (amount < CONVERSION.minAmount || amount > CONVERSION.maxAmount) {
    return {
      message: `The amount must be between ${formatDong(CONVERSION.minAmount)} and ${formatDong(CONVERSION.maxAmount)}`,
      errorCode: 'amount.out.of.range',
    };
  }
  if (balanceOf(account) < amount) return { message: 'Insufficient balance in the main wallet', errorCode: 'balance.insufficient' };
  const credited = pointsAt(amount, CONVERSION);
  post(account, { amount: -amount, kind: 'points', remark: `Converted to ${credited} points` });
  applyPoints(pointsOf(account), {
    transactionNo: nextNo('PT', account),
    createTime: Date.now(),
    type: 'CONVERT',
    changedPoints: credited,
    remark: `Converted ${formatDong(amount)} from the main wallet`,
  });
  return { amount, points: credited };
}

export const isRefusal = (value: object): value is PointsRefusal => 'errorCode' in value;

/** Points a settled live-casino bet earns meanwhile (the e2e tests' hook: a refused redeem that becomes affordable). */
export function creditBetPoints(account: Account, earned: number): number {
  return applyPoints(pointsOf(account), {
    transactionNo: nextNo('PT', account),
    createTime: Date.now(),
    type: 'LIVE',
    changedPoints: earned,
    remark: 'Live casino bets settled',
  }).pointsBalance;
}
