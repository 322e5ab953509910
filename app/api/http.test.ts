import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { decryptRequest } from '../../mocks/crypto/decrypt.ts';
import { platformKeys } from '../../mocks/crypto/platform-keys.ts';
import { server } from '../../mocks/node.ts';
import { ApiError } from './errors.ts';
import { buildUrl, createHttpClient } from './http.ts';

let token: string | undefined = 'tok-123';
const client = createHttpClient({ baseUrl: '', merchant: 'viva123', getToken: () => token, getLanguage: () => 'VI' });
const Value = z.object({ n: z.number() });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('request building', () => {
  test('GET sends the platform headers and the query string, dropping empty values', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/wps/member/info', ({ request }) => {
        seen = request;
        return HttpResponse.json({ success: true, value: { n: 1 } });
      }),
    );
    await client.request({
      method: 'GET',
      path: '/wps/member/info',
      query: { a: 1, b: undefined, c: 'x y' },
      moduleId: 'COMM3',
      schema: Value,
    });
    expect(new URL(seen!.url).search).toBe('?a=1&c=x+y');
    expect(seen!.headers.get('Authorization')).toBe('tok-123');
    expect(seen!.headers.get('Merchant')).toBe('viva123');
    expect(seen!.headers.get('Language')).toBe('VI');
    expect(seen!.headers.get('ModuleId')).toBe('COMM3');
  });

  test('POST sends JSON; money mutations carry the Idempotency-Key; no token means no Authorization', async () => {
    token = undefined;
    let seen: { body: unknown; headers: Headers } | undefined;
    server.use(
      http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
        seen = { body: await request.json(), headers: request.headers };
        return HttpResponse.json({ success: true, value: { n: 2 } });
      }),
    );
    await client.request({
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      json: { amount: 5 },
      idempotencyKey: 'k-1',
      schema: Value,
    });
    token = 'tok-123';
    expect(seen!.body).toEqual({ amount: 5 });
    expect(seen!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(seen!.headers.get('Content-Type')).toContain('application/json');
    expect(seen!.headers.has('Authorization')).toBe(false);
  });

  test('form encoding for the password-by-email call, DELETE for logout', async () => {
    let form = '';
    let method = '';
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        form = `${request.headers.get('Content-Type')} ${await request.text()}`;
        return HttpResponse.json({ success: true, value: null });
      }),
      http.delete('*/wps/session/logout', ({ request }) => {
        method = request.method;
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    await client.request({
      method: 'POST',
      path: '/wps/member/password/email',
      form: { username: 'ann', email: 'a@b.test' },
      schema: z.null(),
    });
    await client.request({ method: 'DELETE', path: '/wps/session/logout', schema: z.null() });
    expect(form).toBe('application/x-www-form-urlencoded username=ann&email=a%40b.test');
    expect(method).toBe('DELETE');
  });

  test('buildUrl joins base and path without doubling slashes', () => {
    expect(buildUrl('https://api.test/', '/wps/x', { q: 1 })).toBe('https://api.test/wps/x?q=1');
    expect(buildUrl('', '/lgw/games', {})).toBe('/lgw/games');
  });

  test('a list in the query repeats its key once per item, in order; an empty list sends nothing', () => {
    expect(buildUrl('', '/wps/relay/EMFE_deleteInbox', { inboxIds: ['11', 12], recordSource: 'SYSTEM' })).toBe(
      '/wps/relay/EMFE_deleteInbox?inboxIds=11&inboxIds=12&recordSource=SYSTEM',
    );
    expect(buildUrl('', '/wps/x', { ids: [], q: '' })).toBe('/wps/x?q=');
  });
});

describe('responses', () => {
  test('returns the envelope value, schema-checked; /lgw answers raw JSON', async () => {
    server.use(
      http.get('*/wps/v2/wallets/balance', () => HttpResponse.json({ success: true, value: { n: 3 } })),
      http.get('*/lgw/games/popular', () => HttpResponse.json([{ n: 4 }])),
    );
    expect(await client.request({ method: 'GET', path: '/wps/v2/wallets/balance', schema: Value })).toEqual({ n: 3 });
    expect(await client.request({ method: 'GET', path: '/lgw/games/popular', schema: z.array(Value) })).toEqual([{ n: 4 }]);
  });

  test.each([
    [
      'business: success false keeps message, errorCode and value (the captcha indicator)',
      () => HttpResponse.json({ success: false, message: 'Wrong password', errorCode: 'PWD', value: { captcha: true } }),
      { kind: 'business', message: 'Wrong password', errorCode: 'PWD', value: { captcha: true } },
    ],
    [
      'session-expired: HTTP 401',
      () => HttpResponse.json({ errorCode: 'login.not.session', message: 'Logged in elsewhere' }, { status: 401 }),
      { kind: 'session-expired', status: 401, errorCode: 'login.not.session' },
    ],
    [
      'session-expired: success false with a session code',
      () => HttpResponse.json({ success: false, errorCode: 'user.or.token.invalid' }),
      { kind: 'session-expired' },
    ],
    [
      'http: 500 with a numbered platform error',
      () => HttpResponse.json({ errorCode: '#727', message: 'system busy' }, { status: 500 }),
      { kind: 'http', status: 500, errorCode: '#727', message: 'system busy' },
    ],
    [
      'http: a proxy 502 with an HTML body',
      () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      { kind: 'http', status: 502 },
    ],
    ['malformed: HTML with status 200', () => new HttpResponse('<html>login</html>', { status: 200 }), { kind: 'malformed' }],
    ['malformed: empty 200', () => new HttpResponse(null, { status: 200 }), { kind: 'malformed' }],
    ['malformed: no envelope', () => HttpResponse.json({ n: 1 }), { kind: 'malformed' }],
    ['malformed: value does not match the schema', () => HttpResponse.json({ success: true, value: { n: 'one' } }), { kind: 'malformed' }],
    ['network: the connection fails', () => HttpResponse.error(), { kind: 'network' }],
  ])('%s', async (_name, reply, expected) => {
    server.use(http.get('*/wps/member/info', reply));
    const error = await failure(client.request({ method: 'GET', path: '/wps/member/info', schema: Value }));
    expect(error).toMatchObject(expected);
  });

  test('timeout: a hung server becomes a timeout error', async () => {
    server.use(http.get('*/wps/member/info', async () => delay('infinite')));
    const error = await failure(client.request({ method: 'GET', path: '/wps/member/info', schema: Value, timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
  });

  test("the caller's abort is a cancellation, not an ApiError", async () => {
    server.use(http.get('*/wps/member/info', async () => delay('infinite')));
    const controller = new AbortController();
    const pending = client.request({ method: 'GET', path: '/wps/member/info', schema: Value, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('encrypted (E) calls', () => {
  test('fetch the RSA key, send DES body with Encryption/X-Digest/X-RSA, and the gateway recovers the payload', async () => {
    let received: unknown;
    server.use(
      http.get('*/wps/session/key/rsa', ({ request }) => {
        expect(new URL(request.url).searchParams.get('t')).toMatch(/^\d+$/);
        return new HttpResponse(platformKeys.n, { headers: { 'Content-Type': 'text/plain' } });
      }),
      http.post('*/wps/session/login', async ({ request }) => {
        const result = decryptRequest({ body: await request.json(), headers: request.headers }, platformKeys);
        if (!result.ok) return HttpResponse.json({ errorCode: result.errorCode }, { status: result.status });
        received = result.payload;
        return HttpResponse.json({ success: true, value: { n: 9 } });
      }),
    );
    const value = await client.request({
      method: 'POST',
      path: '/wps/session/login',
      encrypted: true,
      json: { username: 'ann', password: 'Secret123' },
      schema: Value,
    });
    expect(value).toEqual({ n: 9 });
    expect(received).toEqual({ username: 'ann', password: 'Secret123' });
  });

  test('no RSA key: a clear error and no login request', async () => {
    let loginCalls = 0;
    server.use(
      http.get('*/wps/session/key/rsa', () => new HttpResponse('<html>oops</html>', { status: 200 })),
      http.post('*/wps/session/login', () => {
        loginCalls += 1;
        return HttpResponse.json({ success: true, value: { n: 1 } });
      }),
    );
    const error = await failure(client.request({ method: 'POST', path: '/wps/session/login', encrypted: true, json: {}, schema: Value }));
    expect(error).toMatchObject({ kind: 'malformed', message: 'NO RSA KEY' });
    expect(loginCalls).toBe(0);
  });
});

describe('early calls (startEarly)', () => {
  // Each test its own path: an early answer nobody took stays for its time to live.
  const counting = (path: string, answer: () => Response | Promise<Response>) => {
    const calls: Request[] = [];
    server.use(
      http.get(`*${path}`, ({ request }) => {
        calls.push(request);
        return answer();
      }),
    );
    return calls;
  };
  const visitor = createHttpClient({ baseUrl: '', merchant: 'viva123', getToken: () => undefined, getLanguage: () => 'EN' });

  test('the request that sends the same is answered by the early call: one request reaches the platform', async () => {
    const calls = counting('/wps/early/one', () => HttpResponse.json({ success: true, value: { n: 7 } }));
    visitor.startEarly({ method: 'GET', path: '/wps/early/one', query: { a: 1 }, moduleId: 'COMM3' });
    expect(await visitor.request({ method: 'GET', path: '/wps/early/one', query: { a: 1 }, moduleId: 'COMM3', schema: Value })).toEqual({
      n: 7,
    });
    expect(calls).toHaveLength(1);
    // Taken once: the next request asks again.
    await visitor.request({ method: 'GET', path: '/wps/early/one', query: { a: 1 }, moduleId: 'COMM3', schema: Value });
    expect(calls).toHaveLength(2);
  });

  test('a request that sends anything else (another query, a token, a language) asks for itself', async () => {
    const calls = counting('/wps/early/two', () => HttpResponse.json({ success: true, value: { n: 1 } }));
    visitor.startEarly({ method: 'GET', path: '/wps/early/two', query: { a: 1 } });
    const member = createHttpClient({ baseUrl: '', merchant: 'viva123', getToken: () => 'tok-9', getLanguage: () => 'EN' });
    const vietnamese = createHttpClient({ baseUrl: '', merchant: 'viva123', getToken: () => undefined, getLanguage: () => 'VI' });
    await visitor.request({ method: 'GET', path: '/wps/early/two', query: { a: 2 }, schema: Value });
    await member.request({ method: 'GET', path: '/wps/early/two', query: { a: 1 }, schema: Value });
    await vietnamese.request({ method: 'GET', path: '/wps/early/two', query: { a: 1 }, schema: Value });
    // The early one, then three of their own.
    expect(calls.map((c) => [new URL(c.url).search, c.headers.get('Authorization'), c.headers.get('Language')])).toEqual([
      ['?a=1', null, 'EN'],
      ['?a=2', null, 'EN'],
      ['?a=1', 'tok-9', 'EN'],
      ['?a=1', null, 'VI'],
    ]);
  });

  test("an early call's failure is the taker's, as a failure of its own would be; the retry asks again", async () => {
    let fail = true;
    const calls = counting('/wps/early/three', () =>
      fail ? new HttpResponse('<html>502</html>', { status: 502 }) : HttpResponse.json({ success: true, value: { n: 3 } }),
    );
    visitor.startEarly({ method: 'GET', path: '/wps/early/three', query: {} });
    expect(await failure(visitor.request({ method: 'GET', path: '/wps/early/three', schema: Value }))).toMatchObject({
      kind: 'http',
      status: 502,
    });
    fail = false;
    expect(await visitor.request({ method: 'GET', path: '/wps/early/three', schema: Value })).toEqual({ n: 3 });
    expect(calls).toHaveLength(2);
  });

  test("an early call that hangs ends with the taker's timeout, not later", async () => {
    counting('/wps/early/four', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    visitor.startEarly({ method: 'GET', path: '/wps/early/four', query: {} });
    const error = await failure(visitor.request({ method: 'GET', path: '/wps/early/four', schema: Value, timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
  });
});
