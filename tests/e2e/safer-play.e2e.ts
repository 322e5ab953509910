/**
 * Safer play on the demo build (issue 21), with the browser's clock under the test's hand: the header's
 * clock and session time, the reality check at the chosen interval (time played, net result, log out
 * from it), a deposit over the daily limit refused in words with the meter showing the usage, and a
 * time-out that logs the player out and refuses the login until it ends.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launch, newContext } from './browser.ts';
import { accountMenu, PASSWORD } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const MINUTE = 60_000;

/** A page whose clock the test moves (installed before the app loads), failing on any page error. */
async function openWithClock(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.clock.install();
  await page.goto(new URL(path, inject('demoUrl')).href);
  return { page, errors };
}

const saferPlayPanel = (page: Page) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: 'Safer play', exact: true });

/** "₫1,234,567" → 1234567. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

describe('safer play', () => {
  test('the reality check shows at the chosen interval, through a reload, with the time played and the net result, and logs out', async () => {
    const { page, errors } = await openWithClock('/member/saferPlay?scenario=member');
    const panel = saferPlayPanel(page);
    await panel.getByRole('radio', { name: 'Every 15 minutes' }).check();

    // The header keeps the time and the session's length in view.
    const clock = page.getByRole('banner').getByRole('group', { name: 'Clock' });
    await expect.poll(() => clock.textContent()).toMatch(/\d\d:\d\d:\d\d GMT[+-]\d/);
    await clock.getByRole('timer').waitFor();

    const dialog = page.getByRole('alertdialog', { name: 'Reality check' });
    await page.clock.fastForward(14 * MINUTE);
    expect(await dialog.count()).toBe(0);
    // A reload within the session keeps the interval's count: the check still comes at 15 minutes.
    await page.reload();
    await panel.getByRole('radio', { name: 'Every 15 minutes' }).waitFor();
    expect(await panel.getByRole('radio', { name: 'Every 15 minutes' }).isChecked()).toBe(true);
    await page.clock.fastForward(1 * MINUTE + 1_000);
    await dialog.waitFor();
    expect(await dialog.getByText('15 minutes').isVisible()).toBe(true);
    // Nothing was played, deposited or withdrawn: the balance is where the login found it.
    expect(await dialog.locator('[data-slot="reality-check-net"] dd').first().textContent()).toBe('₫0');

    // Continue starts the next interval; it comes back 15 minutes later.
    await dialog.getByRole('button', { name: 'Continue playing' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.clock.fastForward(15 * MINUTE + 1_000);
    await dialog.waitFor();
    expect(await dialog.getByText('30 minutes').isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await accountMenu(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a deposit over the daily limit is refused in words, and the meter shows what is used', async () => {
    const { page, errors } = await openWithClock('/member/saferPlay?scenario=member');
    const panel = saferPlayPanel(page);
    const daily = panel.locator('[data-slot="limit-row"][data-kind="deposit"][data-period="day"]');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await daily.getByRole('textbox', { name: 'Limit amount' }).fill('300000');
    await daily.getByRole('button', { name: 'Save limit' }).click();
    const meter = daily.getByRole('meter', { name: 'Daily deposit limit' });
    await meter.waitFor();
    const usedBefore = Number(await meter.getAttribute('aria-valuenow'));
    expect(await meter.getAttribute('aria-valuemax')).toBe('300000');

    // Over what is left today: refused by the platform, in words, with the amount still typed.
    await page.goto(new URL('/member/depositv2', inject('demoUrl')).href);
    const deposit = page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: 'Deposit', exact: true });
    await deposit.getByRole('tab', { name: 'Bank transfer' }).waitFor();
    const over = 300_000 - usedBefore + 50_000;
    await deposit.getByRole('textbox', { name: 'Amount' }).fill(String(over));
    await deposit.getByRole('textbox', { name: /Name on your account/ }).fill('Nguyen Van An');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const refusal = deposit.getByText(/daily deposit limit/i);
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`₫${(300_000 - usedBefore).toLocaleString('en-US')}`);
    expect(amountOf(await deposit.getByRole('textbox', { name: 'Amount' }).inputValue())).toBe(over);

    // Within it: accepted, and the meter counts it.
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('100000');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByRole('region', { name: 'Deposit request created' }).waitFor();
    await page.goto(new URL('/member/saferPlay', inject('demoUrl')).href);
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow'))).toBe(Math.min(300_000, usedBefore + 100_000));
    expect(errors).toEqual([]);
  });

  test('a time-out logs the player out and refuses the login until it ends', async () => {
    const { page } = await openWithClock('/member/saferPlay?scenario=member');
    const panel = saferPlayPanel(page);
    await panel.getByRole('button', { name: '24 hours' }).click();
    const confirm = page.getByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    await confirm.getByText('You will be logged out at once.').waitFor();
    await confirm.getByRole('checkbox', { name: 'I understand and want to take this break' }).check();
    await confirm.getByRole('button', { name: 'Start my break' }).click();

    // Logged out at once, told until when.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByText('Your break has started').waitFor();

    const tryLogin = async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: /^Welcome to/ });
      await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('member01');
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
      return dialog;
    };
    const refused = await tryLogin();
    await refused.getByText(/Your account is on a time-out until \d{4}-\d\d-\d\d \d\d:\d\d/).waitFor();
    expect(await accountMenu(page).count()).toBe(0);
    await page.keyboard.press('Escape');
    await refused.waitFor({ state: 'detached' });

    // A day later the break is over: the same login goes through.
    await page.clock.fastForward(24 * 60 * MINUTE + MINUTE);
    const dialog = await tryLogin();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await accountMenu(page).waitFor();
  });
});
