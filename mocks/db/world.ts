/**
 * The fake platform's world: the knobs a scenario turns (mocks/scenarios.ts) and the stores that hold
 * state. A store is created lazily on first use after a reset, from its own seeded RNG, so a test that
 * never touches the game catalogue never pays for 10,000 slots, and stores never depend on each
 * other's draw order.
 */
import { brandDayStart, DAY } from './funds.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';

/** Seeded accounts a scenario can start logged in as (see mocks/db/accounts.ts). */
export type SeededLogin = 'member' | 'vip' | 'agent' | 'trial';

export interface World {
  /** The scenario's name, for messages and the dev app's tab. */
  name: string;
  seed: number;
  /** Pre-issue a session for this seeded account; the host stores its token (scenarioToken). */
  login?: SeededLogin;
  maintenance: boolean;
  regionRestriction: boolean;
  /** Module switches (modIds) turned off: the status call reports them off and their calls answer #543. */
  modulesOff: readonly string[];
  /** Switches that are off by default (GEETEST3) turned on. */
  modulesOn: readonly string[];
  /** A brand setting the host reads, not the platform: visitors are sent to /login. */
  loginedToHomePage: boolean;
  /** A brand setting the host reads: /seamless and /vnlottery keep their top and left bars. */
  showGameBars: boolean;
  /** Every login attempt needs the captcha, as after a failed login. */
  captchaRequired: boolean;
  /** Logins answer passwordExpired: true. */
  passwordExpired: boolean;
  /** Logins answer login_verify_required until /wps/session/login/verification succeeds. */
  unregisteredIp: boolean;
  /** Game, lottery, banner, promotion and announcement lists come back empty. */
  emptyCatalogues: boolean;
  /** Added to every call. */
  latencyMs: number;
  /** Share of calls (seeded) that fail with HTTP 500 #727. */
  faultRate: number;
  /** Paths whose every call fails with HTTP 500 #727. */
  failingPaths: readonly string[];
  /** Deposits are refused outside service hours. */
  depositClosed: boolean;
  /** The brand's isShowMC and isShowAC (spec sections 5 and 6): the member and the agent centre shown. */
  showMemberCentre: boolean;
  showAgentCentre: boolean;
  /** The permission call's Google tag id (analytics.gtagId); null: no analytics. */
  gtagId: string | null;
  /**
   * Two image and two launch CDNs, the first of each down (mocks/handlers/system.ts answers it with a
   * network error), and launches answer paths on the launch CDN, as the platform may.
   */
  spareServers: boolean;
}

export const DEFAULT_SEED = 20261122;

export const defaultWorld: World = {
  name: 'visitor',
  seed: DEFAULT_SEED,
  maintenance: false,
  regionRestriction: false,
  modulesOff: [],
  modulesOn: [],
  loginedToHomePage: false,
  showGameBars: false,
  captchaRequired: false,
  passwordExpired: false,
  unregisteredIp: false,
  emptyCatalogues: false,
  latencyMs: 0,
  faultRate: 0,
  failingPaths: [],
  depositClosed: false,
  showMemberCentre: true,
  showAgentCentre: true,
  gtagId: null,
  spareServers: false,
};

let world: World = defaultWorld;
let generation = 0;

export function currentWorld(): World {
  return world;
}

interface Slot<T> {
  generation: number;
  state: T;
}

/**
 * Declares a store: `create` runs on first use after each reset with an RNG seeded from the world seed
 * and the store's name. Returns the accessor.
 */
export function defineStore<T>(name: string, create: (rng: Rng, world: World) => T): () => T {
  let slot: Slot<T> | undefined;
  return () => {
    if (slot?.generation !== generation) slot = { generation, state: create(createRng(hashSeed(`${world.seed}:${name}`)), world) };
    return slot.state;
  };
}

/** Throws every store away and sets the knobs; stores rebuild lazily from the seed. */
export function resetWorld(next: World = defaultWorld): void {
  world = next;
  generation++;
}

/**
 * Whether this call fails: seeded per call (method and path; the query may name the app's host and
 * port) and per attempt, so the same call fails on the same attempt in every run, whatever order a
 * page makes its calls in.
 */
const faultAttempts = new Map<string, number>();
let faultGeneration = -1;
export function nextFault(method: string, path: string): boolean {
  if (world.failingPaths.includes(path)) return true;
  if (world.faultRate <= 0) return false;
  const call = `${method} ${path}`;
  if (faultGeneration !== generation) {
    faultAttempts.clear();
    faultGeneration = generation;
  }
  const attempt = (faultAttempts.get(call) ?? 0) + 1;
  faultAttempts.set(call, attempt);
  return createRng(`${world.seed}:faults:${call}:${attempt}`).next() < world.faultRate;
}

/**
 * Makes every call to these paths fail (HTTP 500 #727) from now on, or none with an empty list,
 * keeping the world's state: an e2e test breaks one section mid-visit, then mends it to retry.
 */
export function setFailingPaths(paths: readonly string[]): void {
  world = { ...world, failingPaths: [...paths] };
}

// ---------------------------------------------------------------------------------------------
// The platform's calendar

/**
 * The day stories, screenshots and unit tests are laid out from: Friday 2026-11-20, 19:00 in the
 * platform's zone (GMT+7). Every seeded date of the committed visual baselines hangs from it.
 */
export const PINNED_EPOCH = Date.UTC(2026, 10, 20, 12, 0, 0);

let pinned: number | null = PINNED_EPOCH;
let today: { generation: number; epoch: number } | undefined;

/**
 * Pins the epoch (to PINNED_EPOCH unless told). This is the default: whatever imports the fake
 * platform (Storybook, the visual baselines, unit tests) sees the same dates, whatever the calendar
 * says and whatever order its modules load in. Stores rebuild from the new epoch.
 */
export function pinEpoch(at: number = PINNED_EPOCH): void {
  pinned = at;
  generation++;
}

/**
 * Lets the epoch follow the real calendar: the start of the current day in GMT+7, taken once per
 * world (a reset or a reload picks up a new day). The host app (dev server, demo build) calls this,
 * so a "last 7 days" filter always has the seeded history in it. Stores rebuild from the new epoch.
 */
export function followTheCalendar(): void {
  pinned = null;
  generation++;
}

export const epochPinned = (): boolean => pinned !== null;

/**
 * The fake platform's epoch: seeded histories (money, bets, messages, missions, points, agent
 * reports, announcements...) are laid back from it with fixed offsets, so a world is the same for a
 * given day; the RNG seeds never depend on it. Pinned: PINNED_EPOCH. Following the calendar: the
 * start of today in GMT+7, so the platform's "now" is somewhere in [fakeEpoch(), fakeDayEnd()).
 * Expiry (SMS codes, sessions, a deposit's credit delay) keeps using the real clock.
 */
export function fakeEpoch(): number {
  if (pinned !== null) return pinned;
  if (today?.generation !== generation) today = { generation, epoch: brandDayStart(Date.now()) };
  return today.epoch;
}

/**
 * The latest the platform's "now" can be while this epoch holds: the epoch itself when pinned, the
 * end of the day when following the calendar. What must still lie ahead (expiry of an available
 * ticket, the end of an open mission's window) ends no sooner than this, so it never runs out in the
 * middle of the demo's day, while pinned dates stay what they were.
 */
export function fakeDayEnd(): number {
  return pinned ?? fakeEpoch() + DAY;
}
