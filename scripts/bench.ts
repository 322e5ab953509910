/**
 * `npm run bench`: figures, not pass/fail. Builds the app and a bare React 19 page with the same Vite
 * config, then prints, for the home route: JavaScript gzip size of both and their ratio, CSS size, and
 * Lighthouse performance (mobile and desktop presets, median of BENCH_RUNS runs) for both, served
 * locally. Writes bench-results/bench.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import { routeSize } from './bench/bundle.ts';
import { runLighthouse, type LighthouseFigures } from './bench/lighthouse.ts';

process.env.NODE_ENV = 'production';
const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'dist-bench');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const configFile = join(root, 'vite.config.ts');
const quiet = { logLevel: 'warn' as const, configFile };

async function serve(outDir: string, viteRoot: string): Promise<{ url: string; server: PreviewServer }> {
  const server = await preview({ ...quiet, root: viteRoot, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
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

async function main() {
  const appDir = join(out, 'app');
  const floorRoot = join(root, 'scripts/bench/floor');
  const floorDir = join(out, 'floor');
  await build({ ...quiet, root, mode: 'production', build: { outDir: appDir, manifest: true, emptyOutDir: true } });
  await build({ ...quiet, root: floorRoot, mode: 'production', build: { outDir: floorDir, manifest: true, emptyOutDir: true } });

  const app = routeSize(appDir, ['app/routes/HomePage.tsx']);
  const floor = routeSize(floorDir, []);
  const ratio = app.jsGzip / floor.jsGzip;

  const appServer = await serve(appDir, root);
  const floorServer = await serve(floorDir, floorRoot);
  const lighthouse = {
    app: { mobile: await lighthouseMedian(`${appServer.url}/index`, 'mobile'), desktop: await lighthouseMedian(`${appServer.url}/index`, 'desktop') },
    floor: { mobile: await lighthouseMedian(`${floorServer.url}/`, 'mobile'), desktop: await lighthouseMedian(`${floorServer.url}/`, 'desktop') },
  };
  await appServer.server.close();
  await floorServer.server.close();

  const report = {
    date: new Date().toISOString(),
    runs,
    home: { js: { raw: app.jsRaw, gzip: app.jsGzip }, css: { raw: app.cssRaw, gzip: app.cssGzip }, files: app.files },
    floor: { js: { raw: floor.jsRaw, gzip: floor.jsGzip } },
    ratio: Number(ratio.toFixed(2)),
    lighthouse,
  };
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = resolve(root, 'bench-results/bench.json');
  writeFileSync(file, JSON.stringify(report, null, 2));

  const lh = (f: LighthouseFigures) => `${f.score} (LCP ${f.lcpMs} ms, FCP ${f.fcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls})`;
  console.log(`
Home route (/index)
  JavaScript        ${kib(app.jsRaw)} raw, ${kib(app.jsGzip)} gzip  (${app.files.filter((f) => f.endsWith('.js')).length} files)
  CSS               ${kib(app.cssRaw)} raw, ${kib(app.cssGzip)} gzip
Bare React 19 floor
  JavaScript        ${kib(floor.jsRaw)} raw, ${kib(floor.jsGzip)} gzip
Ratio (home / floor, gzip JS): ${ratio.toFixed(2)}x

Lighthouse performance, median of ${runs} (benchmarkIndex ${lighthouse.app.mobile.benchmarkIndex ?? 'n/a'})
  home   mobile  ${lh(lighthouse.app.mobile)}
  home   desktop ${lh(lighthouse.app.desktop)}
  floor  mobile  ${lh(lighthouse.floor.mobile)}
  floor  desktop ${lh(lighthouse.floor.desktop)}

Written to ${file}`);
}

await main();
