/**
 * Going offline on the demo build (issue 20 point 5): a banner says so and nothing typed is lost; the
 * calls asked for meanwhile wait, and coming back online sends them and the banner goes.
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const isBalance = (request: Request) => new URL(request.url()).pathname === '/wps/v2/wallets/balance';

describe('offline', () => {
  test('offline shows a banner and keeps what was typed; back online the waiting refresh is sent and the banner goes', async () => {
    const { page, errors } = await openPage(browser, '/member/depositv2?scenario=member');
    const deposit = page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: 'Deposit', exact: true });
    await deposit.getByRole('tab', { name: 'Bank transfer' }).waitFor();
    const amount = deposit.getByRole('textbox', { name: 'Amount' });
    await amount.fill('150000');
    const typed = await amount.inputValue();
    await page.waitForLoadState('networkidle');

    const balances: string[] = [];
    page.on('request', (request) => {
      if (isBalance(request)) balances.push(request.url());
    });
    await page.context().setOffline(true);
    const banner = page.locator('[data-slot="offline-banner"]');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('You are offline.');
    expect(await amount.inputValue()).toBe(typed);

    // Asked for while offline: it waits rather than failing.
    await page.getByRole('banner').getByRole('button', { name: 'Refresh balance' }).click();
    expect(balances).toEqual([]);

    const sent = page.waitForRequest(isBalance);
    await page.context().setOffline(false);
    await sent;
    await banner.waitFor({ state: 'detached' });
    expect(await amount.inputValue()).toBe(typed);
    expect(errors).toEqual([]);
  });
});
