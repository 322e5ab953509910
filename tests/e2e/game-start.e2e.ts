/**
 * Game start on the fake platform (issue 6, spec section 2 "Game start" and "Left menu"): a visitor
 * is asked to log in; a member opens a VASSALAGE vendor's popup list from the side menu and plays a
 * game; the lottery category opens the TCG_SEA dialog; the TCG lottery and the Vietnam lottery go to
 * their pages; a slots vendor opens /rng with that vendor chosen; a PVP game goes through its room
 * list to /game with the room; a game banner starts its vendor by the same rules and a big win its game. The /game page itself is tested elsewhere: only addresses are asserted.
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

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).first();
const loginPrompt = (page: Page) => page.getByRole('dialog', { name: 'Log in to continue' });
const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Play, bet and win' }).waitFor();
const search = (page: Page) => new URL(page.url()).searchParams;

async function openMember(path = '/index') {
  const opened = await openPage(browser, path);
  await home(opened.page);
  await logIn(opened.page);
  // Logging in goes to / and on to /index: wait until the home page is back before using the menu.
  await opened.page.waitForURL((url) => url.pathname === '/index');
  await home(opened.page);
  await opened.page.getByRole('dialog').waitFor({ state: 'detached' });
  return opened;
}

/** Opens a category's vendor list in the side menu and chooses a vendor. */
async function chooseMenuVendor(page: Page, category: string, vendor: string) {
  const toggle = menu(page).getByRole('button', { name: `${category} providers` });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  // Not exact: a hot vendor's name ends with its Hot mark. Closed lists are hidden, so only this category's entry matches.
  await menu(page).getByRole('link', { name: vendor }).click();
}

describe('game start on the fake platform', () => {
  test('a visitor clicking a game or a vendor gets the login prompt, and nothing starts', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await home(page);
    const hot = page.getByRole('region', { name: 'Hot games' });
    await hot
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await loginPrompt(page).waitFor();
    await page.keyboard.press('Escape');
    await loginPrompt(page).waitFor({ state: 'detached' });
    await chooseMenuVendor(page, 'Live Casino', 'Evolution');
    await loginPrompt(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(await page.getByRole('dialog', { name: 'Evolution games' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a visitor may still browse a slots vendor: /rng with that vendor chosen', async () => {
    const { page } = await openPage(browser, '/index');
    await home(page);
    await chooseMenuVendor(page, 'Slots', 'Jili');
    await page.waitForURL((url) => url.pathname === '/rng' && url.searchParams.get('vassalage') === 'JL');
    expect(await loginPrompt(page).count()).toBe(0);
  });

  test('a member opens a VASSALAGE vendor from the side menu, searches its popup list and plays a game on /game', async () => {
    const { page, errors } = await openMember();
    const lists: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('GCSGAME_gameList'))
        lists.push(`${url.searchParams.get('vassalage')}:${url.searchParams.get('gameName') ?? ''}`);
    });
    await chooseMenuVendor(page, 'Live Casino', 'Evolution');
    const dialog = page.getByRole('dialog', { name: 'Evolution games' });
    const games = dialog.getByRole('list', { name: 'Evolution games' });
    await games
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    // Only that vendor's games are asked for, and the menu did not navigate.
    expect(lists.every((entry) => entry.startsWith('EG4:'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/index');

    await dialog.getByRole('searchbox', { name: 'Search games' }).fill('Baccarat');
    await page.keyboard.press('Enter');
    await expect.poll(() => lists.includes('EG4:Baccarat')).toBe(true);
    const baccarat = games.getByRole('button', { name: /^Play .*Baccarat/ }).first();
    await baccarat.waitFor();
    const name = ((await baccarat.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await baccarat.click();
    await page.waitForURL((url) => url.pathname === '/game');
    const params = search(page);
    expect(params.get('vassalage')).toBe('EG4');
    expect(params.get('gameType')).toBe('LIVE');
    expect(params.get('gameId')).toMatch(/^EG4\d{4}$/);
    expect(params.get('nodeId')).toMatch(/^\d+$/);
    expect(params.get('mode')).toBe('real');
    expect(name).toContain('Baccarat');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('a member choosing the lottery category gets the TCG_SEA dialog, which launches that vendor in place', async () => {
    const { page } = await openMember();
    const launches: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/wps/game/launchGame')) launches.push(url.searchParams);
    });
    await menu(page).getByRole('button', { name: 'E-Lottery' }).click();
    const dialog = page.getByRole('dialog', { name: 'TCG Sea Lottery' });
    await dialog.waitFor();
    await dialog.getByRole('region', { name: 'TCG Sea Lottery' }).waitFor();
    await expect.poll(() => launches.length).toBe(1);
    expect(launches[0]!.get('vassalage')).toBe('TCG_SEA');
    expect(launches[0]!.get('gameId')).toMatch(/^TCG_SEA\d{4}$/);
    expect(launches[0]!.get('launchMode')).toBe('GLS');
    // The launched address goes into the dialog's game frame.
    const frame = dialog.locator('iframe[data-slot="game-frame-iframe"]');
    await frame.waitFor();
    expect(new URL((await frame.getAttribute('src')) ?? '').searchParams.get('vendor')).toBe('TCG_SEA');
    // Not a page: the player stays where they were, and Back closes the dialog.
    expect(new URL(page.url()).pathname).toBe('/index');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/index');
  });

  test('the home lottery tile also opens the TCG_SEA dialog', async () => {
    const { page } = await openMember();
    await page.locator('[data-slot="category-tile"][data-category="LOTTERY"]').click();
    await page.getByRole('dialog', { name: 'TCG Sea Lottery' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
  });

  test('a member starting the TCG lottery goes to /lottery, the Vietnam lottery to /vnlottery', async () => {
    const { page } = await openMember();
    // The Lottery category (LOTT) holds only the TCG lottery: choosing it starts that vendor.
    await menu(page).getByRole('link', { name: 'Lottery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/lottery');
    await page.goto(new URL('/index', page.url()).href);
    await home(page);
    await page.locator('[data-slot="category-tile"][data-category="VNLOTTERY"]').click();
    await page.waitForURL((url) => url.pathname === '/vnlottery');
  });

  test('a member opens a slots vendor from the side menu: /rng with that vendor chosen', async () => {
    const { page } = await openMember();
    await chooseMenuVendor(page, 'Slots', 'Pocket Games Soft');
    await page.waitForURL((url) => url.pathname === '/rng' && url.searchParams.get('vassalage') === 'PG');
    await page
      .getByRole('tablist', { name: 'Game providers' })
      .getByRole('tab', { name: /Pocket Games Soft/, selected: true })
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('a member plays a PVP game: its room list, then /game with the chosen room', async () => {
    const { page, errors } = await openMember();
    const roomLists: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('GLS2_roomList')) roomLists.push(url.searchParams);
    });
    // Card games: the vendor's popup list first, then the game's rooms in its place.
    await chooseMenuVendor(page, 'Card Games', 'KingMidas');
    const vendorDialog = page.getByRole('dialog', { name: 'KingMidas games' });
    const firstGame = vendorDialog.getByRole('button', { name: /^Play / }).first();
    await firstGame.waitFor();
    const gameName = ((await firstGame.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await firstGame.click();
    const rooms = page.getByRole('dialog', { name: `${gameName}: choose a room` });
    await rooms.waitFor();
    expect(await vendorDialog.count()).toBe(0);
    const join = rooms.getByRole('button', { name: /^Join / }).first();
    await join.waitFor();
    expect(roomLists).toHaveLength(1);
    expect(roomLists[0]!.get('vassalage')).toBe('KM');
    const gameId = roomLists[0]!.get('gameId');
    expect(gameId).toMatch(/^KM\d{4}$/);
    await join.click();
    await page.waitForURL((url) => url.pathname === '/game');
    const params = search(page);
    expect(params.get('vassalage')).toBe('KM');
    expect(params.get('gameType')).toBe('PVP');
    expect(params.get('gameId')).toBe(gameId);
    // The fake platform numbers a game's rooms after its node id.
    const roomId = params.get('roomId') ?? '';
    expect(roomId.startsWith(params.get('nodeId') ?? '-')).toBe(true);
    expect(roomId).toHaveLength((params.get('nodeId') ?? '').length + 2);
    await rooms.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  test('a banner linking to a game starts its vendor through the same rules: a list vendor opens its popup', async () => {
    const { page, errors } = await openMember();
    await menu(page).getByRole('link', { name: 'Live Casino', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/live');
    // The /live banners begin with Lightning Baccarat, linked to the Evolution vendor (a VASSALAGE list).
    await page.getByRole('button', { name: 'Lightning Baccarat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Evolution games' });
    await dialog
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/live');
    expect(errors).toEqual([]);
  });

  test('a big win on the home page starts its game', async () => {
    const { page, errors } = await openMember();
    const play = page
      .getByRole('region', { name: 'Big wins' })
      .getByRole('button', { name: /^Play / })
      .first();
    const gameName = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await play.click();
    await page.waitForURL((url) => url.pathname === '/game');
    expect(search(page).get('gameId')).toMatch(/^[A-Z0-9_]+\d{4}$/);
    await page.getByRole('heading', { name: gameName }).waitFor();
    expect(errors).toEqual([]);
  });

  test('a PVP game chosen in the /pvp lobby also asks for a room', async () => {
    const { page } = await openMember();
    await menu(page).getByRole('link', { name: 'Card Games', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/pvp');
    const play = page
      .getByRole('list', { name: 'Card games games' })
      .getByRole('button', { name: /^Play / })
      .first();
    await play.waitFor();
    const gameName = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await play.click();
    const rooms = page.getByRole('dialog', { name: `${gameName}: choose a room` });
    await rooms
      .getByRole('button', { name: /^Join / })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/game' && url.searchParams.has('roomId'));
    expect(search(page).get('gameType')).toBe('PVP');
  });
});
