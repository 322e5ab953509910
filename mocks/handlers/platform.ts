/**
 * The fake gateway: every handler of the fake platform is declared through `wps()` or `lgw()`, which do
 * what the real gateway does before a service sees the call, in this order: the scenario's latency
 * and seeded faults, the maintenance body, module switches (#543), the session (401
 * login.not.session), the E scheme (400 request_body_required), idempotent replay of money calls.
 * A resolver returns the envelope's `value` (or, for /lgw, the raw body), or throws/returns a Response.
 * The real gateway registers each relay with one verb and answers any other with #459
 * (reference/platform-client.md): `wrongVerbHandler`, last in the list, does the same.
 */
import { delay, http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import { decryptRequest } from '../crypto/decrypt.ts';
import { platformKeys } from '../crypto/platform-keys.ts';
import { accountOfToken, type Account } from '../db/accounts.ts';
import { maintenanceWindow } from '../db/system.ts';
import { currentWorld, defineStore, nextFault } from '../db/world.ts';
import { fail, ok } from './envelope.ts';

// The contracts are on zod/mini, which ships no messages of its own ("Invalid input"); the fake platform
// answers a malformed request in zod's English sentences, as it did on classic zod. Mock code only: the
// production build carries no locale.
z.config(z.locales.en());

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface CallContext {
  request: Request;
  url: URL;
  query: URLSearchParams;
  /** The raw Authorization header (the platform's token has no scheme). */
  token: string | null;
  /** The logged-in account; always set when `auth: 'required'`. */
  account: Account | undefined;
  /** The JSON, form or decrypted E body (undefined for none). */
  body: Record<string, unknown>;
  params: Record<string, string | readonly string[] | undefined>;
}

export interface CallOptions {
  /** required: 401 without a live session (default for relays that need a token); optional: account if any. */
  auth?: 'required' | 'optional' | 'none';
  /** The call's module switch: off in the scenario means #543 function.not.available. */
  module?: string;
  /** The platform's E scheme: the body must be the encrypted envelope. */
  encrypted?: boolean;
  /** Money mutation: requires Idempotency-Key and replays the first answer for a repeated key. */
  money?: boolean;
}

type Resolved = Response | unknown;
type Resolver = (context: CallContext) => Resolved | Promise<Resolved>;

/** HTTP 200 `success:false`, as the platform answers a business failure. */
export function failure(message: string, errorCode?: string, value: unknown = null): Response {
  return HttpResponse.json(fail(message, errorCode, value));
}

/** A non-2xx answer with the platform's error body. */
export function httpError(status: number, errorCode: string, message: string, value: unknown = null): Response {
  return HttpResponse.json({ success: false, value, message, errorCode }, { status });
}

/** The platform's numbered errors (shown as #NNN). */
export const numbered = {
  featureOff: () => failure('function.not.available', '543'),
  systemBusy: () => httpError(500, '727', 'system busy'),
  previousGameNotFinished: () => failure('The previous game has not finished', '734'),
  methodNotSupported: () => httpError(405, '459', 'http_method_not_support'),
};

export const sessionExpired = () => httpError(401, 'login.not.session', 'You have been logged out from another device');

/** The maintenance answer of every call but the status call (maintainTime/endTime in epoch ms). */
export function maintenanceBody(): Response {
  return failure('System under maintenance', 'system.maintenance', { content: { data: maintenanceWindow() } });
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  const text = await request.text();
  if (text === '') return undefined;
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Answers of money mutations by Idempotency-Key, so a retried request does not move money twice. */
const idempotency = defineStore('idempotency', () => new Map<string, { status: number; body: unknown }>());

/** Paths are matched on any origin; the status call and the RSA key stay up in maintenance. */
const MAINTENANCE_EXEMPT = ['/wps/system/status', '/wps/v2/system/status', '/wps/session/key/rsa'];

/** Every (verb, path) the fake gateway answers, as registered by wps() and lgw(). */
const registered: { method: string; path: string }[] = [];

function gateway(
  methods: Method | readonly Method[],
  paths: string | readonly string[],
  options: CallOptions,
  envelope: boolean,
  resolve: Resolver,
): HttpHandler[] {
  const handle = async ({ request, params }: { request: Request; params: CallContext['params'] }): Promise<Response> => {
    const world = currentWorld();
    if (world.latencyMs > 0) await delay(world.latencyMs);
    const url = new URL(request.url);
    if (nextFault(request.method, url.pathname)) return numbered.systemBusy();
    if (world.maintenance && !MAINTENANCE_EXEMPT.includes(url.pathname)) return maintenanceBody();
    if (options.module && world.modulesOff.includes(options.module)) return numbered.featureOff();

    const token = request.headers.get('Authorization');
    const account = accountOfToken(token);
    if (options.auth === 'required' && !account) return sessionExpired();

    let body: unknown = await readBody(request.clone());
    if (options.encrypted) {
      const result = decryptRequest({ body, headers: request.headers }, platformKeys);
      if (!result.ok) return httpError(result.status, result.errorCode, result.message);
      body = result.payload;
    }

    let replayKey: string | undefined;
    if (options.money) {
      const key = request.headers.get('Idempotency-Key');
      if (!key) return httpError(400, 'idempotency_key_required', 'Idempotency-Key header is required');
      replayKey = `${account?.account ?? ''}:${url.pathname}:${key}`;
      const seen = idempotency().get(replayKey);
      if (seen) return HttpResponse.json(seen.body as never, { status: seen.status, headers: { 'Idempotent-Replayed': 'true' } });
    }

    let result: Resolved;
    try {
      result = await resolve({ request, url, query: url.searchParams, token, account, body: asRecord(body), params });
    } catch (thrown) {
      if (thrown instanceof Response) result = thrown;
      else throw thrown;
    }
    const response = result instanceof Response ? result : HttpResponse.json((envelope ? ok(result) : result) as never);
    if (replayKey) idempotency().set(replayKey, { status: response.status, body: await response.clone().json() });
    return response;
  };
  const list = typeof methods === 'string' ? [methods] : methods;
  const pathList = typeof paths === 'string' ? [paths] : paths;
  for (const method of list) for (const path of pathList) registered.push({ method: method.toUpperCase(), path });
  return list.flatMap((method) => pathList.map((path) => http[method](`*${path}`, handle)));
}

/**
 * A `/wps` call. `paths` may list the aliases the sources disagree on (MCS2_ vs MCSFE_ relays,
 * gameVendor vs newGameVendor); `methods` the verbs (logout DELETE on desktop, POST on mobile).
 */
export function wps(
  methods: Method | readonly Method[],
  paths: string | readonly string[],
  options: CallOptions,
  resolve: Resolver,
): HttpHandler[] {
  return gateway(methods, paths, { auth: 'none', ...options }, true, resolve);
}

/** A `/lgw` lottery-gateway call: raw JSON, no envelope. */
export function lgw(
  methods: Method | readonly Method[],
  paths: string | readonly string[],
  options: CallOptions,
  resolve: Resolver,
): HttpHandler[] {
  return gateway(methods, paths, { auth: 'none', ...options }, false, resolve);
}

/** Reads a string field of a body or query, '' when absent. */
export function str(source: Record<string, unknown> | URLSearchParams, name: string): string {
  const value = source instanceof URLSearchParams ? source.get(name) : source[name];
  return value === undefined || value === null ? '' : String(value);
}

/** Reads a positive integer (page numbers, sizes) with a default. */
export function int(source: Record<string, unknown> | URLSearchParams, name: string, fallback: number): number {
  const parsed = Number.parseInt(str(source, name), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * A page of a list as the platform's services answer it (reference/platform-client.md): a 1-based
 * `page` and its `size` from the query (at most 100), the rows under the service's key (`list`,
 * `records` for the withdrawal report, `content` for the inbox), `page`, `totalPages` and, where the
 * service sends one, a `footer` of totals over the whole filter.
 */
export function listAnswer<T, U, K extends 'list' | 'records' | 'content' = 'list'>(
  items: readonly T[],
  query: URLSearchParams,
  map: (item: T) => U,
  options: { key?: K; size?: number; footer?: unknown } = {},
): Record<K, U[]> & { page: number; totalPages: number; footer?: unknown } {
  const size = Math.min(int(query, 'size', options.size ?? 10), 100);
  const page = int(query, 'page', 1);
  const rows = { [options.key ?? 'list']: items.slice((page - 1) * size, page * size).map(map) } as Record<K, U[]>;
  return {
    ...rows,
    page,
    totalPages: Math.ceil(items.length / size),
    ...(options.footer === undefined ? {} : { footer: options.footer }),
  };
}

/**
 * The gateway's answer to a verb a registered path does not take: #459 http_method_not_support.
 * A path the fake gateway does not know at all is left unhandled (the tests fail on it).
 */
export const wrongVerbHandler = http.all(/\/(wps|lgw|lotto)\//, ({ request }) => {
  const known = registered.filter(({ path }) => matchRequestUrl(new URL(request.url), `*${path}`).matches);
  if (known.length > 0 && !known.some(({ method }) => method === request.method)) return numbered.methodNotSupported();
  return undefined;
});

/** The gateway's own endpoint for the E scheme: the modulus as plain text. */
export const gatewayHandlers: HttpHandler[] = [
  http.get('*/wps/session/key/rsa', () => HttpResponse.text(platformKeys.n, { headers: { 'Cache-Control': 'no-store' } })),
];
