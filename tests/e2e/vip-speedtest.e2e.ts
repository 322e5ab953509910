/**
 * The VIP page and the domain speed test on the fake platform (issue 18, points 4 and 5). vip01
 * (`?scenario=vip`, rank level 6) opens the VIP page from the side menu: the rank table, their rank and
 * the VIP service channel. The speed test (the side menu's entry, shown because the brand has a
 * SpeedTest resource) times the brand's six mirror domains and lists them fastest first with times.
 * The shell's gaps: the header's download button and favourites open their popups over the page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const header = (page: Page) => page.locator('[data-slot="site-header"]');

describe('VIP page and speed test (issue 18)', () => {
  test('the side menu VIP item opens the VIP page with the rank table, the rank and the VIP service', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=vip');
    await menu(page).getByRole('button', { name: 'VIP', exact: true }).click();
    await page.waitForURL(/\/vip$/);
    await page.getByRole('heading', { level: 1, name: 'VIP club' }).waitFor();
    const table = page.getByRole('table', { name: 'Ranks and benefits' });
    await table.waitFor({ timeout: 30_000 });
    // The header row and one row per rank, VIP0 to VIP8 (the rows come with the ranks' answer); vip01's own marked.
    await expect.poll(() => table.getByRole('row').count()).toBe(10);
    expect(await table.getByRole('row').filter({ hasText: 'Your rank' }).innerText()).toContain('VIP6');
    await page.getByRole('progressbar', { name: 'Valid bets toward the next rank' }).waitFor();
    await page.getByRole('button', { name: 'Contact VIP service' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('a visitor on the VIP page gets a log-in prompt for their own rank', async () => {
    const { page, errors } = await openPage(browser, '/vip?scenario=visitor');
    await page.getByText('Log in to see your rank, your progress and the rank table.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
  });

  test('the speed test lists every domain with its time, fastest first', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=visitor');
    await menu(page).getByRole('button', { name: 'Line speed test' }).click();
    await page.waitForURL(/\/speedTest$/);
    const list = page.getByRole('list', { name: 'Domains, fastest first' });
    await list.waitFor({ timeout: 30_000 });
    await expect.poll(() => list.getAttribute('aria-busy'), { timeout: 30_000 }).toBeNull();
    const times = await list.locator('[data-slot="speed-time"]').allInnerTexts();
    expect(times).toHaveLength(6);
    const ms = times.map((text) => Number(/^(\d+) ms$/.exec(text)?.[1]));
    expect(ms.every((value) => Number.isFinite(value) && value > 0)).toBe(true);
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    expect(await list.getByRole('listitem').first().getByText('Fastest').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test("the header's download button opens the app download guide over the page", async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=visitor');
    await header(page).getByRole('button', { name: 'Download the app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download the app' });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: 'QR code to download the Android app' }).waitFor();
    await dialog.getByRole('tab', { name: 'iOS' }).click();
    await dialog.getByRole('img', { name: 'QR code to install the iOS app' }).waitFor();
    // Beside the page: the address stays, the popup closes with Escape.
    expect(new URL(page.url()).pathname).toBe('/index');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test("the header's favourites open the member's favourite games", async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=member');
    await header(page)
      .getByRole('button', { name: /^Favourites/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Favourites' });
    await dialog.waitFor();
    const games = dialog.getByRole('region', { name: 'My favourites' });
    await games
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await games.getByRole('button', { name: /^Play / }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(errors).toEqual([]);
  });
});
