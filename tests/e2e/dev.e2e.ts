import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, newContext } from './browser.ts';
import { ROUTES } from './routes.ts';

/*
 * The development server (what `npm start` runs): React and React Router report mistakes here that
 * the production and demo builds stay silent about (duplicate keys, a route that matches nothing).
 */
let browser: Browser;
let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  server = await createServer({ logLevel: 'warn', mode: 'development', server: { port: 0, host: '127.0.0.1', strictPort: false } });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('host app on the development server', () => {
  test('every route of the table logs no console error or warning and no page error', async () => {
    const page = await (await newContext(browser)).newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
    });
    for (const route of ROUTES) {
      await page.goto(new URL(route, origin).href);
      // A member page's login prompt hides the page from assistive technology: the heading counts if it is on screen.
      await page.getByRole('heading', { level: 1, includeHidden: true }).first().waitFor({ timeout: 30_000 });
      // Every section has answered (loaded, empty or failed): nothing is busy any more.
      await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 30_000 }).toBe(0);
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
