/**
 * The lottery pages on the fake platform (issue 6): a visitor browses /lottery (countdown, popular
 * list, latest results and the draws before them) and is asked to log in to play; a member opens a game in the lotto app with the launch query
 * the platform expects; the address preselects a game and an unknown one falls back; favourites
 * survive a reload and belong to one username; /vnlottery shows the opened numbers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { accountMenu, logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const menu = (page: Page) => page.getByRole('region', { name: 'Games', exact: true });
const countdown = (page: Page, game: string) => page.getByRole('region', { name: game, exact: true });

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

/** Opens a path in the same tab (the session is kept in sessionStorage). */
async function go(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).href);
}

const selectedGame = (page: Page) => menu(page).locator('li:has(> [aria-current="true"])').first().getAttribute('data-game');

describe('lottery pages on the fake platform', () => {
  test('a visitor sees the countdown and the popular draws, and gets the login prompt on Play', async () => {
    const { page, errors } = await openPage(browser, '/lottery');
    const panel = countdown(page, 'TCG 1-Min SSC');
    await panel.getByRole('timer').waitFor();
    expect(await panel.getByRole('timer').textContent()).toMatch(/^\d\d:\d\d$/);
    await panel.getByText(/^Draw \d{8}-\d{4}$/).waitFor();
    // The demo's platform follows the calendar: the draw on sale is today's (GMT+7), or the last of
    // yesterday's in the minute before midnight.
    const drawDate = (await panel.getByText(/^Draw \d{8}-\d{4}$/).textContent())!.slice(5, 13);
    const vietnamDate = (time: number) => new Date(time + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect([vietnamDate(Date.now()), vietnamDate(Date.now() - 86_400_000)]).toContain(drawDate);
    const popular = page.getByRole('region', { name: 'Popular lotteries' });
    await popular.locator('[data-slot="popular-lottery"]').first().waitFor();
    expect(await popular.locator('[data-slot="popular-lottery"]').count()).toBe(20);

    await panel.getByRole('button', { name: 'Play now' }).click();
    await page.getByRole('dialog', { name: 'Log in to continue' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a visitor browses the latest results and the nine draws before them, without the member results call', async () => {
    const { page, errors } = await openPage(browser, '/index');
    const paths: string[] = [];
    page.on('request', (request) => void paths.push(new URL(request.url()).pathname));
    await go(page, '/lottery?gameCode=CQSSC');
    const results = page.getByRole('region', { name: 'Latest results' });
    const balls = results.getByRole('list', { name: 'Winning numbers', exact: true }).getByRole('listitem');
    await balls.first().waitFor();
    expect(await balls.count()).toBe(5);
    const latest = (await results.getByText(/Draw \d{8}-\d{4}/).textContent())!.match(/\d{8}-\d{4}/)![0];

    const earlier = results.getByRole('list', { name: 'Earlier draws' }).locator('[data-slot="earlier-draw"]');
    await earlier.first().waitFor();
    expect(await results.getByRole('heading', { level: 3, name: 'Earlier draws' }).isVisible()).toBe(true);
    expect(await earlier.count()).toBe(9);
    const numeros = await earlier.locator('> span').allTextContents();
    // Newest first, each draw before the one above it (yyyyMMdd-NNNN sorts as text).
    expect([latest, ...numeros]).toEqual([latest, ...numeros].toSorted().toReversed());
    expect(new Set([latest, ...numeros]).size).toBe(10);
    expect(await earlier.first().getByRole('listitem').count()).toBe(5);

    expect(await results.getByText(/Log in/).count()).toBe(0);
    expect(paths).toContain('/lgw/draw/1004');
    expect(paths).not.toContain('/lotto/lgw/games/opened/numero');
    expect(errors).toEqual([]);
  });

  test('a member launches a lottery game: the launch query is the platform one and the lotto app shows in a frame', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page, 'member01');
    await go(page, '/lottery?gameCode=GD11X5');
    const panel = countdown(page, 'Guangdong 11x5');
    await panel.getByRole('timer').waitFor();
    // A member sees the last draw's balls.
    const balls = page
      .getByRole('region', { name: 'Latest results' })
      .getByRole('list', { name: 'Winning numbers', exact: true })
      .getByRole('listitem');
    await balls.first().waitFor();
    expect(await balls.count()).toBe(5);

    const launchRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/wps/game/launchGame');
    await panel.getByRole('button', { name: 'Play now' }).click();
    const query = Object.fromEntries(new URL((await launchRequest).url()).searchParams);
    expect(query).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Lott',
      lottoGameCode: 'GD11X5',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: new URL('/lottery?gameCode=GD11X5', page.url()).href,
      language: 'EN',
    });
    const frame = page.locator('iframe[title="Guangdong 11x5"]');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.pathname).toBe('/fake-lotto.html');
    expect(src.searchParams.get('gameCode')).toBe('GD11X5');
    expect(src.origin).not.toBe(new URL(page.url()).origin);

    // Back leaves the lotto app for the lottery page.
    await page.getByRole('button', { name: 'Back' }).first().click();
    await countdown(page, 'Guangdong 11x5').waitFor();
    expect(errors).toEqual([]);
  });

  test('the address preselects a listed game with its play type; an unknown code falls back to the first game', async () => {
    const { page, errors } = await openPage(browser, '/lottery?gameCode=HK6&playType=R5_DS');
    await countdown(page, 'Hong Kong Mark Six').waitFor();
    await menu(page).locator('[aria-current="true"]').first().waitFor();
    expect(await selectedGame(page)).toBe('HK6');

    await go(page, '/lottery?gameCode=NOPE%3Cb%3E&playType=x');
    await countdown(page, 'TCG 1-Min SSC').waitFor();
    await menu(page).locator('[aria-current="true"]').first().waitFor();
    expect(await selectedGame(page)).toBe('TCGFFC');

    // Choosing a game puts it in the address.
    await menu(page)
      .getByRole('button', { name: /^Beijing PK10/ })
      .click();
    await page.waitForURL((url) => url.searchParams.get('gameCode') === 'BJPK10' && !url.searchParams.has('playType'));
    await countdown(page, 'Beijing PK10').waitFor();
    expect(errors).toEqual([]);
  });

  test('a lottery favourite survives a reload and belongs to its username', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page, 'member01');
    await go(page, '/lottery');
    const star = menu(page).getByRole('button', { name: 'Favourite Jiangxi 11x5' }).last();
    await star.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await menu(page).getByRole('heading', { name: 'Favourites' }).waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await menu(page).getByRole('heading', { name: 'Favourites' }).waitFor();
    expect(await menu(page).getByRole('button', { name: 'Favourite Jiangxi 11x5' }).last().getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('lotteryFavourites:member01'))).toBe('[2003]');

    // Logged out: out of view. Another member: their own list.
    await logOut(page);
    await go(page, '/lottery');
    await menu(page).getByRole('button', { name: 'Favourite Jiangxi 11x5' }).waitFor();
    expect(await menu(page).getByRole('heading', { name: 'Favourites' }).count()).toBe(0);
    await logIn(page, 'member02');
    await go(page, '/lottery');
    await menu(page).getByRole('button', { name: 'Favourite Jiangxi 11x5' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-slot="lottery-menu"]')?.getAttribute('data-state') === 'ready');
    expect(await menu(page).getByRole('heading', { name: 'Favourites' }).count()).toBe(0);
    expect(await menu(page).getByRole('button', { name: 'Favourite Jiangxi 11x5' }).getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('lotteryFavourites:member01'))).toBe('[2003]');
    expect(errors).toEqual([]);
  });

  test('/vnlottery shows the opened numbers of the chosen game', async () => {
    const { page, errors } = await openPage(browser, '/vnlottery?gameCode=XSMB');
    const opened = page.getByRole('region', { name: 'Opened numbers' });
    const table = opened.getByRole('table', { name: 'Opened numbers of Northern (Hanoi)' });
    await table.waitFor();
    expect(await table.getByRole('rowheader').first().textContent()).toMatch(/^\d{8}-0001$/);
    expect((await table.locator('[data-slot="vn-endings"]').first().textContent())!.split(' ')).toHaveLength(27);
    await page.getByRole('region', { name: 'Latest results' }).getByRole('table', { name: 'Winning numbers by prize' }).waitFor();
    await countdown(page, 'Northern (Hanoi)').getByRole('timer').waitFor();
    expect(errors).toEqual([]);
  });

  test('/vnlottery, which hides the header, carries the clock and session time on the toolbar of the lotto frame', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page, 'member01');
    await go(page, '/vnlottery?gameCode=XSMB');
    const panel = countdown(page, 'Northern (Hanoi)');
    await panel.getByRole('timer').waitFor();
    await panel.getByRole('button', { name: 'Play now' }).click();
    const frame = page.locator('[data-slot="game-frame"]');
    await frame.locator('iframe').waitFor();
    const clock = frame.getByRole('group', { name: 'Clock' });
    await clock.getByRole('timer').waitFor();
    expect(await clock.getByRole('link', { name: /^18\+ only/ }).getAttribute('href')).toBe('/responsibleGaming');
    expect(errors).toEqual([]);
  });
});
