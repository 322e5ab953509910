import type { Page } from 'playwright-core';

/** Every seeded account of the fake platform has this password (mocks/db/accounts.ts). */
export const PASSWORD = 'Abc12345';

export const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ });

/**
 * Logs in from the header's Log in button and closes the after-login notice. The app then goes home
 * (spec section 4): callers that need another page open it afterwards.
 */
export async function logIn(page: Page, username = 'member01', password = PASSWORD) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, username, password);
}

/** Fills in and sends the open login popup, then waits until the member is in. */
export async function submitLogin(page: Page, username = 'member01', password = PASSWORD) {
  const dialog = page.getByRole('dialog', { name: /^Welcome to/ });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await loggedIn(page);
}

/** The login popup has closed and the after-login notice (the fake platform always has one) is read. */
export async function loggedIn(page: Page) {
  await page.getByRole('dialog', { name: /^Welcome to/ }).waitFor({ state: 'detached' });
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await accountMenu(page).waitFor();
}
