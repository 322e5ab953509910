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
  /**
   * A line per finished file, as it finishes: vitest's default reporter prints nothing until the end when
   * its output is not a terminal (CI, a log file), so a slow or stuck run would show no progress at all.
   */
  onTestModuleEnd(module: TestModule): void {
    if (!process.env.CI && process.stdout.isTTY) return;
    const tests = [...module.children.allTests()];
    const failed = tests.filter((test) => test.result().state === 'failed').length;
    const seconds = ((module.diagnostic().duration ?? 0) / 1000).toFixed(1);
    const mark = failed > 0 || module.state() === 'failed' ? 'FAIL' : 'ok';
    process.stdout.write(
      `${mark} ${module.moduleId.replace(process.cwd() + '/', '')} (${tests.length} tests, ${failed} failed) ${seconds} s\n`,
    );
  }

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
