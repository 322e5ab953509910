/**
 * The platform's content follows the language the player picks (issue 15 point 8): banners come back
 * in Vietnamese after a switch, as games do, and a switch followed at once by a navigation asks for
 * nothing, and caches nothing, in the old language, even before the Vietnamese texts have loaded.
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

const banners = (page: Page) => page.getByRole('region', { name: /^(Featured promotions|Khuyến mãi nổi bật)$/ });
const languagePicker = (page: Page) => page.getByRole('combobox', { name: 'Language' });

describe('the language of the platform content', () => {
  test('switching to Vietnamese on the home page shows the Vietnamese banners', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await banners(page).getByRole('img', { name: 'Welcome bonus 100%' }).waitFor();
    await languagePicker(page).selectOption('VI');
    await banners(page).getByRole('img', { name: 'Thưởng chào mừng 100%' }).waitFor();
    await banners(page).getByRole('img', { name: 'Tham gia Telegram' }).waitFor({ state: 'attached' });
    expect(await banners(page).getByRole('img', { name: 'Welcome bonus 100%' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a switch and a navigation in the same tick: every call after the switch goes out in Vietnamese, and the page shows it', async () => {
    const { page, errors } = await openPage(browser, '/rng');
    await page.getByRole('list', { name: 'Slots games' }).getByRole('button').first().waitFor();
    // Home inside the app: the lobbies' chunk stays loaded, so the next lobby renders, and asks for its games, at once.
    await page.locator('a[href="/index"]').first().click();
    await banners(page).getByRole('img', { name: 'Welcome bonus 100%' }).waitFor();
    // A slow network for the Vietnamese texts (the real case behind the bug): whatever runs between
    // the switch and their arrival must already call in Vietnamese.
    await page.context().route('**/assets/vi-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    const picker = await languagePicker(page).elementHandle();
    const liveLobby = await page.locator('a[href="/live"]').first().elementHandle();
    await page.evaluate(
      ([select, link]) => {
        // Every platform call from here on, with the Language it carries (the app's client calls the global fetch).
        const calls: string[] = [];
        Object.assign(window, { languageCalls: calls });
        const fetchOriginal = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
          if (/^\/(wps|lgw)\//.test(path)) calls.push(`${new Headers(init?.headers).get('Language')} ${path}`);
          return fetchOriginal(input, init);
        };
        const picked = select as HTMLSelectElement;
        picked.value = 'VI';
        picked.dispatchEvent(new Event('change', { bubbles: true }));
        (link as HTMLAnchorElement).click();
      },
      [picker, liveLobby] as const,
    );
    await page.waitForURL((url) => url.pathname === '/live');
    await banners(page).getByRole('img', { name: 'Hoàn trả casino 0,8%' }).waitFor({ state: 'attached' });
    expect(await banners(page).getByRole('img', { name: 'Live casino rebate 0.8%' }).count()).toBe(0);
    const calls = () => page.evaluate(() => (window as unknown as { languageCalls: string[] }).languageCalls);
    // The banners (the notice) and the live lobby's games were asked for after the switch, in Vietnamese only.
    await expect.poll(calls).toContain('VI /wps/relay/GCSGAME_gameList');
    expect(await calls()).toContain('VI /wps/relay/MCSFE_getListAnnouncements');
    // Then the texts arrive: the page is Vietnamese throughout, and still nothing went out in English.
    await page.getByRole('heading', { level: 1, name: 'Sòng bài trực tiếp' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect((await calls()).filter((call) => !call.startsWith('VI '))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
