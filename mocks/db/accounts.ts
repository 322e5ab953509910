/**
 * Members, agents and sessions. Seeded accounts (password `Abc12345`, payment password `123456`) let
 * designers and QA log in to the dev app; scenarios start logged in as one of them.
 */
import type * as z from 'zod/mini';
import type { memberInfoSchema } from '../../app/api/member.contract.ts';
import type { loginResultSchema } from '../../app/api/session.contract.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { currentWorld, defineStore, fakeEpoch, type SeededLogin } from './world.ts';

/**
 * Member type codes: 1, 2, 41, 42 agents; 4 trial (free play); 0 a plain member (the platform's code
 * for it was not seen); 3 a back-office sub-account that is not a player (designed: the member site
 * refuses it, "not a member, cannot log in").
 */
export type AccountType = 0 | 1 | 2 | 3 | 4 | 41 | 42;

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
  /** The player chose a nickname in the profile (the seeded one is a default): it locks. */
  nicknameSet?: boolean;
  regDate: number;
  lastLoginDate: number;
  referralCode: string;
  avatar: string;
  firstTimeLogin: boolean;
  /** Forced change on next login (the password-expired scenario sets it on every account). */
  passwordExpired: boolean;
  /** Platform language code the member chose (PUT /wps/member/language). */
  language: string;
}

export const SEEDED_PASSWORD = 'Abc12345';
export const SEEDED_PAYMENT_PASSWORD = '123456';
/** The weak default an agent's downline starts with; logging in with it forces a change (the host's brand.defaultPassword). */
export const DEFAULT_WEAK_PASSWORD = 'a123456';

/**
 * VIP ranks: the club label of a member (rank above 4 gets the VIP service channel). Thresholds are in
 * dong, on the scale of the seeded ledger, so each seeded member meets its rank and is part-way to the next.
 */
export const RANKS = [
  { rankLevel: 0, labelName: 'VIP0', color: '#ffffff', color2: '#6b7280', depositRequired: 0, betRequired: 0 },
  { rankLevel: 1, labelName: 'VIP1', color: '#ffffff', color2: '#15803d', depositRequired: 1_000_000, betRequired: 3_000_000 },
  { rankLevel: 2, labelName: 'VIP2', color: '#ffffff', color2: '#0e7490', depositRequired: 2_500_000, betRequired: 6_000_000 },
  { rankLevel: 3, labelName: 'VIP3', color: '#ffffff', color2: '#1d4ed8', depositRequired: 5_000_000, betRequired: 10_000_000 },
  { rankLevel: 4, labelName: 'VIP4', color: '#ffffff', color2: '#6d28d9', depositRequired: 7_500_000, betRequired: 15_000_000 },
  { rankLevel: 5, labelName: 'VIP5', color: '#1f2937', color2: '#facc15', depositRequired: 10_000_000, betRequired: 18_000_000 },
  { rankLevel: 6, labelName: 'VIP6', color: '#1f2937', color2: '#fb923c', depositRequired: 12_000_000, betRequired: 20_000_000 },
  { rankLevel: 7, labelName: 'VIP7', color: '#ffffff', color2: '#be123c', depositRequired: 20_000_000, betRequired: 40_000_000 },
  { rankLevel: 8, labelName: 'VIP8', color: '#ffffff', color2: '#111827', depositRequired: 40_000_000, betRequired: 80_000_000 },
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
  /** The platform's own sample (platform-api.md section 11). */
  referralCode?: string;
  password?: string;
  /** Nothing bound: no mobile, email, payment password or card, no history (the bindings e2e). */
  bare?: boolean;
}

/** The fixed cast, then generated team members under the agents. */
function blueprints(rng: Rng): Blueprint[] {
  const cast: Blueprint[] = [
    { account: 'member01', type: 0, rankLevel: 1, nickname: 'Emon', referralCode: 'awa6684' },
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
  // Last, so the seeded values of everyone above stay as they were.
  // Still on the default password it was given: the forced change-password popup.
  cast.push({ account: 'member03', type: 0, rankLevel: 0, password: DEFAULT_WEAK_PASSWORD });
  cast.push({ account: 'ops01', type: 3, rankLevel: 0, nickname: 'Operations' });
  cast.push({ account: 'member04', type: 0, rankLevel: 0, bare: true });
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
  const state: AccountsState = {
    byAccount: new Map(),
    sessions: new Map(),
    nextId: 10_001,
    tokenCounter: 0,
    failedLogins: new Map(),
    verifiedIp: new Set(),
  };
  for (const blueprint of blueprints(rng)) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const account = createAccount(state, rng, {
      account: blueprint.account,
      type: blueprint.type,
      rankLevel: blueprint.rankLevel,
      upline: blueprint.upline,
      nickname: blueprint.nickname ?? `${first} ${blueprint.account.slice(-3)}`,
      password: blueprint.password,
      fullName: `${last} ${first}`,
      regDate: fakeEpoch() - rng.int(30, 700) * DAY,
    });
    account.firstTimeLogin = false;
    if (blueprint.referralCode) account.referralCode = blueprint.referralCode;
    account.passwordExpired = world.passwordExpired;
    if (blueprint.bare) {
      account.mobile = '';
      account.email = '';
      account.paymentPassword = '';
      // Registered at the fake epoch: its wallets start empty, with no seeded cards.
      account.regDate = fakeEpoch();
    }
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
  language?: string;
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
    lastLoginDate: fakeEpoch() - DAY,
    referralCode: rng.string(7, 'abcdefghjkmnpqrstuvwxyz23456789'),
    avatar: String(id % 12),
    firstTimeLogin: true,
    passwordExpired: false,
    language: input.language ?? 'EN',
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
  // Deterministic, so the dev app's journal replay (mocks/journal.ts) issues the same tokens again.
  const token = `tok-${account.id.toString(36)}-${state.tokenCounter.toString(36)}-${hashSeed(`${currentWorld().seed}:${account.account}:${state.tokenCounter}`).toString(36)}`;
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

/** Ends every session of the account (a player who takes a break is logged out everywhere). */
export function endSessionsOf(account: Account): void {
  const { sessions } = accounts();
  const name = account.account.toLowerCase();
  for (const [token, owner] of sessions) if (owner === name) sessions.delete(token);
}

export const isAgentType = (type: AccountType) => type === 1 || type === 2 || type === 41 || type === 42;

/** Masked as the platform shows it ("0133671****"). */
export const maskMobile = (mobile: string) => (mobile.length > 4 ? `${mobile.slice(0, -4)}****` : mobile);

/** The registration rules the fake platform enforces (the same the register settings serve: username patternId 1, 4-16; password patternId 4, 6-12). */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,12}$/;
export const MOBILE_PATTERN = /^\d{9,11}$/;
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** Digits without leading zeros, so "0912345678" and "912345678" are the same phone. */
function mobileKey(mobile: string): string {
  return mobile.replace(/\D/g, '').replace(/^0+/, '');
}

export function findAccountByMobile(mobile: string): Account | undefined {
  const key = mobileKey(mobile);
  if (key === '') return undefined;
  for (const account of accounts().byAccount.values()) if (mobileKey(account.mobile) === key) return account;
  return undefined;
}

/** Login takes the account name or, as after a reset by phone, the mobile number. */
export function findLoginAccount(username: string): Account | undefined {
  return findAccount(username) ?? (MOBILE_PATTERN.test(username) ? findAccountByMobile(username) : undefined);
}

/** The agent whose referral (affiliate) code this is: the seeded valid codes are the agents' referralCode values. */
export function findAgentByReferralCode(code: string): Account | undefined {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const account of accounts().byAccount.values()) if (isAgentType(account.type) && account.referralCode === wanted) return account;
  return undefined;
}

export interface Registration {
  account: string;
  password?: string;
  paymentPassword?: string;
  mobile?: string;
  countryDialingCode?: string;
  email?: string;
  fullName?: string;
  upline?: string;
  language?: string;
}

/** A plain member created by registration (checks are the handler's); its RNG is seeded from the name so reruns match. */
export function registerAccount(input: Registration): Account {
  const rng = createRng(`register:${input.account.toLowerCase()}`);
  // Mobile registration may come without a password: the member then logs in with SMS codes.
  const password = input.password ?? rng.string(12, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789');
  return createAccount(accounts(), rng, { ...input, password, type: 0, rankLevel: 0, regDate: Date.now() });
}

/** A fresh free-play account: trial0002, trial0003... (type 4, no usable password). */
export function createTrialAccount(): Account {
  const state = accounts();
  let n = 1;
  const nameOf = (i: number) => `trial${String(i).padStart(4, '0')}`;
  while (state.byAccount.has(nameOf(n))) n++;
  const name = nameOf(n);
  const rng = createRng(`freeplay:${name}`);
  return createAccount(state, rng, { account: name, type: 4, nickname: `Guest ${name.slice(-4)}`, password: rng.string(12) });
}

const failureKey = (username: string) => username.trim().toLowerCase();

/** After a failed login the next attempt with that username must carry the captcha. */
export function hasFailedLogin(username: string): boolean {
  return (accounts().failedLogins.get(failureKey(username)) ?? 0) > 0;
}

export function recordFailedLogin(username: string): void {
  const state = accounts();
  const key = failureKey(username);
  state.failedLogins.set(key, (state.failedLogins.get(key) ?? 0) + 1);
}

export function clearFailedLogins(username: string): void {
  accounts().failedLogins.delete(failureKey(username));
}

/** Records a successful login; answers whether it was the account's first. */
function markLoggedIn(account: Account): boolean {
  const first = account.firstTimeLogin;
  account.firstTimeLogin = false;
  account.lastLoginDate = Date.now();
  return first;
}

/** The value of a successful login (and of free play, IP verification and registration): a new session. */
export function sessionOf(account: Account) {
  return {
    token: issueToken(account),
    id: account.id,
    userName: account.account,
    firstTimeLogin: markLoggedIn(account),
    passwordExpired: account.passwordExpired,
    customerType: account.type,
  } satisfies z.input<typeof loginResultSchema>;
}

/** A new password is a fresh one: the forced-change flag clears. */
export function setPassword(account: Account, password: string): void {
  account.password = password;
  account.passwordExpired = false;
}

/** "me******@example.test": enough for the owner to recognise, as the IP-verification prompt shows it. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return `${email.slice(0, Math.min(2, at))}${'*'.repeat(Math.max(at - 2, 0))}${email.slice(at)}`;
}

const AVATAR_COLOURS = [
  '#6142bf',
  '#0e7490',
  '#15803d',
  '#b45309',
  '#be123c',
  '#1d4ed8',
  '#7c3aed',
  '#0f766e',
  '#c2410c',
  '#4d7c0f',
  '#a21caf',
  '#334155',
];

/** The member's profile picture: a deterministic SVG (colour from the avatar id, the nickname's initials). */
export function avatarImage(account: Pick<Account, 'avatar' | 'nickname'>): string {
  const colour = AVATAR_COLOURS[Number(account.avatar) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
  const initials = account.nickname
    .split(' ')
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${colour}"/>` +
    `<text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Labels shown next to the name: agents, high rollers and trial accounts get one each. */
function memberLabelsOf(account: Account) {
  const labels: { labelName: string; color: string; color2: string }[] = [];
  if (isAgentType(account.type)) labels.push({ labelName: 'Agent', color: '#ffffff', color2: '#0f766e' });
  if (account.type === 4) labels.push({ labelName: 'Trial', color: '#1f2937', color2: '#e5e7eb' });
  if (account.rankLevel >= 5) labels.push({ labelName: 'High roller', color: '#1f2937', color2: '#facc15' });
  return labels;
}

/** GET /wps/member/info's value for an account (also the fixture stories show). */
/** Where the fake platform says every member last logged in from (the status call's visitor IP). */
export const LAST_LOGIN_IP = '203.0.113.7';

export function memberInfoOf(account: Account) {
  const rank = rankOf(account.rankLevel);
  return {
    id: account.id,
    account: account.account,
    nickname: account.nickname,
    type: account.type,
    toUpline: account.toUpline,
    clubLabel: { labelName: rank.labelName, color: rank.color, color2: rank.color2, rankLevel: rank.rankLevel },
    memberLabel: memberLabelsOf(account),
    regDate: account.regDate,
    mobile: maskMobile(account.mobile),
    language: account.language,
    payee: account.fullName,
    mobileVerified: account.mobile !== '',
    countryDialingCode: account.countryDialingCode,
    email: account.email ? maskEmail(account.email) : '',
    isEmailVerification: account.email !== '',
    bindGA: false,
    lastLogin: account.lastLoginDate,
    lastLoginIp: LAST_LOGIN_IP,
  } satisfies z.input<typeof memberInfoSchema>;
}
