/**
 * The one HTTP client for the platform. Pure: it builds the request, applies the E scheme where asked,
 * parses the `/wps` envelope (or raw `/lgw` JSON), validates with zod and throws one `ApiError`.
 * No toasts, redirects or storage here; containers decide what a failure means to the user.
 */
import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './errors.ts';

export interface HttpConfig {
  /** '' = same origin. */
  baseUrl: string;
  /** The brand setting, sent as the Merchant header on every call. */
  merchant: string;
  /** The raw session token (the platform's Authorization header has no scheme). */
  getToken: () => string | undefined;
  /** Platform language code (EN, VI...). */
  getLanguage: () => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type QueryScalar = string | number | boolean | null | undefined;
/** A list is sent as the key repeated once per item (`inboxIds=a&inboxIds=b`), as the platform's client sends it. */
type QueryValue = QueryScalar | readonly (string | number)[];

export interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Query string (GET params; any method may carry one). */
  query?: Record<string, QueryValue>;
  /** JSON body (or, with `encrypted`, the payload that gets encrypted). */
  json?: unknown;
  /** x-www-form-urlencoded body (password by email). */
  form?: Record<string, string>;
  /** Per-endpoint module switch, sent as ModuleId. */
  moduleId?: string;
  /** Money mutations: one key per user action, reused on a retry of that action. */
  idempotencyKey?: string;
  /** The platform's E scheme (login, register, passwords, password-checked relays). */
  encrypted?: boolean;
  /** `/wps` calls answer in an envelope, `/lgw` calls with raw JSON; inferred from the path. */
  envelope?: 'wps' | 'raw';
  /** Schema of the envelope's `value`, or of the whole raw body. */
  schema: ZodMiniType<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** A request without its schema and signal: what a call sends (startEarly takes first-screen.contract.ts's). */
type RequestShape = Omit<RequestOptions<unknown>, 'schema' | 'signal'>;
/** What fetch is given for a request, its headers as a plain record (so the early answers can be matched on them). */
type Prepared = RequestInit & { headers: Record<string, string> };

/** errorCodes (and the HTTP status) that mean the session is gone. */
const SESSION_CODES = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
  'duplicateLogin',
  'nologin',
  '4',
]);

const DEFAULT_TIMEOUT_MS = 20_000;
/** How long an early answer waits for its request (the app's code has long loaded by then). */
const EARLY_TTL_MS = 15_000;

/** Answers started early (startEarly), by what they sent; shared by every client, each taken once. */
const early = new Map<string, { response: Promise<Response>; controller: AbortController }>();

const earlyKey = (url: string, init: Prepared) =>
  `${init.method ?? 'GET'} ${url} ${JSON.stringify(Object.entries(init.headers).sort(([a], [b]) => a.localeCompare(b)))}`;

/** The early answer to a GET that sends exactly this, once; from then on it follows the taker's signal. */
function takeEarly(url: string, init: Prepared) {
  if (init.method !== 'GET') return undefined;
  const key = earlyKey(url, init);
  const started = early.get(key);
  early.delete(key);
  return started;
}

/** The early answer, or the taker's abort or timeout if that comes first (which also stops the early call). */
function untilAborted({ response, controller }: { response: Promise<Response>; controller: AbortController }, signal: AbortSignal) {
  if (signal.aborted) {
    controller.abort(signal.reason);
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<Response>((resolve, reject) => {
    const abort = () => {
      controller.abort(signal.reason);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

interface Envelope {
  success: boolean;
  value?: unknown;
  message?: string;
  msg?: string;
  errorCode?: string | number;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

function errorFields(body: unknown): { message?: string; errorCode?: string; value?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Envelope;
  const message = typeof b.message === 'string' ? b.message : typeof b.msg === 'string' ? b.msg : undefined;
  const errorCode = b.errorCode === undefined || b.errorCode === null ? undefined : String(b.errorCode);
  return { message, errorCode, value: b.value };
}

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  let base = baseUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  return `${base}${path}${search ? `?${search}` : ''}`;
}

export function createHttpClient(config: HttpConfig) {
  const doFetch = (input: string, init: RequestInit) => (config.fetch ?? fetch)(input, init);
  const base = () => (config.baseUrl === '' && typeof location !== 'undefined' ? location.origin : config.baseUrl);

  /** The RSA modulus the E scheme encrypts to; fetched per encrypted call, as the platform's own client does. */
  async function rsaModulus(signal: AbortSignal): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(buildUrl(base(), '/wps/session/key/rsa', { t: Date.now() }), {
        headers: { Merchant: config.merchant, 'Cache-Control': 'no-cache' },
        signal,
      });
    } catch (error) {
      throw toTransportError(error, signal);
    }
    const text = (await response.text()).trim();
    if (!response.ok || !/^[0-9a-f]+$/i.test(text)) throw new ApiError('malformed', 'NO RSA KEY', { status: response.status });
    return text;
  }

  /** The address, headers and (unless encrypted: request() seals that) body, built one way for a request and an early start. */
  function prepare(options: RequestShape): { url: string; init: Prepared } {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Merchant: config.merchant,
      Language: config.getLanguage(),
      ...options.headers,
    };
    const token = config.getToken();
    if (token) headers.Authorization = token;
    if (options.moduleId) headers.ModuleId = options.moduleId;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: string | undefined;
    // An encrypted call's body is sealed by request(), never built in the clear.
    if (!options.encrypted && options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (!options.encrypted && options.json !== undefined) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(options.json);
    }
    return { url: buildUrl(base(), options.path, options.query), init: { method: options.method, headers, body } };
  }

  /**
   * Starts a GET now, before the code that reads its answer has loaded (boot: app/early-calls.ts); the
   * first request that sends exactly the same (method, address, headers) takes its answer instead of
   * asking again. An answer nobody takes within EARLY_TTL_MS is dropped.
   */
  function startEarly(options: RequestShape): void {
    if (options.method !== 'GET' || options.encrypted) return;
    const { url, init } = prepare(options);
    const key = earlyKey(url, init);
    if (early.has(key)) return;
    // No timeout of its own: the request that takes it brings its own (and its abort).
    const controller = new AbortController();
    const response = doFetch(url, { ...init, signal: controller.signal });
    // Nobody may take it: an unread failure is not an unhandled rejection.
    response.catch(() => undefined);
    early.set(key, { response, controller });
    setTimeout(() => {
      if (early.get(key)?.response !== response) return;
      early.delete(key);
      controller.abort();
    }, EARLY_TTL_MS);
  }

  async function request<T>(options: RequestOptions<T>): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const { url, init } = prepare(options);
    if (options.encrypted) {
      // The E scheme's RSA and DES load with the first encrypted call, not with the first screen.
      const [{ encryptPayload }, modulus] = await Promise.all([import('./crypto/envelope.ts'), rsaModulus(signal)]);
      const sealed = encryptPayload(options.json ?? {}, modulus);
      Object.assign(init.headers, sealed.headers, { 'Content-Type': 'application/json;charset=UTF-8' });
      init.body = JSON.stringify(sealed.body);
    }

    let response: Response;
    try {
      const started = takeEarly(url, init);
      response = await (started ? untilAborted(started, signal) : doFetch(url, { ...init, signal }));
    } catch (error) {
      throw toTransportError(error, signal, options.signal);
    }

    const text = await response.text().catch(() => '');
    let parsed: unknown;
    let parsedOk = true;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsedOk = false;
    }

    if (!response.ok) {
      const fields = parsedOk ? errorFields(parsed) : {};
      const kind = response.status === 401 || (fields.errorCode && SESSION_CODES.has(fields.errorCode)) ? 'session-expired' : 'http';
      throw new ApiError(kind, fields.message ?? `HTTP ${response.status}`, { status: response.status, ...fields });
    }
    if (!parsedOk || parsed === undefined) throw new ApiError('malformed', 'The response is not JSON', { status: response.status });

    const envelope = options.envelope ?? (options.path.startsWith('/wps') ? 'wps' : 'raw');
    let payload: unknown = parsed;
    if (envelope === 'wps') {
      if (!isEnvelope(parsed)) throw new ApiError('malformed', 'The response has no envelope', { status: response.status });
      if (!parsed.success) {
        const fields = errorFields(parsed);
        const kind = fields.errorCode && SESSION_CODES.has(fields.errorCode) ? 'session-expired' : 'business';
        throw new ApiError(kind, fields.message ?? '', { status: response.status, ...fields });
      }
      payload = parsed.value;
    }
    const result = options.schema.safeParse(payload);
    if (!result.success)
      throw new ApiError('malformed', 'The response does not match its schema', { status: response.status, cause: result.error });
    return result.data;
  }

  /** The E scheme's modulus, for the free-play call's older variant (an Encryption header only). */
  const publicModulus = (signal?: AbortSignal) => rsaModulus(signal ?? AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS));

  return { request, rsaModulus: publicModulus, startEarly };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** fetch rejections: the caller's own abort is re-thrown as is (a cancellation, not an error). */
function toTransportError(error: unknown, signal: AbortSignal, callerSignal?: AbortSignal): unknown {
  if (callerSignal?.aborted) return callerSignal.reason ?? error;
  if (signal.aborted) return new ApiError('timeout', 'The request timed out', { cause: error });
  return new ApiError('network', 'The network request failed', { cause: error });
}
