/**
 * `npm test`: every check and test, as CI runs them (.ci/run is `npm ci && npm test`). First what the
 * machine needs (Chromium, nginx, fonts: scripts/system-deps.ts), then the i18n check, the typecheck,
 * lint and the Storybook build, then vitest one group at a time (unit; every story in light and dark
 * with its play, axe and visual baseline; e2e on the built app): on 2 cores, three Chromium instances
 * at once starve each other into timeouts. Ends with the plain line CI reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Counts } from './plain-summary-reporter.ts';
import { ensureSystemPackages } from './system-deps.ts';

const GROUPS = [['unit'], ['visual'], ['e2e']];

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const dir = mkdtempSync(join(tmpdir(), 'viva-tests-'));

if (!ensureSystemPackages()) {
  process.stdout.write('\n0 passed, 1 failed, 0 skipped\n');
  process.exit(1);
}

/** The package scripts that are one check each: each counts as one test, passed or failed. */
const CHECKS = ['i18n:check', 'typecheck', 'lint', 'build-storybook'];
for (const script of CHECKS) {
  process.stdout.write(`\n== ${script} ==\n`);
  if (spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' }).status === 0) totals.passed += 1;
  else totals.failed += 1;
}

for (const [index, projects] of GROUPS.entries()) {
  const summaryFile = join(dir, `summary-${index}.json`);
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p]), ...process.argv.slice(2)];
  const status = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, PLAIN_SUMMARY_FILE: summaryFile } }).status;
  let counts: Counts;
  try {
    counts = JSON.parse(readFileSync(summaryFile, 'utf8')) as Counts;
  } catch {
    counts = { passed: 0, failed: 1, skipped: 0 }; // vitest died before reporting
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
