/**
 * Accounts end to end on the fake platform (issue 5): registration by username and by mobile,
 * logout and login, the captcha after a wrong password, the forced password change, the
 * unregistered-IP check, SMS login, forgot password by email and by phone, remember me, and no
 * password ever in cookies, storage or the address.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const SMS_CODE = '246810';
const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ });
const popup = (page: Page) => page.getByRole('dialog', { name: /^Welcome to/ });
const random = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
const newMobile = () => `09${random('0123456789', 8)}`;

declare global {
  interface Window {
    fakePlatform: {
      captchaCode: () => string | undefined;
      mobileOf: (account: string) => string | undefined;
      referralCodeOf: (account: string) => string | undefined;
    };
  }
}

/** The code the current captcha picture shows (a tester reads it off the picture). */
async function captchaCode(page: Page): Promise<string> {
  await page.waitForFunction(() => 'fakePlatform' in window && window.fakePlatform.captchaCode() !== undefined);
  return page.evaluate(() => window.fakePlatform.captchaCode()!);
}

async function fillCaptcha(page: Page, scope: Locator) {
  const field = scope.getByRole('textbox', { name: 'Captcha', exact: true });
  // The picture (and its code) are loaded once the image shows.
  await scope.getByRole('img', { name: 'Captcha code picture' }).waitFor();
  await field.fill(await captchaCode(page));
}

/** Everything the page keeps where scripts or other sites could read it. */
async function storedEverywhere(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  return `${page.url()}\n${JSON.stringify(cookies)}\n${storage}`;
}

/** Logged in: the after-login notice (execution A, or F on a first login) shows; the player closes it. */
async function loggedIn(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await accountMenu(page).waitFor();
}

async function logOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log in' }).first().waitFor();
}

async function openLoginPopup(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = popup(page);
  await dialog.waitFor();
  return dialog;
}

async function logInWithPassword(page: Page, username: string, password: string) {
  const dialog = await openLoginPopup(page);
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
  return dialog;
}

describe('accounts on the fake platform', () => {
  test('a new player registers by username, logs out and logs back in; no password is kept anywhere', async () => {
    const { page, errors } = await openPage(browser, '/index');
    const username = `pl${random('abcdefghijkmnpqrstuvwxyz', 8)}`;
    const password = 'Qx7pass88';
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = popup(page);
    await dialog.getByRole('tab', { name: 'Register', selected: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Verify password', { exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(newMobile());
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await dialog.getByRole('textbox', { name: 'Verification code', exact: true }).fill(SMS_CODE);
    await fillCaptcha(page, dialog);
    expect(await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Register', exact: true }).last().click();

    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await success.getByText(/₫1,000/).waitFor();
    await page.waitForURL((url) => url.pathname === '/index');
    await success.getByRole('button', { name: 'Start playing' }).click();
    await accountMenu(page).waitFor();
    expect(await storedEverywhere(page)).not.toContain(password);

    await logOut(page);
    const login = await logInWithPassword(page, username, password);
    await login.waitFor({ state: 'detached' });
    await loggedIn(page);
    await accountMenu(page).click();
    await page.getByRole('menu').getByText(username).first().waitFor();
    expect(await storedEverywhere(page)).not.toContain(password);
    expect(errors).toEqual([]);
  });

  test('a new player registers by mobile, sees the generated account, then logs in by SMS code', async () => {
    const { page, errors } = await openPage(browser, '/register');
    const mobile = newMobile();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByRole('tab', { name: 'Mobile number' }).click();
    const form = page.getByRole('form', { name: 'Registration form' });
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    await form.getByRole('button', { name: 'Get code' }).click();
    await form.getByRole('textbox', { name: 'Verification code', exact: true }).fill(SMS_CODE);
    if (await form.getByLabel('Password', { exact: true }).count()) {
      await form.getByLabel('Password', { exact: true }).fill('Mob1lePass');
      await form.getByLabel('Verify password', { exact: true }).fill('Mob1lePass');
    }
    await fillCaptcha(page, form);
    await form.getByRole('button', { name: 'Register', exact: true }).click();

    const account = page.getByRole('dialog', { name: 'Your account' });
    await account.getByText(mobile).first().waitFor();
    await account.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog', { name: 'Registration successful' }).getByRole('button', { name: 'Start playing' }).click();
    await page.waitForURL((url) => url.pathname === '/index');
    await logOut(page);

    const login = await openLoginPopup(page);
    await login.getByRole('tab', { name: 'SMS code' }).click();
    await login.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    await login.getByRole('button', { name: 'Get code' }).click();
    await login.getByRole('textbox', { name: 'Verification code', exact: true }).fill(SMS_CODE);
    await login.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await login.waitFor({ state: 'detached' });
    await loggedIn(page);
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the message, then the captcha, and the right password with the code logs in', async () => {
    const { page } = await openPage(browser, '/index');
    const dialog = await logInWithPassword(page, 'member01', 'not-it-123');
    await dialog.getByRole('alert').getByText('Wrong password, try again').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Username', exact: true }).inputValue()).toBe('member01');
    await fillCaptcha(page, dialog);
    await dialog.getByLabel('Password', { exact: true }).fill('Abc12345');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    await loggedIn(page);
  });

  test('the weak default password forces a change, then the player logs in again with the new one', async () => {
    const { page, errors } = await openPage(browser, '/promotions');
    await logInWithPassword(page, 'member03', 'a123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByText(/default one and too weak/).waitFor();
    await page.waitForURL((url) => url.pathname === '/index');
    // The typed password is known: no "current password" field; Escape does not close a forced change.
    expect(await change.getByLabel('Current password', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await change.getByLabel('New password', { exact: true }).fill('Strong123');
    await change.getByLabel('Verify password', { exact: true }).fill('Strong123');
    await change.getByRole('button', { name: 'Change password' }).click();

    const login = popup(page);
    await login.getByText('Your password was changed. Please log in with your new password.').waitFor();
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill('member03');
    await login.getByLabel('Password', { exact: true }).fill('Strong123');
    await login.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await loggedIn(page);
    expect(await page.getByRole('dialog', { name: 'Change password' }).count()).toBe(0);
    expect(await storedEverywhere(page)).not.toMatch(/a123456|Strong123/);
    expect(errors).toEqual([]);
  });

  test('an expired password forces a change; after a reload the popup comes back and asks for the current password', async () => {
    const { page } = await openPage(browser, '/index?scenario=password-expired');
    await logInWithPassword(page, 'member01', 'Abc12345');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByText(/Your password has expired/).waitFor();
    await page.reload();
    await change.getByText(/A new password is required/).waitFor();
    await change.getByLabel('Current password', { exact: true }).fill('Abc12345');
    await change.getByLabel('New password', { exact: true }).fill('Fresh9876');
    await change.getByLabel('Verify password', { exact: true }).fill('Fresh9876');
    await change.getByRole('button', { name: 'Change password' }).click();
    await popup(page)
      .getByText(/Your password was changed/)
      .waitFor();
  });

  test('a forced change can be left only by logging out, which ends the session', async () => {
    const { page } = await openPage(browser, '/index');
    await logInWithPassword(page, 'member03', 'a123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByRole('button', { name: 'Log out' }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  test('a login from an unregistered IP is verified by email, then completes', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=unregistered-ip');
    await logInWithPassword(page, 'member01', 'Abc12345');
    const verify = page.getByRole('dialog', { name: "Verify it's you" });
    await verify
      .getByRole('radio', { name: 'Email' })
      .or(verify.getByRole('tab', { name: 'Email' }))
      .click();
    await verify.getByRole('textbox', { name: 'Email', exact: true }).fill('wrong@example.test');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await verify.getByRole('alert').getByText('Please enter correct information').waitFor();
    await verify.getByRole('textbox', { name: 'Email', exact: true }).fill('member01@example.test');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await verify.waitFor({ state: 'detached' });
    await loggedIn(page);
    expect(await storedEverywhere(page)).not.toContain('Abc12345');
    expect(errors).toEqual([]);
  });

  test('a login from an unregistered IP is verified by an SMS code sent to the account number', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=unregistered-ip');
    await logInWithPassword(page, 'member01', 'Abc12345');
    const verify = page.getByRole('dialog', { name: "Verify it's you" });
    await verify
      .getByRole('radio', { name: 'SMS code' })
      .or(verify.getByRole('tab', { name: 'SMS code' }))
      .click();
    await verify.getByRole('button', { name: 'Get code' }).click();
    await verify.getByRole('button', { name: /^Sent \(/ }).waitFor();
    await verify.getByRole('textbox', { name: 'Verification code', exact: true }).fill(SMS_CODE);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await verify.waitFor({ state: 'detached' });
    await loggedIn(page);
    expect(errors).toEqual([]);
  });

  test('forgot password by email confirms the mail; by phone it resets, logs in and goes to /', async () => {
    const { page, errors } = await openPage(browser, '/promotions');
    let dialog = await openLoginPopup(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    let forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('textbox', { name: 'Username', exact: true }).fill('member01');
    await forgot.getByRole('textbox', { name: 'Email', exact: true }).fill('member01@example.test');
    await forgot.getByRole('button', { name: 'Send instructions' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your email' });
    await sent.getByText('We sent password reset instructions to your email.').waitFor();
    await sent.getByRole('button', { name: 'Back to login' }).click();

    dialog = popup(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = await page.evaluate(() => window.fakePlatform.mobileOf('member01')!);
    await forgot.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
    await forgot.getByRole('button', { name: 'Get code' }).click();
    await forgot.getByRole('button', { name: /^Sent \(/ }).waitFor();
    await forgot.getByRole('textbox', { name: 'Verification code', exact: true }).fill(SMS_CODE);
    await forgot.getByLabel('New password', { exact: true }).fill('Reset2468');
    await forgot.getByLabel('Verify password', { exact: true }).fill('Reset2468');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await forgot.waitFor({ state: 'detached' });
    await loggedIn(page);
    await page.waitForURL((url) => url.pathname === '/index');
    expect(await storedEverywhere(page)).not.toContain('Reset2468');
    expect(errors).toEqual([]);
  });

  test('remember me fills the username after a reload, and never keeps the password', async () => {
    const { page } = await openPage(browser, '/index');
    const dialog = await openLoginPopup(page);
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('vip01');
    await dialog.getByLabel('Password', { exact: true }).fill('Abc12345');
    await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await loggedIn(page);
    await logOut(page);
    await page.reload();
    const again = await openLoginPopup(page);
    expect(await again.getByRole('textbox', { name: 'Username', exact: true }).inputValue()).toBe('vip01');
    expect(await again.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    expect(await again.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lastUsername')).toMatchObject({ value: 'vip01', sameSite: 'Strict' });
    expect(await storedEverywhere(page)).not.toContain('Abc12345');
  });

  test('an invitation code in the address that checks out hides the field and is used; a typed wrong one is refused', async () => {
    const { page, errors } = await openPage(browser, '/index');
    await page.waitForFunction(() => 'fakePlatform' in window);
    const code = await page.evaluate(() => window.fakePlatform.referralCodeOf('agent01')!);
    await page.goto(new URL(`/register?affiliateCode=${code}`, page.url()).href);
    const form = page.getByRole('form', { name: 'Registration form' });
    await form.getByRole('textbox', { name: 'Username', exact: true }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Invitation code', exact: true }).count()).toBe(0);
    // The check has answered (and the field stays hidden) before the page is left.
    await page.waitForLoadState('networkidle');
    expect(await form.getByRole('textbox', { name: 'Invitation code', exact: true }).count()).toBe(0);

    await page.goto(new URL('/register', page.url()).href);
    const username = `pl${random('abcdefghijkmnpqrstuvwxyz', 8)}`;
    await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await form.getByLabel('Password', { exact: true }).fill('Qx7pass88');
    await form.getByLabel('Verify password', { exact: true }).fill('Qx7pass88');
    await form.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(newMobile());
    await form.getByRole('button', { name: 'Get code' }).click();
    await form.getByRole('textbox', { name: 'Verification code', exact: true }).fill(SMS_CODE);
    await form.getByRole('textbox', { name: 'Invitation code', exact: true }).fill('zz99zz');
    await fillCaptcha(page, form);
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    const warning = page.getByRole('alertdialog');
    await warning.getByText('The invitation code is invalid').waitFor();
    await warning.getByRole('button').first().click();
    expect(await form.getByRole('textbox', { name: 'Username', exact: true }).inputValue()).toBe(username);
    expect(await form.getByRole('textbox', { name: 'Invitation code', exact: true }).inputValue()).toBe('zz99zz');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('a visitor opening a member feature gets the login prompt, which opens the popup', async () => {
    const { page } = await openPage(browser, '/index');
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    await page.getByRole('dialog', { name: 'Log in to continue' }).getByRole('button', { name: 'Log in' }).click();
    await popup(page).getByRole('tab', { name: 'Log in', selected: true }).waitFor();
  });

  test('the member site refuses a non-player account', async () => {
    const { page } = await openPage(browser, '/index');
    const dialog = await logInWithPassword(page, 'ops01', 'Abc12345');
    await dialog.getByRole('alert').getByText('This is not a member account, it cannot log in here').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('free play logs in a trial account and goes to /', async () => {
    const { page } = await openPage(browser, '/promotions');
    await page.getByRole('banner').getByRole('button', { name: 'Free demo' }).click();
    await loggedIn(page);
    await page.waitForURL((url) => url.pathname === '/index');
  });
});
