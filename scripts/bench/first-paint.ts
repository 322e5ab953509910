/**
 * First paint on a slow phone with applied (not simulated) throttling: Lighthouse's simulation assumes the
 * app's scripts run before the first paint, so it cannot see the frame index.html paints while they
 * download. Slow 4G (150 ms round trip, 1.6 Mbps down) and a 4× slower CPU, as Lighthouse's mobile preset.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config.ts';

export interface FirstPaintFigures {
  /** first-contentful-paint, median (ms from navigation start). */
  fcpMs: number;
  /** When the app's first render replaces that frame, median (ms from navigation start). */
  appRenderMs: number;
  runs: { fcpMs: number; appRenderMs: number }[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureFirstPaint(url: string, runs: number): Promise<FirstPaintFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const results: FirstPaintFigures['runs'] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      // Records, on the page's own clock, when the app's first render replaces index.html's frame.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const root = document.getElementById('root');
          if (!root || root.childElementCount === 0 || root.querySelector(':scope > [data-boot-frame]')) return;
          (window as unknown as { appRenderAt: number }).appRenderAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => 'appRenderAt' in window, undefined, { timeout: 60_000 });
      results.push(
        await page.evaluate(() => ({
          fcpMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
          appRenderMs: Math.round((window as unknown as { appRenderAt: number }).appRenderAt),
        })),
      );
      await context.close();
    }
    return { fcpMs: median(results.map((r) => r.fcpMs)), appRenderMs: median(results.map((r) => r.appRenderMs)), runs: results };
  } finally {
    await browser.close();
  }
}
