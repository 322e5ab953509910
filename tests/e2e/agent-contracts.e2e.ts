/**
 * The contract actions on the fake platform (issue 17, point 3), each test on its own page (the fake
 * platform starts from its seed in every page): agent01 offers agent02 a dividend, agent02 accepts and
 * agent01 sees it active; agent41 rejects agent01's offer; agent01 asks to end agent02's daily salary
 * and agent02 confirms; an offer below agent02's own rate to agent42 lists that contract and ends it
 * only once confirmed; a double click on Accept sends one request.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { accountMenu, logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const DIVIDEND_CALL = '/wps/relay/MCS2_processDividendReq';

const centre = (page: Page) => page.getByRole('region', { name: 'Agent centre', exact: true });
const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent centre pages' });
const panel = (page: Page, title: string) => centre(page).getByRole('region', { name: title, exact: true });
const current = (page: Page, title: string) => panel(page, title).getByRole('region', { name: 'Your contract' });
const issuedRows = (page: Page, title: string) =>
  panel(page, title).getByRole('table', { name: 'Contracts with your downlines' }).getByRole('row');
const notice = (page: Page, title: string) => panel(page, title).locator('[data-slot="contract-notice"]');

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
}

/** Signs in as `account` in the same tab (the fake platform keeps its state) and opens a contract page. */
async function openAs(page: Page, account: string, title: string) {
  await logOut(page);
  await logIn(page, account);
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  await centreMenu(page).getByRole('link', { name: title, exact: true }).click();
  await panel(page, title).waitFor();
}

async function fillDividendOffer(page: Page, downline: string, rate: string) {
  await panel(page, 'Dividend').getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer a dividend contract' });
  await dialog.getByRole('combobox', { name: /Downline/ }).selectOption(downline);
  await dialog.getByRole('textbox', { name: /Period valid bet/ }).fill('100000000');
  await dialog.getByRole('textbox', { name: /Period profit and loss/ }).fill('20000000');
  await dialog.getByRole('textbox', { name: /Active members/ }).fill('5');
  await dialog.getByRole('textbox', { name: /Rate/ }).fill(rate);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  return dialog;
}

describe('agent contracts', () => {
  test('agent01 offers agent02 a dividend, agent02 accepts it, agent01 sees it active', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentDividend?scenario=agent');
    await panel(page, 'Dividend').waitFor();
    const dialog = await fillDividendOffer(page, 'agent02', '30');
    await dialog.waitFor({ state: 'detached' });
    await notice(page, 'Dividend').getByText('The offer was sent to agent02.').waitFor();
    // Newest first: the offer heads agent01's downline contracts.
    await expect.poll(() => issuedRows(page, 'Dividend').nth(1).textContent()).toMatch(/1 tier, up to 30%.*Offered/);

    await openAs(page, 'agent02', 'Dividend');
    const mine = current(page, 'Dividend');
    await mine.getByText('Offered').waitFor();
    expect(await mine.getByRole('table', { name: 'Tiers' }).getByRole('row').nth(1).textContent()).toContain('30%');
    await mine.getByRole('button', { name: 'Accept' }).click();
    await notice(page, 'Dividend').getByText('You accepted the contract. It is now active.').waitFor();
    await mine.getByText('Active', { exact: true }).waitFor();

    await openAs(page, 'agent01', 'Dividend');
    await expect.poll(() => issuedRows(page, 'Dividend').nth(1).textContent()).toMatch(/1 tier, up to 30%.*Active/);
    expect(errors).toEqual([]);
  });

  test('agent41 rejects the dividend agent01 offered it, and agent01 sees the rejection', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=agent');
    await openAs(page, 'agent41', 'Dividend');
    await current(page, 'Dividend').getByRole('button', { name: 'Reject' }).click();
    await notice(page, 'Dividend').getByText('You rejected the offer.').waitFor();
    await panel(page, 'Dividend').getByText('You have no contract of this kind.').waitFor();

    await openAs(page, 'agent01', 'Dividend');
    const row = issuedRows(page, 'Dividend').filter({ hasText: '2 tiers, up to 20%' });
    await row.getByText('Rejected').waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('agent01 asks to end agent02’s daily salary, says what it means first; agent02 confirms and it ends', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentDailySalary?scenario=agent');
    const row = issuedRows(page, 'Daily salary').filter({ hasText: '3 tiers, up to 1.2%' });
    await row.getByRole('button', { name: 'Request termination' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'End this contract?' });
    await confirm.getByText(/^The other side is asked to agree\./).waitFor();
    await confirm.getByRole('button', { name: 'Send the request' }).click();
    await confirm.waitFor({ state: 'detached' });
    await notice(page, 'Daily salary').getByText('Your termination request was sent.').waitFor();
    await row.getByText('Ending requested').waitFor();
    await row.getByText('You asked to end this contract; waiting for the other side.').waitFor();

    await openAs(page, 'agent02', 'Daily salary');
    const mine = current(page, 'Daily salary');
    await mine.getByText('The other side asked to end this contract.').waitFor();
    await mine.getByRole('button', { name: 'Confirm termination' }).click();
    await notice(page, 'Daily salary').getByText('The contract has ended.').waitFor();
    await panel(page, 'Daily salary').getByText('You have no contract of this kind.').waitFor();
    expect(errors).toEqual([]);
  });

  test('the lower-rate rule: 20% to agent02 lists its 25% contract with agent42, which ends only once confirmed', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentDividend?scenario=agent');
    await panel(page, 'Dividend').waitFor();
    await fillDividendOffer(page, 'agent02', '20');
    const confirm = page.getByRole('alertdialog', { name: "End your downline's contracts?" });
    const affected = confirm.getByRole('list', { name: 'Contracts that would end' }).getByRole('listitem');
    await expect.poll(() => affected.count()).toBe(1);
    expect(await affected.first().textContent()).toContain('2 tiers, up to 25%');
    // Cancel goes back to the terms as typed; sending them again asks again.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    const offer = page.getByRole('dialog', { name: 'Offer a dividend contract' });
    expect(await offer.getByRole('textbox', { name: /Rate/ }).inputValue()).toBe('20');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await confirm.getByRole('button', { name: 'End them and send' }).click();
    await confirm.waitFor({ state: 'detached' });
    await offer.waitFor({ state: 'detached' });
    await notice(page, 'Dividend').getByText('The offer was sent to agent02; 1 of its contracts ended.').waitFor();

    await openAs(page, 'agent02', 'Dividend');
    const ended = issuedRows(page, 'Dividend').filter({ hasText: '2 tiers, up to 25%' });
    await ended.getByText('Ended').waitFor();
    expect(errors).toEqual([]);
  });

  test('a double click on Accept sends exactly one request', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=agent');
    await openAs(page, 'agent41', 'Dividend');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(DIVIDEND_CALL)) posts.push(request.postData() ?? '');
    });
    await current(page, 'Dividend').getByRole('button', { name: 'Accept' }).dblclick();
    await notice(page, 'Dividend').getByText('You accepted the contract. It is now active.').waitFor();
    // The page has settled (the view refetched after the answer): still one request.
    await current(page, 'Dividend').getByText('Active', { exact: true }).waitFor();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ action: 'accept', contractId: 'DV-1002' });
    expect(errors).toEqual([]);
  });
});
