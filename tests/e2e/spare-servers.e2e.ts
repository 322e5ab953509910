/**
 * The image and game-launch servers (issue 36, point 4): the permission call lists two of each, the
 * first of each down (the spare-servers world; the down hosts never answer). The visit's random start
 * is pinned in the page (Math.random), so the down server is tried first: the member's stock avatar
 * still shows from the live image server, and a game launched as a path still opens on the live launch
 * server. Pinned the other way, the live servers are used from the start, as with one server.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { findGames, MAINTENANCE_VENDOR } from '../../mocks/db/games.ts';
import { DOWN_IMAGE_CDN, DOWN_LAUNCH_CDN, IMAGE_CDN } from '../../mocks/db/system.ts';
import { launch, newContext } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A page whose visit draw is `draw`; the down servers' frame navigations fail here (no DNS lookup leaves the machine). */
async function openWithDraw(draw: number, path: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await newContext(browser);
  await context.addInitScript((value) => {
    Math.random = () => value;
  }, draw);
  for (const down of [DOWN_IMAGE_CDN, DOWN_LAUNCH_CDN]) await context.route(`${down}/**`, (route) => route.abort('addressunreachable'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, inject('demoUrl')).href);
  return { page, context, errors };
}

const headerAvatar = (page: Page) => page.getByRole('banner').locator('[data-slot="avatar"] img[data-slot="image"]').first();

const game = findGames({ gameType: 'RNG' }).find((g) => g.vassalage !== MAINTENANCE_VENDOR)!;
const gameAddress = `/game?${new URLSearchParams({ vassalage: game.vassalage, gameType: game.gameType, gameId: game.gameId, nodeId: String(game.nodeId), mode: 'real' }).toString()}&scenario=spare-servers`;

async function expectGameOnProvider(page: Page) {
  const frame = page.locator('iframe[data-slot="game-frame-iframe"]');
  const heading = page.frameLocator('iframe[data-slot="game-frame-iframe"]').getByRole('heading', { level: 1 });
  await heading.filter({ hasText: game.gameId }).waitFor();
  const app = new URL(page.url());
  const src = new URL((await frame.getAttribute('src')) ?? '');
  expect(src.hostname).toBe(app.hostname === 'localhost' ? '127.0.0.1' : 'localhost');
  expect(src.port).toBe(app.port);
  expect(src.pathname).toBe('/fake-game.html');
}

describe('spare image and launch servers', () => {
  test('the first image server is down: the member avatar shows from the next one, not the initials', async () => {
    const { page, context, errors } = await openWithDraw(0, '/index?scenario=spare-servers');
    const avatar = headerAvatar(page);
    await expect.poll(() => avatar.getAttribute('data-state'), { timeout: 20_000 }).toBe('loaded');
    expect(await avatar.getAttribute('src')).toMatch(new URL('/TCG_PROD_IMAGES/AVATAR/', IMAGE_CDN).href);
    expect(await page.getByRole('banner').locator('[data-slot="avatar-fallback"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the first launch server is down: the game opens on the next one, with no error shown', async () => {
    const { page, context, errors } = await openWithDraw(0, gameAddress);
    await expectGameOnProvider(page);
    expect(await page.locator('[data-slot="game-frame-body"]').getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the visit starts on the live servers: the avatar and the game load there at once, as with one server', async () => {
    const { page, context, errors } = await openWithDraw(0.99, gameAddress);
    await expectGameOnProvider(page);
    const avatar = headerAvatar(page);
    await expect.poll(() => avatar.getAttribute('data-state')).toBe('loaded');
    expect(await avatar.getAttribute('src')).toMatch(IMAGE_CDN);
    expect(errors).toEqual([]);
    await context.close();
  });
});
