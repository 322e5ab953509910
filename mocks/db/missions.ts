/**
 * Missions and the reward centre of the fake platform. The mission catalogue is shared; each account
 * gets its own progress, leaderboard place, raffle claims and reward tickets, made lazily from a seed
 * of its own so one account's reads never shift another's data. Claims credit the main wallet through
 * the ledger (mocks/db/wallets.ts) and can happen once.
 */
import type * as z from 'zod/mini';
import type { milestonesSchema, missionLeaderboardSchema, missionSchema, rewardTicketSchema } from '../../app/api/missions.contract.ts';
import type { Account } from './accounts.ts';
import type { Lang } from './content-authoring.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { post } from './wallets.ts';
import { currentWorld, defineStore, fakeDayEnd, fakeEpoch } from './world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Period = 'D' | 'W' | 'H' | 'M';

interface MissionSeed {
  missionId: number;
  period: Period;
  targetType: 'BET_AMOUNT' | 'DEPOSIT_AMOUNT' | 'BET_COUNT' | 'WIN_COUNT' | 'LOGIN_DAYS' | 'REFERRAL';
  gameType?: string;
  /** Dong for the amount targets (BET_AMOUNT, DEPOSIT_AMOUNT), a count for the others. */
  target: number;
  /** Dong. */
  reward: number;
  /**
   * open: in progress; completed: target reached, reward waiting (still open until claimed); claimed:
   * reached and paid; expired: ended short.
   */
  kind: 'open' | 'completed' | 'claimed' | 'expired';
  rafflePromotionId?: number;
  en: { title: string; description: string };
  vi: { title: string; description: string };
}

export const MISSION_SEEDS: readonly MissionSeed[] = [
  {
    missionId: 30101,
    period: 'D',
    targetType: 'BET_AMOUNT',
    gameType: 'RNG',
    target: 2_000_000,
    reward: 58_000,
    kind: 'open',
    en: { title: 'Daily spin', description: 'Bet 2,000,000 VND on any slot today.' },
    vi: { title: 'Quay mỗi ngày', description: 'Cược 2.000.000 VND vào bất kỳ trò nổ hũ nào hôm nay.' },
  },
  {
    missionId: 30102,
    period: 'D',
    targetType: 'DEPOSIT_AMOUNT',
    target: 500_000,
    reward: 20_000,
    kind: 'claimed',
    rafflePromotionId: 7_100_003,
    en: { title: 'Daily top-up', description: 'Deposit 500,000 VND in total today.' },
    vi: { title: 'Nạp mỗi ngày', description: 'Nạp tổng cộng 500.000 VND trong hôm nay.' },
  },
  {
    missionId: 30201,
    period: 'W',
    targetType: 'BET_AMOUNT',
    gameType: 'LIVE',
    target: 20_000_000,
    reward: 288_000,
    kind: 'open',
    en: { title: 'Live casino week', description: 'Bet 20,000,000 VND on live casino tables this week.' },
    vi: { title: 'Tuần lễ casino trực tuyến', description: 'Cược 20.000.000 VND tại các bàn casino trực tuyến trong tuần này.' },
  },
  {
    missionId: 30202,
    period: 'W',
    targetType: 'BET_COUNT',
    gameType: 'LOTT',
    target: 50,
    reward: 88_000,
    kind: 'open',
    en: { title: 'Lottery regular', description: 'Place 50 lottery bets this week.' },
    vi: { title: 'Khách quen xổ số', description: 'Đặt 50 vé xổ số trong tuần này.' },
  },
  {
    missionId: 30203,
    period: 'W',
    targetType: 'WIN_COUNT',
    gameType: 'SPORTS',
    target: 10,
    reward: 188_000,
    kind: 'open',
    en: { title: 'Sports sharpshooter', description: 'Win 10 sports bets this week.' },
    vi: { title: 'Xạ thủ thể thao', description: 'Thắng 10 vé cược thể thao trong tuần này.' },
  },
  {
    missionId: 30301,
    period: 'H',
    targetType: 'BET_AMOUNT',
    gameType: 'FISH',
    target: 8_000_000,
    reward: 128_000,
    kind: 'open',
    en: { title: 'Half-month fishing trip', description: 'Bet 8,000,000 VND on fishing games by the 30th.' },
    vi: { title: 'Chuyến câu nửa tháng', description: 'Cược 8.000.000 VND vào trò bắn cá trước ngày 30.' },
  },
  {
    missionId: 30401,
    period: 'M',
    targetType: 'BET_AMOUNT',
    target: 300_000_000,
    reward: 3_888_000,
    kind: 'open',
    en: { title: 'Monthly high roller', description: 'Bet 300,000,000 VND in total this month.' },
    vi: { title: 'Cao thủ của tháng', description: 'Cược tổng cộng 300.000.000 VND trong tháng này.' },
  },
  {
    missionId: 30402,
    period: 'M',
    targetType: 'REFERRAL',
    target: 5,
    reward: 500_000,
    kind: 'open',
    en: { title: 'Bring your friends', description: 'Invite 5 friends who make a first deposit this month.' },
    vi: { title: 'Rủ bạn cùng chơi', description: 'Mời 5 người bạn nạp tiền lần đầu trong tháng này.' },
  },
  {
    missionId: 30204,
    period: 'W',
    targetType: 'LOGIN_DAYS',
    target: 7,
    reward: 68_000,
    kind: 'completed',
    rafflePromotionId: 7_100_001,
    en: { title: 'Seven-day streak', description: 'Log in 7 days in a row.' },
    vi: { title: 'Chuỗi bảy ngày', description: 'Đăng nhập 7 ngày liên tiếp.' },
  },
  {
    missionId: 30103,
    period: 'D',
    targetType: 'BET_COUNT',
    gameType: 'PVP',
    target: 20,
    reward: 18_000,
    kind: 'claimed',
    rafflePromotionId: 7_100_002,
    en: { title: 'Card table warm-up', description: 'Play 20 hands of card games today.' },
    vi: { title: 'Khởi động bàn bài', description: 'Chơi 20 ván bài trong hôm nay.' },
  },
  {
    missionId: 30205,
    period: 'W',
    targetType: 'BET_AMOUNT',
    gameType: 'FISH',
    target: 15_000_000,
    reward: 150_000,
    kind: 'expired',
    en: { title: 'Last week’s fishing challenge', description: 'Bet 15,000,000 VND on fishing games last week.' },
    vi: { title: 'Thử thách bắn cá tuần trước', description: 'Cược 15.000.000 VND vào trò bắn cá trong tuần trước.' },
  },
];

/**
 * The current window of each period around the world's epoch, ending no sooner than the latest the
 * platform's "now" can be (fakeDayEnd: the end of the demo's day), so an open mission never runs out
 * mid-day; expired missions ended a day before the epoch.
 */
function windowOf(seed: MissionSeed): { startTime: number; endTime: number } {
  const span: Record<Period, [number, number]> = {
    D: [12 * HOUR, 12 * HOUR],
    W: [3 * DAY, 4 * DAY],
    H: [5 * DAY, 10 * DAY],
    M: [19 * DAY, 11 * DAY],
  };
  const [before, after] = span[seed.period];
  const epoch = fakeEpoch();
  if (seed.kind === 'expired') return { startTime: epoch - DAY - before - after, endTime: epoch - DAY };
  return { startTime: epoch - before, endTime: Math.max(epoch + after, fakeDayEnd()) };
}

/** A reached mission stays open (O) until its reward is claimed, so a claim steps the open count (the menu badge) down. */
export function missionStatusOf(seed: MissionSeed, account: Account): 'O' | 'C' | 'E' {
  if (seed.kind === 'expired') return 'E';
  if (seed.kind === 'open') return 'O';
  return missionsOf(account).claimedRaffles.has(seed.rafflePromotionId!) ? 'C' : 'O';
}

const targetReached = (seed: MissionSeed) => seed.kind === 'completed' || seed.kind === 'claimed';

/** "nguyen88" -> "nguy***88", as the platform shows other players. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, Math.min(4, name.length - 2))}***${name.slice(-2)}`;
}

// ---------------------------------------------------------------------------------------------
// Per-account state

interface TicketRecord {
  transactionId: string;
  promotionId: number | null;
  en: string;
  vi: string;
  type: 'CASH' | 'BONUS' | 'PRIZE_WHEEL' | 'FREE_SPIN';
  amount: number;
  conditionStatus: { conditionType: string; required: number; current: number; fulfilled: boolean }[];
  status: 'AVAILABLE' | 'CLAIMED' | 'EXPIRED';
  createdTime: number;
  expiryTime: number;
  claimedTime: number | null;
}

interface AccountMissions {
  progress: Map<number, number>;
  claimedRaffles: Set<number>;
  tickets: TicketRecord[];
}

/** Amount targets are in dong: their progress moves in steps of 1,000 (10,000 from targets of 1,000,000 up); counts in ones or tens. */
const isAmountTarget = (seed: MissionSeed) => seed.targetType === 'BET_AMOUNT' || seed.targetType === 'DEPOSIT_AMOUNT';
const progressStep = (seed: MissionSeed) => {
  const unit = isAmountTarget(seed) ? 1_000 : 1;
  return (seed.target / unit >= 1_000 ? 10 : 1) * unit;
};

function seedProgress(rng: Rng, seed: MissionSeed): number {
  if (seed.kind === 'completed' || seed.kind === 'claimed') return seed.target;
  const step = progressStep(seed);
  const share = seed.kind === 'expired' ? rng.int(30, 85) : rng.int(5, 92);
  return Math.round((seed.target * share) / 100 / step) * step;
}

function seedTickets(rng: Rng, account: Account): TicketRecord[] {
  const id = () => `PT${account.id}${rng.string(10, '0123456789')}`;
  const epoch = fakeEpoch();
  const ago = (hours: number) => epoch - hours * HOUR;
  // Available tickets expire no sooner than the latest the platform's "now" can be: none lapses mid-day.
  const ahead = (offset: number) => Math.max(epoch + offset, fakeDayEnd());
  const ticket = (
    fields: Omit<TicketRecord, 'transactionId' | 'conditionStatus' | 'claimedTime'> &
      Partial<Pick<TicketRecord, 'conditionStatus' | 'claimedTime'>>,
  ): TicketRecord => ({
    transactionId: id(),
    conditionStatus: [],
    claimedTime: null,
    ...fields,
  });
  return [
    ticket({
      promotionId: null,
      en: 'Daily check-in reward',
      vi: 'Thưởng điểm danh hằng ngày',
      type: 'CASH',
      amount: 18_000,
      status: 'AVAILABLE',
      createdTime: ago(3),
      expiryTime: ahead(2 * DAY),
    }),
    ticket({
      promotionId: 5685590,
      en: 'Welcome bonus 100%',
      vi: 'Thưởng chào mừng 100%',
      type: 'BONUS',
      amount: 200_000,
      status: 'AVAILABLE',
      createdTime: ago(26),
      expiryTime: ahead(5 * DAY),
    }),
    ticket({
      promotionId: null,
      en: 'Lucky wheel spin',
      vi: 'Vòng quay may mắn',
      type: 'PRIZE_WHEEL',
      amount: rng.pick([8_000, 18_000, 38_000, 88_000]),
      status: 'AVAILABLE',
      createdTime: ago(8),
      expiryTime: ahead(DAY),
    }),
    ticket({
      promotionId: 5685593,
      en: 'Daily reload 10%',
      vi: 'Nạp lại mỗi ngày 10%',
      type: 'BONUS',
      amount: 50_000,
      conditionStatus: [{ conditionType: 'DEPOSIT_AMOUNT', required: 300_000, current: rng.int(4, 25) * 10_000, fulfilled: false }],
      status: 'AVAILABLE',
      createdTime: ago(5),
      expiryTime: ahead(19 * HOUR),
    }),
    ticket({
      promotionId: null,
      en: 'VIP upgrade bonus',
      vi: 'Thưởng thăng cấp VIP',
      type: 'CASH',
      amount: 58_000,
      status: 'CLAIMED',
      createdTime: ago(240),
      expiryTime: ago(72),
      claimedTime: ago(200),
    }),
    ticket({
      promotionId: 5685602,
      en: 'PG Soft free spins',
      vi: 'Vòng quay miễn phí PG Soft',
      type: 'FREE_SPIN',
      amount: 0,
      status: 'EXPIRED',
      createdTime: ago(400),
      expiryTime: ago(230),
    }),
  ];
}

export const missions = defineStore('missions', () => new Map<string, AccountMissions>());

/** The account's missions, progress and tickets, made on first use from the account's own seed. */
export function missionsOf(account: Account): AccountMissions {
  const key = account.account.toLowerCase();
  const store = missions();
  let mine = store.get(key);
  if (!mine) {
    const rng = createRng(hashSeed(`${currentWorld().seed}:missions:${key}`));
    mine = {
      progress: new Map(MISSION_SEEDS.map((seed) => [seed.missionId, seedProgress(rng, seed)])),
      claimedRaffles: new Set(MISSION_SEEDS.filter((seed) => seed.kind === 'claimed').map((seed) => seed.rafflePromotionId!)),
      tickets: seedTickets(rng, account),
    };
    store.set(key, mine);
  }
  return mine;
}

// ---------------------------------------------------------------------------------------------
// Reads

type MissionWire = z.input<typeof missionSchema>;

export function missionWire(seed: MissionSeed, account: Account, lang: Lang): MissionWire {
  const mine = missionsOf(account);
  const copy = lang === 'VI' ? seed.vi : seed.en;
  return {
    missionId: seed.missionId,
    title: copy.title,
    description: copy.description,
    period: seed.period,
    targetType: seed.targetType,
    gameType: seed.gameType ?? null,
    target: seed.target,
    progress: mine.progress.get(seed.missionId) ?? 0,
    reward: seed.reward,
    status: missionStatusOf(seed, account),
    ...windowOf(seed),
    rafflePromotionId: seed.rafflePromotionId ?? null,
    rewardClaimed: seed.rafflePromotionId !== undefined && mine.claimedRaffles.has(seed.rafflePromotionId),
  } satisfies MissionWire;
}

export function missionSummary(account: Account, lang: Lang, status: string, page: number, size: number) {
  const matching = MISSION_SEEDS.filter((seed) => status === '' || missionStatusOf(seed, account) === status);
  return {
    list: matching.slice((page - 1) * size, page * size).map((seed) => missionWire(seed, account, lang)),
    totalCount: matching.length,
    page,
    size,
  };
}

export const findMission = (missionId: number) => MISSION_SEEDS.find((seed) => seed.missionId === missionId);

const RIVALS = [
  'nguyenvan88',
  'tranthu99',
  'lehoang2024',
  'phamminh',
  'hoanglan77',
  'vuthao',
  'dangkhoa01',
  'buiphuc',
  'dotuan68',
  'hoangan',
  'minhtri',
  'thanhvy',
  'baongoc',
  'quanghuy',
  'ducanh',
  'kimngan',
  'vanlong',
  'hailinh',
  'tuankiet',
  'phuongmai',
  'giabao',
  'ngocanh',
  'trungkien',
  'thuylinh',
  'hoaiphuong',
  'xuanmai',
  'congvinh',
  'anhthu',
  'quocbao',
  'thaovy',
];

/** Prizes of the top places, as a share of the mission reward. */
const PRIZE_SHARES = [10, 6, 4, 2, 2, 1, 1, 1, 1, 1];

type LeaderboardWire = z.input<typeof missionLeaderboardSchema>;

/** Top 20 of the mission with the caller placed by their progress; the footer is the caller. */
export function leaderboard(seed: MissionSeed, account: Account): LeaderboardWire {
  const rng = createRng(hashSeed(`${currentWorld().seed}:leaderboard:${seed.missionId}`));
  const step = progressStep(seed);
  const rivals = RIVALS.map((name) => ({ name, value: Math.round((seed.target * rng.int(10, 260)) / 100 / step) * step, me: false }));
  const mine = missionsOf(account).progress.get(seed.missionId) ?? 0;
  const field = [...rivals, { name: account.account, value: mine, me: true }]
    .filter((row) => row.value > 0)
    .sort((a, b) => b.value - a.value || Number(b.me) - Number(a.me));
  const ranked = field.map((row, index) => ({ ...row, rank: index + 1 }));
  const me = ranked.find((row) => row.me);
  return {
    list: ranked.slice(0, 20).map((row) => ({
      rank: row.rank,
      customerName: maskName(row.name),
      reachedValue: row.value,
      prize: row.rank <= PRIZE_SHARES.length ? seed.reward * PRIZE_SHARES[row.rank - 1]! : null,
    })),
    footer: { rank: me?.rank ?? null, reachedValue: mine, customerName: maskName(account.account) },
  };
}

/** Three steps to the target: 30%, 60% and 100%, paying 20%, 30% and 50% of the reward. */
export function milestones(seed: MissionSeed, account: Account, lang: Lang): z.input<typeof milestonesSchema> {
  const progress = missionsOf(account).progress.get(seed.missionId) ?? 0;
  const step = progressStep(seed);
  const steps: [number, number][] = [
    [30, 20],
    [60, 30],
    [100, 50],
  ];
  return steps.map(([share, rewardShare], index) => {
    const target = Math.max(step, Math.round((seed.target * share) / 100 / step) * step);
    return {
      missionId: seed.missionId,
      title: lang === 'VI' ? seed.vi.title : seed.en.title,
      milestoneId: seed.missionId * 10 + index + 1,
      sequence: index + 1,
      target,
      reward: Math.round((seed.reward * rewardShare) / 100),
      reached: progress >= target,
    };
  });
}

type TicketWire = z.input<typeof rewardTicketSchema>;

export function ticketWire(ticket: TicketRecord, lang: Lang): TicketWire {
  return {
    transactionId: ticket.transactionId,
    conditionStatus: ticket.conditionStatus,
    promotionId: ticket.promotionId,
    promotionName: lang === 'VI' ? ticket.vi : ticket.en,
    type: ticket.type,
    amount: ticket.amount,
    status: ticket.status,
    createdTime: ticket.createdTime,
    expiryTime: ticket.expiryTime,
    claimedTime: ticket.claimedTime,
  } satisfies TicketWire;
}

export function ticketsOf(account: Account, status: string, lang: Lang): TicketWire[] {
  return missionsOf(account)
    .tickets.filter((ticket) => ticket.status === status)
    .map((ticket) => ticketWire(ticket, lang));
}

// ---------------------------------------------------------------------------------------------
// Claims

export type ClaimOutcome<T> = { ok: true; value: T } | { ok: false; message: string; errorCode: string };

const refuse = (message: string, errorCode: string) => ({ ok: false as const, message, errorCode });

export function claimRaffle(account: Account, promotionId: number): ClaimOutcome<{ promotionId: number; amount: number; status: string }> {
  const seed = MISSION_SEEDS.find((mission) => mission.rafflePromotionId === promotionId);
  if (!seed) return refuse('Promotion not found', 'promotion.not.found');
  if (!targetReached(seed)) return refuse('The mission is not completed', 'promotion.not.eligible');
  const mine = missionsOf(account);
  if (mine.claimedRaffles.has(promotionId)) return refuse('This reward has already been claimed', 'promotion.already.claimed');
  mine.claimedRaffles.add(promotionId);
  post(account, { amount: seed.reward, kind: 'bonus', remark: `Mission reward: ${seed.en.title}` });
  return { ok: true, value: { promotionId, amount: seed.reward, status: 'CLAIMED' } };
}

export function claimTicket(
  account: Account,
  transactionId: string,
): ClaimOutcome<{ transactionId: string; type: string; amount: number; status: string }> {
  const ticket = missionsOf(account).tickets.find((candidate) => candidate.transactionId === transactionId);
  if (!ticket) return refuse('Ticket not found', 'ticket.not.found');
  if (ticket.status === 'CLAIMED') return refuse('This ticket has already been claimed', 'ticket.already.claimed');
  if (ticket.status === 'EXPIRED') return refuse('This ticket has expired', 'ticket.expired');
  if (ticket.conditionStatus.some((condition) => !condition.fulfilled))
    return refuse('The ticket conditions are not met yet', 'ticket.condition.not.met');
  ticket.status = 'CLAIMED';
  ticket.claimedTime = Date.now();
  if (ticket.amount > 0) post(account, { amount: ticket.amount, kind: 'bonus', remark: `Reward ticket: ${ticket.en}` });
  return { ok: true, value: { transactionId, type: ticket.type, amount: ticket.amount, status: ticket.status } };
}
