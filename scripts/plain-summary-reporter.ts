import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * CI reads a plain `N passed, N failed` line, not vitest's summary. Unhandled errors and modules
 * that failed to load count as failures, so a crash can never look like a green run. Under
 * `npm test` (PLAIN_SUMMARY_FILE set) the counts go to a file and scripts/test-all.ts prints the line.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts: Counts = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
    for (const module of testModules) {
      const tests = [...module.children.allTests()];
      if (module.state() === 'failed' && tests.length === 0) counts.failed += 1;
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
    }
    const file = process.env.PLAIN_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify(counts));
    else process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
