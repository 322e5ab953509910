/**
 * The deposit and my-wallet panels on the demo build, logged in as the seeded member01 (scenario
 * member): a deposit appears in the record with its reference, a double click sends one request
 * (counted in the fake platform's journal), an amount under the channel's minimum is refused in words
 * and stays typed, a transfer to a game wallet moves both balances, all-to-main empties the game
 * wallets in one request, and a team member transfers to the upline with the payment password.
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

const panel = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: title, exact: true });

/** How many requests to `path` the fake platform's journal holds (every state-changing call it answered). */
async function journalCount(page: Page, path: string): Promise<number> {
  return page.evaluate((target) => {
    const entries = JSON.parse(sessionStorage.getItem('fakePlatformJournal') ?? '[]') as { url: string }[];
    return entries.filter((entry) => new URL(entry.url).pathname === target).length;
  }, path);
}

/** The bank transfer the form opens on: its group (MT2) posts to the relay matched by the name on the paying account. */
const DEPOSIT_PATH = '/wps/relay/MCSFE_manualTransferByAccountName';
const TRANSFER_PATH = '/wps/relay/GCS_walletTransfer';
const UPLINE_PATH = '/wps/member/transferUpline';
const RETURN_PATH = '/wps/relay/GCS_walletReturn';

async function openDeposit(page: Page) {
  const deposit = panel(page, 'Deposit');
  await deposit.getByRole('tab', { name: 'Bank transfer' }).waitFor();
  return deposit;
}

/** The number in a money text: "₫1,234,567" → 1234567. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

describe('member deposit', () => {
  test('a deposit made in the panel, with the name on the paying account, appears in its record with its reference', async () => {
    const { page, errors } = await openPage(browser, '/member/depositv2?scenario=member');
    const deposit = await openDeposit(page);
    await deposit.getByRole('radio', { name: /Fast bank transfer/ }).check();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('150000');
    // The bank transfer asks whose account pays: without it nothing is sent.
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByText('Enter the name on the account you pay from.').waitFor();
    expect(await journalCount(page, DEPOSIT_PATH)).toBe(0);
    await deposit.getByRole('textbox', { name: /Name on your account/ }).fill('Nguyễn Văn An');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const receipt = deposit.getByRole('region', { name: 'Deposit request created' });
    await receipt.waitFor();
    const reference = await receipt.getByRole('textbox', { name: 'Reference' }).inputValue();
    expect(reference).toMatch(/^VV\w+$/);
    expect(await receipt.getByRole('textbox', { name: 'Account number' }).inputValue()).toMatch(/^\d{6,}$/);

    const record = deposit.getByRole('table', { name: 'Deposit record' });
    const row = record.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('₫150,000');
    // Just requested: new (awaiting the transfer), until the platform credits it.
    expect(await row.getByText('New').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('double-clicking Deposit sends exactly one deposit request', async () => {
    const { page, errors } = await openPage(browser, '/member/depositv2?scenario=member');
    const deposit = await openDeposit(page);
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('200000');
    await deposit.getByRole('textbox', { name: /Name on your account/ }).fill('Nguyen Van An');
    expect(await journalCount(page, DEPOSIT_PATH)).toBe(0);
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).dblclick();
    await deposit.getByRole('region', { name: 'Deposit request created' }).waitFor();
    // Give a stray second request time to land before counting.
    await page.waitForTimeout(500);
    expect(await journalCount(page, DEPOSIT_PATH)).toBe(1);
    expect(errors).toEqual([]);
  });

  test("an amount under the channel's minimum is refused in words, stays typed, and nothing is sent", async () => {
    const { page, errors } = await openPage(browser, '/member/depositv2?scenario=member');
    const deposit = await openDeposit(page);
    await deposit.getByRole('radio', { name: /Fast bank transfer/ }).check();
    const amount = deposit.getByRole('textbox', { name: 'Amount' });
    await amount.fill('5000');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByText('The minimum deposit for Fast bank transfer (24/7) is ₫10,000.').waitFor();
    expect(await amount.inputValue()).toBe('5,000');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect(await deposit.getByRole('region', { name: 'Deposit request created' }).count()).toBe(0);
    expect(await journalCount(page, DEPOSIT_PATH)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('member deposit record', () => {
  test('the deposit held in review is cancelled from its record after a confirmation, once', async () => {
    const { page, errors } = await openPage(browser, '/member/depositv2?scenario=member');
    const deposit = await openDeposit(page);
    const record = deposit.getByRole('table', { name: 'Deposit record' });
    const cancel = record.getByRole('button', { name: /^Cancel / });
    await cancel.first().waitFor();
    expect(await cancel.count()).toBe(1);
    await cancel.first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this deposit?' });
    await dialog.getByRole('button', { name: 'Cancel deposit' }).click();
    await deposit.getByText(/^Deposit \w+ was cancelled\.$/).waitFor();
    await expect.poll(() => record.getByRole('button', { name: /^Cancel / }).count()).toBe(0);
    expect(await record.getByText('Cancelled').count()).toBe(1);
    expect(await journalCount(page, '/wps/relay/MCSFE_cancelDeposit')).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('member wallet transfer', () => {
  test('a transfer from the main wallet to a game wallet changes both balances', async () => {
    const { page, errors } = await openPage(browser, '/member/transferFund?scenario=member');
    const wallet = panel(page, 'My wallet');
    const cards = wallet.getByRole('list', { name: 'Wallets' });
    const card = (name: string) => cards.getByRole('listitem').filter({ hasText: name });
    await card('Main wallet').waitFor();
    const balanceOf = async (name: string) => amountOf(await card(name).locator('span').nth(1).textContent());
    const mainBefore = await balanceOf('Main wallet');
    const slotsBefore = await balanceOf('Slots');
    expect(mainBefore).toBeGreaterThan(50_000);

    await wallet.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Slots' });
    await wallet.getByRole('textbox', { name: 'Amount' }).fill('50000');
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
    await wallet.getByText('₫50,000 moved from Main wallet to Slots.').waitFor();
    await expect.poll(() => balanceOf('Main wallet')).toBe(mainBefore - 50_000);
    await expect.poll(() => balanceOf('Slots')).toBe(slotsBefore + 50_000);
    expect(await journalCount(page, TRANSFER_PATH)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('all to main moves every game wallet back to the main wallet in one request (the wallet return)', async () => {
    const { page, errors } = await openPage(browser, '/member/transferFund?scenario=member');
    const wallet = panel(page, 'My wallet');
    const cards = wallet.getByRole('list', { name: 'Wallets' });
    await cards.getByRole('listitem').filter({ hasText: 'Main wallet' }).waitFor();
    const balances = async () =>
      Promise.all((await cards.getByRole('listitem').all()).map(async (item) => amountOf(await item.locator('span').nth(1).textContent())));
    // Put money in a game wallet first (member01 starts with it all in main).
    await wallet.getByRole('combobox', { name: 'To' }).selectOption({ label: 'Slots' });
    await wallet.getByRole('textbox', { name: 'Amount' }).fill('30000');
    await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
    await wallet.getByText('₫30,000 moved from Main wallet to Slots.').waitFor();
    // Main first, then the game wallets.
    await expect.poll(async () => (await balances()).slice(1).reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(30_000);
    const [mainBefore, ...gamesBefore] = await balances();
    const inGames = gamesBefore.reduce((sum, value) => sum + value, 0);

    await wallet.getByRole('button', { name: 'All to main wallet' }).click();
    await wallet.getByText(`₫${inGames.toLocaleString('en-US')} moved back to the main wallet.`).waitFor();
    await expect.poll(async () => (await balances())[0]).toBe(mainBefore! + inGames);
    expect((await balances()).slice(1).every((value) => value === 0)).toBe(true);
    // The transfer in, then the one wallet return.
    expect(await journalCount(page, TRANSFER_PATH)).toBe(1);
    expect(await journalCount(page, RETURN_PATH)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('member transfer to upline', () => {
  test('a team member sends money to the upline with the payment password; a wrong one keeps the amount and says why', async () => {
    const { page, errors } = await openPage(browser, '/');
    // team001 plays under an agent, so the platform lets it transfer upwards.
    await logIn(page, 'team001');
    await page.goto(new URL('/member/transferUpline', page.url()).toString());
    const upline = panel(page, 'Transfer to your upline');
    const amount = upline.getByRole('textbox', { name: /Amount/ });
    await amount.waitFor({ timeout: 30_000 });
    const headerBalance = page.getByRole('banner').locator('[data-slot="balance-amount"]').first();
    await expect.poll(async () => amountOf(await headerBalance.textContent()), { timeout: 30_000 }).toBeGreaterThan(20_000);
    const before = amountOf(await headerBalance.textContent());

    await amount.fill('20000');
    await upline.getByLabel(/^Payment password/).fill('654321');
    await upline.getByRole('button', { name: 'Transfer', exact: true }).click();
    await upline.getByText('The payment password is incorrect. Please try again.').waitFor();
    expect(await amount.inputValue()).toBe('20,000');

    await upline.getByLabel(/^Payment password/).fill('123456');
    await upline.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await upline.getByText('Transfer complete').waitFor();
    await upline.getByText(/^₫20,000 was sent to agent\w+\.$/).waitFor();
    await expect.poll(async () => amountOf(await headerBalance.textContent())).toBe(before - 20_000);
    // The wrong password and one transfer: a double click sent one.
    expect(await journalCount(page, UPLINE_PATH)).toBe(2);
    expect(errors).toEqual([]);
  });
});
