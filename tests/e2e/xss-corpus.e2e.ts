/**
 * The public XSS corpus through every rich-text surface of the demo build, in a real browser (issue 20
 * point 4): 2,698 payloads from DOMPurify's fixtures, PortSwigger's cheat sheet, html5sec, OWASP and
 * PayloadsAllTheThings (tests/fixtures/xss-corpus, sources beside them). The fake platform answers
 * every rich-text field with a batch of payloads, each after a visible marker (fakePlatform.richText);
 * each surface opens as a player opens it and, once the batch shows, is judged three ways: the canary
 * (alert, confirm, prompt and print count into window.__xssFired) stays at 0, the shared oracle
 * (tests/support/xss-oracle.ts) finds no dangerous node in the rendered rich text, and nothing was
 * requested from another origin except the http(s) images the sanitiser's policy keeps. The page has
 * no CSP here (the demo build is served bare), so nothing but the sanitiser stands in the way.
 *
 * A payload that leaves an element open (`<textarea>`, `<title>`, `<!--`, an unclosed quote) could
 * swallow the payloads after it: the hook closes such elements before each marker, and a payload whose
 * marker still did not render as an element is fed again, first in the next batch, until every
 * payload's marker has rendered.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { dangerousNodes } from '../support/xss-oracle.ts';
import { launch, newContext } from './browser.ts';
import { PASSWORD } from './session.ts';

interface CorpusFile {
  payloads: { payload: string; source: string; ref: string }[];
}
const CORPUS = (JSON.parse(readFileSync('tests/fixtures/xss-corpus/payloads.json', 'utf8')) as CorpusFile).payloads.map(
  (entry) => entry.payload,
);

/** Payloads per page view: one page load each, so the whole file stays within a few minutes. */
const BATCH = 700;

/**
 * Payloads whose open element swallows the markers after them (`<plaintext>`, for one, cannot be
 * closed), learnt as the batches show: each goes last in its batch from then on, on every surface.
 */
const swallowers = new Set<number>();

/**
 * Before any of the page's own scripts: the dialogs a payload would call count into the canary, and
 * the oracle is there to run as it is (page.evaluate cannot take a function that closes over names).
 */
const INIT_SCRIPT = `
  window.__xssFired = 0;
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = () => { window.__xssFired += 1; };
  window.__xssOracle = ${dangerousNodes.toString()};
`;

/** The demo build's test hook (mocks/browser.ts): every rich-text answer carries `payloads`, or the usual copy (null). */
function richText(page: Page, payloads: string[] | null): Promise<void> {
  return page.evaluate(
    (list) => (window as unknown as { fakePlatform: { richText: (p: string[] | null) => void } }).fakePlatform.richText(list),
    payloads,
  );
}

declare global {
  interface Window {
    __xssFired: number;
    __xssOracle: typeof dangerousNodes;
  }
}

interface Surface {
  name: string;
  /** Where the surface is reached from, with the fake platform's scenario (which also signs in). */
  path: string;
  /** The rendered rich text's containers (SafeHtml roots) on this surface. */
  body: string;
  /** Opens the surface as a player would, from the page at `path`. */
  open: (page: Page) => Promise<void>;
}

const SURFACES: Surface[] = [
  {
    name: 'announcements',
    path: '/index?scenario=visitor',
    body: '[data-slot="announcement-detail"] [data-slot="safe-html"]',
    open: (page) => page.getByRole('button', { name: 'Announcements', exact: true }).first().click(),
  },
  {
    name: 'login notice',
    path: '/index?scenario=visitor',
    body: '[data-slot="notice-body"]',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: /^Welcome to/ });
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('member01');
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
    },
  },
  {
    name: 'inbox',
    path: '/member/messageV2?scenario=member',
    body: '[data-slot="inbox-message-body"]',
    open: (page) => page.locator('[data-slot="inbox-item-open"]').first().click(),
  },
  {
    name: 'promotion detail',
    path: '/promotions/5685590?scenario=visitor',
    body: '[data-slot="safe-html"]',
    open: async () => undefined,
  },
  {
    name: 'help article',
    path: '/help?scenario=visitor',
    body: '[data-slot="help-article-body"] [data-slot="safe-html"]',
    open: (page) => page.locator('[data-slot="help-article"] button[aria-expanded]').first().click(),
  },
  {
    name: 'agent announcements',
    path: '/agent/agentAnnouncement?scenario=agent',
    body: '[data-slot="agent-announcement"] [data-slot="safe-html"]',
    open: async () => undefined,
  },
];

interface Judgement {
  /** Batch indices whose marker rendered as an element (their payload was parsed as markup). */
  shown: number[];
  fired: number;
  dangerous: string[];
  /** The http(s) images kept in the rich text: the only outside loads the policy allows. */
  images: string[];
}

/** Reads the surface once the batch shows: the markers, the canary and the oracle over every container. */
function judge(page: Page, body: string): Promise<Judgement> {
  return page.evaluate((selector) => {
    const shown = new Set<number>();
    const dangerous: string[] = [];
    const images = new Set<string>();
    for (const container of document.querySelectorAll(selector)) {
      for (const marker of container.querySelectorAll('p.xss-mark')) {
        const index = /⟦xss (\d+)⟧/.exec(marker.textContent ?? '');
        if (index) shown.add(Number(index[1]));
      }
      dangerous.push(...window.__xssOracle(container));
      for (const image of container.querySelectorAll('img')) if (/^https?:/.test(image.src)) images.add(image.src);
    }
    return { shown: [...shown], fired: window.__xssFired, dangerous, images: [...images] };
  }, body);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface SurfaceResult {
  renders: number;
  pageViews: number;
  fired: number;
  dangerous: string[];
  outside: string[];
  allowedImages: number;
  seconds: number;
}

/** Every payload through one surface: batches, one page load each, until every marker has rendered. */
async function runSurface(surface: Surface): Promise<SurfaceResult> {
  const demo = new URL(inject('demoUrl'));
  const context = await newContext(browser);
  await context.addInitScript({ content: INIT_SCRIPT });
  const requests: { url: string; type: string }[] = [];
  // Nothing leaves the machine: an outside request is noted and refused.
  await context.route(
    (url) => /^(?:https?|wss?):$/.test(url.protocol) && url.origin !== demo.origin,
    (route) => {
      requests.push({ url: route.request().url(), type: route.request().resourceType() });
      return route.abort();
    },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const started = performance.now();
  const result: SurfaceResult = { renders: 0, pageViews: 0, fired: 0, dangerous: [], outside: [], allowedImages: 0, seconds: 0 };

  // The surface with its usual copy first: it boots the fake platform (and its test hooks) in the tab.
  await page.goto(new URL(surface.path, demo).href);
  await surface.open(page);
  await page.locator(surface.body).first().waitFor();
  await page.waitForFunction(() => 'fakePlatform' in window);
  const usual = new Set(requests.map((request) => new URL(request.url).origin));
  // Control: an image inserted without the sanitiser is seen leaving (service worker or not).
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="https://tracker.example.test/control.png">'));
  await expect.poll(() => requests.some((request) => request.url === 'https://tracker.example.test/control.png')).toBe(true);

  const queue = CORPUS.map((_, index) => index);
  while (queue.length > 0) {
    // A payload known to swallow what follows ends its batch.
    const indices: number[] = [];
    while (queue.length > 0 && indices.length < BATCH) {
      const index = queue.shift()!;
      indices.push(index);
      if (swallowers.has(index)) break;
    }
    await richText(
      page,
      indices.map((index) => CORPUS[index]!),
    );
    requests.length = 0;
    await page.goto(new URL(surface.path, demo).href, { waitUntil: 'domcontentloaded' });
    await surface.open(page);
    // The first marker always renders: the batch is in.
    await page.locator(`${surface.body} p.xss-mark`).first().waitFor();
    // Handlers fire on load or error: wait until every image of the batch has settled, then two frames more.
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(`${selector} img`)].every((image) => (image as HTMLImageElement).complete) &&
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
      surface.body,
    );
    const seen = await judge(page, surface.body);
    result.pageViews++;
    result.fired = seen.fired;
    result.dangerous.push(...seen.dangerous.map((finding) => `${finding} (in the batch from payload ${indices[0]})`));
    const kept = new Set(seen.images);
    for (const request of requests) {
      // A kept image goes out as the page's image request or as the service worker's fetch of it.
      if (kept.has(request.url)) result.allowedImages++;
      else if (!usual.has(new URL(request.url).origin)) result.outside.push(`${request.type} ${request.url}`);
    }
    if (seen.fired > 0 || seen.dangerous.length > 0) break;
    const shown = new Set(seen.shown);
    expect(shown.has(0), `${surface.name}: the batch from payload ${indices[0]} did not show`).toBe(true);
    const swallowed = indices.filter((_, position) => !shown.has(position));
    indices.forEach((index, position) => {
      if (shown.has(position) && position + 1 < indices.length && !shown.has(position + 1)) swallowers.add(index);
    });
    result.renders += indices.length - swallowed.length;
    // What a payload swallowed goes again, first.
    queue.unshift(...swallowed);
  }
  await richText(page, null);
  result.seconds = Math.round((performance.now() - started) / 1000);
  expect(errors, `${surface.name}: page errors`).toEqual([]);
  await context.close();
  return result;
}

describe('the public XSS corpus through every rich-text surface', () => {
  test('positive controls: the oracle flags the raw corpus and the canary catches an unsanitised insertion', async () => {
    const context = await newContext(browser);
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', inject('demoUrl')).href);
    // The raw corpus parsed into an inert template: many dangerous nodes, nothing runs.
    const raw = await page.evaluate((payloads) => {
      let flagged = 0;
      let nodes = 0;
      for (const payload of payloads) {
        const template = document.createElement('template');
        template.innerHTML = payload;
        const found = window.__xssOracle(template.content).length;
        nodes += found;
        if (found > 0) flagged++;
      }
      return { flagged, nodes, fired: window.__xssFired };
    }, CORPUS);
    expect(raw.flagged).toBeGreaterThan(CORPUS.length * 0.75);
    expect(raw.nodes).toBeGreaterThan(CORPUS.length);
    expect(raw.fired).toBe(0);
    // Inserted into the live page without the sanitiser, a plain handler fires the canary.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=window.__xssFired++>'));
    await page.waitForFunction(() => window.__xssFired === 1);
    console.info(
      `xss positive controls: raw corpus ${raw.flagged}/${CORPUS.length} payloads flagged (${raw.nodes} dangerous nodes); unsanitised <img onerror> fired the canary`,
    );
    await context.close();
  });

  test('every payload through every surface: executed 0, dangerous nodes 0, nothing loaded from outside but kept images', async () => {
    const started = performance.now();
    const results: (SurfaceResult & { name: string })[] = [];
    for (const surface of SURFACES) results.push({ name: surface.name, ...(await runSurface(surface)) });
    const renders = results.reduce((sum, result) => sum + result.renders, 0);
    const executed = results.reduce((sum, result) => sum + result.fired, 0);
    const dangerous = results.flatMap((result) => result.dangerous.map((finding) => `${result.name}: ${finding}`));
    const outside = results.flatMap((result) => result.outside.map((request) => `${result.name}: ${request}`));
    for (const result of results)
      console.info(
        `xss ${result.name}: ${result.renders} renders in ${result.pageViews} page views (${result.seconds} s), executed ${result.fired}, dangerous nodes ${result.dangerous.length}, kept images loaded ${result.allowedImages}, other outside requests ${result.outside.length}`,
      );
    console.info(
      `xss: ${CORPUS.length} payloads x ${SURFACES.length} surfaces = ${renders} renders, executed ${executed}, dangerous nodes ${dangerous.length}, outside requests ${outside.length} (${Math.round((performance.now() - started) / 1000)} s)`,
    );
    expect(dangerous.slice(0, 20)).toEqual([]);
    expect(executed).toBe(0);
    expect(outside.slice(0, 20)).toEqual([]);
    expect(renders).toBe(CORPUS.length * SURFACES.length);
  }, 600_000);
});
