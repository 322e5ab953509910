/**
 * "My activities" (/promotions?tab=mine) for a trial account (issue 36, point 3): a visitor who takes
 * the free demo and opens it gets the trial notice (in_need_true_account) with the way to a real account, as
 * on every other member feature, never an endless loading state.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { accountMenu } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('my activities as a trial account', () => {
  test('free play on My activities shows the trial notice, no loading state', async () => {
    const { page, errors } = await openPage(browser, '/promotions?tab=mine');
    const tab = page.getByRole('tabpanel', { name: 'My activities' });
    await tab.getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await accountMenu(page).waitFor();
    // Free play lands on home (spec section 4): back to the tab through the menu, as a player would.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('tab', { name: 'My activities' }).click();

    await tab.getByText('This feature is only for registered members. Register a real account to use it.').waitFor({ timeout: 15_000 });
    await tab.getByRole('button', { name: 'Register a real account' }).waitFor();
    expect(await tab.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await tab.getByText('Loading', { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
