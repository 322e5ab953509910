import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { answer, servePlatform } from './http.ts';
import { applyScenario } from './scenarios.ts';

const ORIGIN = 'http://platform.test';

describe('the fake platform over HTTP', () => {
  test('answers a call through the same handlers as the browser worker, open to any origin', async () => {
    applyScenario('visitor');
    const response = await answer(new Request(`${ORIGIN}/wps/system/status`, { headers: { Origin: 'http://app.test' } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const body = (await response.json()) as { success: boolean; value: { maintenance: boolean } };
    expect(body).toMatchObject({ success: true, value: { maintenance: false } });
  });

  test("a preflight lists the platform's headers; an unknown path is a 404 in the platform's envelope", async () => {
    const preflight = await answer(new Request(`${ORIGIN}/wps/member/info`, { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Idempotency-Key');
    const missing = await answer(new Request(`${ORIGIN}/wps/no/such/call`));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  test('a member session answers with its data: the scenario decides who is signed in', async () => {
    applyScenario('member');
    const response = await answer(new Request(`${ORIGIN}/wps/member/info`, { headers: { Authorization: 'fake-session-member01' } }));
    expect(await response.json()).toMatchObject({ success: true, value: { account: 'member01' } });
  });

  test('JSON goes out gzipped to a client that accepts it, as production nginx sends it on; plain otherwise', async () => {
    applyScenario('visitor');
    const { server, url } = await servePlatform(0);
    try {
      const path = `${url}/wps/system/status`;
      const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        void import('node:http').then(({ get }) =>
          get(path, { headers: { 'Accept-Encoding': 'gzip, deflate' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          }).on('error', reject),
        );
      });
      expect(zipped.encoding).toBe('gzip');
      const plain = Buffer.from(await (await answer(new Request(path))).arrayBuffer());
      expect(zipped.body.length).toBeLessThan(plain.length);
      expect(JSON.parse(gunzipSync(zipped.body).toString())).toMatchObject({ success: true, value: { maintenance: false } });
    } finally {
      server.close();
    }
  });
});
