/**
 * A phone's first look and the first seconds after logging in (issue 36, points 7 and 8), as the player
 * sees them on the demo build: on a 390 × 844 phone the page's content starts within 112 px for a
 * visitor and a member, in English and Vietnamese, with the balance, deposit, menu and the safer-play
 * clock on screen and nothing wider than the screen; language and theme are in the drawer. After
 * logging in, the notice toasts keep clear of the chat dock (its button and its window), on a phone and
 * a desktop.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launch, newContext } from './browser.ts';
import { logIn } from './session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The target: one row of top chrome plus the ticker. */
const CONTENT_TOP_MAX_PX = 112;

const STRINGS = {
  EN: {
    menu: 'Menu',
    deposit: 'Deposit',
    balance: 'Balance',
    clock: 'Clock',
    accountMenu: /^Account menu/,
    login: 'Log in',
    theme: 'Dark theme',
    otherLanguage: 'Tiếng Việt',
  },
  VI: {
    menu: 'Danh mục',
    deposit: 'Nạp tiền',
    balance: 'Số dư',
    clock: 'Đồng hồ',
    accountMenu: /^Menu tài khoản/,
    login: 'Đăng nhập',
    theme: 'Giao diện tối',
    otherLanguage: 'English',
  },
} as const;

async function open(viewport: { width: number; height: number }, path: string, language: 'EN' | 'VI' = 'EN') {
  const context = await newContext(browser, { viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  // The top page only: an init script runs in every frame, and a sandboxed one has no storage.
  await context.addInitScript((code) => {
    if (window.top === window) localStorage.setItem('lang', code);
  }, language);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(new URL(path, inject('demoUrl')).href);
  return { page, errors };
}

/** Boxes of everything in the header and the strip that pokes out of the screen (the ticker's moving track is clipped on purpose). */
function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const nodes = [...document.querySelectorAll('[data-slot="site-header"] *, [data-slot="reward-strip"]')];
    return nodes
      .filter((node) => !node.closest('[data-slot="reward-strip-track"]'))
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
      .map(({ node, box }) => `${node.getAttribute('data-slot') ?? node.tagName}: ${Math.round(box.left)}–${Math.round(box.right)}`);
  });
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("a phone's first look (issue 36, point 7)", () => {
  for (const language of ['EN', 'VI'] as const) {
    for (const who of ['visitor', 'member'] as const) {
      test(`${who}, ${language}: content starts within ${CONTENT_TOP_MAX_PX} px at 390 × 844, the header's ways one tap away, nothing wider than the screen`, async () => {
        const s = STRINGS[language];
        const { page, errors } = await open(PHONE, who === 'member' ? '/index?scenario=member' : '/index', language);
        const header = page.getByRole('banner');
        const clock = header.getByRole('group', { name: s.clock });
        await clock.waitFor();
        if (who === 'member') {
          await header.getByRole('button', { name: s.accountMenu }).waitFor();
          await expect.poll(() => header.getByRole('group', { name: s.balance }).innerText()).toMatch(/\d/);
          await header.getByRole('button', { name: s.deposit, exact: true }).waitFor();
          // The session time stays on screen (safer play).
          await clock.getByRole('timer').waitFor();
        } else await header.getByRole('button', { name: s.login, exact: true }).waitFor();

        const contentTop = await page.locator('#main').evaluate((main) => main.getBoundingClientRect().top);
        const strip = await box(page.locator('[data-slot="reward-strip"]'));
        const bar = await box(header);
        const width = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        console.log(
          `[phone 390×844] ${who} ${language}: content starts at ${contentTop} px (strip ${strip.height} px, header ${bar.height} px); page ${width.scroll}/${width.client} px wide`,
        );
        expect(contentTop).toBeLessThanOrEqual(CONTENT_TOP_MAX_PX);
        expect(width.scroll).toBeLessThanOrEqual(width.client);
        expect(await outsideTheScreen(page)).toEqual([]);

        // Every way on is in view at once: the menu, the clock, the balance and deposit (member) or log in.
        for (const target of [header.getByRole('button', { name: s.menu, exact: true }), clock])
          expect(await target.isVisible()).toBe(true);
        if (who === 'member')
          for (const target of [
            header.getByRole('group', { name: s.balance }),
            header.getByRole('button', { name: s.deposit, exact: true }),
            header.getByRole('button', { name: s.accountMenu }),
          ])
            expect(await target.isVisible()).toBe(true);

        // Language and theme live in the drawer.
        await header.getByRole('button', { name: s.menu, exact: true }).click();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('button', { name: s.otherLanguage }).waitFor();
        const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
        const before = await dark();
        await drawer.getByRole('switch', { name: s.theme }).click();
        await expect.poll(dark).toBe(!before);
        expect(errors).toEqual([]);
      });
    }
  }
});

describe('after logging in (issue 36, point 8)', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${name}: the notice toasts keep clear of the chat button, which opens the chat, and of its window`, async () => {
      const { page, errors } = await open(viewport, '/index');
      await logIn(page);
      const toasts = page.locator('[data-slot="notice-toast"]');
      // The seeded notices of the last days: up to three at once, 10 s each.
      await toasts.first().waitFor();
      const chatButton = page.getByRole('button', { name: 'Chat with customer service' });
      const button = await box(chatButton);
      for (const toast of await toasts.all()) expect(overlaps(await box(toast), button), 'a toast over the chat button').toBe(false);
      // A real tap on the button's centre reaches the button (Playwright refuses a covered target).
      await chatButton.click({ timeout: 5_000 });
      const chat = page.getByRole('region', { name: 'Customer service' });
      await chat.waitFor();
      expect(await toasts.count()).toBeGreaterThan(0);
      // What of each toast shows (its viewport clips what has no room) never lies over the window.
      const covered = await page.evaluate(() => {
        const chatBox = document.querySelector('[data-slot="chat-window"]')!.getBoundingClientRect();
        const room = document.querySelector('[data-slot="toast-viewport"]')!.getBoundingClientRect();
        return [...document.querySelectorAll('[data-slot="notice-toast"]')].filter((toast) => {
          const t = toast.getBoundingClientRect();
          const top = Math.max(t.top, room.top);
          const bottom = Math.min(t.bottom, room.bottom);
          return bottom > top && t.left < chatBox.right && chatBox.left < t.right && top < chatBox.bottom && chatBox.top < bottom;
        }).length;
      });
      expect(covered, 'toasts over the chat window').toBe(0);
      expect(errors).toEqual([]);
    });
  }
});
