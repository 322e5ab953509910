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

type QueryValue = string | number | boolean | null | undefined;

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
    if (value !== undefined && value !== null) params.append(key, String(value));
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

  async function request<T>(options: RequestOptions<T>): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
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
    if (options.encrypted) {
      // The E scheme's RSA and DES load with the first encrypted call, not with the first screen.
      const [{ encryptPayload }, modulus] = await Promise.all([import('./crypto/envelope.ts'), rsaModulus(signal)]);
      const sealed = encryptPayload(options.json ?? {}, modulus);
      Object.assign(headers, sealed.headers, { 'Content-Type': 'application/json;charset=UTF-8' });
      body = JSON.stringify(sealed.body);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(options.json);
    }

    const url = buildUrl(base(), options.path, options.query);
    let response: Response;
    try {
      response = await doFetch(url, { method: options.method, headers, body, signal });
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

  return { request, rsaModulus: publicModulus };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** fetch rejections: the caller's own abort is re-thrown as is (a cancellation, not an error). */
function toTransportError(error: unknown, signal: AbortSignal, callerSignal?: AbortSignal): unknown {
  if (callerSignal?.aborted) return callerSignal.reason ?? error;
  if (signal.aborted) return new ApiError('timeout', 'The request timed out', { cause: error });
  return new ApiError('network', 'The network request failed', { cause: error });
}
