/**
 * The member centre's account panels on the fake platform (issue 16): the voluntary password change
 * from the avatar menu (the new password logs in, the old one is refused), the profile's 18-or-over
 * birthday and its nickname that locks once saved, and the player rank with its progress.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { accountMenu, logIn, PASSWORD } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Opens a path in the same tab (the session is kept in sessionStorage). */
async function go(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).href);
}

const panel = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: title, exact: true });

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

describe('member account panels', () => {
  test('member02 changes the password from the avatar menu, logs out, and only the new password logs in', async () => {
    const { page, errors } = await openPage(browser, '/');
    await logIn(page, 'member02');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill('Xyz98765');
    await dialog.getByLabel('Verify password', { exact: true }).fill('Xyz98765');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await logOut(page);

    // The old password is refused, in words.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: /^Welcome to/ });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('member02');
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await login.getByText('Wrong password, try again').waitFor();

    // A failed login asks for the captcha (the fake platform tells a tester the code the picture shows).
    await login.getByLabel('Password', { exact: true }).fill('Xyz98765');
    await login.getByRole('img', { name: 'Captcha code picture' }).waitFor();
    const code = await page.evaluate(() =>
      (window as unknown as { fakePlatform: { captchaCode: () => string | undefined } }).fakePlatform.captchaCode(),
    );
    await login.getByRole('textbox', { name: 'Captcha', exact: true }).fill(code ?? '');
    await login.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await login.waitFor({ state: 'detached' });
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await accountMenu(page).waitFor();
    expect(await accountMenu(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the profile refuses a birthday under 18 and keeps it; a saved nickname locks', async () => {
    const { page, errors } = await openPage(browser, '/');
    await logIn(page);
    await go(page, '/member/profile');
    const profile = panel(page, 'Profile');
    const birthday = profile.getByLabel('Birthday', { exact: true });
    const underAgeYear = new Date().getFullYear() - 10;
    await birthday.fill(`${underAgeYear}-06-01`);
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('You must be at least 18 years old.').waitFor();
    expect(await birthday.inputValue()).toBe(`${underAgeYear}-06-01`);

    await birthday.fill('');
    const nickname = profile.getByLabel('Nickname', { exact: true });
    await nickname.fill('Lucky Emon');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByRole('status').getByText('Your details have been saved.').waitFor();
    expect(await nickname.getAttribute('readonly')).not.toBeNull();
    expect(await nickname.inputValue()).toBe('Lucky Emon');
    // The header follows.
    await page.getByRole('button', { name: 'Account menu Lucky Emon' }).waitFor();
    expect(errors).toEqual([]);
  });

  test('playerRank shows vip01 as VIP6 with the progress toward VIP7', async () => {
    const { page, errors } = await openPage(browser, '/');
    await logIn(page, 'vip01');
    await go(page, '/member/playerRank');
    const rank = panel(page, 'VIP rank');
    await rank.getByRole('heading', { name: 'Current rank' }).waitFor();
    await rank.locator('[data-slot="player-rank-current"]').getByText('VIP6').waitFor();
    await rank.getByText('Reach both targets to move up to VIP7.').waitFor();
    const turnover = rank.getByRole('progressbar', { name: 'Valid bets toward the next rank' });
    expect(await turnover.getAttribute('aria-valuemax')).toBe('40000000');
    expect(await turnover.getAttribute('aria-valuetext')).toMatch(/^₫[\d,]+ of ₫40,000,000 \(\d+%\)/);
    expect(await rank.getByRole('progressbar', { name: 'Deposits toward the next rank' }).getAttribute('aria-valuemax')).toBe('20000000');
    expect(errors).toEqual([]);
  });
});
