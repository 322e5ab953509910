/**
 * The fault matrix (issue 20 point 3): the production build behind nginx, the fake platform behind
 * it, and one platform call at a time made to misbehave in the browser (Playwright routing) while the
 * rest answer as usual. Each call the home page, a lobby, the login, the deposit and the withdrawal
 * make meets the faults, and the user must see one of the app's own translated messages (never a raw
 * error) with a way to retry, get the data once the fault clears, keep what was typed, and a money
 * request must move money exactly once (counted in the platform's own records).
 *
 * Which faults: a slot sees a failed query as failed whatever broke, so every call meets one fault of
 * each way a screen can see one (SLOT_FAULTS: a failure the query retries, a refusal it does not, the
 * session ending, a slow answer). All eight, the client's own paths for each (a hung request's 20 s
 * timeout, 5xx, an nginx page, a body that is not JSON), go through one retry slot and one quiet slot of
 * each screen (`everyFault`), through the login and through both money submits; app/api/http.test.ts and
 * query-client.test.ts classify each fault for every call alike.
 *
 * Calls whose slot is decoration or a count (unread badges, the avatar picture, favourite stars, the
 * after-login notice, the ticker) are "quiet" by design: the page works without them and they load on
 * the next visit; a message and a Retry for a missing badge would be noise. Their cells check that.
 *
 * The page's clock is Playwright's, so a timeout (20 s, retried once) and a 10 s answer take no real time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { findAccount } from '../../mocks/db/accounts.ts';
import { bankCardsOf, depositsOf, turnoverOf, withdrawalsLeftToday, withdrawalsOf } from '../../mocks/db/wallets.ts';
import { startPlatform } from '../../mocks/http.ts';
import { launch, newContext } from './browser.ts';
import { hostBuild, stubImageCdns } from './nginx-host.ts';
import { logIn, loggedIn, PASSWORD, submitLogin } from './session.ts';

const FAULTS = ['network error', 'timeout', 'HTTP 500', '502 HTML', 'malformed JSON', 'business error', '401', '10 s answer'] as const;
type Fault = (typeof FAULTS)[number];
const SLOT_FAULTS: readonly Fault[] = ['network error', 'business error', '401', '10 s answer'];

/** What a business refusal says: the platform's own words, in the language it was asked for. */
const BUSINESS = { success: false, errorCode: 'system_busy', message: 'The system is busy. Please try again in a moment.' };
const NGINX_502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

/** Every English string of the app, as its literal parts around the {{value}} placeholders. */
const CATALOGUE: string[][] = (() => {
  const dir = join('ui', 'i18n', 'locales', 'en');
  const values: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') values.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  const parts = (value: string): string[] => {
    const open = value.indexOf('{{');
    const close = open < 0 ? -1 : value.indexOf('}}', open);
    return close < 0 ? [value] : [value.slice(0, open), ...parts(value.slice(close + 2))];
  };
  return values.filter((value) => value.length > 8).map(parts);
})();

/** `text` is `parts` with any non-empty text in place of each placeholder. */
function fills(text: string, parts: string[]): boolean {
  if (parts.length === 1) return text === parts[0];
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (!text.startsWith(first) || !text.endsWith(last) || text.length <= first.length + last.length) return false;
  let at = first.length + 1;
  for (const middle of parts.slice(1, -1)) {
    const found = text.indexOf(middle, at);
    if (found < 0) return false;
    at = found + middle.length + 1;
  }
  return at <= text.length - last.length;
}

/** The text is the app's own translated string, or the platform's own refusal (a business error). */
const isOwnMessage = (text: string) => text === BUSINESS.message || CATALOGUE.some((parts) => fills(text, parts));

interface Call {
  path: string;
  method?: 'GET' | 'POST';
  /** retry: its slot says what failed and offers Retry. quiet: decoration or a count, see above. */
  kind: 'retry' | 'quiet';
  /** The app waits for it before drawing any page (the system status). */
  gate?: true;
  /** A money request: it must move money exactly once, whatever happened to its answer. */
  money?: true;
  /** Where the failure shows when it is not an alert with Retry (the header's balance). */
  shows?: { message: (page: Page) => Locator; retry: (page: Page) => Locator };
  /** Meets all eight faults, not only SLOT_FAULTS (see above). */
  everyFault?: true;
}

const faultsOf = (call: Call): readonly Fault[] => (call.everyFault ? FAULTS : SLOT_FAULTS);

interface Screen {
  name: string;
  path: string;
  /** After the load: what the user does to get to the calls (opening the login popup). */
  enter?: (page: Page) => Promise<void>;
  /** What shows when the screen works: quiet cells check it still does. */
  ready: (page: Page) => Locator;
  calls: Call[];
}

const SHELL: Call[] = [
  { path: '/wps/system/status', kind: 'retry', gate: true, everyFault: true },
  { path: '/wps/relay/GCSGAME_gameVendor', kind: 'retry', everyFault: true },
  { path: '/wps/relay/ODSFE2_getWinnerBoard', kind: 'retry' },
  { path: '/wps/relay/MCSFE_getListAnnouncements', kind: 'quiet' },
  { path: '/wps/system/helpCenter', kind: 'quiet', everyFault: true },
];

const HOME: Screen = {
  name: 'home',
  path: '/',
  ready: (page) => page.locator('[data-slot="hot-games-list"]'),
  calls: [
    ...SHELL,
    { path: '/wps/relay/GCSGAME_hotGamesV2', kind: 'retry' },
    { path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', kind: 'retry' },
    { path: '/lgw/vn/numeros/opened/game', kind: 'retry' },
    { path: '/lgw/games/popular', kind: 'retry' },
  ],
};

/** The home page's calls a member adds: the wallet, the profile, the counts and pictures. */
const MEMBER_HOME: Screen = {
  name: 'home (member)',
  path: '/',
  ready: (page) => page.locator('[data-slot="hot-games-list"]'),
  calls: [
    {
      path: '/wps/v2/wallets/balance',
      kind: 'retry',
      shows: {
        message: (page) => page.getByRole('banner').locator('[data-slot="balance-display"][data-state="error"]').first(),
        retry: (page) => page.getByRole('banner').getByRole('button', { name: 'Retry loading balance' }).first(),
      },
      everyFault: true,
    },
    { path: '/wps/member/info', kind: 'quiet', everyFault: true },
    { path: '/wps/relay/CSP_unreadCount', kind: 'quiet' },
    { path: '/wps/relay/CBS_unreadCount', kind: 'quiet' },
    { path: '/wps/relay/MCSFE_getFavoriteGames', kind: 'quiet' },
    { path: '/wps/member/info/icon', kind: 'quiet' },
    { path: '/wps/relay/MCSFE_getPlayerAvatar', kind: 'quiet' },
    { path: '/wps/relay/CSP_getNotices', kind: 'quiet' },
  ],
};

const LOBBY: Screen = {
  name: 'slots lobby',
  path: '/rng',
  ready: (page) => page.locator('[data-slot="game-grid-list"]'),
  calls: [
    { path: '/wps/relay/GCSGAME_gameVendor', kind: 'retry' },
    { path: '/wps/relay/GCSGAME_hotGamesV2', kind: 'retry' },
    { path: '/wps/relay/GCSGAME_gameList', kind: 'retry', everyFault: true },
  ],
};

const centrePanel = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: title, exact: true });

const DEPOSIT: Screen = {
  name: 'deposit',
  path: '/member/depositv2',
  ready: (page) => centrePanel(page, 'Deposit').getByRole('tab', { name: 'Bank transfer' }),
  calls: [
    { path: '/wps/relay/MCSFE_getDepositPaymentChannels', kind: 'retry', everyFault: true },
    { path: '/wps/relay/MCSFE_getDepositSettings', kind: 'retry' },
    { path: '/wps/relay/MCSFE_getDepositTransactionReport', kind: 'retry' },
    // The record's method filter: without it the filter is not offered, the record still lists every method.
    { path: '/wps/relay/MCSFE_getDepositMethods', kind: 'quiet', everyFault: true },
    { path: '/wps/relay/GCS_merchantWallet', kind: 'quiet' },
    { path: '/wps/relay/MCSFE_getMissionSummaryDetails', kind: 'quiet' },
  ],
};

const WITHDRAW: Screen = {
  name: 'withdrawal',
  path: '/member/withdraw',
  ready: (page) => centrePanel(page, 'Withdraw').getByRole('button', { name: 'Withdraw', exact: true }),
  calls: [
    { path: '/wps/relay/MCSFE_getWithdrawSettings', kind: 'retry', everyFault: true },
    { path: '/wps/relay/MCSFE_getWithdrawAccountInfo', kind: 'retry' },
    { path: '/wps/relay/MCSFE_getTurnoverInfo', kind: 'retry' },
    { path: '/wps/relay/MCSFE_getWithdrawTransactionReport', kind: 'retry' },
    { path: '/wps/relay/MCSFE_getPaymentConfirmationList', kind: 'retry' },
    // Whether a payment password is set: unknown, the form does not block (the platform refuses if none).
    { path: '/wps/v2/member/securityConfig', kind: 'quiet', everyFault: true },
    { path: '/wps/system/country', kind: 'quiet' },
    { path: '/wps/system/setting/register', kind: 'quiet' },
  ],
};

const loginDialog = (page: Page) => page.getByRole('dialog', { name: /^Welcome to/ });

/** The login popup's own calls when it opens (its phone tab's countries and rules). */
const LOGIN: Screen = {
  name: 'login',
  path: '/',
  enter: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await loginDialog(page).waitFor();
  },
  ready: (page) => loginDialog(page).getByRole('textbox', { name: 'Username', exact: true }),
  calls: [
    { path: '/wps/system/setting/register', kind: 'quiet', everyFault: true },
    { path: '/wps/system/country', kind: 'quiet' },
  ],
};

/** A form's submit: what is typed, the button, and what success looks like. */
interface Submit {
  screen: string;
  calls: Call[];
  /** Opens the form and types into it; returns the fields whose values must survive a failure. */
  fill: (page: Page) => Promise<Locator[]>;
  button: (page: Page) => Locator;
  /** Waits for what success looks like. */
  done: (page: Page) => Promise<void>;
  /** How many requests the platform carried out so far, from its own records (money only). */
  carriedOut?: (account: string) => number;
}

const depositPanel = (page: Page) => centrePanel(page, 'Deposit');
const withdrawPanel = (page: Page) => centrePanel(page, 'Withdraw');

const LOGIN_SUBMIT: Submit = {
  screen: 'login',
  calls: [
    { path: '/wps/session/key/rsa', kind: 'retry' },
    { path: '/wps/session/login', method: 'POST', kind: 'retry' },
  ],
  fill: async (page) => {
    await open(page, '/');
    await LOGIN.enter!(page);
    const username = loginDialog(page).getByRole('textbox', { name: 'Username', exact: true });
    await username.fill('member02');
    await loginDialog(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    return [username];
  },
  button: (page) => loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).last(),
  done: loggedIn,
};

const DEPOSIT_SUBMIT: Submit = {
  screen: 'deposit',
  // The bank transfer the form opens on goes to its group's relay (matched by the name on the paying account).
  calls: [{ path: '/wps/relay/MCSFE_manualTransferByAccountName', method: 'POST', kind: 'retry', money: true }],
  fill: async (page) => {
    await open(page, DEPOSIT.path);
    await DEPOSIT.ready(page).waitFor();
    const amount = depositPanel(page).getByRole('textbox', { name: 'Amount' });
    const name = depositPanel(page).getByRole('textbox', { name: /Name on your account/ });
    await amount.fill('150000');
    await name.fill('Nguyen Van An');
    return [amount, name];
  },
  button: (page) => depositPanel(page).getByRole('button', { name: 'Deposit', exact: true }),
  done: (page) => depositPanel(page).getByRole('region', { name: 'Deposit request created' }).waitFor(),
  carriedOut: (account) => depositsOf(findAccount(account)!).length,
};

const WITHDRAW_SUBMIT: Submit = {
  screen: 'withdrawal',
  calls: [{ path: '/wps/v2/transaction/withdraw', method: 'POST', kind: 'retry', money: true }],
  fill: async (page) => {
    await open(page, WITHDRAW.path);
    await WITHDRAW.ready(page).waitFor();
    const amount = withdrawPanel(page)
      .getByRole('textbox', { name: /^\*? ?Amount/ })
      .first();
    await amount.fill('30000');
    const password = withdrawPanel(page).getByLabel(/^Payment password/);
    await password.fill('123456');
    // Withdraw opens the confirmation (the fields stay, locked); its button waits for the fee.
    await withdrawPanel(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => WITHDRAW_SUBMIT.button(page).isEnabled()).toBe(true);
    return [amount, password];
  },
  button: (page) => withdrawPanel(page).getByRole('button', { name: 'Confirm withdrawal', exact: true }),
  done: (page) => withdrawPanel(page).getByText('Withdrawal of ₫30,000 requested. It shows as processing below.').waitFor(),
  carriedOut: (account) => withdrawalsOf(findAccount(account)!).length,
};

/** Seeded players free to deposit and withdraw today: no turnover owed, a bank card, withdrawals left. */
function freshPlayers(count: number): string[] {
  const names = ['member01', 'member02', 'agent01', ...Array.from({ length: 36 }, (_, i) => `team${String(i + 1).padStart(3, '0')}`)];
  const free = names.filter((name) => {
    const account = findAccount(name);
    return account && turnoverOf(account).remaining === 0 && bankCardsOf(account).length > 0 && withdrawalsLeftToday(account) > 0;
  });
  expect(free.length, 'enough seeded players for one per fault').toBeGreaterThanOrEqual(count);
  return free.slice(0, count);
}

let platform: Awaited<ReturnType<typeof startPlatform>>;
let host: Awaited<ReturnType<typeof hostBuild>>;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 0, scenario: 'visitor', latencyMs: 0 });
  host = await hostBuild(inject('prodDir'), platform.url);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
  platform?.server.close();
});

/** The results, printed as the closing note's table when the file ends. */
const table: { screen: string; call: string; fault: Fault; seen: string; ms: number }[] = [];

/** Runs one cell, timed for the table; a failure names its cell. */
async function cell(screen: string, call: string, fault: Fault, run: () => Promise<string>) {
  const start = performance.now();
  try {
    table.push({ screen, call, fault, seen: await run(), ms: Math.round(performance.now() - start) });
  } catch (error) {
    throw new Error(`cell ${screen} | ${call} | ${fault}: ${(error as Error).message}`, { cause: error });
  }
}
afterAll(() => {
  const passed = table.length;
  const calls = new Set(table.map((row) => `${row.screen} ${row.call}`)).size;
  console.log(`fault matrix: ${passed} cells passed (${calls} calls, ${table.reduce((sum, row) => sum + row.ms, 0) / 1000} s)`);
  for (const row of table) console.log(`| ${row.screen} | ${row.call} | ${row.fault} | ${row.seen} | ${row.ms} ms |`);
});

/** A page on nginx with the clock under the test's hand; page errors collected (failed loads are the point, not errors). */
async function newPage(): Promise<{ page: Page; errors: string[] }> {
  const context = await newContext(browser);
  await stubImageCdns(context);
  const page = await context.newPage();
  await page.clock.install();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|net::ERR_/.test(message.text())) errors.push(message.text());
  });
  return { page, errors };
}

/** Loads `path` from nginx and waits for the app to be drawn (the boot frame gone). */
async function open(page: Page, path: string) {
  await page.goto(new URL(path, host.origin).href);
  await page.locator('[data-boot-frame]').waitFor({ state: 'detached' });
}

/** Logs in from the login prompt when it is open (a session that ended), else from the header. */
async function logInThrough(page: Page, username: string) {
  const prompt = page.getByRole('dialog', { name: 'Log in to continue' });
  if (await prompt.isVisible()) {
    await prompt.getByRole('button', { name: 'Log in', exact: true }).click();
    await submitLogin(page, username);
  } else await logIn(page, username);
}

/**
 * Makes every request to `call` fail with `fault` until `mend`. A money POST whose answer is lost
 * (network, timeout, 5xx, malformed) first reaches the platform: the worst case, where a careless
 * retry would pay twice. A refusal (business, 401) never reached it.
 */
async function breakCall(page: Page, call: Call, fault: Fault) {
  const held: Route[] = [];
  const matches = (url: URL) => url.pathname === call.path;
  const handler = async (route: Route) => {
    if (route.request().method() !== (call.method ?? 'GET')) return route.fallback();
    const lostAnswer = call.money && !['business error', '401', '10 s answer'].includes(fault);
    if (lostAnswer) await route.fetch();
    switch (fault) {
      case 'network error':
        return route.abort('failed');
      case 'timeout':
        held.push(route);
        return;
      case 'HTTP 500':
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      case '502 HTML':
        return route.fulfill({ status: 502, contentType: 'text/html', body: NGINX_502 });
      case 'malformed JSON':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":{"list":[' });
      case 'business error':
        return route.fulfill({ status: 200, json: BUSINESS });
      case '401':
        return route.fulfill({ status: 401, json: { success: false, errorCode: 'login.not.session', message: 'Not logged in' } });
      case '10 s answer':
        held.push(route);
        return;
    }
  };
  await page.route(matches, handler);
  return {
    held,
    /** The fault clears: later requests go through; a held 10 s answer is let through. */
    mend: async () => {
      await page.unroute(matches, handler);
      for (const route of held.splice(0)) await route.fallback().catch(() => undefined);
    },
  };
}

const retryButtons = (page: Page) => page.getByRole('button', { name: 'Retry', exact: true }).filter({ visible: true });
const alerts = (page: Page) => page.locator('[role="alert"]').filter({ visible: true });
const errorScreenTitle = (page: Page) => page.getByRole('heading', { name: 'Something went wrong' }).filter({ visible: true });

/** The messages on screen: every visible alert's words without its buttons, and the error screen's. */
async function messages(page: Page): Promise<string[]> {
  const texts = await alerts(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const copy = node.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button').forEach((button) => button.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
  if (await errorScreenTitle(page).count()) texts.push('Something went wrong');
  return texts.filter((text) => text !== '');
}

/** The home page's below-the-fold sections render as they near the viewport: scroll until each has. */
async function scrollAll(page: Page, screen: Screen) {
  if (screen.path !== '/') return;
  await page.locator('[data-slot="near-viewport"]').first().waitFor();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelectorAll('[data-slot="near-viewport"][data-state="waiting"]').length;
      }),
    )
    .toBe(0);
}

/** A timeout is 20 s, and a retryable call is tried twice: move the page's clock until something shows. */
async function waitOutTimeouts(page: Page, shown: () => Promise<boolean>) {
  for (let i = 0; i < 4 && !(await shown()); i++) {
    await page.clock.fastForward(21_000);
    await page.waitForTimeout(100);
  }
}

const answered = (page: Page, call: Call) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === call.path && response.ok(), { timeout: 30_000 });

/** One cell of a GET: the fault on, the screen loaded, what the user sees; then the fault cleared and Retry. */
async function getCell(page: Page, screen: Screen, call: Call, fault: Fault, member: string | undefined): Promise<string> {
  const requests: Request[] = [];
  // The screen's other platform calls still on their way: moving the clock past a timeout would fail them too.
  const othersInFlight = new Set<Request>();
  const count = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname === call.path) requests.push(request);
    else if (/^\/(wps|lgw|lotto)\//.test(pathname)) othersInFlight.add(request);
  };
  const settle = (request: Request) => othersInFlight.delete(request);
  page.on('request', count);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const { held, mend } = await breakCall(page, call, fault);
  try {
    await open(page, screen.path);
    await screen.enter?.(page);
    if (!call.gate) await scrollAll(page, screen);
    await expect.poll(() => requests.length, { message: `${call.path} is asked for` }).toBeGreaterThan(0);

    if (fault === '10 s answer') {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await page.clock.fastForward(10_000);
      expect(await messages(page), 'nothing has failed yet').toEqual([]);
      const done = answered(page, call);
      await mend();
      await done;
      await expect.poll(() => messages(page)).toEqual([]);
      await screen.ready(page).first().waitFor();
      return 'loading, then the data';
    }

    if (fault === '401' && member) {
      // The session has ended: one login prompt; logging in again brings the page back.
      await page.getByRole('dialog', { name: 'Log in to continue' }).waitFor();
      await mend();
      await logInThrough(page, member);
      await expect.poll(() => messages(page)).toEqual([]);
      await screen.ready(page).first().waitFor();
      return 'login popup, then the page';
    }

    if (call.kind === 'quiet') {
      if (fault === 'timeout') {
        await expect.poll(() => othersInFlight.size, { message: 'the other calls are answered' }).toBe(0);
        await page.clock.fastForward(42_000);
      }
      await screen.ready(page).first().waitFor();
      await expect.poll(() => requests.length >= (retried(fault) ? 2 : 1)).toBe(true);
      expect(await messages(page), 'a quiet call says nothing').toEqual([]);
      expect(await errorScreenTitle(page).count()).toBe(0);
      await mend();
      const done = answered(page, call);
      await open(page, screen.path);
      await screen.enter?.(page);
      await scrollAll(page, screen);
      await done;
      await screen.ready(page).first().waitFor();
      return 'page works; loads next visit';
    }

    if (call.shows) {
      const { message, retry } = call.shows;
      if (fault === 'timeout') await waitOutTimeouts(page, () => message(page).isVisible());
      await message(page).waitFor();
      const text = ((await message(page).textContent()) ?? '').trim();
      expect(isOwnMessage(text), `"${text}" is one of the app's messages`).toBe(true);
      await mend();
      const done = answered(page, call);
      await retry(page).click();
      await done;
      await message(page).waitFor({ state: 'detached' });
      return `${text}, with Retry loading balance`;
    }

    if (fault === 'timeout') await waitOutTimeouts(page, async () => (await retryButtons(page).count()) > 0);
    await retryButtons(page).first().waitFor();
    await expect.poll(() => messages(page), { message: 'a message says what failed' }).not.toEqual([]);
    const shown = await messages(page);
    for (const text of shown) expect(isOwnMessage(text), `"${text}" is one of the app's messages`).toBe(true);

    await mend();
    const done = answered(page, call);
    // Each Retry on screen (one call can feed two places) until none is left. A click that finds its
    // button moving (a section re-rendering) gives up after a moment and the next round clicks again.
    await expect
      .poll(
        async () => {
          const retry = retryButtons(page).first();
          if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => undefined);
          return retryButtons(page).count();
        },
        { timeout: 30_000, message: 'every Retry on screen is answered' },
      )
      .toBe(0);
    await done;
    await expect.poll(() => messages(page)).toEqual([]);
    return shown.join(' / ');
  } finally {
    page.off('request', count);
    page.off('requestfinished', settle);
    page.off('requestfailed', settle);
    await mend();
  }
}

/** Requests of `call` that left the browser (what a double click would double). */
function wire(page: Page, call: Call): { count: () => number; stop: () => void } {
  let sent = 0;
  const listen = (request: Request) => {
    if (new URL(request.url()).pathname === call.path && request.method() === (call.method ?? 'GET')) sent += 1;
  };
  page.on('request', listen);
  return { count: () => sent, stop: () => page.off('request', listen) };
}

/**
 * One cell of a submit: the form filled, the fault on, the click; what the user sees, that the typing
 * stays, then the fault cleared and the same click again. A money request is carried out once.
 */
async function submitCell(page: Page, submit: Submit, call: Call, fault: Fault, member?: string): Promise<string> {
  const fields = await submit.fill(page);
  const typed = await Promise.all(fields.map((field) => field.inputValue()));
  const before = member === undefined ? undefined : submit.carriedOut?.(member);
  const sent = wire(page, call);
  const { held, mend } = await breakCall(page, call, fault);
  const button = submit.button(page);
  try {
    if (fault === '10 s answer') {
      // An impatient double click while the answer takes 10 s: one request.
      await button.dblclick();
      await expect.poll(() => held.length).toBe(1);
      await page.clock.fastForward(10_000);
      expect(await messages(page), 'nothing has failed yet').toEqual([]);
      await mend();
      await submit.done(page);
      expect(sent.count()).toBe(1);
      if (before !== undefined) expect(submit.carriedOut!(member!) - before, 'carried out once').toBe(1);
      return 'busy, one request, then done';
    }

    await button.click();
    let seen: string;
    if (fault === '401' && member) {
      await page.getByRole('dialog', { name: 'Log in to continue' }).waitFor();
      seen = 'login prompt';
      await mend();
      await logInThrough(page, member);
    } else {
      if (fault === 'timeout') await waitOutTimeouts(page, async () => (await messages(page)).length > 0);
      await expect.poll(() => messages(page), { message: 'a message says what failed' }).not.toEqual([]);
      const shown = await messages(page);
      for (const text of shown) expect(isOwnMessage(text), `"${text}" is one of the app's messages`).toBe(true);
      seen = shown.join(' / ');
      await mend();
    }
    // Nothing typed is lost; one request per click.
    expect(await Promise.all(fields.map((field) => field.inputValue()))).toEqual(typed);
    expect(sent.count()).toBe(1);
    await button.click();
    await submit.done(page);
    expect(sent.count()).toBe(2);
    // The lost answer's request and its retry are one deposit or withdrawal on the platform.
    if (before !== undefined) expect(submit.carriedOut!(member!) - before, 'carried out once').toBe(1);
    return `${seen}; typing kept; Retry ${before !== undefined ? 'done once' : 'done'}`;
  } finally {
    sent.stop();
    await mend();
  }
}

/** Faults a query retries once by itself (network, timeout, 5xx). */
const retried = (fault: Fault) => ['network error', 'timeout', 'HTTP 500', '502 HTML'].includes(fault);

describe('the fault matrix: each call of each screen meets each fault', () => {
  for (const screen of [HOME, LOBBY]) {
    test(`${screen.name}, as a visitor`, { timeout: 600_000 }, async () => {
      const { page, errors } = await newPage();
      for (const call of screen.calls) {
        for (const fault of faultsOf(call)) {
          await cell(screen.name, call.path, fault, () => getCell(page, screen, call, fault, undefined));
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  test('the login popup, as a visitor: its own calls and the login itself', { timeout: 600_000 }, async () => {
    const { page, errors } = await newPage();
    for (const call of LOGIN.calls) {
      for (const fault of faultsOf(call)) await cell(LOGIN.name, call.path, fault, () => getCell(page, LOGIN, call, fault, undefined));
    }
    for (const call of LOGIN_SUBMIT.calls) {
      for (const fault of FAULTS) {
        await page.evaluate(() => sessionStorage.clear());
        await cell(LOGIN_SUBMIT.screen, `${call.method ?? 'GET'} ${call.path}`, fault, () => submitCell(page, LOGIN_SUBMIT, call, fault));
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  for (const submit of [DEPOSIT_SUBMIT, WITHDRAW_SUBMIT]) {
    test(`the ${submit.screen} itself, one player per fault: typing kept, carried out once`, { timeout: 600_000 }, async () => {
      const players = freshPlayers(FAULTS.length);
      for (const [index, fault] of FAULTS.entries()) {
        const { page, errors } = await newPage();
        await open(page, '/');
        await logInThrough(page, players[index]!);
        const call = submit.calls[0]!;
        await cell(submit.screen, `POST ${call.path}`, fault, () => submitCell(page, submit, call, fault, players[index]!));
        expect(errors).toEqual([]);
        await page.context().close();
      }
    });
  }

  for (const screen of [MEMBER_HOME, DEPOSIT, WITHDRAW]) {
    test(`${screen.name}, as member01`, { timeout: 600_000 }, async () => {
      const { page, errors } = await newPage();
      await open(page, '/');
      await logInThrough(page, 'member01');
      for (const call of screen.calls) {
        for (const fault of faultsOf(call)) {
          await cell(screen.name, call.path, fault, () => getCell(page, screen, call, fault, 'member01'));
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
