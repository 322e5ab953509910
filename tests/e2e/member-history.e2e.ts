/**
 * The member centre's history panels on the fake platform (issue 16), as member01: the betting
 * record (one product at a time, slots first), the account record, profit and loss and the rebates
 * each show the platform's own seeded records for the default period (the last 7 days; the demo's
 * histories end today), a longer period changes them, a period before the history says it is empty,
 * and a call that fails shows a message whose Retry recovers once the platform answers again. Most
 * of the platform's lists send only their page count: their pagers read "Page 1 of 7".
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { followTheCalendar } from '../../mocks/db/world.ts';
import { formatMoney } from '../../ui/i18n/format.ts';
import { addDays, todayIn } from '../../ui/records/date-range.ts';
import { launch, openPage, newContext } from './browser.ts';

// The demo build lays its histories back from today (GMT+7); so does this process, to know what they hold.
followTheCalendar();
const fixtures = await import('../../mocks/fixtures/history.ts');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const today = todayIn('Asia/Ho_Chi_Minh');
const last7 = { start: addDays(today, -6), end: today };
const last30 = { start: addDays(today, -29), end: today };
const money = (amount: number) => formatMoney(amount, { language: 'EN', currency: 'VND' });

const panel = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: title, exact: true });
/** The panel's record list (the first records table: the rebate panel has the rate table after it). */
const records = (panel: Locator) => panel.locator('[data-slot="records-table"]').first();
/** Rows of the table or cards of the phone list, whichever the panel's width shows. */
const shown = (list: Locator) => list.locator('[data-slot="records-table-row"]:visible, [data-slot="records-card"]:visible');
const pagerSummary = (list: Locator) => list.locator('[data-slot="records-pagination-summary"]');
const preset = (panel: Locator, name: string) => panel.getByRole('button', { name, exact: true });

/** Every call to these paths fails (HTTP 500 #727) until mended with []. */
async function failPaths(page: Page, paths: string[]) {
  await page.waitForFunction(() => 'fakePlatform' in window);
  await page.evaluate(
    (list) => (window as unknown as { fakePlatform: { failPaths: (p: string[]) => void } }).fakePlatform.failPaths(list),
    paths,
  );
}

/** A custom period long before the seeded history: the list says it has nothing. */
async function chooseEmptyPeriod(view: Locator) {
  await preset(view, 'Custom').click();
  await view.getByLabel('From', { exact: true }).fill(addDays(today, -400));
  await view.getByLabel('To', { exact: true }).fill(addDays(today, -380));
  await view.getByRole('button', { name: 'Apply' }).click();
}

const yesterday = { start: addDays(today, -1), end: addDays(today, -1) };

/**
 * Breaks the panel's call, moves to yesterday (a period not asked yet, so a new request), sees the
 * message, mends the call and retries: the list then shows yesterday's records, or says it has none.
 */
async function failThenRetry(page: Page, view: Locator, path: string, message: string, yesterdayCount: number) {
  await failPaths(page, [path]);
  await preset(view, 'Yesterday').click();
  const alert = records(view).getByRole('alert').filter({ visible: true });
  await alert.getByText(message).waitFor();
  // The rest of the panel stays: the period filter is still there to use.
  expect(await preset(view, 'Today').isVisible()).toBe(true);
  await failPaths(page, []);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await alert.waitFor({ state: 'detached' });
  await expect.poll(() => records(view).getAttribute('data-state')).toBe(yesterdayCount > 0 ? 'ready' : 'empty');
  expect(await shown(records(view)).count()).toBe(Math.min(10, yesterdayCount));
}

describe('member history panels', () => {
  test('betting record: the last 7 days of slot bets with totals, a longer period, another product, an empty one, a failure retried', async () => {
    const { page, errors } = await openPage(browser, '/member/personalHistoryCopy?scenario=member');
    const view = panel(page, 'Betting record');
    const week = fixtures.bettingFixture('member', { ...last7, product: 'RNG' });
    expect(week.list.length).toBeGreaterThan(0);
    const list = records(view);
    await shown(list).filter({ hasText: week.list[0]!.orderNo }).waitFor();
    expect(await shown(list).count()).toBe(Math.min(10, week.list.length));
    // The third-party relays count their bets.
    await expect.poll(() => pagerSummary(list).textContent()).toBe(`1–${Math.min(10, week.list.length)} of ${week.list.length}`);
    const stake = view.locator('[data-slot="history-summary-item"][data-id="stake"] dd');
    expect(await stake.textContent()).toBe(money(week.totals.betAmount));

    const month = fixtures.bettingFixture('member', { ...last30, product: 'RNG' });
    await preset(view, 'Last 30 days').click();
    await expect.poll(() => pagerSummary(list).textContent()).toBe(`1–10 of ${month.list.length}`);
    expect(month.list.length).toBeGreaterThan(week.list.length);
    await expect.poll(() => stake.textContent()).toBe(money(month.totals.betAmount));

    // Sports asks its own relays: the settled bets, then the open one.
    const sports = fixtures.bettingFixture('member', { ...last30, product: 'SPORTS' });
    await view.getByLabel('Game category').selectOption('SPORTS');
    await expect.poll(() => stake.textContent()).toBe(money(sports.totals.betAmount));
    await view.getByLabel('Status').selectOption('unsettled');
    await expect
      .poll(() => shown(list).count())
      .toBe(fixtures.bettingFixture('member', { ...last30, product: 'SPORTS', settled: false }).list.length);
    await view.getByLabel('Game category').selectOption('RNG');

    await chooseEmptyPeriod(view);
    await list.getByText('No bets in this period.').filter({ visible: true }).waitFor();
    expect(await shown(list).count()).toBe(0);

    const yesterdays = fixtures.bettingFixture('member', { ...yesterday, product: 'RNG' }).list.length;
    await failThenRetry(page, view, '/wps/relay/ODSFE2_RNGOrders', 'The bets could not be loaded.', yesterdays);
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  test('account record: the ledger of the last 7 days, by type, an empty period, a failure retried', async () => {
    const { page, errors } = await openPage(browser, '/member/transactionHistory?scenario=member');
    const view = panel(page, 'Account record');
    const list = records(view);
    const week = fixtures.ledgerFixture('member', last7);
    expect(week.length).toBeGreaterThan(10);
    await expect.poll(() => pagerSummary(list).textContent()).toBe(`Page 1 of ${Math.ceil(week.length / 10)}`);
    expect(await shown(list).count()).toBe(10);

    const deposits = fixtures.ledgerFixture('member', { ...last7, codeType: 'deposit' });
    await view.getByLabel('Type').selectOption('deposit');
    await expect.poll(() => pagerSummary(list).textContent()).toBe(`Page 1 of ${Math.ceil(deposits.length / 10)}`);
    expect(await shown(list).count()).toBe(Math.min(10, deposits.length));
    await view.getByLabel('Type').selectOption('');

    const todays = fixtures.ledgerFixture('member', { start: today, end: today });
    await preset(view, 'Today').click();
    await expect.poll(() => shown(list).count()).toBe(Math.min(10, todays.length));

    await chooseEmptyPeriod(view);
    await list.getByText('No transactions in this period.').filter({ visible: true }).waitFor();

    const yesterdays = fixtures.ledgerFixture('member', yesterday).length;
    await failThenRetry(page, view, '/wps/relay/ODSFE2_MemTransDet', 'The account record could not be loaded.', yesterdays);
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  test('profit and loss: per category and the net for the last 7 days, another period, an empty one, a failure retried', async () => {
    const { page, errors } = await openPage(browser, '/member/personalProfit?scenario=member');
    const view = panel(page, 'Profit and loss');
    const list = records(view);
    const week = fixtures.profitLossFixture('member', last7);
    expect(week.categories.length).toBeGreaterThan(0);
    await expect.poll(() => shown(list).count()).toBe(week.categories.length);
    const net = view.locator('[data-slot="history-summary-item"][data-id="netProfit"] dd');
    const signed = (amount: number) => (amount > 0 ? `+${money(amount)}` : money(amount));
    expect(await net.textContent()).toBe(signed(week.netProfit));

    const month = fixtures.profitLossFixture('member', last30);
    await preset(view, 'Last 30 days').click();
    await expect.poll(() => net.textContent()).toBe(signed(month.netProfit));
    expect(await shown(list).count()).toBe(month.categories.length);

    await chooseEmptyPeriod(view);
    await list.getByText('No bets in this period, so no profit or loss.').filter({ visible: true }).waitFor();

    const yesterdays = fixtures.profitLossFixture('member', yesterday);
    await failThenRetry(page, view, '/wps/relay/ODSFE2_MemPNL', 'The profit and loss could not be loaded.', yesterdays.categories.length);
    await expect.poll(() => net.textContent()).toBe(signed(yesterdays.netProfit));
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  test('rebate: the rebates of the last 7 days and the rate table, a longer period, an empty one, a failure retried', async () => {
    const { page, errors } = await openPage(browser, '/member/bonusDetails?scenario=member');
    const view = panel(page, 'Rebate');
    const list = records(view);
    const week = fixtures.rebatesFixture('member', last7);
    expect(week.list.length).toBeGreaterThan(0);
    await shown(list).first().waitFor();
    await expect.poll(() => pagerSummary(list).textContent()).toBe(`Page 1 of ${Math.ceil(week.list.length / 10)}`);
    const total = view.locator('[data-slot="history-summary-item"][data-id="totalAmount"] dd');
    expect(await total.textContent()).toBe(money(week.totalAmount));
    // The rate table: the member's rate per product type.
    const rates = fixtures.rebateRatesFixture('member');
    const rateTable = view.locator('[data-slot="rebate-rates"]');
    await expect.poll(() => shown(rateTable).count()).toBe(rates.length);

    const month = fixtures.rebatesFixture('member', last30);
    await preset(view, 'Last 30 days').click();
    await expect.poll(() => total.textContent()).toBe(money(month.totalAmount));
    expect(month.totalAmount).toBeGreaterThan(week.totalAmount);

    await chooseEmptyPeriod(view);
    await list.getByText('No rebates in this period.').filter({ visible: true }).waitFor();

    const yesterdays = fixtures.rebatesFixture('member', yesterday);
    await failThenRetry(page, view, '/wps/relay/ODSFE2_MemberRebate', 'The rebates could not be loaded.', yesterdays.list.length);
    await expect.poll(() => total.textContent()).toBe(money(yesterdays.totalAmount));

    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
  });

  test('rebate: the rate table failing alone leaves the records, and its Retry brings the rates', async () => {
    const context = await newContext(browser);
    // The rate call fails from the first request: the test hook is trapped as the demo build installs it.
    await context.addInitScript(() => {
      let hooks: { failPaths: (paths: string[]) => void } | undefined;
      Object.defineProperty(window, 'fakePlatform', {
        configurable: true,
        get: () => hooks,
        set: (value: typeof hooks) => {
          hooks = value;
          value?.failPaths(['/wps/relay/MCSFE_getCustomerRebateSettingByProductType']);
        },
      });
    });
    const page = await context.newPage();
    await page.goto(new URL('/member/bonusDetails?scenario=member', inject('demoUrl')).href);
    const view = panel(page, 'Rebate');
    const rateTable = view.locator('[data-slot="rebate-rates"]');
    const rateAlert = rateTable.getByRole('alert').filter({ visible: true });
    await rateAlert.getByText('The rebate rates could not be loaded.').waitFor();
    await shown(records(view)).first().waitFor();
    await failPaths(page, []);
    await rateAlert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => shown(rateTable).count()).toBe(fixtures.rebateRatesFixture('member').length);
    await context.close();
  });
});
