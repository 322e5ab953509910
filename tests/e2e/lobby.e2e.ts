/**
 * The lobbies in the host app on the fake platform (issue 6, first slice): search finds a named game,
 * a shared lobby address restores vendor, filters and search (and survives a reload), a visitor's
 * click asks for a login, and scrolling loads more pages into the virtualised grid.
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

const grid = (page: Page) => page.getByRole('list', { name: 'Slots games' });
const playButtons = (page: Page) => grid(page).getByRole('button', { name: /^Play / });

describe('lobbies on the fake platform', () => {
  test('search finds a named game and the address keeps the search', async () => {
    const { page, errors } = await openPage(browser, '/rng');
    await playButtons(page).first().waitFor();
    const name = ((await playButtons(page).nth(5).getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    expect(name).not.toBe('');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await grid(page).getByRole('button', { name: `Play ${name}` }).waitFor();
    await page.getByRole('status').getByText(/ games?$/).first().waitFor();
    expect(await playButtons(page).count()).toBeLessThan(10);
    expect(errors).toEqual([]);
  });

  test('a shared lobby address restores vendor, filters and search, and survives a reload', async () => {
    const { page, errors } = await openPage(browser, '/rng');
    const tabs = page.getByRole('tablist', { name: 'Game providers' });
    const vendorTab = tabs.getByRole('tab').nth(2);
    await vendorTab.waitFor();
    await vendorTab.click();
    await page.waitForURL((url) => url.searchParams.has('vassalage'));
    const vassalage = new URL(page.url()).searchParams.get('vassalage')!;
    const shared = `/rng?vassalage=${encodeURIComponent(vassalage)}&classify=SC&q=a&minBet=1`;

    const { page: other } = await openPage(browser, shared);
    const otherTabs = other.getByRole('tablist', { name: 'Game providers' });
    await otherTabs.getByRole('tab', { selected: true }).waitFor();
    expect(await otherTabs.getByRole('tab', { selected: true }).textContent()).toBe(await vendorTab.textContent());
    expect(await other.getByRole('searchbox', { name: 'Search games' }).inputValue()).toBe('a');
    expect(await other.getByRole('button', { name: 'Slots', pressed: true }).count()).toBe(1);
    expect(await other.getByRole('combobox', { name: 'Minimum bet' }).inputValue()).toBe('1');
    await other.reload();
    await otherTabs.getByRole('tab', { selected: true }).waitFor();
    expect(await other.getByRole('searchbox', { name: 'Search games' }).inputValue()).toBe('a');
    expect(new URL(other.url()).search).toBe(new URL(shared, other.url()).search);
    expect(errors).toEqual([]);
  });

  test('an address with values the lobby does not offer falls back to what it does offer', async () => {
    const { page } = await openPage(browser, '/rng?vassalage=NOPE&classify=<b>&minBet=999');
    await playButtons(page).first().waitFor();
    expect(await page.getByRole('tablist', { name: 'Game providers' }).getByRole('tab', { selected: true }).textContent()).toBe('All');
    expect(await page.getByRole('button', { name: 'All', pressed: true }).count()).toBe(1);
  });

  test('a visitor clicking a game gets the login prompt', async () => {
    const { page } = await openPage(browser, '/rng');
    await playButtons(page).first().click();
    await page.getByRole('dialog', { name: 'Log in to continue' }).waitFor();
  });

  test('scrolling to the end of the first page asks for the next one', async () => {
    const { page } = await openPage(browser, '/rng');
    const pagesAsked = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('GCSGAME_gameList')) pagesAsked.add(url.searchParams.get('pageNo') ?? '');
    });
    await playButtons(page).first().waitFor();
    for (let i = 0; i < 20 && !pagesAsked.has('2'); i += 1) {
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(200);
    }
    expect(pagesAsked.has('2')).toBe(true);
    // The rows stay virtualised: far fewer cards are mounted than the 84 games loaded.
    expect(await page.locator('[data-slot="game-card"]').count()).toBeLessThan(84);
  });
});
