/**
 * Members, agents and sessions. Seeded accounts (password `Abc12345`, payment password `123456`) let
 * designers and QA log in to the dev app; scenarios start logged in as one of them.
 */
import type { Rng } from './rng.ts';
import { defineStore, FAKE_EPOCH, type SeededLogin } from './world.ts';

/** Member type codes: 1, 2, 41, 42 agents; 4 trial (free play); 0 a plain member (the platform's code for it was not seen). */
export type AccountType = 0 | 1 | 2 | 4 | 41 | 42;

export interface Account {
  id: number;
  account: string;
  password: string;
  paymentPassword: string;
  nickname: string;
  type: AccountType;
  /** The upline's account, for agents' teams. */
  upline?: string;
  /** May transfer funds to the upline. */
  toUpline: boolean;
  rankLevel: number;
  countryDialingCode: string;
  mobile: string;
  email: string;
  fullName: string;
  birthday: string;
  telegram: string;
  regDate: number;
  lastLoginDate: number;
  referralCode: string;
  avatar: string;
  firstTimeLogin: boolean;
  /** Forced change on next login (the password-expired scenario sets it on every account). */
  passwordExpired: boolean;
}

export const SEEDED_PASSWORD = 'Abc12345';
export const SEEDED_PAYMENT_PASSWORD = '123456';

/** VIP ranks: the club label of a member (rank above 4 gets the VIP service channel). */
export const RANKS = [
  { rankLevel: 0, labelName: 'VIP0', color: '#ffffff', color2: '#6b7280', depositRequired: 0, betRequired: 0 },
  { rankLevel: 1, labelName: 'VIP1', color: '#ffffff', color2: '#15803d', depositRequired: 1_000, betRequired: 5_000 },
  { rankLevel: 2, labelName: 'VIP2', color: '#ffffff', color2: '#0e7490', depositRequired: 5_000, betRequired: 25_000 },
  { rankLevel: 3, labelName: 'VIP3', color: '#ffffff', color2: '#1d4ed8', depositRequired: 20_000, betRequired: 100_000 },
  { rankLevel: 4, labelName: 'VIP4', color: '#ffffff', color2: '#6d28d9', depositRequired: 50_000, betRequired: 300_000 },
  { rankLevel: 5, labelName: 'VIP5', color: '#1f2937', color2: '#facc15', depositRequired: 100_000, betRequired: 800_000 },
  { rankLevel: 6, labelName: 'VIP6', color: '#1f2937', color2: '#fb923c', depositRequired: 300_000, betRequired: 2_000_000 },
  { rankLevel: 7, labelName: 'VIP7', color: '#ffffff', color2: '#be123c', depositRequired: 800_000, betRequired: 6_000_000 },
  { rankLevel: 8, labelName: 'VIP8', color: '#ffffff', color2: '#111827', depositRequired: 2_000_000, betRequired: 15_000_000 },
] as const;

export function rankOf(level: number) {
  return RANKS[Math.max(0, Math.min(level, RANKS.length - 1))]!;
}

/** The seeded accounts a scenario can log in as. */
export const SEEDED_LOGINS: Record<SeededLogin, string> = {
  member: 'member01',
  vip: 'vip01',
  agent: 'agent01',
  trial: 'trial0001',
};

/** Fixed tokens of the pre-issued scenario sessions, so the host can store one before it starts. */
export const SCENARIO_TOKENS: Record<SeededLogin, string> = {
  member: 'fake-session-member01',
  vip: 'fake-session-vip01',
  agent: 'fake-session-agent01',
  trial: 'fake-session-trial0001',
};

const DAY = 86_400_000;
const FIRST = ['Minh', 'Lan', 'Hùng', 'Thảo', 'Nam', 'Linh', 'Tuấn', 'Mai', 'Khoa', 'An', 'Emon', 'Bảo', 'Vy', 'Phúc', 'Hà'];
const LAST = ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Do', 'Ho'];

interface Blueprint {
  account: string;
  type: AccountType;
  rankLevel: number;
  upline?: string;
  nickname?: string;
}

/** The fixed cast, then generated team members under the agents. */
function blueprints(rng: Rng): Blueprint[] {
  const cast: Blueprint[] = [
    { account: 'member01', type: 0, rankLevel: 1, nickname: 'Emon' },
    { account: 'member02', type: 0, rankLevel: 0 },
    { account: 'vip01', type: 0, rankLevel: 6, nickname: 'Golden Lotus' },
    { account: 'agent01', type: 1, rankLevel: 3, nickname: 'Agent Minh' },
    { account: 'agent02', type: 2, rankLevel: 2, upline: 'agent01' },
    { account: 'agent41', type: 41, rankLevel: 2, upline: 'agent01' },
    { account: 'agent42', type: 42, rankLevel: 1, upline: 'agent02' },
    { account: 'trial0001', type: 4, rankLevel: 0, nickname: 'Guest 0001' },
  ];
  const uplines = ['agent01', 'agent01', 'agent01', 'agent02', 'agent41', 'agent42'];
  for (let i = 1; i <= 36; i++) {
    cast.push({ account: `team${String(i).padStart(3, '0')}`, type: 0, rankLevel: rng.int(0, 5), upline: rng.pick(uplines) });
  }
  return cast;
}

export interface AccountsState {
  byAccount: Map<string, Account>;
  /** token -> account */
  sessions: Map<string, string>;
  nextId: number;
  tokenCounter: number;
  /** Failed login attempts per username (one failure makes the captcha required). */
  failedLogins: Map<string, number>;
  /** Accounts that passed IP verification in the unregistered-IP scenario. */
  verifiedIp: Set<string>;
}

export const accounts = defineStore<AccountsState>('accounts', (rng, world) => {
  const state: AccountsState = { byAccount: new Map(), sessions: new Map(), nextId: 10_001, tokenCounter: 0, failedLogins: new Map(), verifiedIp: new Set() };
  for (const blueprint of blueprints(rng)) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const account = createAccount(state, rng, {
      account: blueprint.account,
      type: blueprint.type,
      rankLevel: blueprint.rankLevel,
      upline: blueprint.upline,
      nickname: blueprint.nickname ?? `${first} ${blueprint.account.slice(-3)}`,
      fullName: `${last} ${first}`,
      regDate: FAKE_EPOCH - rng.int(30, 700) * DAY,
    });
    account.firstTimeLogin = false;
    account.passwordExpired = world.passwordExpired;
  }
  for (const [login, token] of Object.entries(SCENARIO_TOKENS) as [SeededLogin, string][]) {
    if (world.login === login) state.sessions.set(token, SEEDED_LOGINS[login]);
  }
  return state;
});

export interface NewAccount {
  account: string;
  password?: string;
  paymentPassword?: string;
  type?: AccountType;
  rankLevel?: number;
  upline?: string;
  nickname?: string;
  fullName?: string;
  countryDialingCode?: string;
  mobile?: string;
  email?: string;
  regDate?: number;
}

/** Adds an account (seeding, registration, free play). */
export function createAccount(state: AccountsState, rng: Rng, input: NewAccount): Account {
  const id = state.nextId++;
  const account: Account = {
    id,
    account: input.account,
    password: input.password ?? SEEDED_PASSWORD,
    paymentPassword: input.paymentPassword ?? SEEDED_PAYMENT_PASSWORD,
    nickname: input.nickname ?? input.account,
    type: input.type ?? 0,
    upline: input.upline,
    toUpline: input.upline !== undefined,
    rankLevel: input.rankLevel ?? 0,
    countryDialingCode: input.countryDialingCode ?? '84',
    mobile: input.mobile ?? `09${rng.string(8, '0123456789')}`,
    email: input.email ?? `${input.account}@example.test`,
    fullName: input.fullName ?? '',
    birthday: '',
    telegram: '',
    regDate: input.regDate ?? Date.now(),
    lastLoginDate: FAKE_EPOCH - DAY,
    referralCode: rng.string(7, 'abcdefghjkmnpqrstuvwxyz23456789'),
    avatar: String(id % 12),
    firstTimeLogin: true,
    passwordExpired: false,
  };
  state.byAccount.set(account.account.toLowerCase(), account);
  return account;
}

export function findAccount(name: string): Account | undefined {
  return accounts().byAccount.get(name.toLowerCase());
}

/** Issues a session token for the account (any earlier session of it stays valid, as on the platform). */
export function issueToken(account: Account): string {
  const state = accounts();
  state.tokenCounter++;
  const token = `tok-${account.id.toString(36)}-${state.tokenCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  state.sessions.set(token, account.account.toLowerCase());
  return token;
}

export function accountOfToken(token: string | null): Account | undefined {
  if (!token) return undefined;
  const name = accounts().sessions.get(token);
  return name === undefined ? undefined : findAccount(name);
}

export function endSession(token: string): void {
  accounts().sessions.delete(token);
}

export const isAgentType = (type: AccountType) => type === 1 || type === 2 || type === 41 || type === 42;

/** Masked as the platform shows it ("0133671****"). */
export const maskMobile = (mobile: string) => (mobile.length > 4 ? `${mobile.slice(0, -4)}****` : mobile);
