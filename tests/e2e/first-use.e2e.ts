/**
 * What a new player met on first use (issue 15), each checked as the player sees it on the demo
 * build: money in the brand's dong, sections that say they are empty or failed (with one retry, not
 * a minute of silent skeletons), games filed in their own lobbies with maintenance marked before the
 * click, and a phone layout with its menu everywhere and nothing hidden under the chat button.
 * (The console stays clean on every route: dev.e2e.ts.)
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launch, openPage, newContext } from './browser.ts';
import { logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { width: 390, height: 844 };

async function openPhone(path: string): Promise<Page> {
  const context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(new URL(path, inject('demoUrl')).href);
  return page;
}

/** Every section has answered (loaded, empty or failed): nothing on the page is busy. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
}

/** The platform calls the page made, with each answer's HTTP status, from its resource timing (one entry per request). */
function platformCalls(page: Page): Promise<{ url: string; status: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.initiatorType === 'fetch' && /\/(wps|lgw|lotto)\//.test(entry.name))
      .map((entry) => ({ url: entry.name, status: entry.responseStatus })),
  );
}

const DONG = /₫\d{1,3}(,\d{3})*(?!\.\d)/;

describe('first use (issue 15)', () => {
  test('money is in dong without cents: the header balance and the big wins', async () => {
    const { page, errors } = await openPage(browser, '/index');
    const wins = page.getByRole('region', { name: 'Big wins' });
    await expect.poll(() => wins.innerText(), { timeout: 30_000 }).toMatch(DONG);
    expect(await wins.innerText()).not.toMatch(/\$/);
    await logIn(page);
    const header = page.getByRole('banner');
    await expect.poll(() => header.innerText(), { timeout: 30_000 }).toMatch(DONG);
    expect(await header.innerText()).not.toMatch(/\$/);
    expect(errors).toEqual([]);
  });

  test('empty catalogues: every home section says it is empty and points somewhere useful', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=empty-catalogues');
    await settled(page);
    for (const text of [
      'No hot games right now',
      'No games are available right now',
      'No promotions running right now',
      'No lottery results yet',
    ]) {
      await page.getByText(text).waitFor();
    }
    await page.getByRole('button', { name: 'Read the announcements' }).click();
    await page.getByRole('dialog', { name: /Announcements/ }).waitFor();
    expect(errors).toEqual([]);
  });

  test('a section whose call fails shows its error with Retry after one more try; the others load', async () => {
    const { page } = await openPage(browser, '/index?scenario=failing-sections');
    await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    // The sections below the fold render as they near the viewport (their titled placeholder stands in till then):
    // bring each one near (its frame, which stays put while the section replaces the placeholder).
    for (const section of await page.locator('[data-slot="near-viewport"]').all()) await section.scrollIntoViewIfNeeded();
    for (const name of ['Hot games', 'Game categories', 'Big wins', 'Promotions']) {
      await page.getByRole('region', { name }).getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });
    }
    await page.getByRole('region', { name: 'Lottery', exact: true }).getByRole('button', { name: /^Bet/ }).first().waitFor();
    const tries = async (path: string) => (await platformCalls(page)).filter((call) => new URL(call.url).pathname === path);
    // The first try and one retry, both refused; no silent retries behind the error.
    for (const path of [
      '/wps/relay/GCSGAME_hotGamesV2',
      '/wps/relay/ODSFE2_getWinnerBoard',
      '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    ]) {
      expect((await tries(path)).map((call) => call.status)).toEqual([500, 500]);
    }
    await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(async () => (await tries('/wps/relay/GCSGAME_hotGamesV2')).length).toBeGreaterThan(2);
    await page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 });

    // A lobby that needs the lanes to ask for its games says they failed, instead of a skeleton for ever.
    await page.goto(new URL('/sports', inject('demoUrl')).href);
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).first().waitFor({ timeout: 30_000 });
    await settled(page);
  });

  test('random faults: every page settles (loaded, empty or failed with Retry), each call tried at most twice', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of ['/index?scenario=faults', '/rng', '/live', '/sports', '/promotions', '/lottery', '/vnlottery']) {
      await page.goto(new URL(path, inject('demoUrl')).href);
      await settled(page);
      const attempts = new Map<string, number>();
      for (const call of await platformCalls(page)) attempts.set(call.url, (attempts.get(call.url) ?? 0) + 1);
      for (const [url, count] of attempts) expect(count, url).toBeLessThanOrEqual(2);
    }
    await context.close();
  });

  test('games filed right: no e-sports vendor in the sports lobby, cock fight reachable, maintenance marked before the click', async () => {
    const { page, errors } = await openPage(browser, '/sports');
    const tabs = page.getByRole('tablist', { name: 'Game providers' });
    await tabs.getByRole('tab', { name: /SV388/ }).waitFor();
    const names = await tabs.getByRole('tab').allInnerTexts();
    for (const esports of ['IM eSports', 'TF Gaming', 'IA eSports', 'AV eSports', 'AI eSports']) {
      expect(names.join('|')).not.toContain(esports);
    }
    await page.goto(new URL('/esports', inject('demoUrl')).href);
    await tabs.getByRole('tab', { name: /IM eSports/ }).waitFor();

    // The menu's Cockfighting and the home tile open the sports lobby with SV388 chosen.
    await page.goto(new URL('/index', inject('demoUrl')).href);
    const tile = page.getByRole('link', { name: /^Cock fight/ });
    await expect.poll(() => tile.getAttribute('href'), { timeout: 30_000 }).toBe('/sports?vassalage=SV3');
    await page.getByRole('navigation').getByRole('link', { name: 'Cockfighting', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/sports' && url.searchParams.get('vassalage') === 'SV3');
    await expect.poll(() => tabs.getByRole('tab', { selected: true }).innerText()).toContain('SV388');

    // The first hot game is Playtech's, under maintenance: its card says so before it is clicked.
    await page.goto(new URL('/index', inject('demoUrl')).href);
    const hot = page.getByRole('region', { name: 'Hot games' });
    await hot
      .getByRole('button', { name: /\(under maintenance\)$/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await expect(hot.locator('[data-slot="game-card-maintenance"]').first().innerText()).resolves.toBe('Maintenance');
    expect(errors).toEqual([]);
  });

  test('phone layout: the drawer menu fills the drawer, /lottery has the menu, nothing ends under the chat button', async () => {
    const page = await openPhone('/index');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Home' }).waitFor();
    const drawerBox = (await drawer.boundingBox())!;
    const menuBox = (await drawer.getByRole('navigation').boundingBox())!;
    expect(Math.round(menuBox.x + menuBox.width)).toBeGreaterThanOrEqual(Math.round(drawerBox.x + drawerBox.width) - 1);

    await page.goto(new URL('/lottery', inject('demoUrl')).href);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/index');

    // At the end of a lobby the chat button sits below the last words of the page, not over them.
    await page.goto(new URL('/fish', inject('demoUrl')).href);
    await settled(page);
    // The footer's chunk loads beside the page's: the page ends once it is there.
    await page
      .getByRole('contentinfo')
      .getByText(/All rights reserved/)
      .waitFor();
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const chat = (await page.getByRole('button', { name: 'Chat with customer service' }).boundingBox())!;
    const lastLine = (await page
      .getByRole('contentinfo')
      .getByText(/All rights reserved/)
      .boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(chat.y);
    await page.context().close();
  });

  test('desktop layout: no chat button over a game, no empty page under the Vietnam lottery', async () => {
    const { page } = await openPage(browser, '/vnlottery');
    await settled(page);
    await page.getByRole('heading', { name: 'Opened numbers' }).waitFor();
    // The long list of regions scrolls in its own column: the page is about one window tall, not three.
    const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    expect(height).toBeLessThan(1.5 * 800);

    await page.goto(new URL('/rng', inject('demoUrl')).href);
    await logIn(page);
    await page.goto(new URL('/rng', inject('demoUrl')).href);
    await page
      .getByRole('list', { name: 'Slots games' })
      .getByRole('button', { name: /^Play (?!.*\(under maintenance\)$)/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/game');
    await page.locator('iframe[data-slot="game-frame-iframe"]').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Chat with customer service' }).count()).toBe(0);
  });
});
