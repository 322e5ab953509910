/**
 * The signed-in session, kept in sessionStorage under the spec's keys (section 3) so a reload keeps
 * it. Any script on the page can write Web Storage, so what is read back is untrusted: it is
 * validated on every read, and a tampered or partial entry means logged out and is wiped. No
 * password is ever stored. A tiny external store (subscribe / readSession) for useSyncExternalStore.
 */
import { createEmitter } from '@ui/lib/store.ts';
import * as z from 'zod/mini';
import { setApiIdentity } from '../../api/client.ts';
import type { MemberInfo } from '../../api/member.contract.ts';
import type { LoginResult } from '../../api/session.contract.ts';

/** The spec's session keys this store owns; the values are strings, as storage holds them. */
const FIELDS = [
  'token',
  'account',
  'nickname',
  'customerId',
  'isAgent',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
  'cpw',
] as const;
type Field = (typeof FIELDS)[number];
type RawSession = Partial<Record<Field, string>>;

const MEMBER_FIELDS = [
  'account',
  'nickname',
  'customerId',
  'isAgent',
  'memberLabel',
  'memberLabelTextColor',
  'memberLabelBgColor',
] as const satisfies readonly Field[];

/** The brand's keys: the spec restores them when the session ends, so they are never wiped. */
export const MERCHANT_KEYS = ['merchant', 'merchantCode', 'platform'] as const;

/** The dev app's fake platform keeps its scenario and request journal here (mocks/journal.ts); not user data. */
const FAKE_PLATFORM_KEYS = ['fakePlatformScenario', 'fakePlatformJournal'] as const;

/** JWT, UUID, hex and base64(url) tokens fit; anything else (spaces, quotes, markup, control characters) does not. */
const TOKEN_PATTERN = /^[\w.~+/=:-]{8,2048}$/;

/** Text shown as is: no control or invisible formatting characters (bidi overrides spoof names). */
const displayText = (max: number) => z.string().check(z.maxLength(max), z.regex(/^[^\p{Cc}\p{Cf}]*$/u));

/** Hex, rgb()/hsl() or a colour name: nothing that could close a style value. */
const COLOUR_PATTERN = /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgb|hsl)a?\([\d\s.,%/]{1,60}\)|[a-z]{3,30})$/i;

export function isTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export function isSafeColour(value: unknown): value is string {
  return typeof value === 'string' && COLOUR_PATTERN.test(value);
}

const storedSchema = z.pipe(
  z
    .object({
      token: z.string().check(z.regex(TOKEN_PATTERN)),
      account: z.optional(displayText(64).check(z.minLength(1))),
      nickname: z.optional(displayText(64)),
      customerId: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number))),
      isAgent: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))),
      memberLabel: z.optional(displayText(64).check(z.minLength(1))),
      memberLabelTextColor: z.optional(z.string().check(z.regex(COLOUR_PATTERN))),
      memberLabelBgColor: z.optional(z.string().check(z.regex(COLOUR_PATTERN))),
      cpw: z.optional(z.enum(['0', '1'])),
    })
    .check(
      z.refine((s) => (s.account === undefined) === (s.customerId === undefined)),
      z.refine((s) => s.memberLabel !== undefined || (s.memberLabelTextColor === undefined && s.memberLabelBgColor === undefined)),
    ),
  z.transform((s) => ({
    token: s.token,
    account: s.account,
    nickname: s.nickname,
    customerId: s.customerId,
    /** The member type (the spec's `isAgent` key): 1, 2, 41, 42 agents; 4 trial. */
    type: s.isAgent,
    label:
      s.memberLabel === undefined ? undefined : { name: s.memberLabel, color: s.memberLabelTextColor, background: s.memberLabelBgColor },
    /** `cpw`: the forced change-password popup is due. */
    passwordChangeNeeded: s.cpw === '1',
  })),
);

export type StoredSession = z.infer<typeof storedSchema>;

const changes = createEmitter();
const emit = changes.emit;
export const subscribeSession = changes.subscribe;

function readRaw(): RawSession {
  const raw: RawSession = {};
  for (const field of FIELDS) {
    const value = sessionStorage.getItem(field);
    if (value !== null) raw[field] = value;
  }
  return raw;
}

/** Everything but the merchant (and dev fake-platform) keys: cached server data may be personal too. */
function wipe(): void {
  const keep = new Set<string>([...MERCHANT_KEYS, ...(__FAKE_PLATFORM__ ? FAKE_PLATFORM_KEYS : [])]);
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const key = sessionStorage.key(i);
      if (key !== null && !keep.has(key)) sessionStorage.removeItem(key);
    }
  } catch {
    // Storage is blocked: nothing was stored either.
  }
}

/** The last parse, keyed by the raw values, so the snapshot keeps its identity while storage is unchanged. */
let cache: { fingerprint: string; session: StoredSession | null } = { fingerprint: '{}', session: null };

/** The current session, validated; null when logged out. Also the getSnapshot of useSyncExternalStore. */
export function readSession(): StoredSession | null {
  let raw: RawSession;
  try {
    raw = readRaw();
  } catch {
    return null;
  }
  let fingerprint = JSON.stringify(raw);
  if (fingerprint === cache.fingerprint) return cache.session;
  const parsed = storedSchema.safeParse(raw);
  if (!parsed.success) {
    // Snapshot stays null either way, so listeners need no notice (this may run during a render).
    wipe();
    fingerprint = '{}';
  }
  cache = { fingerprint, session: parsed.success ? parsed.data : null };
  return cache.session;
}

function write(record: RawSession, replace: readonly Field[]): void {
  for (const field of replace) sessionStorage.removeItem(field);
  for (const [field, value] of Object.entries(record)) sessionStorage.setItem(field, value);
}

/** The storage form of member info; a field the stored-session rules would refuse is left out. */
function memberRecord(member: MemberInfo): RawSession {
  const record: RawSession = {};
  const text = displayText(64).check(z.minLength(1));
  if (text.safeParse(member.account).success && member.id !== undefined && Number.isSafeInteger(member.id) && member.id >= 0) {
    record.account = member.account;
    record.customerId = String(member.id);
  }
  if (member.nickname && text.safeParse(member.nickname).success) record.nickname = member.nickname;
  if (member.type !== undefined && Number.isInteger(member.type) && member.type >= 0 && member.type < 10_000)
    record.isAgent = String(member.type);
  const club = member.clubLabel;
  if (club && text.safeParse(club.labelName).success) {
    record.memberLabel = club.labelName;
    if (isSafeColour(club.color)) record.memberLabelTextColor = club.color;
    if (isSafeColour(club.color2)) record.memberLabelBgColor = club.color2;
  }
  return record;
}

export type SessionStart = Pick<LoginResult, 'token'> & Partial<Pick<LoginResult, 'passwordExpired' | 'customerType'>>;

/**
 * Starts a session from a login (or registration, free play, URL token): replaces whatever was
 * stored. Throws if the token is not token-shaped, so nothing unsafe is ever stored.
 */
export function saveSession(login: SessionStart, member?: MemberInfo): void {
  if (!isTokenShape(login.token)) throw new Error('The session token has an unexpected shape');
  const record: RawSession = { token: login.token, cpw: login.passwordExpired ? '1' : '0' };
  const type = login.customerType;
  if (typeof type === 'number' && Number.isInteger(type) && type >= 0 && type < 10_000) record.isAgent = String(type);
  if (member) Object.assign(record, memberRecord(member));
  write(record, FIELDS);
  emit();
}

/** Stores fresh member info for the current session; ignored when logged out (a late answer must not write PII back). */
export function saveMemberInfo(member: MemberInfo): void {
  if (!readSession()) return;
  const record = memberRecord(member);
  const current = readRaw();
  if (MEMBER_FIELDS.every((field) => current[field] === record[field])) return;
  write(record, MEMBER_FIELDS);
  emit();
}

/** Raised by the login flow (weak or expired password), lowered after a successful change. */
export function setPasswordChangeNeeded(needed: boolean): void {
  if (!readSession()) return;
  sessionStorage.setItem('cpw', needed ? '1' : '0');
  emit();
}

/** Ends the session in this tab: everything stored is wiped except the merchant keys. */
export function clearSession(): void {
  wipe();
  emit();
}

/** Every API call then carries the stored token. Called once at start-up (tests use their own identity). */
export function connectSessionToApi(): void {
  setApiIdentity({ getToken: () => readSession()?.token });
}

export type SessionEndReason = 'logout' | 'expired';

const ends = createEmitter<[reason: SessionEndReason]>();

/** For what must close when the session ends (the chat): told after a logout or an expiry. */
export const onSessionEnded = ends.subscribe;
export const emitSessionEnded = ends.emit;
