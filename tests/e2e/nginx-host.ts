/**
 * The production build hosted as it will be (issue 20): Debian's nginx runs deploy/'s templates, rendered
 * here as the official image's entrypoint renders them (envsubst of the listed variables only), on a free
 * port with a build as its root and the fake platform over HTTP as the proxied upstream.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const NGINX = '/usr/sbin/nginx';
const DEPLOY = resolve('deploy');
/** What the image's entrypoint substitutes here: the variables the Dockerfile sets, nothing else. */
type Variables = Record<'NGINX_PORT' | 'NGINX_ROOT' | 'PLATFORM_ORIGIN' | 'FRAME_ORIGINS' | 'IMG_ORIGINS' | 'CONNECT_ORIGINS', string>;

/** envsubst with a variable list: `$NAME` and `${NAME}` of the listed names only (nginx's `$uri` stays). */
function envsubst(template: string, values: Variables): string {
  return template.replace(/\$(?:\{(\w+)\}|(\w+))/g, (whole, braced?: string, bare?: string) => {
    const name = (braced ?? bare) as keyof Variables;
    return Object.hasOwn(values, name) ? values[name] : whole;
  });
}

async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The main nginx.conf around the rendered server block: everything in `dir`, nginx as the current user. */
function mainConf(dir: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return `${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include conf.d/*.conf;
}
`;
}

/** Renders deploy/*.template into `dir`/conf.d as the image does into /etc/nginx/conf.d. */
function renderConfig(dir: string, values: Variables): string {
  mkdirSync(join(dir, 'conf.d'), { recursive: true });
  mkdirSync(join(dir, 'temp'), { recursive: true });
  for (const file of readdirSync(DEPLOY).filter((f) => f.endsWith('.template'))) {
    writeFileSync(join(dir, 'conf.d', file.replace(/\.template$/, '')), envsubst(readFileSync(join(DEPLOY, file), 'utf8'), values));
  }
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, mainConf(dir));
  return conf;
}

async function startNginx(dir: string, conf: string, origin: string): Promise<ChildProcess> {
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${stderr}${readLog(dir)}`))),
  );
  // Up when it answers; the wait ends as soon as it does (or nginx exits with its reason).
  const up = (async () => {
    for (;;) {
      try {
        await fetch(`${origin}/index.html`);
        return;
      } catch {
        await new Promise((next) => setTimeout(next, 50));
      }
    }
  })();
  await Promise.race([up, exited]);
  return child;
}

const readLog = (dir: string) => {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
};

/** A 1×1 PNG standing in for the image CDNs, whose host names do not resolve here. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const IMAGE_CDNS = ['https://images.viva.example.test', 'https://images.b298100.com:42666'];

/** Stops nginx gracefully and waits for it to go. */
async function stopNginx(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGQUIT');
  await exited;
}

/** The image CDNs answer every picture with one pixel in this context. */
export async function stubImageCdns(context: BrowserContext): Promise<void> {
  for (const cdn of IMAGE_CDNS) await context.route(`${cdn}/**`, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
}

/** `root` served by nginx on a free port with `platformUrl` upstream; `stop` ends nginx and removes its files. */
export async function hostBuild(root: string, platformUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
  const conf = renderConfig(dir, {
    NGINX_PORT: `127.0.0.1:${port}`,
    NGINX_ROOT: resolve(root),
    PLATFORM_ORIGIN: platformUrl,
    // The fake platform launches games, the lotto app and the chat on its loopback twin (mocks/handlers/provider-origin.ts).
    FRAME_ORIGINS: platformUrl.replace('127.0.0.1', 'localhost'),
    IMG_ORIGINS: IMAGE_CDNS.join(' '),
    CONNECT_ORIGINS: '',
  });
  const nginx = await startNginx(dir, conf, origin);
  return {
    origin,
    stop: async () => {
      await stopNginx(nginx);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
