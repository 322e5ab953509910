/**
 * The fake platform over HTTP (`npm run platform`): the handlers the browser worker runs, answering
 * real requests, so a production build (no mock code in it) can be served and measured as it will be,
 * with banners, tiles and draws coming over the network. Any origin may call it (it is a fake).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { followTheCalendar } from './db/world.ts';
import { handlers } from './handlers/index.ts';
import { applyScenario, parseScenarioName, scenarioNames } from './scenarios.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Merchant, Language, ModuleId, Idempotency-Key, Content-Type, Encryption, X-Digest, X-RSA',
  'Access-Control-Max-Age': '600',
};

/** One request in, the fake platform's answer out: a preflight, a handler's answer, or 404. */
export async function answer(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  const response =
    (await getResponse(handlers, request)) ??
    Response.json({ success: false, message: 'No such call on the fake platform', errorCode: 'request_param_err' }, { status: 404 });
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  const method = message.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(message.url ?? '/', origin), { method, headers, body });
}

/** What nginx gzips on its way out (deploy/default.conf.template: gzip_proxied any, gzip_min_length 512). */
const COMPRESSED_TYPES = /^(application\/(json|javascript|xml)|text\/)/;

/** The answer as production's nginx hands it on: JSON and text gzipped for a client that accepts it. */
async function reply(response: Response, out: ServerResponse, acceptEncoding: string): Promise<void> {
  const headers = Object.fromEntries(response.headers);
  let body = Buffer.from(await response.arrayBuffer());
  if (body.length >= 512 && /\bgzip\b/.test(acceptEncoding) && COMPRESSED_TYPES.test(response.headers.get('content-type') ?? '')) {
    body = gzipSync(body, { level: 6 });
    headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.length);
    headers.vary = 'Accept-Encoding';
  }
  out.writeHead(response.status, headers);
  out.end(body);
}

/** Listens on `port` (0: any free one) and answers every request through `answer`. */
export function servePlatform(port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const server = createServer((message, out) => {
    void toRequest(message, `http://${message.headers.host ?? host}`)
      .then(answer)
      .then((response) => reply(response, out, String(message.headers['accept-encoding'] ?? '')))
      .catch((error: unknown) => {
        out.writeHead(500, { 'Content-Type': 'text/plain', ...CORS });
        out.end(String(error));
      });
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${bound}` });
    });
  });
}

/**
 * The fake platform in `scenario` on today's calendar (like the dev app), `latencyMs` added to every
 * answer, listening on `port`. An unknown scenario name is refused with the known ones.
 */
export function startPlatform(options: { port: number; scenario: string; latencyMs: number }) {
  const name = parseScenarioName(options.scenario);
  if (!name) throw new Error(`Unknown scenario "${options.scenario}". Known: ${scenarioNames.join(', ')}`);
  followTheCalendar();
  applyScenario(name, { latencyMs: Math.max(0, options.latencyMs) });
  return servePlatform(options.port);
}
