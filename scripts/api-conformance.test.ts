/**
 * Conformance with the platform's own client, run by `npm test` (unit project). Each row of
 * scripts/platform-client/<area>.json is a fact read off the platform's own member-centre client
 * (reference/platform-client.md: path, verb, E scheme, ModuleId, the query and body keys it sends);
 * each has an exercise below that makes the call through the app's own fetcher, against the fake
 * platform, and the request that leaves is checked against the fact. A fetcher that sends another
 * verb, path, key or encryption fails here, whatever the fake platform would have answered.
 *
 * The same file lists, per fact, the invented paths it replaced; none may be left in app/ or mocks/.
 */
import { matchRequestUrl, type HttpHandler } from 'msw';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { decryptRequest } from '../mocks/crypto/decrypt.ts';
import { platformKeys } from '../mocks/crypto/platform-keys.ts';
import { handlers } from '../mocks/handlers/index.ts';
import { server } from '../mocks/node.ts';
import { setScenario } from '../tests/support/scenario.ts';
import { apiCalls } from './api-calls.ts';
import { clientFacts as facts, exercises } from './platform-client-facts.ts';

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/** Every request the fake platform sees while `run` runs (the call may be refused: what it sent is what is checked). */
async function sentDuring(run: () => Promise<unknown>): Promise<Sent[]> {
  const requests: Promise<Sent>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    requests.push(bodyOf(copy).then((body) => ({ method: copy.method, url: new URL(copy.url), headers: copy.headers, body })));
  };
  server.events.on('request:start', listener);
  try {
    await run().catch(() => undefined);
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return Promise.all(requests);
}

const keysOf = (value: unknown) => (typeof value === 'object' && value !== null ? Object.keys(value) : []);

afterEach(() => server.events.removeAllListeners());

describe('the facts table', () => {
  test('every fact is well formed, with a unique id', () => {
    const ids = new Set<string>();
    for (const fact of facts) {
      expect(ids.has(fact.id), fact.id).toBe(false);
      ids.add(fact.id);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(fact.method);
      expect(fact.path).toMatch(/^\/(wps|lgw|lotto)\//);
      for (const key of fact.required) expect([...fact.query, ...fact.body, ...(fact.designed ?? [])], `${fact.id}: ${key}`).toContain(key);
    }
  });

  test('every fact has an exercise, and every exercise a fact', () => {
    expect(Object.keys(exercises).sort()).toEqual(facts.map((fact) => fact.id).sort());
  });

  test('a call listed with its fact is listed as the fact says', () => {
    for (const call of apiCalls.filter((c) => c.client)) {
      const fact = facts.find((f) => f.id === call.client);
      expect(fact, `${call.call}: no fact ${call.client}`).toBeDefined();
      expect({ method: call.method, path: call.path, encrypted: call.encrypted ?? false }, call.call).toEqual({
        method: fact!.method,
        path: fact!.path,
        encrypted: fact!.encrypted,
      });
    }
  });
});

describe.each(facts)('$method $path ($id) as the platform client sends it', (fact) => {
  test('the fetcher sends its verb, path, encryption, ModuleId and keys', async () => {
    setScenario(fact.as ?? 'member');
    const sent = (await sentDuring(exercises[fact.id]!)).filter(({ url }) => matchRequestUrl(url, `*${fact.path}`).matches);
    expect(sent.length, `no request to ${fact.path}`).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.method).toBe(fact.method);
      if (fact.moduleId !== undefined) expect(request.headers.get('ModuleId')).toBe(fact.moduleId);
      const query = [...new Set(request.url.searchParams.keys())];
      for (const key of query) expect([...fact.query, ...(fact.designed ?? [])], `query key ${key}`).toContain(key);

      let body = request.body;
      if (fact.encrypted) {
        const opened = decryptRequest({ body, headers: request.headers }, platformKeys);
        expect(opened.ok, 'an E payload').toBe(true);
        body = opened.ok ? opened.payload : undefined;
      } else {
        expect(request.headers.get('Encryption'), 'no E scheme').toBeNull();
      }
      for (const key of keysOf(body)) expect([...fact.body, ...(fact.designed ?? [])], `body key ${key}`).toContain(key);
      const sentKeys = [...query, ...keysOf(body)];
      for (const key of fact.required) expect(sentKeys, `required key ${key}`).toContain(key);
    }
  });
});

test("the fake platform answers each fact's path with the fact's verbs only (any other is its #459)", () => {
  const routes = (handlers as HttpHandler[])
    .filter((h) => 'info' in h && typeof h.info.path === 'string')
    .map((h) => ({ method: String(h.info.method).toUpperCase(), path: String(h.info.path).replace(/^\*/, '') }));
  for (const path of new Set(facts.map((fact) => fact.path))) {
    const verbs = (list: { method: string; path: string }[]) =>
      [...new Set(list.filter((r) => r.path === path).map((r) => r.method))].sort();
    expect(verbs(routes), path).toEqual(verbs(facts));
  }
});

/** Every source file under a folder (the tests too: a test that asks for an invented path would be testing a fiction). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

test('no invented path the facts replaced is left in app/ or mocks/', () => {
  const invented = facts.flatMap((fact) => fact.replaces);
  const left = sourceFiles('app')
    .concat(sourceFiles('mocks'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return invented.filter((path) => text.includes(path)).map((path) => `${file}: ${path}`);
    });
  expect(left).toEqual([]);
});
