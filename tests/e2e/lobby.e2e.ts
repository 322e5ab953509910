/**
 * The lobbies in the host app on the fake platform (issue 6, first slice): search finds a named game,
 * a shared lobby address restores vendor, filters and search (and survives a reload), a visitor's
 * click asks for a login, and scrolling loads more pages into the virtualised grid.
 */
import type { Browser, Page } from 'playwright-core';
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
    await grid(page)
      .getByRole('button', { name: `Play ${name}` })
      .waitFor();
    await page
      .getByRole('status')
      .getByText(/ games?$/)
      .first()
      .waitFor();
    // The last list stays under the overlay until the search answers.
    await expect.poll(() => playButtons(page).count()).toBeLessThan(10);
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
    const shared = `/rng?vassalage=${encodeURIComponent(vassalage)}&classify=SC&q=a&minBet=1000`;

    const { page: other } = await openPage(browser, shared);
    const otherTabs = other.getByRole('tablist', { name: 'Game providers' });
    await otherTabs.getByRole('tab', { selected: true }).waitFor();
    expect(await otherTabs.getByRole('tab', { selected: true }).textContent()).toBe(await vendorTab.textContent());
    expect(await other.getByRole('searchbox', { name: 'Search games' }).inputValue()).toBe('a');
    expect(await other.getByRole('button', { name: 'Slots', pressed: true }).count()).toBe(1);
    expect(await other.getByRole('combobox', { name: 'Minimum bet' }).inputValue()).toBe('1000');
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

  test('a favourite survives a reload: the star stays on and the favourites row lists the game', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page, 'vip01');
    await page.goto(new URL('/rng', page.url()).href);
    const star = grid(page)
      .getByRole('button', { name: /^Favourite /, pressed: false })
      .first();
    await star.waitFor();
    const label = (await star.getAttribute('aria-label'))!;
    const name = label.replace(/^Favourite /, '');
    await star.click();
    const favourites = page.getByRole('region', { name: 'My favourites' });
    await favourites.getByRole('button', { name: `Play ${name}` }).waitFor();
    await page.reload();
    await favourites.getByRole('button', { name: `Play ${name}` }).waitFor();
    await grid(page).getByRole('button', { name: label, pressed: true }).first().waitFor();
    // And off again: the toggle removes a game that is already a favourite.
    await grid(page).getByRole('button', { name: label, pressed: true }).first().click();
    await favourites.getByRole('button', { name: `Play ${name}` }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('a new filter keeps the games under a loading overlay that closes when the list arrives', async () => {
    // Every call takes 2.5 s here, long enough to see the overlay.
    const { page, errors } = await openPage(browser, '/rng?scenario=slow-network');
    await playButtons(page).first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Jackpot' }).click();
    const overlay = page.locator('[data-slot="loading-overlay"]');
    await overlay.waitFor();
    expect(await playButtons(page).count()).toBeGreaterThan(0);
    await overlay.waitFor({ state: 'detached', timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('classify')).toBe('JP');
    expect(errors).toEqual([]);
  });
});
