/**
 * The member centre's reward pages on the fake platform, as member01 (the member scenario): a double
 * click on a reward ticket's Claim sends one claim and the ticket moves to the history as claimed;
 * claiming a reached mission's reward steps the menu's open-mission badge down; the referral page
 * shows the code and a link that copies.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findAccount } from '../../mocks/db/accounts.ts';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const panel = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: title, exact: true });
const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre pages' });

/** The state-changing calls the fake platform's journal holds for this tab, by path. */
async function journaled(page: Page, path: string): Promise<number> {
  return page.evaluate((wanted) => {
    const entries = JSON.parse(sessionStorage.getItem('fakePlatformJournal') ?? '[]') as { url: string }[];
    return entries.filter((entry) => new URL(entry.url).pathname === wanted).length;
  }, path);
}

describe('member rewards', () => {
  test('a double click on Claim sends one claim; the ticket then shows claimed and the balance grows', async () => {
    const { page, errors } = await openPage(browser, '/member/rewardCenter?scenario=member');
    const centre = panel(page, 'Reward centre');
    const available = centre.getByRole('region', { name: 'Rewards to claim' });
    const ticket = available.getByRole('listitem', { name: 'Daily check-in reward' });
    await ticket.waitFor();
    const balance = centre.locator('[data-slot="reward-centre-balance"] strong');
    await balance.waitFor();
    const before = await balance.textContent();

    await ticket.getByRole('button', { name: 'Claim Daily check-in reward' }).dblclick();
    const claimed = centre.getByRole('region', { name: 'Claimed and expired' }).getByRole('listitem', { name: 'Daily check-in reward' });
    await claimed.waitFor();
    expect(await claimed.getAttribute('data-state')).toBe('claimed');
    expect(await claimed.getByText('Claimed', { exact: true }).isVisible()).toBe(true);
    await centre.getByRole('status').getByText('Daily check-in reward claimed: ₫18,000 added to your balance').waitFor();
    expect(await available.getByRole('listitem', { name: 'Daily check-in reward' }).count()).toBe(0);
    expect(await journaled(page, '/wps/relay/PROMOFE_claimTicket')).toBe(1);
    await expect.poll(() => balance.textContent()).not.toBe(before);
    expect(errors).toEqual([]);
  });

  test('claiming a reached mission’s reward steps the menu badge down', async () => {
    const { page, errors } = await openPage(browser, '/member/missionLeaderboard?scenario=member');
    const menu = centreMenu(page);
    await menu.getByRole('link', { name: /8 open missions/ }).waitFor();
    const missions = panel(page, 'Missions');
    const streak = missions.getByRole('region', { name: 'Open missions' }).getByRole('listitem', { name: 'Seven-day streak' });
    await streak.getByRole('button', { name: 'Claim reward Seven-day streak' }).dblclick();
    await missions.getByRole('status').getByText('Seven-day streak: ₫68,000 added to your balance').waitFor();
    await menu.getByRole('link', { name: /7 open missions/ }).waitFor();
    await missions
      .getByRole('region', { name: 'Completed missions' })
      .getByRole('listitem', { name: 'Seven-day streak' })
      .getByText('Reward claimed')
      .waitFor();
    expect(await journaled(page, '/wps/relay/MCS2_claimRafflePromotion')).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the referral page shows the code and a link that copies', async () => {
    const { page, errors } = await openPage(browser, '/member/referral?scenario=member');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    const referral = panel(page, 'Invite friends');
    const code = findAccount('member01')!.referralCode;
    const codeBox = referral.getByRole('textbox', { name: 'Your referral code' });
    await codeBox.waitFor();
    expect(await codeBox.inputValue()).toBe(code);
    const link = await referral.getByRole('textbox', { name: 'Your referral link' }).inputValue();
    expect(link.endsWith(`/register?referralCode=${code}`)).toBe(true);
    expect(await referral.getByRole('img', { name: 'QR code of your referral link' }).isVisible()).toBe(true);

    await referral.getByRole('button', { name: 'Copy Your referral link' }).click();
    await referral.getByText('Your referral link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(errors).toEqual([]);
  });
});
