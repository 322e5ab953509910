import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient } from '../../app/api/http.ts';
import { currentToken, setScenario, setToken } from '../../tests/support/scenario.ts';
import { SCENARIO_TOKENS } from '../db/accounts.ts';
import { server } from '../node.ts';
import { failure, lgw, listAnswer, wps } from './platform.ts';

const client = createHttpClient({ baseUrl: 'http://platform.test', merchant: 'viva123', getToken: currentToken, getLanguage: () => 'EN' });
const post = (path: string, init: RequestInit = {}) => fetch(`http://platform.test${path}`, { method: 'POST', ...init });

/** Throwaway routes declared through the gateway, so its checks are tested apart from any real call. */
function useProbeRoutes() {
  let moved = 0;
  server.use(
    ...wps('get', '/wps/probe/public', {}, () => ({ hello: 'world' })),
    ...wps('get', '/wps/probe/member', { auth: 'required' }, ({ account }) => ({ account: account?.account })),
    ...wps('get', '/wps/probe/module', { module: 'CBS3' }, () => 'on'),
    ...wps('post', '/wps/probe/secret', { encrypted: true }, ({ body }) => ({ echo: body })),
    ...wps('post', '/wps/probe/money', { auth: 'required', money: true }, () => ({ moved: ++moved })),
    ...wps('get', '/wps/probe/refuse', {}, () => failure('nope', 'probe.refused', { captcha: true })),
    ...lgw('get', '/lgw/probe', {}, () => [{ gameId: 5910 }]),
  );
  return () => moved;
}

describe('the fake gateway', () => {
  test('wraps a resolver value in the /wps envelope, and answers /lgw raw', async () => {
    useProbeRoutes();
    await expect(client.request({ method: 'GET', path: '/wps/probe/public', schema: z.object({ hello: z.string() }) })).resolves.toEqual({
      hello: 'world',
    });
    const raw = await fetch('http://platform.test/lgw/probe').then((r) => r.json() as Promise<unknown>);
    expect(raw).toEqual([{ gameId: 5910 }]);
  });

  test('a token call without a live session is a 401 login.not.session; a scenario session passes', async () => {
    useProbeRoutes();
    const schema = z.object({ account: z.string() });
    await expect(client.request({ method: 'GET', path: '/wps/probe/member', schema })).rejects.toMatchObject({
      kind: 'session-expired',
      status: 401,
      errorCode: 'login.not.session',
    });
    setScenario('agent');
    await expect(client.request({ method: 'GET', path: '/wps/probe/member', schema })).resolves.toEqual({ account: 'agent01' });
    setToken('tok-forged');
    await expect(client.request({ method: 'GET', path: '/wps/probe/member', schema })).rejects.toMatchObject({ kind: 'session-expired' });
  });

  test('a module switched off by the scenario answers #543 function.not.available', async () => {
    useProbeRoutes();
    setScenario('off-CBS3');
    await expect(client.request({ method: 'GET', path: '/wps/probe/module', schema: z.string() })).rejects.toMatchObject({
      kind: 'business',
      errorCode: '543',
      message: 'function.not.available',
    });
    setScenario('off-FREEPLAY3');
    await expect(client.request({ method: 'GET', path: '/wps/probe/module', schema: z.string() })).resolves.toBe('on');
  });

  test('maintenance answers every call with the maintenance body (maintainTime, endTime)', async () => {
    useProbeRoutes();
    setScenario('maintenance');
    const error = await client.request({ method: 'GET', path: '/wps/probe/public', schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'business', errorCode: 'system.maintenance' });
    const { value } = error as { value: { content: { data: { maintainTime: number; endTime: number } } } };
    expect(value.content.data.endTime).toBeGreaterThan(value.content.data.maintainTime);
  });

  test('E calls are decrypted for the resolver; a plain body or missing headers get 400 request_body_required', async () => {
    useProbeRoutes();
    const payload = { username: 'member01', password: 'Abc12345' };
    await expect(
      client.request({
        method: 'POST',
        path: '/wps/probe/secret',
        json: payload,
        encrypted: true,
        schema: z.object({ echo: z.unknown() }),
      }),
    ).resolves.toEqual({ echo: payload });
    const plain = await post('/wps/probe/secret', { body: JSON.stringify(payload), headers: { 'Content-Type': 'application/json' } });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  test('a money call needs an Idempotency-Key, and a repeated key replays the first answer without acting twice', async () => {
    const moved = useProbeRoutes();
    setScenario('member');
    const headers = { Authorization: SCENARIO_TOKENS.member };
    const missing = await post('/wps/probe/money', { headers });
    expect(missing.status).toBe(400);
    const first = await post('/wps/probe/money', { headers: { ...headers, 'Idempotency-Key': 'k-1' } }).then(
      (r) => r.json() as Promise<unknown>,
    );
    const again = await post('/wps/probe/money', { headers: { ...headers, 'Idempotency-Key': 'k-1' } });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(first);
    expect(moved()).toBe(1);
    await post('/wps/probe/money', { headers: { ...headers, 'Idempotency-Key': 'k-2' } });
    expect(moved()).toBe(2);
  });

  test('a business failure carries its message, code and value (the captcha indicator travels there)', async () => {
    useProbeRoutes();
    await expect(client.request({ method: 'GET', path: '/wps/probe/refuse', schema: z.unknown() })).rejects.toMatchObject({
      kind: 'business',
      message: 'nope',
      errorCode: 'probe.refused',
      value: { captcha: true },
    });
  });

  test('random faults are seeded: the same calls fail in every run of the scenario', async () => {
    useProbeRoutes();
    const run = async () => {
      setScenario('faults');
      const statuses: number[] = [];
      for (let i = 0; i < 24; i++) statuses.push((await fetch('http://platform.test/wps/probe/public')).status);
      return statuses;
    };
    const first = await run();
    expect(first.filter((s) => s === 500).length).toBeGreaterThan(0);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(await run()).toEqual(first);
  });

  test('seeded faults follow the call, not the order: a call fails on the same attempt whatever was called before it', async () => {
    useProbeRoutes();
    const attempts = async (before: number) => {
      setScenario('faults');
      for (let i = 0; i < before; i++) await fetch('http://platform.test/wps/probe/refuse');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await fetch('http://platform.test/wps/probe/public')).status);
      return statuses;
    };
    expect(await attempts(5)).toEqual(await attempts(0));
  });

  test('failing-sections: the named calls always fail, the rest answer', async () => {
    server.use(...wps('get', '/wps/relay/GCSGAME_hotGamesV2', {}, () => []));
    useProbeRoutes();
    setScenario('failing-sections');
    for (let i = 0; i < 3; i++) expect((await fetch('http://platform.test/wps/relay/GCSGAME_hotGamesV2')).status).toBe(500);
    expect((await fetch('http://platform.test/wps/probe/public')).status).toBe(200);
  });

  test('a resolver may throw a platform Response', async () => {
    server.use(
      ...wps('get', '/wps/probe/throw', {}, () => {
        throw HttpResponse.json({ success: false, value: null, message: 'thrown', errorCode: 'x' }, { status: 409 });
      }),
    );
    await expect(client.request({ method: 'GET', path: '/wps/probe/throw', schema: z.unknown() })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      message: 'thrown',
    });
  });
});

describe('the gateway registers each call with its verb', () => {
  test('another verb on a known path is #459 http_method_not_support, as the real gateway answers', async () => {
    useProbeRoutes();
    const schema = z.unknown();
    await expect(client.request({ method: 'POST', path: '/wps/probe/public', schema })).rejects.toMatchObject({
      kind: 'http',
      status: 405,
      errorCode: '459',
      message: 'http_method_not_support',
    });
    setScenario('member');
    // A real call: the balance is a GET relay.
    await expect(client.request({ method: 'PUT', path: '/wps/v2/wallets/balance', json: {}, schema })).rejects.toMatchObject({
      errorCode: '459',
    });
    await expect(client.request({ method: 'DELETE', path: '/lgw/probe', schema })).rejects.toMatchObject({ status: 405, errorCode: '459' });
  });

  test('the verb the call is registered with still answers', async () => {
    useProbeRoutes();
    await expect(client.request({ method: 'GET', path: '/wps/probe/public', schema: z.object({ hello: z.string() }) })).resolves.toEqual({
      hello: 'world',
    });
  });
});

describe('listAnswer', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  test('a 1-based page of the asked size, with the page count', () => {
    const query = new URLSearchParams({ page: '3', size: '10' });
    expect(listAnswer(items, query, (n) => ({ n }))).toEqual({ list: [{ n: 21 }, { n: 22 }, { n: 23 }], page: 3, totalPages: 3 });
  });

  test("under the service's key, with its footer; the size at most 100", () => {
    const query = new URLSearchParams({ size: '500' });
    const answer = listAnswer(items, query, String, { key: 'records', footer: [{ amount: 9 }] });
    expect(answer).toMatchObject({ page: 1, totalPages: 1, footer: [{ amount: 9 }] });
    expect(answer.records).toHaveLength(23);
    expect(listAnswer([], new URLSearchParams(), String, { key: 'content' })).toEqual({ content: [], page: 1, totalPages: 0 });
  });
});
