/**
 * Analytics as the platform configures it (issue 36, point 5): with the permission call's gtagId (the
 * analytics world) the Google tag loads after the first paint and each page of the app sends one
 * page_view; without an id there is no tag, no request and no dataLayer. The tag's host is answered
 * here with a stub script: the test never reaches Google.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launch, newContext } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const TAG_HOST = 'https://www.googletagmanager.com';

/** A page whose Google tag requests are answered by a stub and counted. */
async function openCounting(path: string): Promise<{ page: Page; context: BrowserContext; tagRequests: string[]; errors: string[] }> {
  const context = await newContext(browser);
  const tagRequests: string[] = [];
  await context.route(/^https:\/\/[^/]*(googletagmanager|google-analytics|analytics\.google)\.com\//, (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__stubTagRan = true;' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, inject('demoUrl')).href);
  return { page, context, tagRequests, errors };
}

/** The page paths of the page_view events queued for the tag. */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'event' && command[1] === 'page_view')
      .map((command) => (command[2] as { page_path: string }).page_path),
  );

describe('the Google tag', () => {
  test('with the platform id: the tag loads after the first paint, one page_view per page, the path only', async () => {
    const { page, context, tagRequests, errors } = await openCounting('/index?scenario=analytics');
    await expect.poll(() => tagRequests.length, { timeout: 20_000 }).toBe(1);
    expect(tagRequests[0]).toBe(`${TAG_HOST}/gtag/js?id=G-VIVA2026`);
    await page.waitForFunction(() => (window as { __stubTagRan?: boolean }).__stubTagRan === true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      tag: performance.getEntriesByType('resource').find((entry) => entry.name.includes('googletagmanager'))?.startTime,
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.tag).toBeGreaterThan(timing.paint!);
    expect(await pageViews(page)).toEqual(['/index']);
    const config = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((command) => command[0] === 'config'),
    );
    expect(config?.[1]).toBe('G-VIVA2026');
    expect(config?.[2]).toMatchObject({ send_page_view: false, allow_google_signals: false });

    // A page of the app (the footer's legal links), then Back: one page_view each, none on the first load twice.
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link').first();
    const href = new URL((await legal.getAttribute('href')) ?? '', page.url()).pathname;
    await legal.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => pageViews(page)).toEqual(['/index', href]);
    await page.goBack();
    await expect.poll(() => pageViews(page)).toEqual(['/index', href, '/index']);
    expect(tagRequests).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('without an id (the demo and the tests): no tag, no request, no dataLayer', async () => {
    const { page, context, tagRequests, errors } = await openCounting('/index');
    // The footer comes after the first screen, with everything else that waits for it.
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(tagRequests).toEqual([]);
    expect(await page.locator(`script[src^="${TAG_HOST}"]`).count()).toBe(0);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
