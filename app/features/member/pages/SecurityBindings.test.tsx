/**
 * The binding dialogs wired to the fake platform, as member04 (a bare member: no phone, email, card or
 * payment password), from the security centre and from the withdraw panel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { findAccount, issueToken } from '../../../../mocks/db/accounts.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario, setToken } from '../../../../tests/support/scenario.ts';
import { SecurityCenterPage } from './SecurityCenterPage.tsx';
import { WithdrawPage } from './WithdrawPage.tsx';

const LOADED = { timeout: 10_000 };

beforeEach(() => {
  setScenario('member');
  setToken(issueToken(findAccount('member04')!));
});

test("the security centre sets the payment password: the platform's rule and refusal in words, then saved and shown as set", async () => {
  const user = userEvent.setup();
  renderCentrePage(SecurityCenterPage);
  await user.click(await screen.findByRole('button', { name: 'Set it up Payment password' }, LOADED));
  const dialog = screen.getByRole('dialog', { name: 'Set the payment password' });
  const field = (name: RegExp) => within(dialog).getByLabelText(name);

  // Six digits break the registration rule the platform announces (a capital is required).
  await user.type(field(/^Login password/), 'wrong-one');
  await user.type(field(/^New payment password/), '135790');
  await user.type(field(/^Confirm the payment password/), '135790');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Payment password must be 6 - 12 letters or digits, with at least one capital letter'),
  ).toBeVisible();

  await user.clear(field(/^New payment password/));
  await user.type(field(/^New payment password/), 'Pay13579');
  await user.clear(field(/^Confirm the payment password/));
  await user.type(field(/^Confirm the payment password/), 'Pay13579');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('The login password is incorrect', {}, LOADED)).toBeVisible();
  expect(field(/^New payment password/)).toHaveValue('Pay13579');

  await user.clear(field(/^Login password/));
  await user.type(field(/^Login password/), 'Abc12345');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
  expect(screen.getByRole('status')).toHaveTextContent('Payment password saved.');
  expect(await screen.findByRole('button', { name: 'Change Payment password' })).toBeVisible();
  expect(findAccount('member04')!.paymentPassword).toBe('Pay13579');
});

test('the withdraw panel with no card: adding one first sets the payment password, comes back to the card, and the card is there to withdraw to', async () => {
  const user = userEvent.setup();
  renderCentrePage(WithdrawPage);
  expect(await screen.findByText('No bank account bound yet', {}, LOADED)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add a bank card' }));

  const cardDialog = () => screen.getByRole('dialog', { name: 'Add a bank card' });
  expect(within(cardDialog()).getByText('Set a payment password before adding a card.')).toBeVisible();
  await user.click(within(cardDialog()).getByRole('button', { name: 'Set it up' }));

  const passwordDialog = screen.getByRole('dialog', { name: 'Set the payment password' });
  await user.type(within(passwordDialog).getByLabelText(/^Login password/), 'Abc12345');
  await user.type(within(passwordDialog).getByLabelText(/^New payment password/), 'Pay13579');
  await user.type(within(passwordDialog).getByLabelText(/^Confirm the payment password/), 'Pay13579');
  await user.click(within(passwordDialog).getByRole('button', { name: 'Save' }));

  // Back at the card, now with its fields.
  const bank = await within(await screen.findByRole('dialog', { name: 'Add a bank card' }, LOADED)).findByRole(
    'combobox',
    { name: /^Bank/ },
    LOADED,
  );
  await within(bank).findByRole('option', { name: 'Vietcombank' }, LOADED);
  await user.selectOptions(bank, 'Vietcombank');
  await user.type(within(cardDialog()).getByRole('textbox', { name: /^Account holder/ }), 'NGUYEN VAN AN');
  await user.type(within(cardDialog()).getByRole('textbox', { name: /^Account number/ }), '0123456789');
  await user.type(within(cardDialog()).getByLabelText(/^Payment password/), 'Pay13579');
  await user.click(within(cardDialog()).getByRole('button', { name: 'Add a bank card' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
  expect(await screen.findByText('Bank cards saved.', {}, LOADED)).toBeVisible();
  expect(screen.getAllByText(/Vietcombank/).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
});
