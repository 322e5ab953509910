/**
 * The size budget: each route's JavaScript (entry + static imports + the route's chunks, gzip -9) from
 * the production build's manifest, against `scripts/bench/size-budget.json`. A route that grows past its
 * budget fails with the figure; one that shrank well below the recorded size fails too, so the file
 * keeps saying each route's current size and the gain is locked in. `UPDATE_SIZE_BUDGET=1` rewrites
 * the recorded sizes (budget = size + the file's headroom) after a deliberate change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, inject, test } from 'vitest';
import { routeSize } from '../../scripts/bench/bundle.ts';

const FILE = 'scripts/bench/size-budget.json';

interface RouteBudget {
  /** The manifest keys of the route's own chunks (the entry is always counted). */
  chunks: string[];
  /** Recorded gzip bytes of the route's JavaScript. */
  jsGzip: number;
  /** The most it may weigh. */
  budget: number;
}
interface BudgetFile {
  note: string;
  /** Bytes a route may grow past its recorded size before it fails; also how far it may shrink before the file must be updated. */
  headroom: number;
  routes: Record<string, RouteBudget>;
}

const file = JSON.parse(readFileSync(FILE, 'utf8')) as BudgetFile;
const measured = Object.fromEntries(
  Object.entries(file.routes).map(([name, route]) => [name, routeSize(inject('prodDir'), route.chunks).jsGzip]),
);

if (process.env.UPDATE_SIZE_BUDGET === '1') {
  for (const [name, route] of Object.entries(file.routes)) {
    route.jsGzip = measured[name]!;
    route.budget = measured[name]! + file.headroom;
  }
  writeFileSync(FILE, await format(JSON.stringify(file, null, 2), { ...(await resolveConfig(FILE)), filepath: FILE }));
}

describe('route size budget (production build, gzip JS)', () => {
  test.each(Object.keys(file.routes))('%s stays within its budget', (name) => {
    const route = file.routes[name]!;
    const size = measured[name]!;
    console.log(`${name}: ${size} B gzip (recorded ${route.jsGzip}, budget ${route.budget})`);
    expect(size, `${name} grew to ${size} B, past its budget of ${route.budget} B`).toBeLessThanOrEqual(route.budget);
    expect(
      size,
      `${name} shrank to ${size} B from the recorded ${route.jsGzip} B: lock the gain in with UPDATE_SIZE_BUDGET=1`,
    ).toBeGreaterThanOrEqual(route.jsGzip - file.headroom);
  });
});
