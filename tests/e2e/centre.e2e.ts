/**
 * The member centre's frame on the fake platform (issue 16): a visitor is asked to log in (by the page's
 * own notice alone, issue 36) and lands on the page asked for, a trial account is warned and shown no panel, an unknown page falls back to the
 * security centre, the header's Deposit opens the deposit page, and close goes back where the player was.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { accountMenu, PASSWORD } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const centre = (page: Page) => page.getByRole('region', { name: 'Member centre', exact: true });
const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre pages' });
/** The page the centre shows: its panel, named by its heading. */
const panel = (page: Page, title: string) => centre(page).getByRole('region', { name: title, exact: true });
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('member centre', () => {
  test("a visitor opening /member/withdraw gets one prompt, the page's own, and after logging in as member01 lands on withdraw", async () => {
    const { page, errors } = await openPage(browser, '/member/withdraw');
    // One prompt: the page says why and offers the login; no "Log in to continue" popup over it
    // (issue 36), so closing the login form leaves the same notice, still making sense.
    const notice = page.locator('[data-slot="centre-layout"] [data-slot="access-notice"]');
    await notice.getByText(/^Please log in first\./).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await notice.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: /^Welcome to/ });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('member01');
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await login.waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await accountMenu(page).waitFor();
    await panel(page, 'Withdraw').getByRole('heading', { level: 3, name: 'New withdrawal' }).waitFor();
    expect(pathname(page)).toBe('/member/withdraw');
    expect(await centreMenu(page).getByRole('link', { name: 'Withdraw' }).getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
  });

  test('a trial account (scenario) sees the in_need_true_account warning and no panel', async () => {
    const { page, errors } = await openPage(browser, '/member/depositv2?scenario=trial');
    await centre(page)
      .getByText(/only for registered members/)
      .waitFor();
    expect(await centre(page).getByRole('button', { name: 'Register a real account' }).isVisible()).toBe(true);
    expect(await centreMenu(page).count()).toBe(0);
    expect(await centre(page).getByRole('region', { name: 'Deposit', exact: true }).count()).toBe(0);
    expect(await centre(page).getByRole('textbox').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a visitor who takes the Free demo on a centre page lands back there as a trial account, warned', async () => {
    const { page, errors } = await openPage(browser, '/member/rewardCenter');
    await centre(page)
      .getByText(/^Please log in first\./)
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await centre(page)
      .getByText(/only for registered members/)
      .waitFor();
    expect(pathname(page)).toBe('/member/rewardCenter');
    expect(await centreMenu(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('an unknown page falls back to the security centre in place; close goes home', async () => {
    const { page, errors } = await openPage(browser, '/member/noSuchPage?scenario=member');
    await panel(page, 'My account').waitFor();
    expect(pathname(page)).toBe('/member/securityCenter');
    await centre(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/index');
    expect(errors).toEqual([]);
  });

  test("the header's Deposit opens the deposit page; the menu moves between pages and close goes back where the player was", async () => {
    const { page, errors } = await openPage(browser, '/promotions?scenario=member');
    await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
    await panel(page, 'Deposit').waitFor();
    expect(pathname(page)).toBe('/member/depositv2');
    await centreMenu(page)
      .getByRole('link', { name: /^Missions \d+ open missions?$/ })
      .waitFor();
    await centreMenu(page).getByRole('link', { name: 'Inbox' }).click();
    await panel(page, 'Inbox').waitFor();
    expect(pathname(page)).toBe('/member/messageV2');
    await centre(page).getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/promotions');
    expect(errors).toEqual([]);
  });
});
