/**
 * The agent centre on the fake platform (issue 17): agent01 opens it on the overview and sees its
 * team's figures as the platform sums them with every contract entry its flags switch on (flags off:
 * AgentCentre.test.tsx),
 * team management searches and drills into a downline agent's team, a downline registered from the
 * Account page then shows in team management, a plain member is refused in words, and a visitor
 * gets the login prompt.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { followTheCalendar } from '../../mocks/db/world.ts';
import { formatMoney } from '../../ui/i18n/format.ts';
import { addDays, todayIn } from '../../ui/records/date-range.ts';
import { launch, openPage } from './browser.ts';

// The demo build lays its reports back from today (GMT+7); so does this process, to know what they hold.
followTheCalendar();
const fixtures = await import('../../mocks/fixtures/agent.ts');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const today = todayIn('Asia/Ho_Chi_Minh');
const last7 = { start: addDays(today, -6), end: today };
const money = (amount: number) => formatMoney(amount, { language: 'EN', currency: 'VND' });

const centre = (page: Page) => page.getByRole('region', { name: 'Agent centre', exact: true });
const centreMenu = (page: Page) => page.getByRole('navigation', { name: 'Agent centre pages' });
const panel = (page: Page, title: string) => centre(page).getByRole('region', { name: title, exact: true });
const pathname = (page: Page) => new URL(page.url()).pathname;
const figure = (page: Page, id: string) => page.locator(`[data-slot="overview-figure"][data-id="${id}"] dd`);
const teamRows = (page: Page) =>
  panel(page, 'Team management').locator('[data-slot="records-table-row"]:visible, [data-slot="records-card"]:visible');

describe('agent centre', () => {
  test('agent01 opens the centre on the overview: the last 7 days as the platform sums them, every contract entry', async () => {
    const { page, errors } = await openPage(browser, '/index?scenario=agent');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Agent centre' }).click();
    await panel(page, 'Overview').waitFor();
    expect(pathname(page)).toBe('/agent/agentTeamOverview');
    const week = fixtures.teamOverviewFixture(last7);
    const count = (value: number) => value.toLocaleString('en');
    await expect.poll(() => figure(page, 'betCount').textContent()).toBe(count(week.betCount));
    expect(await figure(page, 'depositCount').textContent()).toBe(count(week.depositCount));
    expect(await figure(page, 'registrations').textContent()).toBe(count(week.registrations));
    const chart = page.getByRole('table', { name: 'Money in the period' });
    expect(
      await chart
        .getByRole('row', { name: /^Deposits/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe(money(week.depositAmount));
    expect(
      await chart
        .getByRole('row', { name: /^Valid bets/ })
        .getByRole('cell')
        .last()
        .textContent(),
    ).toBe(money(week.validBetAmount));
    // The seeded agent has every contract flag on: the four contract entries follow the team pages.
    const links = await centreMenu(page).getByRole('link').allTextContents();
    expect(links).toHaveLength(12);
    expect(links.slice(-4)).toEqual(['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary']);
    // Close goes back where the agent was.
    await centre(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => pathname(page)).toBe('/index');
    expect(errors).toEqual([]);
  });

  test('team management: search by username, drill into agent02’s team and back by the breadcrumb', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentTeamManagement?scenario=agent');
    const view = panel(page, 'Team management');
    await expect.poll(() => teamRows(page).count()).toBe(10);
    await view.getByRole('searchbox', { name: 'Search by username' }).fill('agent0');
    await view.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => teamRows(page).count()).toBe(1);
    await view.getByRole('button', { name: 'Team of agent02' }).click();
    const direct = fixtures.teamMembersFixture({ upline: 'agent02', size: 100 });
    await expect.poll(() => teamRows(page).count()).toBe(direct.list.length);
    const crumbs = view.getByRole('navigation', { name: 'Whose team' });
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Team of agent02');
    await view.getByRole('button', { name: 'Team of agent42' }).click();
    await crumbs.getByText('Team of agent42').waitFor();
    await crumbs.getByRole('button', { name: 'My team' }).click();
    await crumbs.locator('[aria-current="page"]').getByText('My team').waitFor();
    await expect.poll(() => teamRows(page).count()).toBe(10);
    expect(errors).toEqual([]);
  });

  test('registering a downline: refused in words first, then opened, and it is in team management', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentAccount?scenario=agent');
    const view = panel(page, 'Account');
    await view.getByRole('textbox', { name: /Username/ }).fill('agent02');
    await view.getByLabel(/^Password/).fill('abc123');
    await view.getByLabel(/^Verify password/).fill('abc123');
    await view.getByRole('button', { name: 'Open the account' }).click();
    await view.getByRole('alert').getByText('This username is already taken. Choose another.').waitFor();
    // What was typed stays; a new name goes through.
    expect(await view.getByLabel(/^Password/).inputValue()).toBe('abc123');
    await view.getByRole('textbox', { name: /Username/ }).fill('downline77');
    await view.getByRole('textbox', { name: /Nickname/ }).fill('Seventy Seven');
    await view.getByRole('button', { name: 'Open the account' }).click();
    const done = view.getByRole('status').filter({ hasText: 'Account opened' });
    await done.getByText('downline77 is now in your team.').waitFor();
    await done.getByRole('button', { name: 'See it in team management' }).click();
    await panel(page, 'Team management').waitFor();
    expect(pathname(page)).toBe('/agent/agentTeamManagement');
    await panel(page, 'Team management').getByRole('searchbox', { name: 'Search by username' }).fill('downline77');
    await panel(page, 'Team management').getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => teamRows(page).count()).toBe(1);
    expect(await teamRows(page).first().textContent()).toContain('Seventy Seven');
    expect(errors.filter((e) => !e.includes('user.exist'))).toEqual([]);
  });

  test('a plain member is refused in words, with the way to the member centre', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentTeamOverview?scenario=member');
    await centre(page).getByText('Agents only').waitFor();
    expect(
      await centre(page)
        .getByText(/^The agent centre is for agent accounts\./)
        .isVisible(),
    ).toBe(true);
    expect(await centreMenu(page).count()).toBe(0);
    await centre(page).getByRole('button', { name: 'Go to the member centre' }).click();
    await expect.poll(() => pathname(page)).toBe('/member/securityCenter');
    expect(errors).toEqual([]);
  });

  test('a visitor gets one prompt: the notice in the page, no login popup over it', async () => {
    const { page, errors } = await openPage(browser, '/agent/agentMyIncome');
    const notice = page.locator('[data-slot="centre-layout"] [data-slot="access-notice"]');
    await notice.getByText(/^Please log in first\./).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await notice.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: /^Welcome to/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
