/**
 * The wallet panel on the fake platform: "All to main wallet" is the platform's wallet return
 * (GCS_walletReturn with the member's id); what came back is read off the balances again and said.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@ui/i18n/format.ts';
import { beforeEach, expect, test } from 'vitest';
import { findAccount } from '../../../../mocks/db/accounts.ts';
import { balanceOf, sumBalance, transferBetweenWallets } from '../../../../mocks/db/wallets.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario } from '../../../../tests/support/scenario.ts';
import { TransferFundPage } from './TransferFundPage.tsx';

const LOADED = { timeout: 10_000 };
const SLOTS = 6;

beforeEach(() => {
  setScenario('member');
});

test('all to main brings the game wallets back and says how much came back', async () => {
  const user = userEvent.setup();
  const member = findAccount('member01')!;
  transferBetweenWallets(member, 2, SLOTS, 40_000);
  const inGames = sumBalance(member) - balanceOf(member);
  renderCentrePage(TransferFundPage);
  const button = await screen.findByRole('button', { name: 'All to main wallet' }, LOADED);
  await waitFor(() => expect(button).toBeEnabled(), LOADED);
  await user.click(button);
  expect(await screen.findByText(`${formatMoney(inGames)} moved back to the main wallet.`, {}, LOADED)).toBeVisible();
  expect(balanceOf(member, SLOTS)).toBe(0);
  expect(balanceOf(member)).toBe(sumBalance(member));
});

test('a transfer names the member by the member info id, and the balances follow', async () => {
  const user = userEvent.setup();
  const member = findAccount('member01')!;
  const before = balanceOf(member, SLOTS);
  renderCentrePage(TransferFundPage);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'To' }, LOADED), 'Slots');
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25000');
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText(/moved from Main wallet to Slots\./, {}, LOADED)).toBeVisible();
  expect(balanceOf(member, SLOTS)).toBe(before + 25_000);
});
