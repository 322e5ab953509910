/**
 * The contract pages on the fake platform: agent01 (top of the tree) has no dividend of its own and
 * lists the ones it offered its downlines; agent02 reads the dividend agent01 gave it, tier by tier.
 * The actions: agent41 accepts agent01's offer, a rate over the cap is refused before sending, and
 * the lower-rate rule asks before ending agent02's contract with agent42.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario, setToken } from '../../../../tests/support/scenario.ts';
import { findAccount, issueToken } from '../../../../mocks/db/accounts.ts';
import { server } from '../../../../mocks/node.ts';
import { DividendContractPage, HourlySalaryContractPage, RealTimeSalaryContractPage } from './ContractPage.tsx';

// jsdom has no layout: the dialog's body measures itself with a ResizeObserver, which it lacks.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

test('the top agent has no dividend of its own and lists the ones it offered, with their statuses', async () => {
  setScenario('agent');
  renderCentrePage(DividendContractPage);
  expect(await screen.findByText('You have no contract of this kind.')).toBeInTheDocument();
  const issued = screen.getByRole('table', { name: 'Contracts with your downlines' });
  const rows = within(issued).getAllByRole('row').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.textContent).toMatch(/Offered|Active|Rejected|Ending requested|Ended/);
});

test("a downline agent reads its upline's real-time salary: both rates and the 5-minute settlement", async () => {
  setScenario('agent');
  setToken(issueToken(findAccount('agent02')!));
  renderCentrePage(RealTimeSalaryContractPage);
  const current = await screen.findByRole('region', { name: 'Your contract' });
  expect(within(current).getByText('Profit rate')).toBeInTheDocument();
  expect(within(current).getByText('Every 5 minutes')).toBeInTheDocument();
});

test('a downline accepts the offer its upline sent: the contract becomes its active one', async () => {
  setScenario('agent');
  setToken(issueToken(findAccount('agent41')!));
  const user = userEvent.setup();
  renderCentrePage(DividendContractPage);
  const current = await screen.findByRole('region', { name: 'Your contract' });
  expect(within(current).getByText('Offered')).toBeInTheDocument();
  await user.click(within(current).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('You accepted the contract. It is now active.')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your contract' })).getByText('Active')).toBeInTheDocument());
  // Its own dividend is in force now, so it may offer one in turn.
  expect(screen.queryByText(/you cannot offer one to a downline/)).not.toBeInTheDocument();
});

test('without a contract of its own the agent is told it cannot offer, and gets no form', async () => {
  setScenario('agent');
  setToken(issueToken(findAccount('agent41')!));
  renderCentrePage(HourlySalaryContractPage);
  expect(
    await screen.findByText('You have no contract of this kind of your own, so you cannot offer one to a downline.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Offer a contract' })).not.toBeInTheDocument();
});

test('a real-time rate above the agent’s own is refused before sending, naming the cap, and the input stays', async () => {
  setScenario('agent');
  setToken(issueToken(findAccount('agent02')!));
  const user = userEvent.setup();
  renderCentrePage(RealTimeSalaryContractPage);
  await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer a real-time salary contract' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Downline/ }), 'agent42');
  await user.type(within(dialog).getByRole('textbox', { name: /Profit rate/ }), '2');
  await user.type(within(dialog).getByRole('textbox', { name: /Loss rate/ }), '1');
  await user.type(within(dialog).getByRole('textbox', { name: /Single bet from/ }), '10000');
  await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
  expect(await within(dialog).findByText('The rate cannot be more than your own 0.8%.')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: /Profit rate/ })).toHaveValue('2');
});

test('an offer below what the downline gives its own downline lists the contract it ends, and ends it only once confirmed', async () => {
  setScenario('agent');
  const user = userEvent.setup();
  renderCentrePage(DividendContractPage);
  await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer a dividend contract' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Downline/ }), 'agent02');
  await user.type(within(dialog).getByRole('textbox', { name: /Period valid bet/ }), '100000000');
  await user.type(within(dialog).getByRole('textbox', { name: /Period profit and loss/ }), '20000000');
  await user.type(within(dialog).getByRole('textbox', { name: /Active members/ }), '5');
  await user.type(within(dialog).getByRole('textbox', { name: /Rate/ }), '20');
  await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
  const confirm = await screen.findByRole('alertdialog', { name: "End your downline's contracts?" });
  const affected = within(within(confirm).getByRole('list', { name: 'Contracts that would end' })).getAllByRole('listitem');
  // agent02's dividend to agent42 (DV-1003): two tiers up to 25%, above the 20% offered.
  expect(affected).toHaveLength(1);
  expect(affected[0]!.textContent).toContain('2 tiers, up to 25%');
  await user.click(within(confirm).getByRole('button', { name: 'End them and send' }));
  expect(await screen.findByText('The offer was sent to agent02; 1 of its contracts ended.')).toBeInTheDocument();
});

test('the hourly salary is read on its own relay and answered by POST on the process relay: the upline confirms the downline’s request', async () => {
  setScenario('agent');
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.includes('HourSalary')) calls.push(`${request.method} ${pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  const user = userEvent.setup();
  renderCentrePage(HourlySalaryContractPage);
  const issued = await screen.findByRole('table', { name: 'Contracts with your downlines' });
  const asked = within(issued)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('button', { name: 'Confirm termination' }))!;
  await user.click(within(asked).getByRole('button', { name: 'Confirm termination' }));
  expect(await screen.findByText('The contract has ended.')).toBeInTheDocument();
  expect(calls).toContain('GET /wps/relay/MCSFE_getContractHourSalaryInfo');
  expect(calls).toContain('POST /wps/relay/MCS2_processContractHourSalary');
  expect(calls.filter((call) => call.startsWith('GET') && call.includes('process'))).toEqual([]);
});
