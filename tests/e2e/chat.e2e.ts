/**
 * The chat and customer service on the fake platform (issue 15): a member's chat dock loads the fake
 * chat page from the provider origin (the app server's other loopback name) in its sandboxed frame,
 * and the side menu's customer service opens the fake service page in a popup. Before, the frame
 * showed the browser's failed-page icon and the popup went to an unreachable address.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';
import { logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const CHAT_FRAME = 'iframe[data-slot="chat-window-frame"]';

/** The fake provider pages: the demo server under its other loopback name, same port. */
function providerOrigin(page: Page): string {
  const app = new URL(page.url());
  app.hostname = app.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return app.origin;
}

describe('chat and customer service on the fake platform', () => {
  test("member01's chat dock loads the fake chat page from the provider origin, in the sandboxed frame", async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page);
    await page.getByRole('button', { name: 'Chat with customer service' }).click();
    const chat = page.getByRole('region', { name: 'Customer service' });
    const frame = chat.locator(CHAT_FRAME);
    await frame.waitFor();

    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin).toBe(providerOrigin(page));
    expect(src.origin).not.toBe(new URL(page.url()).origin);
    expect(src.pathname).toBe('/fake-chat.html');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin allow-popups');

    // The page really loaded there and shows what it was given; the app cannot reach into it.
    const content = page.frameLocator(CHAT_FRAME);
    await content.getByRole('heading', { level: 1, name: 'Fake chat' }).waitFor();
    await content.getByText(/· language EN · ticket cbs-[0-9a-z]+$/).waitFor();
    const loaded = page.frames().find((f) => f.url().includes('/fake-chat.html'));
    expect(new URL(loaded!.url()).origin).toBe(providerOrigin(page));
    expect(await frame.evaluate((element: HTMLIFrameElement) => element.contentDocument)).toBeNull();
    await chat.locator('[data-slot="chat-window-loading"]').waitFor({ state: 'detached' });

    // The canned agent answers inside the frame.
    await content.getByRole('textbox', { name: 'Message' }).fill('Where is my deposit?');
    await content.getByRole('button', { name: 'Send' }).click();
    await content.getByRole('log').getByText('Where is my deposit?').waitFor();
    expect(errors).toEqual([]);
  });

  test("the side menu's customer service opens the fake service page of the live-chat channel in a popup", async () => {
    const { page, errors } = await openPage(browser, '/index');
    await logIn(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Customer service' }).click();
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.pathname === '/fake-service.html');
    const url = new URL(popup.url());
    expect(url.origin).toBe(providerOrigin(page));
    expect(url.searchParams.get('type')).toBe('3');
    await popup.getByRole('heading', { level: 1, name: 'Fake customer service' }).waitFor();
    await popup.getByText(/^Live chat \(type 3\)/).waitFor();
    // The popup cannot script the site back.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(errors).toEqual([]);
  });
});
