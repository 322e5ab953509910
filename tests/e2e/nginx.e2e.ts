/**
 * The production build as it will be hosted (issue 20): Debian's nginx runs deploy/'s templates
 * (rendered by nginx-host.ts as the official image's entrypoint renders them), with the fake platform
 * over HTTP as the proxied upstream.
 * A visitor and a logged-in member (agent01, so the agent centre shows its pages, not the refusal) load
 * every route of spec section 2 and every member and agent centre page, with 0 Content-Security-Policy
 * violations and 0 console errors; the headers and caching rules are read off nginx's answers.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { AGENT_PAGES, MEMBER_PAGES } from '../../app/paths.ts';
import { startPlatform } from '../../mocks/http.ts';
import { launch, newContext } from './browser.ts';
import { hostBuild, IMAGE_CDNS, stubImageCdns } from './nginx-host.ts';
import { ROUTES } from './routes.ts';
import { logIn } from './session.ts';

let host: Awaited<ReturnType<typeof hostBuild>>;
let platform: Awaited<ReturnType<typeof startPlatform>>;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, scenario: 'visitor', latencyMs: 0 });
  host = await hostBuild(inject('prodDir'), platform.url);
  origin = host.origin;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  platform?.server.close();
});

const GTAG_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];
const GTAG_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** CSP directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('nginx headers and caching (deploy/default.conf.template)', () => {
  const asset = () => {
    const file = readdirSync(join(inject('prodDir'), 'assets')).find((f) => f.endsWith('.js'));
    if (!file) throw new Error('no built script');
    return `/assets/${file}`;
  };

  test('every answer carries the security headers: a strict CSP, nosniff, referrer and permissions policies, frame-ancestors', async () => {
    for (const path of ['/index.html', '/member/deposit', asset(), '/assets/missing-abc123.js', '/wps/system/status']) {
      const response = await fetch(`${origin}${path}`);
      const csp = response.headers.get('content-security-policy');
      expect(csp, path).toBeTruthy();
      const policy = directives(csp!);
      // The Google tag's hosts (decision 027): the app loads it only with the platform's valid id.
      expect(policy.get('script-src'), path).toEqual(["'self'", 'https://*.googletagmanager.com']);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
      expect(policy.get('style-src'), path).toEqual(["'self'"]);
      expect(policy.get('frame-src'), path).toEqual([platform.url.replace('127.0.0.1', 'localhost')]);
      expect(policy.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:', ...IMAGE_CDNS, ...GTAG_IMG]);
      // The launch servers are asked whether they answer (the frame origins), the tag sends its hits.
      expect(policy.get('connect-src'), path).toEqual(["'self'", platform.url.replace('127.0.0.1', 'localhost'), ...GTAG_CONNECT]);
      expect(csp, path).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(response.headers.get('server'), path).toBe('nginx');
    }
  });

  test('hashed assets are cached a year and immutable, gzipped; index.html and the routes are revalidated every time', async () => {
    const script = await fetch(`${origin}${asset()}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(script.headers.get('cache-control')).toMatch(/immutable/);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('content-encoding')).toBe('gzip');

    const index = readFileSync(join(inject('prodDir'), 'index.html'), 'utf8');
    for (const path of [
      '/',
      '/index.html',
      '/index',
      '/member/deposit',
      '/member/depositv2',
      '/agent/agentTeamOverview',
      '/promotions/5685590',
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(index);
    }
    // The unhashed public files too: a deploy is seen on the next load.
    const theme = await fetch(`${origin}/theme.js`);
    expect(theme.status).toBe(200);
    expect(theme.headers.get('cache-control')).toBe('no-cache');
  });

  test('a chunk missing after a deploy is a 404, not index.html, and is not cached', async () => {
    const response = await fetch(`${origin}/assets/missing-abc123.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).not.toContain('data-boot-frame');
  });

  test('the platform is proxied under the same origin: /wps, /lgw and /lotto reach it', async () => {
    const status = await fetch(`${origin}/wps/system/status`);
    expect(status.headers.get('content-type')).toMatch(/json/);
    expect(status.status).toBe((await fetch(`${platform.url}/wps/system/status`)).status);
    for (const prefix of ['/lgw/', '/lotto/']) {
      // Whatever the platform answers (its own 404 for an unknown call), it comes from the platform, not nginx.
      const response = await fetch(`${origin}${prefix}no-such-call`);
      expect(response.headers.get('content-type'), prefix).toMatch(/json/);
    }
  });
});

type Finding = { route: string; kind: 'csp' | 'console' | 'pageerror'; text: string };

/** One page for a role, reporting CSP violations (event and console) and console errors with their route. */
async function rolePage(): Promise<{ context: BrowserContext; page: Page; findings: Finding[]; at: { route: string } }> {
  const context = await newContext(browser);
  await stubImageCdns(context);
  const page = await context.newPage();
  const findings: Finding[] = [];
  const at = { route: '' };
  await page.exposeBinding('__cspViolation', (_source, text: string) => findings.push({ route: at.route, kind: 'csp', text }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) findings.push({ route: at.route, kind: 'csp', text: message.text() });
    else if (message.type() === 'error') findings.push({ route: at.route, kind: 'console', text: message.text() });
  });
  page.on('pageerror', (error) => findings.push({ route: at.route, kind: 'pageerror', text: error.message }));
  return { context, page, findings, at };
}

/** Loads `route` from nginx (a full load: the history-mode fallback answers it) and waits until the app has drawn and settled. */
async function visit(page: Page, at: { route: string }, route: string) {
  at.route = route;
  const response = await page.goto(`${origin}${route}`);
  expect(response?.status(), route).toBe(200);
  await page.locator('[data-boot-frame]').waitFor({ state: 'detached' });
  // Drawn with its data: nothing on the page is loading any more.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/**
 * Opens a centre page in the loaded app, as its menu does (history, no reload): the page is current in
 * the centre menu (when the menu lists it) and nothing is loading.
 */
async function navigate(page: Page, at: { route: string }, route: string) {
  at.route = route;
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await page.waitForFunction((entry) => {
    const items = [...document.querySelectorAll('[data-slot="centre-menu-item"]')];
    const listed = items.some((item) => item.getAttribute('data-entry') === entry);
    const current = items.find((item) => item.getAttribute('aria-current') === 'page')?.getAttribute('data-entry');
    return (!listed || current === entry) && document.querySelector('[aria-busy="true"]') === null;
  }, route.split('/').pop()!);
}

const report = (findings: Finding[]) => findings.map((f) => `${f.route} [${f.kind}] ${f.text}`).join('\n');
const centrePages = [...MEMBER_PAGES.map((p) => `/member/${p}`), ...AGENT_PAGES.map((p) => `/agent/${p}`)];

describe('the production build under nginx and its CSP', () => {
  test(
    'a visitor loads every route of spec section 2 and every centre page: 0 CSP violations, 0 console errors',
    { timeout: 180_000 },
    async () => {
      const { context, page, findings, at } = await rolePage();
      const routes = ['/', ...ROUTES];
      // Spec section 2's routes each from nginx (its history fallback), the centres' pages inside the app.
      for (const route of routes) await visit(page, at, route);
      for (const route of centrePages) await navigate(page, at, route);
      console.log(
        `nginx crawl, visitor: ${routes.length + centrePages.length} routes, ${findings.filter((f) => f.kind === 'csp').length} CSP violations`,
      );
      expect(report(findings)).toBe('');

      // A modal dialog still locks the page's scroll: Radix's rules arrive as a constructed stylesheet (ui/lib/style-singleton.ts).
      await visit(page, at, '/index');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('dialog', { name: /^Welcome to/ }).waitFor();
      expect(await page.evaluate(() => [document.adoptedStyleSheets.length > 0, getComputedStyle(document.body).overflow])).toEqual([
        true,
        'hidden',
      ]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(report(findings)).toBe('');

      // Positive control: the same listeners do see a violation, an inline script added to the page.
      at.route = 'control';
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.inlineRan = true';
        document.body.append(script);
      });
      await expect.poll(() => findings.filter((f) => f.kind === 'csp' && f.route === 'control').length).toBeGreaterThan(0);
      expect(await page.evaluate(() => 'inlineRan' in window)).toBe(false);
      await context.close();
    },
  );

  test(
    'a logged-in member (agent01) loads every route and every member and agent centre page: 0 CSP violations, 0 console errors',
    { timeout: 180_000 },
    async () => {
      const { context, page, findings, at } = await rolePage();
      await visit(page, at, '/index');
      at.route = '/index (log in)';
      // The real login calls, through nginx to the platform.
      await logIn(page, 'agent01');
      for (const route of ROUTES) await visit(page, at, route);
      for (const route of centrePages) await navigate(page, at, route);
      // Still logged in at the end: every page above was a member's page.
      await page.getByRole('button', { name: /Account menu/ }).waitFor();
      console.log(
        `nginx crawl, member: ${ROUTES.length + centrePages.length} routes, ${findings.filter((f) => f.kind === 'csp').length} CSP violations`,
      );
      expect(report(findings)).toBe('');
      await context.close();
    },
  );
});

describe("a visitor's first screen in production", () => {
  test('its platform calls and the home page’s files are asked for before the app has run (boot asks), each call once', async () => {
    const { context, page, findings, at } = await rolePage();
    const firstScreen = [
      '/wps/system/status',
      '/wps/relay/GCSGAME_gameVendor',
      '/wps/relay/ODSFE2_getWinnerBoard',
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/relay/GCSGAME_hotGamesV2',
      '/assets/HomePage.js',
    ];
    const requests: string[] = [];
    let seenAll!: () => void;
    const allAskedFor = new Promise<void>((resolve) => (seenAll = resolve));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) requests.push(url.pathname.replace(/-[\w-]{8}\.js$/, '.js'));
      if (firstScreen.every((path) => requests.includes(path))) seenAll();
    });
    // The app's code is held: what is asked for meanwhile, the app did not ask for. (Released after a
    // while either way, so a regression fails on the assertions below rather than by a timeout.)
    let askedWhileHeld: string[] = [];
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await Promise.race([allAskedFor, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      askedWhileHeld = [...requests];
      await route.continue();
    });
    await visit(page, at, '/index');
    for (const path of firstScreen) expect(askedWhileHeld, path).toContain(path);
    for (const call of firstScreen.filter((path) => path.startsWith('/wps/')))
      expect(
        requests.filter((path) => path === call),
        call,
      ).toHaveLength(1);
    expect(report(findings)).toBe('');
    await context.close();
  });

  test('on a phone, the first render waits briefly for the banners and draws them (no skeleton); the page comes one paint later', async () => {
    const { context, page, findings, at } = await rolePage();
    await page.setViewportSize({ width: 412, height: 823 });
    // The notice is answered a little after the app's code has arrived, so the app starts before it is in.
    let appArrived!: () => void;
    const appCode = new Promise<void>((resolve) => (appArrived = resolve));
    page.on('requestfinished', (request) => {
      if (/\/assets\/main-[\w-]+\.js$/.test(request.url())) appArrived();
    });
    await page.route(/\/MCSFE_getListAnnouncements/, async (route) => {
      await appCode;
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.continue();
    });
    // When each part first shows: a mutation observer runs once per commit, so one commit is one time.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { firstSeen: typeof seen }).firstSeen = seen;
      const parts = {
        shell: '[data-slot="page-shell"]',
        bannerSkeleton: '[data-slot="banner-carousel"][data-state="loading"]',
        banner: '[data-slot="banner-carousel"][data-state="ready"] img',
        page: '[data-slot="hot-games-list"], [data-slot="category-tiles-list"]',
      };
      new MutationObserver(() => {
        const now = performance.now();
        for (const [part, selector] of Object.entries(parts)) if (!(part in seen) && document.querySelector(selector)) seen[part] = now;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await visit(page, at, '/index');
    // The page follows the shell's paint: wait for it (visit may return between the two).
    await page.locator('[data-slot="hot-games-list"]').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { firstSeen: Record<string, number> }).firstSeen);
    expect(seen.bannerSkeleton, 'the banner skeleton was drawn').toBeUndefined();
    expect(seen.banner, 'the banner came in a later commit than the shell').toBe(seen.shell);
    expect(seen.page).toBeGreaterThan(seen.banner!);
    expect(report(findings)).toBe('');
    await context.close();
  });
});

describe("a member's first screen in production", () => {
  test('a reload asks for the header’s member half before the app has run, and the first render draws the balance, not its place held', async () => {
    const { context, page, findings, at } = await rolePage();
    await visit(page, at, '/index');
    await logIn(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) requests.push(url.pathname.replace(/-[\w-]{8}\.js$/, '.js'));
    });
    let askedWhileHeld: string[] = [];
    await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      askedWhileHeld = [...requests];
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen: Record<string, boolean> = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-slot="site-header-actions"][aria-busy="true"]')) seen.placeHeld = true;
        if (document.querySelector('[data-slot="balance-display"], [data-slot="site-header-deposit"]')) seen.balance = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    at.route = '/index (reload)';
    await page.reload();
    await page.locator('[data-boot-frame]').waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Balance' }).waitFor();
    expect(askedWhileHeld).toContain('/assets/member-header.js');
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, boolean> }).seen);
    expect(seen.balance).toBe(true);
    expect(seen.placeHeld, 'the member half’s place was held (its chunk was not there for the first render)').toBeUndefined();
    expect(report(findings)).toBe('');
    await context.close();
  });
});

describe('a deployment under an open page (deploy skew)', () => {
  test('a route chunk gone after a deploy reloads the page once, then says the page could not load, with a retry', async () => {
    // The same build served from a copy whose VIP page chunk a newer deployment has replaced.
    const skew = mkdtempSync(join(tmpdir(), 'nginx-skew-'));
    const root = join(skew, 'html');
    cpSync(inject('prodDir'), root, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    rmSync(join(root, manifest['app/features/vip/VipPage.tsx']!.file));
    const server = await hostBuild(root, platform.url);
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(`${server.origin}/vip`);
      await page.getByRole('heading', { name: 'The page could not load' }).waitFor();
      // The first failure reloaded once to pick up the new file names; the second says so instead of looping.
      expect(loads).toBe(2);
      await page.getByRole('button', { name: 'Retry' }).waitFor();
    } finally {
      await context.close();
      await server.stop();
      rmSync(skew, { recursive: true, force: true });
    }
  });
});
