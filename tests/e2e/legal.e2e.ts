/**
 * The legal pages (issue 15): the registration's "terms and conditions" opens the help centre at the
 * user agreement (spec section 2: /help is opened by the user-agreement link), and the footer's legal
 * row opens the terms and privacy topics and the responsible-gaming page. /help reads its topic from the address.
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

const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Play, bet and win' }).waitFor();
const helpTab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Help topics' }).getByRole('tab', { name, exact: true });

/** /help shows `tab` as the chosen topic with `article` in its panel, at `topic` in the address. */
async function showsTopic(page: Page, { topic, tab, article }: { topic: string; tab: string; article: string }) {
  await page.waitForURL((url) => url.pathname === '/help' && url.searchParams.get('topic') === topic);
  const chosen = helpTab(page, tab);
  await chosen.and(page.locator('[aria-selected="true"]')).waitFor();
  await page.getByRole('tabpanel', { name: tab }).getByRole('button', { name: article }).waitFor();
}

describe('legal links to the help centre', () => {
  test("the registration popup's terms open the user agreement in a new tab; the popup keeps what was typed", async () => {
    const { page, errors } = await openPage(browser, '/index');
    await home(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: /^Welcome to/ });
    await dialog.getByRole('tab', { name: 'Register', selected: true }).waitFor();
    const username = dialog.getByRole('textbox', { name: 'Username', exact: true });
    await username.fill('termsreader1');

    const terms = dialog.getByRole('link', { name: 'terms and conditions' });
    expect(await terms.getAttribute('target')).toBe('_blank');
    const [agreement] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
    await showsTopic(agreement, { topic: 'TERMS', tab: 'Terms and conditions', article: 'Your account' });

    // Back on the first tab: the popup is still open, with the name typed and the agreement ticked.
    await dialog.waitFor();
    expect(await username.inputValue()).toBe('termsreader1');
    expect(await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  test("the footer's terms and privacy links open their help topics; responsible gaming opens its own page", async () => {
    const { page, errors } = await openPage(browser, '/index');
    await home(page);
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
    const link = (name: string) => legal.getByRole('link', { name, exact: true });
    await link('Terms and conditions').waitFor();
    expect(await legal.getByRole('link').allTextContents()).toEqual(['Terms and conditions', 'Privacy policy', 'Responsible gaming']);

    await link('Terms and conditions').click();
    await showsTopic(page, { topic: 'TERMS', tab: 'Terms and conditions', article: 'Your account' });
    // From /help itself: the footer's next link changes the topic (and the view starts at the top).
    await link('Privacy policy').click();
    await showsTopic(page, { topic: 'PRIVACY', tab: 'Privacy policy', article: 'What we collect' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await link('Responsible gaming').click();
    // The safer-play tools and where to get help (issue 21).
    await page.waitForURL((url) => url.pathname === '/responsibleGaming');
    await page.getByRole('heading', { level: 1, name: 'Safer play' }).waitFor();

    // Back goes to the previous topic.
    await page.goBack();
    await showsTopic(page, { topic: 'PRIVACY', tab: 'Privacy policy', article: 'What we collect' });
    expect(errors).toEqual([]);
  });

  test('/help opens the topic asked for in the address; an unknown or malformed one shows the first topic', async () => {
    const { page, errors } = await openPage(browser, '/help?topic=RESPONSIBLE');
    await showsTopic(page, { topic: 'RESPONSIBLE', tab: 'Responsible gaming', article: 'Limits, breaks and self-exclusion' });

    for (const topic of ['NO_SUCH_TOPIC', 'TERMS"><img src=x>', 'terms']) {
      await page.goto(new URL(`/help?topic=${encodeURIComponent(topic)}`, page.url()).href);
      await helpTab(page, 'Getting started').and(page.locator('[aria-selected="true"]')).waitFor();
    }
    // Choosing a topic writes it to the address, so it can be shared.
    await helpTab(page, 'Deposits').click();
    await page.waitForURL((url) => url.searchParams.get('topic') === 'DEPOSIT');
    expect(errors).toEqual([]);
  });
});
