/**
 * The game page on the fake platform (issue 6): a member starts a slot from /rng and a table from
 * /live and gets the provider page on another origin in the sandboxed frame; a second game within
 * the open round is refused (#734); the maintenance vendor is refused; Back returns to the lobby and
 * leaving the page refreshes the balance; a visitor is asked to log in; free play needs no login;
 * a trial account is pointed to free play; /seamless shows the same game in its own layout.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findGames, MAINTENANCE_VENDOR, type CatalogueGame } from '../../mocks/db/games.ts';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** security-and-reliability.md section 3, exactly (desktop: no orientation lock, no modals). */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation allow-pointer-lock';
const PREVIOUS_GAME = 'Your previous game has not finished yet. Please wait a moment, then try again.';

const gameFrame = (page: Page) => page.locator('iframe[data-slot="game-frame-iframe"]');
const grid = (page: Page, label: string) => page.getByRole('list', { name: label });
const playButtons = (page: Page, label: string) => grid(page, label).getByRole('button', { name: /^Play / });
const isBalance = (request: Request) => new URL(request.url()).pathname === '/wps/v2/wallets/balance';
const isLaunch = (request: Request) => new URL(request.url()).pathname === '/wps/game/launchGame';

/** The /game address the lobby builds for a catalogue game (same seed as the demo build). */
const address = (game: CatalogueGame, mode: 'real' | 'fun', extra = '') =>
  `/game?${new URLSearchParams({ vassalage: game.vassalage, gameType: game.gameType, gameId: game.gameId, nodeId: String(game.nodeId), mode }).toString()}${extra}`;

/** Clicks the play button of the n-th game of a lobby; answers the game's name. */
async function playFromLobby(page: Page, label: string, nth: number): Promise<string> {
  const button = playButtons(page, label).nth(nth);
  await button.waitFor();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await button.click();
  await page.waitForURL((url) => url.pathname === '/game');
  return name;
}

/** The launched frame: the fake provider on the app server's other loopback name, sandboxed as section 3 says. */
async function expectProviderFrame(page: Page, expected: { title: string; gameType: string; mode: 'real' | 'fun' }): Promise<URL> {
  const frame = gameFrame(page);
  await frame.waitFor();
  const app = new URL(page.url());
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.origin).not.toBe(app.origin);
  expect(src.hostname).toBe(app.hostname === 'localhost' ? '127.0.0.1' : 'localhost');
  expect(src.port).toBe(app.port);
  expect(src.pathname).toBe('/fake-game.html');
  expect(src.searchParams.get('type')).toBe(expected.gameType);
  expect(src.searchParams.get('mode')).toBe(expected.mode);
  expect(src.searchParams.get('game')).toBe(app.searchParams.get('gameId'));
  expect(await frame.getAttribute('sandbox')).toBe(SANDBOX);
  expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  expect(await frame.getAttribute('title')).toBe(expected.title);
  // The provider page really loaded there, and the app cannot reach into it (another origin).
  const heading = page.frameLocator('iframe[data-slot="game-frame-iframe"]').getByRole('heading', { level: 1 });
  await heading.filter({ hasText: src.searchParams.get('game')! }).waitFor();
  expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument)).toBeNull();
  return src;
}

describe('the game page on the fake platform', () => {
  test('a member starts a slot from /rng: the provider page on the other origin, in the section 3 sandbox', async () => {
    // Jili: the most popular slots include Playtech's, which the fake platform keeps under maintenance.
    const { page, errors } = await openPage(browser, '/rng?vassalage=JL&scenario=member');
    const name = await playFromLobby(page, 'Slots games', 0);
    expect(new URL(page.url()).searchParams.get('mode')).toBe('real');
    const src = await expectProviderFrame(page, { title: name, gameType: 'RNG', mode: 'real' });
    expect(src.searchParams.get('vendor')).toBe('JL');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // /game is header only.
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a member starts a live table from /live', async () => {
    const { page, errors } = await openPage(browser, '/live?scenario=member');
    const name = await playFromLobby(page, 'Live casino games', 0);
    await expectProviderFrame(page, { title: name, gameType: 'LIVE', mode: 'real' });
    expect(errors).toEqual([]);
  });

  test('Back returns to the lobby and refreshes the balance; another game within the open round is refused (#734)', async () => {
    const { page } = await openPage(browser, '/rng?vassalage=JL&scenario=member');
    await playFromLobby(page, 'Slots games', 0);
    await gameFrame(page).waitFor();

    const balance = page.waitForRequest(isBalance, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/rng');
    await balance;

    await playFromLobby(page, 'Slots games', 1);
    const alert = page.getByRole('alert').filter({ hasText: PREVIOUS_GAME });
    await alert.waitFor();
    expect(await gameFrame(page).count()).toBe(0);
    // Retry asks the platform again; the round is still open, so the answer is the same.
    const retried = page.waitForRequest(isLaunch);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await page.getByRole('alert').filter({ hasText: PREVIOUS_GAME }).waitFor();
  });

  test('positive control: moving between lobbies without the game page asks for no balance', async () => {
    const { page } = await openPage(browser, '/rng?scenario=member');
    await playButtons(page, 'Slots games').first().waitFor();
    // The member's unread money notices of the last days show on the first page and rightly read the
    // balance again (money moved); on a busy machine they can land after the first quiet moment.
    await page.locator('[data-slot="notice-toast"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const balances: string[] = [];
    page.on('request', (request) => {
      if (isBalance(request)) balances.push(request.url());
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Live Casino', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/live');
    await playButtons(page, 'Live casino games').first().waitFor();
    await page.waitForTimeout(1_000);
    expect(balances).toEqual([]);
  });

  test('a game of the vendor under maintenance says so; Back with no history goes to the game lobby', async () => {
    const game = findGames({ gameType: 'RNG', vassalage: MAINTENANCE_VENDOR })[0]!;
    const { page, errors } = await openPage(browser, address(game, 'real', '&scenario=member'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'This game is under maintenance. Please try again later or choose another game.' })
      .waitFor();
    expect(await gameFrame(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/rng');
    expect(errors).toEqual([]);
  });

  test('a visitor opening a real-money game address gets the login prompt and no launch', async () => {
    const game = findGames({ gameType: 'RNG', vassalage: 'JL' })[0]!;
    const { page, errors } = await openPage(browser, '/index');
    const launches: string[] = [];
    page.on('request', (request) => {
      if (isLaunch(request)) launches.push(request.url());
    });
    await page.goto(new URL(address(game, 'real'), page.url()).href);
    await page.getByRole('dialog', { name: 'Log in to continue' }).waitFor();
    await page.getByText('Please log in first to play this game for real money.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(launches).toEqual([]);
    expect(await gameFrame(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('free play needs no login for a game that offers it', async () => {
    const game = findGames({ gameType: 'RNG', vassalage: 'JL' }).find((g) => g.trial)!;
    const { page, errors } = await openPage(browser, '/index');
    const launched = page.waitForRequest(isLaunch);
    await page.goto(new URL(address(game, 'fun'), page.url()).href);
    const src = await expectProviderFrame(page, { title: 'Jili game', gameType: 'RNG', mode: 'fun' });
    const query = new URL((await launched).url()).searchParams;
    expect(query.get('accountType')).toBe('0');
    expect(query.get('username')).toBeNull();
    expect(src.searchParams.get('mode')).toBe('fun');
    expect(await page.getByRole('dialog', { name: 'Log in to continue' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a trial account is pointed to free play for real money, and free play starts the game', async () => {
    const game = findGames({ gameType: 'RNG', vassalage: 'JL' }).find((g) => g.trial)!;
    const { page } = await openPage(browser, address(game, 'real', '&scenario=trial'));
    await page.getByText(/^Trial accounts can only play for free\./).waitFor();
    expect(await gameFrame(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Play for free' }).click();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'fun');
    await expectProviderFrame(page, { title: 'Jili game', gameType: 'RNG', mode: 'fun' });
  });

  test('a broken game address says so and leads back to the lobby', async () => {
    const { page } = await openPage(browser, '/game?vassalage=JL&gameType=RNG&gameId=<script>&nodeId=1&mode=real&scenario=member');
    await page.getByText('This game link is incomplete or broken. Please choose the game again from the lobby.').waitFor();
    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await page.waitForURL((url) => url.pathname === '/rng');
  });

  test('/seamless shows the same game, filling the window its layout leaves (no bars)', async () => {
    const game = findGames({ gameType: 'RNG', vassalage: 'JL' })[0]!;
    const { page, errors } = await openPage(browser, `${address(game, 'real', '&scenario=member').replace('/game?', '/seamless?')}`);
    await expectProviderFrame(page, { title: 'Jili game', gameType: 'RNG', mode: 'real' });
    expect(new URL(page.url()).pathname).toBe('/seamless');
    // No header here: the clock and the session time ride on the game's toolbar (issue 21).
    const clock = page.locator('[data-slot="game-frame"]').getByRole('group', { name: 'Clock' });
    await clock.getByRole('timer').waitFor();
    const box = await page.locator('[data-slot="game-frame"]').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(760);
    expect(errors).toEqual([]);
  });
});
