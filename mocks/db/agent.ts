/**
 * The agent centre's state: contracts between uplines and their direct downline agents, agent income
 * (posted to the wallets ledger as salary/dividend/commission entries), frozen team members and the
 * agent announcements. Teams are read from the accounts' `upline` links, money from the ledger.
 */
import type * as z from 'zod/mini';
import {
  CONTRACT_ERRORS,
  CONTRACT_KINDS,
  type agentAnnouncementSchema,
  type ContractAction,
  type contractSchemas,
  type ContractKind,
  type ContractTerms,
  type contractCapSchema,
  type contractViewSchemas,
  type incomeRecordSchema,
  type IncomeType,
  type RegisterDownlineInput,
  type teamMemberSchema,
  type teamOverviewSchema,
} from '../../app/api/agent.contract.ts';
import {
  accounts,
  createAccount,
  findAccount,
  isAgentType,
  PASSWORD_PATTERN,
  USERNAME_PATTERN,
  type Account,
  type AccountType,
} from './accounts.ts';
import { richTextOr, type Lang } from './content-authoring.ts';
import { dong, type BetRecord, type GameCategory } from './funds.ts';
import type { Rng } from './rng.ts';
import { betsOf, betTotals, fakeNow, ledgerOf, onFundsSeeded, post, sumBalance, type LedgerEntry, type LedgerKind } from './wallets.ts';
import { currentWorld, defineStore, fakeEpoch } from './world.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const lower = (name: string) => name.toLowerCase();
const ymd = (time: number) => new Date(time).toISOString().slice(0, 10);
const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);

// ---------------------------------------------------------------------------------------------------
// Contracts

/** A contract as stored: the API shape without the names and type looked up from the accounts. */
type StoredOf<K extends ContractKind> = Omit<z.input<(typeof contractSchemas)[K]>, 'uplineNickname' | 'downlineNickname' | 'downlineType'>;
export type StoredContract = { [K in ContractKind]: StoredOf<K> }[ContractKind];
type ApiContract = z.input<(typeof contractSchemas)[ContractKind]>;

/** The real-time salary is settled every 5 minutes (spec section 9). */
export const REAL_TIME_SETTLEMENT_MINUTES = 5;

/** What the merchant lets a top-level agent (no upline) offer, in percent. */
export const MERCHANT_CAPS: Record<ContractKind, Rates> = {
  dividend: { rate: 50 },
  dailySalary: { rate: 3 },
  hourlySalary: { rate: 1 },
  realTimeSalary: { profitRate: 5, lossRate: 5 },
};

const ID_PREFIX: Record<ContractKind, string> = { dividend: 'DV', dailySalary: 'DS', hourlySalary: 'HS', realTimeSalary: 'RT' };

/**
 * The seeded contracts of agent01's tree (agent01 → agent02, agent41; agent02 → agent42), one of each
 * status: agent02 gives agent42 less than it gets itself, as the lower-rate rule expects.
 */
export function seedContracts(): StoredContract[] {
  const epoch = fakeEpoch();
  const at = (daysAgo: number) => epoch - daysAgo * DAY;
  const active = (daysAgo: number) => ({
    status: 'active' as const,
    createdAt: at(daysAgo + 1),
    acceptedAt: at(daysAgo),
    updatedAt: at(daysAgo),
    endedAt: null,
    terminationRequestedBy: null,
    endReason: null,
  });
  return [
    {
      contractId: 'DV-1001',
      kind: 'dividend',
      upline: 'agent01',
      downline: 'agent02',
      ...active(40),
      terms: {
        period: 'H',
        tiers: [
          { periodValidBet: 100_000_000, periodProfitLoss: 20_000_000, activeMembers: 5, rate: 20 },
          { periodValidBet: 300_000_000, periodProfitLoss: 60_000_000, activeMembers: 10, rate: 25 },
          { periodValidBet: 800_000_000, periodProfitLoss: 150_000_000, activeMembers: 20, rate: 30 },
        ],
      },
    },
    {
      contractId: 'DV-1002',
      kind: 'dividend',
      upline: 'agent01',
      downline: 'agent41',
      status: 'offered',
      createdAt: at(2),
      updatedAt: at(2),
      acceptedAt: null,
      endedAt: null,
      terminationRequestedBy: null,
      endReason: null,
      terms: {
        period: 'M',
        tiers: [
          { periodValidBet: 50_000_000, periodProfitLoss: 10_000_000, activeMembers: 3, rate: 15 },
          { periodValidBet: 200_000_000, periodProfitLoss: 40_000_000, activeMembers: 8, rate: 20 },
        ],
      },
    },
    {
      contractId: 'DV-1003',
      kind: 'dividend',
      upline: 'agent02',
      downline: 'agent42',
      ...active(25),
      terms: {
        period: 'H',
        tiers: [
          { periodValidBet: 50_000_000, periodProfitLoss: 10_000_000, activeMembers: 3, rate: 15 },
          { periodValidBet: 200_000_000, periodProfitLoss: 40_000_000, activeMembers: 8, rate: 25 },
        ],
      },
    },
    {
      contractId: 'DS-2001',
      kind: 'dailySalary',
      upline: 'agent01',
      downline: 'agent02',
      ...active(35),
      terms: {
        tiers: [
          { dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.5 },
          { dailyBetAmount: 50_000_000, activeMembers: 8, rate: 0.8 },
          { dailyBetAmount: 150_000_000, activeMembers: 15, rate: 1.2 },
        ],
      },
    },
    {
      contractId: 'DS-2002',
      kind: 'dailySalary',
      upline: 'agent01',
      downline: 'agent41',
      status: 'rejected',
      createdAt: at(20),
      updatedAt: at(19),
      acceptedAt: null,
      endedAt: at(19),
      terminationRequestedBy: null,
      endReason: null,
      terms: { tiers: [{ dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.4 }] },
    },
    {
      contractId: 'DS-2003',
      kind: 'dailySalary',
      upline: 'agent02',
      downline: 'agent42',
      ...active(22),
      terms: {
        tiers: [
          { dailyBetAmount: 10_000_000, activeMembers: 3, rate: 0.5 },
          { dailyBetAmount: 50_000_000, activeMembers: 6, rate: 1 },
        ],
      },
    },
    {
      contractId: 'HS-3001',
      kind: 'hourlySalary',
      upline: 'agent01',
      downline: 'agent02',
      ...active(30),
      status: 'terminationRequested',
      updatedAt: at(1),
      terminationRequestedBy: 'downline',
      terms: {
        tiers: [
          { hourlyBetAmount: 2_000_000, rate: 0.2 },
          { hourlyBetAmount: 10_000_000, rate: 0.4 },
          { hourlyBetAmount: 30_000_000, rate: 0.6 },
        ],
      },
    },
    {
      contractId: 'HS-3002',
      kind: 'hourlySalary',
      upline: 'agent01',
      downline: 'agent41',
      ...active(45),
      status: 'terminated',
      updatedAt: at(12),
      endedAt: at(12),
      endReason: 'requested',
      terms: {
        tiers: [
          { hourlyBetAmount: 2_000_000, rate: 0.15 },
          { hourlyBetAmount: 10_000_000, rate: 0.3 },
        ],
      },
    },
    {
      contractId: 'RT-4001',
      kind: 'realTimeSalary',
      upline: 'agent01',
      downline: 'agent02',
      ...active(30),
      terms: { profitRate: 0.8, lossRate: 1.5, singleBetAmount: 10_000 },
    },
    {
      contractId: 'RT-4002',
      kind: 'realTimeSalary',
      upline: 'agent02',
      downline: 'agent42',
      status: 'offered',
      createdAt: at(1),
      updatedAt: at(1),
      acceptedAt: null,
      endedAt: null,
      terminationRequestedBy: null,
      endReason: null,
      terms: { profitRate: 0.5, lossRate: 1, singleBetAmount: 20_000 },
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Announcements

type AnnouncementFixture = z.input<typeof agentAnnouncementSchema>;

/** An announcement as the back office keeps it: its title and body in each authored language. */
interface StoredAnnouncement extends Pick<AnnouncementFixture, 'id' | 'pinned' | 'timestamp'> {
  copy: Record<Lang, Pick<AnnouncementFixture, 'title' | 'content'>>;
}

export function seedAgentAnnouncements(): StoredAnnouncement[] {
  const epoch = fakeEpoch();
  const at = (daysAgo: number, hour: number) => epoch - daysAgo * DAY + (hour - 12) * HOUR;
  return [
    {
      id: 'AA-0107',
      pinned: true,
      timestamp: at(1, 9),
      copy: {
        EN: {
          title: 'Agent commission policy for December',
          content:
            "<p><strong>From 1 December 2026</strong>, agent commission is worked out on the team's net profit.</p><ul><li>Net profit 10,000,000 VND or more: <strong>35%</strong></li><li>Net profit 3,000,000 VND or more: <strong>30%</strong></li><li>Below: 25%</li></ul><p>Commission is paid every Monday before 12:00.</p>",
        },
        VI: {
          title: 'Chính sách hoa hồng đại lý tháng 12',
          content:
            '<p><strong>Từ ngày 01/12/2026</strong>, hoa hồng đại lý được tính theo lợi nhuận ròng của đội.</p><ul><li>Lợi nhuận ròng từ 10.000.000 VND: <strong>35%</strong></li><li>Lợi nhuận ròng từ 3.000.000 VND: <strong>30%</strong></li><li>Thấp hơn: 25%</li></ul><p>Hoa hồng được trả vào thứ Hai hằng tuần trước 12:00.</p>',
        },
      },
    },
    {
      id: 'AA-0106',
      pinned: false,
      timestamp: at(3, 15),
      copy: {
        EN: {
          title: 'Real-time salary now settles every 5 minutes',
          content:
            '<p>Real-time salary contracts are now settled <strong>every 5 minutes</strong>. Each settlement appears under <em>My Income</em> as soon as it is paid.</p>',
        },
        VI: {
          title: 'Lương thời gian thực nay được quyết toán mỗi 5 phút',
          content:
            '<p>Hợp đồng lương thời gian thực nay được quyết toán <strong>mỗi 5 phút</strong>. Mỗi lần quyết toán hiện trong <em>Thu nhập của tôi</em> ngay khi được trả.</p>',
        },
      },
    },
    {
      id: 'AA-0105',
      pinned: false,
      timestamp: at(6, 10),
      copy: {
        EN: {
          title: 'Team report maintenance',
          content:
            '<p>The report system will be under maintenance from <strong>02:00 to 04:00</strong> on 15/11/2026. During that time the <em>Overview</em> and <em>Profit and Loss</em> figures may update late.</p>',
        },
        VI: {
          title: 'Bảo trì hệ thống báo cáo đội nhóm',
          content:
            '<p>Hệ thống báo cáo sẽ bảo trì từ <strong>02:00 đến 04:00</strong> ngày 15/11/2026. Trong thời gian này, số liệu <em>Tổng quan</em> và <em>Lãi lỗ</em> có thể chậm cập nhật.</p>',
        },
      },
    },
    {
      id: 'AA-0104',
      pinned: false,
      timestamp: at(10, 11),
      copy: {
        EN: {
          title: 'New: register downline agents from the Account page',
          content:
            '<p>Agents of level 1 and 2 can now open sub-agent accounts from <strong>Account</strong>. Sub-agents start without contracts; offer one from <em>Dividend</em> or <em>Daily Salary</em>.</p>',
        },
        VI: {
          title: 'Mới: đăng ký đại lý cấp dưới từ trang Tài khoản',
          content:
            '<p>Đại lý cấp 1 và 2 nay có thể mở tài khoản đại lý cấp dưới từ <strong>Tài khoản</strong>. Đại lý cấp dưới bắt đầu chưa có hợp đồng; hãy đề nghị một hợp đồng từ <em>Cổ tức</em> hoặc <em>Lương ngày</em>.</p>',
        },
      },
    },
    {
      id: 'AA-0103',
      pinned: false,
      timestamp: at(17, 14),
      copy: {
        EN: {
          title: 'Top agents of October',
          content:
            "<p>Congratulations to October's best agents! The <strong>5,000,000 VND</strong> rewards are in their main wallets.</p><ol><li>agent0** — 1,240 active members</li><li>vnstar** — 986 active members</li></ol>",
        },
        VI: {
          title: 'Thưởng đại lý xuất sắc tháng 10',
          content:
            '<p>Chúc mừng các đại lý đạt thành tích cao nhất tháng 10! Phần thưởng <strong>5.000.000 VND</strong> đã được chuyển vào ví chính.</p><ol><li>agent0** — 1.240 thành viên hoạt động</li><li>vnstar** — 986 thành viên hoạt động</li></ol>',
        },
      },
    },
    {
      id: 'AA-0102',
      pinned: false,
      timestamp: at(28, 9),
      copy: {
        EN: {
          title: 'Daily salary tiers updated',
          content:
            '<p>Daily salary tiers now count <strong>active members</strong> (at least one valid bet of 100 VND that day) as well as the daily bet amount.</p>',
        },
        VI: {
          title: 'Cập nhật các bậc lương ngày',
          content:
            '<p>Các bậc lương ngày nay tính cả <strong>thành viên hoạt động</strong> (ít nhất một cược hợp lệ 100 VND trong ngày) bên cạnh tổng cược trong ngày.</p>',
        },
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// State

export interface AgentState {
  contracts: StoredContract[];
  counter: number;
  /** Team accounts the back office froze (team management shows them as frozen). */
  frozen: Set<string>;
  /** Ledger entry id → income type, for the entries this store posted. */
  incomeTypes: Map<string, IncomeType>;
  announcements: StoredAnnouncement[];
  /** Draws for accounts created through the register centre. */
  rng: Rng;
}

let seedingIncome = false;

export const agentState = defineStore<AgentState>('agent', (rng) => {
  const state: AgentState = {
    contracts: seedContracts(),
    counter: 5000,
    frozen: new Set(),
    incomeTypes: new Map(),
    announcements: seedAgentAnnouncements(),
    rng,
  };
  const team = [...accounts().byAccount.values()].filter((a) => a.account.startsWith('team'));
  for (const account of rng.shuffle(team).slice(0, 2)) state.frozen.add(lower(account.account));
  seedingIncome = true;
  try {
    seedIncome(state, rng);
  } finally {
    seedingIncome = false;
  }
  return state;
});

// An agent's seeded income belongs to its wallet history: reading an agent's money builds it, so the
// wallet pages never show an agent without it (seeding posts to other agents, hence the guard).
onFundsSeeded((account) => {
  if (!seedingIncome && isAgentType(account.type)) agentState();
});

// ---------------------------------------------------------------------------------------------------
// Income (posted to the wallets ledger)

const INCOME_LEDGER_KIND: Record<IncomeType, LedgerKind> = {
  commission: 'rebate',
  dividend: 'dividend',
  dailySalary: 'salary',
  hourlySalary: 'salary',
  realTimeSalary: 'salary',
};

/** When each income is paid (back from the world's epoch), newest first, and what it pays in dong (scaled down below the top level). */
const incomeSchedule = (
  epoch: number,
): Record<IncomeType, { times: number[]; min: number; max: number; remark: (time: number) => string }> => ({
  commission: {
    times: Array.from({ length: 6 }, (_, k) => epoch - k * 7 * DAY - 2 * HOUR),
    min: 300_000,
    max: 1_500_000,
    remark: (t) => `Agent commission, week to ${ymd(t)}`,
  },
  dividend: {
    times: Array.from({ length: 4 }, (_, k) => epoch - k * 15 * DAY - 9 * HOUR),
    min: 1_500_000,
    max: 6_000_000,
    remark: (t) => `Dividend, period to ${ymd(t)}`,
  },
  dailySalary: {
    times: Array.from({ length: 14 }, (_, k) => epoch - k * DAY - 10 * HOUR),
    min: 80_000,
    max: 400_000,
    remark: (t) => `Daily salary for ${ymd(t - DAY)}`,
  },
  hourlySalary: {
    times: Array.from({ length: 24 }, (_, k) => epoch - k * HOUR),
    min: 5_000,
    max: 40_000,
    remark: (t) => `Hourly salary ${hhmm(t - HOUR)}–${hhmm(t)}`,
  },
  realTimeSalary: {
    times: Array.from({ length: 24 }, (_, k) => epoch - k * REAL_TIME_SETTLEMENT_MINUTES * MINUTE),
    min: 500,
    max: 8_000,
    remark: (t) => `Real-time salary ${hhmm(t - REAL_TIME_SETTLEMENT_MINUTES * MINUTE)}–${hhmm(t)}`,
  },
});

const INCOME_KIND_OF_CONTRACT: Record<ContractKind, IncomeType> = {
  dividend: 'dividend',
  dailySalary: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realTimeSalary: 'realTimeSalary',
};

/** Agents earn commission always, contract income while an accepted contract ran (a top-level agent always). */
function seedIncome(state: AgentState, rng: Rng): void {
  const schedules = incomeSchedule(fakeEpoch());
  for (const agent of accounts().byAccount.values()) {
    if (!isAgentType(agent.type)) continue;
    const topLevel = agent.upline === undefined;
    const scale = topLevel ? 1 : 0.4;
    const windows: [IncomeType, number, number][] = [['commission', 0, Infinity]];
    for (const kind of CONTRACT_KINDS) {
      if (topLevel) windows.push([INCOME_KIND_OF_CONTRACT[kind], 0, Infinity]);
      for (const c of state.contracts) {
        if (c.kind === kind && c.downline === lower(agent.account) && c.acceptedAt)
          windows.push([INCOME_KIND_OF_CONTRACT[kind], c.acceptedAt, c.endedAt ?? Infinity]);
      }
    }
    for (const [type, from, to] of windows) {
      const schedule = schedules[type];
      for (const time of schedule.times) {
        if (time < from || time >= to) continue;
        const value = dong((schedule.min + rng.next() * (schedule.max - schedule.min)) * scale);
        const entry = post(agent, { amount: value, kind: INCOME_LEDGER_KIND[type], remark: schedule.remark(time), time });
        state.incomeTypes.set(entry.id, type);
      }
    }
  }
}

function incomeTypeOf(state: AgentState, entry: LedgerEntry): IncomeType | undefined {
  const tagged = state.incomeTypes.get(entry.id);
  if (tagged) return tagged;
  // Salary and dividend entries posted elsewhere (none today) still count as income.
  if (entry.kind === 'dividend') return 'dividend';
  if (entry.kind === 'salary') return 'dailySalary';
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Results

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string; errorCode: string; value?: unknown };
const refuse = (message: string, errorCode: string, value?: unknown): Outcome<never> => ({ ok: false, message, errorCode, value });

// ---------------------------------------------------------------------------------------------------
// Team (the rows in the wire shape of each call; the handlers page them)

export interface TeamEntry {
  account: Account;
  level: number;
}

/** Everyone below the agent, breadth first (level 1 = direct downlines). */
export function teamOf(root: Account): TeamEntry[] {
  const children = new Map<string, Account[]>();
  for (const account of accounts().byAccount.values()) {
    if (!account.upline) continue;
    const key = lower(account.upline);
    children.set(key, [...(children.get(key) ?? []), account]);
  }
  const team: TeamEntry[] = [];
  let frontier = [root];
  for (let level = 1; frontier.length > 0; level++) {
    const next = frontier.flatMap((a) => children.get(lower(a.account)) ?? []);
    team.push(...next.map((account) => ({ account, level })));
    frontier = next;
  }
  return team;
}

export interface Window {
  startTime: number;
  endTime: number;
}

/** Both ends inclusive, as the wallet records. */
const inWindow = (time: number, window: Window) => time >= window.startTime && time <= window.endTime;

type MoneyTotals = Record<
  'depositAmount' | 'withdrawalAmount' | 'betAmount' | 'validBetAmount' | 'payoutAmount' | 'winLoss' | 'bonusAmount' | 'rebateAmount',
  number
>;

/** An account's money in the window: bets from its bet records (cancelled ones count nowhere), the rest from its ledger. */
function moneyOf(state: AgentState, account: Account, window: Window): MoneyTotals & { betCount: number; depositCount: number } {
  const bets = betTotals(betsOf(account).filter((b) => inWindow(b.betTime, window)));
  let depositAmount = 0;
  let depositCount = 0;
  let withdrawalAmount = 0;
  let bonusAmount = 0;
  let rebateAmount = 0;
  for (const entry of ledgerOf(account)) {
    if (!inWindow(entry.time, window)) continue;
    if (entry.kind === 'deposit') {
      depositAmount += entry.amount;
      depositCount++;
    }
    // Withdrawals are debits; an amount returned after a partial receipt is a credit of the same kind.
    else if (entry.kind === 'withdrawal') withdrawalAmount -= entry.amount;
    else if (entry.kind === 'bonus') bonusAmount += entry.amount;
    // An agent's commission is its income, not a rebate the team was paid.
    else if (entry.kind === 'rebate' && !state.incomeTypes.has(entry.id)) rebateAmount += entry.amount;
  }
  return {
    betCount: bets.betCount,
    depositCount,
    depositAmount,
    withdrawalAmount,
    betAmount: bets.stake,
    validBetAmount: bets.validBet,
    payoutAmount: bets.payout,
    winLoss: bets.winLoss,
    bonusAmount,
    rebateAmount,
  };
}

const roundAll = <K extends string>(totals: Record<K, number>): Record<K, number> =>
  Object.fromEntries(Object.entries<number>(totals).map(([k, v]) => [k, dong(v)])) as Record<K, number>;

function addInto<K extends string>(sum: Record<K, number>, add: Record<K, number>): void {
  for (const key of Object.keys(add) as K[]) sum[key] += add[key];
}

const zeroMoney = (): MoneyTotals => ({
  depositAmount: 0,
  withdrawalAmount: 0,
  betAmount: 0,
  validBetAmount: 0,
  payoutAmount: 0,
  winLoss: 0,
  bonusAmount: 0,
  rebateAmount: 0,
});

/** The report totals in the AGENT_INDEX vocabulary; the result is the members' side (win/loss plus promotions and rebates). */
function reportTotals(money: MoneyTotals) {
  const m = roundAll(money);
  return {
    totalDeposit: m.depositAmount,
    totalWithdrawal: m.withdrawalAmount,
    totalBet: m.betAmount,
    totalValidBet: m.validBetAmount,
    totalWin: m.payoutAmount,
    totalPromotion: m.bonusAmount,
    totalRebate: m.rebateAmount,
    totalPNL: dong(money.winLoss + money.bonusAmount + money.rebateAmount),
  };
}

const matches = (account: Account, search: string | undefined) => !search || lower(account.account).includes(lower(search));

export function teamOverview(caller: Account, window: Window): z.input<typeof teamOverviewSchema> {
  const state = agentState();
  const team = teamOf(caller);
  const sum = zeroMoney();
  let betCount = 0;
  let depositCount = 0;
  let profitSharing = 0;
  let dailyIncome = 0;
  for (const { account } of team) {
    const { betCount: bets, depositCount: deposits, ...money } = moneyOf(state, account, window);
    betCount += bets;
    depositCount += deposits;
    addInto(sum, money);
    for (const entry of ledgerOf(account)) {
      if (!inWindow(entry.time, window)) continue;
      if (entry.kind === 'dividend') profitSharing += entry.amount;
      else if (entry.kind === 'salary') dailyIncome += entry.amount;
    }
  }
  return {
    totalRegisterCount: team.filter((m) => inWindow(m.account.regDate, window)).length,
    totalLoginCount: team.filter((m) => inWindow(m.account.lastLoginDate, window)).length,
    totalDepositCount: depositCount,
    totalBetCount: betCount,
    ...reportTotals(sum),
    totalProfitSharing: dong(profitSharing),
    totalDailyIncome: dong(dailyIncome),
  };
}

export interface TeamMembersFilter {
  /** Part of a username. */
  account?: string;
  /** Only this team member's direct downlines (case-insensitive); someone outside the caller's team matches no one. */
  upline?: string;
  status?: 'normal' | 'frozen';
}

/** The downline list, newest registration first. */
export function teamMembers(caller: Account, filter: TeamMembersFilter): z.input<typeof teamMemberSchema>[] {
  const state = agentState();
  return teamOf(caller)
    .filter(({ account }) => {
      if (!matches(account, filter.account)) return false;
      if (filter.upline !== undefined && lower(account.upline ?? '') !== lower(filter.upline)) return false;
      if (filter.status && (filter.status === 'frozen') !== state.frozen.has(lower(account.account))) return false;
      return true;
    })
    .sort((a, b) => b.account.regDate - a.account.regDate || a.account.account.localeCompare(b.account.account))
    .map(({ account, level }) => ({
      customerName: account.account,
      isAgent: isAgentType(account.type) ? 1 : 0,
      nickname: account.nickname,
      level,
      directAgentName: account.upline ?? '',
      balance: sumBalance(account),
      teamSize: isAgentType(account.type) ? teamOf(account).length : 0,
      regDate: account.regDate,
      lastLoginDate: account.lastLoginDate,
      status: state.frozen.has(lower(account.account)) ? ('frozen' as const) : ('normal' as const),
    }));
}

/**
 * Whose bets or ledger a subordinate filter asks for: '' the whole team, a name that one account if it
 * is the caller or in its team (no one otherwise); no filter at all, the caller alone (the member's
 * own record on the same relays).
 */
export function subordinatesOf(caller: Account, subordinateName: string | null): Account[] {
  if (subordinateName === null) return [caller];
  const team = teamOf(caller).map((entry) => entry.account);
  if (subordinateName === '') return team;
  const wanted = lower(subordinateName);
  return [caller, ...team].filter((account) => lower(account.account) === wanted);
}

const newestBetsOf = (accounts: readonly Account[], window: Window, keep: (bet: BetRecord) => boolean) =>
  accounts
    .flatMap((account) => betsOf(account).filter((bet) => inWindow(bet.betTime, window) && keep(bet)))
    .sort((a, b) => b.betTime - a.betTime || b.betId.localeCompare(a.betId));

/** Lottery status codes: 0 processing, 1 won, 2 not won, 3 cancelled, 4 tie. */
function lotteryStatus(bet: BetRecord): number {
  if (bet.status === 'CANCELLED') return 3;
  if (bet.status === 'UNSETTLED') return 0;
  if (bet.payout > bet.stake) return 1;
  return bet.payout === bet.stake ? 4 : 2;
}

/** ODSFE2_lottTeamBet: the lottery bets (prizeModeId 1 LOTT, 3 ELOTT) of the accounts, every status, with the footer. */
export function lotteryBets(accounts: readonly Account[], window: Window, prizeModeId: '1' | '3') {
  const category: GameCategory = prizeModeId === '3' ? 'ELOTT' : 'LOTT';
  const bets = newestBetsOf(accounts, window, (bet) => bet.game.gameType === category);
  const totals = betTotals(bets);
  return {
    rows: bets.map((bet) => ({
      orderDetailId: bet.betId,
      abbrOrderNo: bet.betId.slice(-10),
      customerName: bet.account,
      directAgentName: findAccount(bet.account)?.upline ?? '',
      gameName: bet.game.gameName,
      status: lotteryStatus(bet),
      betAmount: dong(bet.stake),
      validBetAmount: dong(bet.validBet),
      winAmount: dong(bet.payout),
      betTimeInTimestamp: bet.betTime,
    })),
    footer: { betAmount: totals.stake, winAmount: totals.payout, validBetAmount: totals.validBet },
  };
}

/** Each team member's money in the window (those with none left out), the most staked first, and the filter's totals. */
export function teamProfitLoss(caller: Account, window: Window, filter: { account?: string }) {
  const state = agentState();
  const sum = zeroMoney();
  const rows: (ReturnType<typeof reportTotals> & { customerName: string })[] = [];
  for (const { account } of teamOf(caller)) {
    if (!matches(account, filter.account)) continue;
    const { betCount, depositCount, ...money } = moneyOf(state, account, window);
    if (betCount === 0 && depositCount === 0 && money.withdrawalAmount === 0 && money.bonusAmount === 0 && money.rebateAmount === 0)
      continue;
    addInto(sum, money);
    rows.push({ customerName: account.account, ...reportTotals(money) });
  }
  rows.sort((a, b) => b.totalBet - a.totalBet || a.customerName.localeCompare(b.customerName));
  return { rows, footer: reportTotals(sum) };
}

/** The agent's income in the window, newest first; the footer is the whole window's per kind, whatever the kind filter. */
export function myIncome(caller: Account, window: Window, filter: { incomeType?: IncomeType }) {
  const state = agentState();
  const footer = { commission: 0, dividend: 0, dailySalary: 0, hourlySalary: 0, realTimeSalary: 0, total: 0 };
  const rows: z.input<typeof incomeRecordSchema>[] = [];
  for (const entry of ledgerOf(caller)) {
    const incomeType = incomeTypeOf(state, entry);
    if (!incomeType || !inWindow(entry.time, window)) continue;
    footer[incomeType] += entry.amount;
    footer.total += entry.amount;
    if (filter.incomeType && incomeType !== filter.incomeType) continue;
    rows.push({ id: entry.id, incomeType, amount: entry.amount, balanceAfter: entry.balanceAfter, time: entry.time, remark: entry.remark });
  }
  return { rows, footer: roundAll(footer) };
}

/** The announcements in the caller's language (the request's Language header), pinned first, newest first. */
export function agentAnnouncements(language: Lang): z.input<typeof agentAnnouncementSchema>[] {
  const list = currentWorld().emptyCatalogues
    ? []
    : [...agentState().announcements].sort((a, b) => Number(b.pinned ?? false) - Number(a.pinned ?? false) || b.timestamp - a.timestamp);
  return list.map(({ copy, ...item }) => ({ ...item, title: copy[language].title, content: richTextOr(copy[language].content ?? '') }));
}

// ---------------------------------------------------------------------------------------------------
// Register centre

/** A sub-agent's type follows from its upline's; 41 and 42 are the last level and register members only. */
const SUB_AGENT_TYPE: Partial<Record<AccountType, AccountType>> = { 1: 2, 2: 42 };

/** The account opened, as the fake platform keeps it; the call answers only its registration time (designed). */
export function registerDownline(caller: Account, input: Partial<Record<keyof RegisterDownlineInput, unknown>>): Outcome<Account> {
  const state = agentState();
  const username = typeof input.username === 'string' ? input.username.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  // The platform's registration rules (accounts.ts), as for a member registering itself.
  if (!USERNAME_PATTERN.test(username))
    return refuse('The username must be 4-16 letters and digits, starting with a letter', CONTRACT_ERRORS.invalid);
  if (!PASSWORD_PATTERN.test(password)) return refuse('The password must be 6-12 letters and digits', CONTRACT_ERRORS.invalid);
  if (input.confirmPassword !== password) return refuse('Passwords do not match', 'password.not.match');
  if (input.accountType !== 'member' && input.accountType !== 'agent')
    return refuse('accountType must be member or agent', CONTRACT_ERRORS.invalid);
  const nickname = typeof input.nickname === 'string' ? input.nickname.trim() : '';
  if (nickname.length > 20) return refuse('The nickname is at most 20 characters', CONTRACT_ERRORS.invalid);
  if (findAccount(username)) return refuse('The username is already taken', 'user.exist');
  let type: AccountType = 0;
  if (input.accountType === 'agent') {
    const subType = SUB_AGENT_TYPE[caller.type];
    if (subType === undefined) return refuse('This agent level cannot open agent accounts', 'agent.level.max');
    type = subType;
  }
  const account = createAccount(accounts(), state.rng, {
    account: username,
    password,
    type,
    upline: caller.account,
    nickname: nickname || username,
  });
  return { ok: true, value: account };
}

// ---------------------------------------------------------------------------------------------------
// Contract logic

type Rates = z.infer<typeof contractCapSchema>;

/** A contract's headline rates: the top tier's rate, or the real-time salary's two rates. */
export function ratesOf(terms: ContractTerms): Rates {
  if ('tiers' in terms) return { rate: Math.max(...terms.tiers.map((t) => t.rate)) };
  return { profitRate: terms.profitRate, lossRate: terms.lossRate };
}

/** Whether `a` pays more than `b` on any rate they share. */
export function paysMore(a: Rates, b: Rates): boolean {
  return (['rate', 'profitRate', 'lossRate'] as const).some((key) => {
    const x = a[key];
    const y = b[key];
    return x !== undefined && x !== null && y !== undefined && y !== null && x > y;
  });
}

/** The money thresholds of contract terms (rates, counts and periods are not money). */
const TERM_AMOUNTS = new Set(['periodValidBet', 'periodProfitLoss', 'dailyBetAmount', 'hourlyBetAmount', 'singleBetAmount']);

/** Whether every money threshold of the terms is a whole number of dong (dong has no decimals). */
export function wholeDongTerms(terms: ContractTerms): boolean {
  const parts: object[] = 'tiers' in terms ? terms.tiers : [terms];
  return parts.every((part) => Object.entries(part).every(([key, value]) => !TERM_AMOUNTS.has(key) || Number.isSafeInteger(value)));
}

/** Statuses in which a contract binds its parties. */
const IN_FORCE = new Set(['active', 'terminationRequested']);

/** The most the agent may offer: its own contract in force, the merchant's cap at the top level, or nothing. */
function capOf(state: AgentState, kind: ContractKind, agent: Account): Rates | null {
  if (!agent.upline) return MERCHANT_CAPS[kind];
  const own = state.contracts.find((c) => c.kind === kind && c.downline === lower(agent.account) && IN_FORCE.has(c.status));
  return own ? ratesOf(own.terms) : null;
}

function toApi(contract: StoredContract): ApiContract {
  const upline = findAccount(contract.upline);
  const downline = findAccount(contract.downline);
  return {
    ...contract,
    uplineNickname: upline?.nickname ?? '',
    downlineNickname: downline?.nickname ?? '',
    downlineType: downline?.type ?? 0,
  };
}

const newestFirst = (a: StoredContract, b: StoredContract) => b.createdAt - a.createdAt || b.contractId.localeCompare(a.contractId);

export function contractView(kind: ContractKind, caller: Account): z.input<(typeof contractViewSchemas)[ContractKind]> {
  const state = agentState();
  const me = lower(caller.account);
  const ofKind = state.contracts.filter((c) => c.kind === kind).sort(newestFirst);
  const interval = REAL_TIME_SETTLEMENT_MINUTES * MINUTE;
  return {
    received: ofKind.filter((c) => c.downline === me).map(toApi),
    issued: ofKind.filter((c) => c.upline === me).map(toApi),
    downlines: teamOf(caller)
      .filter(({ account, level }) => level === 1 && isAgentType(account.type))
      .map(({ account }) => ({ account: account.account, nickname: account.nickname, type: account.type })),
    cap: capOf(state, kind, caller),
    settlementIntervalMinutes: kind === 'realTimeSalary' ? REAL_TIME_SETTLEMENT_MINUTES : null,
    nextSettlementAt: kind === 'realTimeSalary' ? Math.ceil(fakeNow() / interval) * interval : null,
  } as z.input<(typeof contractViewSchemas)[ContractKind]>;
}

export interface ContractActionResult {
  contract: ApiContract;
  terminated: ApiContract[];
}

function end(contract: StoredContract, reason: StoredContract['endReason'], now: number): void {
  contract.status = 'terminated';
  contract.endReason = reason;
  contract.terminationRequestedBy = null;
  contract.endedAt = now;
  contract.updatedAt = now;
}

/** Offer, accept, reject and termination (spec section 4), for one kind of contract. */
export function processContractAction(kind: ContractKind, caller: Account, action: ContractAction): Outcome<ContractActionResult> {
  const state = agentState();
  const me = lower(caller.account);
  const now = fakeNow();

  if (action.action === 'offer') {
    if (!wholeDongTerms(action.terms as ContractTerms)) return refuse('Contract amounts must be whole dong', CONTRACT_ERRORS.invalid);
    const downline = findAccount(action.downline);
    if (!downline || lower(downline.upline ?? '') !== me || !isAgentType(downline.type))
      return refuse('The account is not one of your direct downline agents', CONTRACT_ERRORS.notDownline);
    const cap = capOf(state, kind, caller);
    if (!cap) return refuse('You have no contract of this kind to share with a downline', CONTRACT_ERRORS.noOwnContract);
    const offered = ratesOf(action.terms as ContractTerms);
    if (paysMore(offered, cap)) return refuse('The rate is higher than your own contract allows', CONTRACT_ERRORS.rateExceeds, { cap });
    const target = lower(downline.account);
    if (state.contracts.some((c) => c.kind === kind && c.upline === me && c.downline === target && c.status === 'offered')) {
      return refuse('An offer to this downline is still waiting for an answer', CONTRACT_ERRORS.pending);
    }
    const affected = state.contracts.filter(
      (c) =>
        c.kind === kind && c.upline === target && (c.status === 'offered' || IN_FORCE.has(c.status)) && paysMore(ratesOf(c.terms), offered),
    );
    if (affected.length > 0 && !action.confirm) {
      return refuse(
        'The rate is lower than what this downline gives its own downlines; confirm to end those contracts',
        CONTRACT_ERRORS.lowerRate,
        { affected: affected.map(toApi) },
      );
    }
    for (const c of affected) end(c, 'lowerUplineRate', now);
    state.counter++;
    const contract = {
      contractId: `${ID_PREFIX[kind]}-${state.counter}`,
      kind,
      upline: me,
      downline: target,
      status: 'offered',
      terms: action.terms,
      terminationRequestedBy: null,
      endReason: null,
      createdAt: now,
      updatedAt: now,
      acceptedAt: null,
      endedAt: null,
    } as StoredContract;
    state.contracts.push(contract);
    return { ok: true, value: { contract: toApi(contract), terminated: affected.map(toApi) } };
  }

  const contract = state.contracts.find((c) => c.kind === kind && c.contractId === action.contractId);
  if (!contract) return refuse('The contract does not exist', CONTRACT_ERRORS.notFound);
  const side = contract.upline === me ? 'upline' : contract.downline === me ? 'downline' : undefined;
  if (!side) return refuse('You are not a party to this contract', CONTRACT_ERRORS.notParty);
  const wrongStatus = () =>
    refuse(
      `The contract is ${contract.status}; it cannot be ${action.action === 'terminate' ? 'ended' : action.action} now`,
      CONTRACT_ERRORS.wrongStatus,
    );
  const done = (): Outcome<ContractActionResult> => {
    contract.updatedAt = now;
    return { ok: true, value: { contract: toApi(contract), terminated: [] } };
  };

  switch (action.action) {
    case 'accept':
    case 'reject': {
      if (side !== 'downline') return refuse('Only the downline answers an offer', CONTRACT_ERRORS.notParty);
      if (contract.status !== 'offered') return wrongStatus();
      if (action.action === 'reject') {
        contract.status = 'rejected';
        contract.endedAt = now;
        return done();
      }
      // The accepted offer replaces the pair's contract in force.
      for (const c of state.contracts) {
        if (c !== contract && c.kind === kind && c.upline === contract.upline && c.downline === contract.downline && IN_FORCE.has(c.status))
          end(c, 'superseded', now);
      }
      contract.status = 'active';
      contract.acceptedAt = now;
      return done();
    }
    case 'terminate': {
      if (contract.status === 'offered' && side === 'upline') {
        end(contract, 'withdrawn', now);
        return done();
      }
      if (contract.status !== 'active') return wrongStatus();
      contract.status = 'terminationRequested';
      contract.terminationRequestedBy = side;
      return done();
    }
    case 'confirmTerminate':
    case 'rejectTerminate': {
      if (contract.status !== 'terminationRequested') return wrongStatus();
      if (contract.terminationRequestedBy === side) return refuse('The other side answers a termination request', CONTRACT_ERRORS.notParty);
      if (action.action === 'confirmTerminate') end(contract, 'requested', now);
      else {
        contract.status = 'active';
        contract.terminationRequestedBy = null;
        contract.updatedAt = now;
      }
      return done();
    }
  }
}
