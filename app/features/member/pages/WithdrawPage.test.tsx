/**
 * The withdraw panel on the fake platform: the fee of what is typed (asked once the member pauses),
 * the confirmation of amount, fee and what arrives, the SMS code above the settings' amount, a wrong
 * payment password back at the form, and turnover still owed hiding the form.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@ui/i18n/format.ts';
import { beforeEach, expect, test } from 'vitest';
import { findAccount } from '../../../../mocks/db/accounts.ts';
import { WITHDRAW_SMS_ABOVE } from '../../../../mocks/db/funds.ts';
import { post, withdrawalsOf } from '../../../../mocks/db/wallets.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario } from '../../../../tests/support/scenario.ts';
import { WithdrawPage } from './WithdrawPage.tsx';

const LOADED = { timeout: 10_000 };
/** Amounts as the panel shows them here (the harness sets no brand currency). */
const money = (amount: number) => formatMoney(amount);

beforeEach(() => {
  setScenario('member');
});

const form = () => screen.getByRole('region', { name: 'New withdrawal' });

test('the fee of the amount typed, then the confirmation of amount, fee and what arrives; one withdrawal, shown as processing', async () => {
  const user = userEvent.setup();
  renderCentrePage(WithdrawPage);
  const eWallet = await screen.findByRole('radio', { name: /E-wallet/ }, LOADED);
  await user.click(eWallet);
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), '50000');
  // 1% of an e-wallet withdrawal, at least ₫2,000 (the fake platform's rule), asked for after the pause.
  expect(await screen.findByText(`Fee ${money(2_000)} · you receive ${money(48_000)}`, {}, LOADED)).toBeVisible();
  await user.type(screen.getByLabelText(/^Payment password/), '123456');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  const summary = await screen.findByRole('region', { name: 'Check your withdrawal' });
  expect(within(summary).getByText(money(48_000))).toBeVisible();
  const count = withdrawalsOf(findAccount('member01')!).length;
  await user.click(within(summary).getByRole('button', { name: 'Confirm withdrawal' }));
  expect(await screen.findByText(`Withdrawal of ${money(50_000)} requested. It shows as processing below.`, {}, LOADED)).toBeVisible();
  expect(withdrawalsOf(findAccount('member01')!)).toHaveLength(count + 1);
  expect(withdrawalsOf(findAccount('member01')!)[0]).toMatchObject({ amount: 50_000, fee: 2_000, actualAmount: 48_000 });
});

test('a wrong payment password goes back to the form and says so under the password; the amount stays', async () => {
  const user = userEvent.setup();
  renderCentrePage(WithdrawPage);
  await user.type(await screen.findByRole('textbox', { name: /Amount/ }, LOADED), '30000');
  await user.type(screen.getByLabelText(/^Payment password/), '000000');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  // Confirm waits for the fee of this amount.
  const confirm = await screen.findByRole('button', { name: 'Confirm withdrawal' }, LOADED);
  await waitFor(() => expect(confirm).toBeEnabled(), LOADED);
  await user.click(confirm);
  expect(await screen.findByText('The payment password is incorrect. Please try again.', {}, LOADED)).toBeVisible();
  expect(screen.getByLabelText(/^Payment password/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('30,000');
});

test('above the amount the settings name, the SMS code sent to the bound mobile goes with the withdrawal', async () => {
  const user = userEvent.setup();
  post(findAccount('member01')!, { amount: 3_000_000, kind: 'deposit', remark: 'Test deposit' });
  renderCentrePage(WithdrawPage);
  const amount = WITHDRAW_SMS_ABOVE + 500_000;
  await user.type(await screen.findByRole('textbox', { name: /Amount/ }, LOADED), String(amount));
  expect(screen.getByText(/An SMS code to your mobile is asked for/)).toBeVisible();
  await user.type(screen.getByLabelText(/^Payment password/), '123456');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  const confirm = await screen.findByRole('button', { name: 'Confirm withdrawal' }, LOADED);
  await waitFor(() => expect(confirm).toBeEnabled(), LOADED);
  await user.click(screen.getByRole('button', { name: /Get code/ }));
  await user.type(screen.getByRole('textbox', { name: /SMS code/ }), '246810');
  await user.click(confirm);
  expect(await screen.findByText(`Withdrawal of ${money(amount)} requested. It shows as processing below.`, {}, LOADED)).toBeVisible();
  expect(form()).toBeInTheDocument();
});

test('turnover still owed (vip01): what is left and why, and no form', async () => {
  setScenario('vip');
  renderCentrePage(WithdrawPage);
  expect(await screen.findByRole('heading', { name: 'Turnover still required' }, LOADED)).toBeVisible();
  expect(screen.getByText('Withdrawals open once the turnover below is complete.')).toBeVisible();
  expect(within(screen.getByRole('region', { name: 'Turnover still required' })).getByText('All games')).toBeVisible();
  expect(within(form()).queryByRole('button', { name: 'Withdraw' })).toBeNull();
});
