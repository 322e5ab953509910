/**
 * The brand's switches decide the centres (issue 36, point 2): with the member centre (isShowMC), the
 * agent centre (isShowAC) or deposits (DPSTBAS3) switched off, the header and the menus offer no way
 * in, and the route says, in the player's language, that it is switched off (no blank, no redirect).
 */
import type { Browser, Page } from 'playwright-core';
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

const header = (page: Page) => page.getByRole('banner');
const notice = (page: Page) => page.locator('[data-slot="centre-layout"] [data-slot="access-notice"]');
const pathname = (page: Page) => new URL(page.url()).pathname;

async function openAccountMenu(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
}

describe('brand switches', () => {
  test('deposits off: no Deposit in the header; the deposit page says deposits are closed, in place', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=deposit-off');
    await header(page).getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(await header(page).getByRole('button', { name: 'Deposit' }).count()).toBe(0);

    await page.goto(new URL('/member/depositv2', page.url()).href);
    await notice(page).getByText('Deposits are closed').waitFor();
    await notice(page)
      .getByText(/^Deposits are switched off right now\./)
      .waitFor();
    expect(pathname(page)).toBe('/member/depositv2');
    expect(await page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'Deposit' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('member centre off: no member-centre entries in the header, the avatar menu or the side menu; /member/* says it is switched off, in Vietnamese too', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=member-centre-off');
    await openAccountMenu(page);
    for (const name of ['Member centre', 'Account record', 'Betting record']) {
      expect(await page.getByRole('menuitem', { name }).count()).toBe(0);
    }
    await page.keyboard.press('Escape');
    for (const name of ['Deposit', 'Withdraw']) expect(await header(page).getByRole('button', { name }).count()).toBe(0);
    expect(
      await header(page)
        .getByRole('button', { name: /^Messages/ })
        .count(),
    ).toBe(0);
    // The side menu's invite card leads members into the member centre (its referral page).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Invite now' }).count()).toBe(0);

    await page.goto(new URL('/member/withdraw', page.url()).href);
    await notice(page).getByText('The member centre is switched off').waitFor();
    expect(pathname(page)).toBe('/member/withdraw');
    expect(await page.getByRole('region', { name: 'Withdraw', exact: true }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('VI');
    await notice(page).getByText('Trung tâm thành viên đã tắt').waitFor();
    expect(errors).toEqual([]);
  });

  test('agent centre off: agent01 has no agent-centre entry; /agent/* says it is switched off', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=agent-centre-off');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Member centre' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Agent centre' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(new URL('/agent/agentTeamOverview', page.url()).href);
    await notice(page).getByText('The agent centre is switched off').waitFor();
    expect(pathname(page)).toBe('/agent/agentTeamOverview');
    expect(await page.getByRole('navigation', { name: /Agent centre pages/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('with every switch on, agent01 still has both centres and member01 the Deposit button', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=agent');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Agent centre' }).waitFor();
    await page.getByRole('menuitem', { name: 'Member centre' }).waitFor();
    await page.keyboard.press('Escape');
    await header(page).getByRole('button', { name: 'Deposit' }).waitFor();
    expect(errors).toEqual([]);
  });
});
