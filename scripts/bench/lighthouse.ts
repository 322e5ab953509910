/** Lighthouse performance scores (mobile and desktop presets) in Debian Chromium, fully offline. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config.ts';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number | undefined;
}

export async function runLighthouse(url: string, preset: 'mobile' | 'desktop'): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    // BENCH_REPORTS=<dir> keeps each run's full report (what Lighthouse flags: LCP breakdown, unused JS...).
    const reports = process.env.BENCH_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${preset}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}
