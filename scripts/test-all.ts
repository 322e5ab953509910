/**
 * `npm test`: every test. The i18n check, then one vitest run of all projects (unit, stories in
 * light and dark with axe, visual baselines, e2e on the built app). Ends with the plain line CI reads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Counts } from './plain-summary-reporter.ts';

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;

const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

const i18n = run(process.execPath, ['scripts/i18n-check.ts']);
if (i18n === 0) totals.passed += 1;
else totals.failed += 1;

const summaryFile = join(mkdtempSync(join(tmpdir(), 'viva-tests-')), 'summary.json');
const vitestStatus = run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { ...process.env, PLAIN_SUMMARY_FILE: summaryFile });
try {
  const counts = JSON.parse(readFileSync(summaryFile, 'utf8')) as Counts;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
} catch {
  totals.failed += 1; // vitest died before reporting
}
if (vitestStatus !== 0 && totals.failed === 0) totals.failed += 1;

process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
