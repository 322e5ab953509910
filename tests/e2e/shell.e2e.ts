import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('host app on the fake platform (demo build)', () => {
  test('/ redirects to /index and shows the home page', async () => {
    const { page, errors } = await openPage(browser, '/');
    await page.getByRole('heading', { level: 1, name: 'Play, bet and win' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(errors).toEqual([]);
  });

  test('the fake platform answers from inside the page', async () => {
    const { page } = await openPage(browser, '/index');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const body = await page.evaluate(async () => (await fetch('/wps/system/status')).json());
    expect(body).toMatchObject({ success: true, value: { location: { country: 'VN' } } });
  });

  test('the theme starts light, switches to dark, and survives a reload', async () => {
    const { page } = await openPage(browser, '/index');
    const toggle = page.getByRole('switch', { name: 'Dark theme' });
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('dark');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 17, 32)');
  });

  test('switching to Vietnamese translates the page, sets lang and persists lang and hisLang', async () => {
    const { page } = await openPage(browser, '/index');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('VI');
    await page.getByRole('heading', { level: 1, name: 'Chơi, đặt cược và thắng' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['VI', 'VI']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Chơi, đặt cược và thắng' }).waitFor();
  });

  test('an unknown path gets a friendly not-found page with a way home', async () => {
    const { page } = await openPage(browser, '/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Play, bet and win' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
  });
});
