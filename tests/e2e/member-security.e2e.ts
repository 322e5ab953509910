/**
 * The security centre's bindings on the demo build, as member04 (a bare member: no phone, email,
 * card or payment password): set the payment password, add a bank card (a wrong payment password
 * keeps what was typed and says why; a double click adds one), withdraw to it, bind an email and a
 * phone with the SMS code (the fake platform's fixed code, as a tester reads it off the phone).
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

const SMS_CODE = '246810';
const ADD_CARD_PATH = '/wps/v2/member/bankCards';

const centre = (page: Page) => page.getByRole('region', { name: 'Member centre', exact: true });

/** The fake platform's journal of state-changing requests (sessionStorage), filtered by path. */
const journalCount = (page: Page, path: string) =>
  page.evaluate((wanted) => {
    const entries = JSON.parse(sessionStorage.getItem('fakePlatformJournal') ?? '[]') as { url: string }[];
    return entries.filter((entry) => new URL(entry.url).pathname === wanted).length;
  }, path);

async function openSecurity() {
  const opened = await openPage(browser, '/');
  await logIn(opened.page, 'member04');
  await opened.page.goto(new URL('/member/securityCenter', opened.page.url()).toString());
  await centre(opened.page).getByText('Account security').waitFor({ timeout: 30_000 });
  return opened;
}

describe('member security bindings (issue 16)', () => {
  test('set the payment password, add a bank card (wrong password kept and explained, double click adds one), then withdraw to it', async () => {
    const { page, errors } = await openSecurity();
    const panel = centre(page);

    await panel.getByRole('button', { name: 'Set it up Payment password' }).click();
    const setDialog = page.getByRole('dialog', { name: 'Set the payment password' });
    await setDialog.getByLabel(/^Login password/).fill('Abc12345');
    await setDialog.getByLabel(/^New payment password/).fill('Pay13579');
    await setDialog.getByLabel(/^Confirm the payment password/).fill('Pay13579');
    await setDialog.getByRole('button', { name: 'Save' }).click();
    await setDialog.waitFor({ state: 'detached' });
    await panel.getByText('Payment password saved.').waitFor();

    await panel.getByRole('button', { name: 'Add a bank card' }).click();
    const cardDialog = page.getByRole('dialog', { name: 'Add a bank card' });
    await cardDialog.getByRole('combobox', { name: /^Bank/ }).selectOption({ label: 'Vietcombank' });
    await cardDialog.getByRole('textbox', { name: /^Account holder/ }).fill('NGUYEN VAN AN');
    await cardDialog.getByRole('textbox', { name: /^Account number/ }).fill('0123456789');
    await cardDialog.getByLabel(/^Payment password/).fill('000000');
    await cardDialog.getByRole('button', { name: 'Add a bank card' }).click();
    await cardDialog.getByText('The payment password is incorrect').waitFor();
    expect(await cardDialog.getByRole('textbox', { name: /^Account number/ }).inputValue()).toBe('0123456789');
    expect(await cardDialog.getByRole('textbox', { name: /^Account holder/ }).inputValue()).toBe('NGUYEN VAN AN');

    await cardDialog.getByLabel(/^Payment password/).fill('Pay13579');
    await cardDialog.getByRole('button', { name: 'Add a bank card' }).dblclick();
    await cardDialog.waitFor({ state: 'detached' });
    const cards = panel.getByRole('list', { name: 'Bank cards' });
    await cards.getByText('Vietcombank').waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(1);
    // The wrong password, then one add for the double click.
    expect(await journalCount(page, ADD_CARD_PATH)).toBe(2);

    // The card is there to withdraw to.
    await page.goto(new URL('/member/withdraw', page.url()).toString());
    const withdraw = centre(page).getByRole('region', { name: 'Withdraw', exact: true });
    await withdraw
      .getByText(/Vietcombank/)
      .first()
      .waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test('bind an email, then a phone with the SMS code; both then show masked and bound', async () => {
    const { page, errors } = await openSecurity();
    const panel = centre(page);

    await panel.getByRole('button', { name: 'Bind Email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Bind an email' });
    await emailDialog.getByRole('textbox', { name: /^Email/ }).fill('an.nguyen@example.test');
    await emailDialog.getByRole('button', { name: 'Bind' }).click();
    await emailDialog.waitFor({ state: 'detached' });
    await panel.getByText('Email saved.').waitFor();
    expect(await panel.getByRole('button', { name: 'Bind Email' }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Bind Mobile number' }).click();
    const phoneDialog = page.getByRole('dialog', { name: 'Bind a mobile number' });
    await phoneDialog.getByRole('textbox', { name: /^Mobile number/ }).fill('0912345678');
    await phoneDialog.getByRole('button', { name: 'Get code' }).click();
    await phoneDialog.getByRole('textbox', { name: /^Verification code/ }).fill(SMS_CODE);
    await phoneDialog.getByRole('button', { name: 'Bind' }).click();
    await phoneDialog.waitFor({ state: 'detached' });
    await panel.getByText('Mobile number saved.').waitFor();
    await panel.getByText('To change it, contact customer service.').waitFor();
    expect(errors).toEqual([]);
  });
});
