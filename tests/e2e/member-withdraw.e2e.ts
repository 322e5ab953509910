/**
 * The withdraw panel on the fake platform as member01 (three bound accounts, no turnover owed, 5
 * withdrawals a day; payment password 123456): Withdraw shows the confirmation (amount, fee, what
 * arrives), Confirm withdrawal sends it; a wrong payment password keeps the amount and says why; the
 * right one lists the withdrawal as processing and lowers the header balance; a receipt marked partly
 * received shows the remaining amount; a double click sends exactly one request.
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

const panel = (page: Page) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: 'Withdraw', exact: true });
const history = (page: Page) => panel(page).getByRole('table', { name: 'Withdrawal history' });
const amountField = (page: Page) =>
  panel(page)
    .getByRole('textbox', { name: /^\*? ?Amount/ })
    .first();
const passwordField = (page: Page) => panel(page).getByLabel(/^Payment password/);
const submitButton = (page: Page) => panel(page).getByRole('button', { name: 'Withdraw', exact: true });
/** The confirmation's button: enabled once the fee of the amount is known. */
const confirmButton = (page: Page) => panel(page).getByRole('button', { name: 'Confirm withdrawal', exact: true });
const WITHDRAW_PATH = '/wps/v2/transaction/withdraw';

/** Withdraw, then Confirm withdrawal in the confirmation. */
async function withdrawAndConfirm(page: Page) {
  await submitButton(page).click();
  await panel(page).getByRole('region', { name: 'Check your withdrawal' }).waitFor();
  await confirmButton(page).click();
}
const dong = (text: string) => Number(text.replace(/[^\d]/g, ''));
const headerBalance = (page: Page) => page.getByRole('banner').locator('[data-slot="balance-amount"]').first();

/** The fake platform's journal of state-changing requests (sessionStorage), filtered by path. */
const journalCount = (page: Page, path: string) =>
  page.evaluate((wanted) => {
    const entries = JSON.parse(sessionStorage.getItem('fakePlatformJournal') ?? '[]') as { url: string }[];
    return entries.filter((entry) => new URL(entry.url).pathname === wanted).length;
  }, path);

async function openWithdraw() {
  const opened = await openPage(browser, '/member/withdraw?scenario=member');
  await submitButton(opened.page).waitFor({ timeout: 30_000 });
  await history(opened.page).getByRole('row').nth(1).waitFor();
  return opened;
}

describe('member withdraw (issue 16)', () => {
  test('a wrong payment password keeps the amount and says why; the right one lists it as processing and lowers the header balance', async () => {
    const { page, errors } = await openWithdraw();
    await expect.poll(async () => dong(await headerBalance(page).innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = dong(await headerBalance(page).innerText());

    await amountField(page).fill('50000');
    await passwordField(page).fill('111111');
    await withdrawAndConfirm(page);
    await panel(page).getByText('The payment password is incorrect. Please try again.').waitFor();
    expect(await amountField(page).inputValue()).toBe('50,000');

    await passwordField(page).fill('123456');
    await withdrawAndConfirm(page);
    await panel(page).getByText('Withdrawal of ₫50,000 requested. It shows as processing below.').waitFor();
    const first = history(page).getByRole('row').nth(1);
    await expect.poll(() => first.innerText(), { timeout: 15_000 }).toMatch(/₫50,000[\s\S]*Processing/);
    await expect.poll(async () => dong(await headerBalance(page).innerText()), { timeout: 30_000 }).toBe(before - 50_000);
    expect(errors).toEqual([]);
  });

  test('a paid-out withdrawal marked partly received shows the remaining amount, then reads partly received', async () => {
    const { page, errors } = await openWithdraw();
    const receipt = panel(page).getByRole('form', { name: /^Withdrawal .*₫100,000/ });
    await receipt.getByText(/minutes? left to confirm/).waitFor();
    await receipt.getByText(/the amount is not refunded/).waitFor();
    await receipt.getByRole('radio', { name: 'Partly received' }).check();
    await receipt.getByRole('textbox', { name: /Amount received/ }).fill('60000');
    await receipt.getByText('Remaining: ₫40,000').waitFor();
    await receipt.getByRole('button', { name: 'Confirm' }).click();
    await history(page).getByRole('cell', { name: 'Partly received' }).waitFor({ timeout: 15_000 });
    expect(await journalCount(page, '/wps/relay/MCSFE_processC2CTransaction')).toBe(1);
    expect(errors).toEqual([]);
  });

  test('double-clicking Withdraw sends exactly one request', async () => {
    const { page, errors } = await openWithdraw();
    await amountField(page).fill('30000');
    await passwordField(page).fill('123456');
    await submitButton(page).click();
    await expect.poll(() => confirmButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await confirmButton(page).dblclick();
    await panel(page).getByText('Withdrawal of ₫30,000 requested. It shows as processing below.').waitFor();
    await expect.poll(() => history(page).getByRole('row').nth(1).innerText(), { timeout: 15_000 }).toMatch(/₫30,000/);
    expect(await journalCount(page, WITHDRAW_PATH)).toBe(1);
    expect(errors).toEqual([]);
  });
});
