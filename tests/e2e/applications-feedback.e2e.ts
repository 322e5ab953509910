/**
 * Activity applications and feedback on the fake platform (issue 18, points 2 and 3). member01
 * (`?scenario=member`) applies for the JILI "win 1000x" promotion: a 6 MB image, a GIF and a fourth
 * image are refused in words; the application is sent with a comment and one image, once, and shows in
 * the activity centre (the promotions page's My activities) under review. Feedback refuses empty
 * content and content over the word limit, keeping the text, then thanks the member.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const SLOTS_WIN = 5685601;
const MB = 1024 * 1024;
// A 1x1 PNG: the fake platform reads the first bytes, so the image must be a real one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/ldJ+9wAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const dialog = (page: Page) => page.getByRole('dialog');
const fileInput = (page: Page) => dialog(page).locator('input[type="file"]');

/** The fake platform's journal of state-changing requests (sessionStorage): the application calls. */
const applyCount = (page: Page) =>
  page.evaluate(() => {
    const entries = JSON.parse(sessionStorage.getItem('fakePlatformJournal') ?? '[]') as { url: string }[];
    return entries.filter((entry) => new URL(entry.url).pathname.endsWith('_applyPromotion')).length;
  });

describe('activity applications and feedback (issue 18)', () => {
  test('an application refuses a 6 MB image, a GIF and a fourth image, then is sent once with a comment and an image and shows under review', async () => {
    const { page, errors } = await openPage(browser, `/promotions/${SLOTS_WIN}?scenario=member`);
    await page.getByRole('button', { name: 'Apply now' }).click({ timeout: 30_000 });
    await dialog(page).getByRole('heading', { name: 'Apply for the promotion' }).waitFor();

    await fileInput(page).setInputFiles([
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * MB) },
      { name: 'dance.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    ]);
    await dialog(page).getByText('huge.png was not added: it is larger than 5 MB.').waitFor();
    await dialog(page).getByText('dance.gif was not added: only PNG, JPG images are accepted.').waitFor();
    expect(await dialog(page).getByRole('list', { name: 'Chosen images' }).count()).toBe(0);

    await fileInput(page).setInputFiles([png('win-1.png'), png('win-2.png'), png('win-3.png')]);
    await dialog(page).getByText('3 of 3 chosen').waitFor();
    await fileInput(page).setInputFiles([png('win-4.png')]);
    await dialog(page).getByText('win-4.png was not added: 3 images at most.').waitFor();
    expect(await dialog(page).getByRole('list', { name: 'Chosen images' }).getByRole('img').count()).toBe(3);

    await dialog(page).getByRole('button', { name: 'Remove win-3.png' }).click();
    await dialog(page).getByRole('button', { name: 'Remove win-2.png' }).click();
    await dialog(page).getByText('1 of 3 chosen').waitFor();
    const comment = 'Fortune Gems 3: x1250 on a 2,000 bet';
    await dialog(page).getByRole('textbox', { name: 'Comment' }).fill(comment);
    await dialog(page)
      .getByText(`${[...comment].length} / 140 characters`)
      .waitFor();

    // A double click sends one application.
    await dialog(page).getByRole('button', { name: 'Send application' }).dblclick();
    await dialog(page).getByRole('heading', { name: 'Application sent' }).waitFor({ timeout: 15_000 });
    expect(await applyCount(page)).toBe(1);

    await dialog(page).getByRole('button', { name: 'Open My activities' }).click();
    await page.waitForURL(/\/promotions\?tab=mine$/);
    const first = page.getByRole('table', { name: 'My applications' }).getByRole('row').nth(1);
    await expect
      .poll(() => first.innerText(), { timeout: 15_000 })
      .toMatch(/JILI Fortune Gems[\s\S]*x1250[\s\S]*1 image[\s\S]*Under review/);
    // The promotion itself is listed among the member's activities, under review.
    await expect
      .poll(() => page.getByRole('region', { name: 'Promotions I take part in' }).innerText())
      .toMatch(/JILI Fortune Gems[\s\S]*Under review/);
    expect(errors).toEqual([]);
  });

  test('feedback from the help centre refuses empty content and too many words, keeping the text, then thanks the member', async () => {
    const { page, errors } = await openPage(browser, '/help?scenario=member');
    await page.getByRole('link', { name: 'Send feedback' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/feedback$/);
    await page.getByRole('heading', { name: 'Feedback', exact: true }).waitFor();

    const type = page.getByRole('combobox', { name: /Question type/ });
    const content = page.getByRole('textbox', { name: /Content/ });
    const send = page.getByRole('button', { name: 'Send feedback' });
    await type.selectOption({ label: 'Withdrawal' });
    await send.click();
    await page.getByText('Content cannot be empty.').waitFor();

    const tooLong = 'slow '.repeat(301).trim();
    await content.fill(tooLong);
    await page.getByText('301 words (3 to 300)').waitFor();
    await send.click();
    await page.getByText('Feedback content must be between 3 and 300 words.').waitFor();
    expect(await content.inputValue()).toBe(tooLong);

    await content.fill('My withdrawal has been processing for an hour.');
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your feedback' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('the member centre leads to feedback too', async () => {
    const { page, errors } = await openPage(browser, '/member/securityCenter?scenario=member');
    await page.getByRole('link', { name: 'Send feedback' }).click({ timeout: 30_000 });
    await page.waitForURL(/\/feedback$/);
    await page.getByRole('combobox', { name: /Question type/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
