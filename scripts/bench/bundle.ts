/** Bundle figures for a route: entry + its static imports + the route chunk, read from Vite's manifest. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  files: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

/** Walks static imports and index.html's preloads: what the browser must load before the route renders. */
export function routeSize(distDir: string, chunkKeys: string[]): RouteSize {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry chunk');
  // index.html also preloads the app that its entry imports after the first paint (vite.config.ts, preloadTheApp).
  // Not what its templates list: boot adds those on one route only (the home page's files), counted as its chunk.
  const html = readFileSync(join(distDir, 'index.html'), 'utf8').replace(/<template[\s\S]*?<\/template>/g, '');
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map((match) => match[1]!);
  const preloadedKeys = Object.keys(manifest).filter((key) => preloaded.includes(manifest[key]!.file));
  for (const key of [entry, ...preloadedKeys, ...chunkKeys]) visit(key);
  const js = [...seen].map((key) => manifest[key]!.file);
  const css = [...new Set([...seen].flatMap((key) => manifest[key]!.css ?? []))];
  const size = (files: string[]) =>
    files.reduce(
      (acc, file) => {
        const bytes = readFileSync(join(distDir, file));
        return { raw: acc.raw + bytes.length, gzip: acc.gzip + gzipSync(bytes, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const jsSize = size(js);
  const cssSize = size(css);
  return { files: [...js, ...css], jsRaw: jsSize.raw, jsGzip: jsSize.gzip, cssRaw: cssSize.raw, cssGzip: cssSize.gzip };
}
