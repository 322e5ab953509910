/**
 * The account record and the betting record wired to the fake platform, as member01 on the pinned
 * day: the ledger names the member's account and filters by the client's code types; the bets come
 * from each product's relay, sports with its settled and open bets apart.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { PINNED_EPOCH } from '../../../../mocks/db/world.ts';
import { captureQuery } from '../../../../tests/support/capture-query.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario } from '../../../../tests/support/scenario.ts';
import { AccountRecordPage } from '../pages/AccountRecordPage.tsx';
import { BettingRecordPage } from '../pages/BettingRecordPage.tsx';

beforeEach(() => {
  // The panels' default period is the brand's last 7 days: the pinned day, where the seeded history ends.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(PINNED_EPOCH + 60_000);
  setScenario('member');
});

afterEach(() => {
  vi.useRealTimers();
});

const bodyRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

test("the account record asks for the member's own account, shows the platform's type names, and filters one code type", async () => {
  const user = userEvent.setup();
  const sent = await captureQuery('/wps/relay/ODSFE2_MemTransDet', async () => {
    renderCentrePage(AccountRecordPage);
    await screen.findAllByRole('cell', { name: 'Withdrawal' });
  });
  expect(sent.query.get('subordinateName')).toBe('member01');
  expect(sent.query.get('codeTypes')).toBe('');
  expect(bodyRows('Account transactions')).toHaveLength(10);

  const type = screen.getByRole('combobox', { name: 'Type' });
  // A plain member is not offered the agents' income.
  expect(within(type).queryByRole('option', { name: 'Hourly salary' })).toBeNull();
  await user.selectOptions(type, 'deposit');
  await waitFor(() => {
    const rows = bodyRows('Account transactions');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Deposit');
  });
});

test("the betting record asks each product's relay; sports keeps its open bet apart", async () => {
  const user = userEvent.setup();
  renderCentrePage(BettingRecordPage);
  await waitFor(() => expect(bodyRows('Bets').length).toBeGreaterThan(1));
  // Slots settle as they are played: no settled or unsettled choice.
  expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Game category' }), 'SPORTS');
  const status = await screen.findByRole('combobox', { name: 'Status' });
  const open = await captureQuery('/wps/relay/ODSFE2_SportsUnsettOrders', async () => {
    await user.selectOptions(status, 'unsettled');
    await waitFor(() => expect(bodyRows('Bets')).toHaveLength(2));
  });
  expect(open.query.get('accountType')).toBe('');
  // The one open bet, and the totals row under it.
  expect(within(bodyRows('Bets')[0]!).getByText('Unsettled')).toBeVisible();
});
