/**
 * `npm run bench`: figures, not pass/fail. Builds the app and a bare React 19 page with the same Vite
 * config, then prints, for the home route: JavaScript gzip size of both and their ratio, CSS size, and
 * Lighthouse performance (mobile and desktop presets, median of BENCH_RUNS runs) for both, served
 * locally. The home route is the production build (no mock code) with the fake platform answering over
 * HTTP behind the same origin (`npm run platform`'s server, proxied at /wps, /lgw and /lotto as nginx
 * does), so banners, tiles and draws load as in production; BENCH_LATENCY adds milliseconds to every
 * platform answer (default 0: Lighthouse's throttling already models the network). Then the slots lobby with all ~10,000 games on the demo build (DOM size at the top and at most
 * while scrolling to the end, frame times scrolling through every game, theme-switch time).
 * `npm run bench -- lobby` runs the lobby part alone, `npm run bench -- home` the home route part alone.
 * Writes bench-results/bench.json (the full run only).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, runnerImport, type PreviewServer } from 'vite';
import type * as Platform from '../mocks/http.ts';
import { routeSize } from './bench/bundle.ts';
import { measureFirstPaint } from './bench/first-paint.ts';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouse.ts';
import { measureLobby, type LobbyFigures } from './bench/lobby.ts';

process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist-bench');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const configFile = join(root, 'vite.config.ts');
const quiet = { logLevel: 'warn' as const, configFile };

/** Serves a build; with `platform`, its calls go to that origin through the same host, as behind nginx. */
async function serve(
  outDir: string,
  viteRoot: string,
  mode = 'production',
  platform?: string,
): Promise<{ url: string; server: PreviewServer }> {
  const proxy = platform ? Object.fromEntries(['/wps', '/lgw', '/lotto'].map((prefix) => [prefix, platform])) : undefined;
  const server = await preview({ ...quiet, root: viteRoot, mode, build: { outDir }, preview: { port: 0, host: '127.0.0.1', proxy } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function lighthouseMedian(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures & { scores: number[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runLighthouse(url, preset));
  const pick = (key: keyof LighthouseFigures) => median(results.map((r) => Number(r[key])));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    benchmarkIndex: results[0]?.benchmarkIndex,
    scores: results.map((r) => r.score),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The demo build (fake platform inside): the lobby needs its 10,000 games. */
async function lobbyFigures(): Promise<LobbyFigures> {
  const demoDir = join(out, 'demo');
  await build({ ...quiet, root, mode: 'demo', build: { outDir: demoDir, emptyOutDir: true } });
  const demo = await serve(demoDir, root, 'demo');
  try {
    return await measureLobby(demo.url);
  } finally {
    await demo.server.close();
  }
}

function printLobby(lobby: LobbyFigures) {
  const { top, max } = lobby.dom;
  console.log(`
Slots lobby, all ${lobby.games.toLocaleString('en')} games (${lobby.pagesLoaded} pages loaded in ${(lobby.loadAllMs / 1000).toFixed(1)} s)
  DOM at the top          ${top.grid} grid elements (${top.cards} cards), ${top.page} in the page
  DOM max, to the end     ${max.grid} grid elements (${max.cards} cards), ${max.page} in the page  (page ${lobby.dom.ratio}x the top; grid ${(max.grid / top.grid).toFixed(2)}x)
  Scrolling every game    ${lobby.frames.count} frames over ${lobby.frames.scrolledPx.toLocaleString('en')} px: median ${lobby.frames.medianMs} ms, p95 ${lobby.frames.p95Ms} ms, max ${lobby.frames.maxMs} ms, ${lobby.frames.over50Ms} over 50 ms
                          (p95 ${lobby.frames.withoutImagesP95Ms} ms over the first 600 frames without the artwork, not even loaded)
  Theme switch            median ${lobby.themeSwitch.medianMs} ms (click to painted frame; runs ${lobby.themeSwitch.runsMs.join(', ')} ms)`);
}

async function main() {
  if (process.argv.includes('lobby')) {
    printLobby(await lobbyFigures());
    return;
  }
  const appDir = join(out, 'app');
  const floorRoot = join(root, 'scripts/bench/floor');
  const floorDir = join(out, 'floor');
  await build({ ...quiet, root, mode: 'production', build: { outDir: appDir, manifest: true, emptyOutDir: true } });
  await build({ ...quiet, root: floorRoot, mode: 'production', build: { outDir: floorDir, manifest: true, emptyOutDir: true } });

  const app = routeSize(appDir, ['app/features/home/HomePage.tsx']);
  const floor = routeSize(floorDir, []);
  const ratio = app.jsGzip / floor.jsGzip;

  // The fake platform over HTTP, in its visitor state on today's calendar.
  const { module: fakePlatform } = await runnerImport<typeof Platform>('./mocks/http.ts', { configFile, logLevel: 'warn' });
  const latencyMs = Number(process.env.BENCH_LATENCY ?? 0);
  const platform = await fakePlatform.startPlatform({ port: 0, scenario: 'visitor', latencyMs });
  const appServer = await serve(appDir, root, 'production', platform.url);
  const floorServer = await serve(floorDir, floorRoot);
  const lighthouse = {
    app: {
      mobile: await lighthouseMedian(`${appServer.url}/index`, 'mobile'),
      desktop: await lighthouseMedian(`${appServer.url}/index`, 'desktop'),
    },
    floor: {
      mobile: await lighthouseMedian(`${floorServer.url}/`, 'mobile'),
      desktop: await lighthouseMedian(`${floorServer.url}/`, 'desktop'),
    },
  };
  const firstPaint = await measureFirstPaint(`${appServer.url}/index`, runs);
  await appServer.server.close();
  await floorServer.server.close();
  platform.server.close();
  const homeOnly = process.argv.includes('home');
  const lobby = homeOnly ? undefined : await lobbyFigures();

  const report = {
    date: new Date().toISOString(),
    runs,
    home: { js: { raw: app.jsRaw, gzip: app.jsGzip }, css: { raw: app.cssRaw, gzip: app.cssGzip }, files: app.files },
    floor: { js: { raw: floor.jsRaw, gzip: floor.jsGzip } },
    ratio: Number(ratio.toFixed(2)),
    lighthouse,
    firstPaint,
    lobby,
  };
  const file = resolve(root, 'bench-results/bench.json');
  if (lobby) {
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(file, JSON.stringify(report, null, 2));
  }

  const lh = (f: LighthouseFigures) => `${f.score} (LCP ${f.lcpMs} ms, FCP ${f.fcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls})`;
  console.log(`
Home route (/index)
  JavaScript        ${kib(app.jsRaw)} raw, ${kib(app.jsGzip)} gzip  (${app.files.filter((f) => f.endsWith('.js')).length} files)
  CSS               ${kib(app.cssRaw)} raw, ${kib(app.cssGzip)} gzip
Bare React 19 floor
  JavaScript        ${kib(floor.jsRaw)} raw, ${kib(floor.jsGzip)} gzip
Ratio (home / floor, gzip JS): ${ratio.toFixed(2)}x

Lighthouse performance, median of ${runs} (benchmarkIndex ${lighthouse.app.mobile.benchmarkIndex ?? 'n/a'}), the fake platform answering (+${latencyMs} ms)
  home   mobile  ${lh(lighthouse.app.mobile)}
  home   desktop ${lh(lighthouse.app.desktop)}
  floor  mobile  ${lh(lighthouse.floor.mobile)}
  floor  desktop ${lh(lighthouse.floor.desktop)}
First paint on a slow phone, applied throttling (150 ms RTT, 1.6 Mbps, 4x CPU), median of ${runs}
  home   first contentful paint ${firstPaint.fcpMs} ms (index.html's frame), the app's first render ${firstPaint.appRenderMs} ms
`);
  if (lobby) {
    printLobby(lobby);
    console.log(`\nWritten to ${file}`);
  }
}

await main();
