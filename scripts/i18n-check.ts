/**
 * `npm run i18n:check`: the EN and VI catalogues must have the same keys, no empty values, the same
 * {{placeholders}}, and every key must be used by ui/ or app/ code (as a literal string). Exits 1 on
 * any problem. Part of `npm test`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Flat = Map<string, string>;

export function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

export interface CheckInput {
  en: Flat;
  vi: Flat;
  /** Every string literal found in the product source. */
  literals: Set<string>;
}

export function checkCatalogues({ en, vi, literals }: CheckInput): string[] {
  const problems: string[] = [];
  for (const [key, text] of en) {
    if (!vi.has(key)) problems.push(`missing in VI: ${key}`);
    if (typeof text !== 'string' || text.trim() === '') problems.push(`empty in EN: ${key}`);
    const viText = vi.get(key);
    if (viText !== undefined && viText.trim() === '') problems.push(`empty in VI: ${key}`);
    if (viText !== undefined && viText.trim() !== '' && placeholders(text) !== placeholders(viText)) {
      problems.push(`placeholders differ for ${key}: EN {{${placeholders(text)}}} VI {{${placeholders(viText)}}}`);
    }
    const base = key.replace(PLURAL, '');
    if (!literals.has(key) && !literals.has(base)) problems.push(`unused key: ${key}`);
  }
  for (const key of vi.keys()) if (!en.has(key)) problems.push(`only in VI (missing in EN): ${key}`);
  return problems;
}

export function loadCatalogue(dir: string): Flat {
  const out: Flat = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const area = file.replace(/\.json$/, '');
    flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')), area, out);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name.startsWith('__') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(stories|test|visual\.test)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** String literals of the product code (stories and tests do not count as use). */
export function collectLiterals(roots: string[]): Set<string> {
  const literals = new Set<string>();
  for (const file of roots.flatMap(sourceFiles)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/(['"`])([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)\1/g)) literals.add(m[2]!);
  }
  return literals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const locales = join(root, 'ui/i18n/locales');
  const en = loadCatalogue(join(locales, 'en'));
  const vi = loadCatalogue(join(locales, 'vi'));
  const problems = checkCatalogues({ en, vi, literals: collectLiterals([join(root, 'ui'), join(root, 'app')]) });
  if (problems.length > 0) {
    console.error(`i18n check failed (${problems.length} problems in ${relative(root, locales)}):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`i18n check passed: ${en.size} keys, EN and VI complete, all used.`);
}
