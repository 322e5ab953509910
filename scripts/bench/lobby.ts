/**
 * The slots lobby with every game loaded (issue 6, performance.md G7): DOM size at the top and at
 * most while scrolling to the end, frame times while scrolling through all games, and the time a
 * theme switch takes on the full lobby. Drives the demo build (fake platform inside) in Debian Chromium.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config.ts';

export interface LobbyFigures {
  games: number;
  pagesLoaded: number;
  loadAllMs: number;
  /** ratio: the page's most elements while scrolling to the end over the page at the top. */
  dom: { top: { grid: number; page: number; cards: number }; max: { grid: number; page: number; cards: number }; ratio: number };
  frames: {
    count: number;
    medianMs: number;
    p95Ms: number;
    maxMs: number;
    over50Ms: number;
    scrolledPx: number;
    withoutImagesP95Ms: number;
  };
  themeSwitch: { medianMs: number; runsMs: number[] };
}

const VIEWPORT = { width: 1440, height: 900 };
/** Pixels per frame in the measured scroll: a fast, steady wheel scroll (6,000 px/s at 60 Hz). */
const STEP_PX = 100;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** Element counts under the grid list, in the whole page, and cards mounted. */
function domCounts(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector('[data-slot="game-grid-list"]');
    return {
      grid: list ? list.getElementsByTagName('*').length + 1 : 0,
      page: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('[data-slot="game-grid-item"]').length,
    };
  });
}

/** From the top, `STEP_PX` per frame until the end (or `frames` frames): frame times and the most elements seen. */
async function scrollThrough(page: Page, frames: number) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  return page.evaluate(
    async ({ step, frames }) => {
      const list = document.querySelector('[data-slot="game-grid-list"]')!;
      const gridElements = list.getElementsByTagName('*');
      const pageElements = document.getElementsByTagName('*');
      const deltas: number[] = [];
      let maxGrid = 0;
      let maxPage = 0;
      let maxCards = 0;
      let last = performance.now();
      const end = () => document.documentElement.scrollHeight - window.innerHeight;
      while (window.scrollY < end() - 1 && deltas.length < frames) {
        window.scrollBy(0, step);
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        deltas.push(now - last);
        last = now;
        maxGrid = Math.max(maxGrid, gridElements.length + 1);
        maxPage = Math.max(maxPage, pageElements.length);
        maxCards = Math.max(maxCards, list.querySelectorAll('[data-slot="game-grid-item"]').length);
      }
      return { deltas, maxGrid, maxPage, maxCards, scrolled: window.scrollY };
    },
    { step: STEP_PX, frames },
  );
}

export async function measureLobby(baseUrl: string): Promise<LobbyFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    let pagesLoaded = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('GCSGAME_gameList')) pagesLoaded += 1;
    });
    await page.goto(`${baseUrl}/rng`);
    await page.locator('[data-slot="game-grid-item"]').first().waitFor();
    const countText =
      (await page
        .getByRole('status')
        .filter({ hasText: /games?$/ })
        .first()
        .textContent()) ?? '';
    const games = Number(countText.replace(/\D/g, ''));
    if (!(games > 0)) throw new Error(`no game count in "${countText}"`);
    await page.waitForTimeout(500);
    const top = await domCounts(page);

    // Phase 1: scroll to the end until every page has arrived, sampling the DOM on the way.
    const max = { ...top };
    const started = Date.now();
    for (;;) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(120);
      const now = await domCounts(page);
      max.grid = Math.max(max.grid, now.grid);
      max.page = Math.max(max.page, now.page);
      max.cards = Math.max(max.cards, now.cards);
      const last = await page.evaluate(() =>
        Math.max(-1, ...[...document.querySelectorAll<HTMLElement>('[data-slot="game-grid-item"]')].map((el) => Number(el.dataset.index))),
      );
      if (last + 1 >= games) break;
      if (Date.now() - started > 240_000) throw new Error(`only ${last + 1} of ${games} games loaded after 4 minutes`);
    }
    const loadAllMs = Date.now() - started;

    // Phase 2: back to the top, then a steady scroll through every game, one step per frame.
    const run = await scrollThrough(page, Number.POSITIVE_INFINITY);
    max.grid = Math.max(max.grid, run.maxGrid);
    max.cards = Math.max(max.cards, run.maxCards);
    max.page = Math.max(max.page, run.maxPage);
    // Diagnostic: the same scroll without the artwork (display:none, so the lazy images are not even
    // loaded), to tell the grid's own cost from the pictures'.
    const noArtwork = await page.addStyleTag({ content: '[data-slot="game-grid-list"] img { display: none !important }' });
    const bare = await scrollThrough(page, 600);
    await noArtwork.evaluate((style) => (style as Element).remove());

    // Phase 3: the theme switch on the full lobby, scrolled to the middle: click to the next frame.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(300);
    const toggle = page.locator('[data-slot="theme-toggle"]').first();
    const runsMs: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const ms = await toggle.evaluate(
        (button: HTMLElement) =>
          new Promise<number>((resolve) => {
            const start = performance.now();
            button.click();
            // Two frames: the one the switch lands in has been painted once the second begins.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          }),
      );
      runsMs.push(round(ms));
      await page.waitForTimeout(150);
    }

    return {
      games,
      pagesLoaded,
      loadAllMs,
      // The bound is on the document: the page's most elements against the page at the top.
      dom: { top, max, ratio: Math.round((max.page / top.page) * 100) / 100 },
      frames: {
        count: run.deltas.length,
        medianMs: round(percentile(run.deltas, 50)),
        p95Ms: round(percentile(run.deltas, 95)),
        maxMs: round(Math.max(...run.deltas)),
        over50Ms: run.deltas.filter((d) => d > 50).length,
        scrolledPx: Math.round(run.scrolled),
        withoutImagesP95Ms: round(percentile(bare.deltas, 95)),
      },
      themeSwitch: { medianMs: round(percentile(runsMs, 50)), runsMs },
    };
  } finally {
    await browser.close();
  }
}
