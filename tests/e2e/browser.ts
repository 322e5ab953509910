import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config.ts';

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP = { width: 1280, height: 800 };

/**
 * A browser context that closes when the current test ends. A context left open keeps its pages'
 * clocks, carousels and polls running, and each later test in the file shares the 2 cores with them.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  onTestFinished(() => context.close());
  return context;
}

/** A fresh page on the demo build (fake platform inside) that fails the test on any page error. */
export async function openPage(
  browser: Browser,
  path = '/',
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(new URL(path, inject('demoUrl')).href);
  return { page, errors };
}
