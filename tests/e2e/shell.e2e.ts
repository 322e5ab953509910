import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launch, openPage, newContext } from './browser.ts';
import { ROUTES } from './routes.ts';
import { logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Play, bet and win' }).waitFor();
const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ });

describe('host app on the fake platform (demo build)', () => {
  test('a first visit: / goes to /index with the header, side menu, banners, home sections and footer, and no console error', async () => {
    const { page, errors } = await openPage(browser, '/');
    await home(page);
    expect(new URL(page.url()).pathname).toBe('/index');
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    await page.getByRole('button', { name: 'Register' }).first().waitFor();
    await page.getByRole('button', { name: 'Free demo' }).first().waitFor();
    await page.getByRole('heading', { name: 'Hot games' }).waitFor();
    await page.getByRole('region', { name: 'Featured promotions' }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByText(/© 2022/)
      .waitFor();
    expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the hot games row ends with every game the platform sent, and its next button stops at the last one', async () => {
    const { page } = await openPage(browser, '/index');
    await home(page);
    const sent = await page.evaluate(async () => {
      const query = 'merchantCode=viva123&isPlatform=2&vassalage=&platform=flash%2Chtml5-desktop&language=EN';
      const response = await fetch(`/wps/relay/GCSGAME_hotGamesV2?${query}`, {
        headers: { Merchant: 'viva123', Language: 'EN', ModuleId: 'GAMELOHOT3' },
      });
      return ((await response.json()) as { value: { list: unknown[] } }).value.list.length;
    });
    // More than a first screen shows: the row starts with fewer and grows to all of them.
    expect(sent).toBeGreaterThan(12);
    const hot = page.getByRole('region', { name: 'Hot games' });
    await expect.poll(() => hot.getByRole('listitem').count(), { timeout: 10_000 }).toBe(sent);
    const next = hot.getByRole('button', { name: 'Show more' });
    await expect.poll(() => next.getAttribute('aria-disabled')).toBeNull();
    await hot.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
  });

  test('the theme starts light, switches to dark, and survives a reload', async () => {
    const { page } = await openPage(browser, '/index');
    await home(page);
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await home(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 17, 32)');
  });

  test('switching to Vietnamese translates the page, sets lang and persists lang and hisLang', async () => {
    const { page } = await openPage(browser, '/index');
    await home(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('VI');
    await page.getByRole('heading', { level: 1, name: 'Chơi, đặt cược và thắng' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['VI', 'VI']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Chơi, đặt cược và thắng' }).waitFor();
    await page.getByRole('button', { name: 'Đăng nhập' }).first().waitFor();
  });

  test('?scenario=maintenance shows the maintenance screen, ?scenario=region-blocked the region screen with IP and country', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=maintenance');
    await page.getByRole('heading', { level: 1, name: 'System Maintenance' }).waitFor();
    await page.getByRole('button', { name: 'Contact Us' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.goto(new URL('/index?scenario=region-blocked', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'IP Restriction' }).waitFor();
    await page.getByText(/Due to restriction of your location or IP address/).waitFor();
    await page.getByText('198.51.100.23').waitFor();
    expect(errors).toEqual([]);
  });

  test('with loginedToHomePage on, a visitor is sent to /login except on the public pages', async () => {
    const { page, errors } = await openPage(browser, '/promotions?scenario=logined-to-home-page');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.goto(new URL('/download', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Download the app' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/download');
    // Where to get help stays open to everyone (decision 025).
    await page.goto(new URL('/responsibleGaming', page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Safer play' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/responsibleGaming');
    // Feedback and the speed test are not among the spec's public routes.
    for (const path of ['/feedback', '/speedTest']) {
      await page.goto(new URL(path, page.url()).href);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  test('a member: the avatar menu shows the account, and logout asks, then ends the session and returns to /', async () => {
    const { page, errors } = await openPage(browser, '/promotions?scenario=member');
    await accountMenu(page).click();
    const menu = page.getByRole('menu');
    await menu.getByText('Emon').first().waitFor();
    await menu.getByRole('menuitem', { name: 'Member centre' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Agent centre' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await home(page);
    expect(new URL(page.url()).pathname).toBe('/index');
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('an agent sees the agent centre in the avatar menu', async () => {
    const { page } = await openPage(browser, '/index?scenario=agent');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Agent centre' }).waitFor();
  });

  test('a trial account is warned, not let in: chat gets in_please_information, the member centre in_need_true_account', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=trial');
    await accountMenu(page).waitFor();
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Trial account' });
    await warning.getByText(/To chat with customer service, please register a real account/).waitFor();
    await warning.getByRole('button', { name: 'Not now' }).click();
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    await page
      .getByRole('alertdialog', { name: 'Trial account' })
      .getByText(/only for registered members/)
      .waitFor();
    expect(errors).toEqual([]);
  });

  test('a token in the address logs in and leaves the address at once', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=member');
    await accountMenu(page).waitFor();
    // The tab arrives with no stored session: cleared as the next page starts, not under the running app,
    // whose later calls would then go out without their session.
    await page.addInitScript(() => {
      if (new URLSearchParams(location.search).has('token')) sessionStorage.removeItem('token');
    });
    await page.goto(new URL('/index?token=fake-session-member01&tab=1#top', page.url()).href);
    await accountMenu(page).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.search).toBe('?tab=1');
    expect(url.hash).toBe('#top');
    expect(errors).toEqual([]);
  });

  test('a 401 mid-session clears the session and shows one login prompt, which opens the login popup', async () => {
    const { page } = await openPage(browser, '/index?scenario=member');
    await accountMenu(page).waitFor();
    // The session ends elsewhere (another device logged in): the platform now answers 401.
    await page.evaluate(async () => {
      await fetch('/wps/session/logout', {
        method: 'DELETE',
        headers: { Authorization: sessionStorage.getItem('token') ?? '', Merchant: 'viva123' },
      });
    });
    const prompt = page.getByRole('dialog', { name: 'Log in to continue' });
    // The next call answers 401: the balance refresh, or a background call (the money notices being
    // marked read) if it comes first, in which case the modal prompt is already over the button.
    const refreshed = page
      .getByRole('button', { name: 'Refresh balance' })
      .click({ timeout: 15_000 })
      .catch(() => undefined);
    await prompt.waitFor();
    await refreshed;
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('dialog', { name: /^Welcome to/ })
      .getByRole('tab', { name: 'Log in', selected: true })
      .waitFor();
  });

  test('every route of the table renders with its layout and no console error', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await home(page);
    const missing: string[] = [];
    for (const route of ROUTES.filter((r) => r !== '/index')) {
      await page.goto(new URL(route, page.url()).href);
      // A game page opens the login prompt over itself for a visitor, which hides the page from
      // assistive technology while it is open: the heading counts if it is on screen.
      const found = await page
        .getByRole('heading', { level: 1, includeHidden: true })
        .first()
        .waitFor({ timeout: 30_000 })
        .then(
          () => true,
          () => false,
        );
      if (!found) missing.push(route);
    }
    expect(missing).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);

  test('on a phone the menu button opens the side menu as a drawer, and choosing an entry navigates and closes it', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(new URL('/index', inject('demoUrl')).href);
    await home(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL((url) => url.pathname === '/promotions');
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  test('no page is wider than a phone: scrolling lists keep their items, and their hidden texts, inside them', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const route of ['/index', '/rng', '/live', '/lottery', '/vnlottery', '/promotions', '/pointMall']) {
      await page.goto(new URL(route, inject('demoUrl')).href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The sections below the fold render as they near the viewport: bring each one near, so all are measured.
      for (const section of await page.locator('[data-slot="near-viewport"]').all()) await section.scrollIntoViewIfNeeded();
      // Every section has loaded: nothing is busy any more.
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) wide.push(`${route}: ${scrollWidth} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  }, 300_000);

  test('before its JavaScript arrives the page already shows its frame, in the stored theme (only "dark" counts)', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The app's scripts never arrive: what shows is index.html and theme.js alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const url = new URL('/index', inject('demoUrl')).href;
    await page.goto(url);
    const frame = page.locator('#root > [data-boot-frame]');
    await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(64);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.evaluate(() => localStorage.setItem('theme', 'dark"><b>'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });

  test('the top reward strip runs the latest wins above the header, but not on /vnlottery, whose bars the game-bars setting brings back', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await home(page);
    const strip = page.getByRole('region', { name: 'Recent wins' });
    // The strip sits above the header and shows the fake platform's own wins, in dong.
    await expect.poll(() => strip.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect.poll(() => strip.getByRole('listitem').first().textContent()).toMatch(/^\S+ won ₫[\d,]+/);
    const [stripBox, headerBox] = await Promise.all([strip.boundingBox(), page.getByRole('banner').boundingBox()]);
    expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(headerBox!.y);
    await page.getByRole('button', { name: 'Pause recent wins' }).click();
    await page.getByRole('button', { name: 'Play recent wins' }).waitFor();

    await page.goto(new URL('/vnlottery', inject('demoUrl')).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('region', { name: 'Recent wins' }).count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(0);

    await page.goto(new URL('/vnlottery?scenario=game-bars', inject('demoUrl')).href);
    await page.getByRole('banner').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('region', { name: 'Recent wins' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the invite card shows to visitors, to members while the referral promotion is on, and not to members when it is off', async () => {
    const card = (page: Page) => page.getByRole('region', { name: 'Invite friends' });
    const { page } = await openPage(browser, '/index');
    await home(page);
    await card(page).waitFor();
    await logIn(page);
    await card(page).getByRole('button', { name: 'Invite now' }).click();
    await page.waitForURL((url) => url.pathname === '/member/referral');

    const off = await openPage(browser, '/index?scenario=off-REFERRAL3');
    await home(off.page);
    // A visitor is always invited to register.
    await card(off.page).waitFor();
    await logIn(off.page);
    await off.page.getByRole('navigation').first().waitFor();
    await expect.poll(() => card(off.page).count()).toBe(0);
  });

  test('an unknown path gets a friendly not-found page with a way home', async () => {
    const { page } = await openPage(browser, '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await home(page);
    expect(new URL(page.url()).pathname).toBe('/index');
  });
});
