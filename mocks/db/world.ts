/**
 * The fake platform's world: the knobs a scenario turns (mocks/scenarios.ts) and the stores that hold
 * state. A store is created lazily on first use after a reset, from its own seeded RNG, so a test that
 * never touches the game catalogue never pays for 10,000 slots, and stores never depend on each
 * other's draw order.
 */
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
  captchaRequired: false,
  passwordExpired: false,
  unregisteredIp: false,
  emptyCatalogues: false,
  latencyMs: 0,
  faultRate: 0,
  failingPaths: [],
  depositClosed: false,
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
 * The fake platform's notion of "now". Data timestamps are laid out back from a fixed epoch so
 * screenshots are stable; expiry (SMS codes, sessions) uses the real clock.
 */
export const FAKE_EPOCH = Date.UTC(2026, 10, 20, 12, 0, 0);
