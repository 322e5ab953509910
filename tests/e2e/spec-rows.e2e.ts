/**
 * The last small spec rows (issue 36 point 6), as a player sees them: the announcement list's times,
 * the USDT guide beside the crypto deposits, the favourites' "See all", the copy the spec names, and
 * the agent announcements in the agent's language. The loginedToHomePage routes are in shell.e2e.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const SPEC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('the last spec rows', () => {
  test('the announcement list shows each time as yyyy-MM-dd hh:mm:ss', async () => {
    const { page, errors } = await openPage(browser, '/index');
    // From the side menu's customer-service group.
    await page.getByRole('navigation').getByRole('button', { name: 'Announcements', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: /Announcements/ });
    const times = dialog.locator('[data-slot="announcement-item"] time');
    await times.first().waitFor();
    const texts = await times.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(SPEC_TIME);
    expect(errors).toEqual([]);
  });

  test('the crypto deposits link the brand USDT guide (resource USDJUMP); the other methods do not', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page);
    await page.goto(new URL('/member/depositv2', page.url()).href);
    const guide = page.getByRole('link', { name: /How to deposit with USDT/ });
    await page.getByRole('tab', { name: 'Bank transfer' }).waitFor();
    expect(await guide.count()).toBe(0);
    await page.getByRole('tab', { name: 'USDT' }).click();
    await guide.waitFor();
    expect(await guide.getAttribute('href')).toBe('https://usdt.viva.example.test/guide');
    expect(await guide.getAttribute('rel')).toBe('noopener noreferrer');
    expect(errors).toEqual([]);
  });

  test("the favourites' See all opens the member's favourites, and All games the whole lobby", async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Favourites/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Favourites' });
    const inDialog = dialog.locator('[data-slot="game-card"]');
    await inDialog.first().waitFor();
    const names = (
      await dialog.getByRole('button', { name: /^Play / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    ).sort();
    await dialog.getByRole('button', { name: 'See all' }).click();
    await page.waitForURL((url) => url.pathname === '/rng' && url.searchParams.get('favourites') === '1');
    await page.getByRole('heading', { level: 1, name: 'Slots · My favourites' }).waitFor();
    const grid = page.getByRole('list', { name: 'My favourite Slots games' });
    await grid
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    const listed = (
      await grid.getByRole('button', { name: /^Play / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))
    ).sort();
    expect(listed).toEqual(names);
    await page.getByRole('button', { name: 'All games' }).click();
    await page.waitForURL((url) => url.pathname === '/rng' && !url.searchParams.has('favourites'));
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Slots games' })
          .getByRole('button', { name: /^Play / })
          .count(),
      )
      .toBeGreaterThan(listed.length);
    expect(errors).toEqual([]);
  });

  test('the copy the spec names: the Zalo reward on registration, nearly 10,000 slots in the slots lobby', async () => {
    const { page, errors } = await openPage(browser, '/register');
    await page.getByText('Add your Zalo to get rewards of up to ₫131,000').waitFor();
    await page.goto(new URL('/rng', page.url()).href);
    await page.getByText('Nearly 10,000 slot games from the best providers.').waitFor();
    expect(errors).toEqual([]);
  });

  test('a Vietnamese agent centre shows the agent announcements in Vietnamese', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentAnnouncement?scenario=agent');
    const first = page.locator('article').first();
    await first.getByRole('heading', { name: 'Agent commission policy for December' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('VI');
    await page.locator('article').first().getByRole('heading', { name: 'Chính sách hoa hồng đại lý tháng 12' }).waitFor();
    // The list may be drawn again as the language's answer settles: read it once all six are there.
    const titles = page.locator('article h4');
    await expect.poll(() => titles.count()).toBe(6);
    expect((await titles.allInnerTexts()).filter((title) => /commission|salary|agents|maintenance/i.test(title))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
