/**
 * The team pages on the fake platform, as agent01 reads them over the last 7 days of the pinned
 * calendar: team betting one product at a time (lottery first, its footer without a result), the team
 * ledger in the platform's words for each type with its code-type and member filters, team management
 * paged with its record count, and the overview's counts. Each asks the platform's own relay.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import { PINNED_EPOCH } from '../../../../mocks/db/world.ts';
import { server } from '../../../../mocks/node.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario } from '../../../../tests/support/scenario.ts';
import { TeamBettingPage } from './TeamBettingPage.tsx';
import { TeamManagementPage } from './TeamManagementPage.tsx';
import { TeamOverviewPage } from './TeamOverviewPage.tsx';
import { TransactionDetailsPage } from './TransactionDetailsPage.tsx';

const SEEDING = { timeout: 5_000 };

// The period filters count back from today: today is the pinned calendar's (only Date is faked; timers, fetch and React stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(PINNED_EPOCH);
  setScenario('agent');
});
afterEach(() => vi.useRealTimers());

/** The query strings sent to a relay while the test runs. */
function queriesTo(path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}

const summaryIds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot="history-summary-item"]')].map((item) => item.getAttribute('data-id'));

test('team betting: lottery first on its team relay, then live casino on its bet-record relay for the whole team, with a result in the footer', async () => {
  const lottery = queriesTo('/wps/relay/ODSFE2_lottTeamBet');
  const live = queriesTo('/wps/relay/ODSFE2_LiveOrders');
  const user = userEvent.setup();
  const { container } = renderCentrePage(TeamBettingPage);
  const table = await screen.findByRole('table', { name: 'Team bets' }, SEEDING);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SEEDING);
  expect(lottery.at(-1)!.get('prizeModeId')).toBe('1');
  expect(lottery.at(-1)!.get('page')).toBe('1');
  expect(summaryIds(container)).toEqual(['betAmount', 'validBetAmount', 'winAmount']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'LIVE');
  await waitFor(() => expect(live.length).toBeGreaterThan(0));
  expect(live.at(-1)!.get('subordinateName')).toBe('');
  await waitFor(() => expect(summaryIds(container)).toEqual(['betAmount', 'validBetAmount', 'winAmount', 'profitLoss']));
  const rows = within(screen.getByRole('table', { name: 'Team bets' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.length).toBeGreaterThan(0);
  // Settled bets only on a product's bet-record relay: each says how it ended.
  for (const row of rows) expect(within(row).getAllByRole('cell').at(-1)!.textContent).toMatch(/^(Won|Lost|Tie|Cancelled)$/);
});

test('transaction details: the team ledger in the platform’s words, narrowed by code type and then to one member', async () => {
  const ledger = queriesTo('/wps/relay/ODSFE2_MemTransDet');
  const user = userEvent.setup();
  renderCentrePage(TransactionDetailsPage);
  const table = await screen.findByRole('table', { name: 'Team transactions' }, SEEDING);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), SEEDING);
  expect(ledger[0]!.get('excludeTxTypeIds')).toBe('6231,2004,4203,4223,6156,4253,6103,6202,6203');
  expect(ledger[0]!.get('subordinateName')).toBe('');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'deposit');
  await waitFor(() => expect(ledger.at(-1)!.get('codeTypes')).toBe('deposit'));
  await waitFor(() => {
    const rows = within(screen.getByRole('table', { name: 'Team transactions' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Deposit');
  });
  const member = within(within(screen.getByRole('table', { name: 'Team transactions' })).getAllByRole('row')[1]!).getAllByRole('cell')[1]!
    .textContent!;
  await user.type(screen.getByRole('searchbox', { name: 'Username' }), `${member}{Enter}`);
  await waitFor(() => expect(ledger.at(-1)!.get('subordinateName')).toBe(member));
  await waitFor(() => {
    const rows = within(screen.getByRole('table', { name: 'Team transactions' }))
      .getAllByRole('row')
      .slice(1);
    for (const row of rows) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(member);
  });
});

test('team management: the downlines with their record count, the next page asked as page 2', async () => {
  const downlines = queriesTo('/wps/relay/ODSFE2_getSubordinatev2');
  const user = userEvent.setup();
  renderCentrePage(TeamManagementPage);
  expect(await screen.findByText('1–10 of 39', {}, SEEDING)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Next/ }));
  await waitFor(() => expect(downlines.at(-1)!.get('page')).toBe('2'));
  expect(downlines.at(-1)!.get('size')).toBe('10');
  expect(await screen.findByText('11–20 of 39')).toBeInTheDocument();
});

test('overview: the period’s counts and money from the team overview sum', async () => {
  const overview = queriesTo('/wps/relay/ODSFE2_getTeamOverviewSum');
  const { container } = renderCentrePage(TeamOverviewPage);
  await screen.findByRole('table', { name: 'Money in the period' }, SEEDING);
  expect(overview[0]!.has('startDate') && overview[0]!.has('endDate')).toBe(true);
  const betCount = container.querySelector('[data-slot="overview-figure"][data-id="betCount"] dd')!;
  expect(Number(betCount.textContent!.replace(/\D/g, ''))).toBeGreaterThan(0);
});
