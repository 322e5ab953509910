/**
 * `npm test`: every test. The i18n check, then vitest one group at a time (unit; every story in light
 * and dark with its play, axe and visual baseline; e2e on the built app): on 2 cores, three Chromium
 * instances at once starve each other into timeouts. Ends with the plain line CI reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Counts } from './plain-summary-reporter.ts';

const GROUPS = [['unit'], ['visual'], ['e2e']];

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const dir = mkdtempSync(join(tmpdir(), 'viva-tests-'));

const i18n = spawnSync(process.execPath, ['scripts/i18n-check.ts'], { stdio: 'inherit' }).status;
if (i18n === 0) totals.passed += 1;
else totals.failed += 1;

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
