/**
 * The points mall on the fake platform. member01 (`?scenario=member`, withdraw password 123456, 4,204
 * points seeded): a redeem with a wrong password keeps what was typed and says why; with the right one
 * the points drop and the redemption heads the redeem history, in process; a double click redeems
 * once. A visitor sees the rewards and a log-in prompt instead of points.
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

const points = (text: string) => Number(text.replace(/[^\d]/g, ''));
const balance = (page: Page) => page.locator('[data-slot="points-balance"]');
const rewards = (page: Page) => page.getByRole('list', { name: 'Rewards' });
const dialog = (page: Page) => page.getByRole('dialog');

/** The fake platform's journal of state-changing requests (sessionStorage): the redeem calls. */
const redeemCount = (page: Page) =>
  page.evaluate(() => {
    const entries = JSON.parse(sessionStorage.getItem('fakePlatformJournal') ?? '[]') as { url: string }[];
    return entries.filter((entry) => new URL(entry.url).pathname.endsWith('_redeemPointReward')).length;
  });

async function openMall(scenario: string) {
  const opened = await openPage(browser, `/pointMall?scenario=${scenario}`);
  await rewards(opened.page).getByRole('listitem').first().waitFor({ timeout: 30_000 });
  return opened;
}

async function memberBalance(page: Page): Promise<number> {
  await expect.poll(async () => points(await balance(page).innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
  return points(await balance(page).innerText());
}

describe('the ways to the points mall (issue 36)', () => {
  const mallLink = (page: Page) => page.getByRole('link', { name: 'Open the points mall' });
  const atMall = (page: Page) => page.waitForURL((url) => url.pathname === '/pointMall');

  test('the side menu, the avatar menu and the member centre lead to it', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=member');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Points mall' }).click();
    await atMall(page);
    await page.getByRole('heading', { level: 1, name: 'Points mall' }).waitFor();

    await page.goto(new URL('/index', page.url()).href);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Points mall' }).click();
    await atMall(page);

    await page.goto(new URL('/member/securityCenter', page.url()).href);
    await page.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link', { name: 'Points mall' }).click();
    await atMall(page);
    expect(errors).toEqual([]);
  });

  test('the VIP page, the missions and the reward centre point to it where they speak of points', async () => {
    const { page, errors } = await openPage(browser, '/vip?scenario=member');
    // Each page is a fresh load: the member scenario goes with each address (it holds for one load).
    for (const path of ['/vip', '/member/missionLeaderboard', '/member/rewardCenter']) {
      await page.goto(new URL(`${path}?scenario=member`, page.url()).href);
      await mallLink(page).click();
      await atMall(page);
      await rewards(page).getByRole('listitem').first().waitFor({ timeout: 30_000 });
    }
    expect(errors).toEqual([]);
  });
});

describe('points mall (issue 18)', () => {
  test('a wrong withdraw password keeps the address and mobile and says why; the right one lowers the points and lists the redemption', async () => {
    const { page, errors } = await openMall('member');
    const before = await memberBalance(page);

    await page.getByRole('button', { name: 'Redeem: Viva cotton T-shirt' }).click();
    await dialog(page).getByRole('heading', { name: 'Redeem Viva cotton T-shirt' }).waitFor();
    await dialog(page)
      .getByLabel(/Receiving address/)
      .fill('12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh');
    await dialog(page)
      .getByLabel(/Mobile number/)
      .fill('0912 345 678');
    await dialog(page)
      .getByLabel(/Withdraw password/)
      .fill('111111');
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click();
    await dialog(page).getByText('The withdraw password is incorrect.').waitFor();
    expect(
      await dialog(page)
        .getByLabel(/Receiving address/)
        .inputValue(),
    ).toBe('12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh');
    expect(
      await dialog(page)
        .getByLabel(/Mobile number/)
        .inputValue(),
    ).toBe('0912 345 678');

    await dialog(page)
      .getByLabel(/Withdraw password/)
      .fill('123456');
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByText('Redeemed: Viva cotton T-shirt. You can follow it in the redeem history.').waitFor({ timeout: 15_000 });
    await expect.poll(async () => points(await balance(page).innerText()), { timeout: 15_000 }).toBe(before - 3_000);

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const first = page.getByRole('table', { name: 'Redeem history' }).getByRole('row').nth(1);
    await expect.poll(() => first.innerText(), { timeout: 15_000 }).toMatch(/Viva cotton T-shirt[\s\S]*3,000[\s\S]*In process/);
    expect(await redeemCount(page)).toBe(2);
    expect(errors).toEqual([]);
  });

  test('double-clicking Redeem redeems once', async () => {
    const { page, errors } = await openMall('member');
    const before = await memberBalance(page);
    await page.getByRole('button', { name: 'Redeem: Cash reward 10,000 VND' }).click();
    await dialog(page)
      .getByLabel(/Withdraw password/)
      .fill('123456');
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).dblclick();
    await page.getByText('Redeemed: Cash reward 10,000 VND. You can follow it in the redeem history.').waitFor({ timeout: 15_000 });
    await expect.poll(async () => points(await balance(page).innerText()), { timeout: 15_000 }).toBe(before - 1_000);
    expect(await redeemCount(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('a redeem refused for want of points and sent again once the points are there is redeemed (a new attempt, not the stored refusal)', async () => {
    const { page, errors } = await openMall('member');
    const before = await memberBalance(page);
    expect(before).toBeLessThan(5_000);
    await page.getByRole('button', { name: 'Redeem: Cash reward 50,000 VND' }).click();
    await dialog(page)
      .getByLabel(/Withdraw password/)
      .fill('123456');
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click();
    await dialog(page).getByText('You do not have enough points for this reward.').waitFor({ timeout: 15_000 });

    // Bets settle meanwhile: the same redeem, with the same values, is now affordable.
    await page.evaluate(() =>
      (window as unknown as { fakePlatform: { creditPoints: (a: string, n: number) => number } }).fakePlatform.creditPoints(
        'member01',
        1_000,
      ),
    );
    await dialog(page).getByRole('button', { name: 'Redeem', exact: true }).click();
    await page.getByText('Redeemed: Cash reward 50,000 VND. You can follow it in the redeem history.').waitFor({ timeout: 15_000 });
    await expect.poll(async () => points(await balance(page).innerText()), { timeout: 15_000 }).toBe(before + 1_000 - 5_000);
    expect(await redeemCount(page)).toBe(2);
    expect(errors).toEqual([]);
  });

  test('a visitor sees the rewards and a log-in prompt, and no redeem button', async () => {
    const { page, errors } = await openMall('visitor');
    expect(await rewards(page).getByRole('listitem').count()).toBe(13);
    await page.getByText('Log in to see your points and redeem rewards.').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Redeem: / }).count()).toBe(0);
    expect(await balance(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
