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

test('the withdraw panel with no card: the first card sets the first payment password (as the bind rules ask), and the card is there to withdraw to', async () => {
  const user = userEvent.setup();
  renderCentrePage(WithdrawPage);
  expect(await screen.findByText('No bank account bound yet', {}, LOADED)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Add a bank card' }));

  const cardDialog = () => screen.getByRole('dialog', { name: 'Add a bank card' });
  const bank = await within(cardDialog()).findByRole('combobox', { name: /^Bank/ }, LOADED);
  await within(bank).findByRole('option', { name: 'Vietcombank' }, LOADED);
  expect(within(cardDialog()).getByText('You have no payment password yet: this one becomes it.')).toBeVisible();
  await user.selectOptions(bank, 'Vietcombank');
  await user.type(within(cardDialog()).getByRole('textbox', { name: /^Account holder/ }), 'NGUYEN VAN AN');
  await user.type(within(cardDialog()).getByRole('textbox', { name: /^Account number/ }), '0123456789');
  // The site's rule words a weak one under the field, before anything is sent.
  await user.type(within(cardDialog()).getByLabelText(/^New payment password/), '135790');
  await user.type(within(cardDialog()).getByLabelText(/^Confirm the payment password/), '135790');
  await user.click(within(cardDialog()).getByRole('button', { name: 'Add a bank card' }));
  expect(
    await within(cardDialog()).findByText('Payment password must be 6 - 12 letters or digits, with at least one capital letter'),
  ).toBeVisible();
  expect(findAccount('member04')!.paymentPassword).toBe('');

  await user.clear(within(cardDialog()).getByLabelText(/^New payment password/));
  await user.type(within(cardDialog()).getByLabelText(/^New payment password/), 'Pay13579');
  await user.clear(within(cardDialog()).getByLabelText(/^Confirm the payment password/));
  await user.type(within(cardDialog()).getByLabelText(/^Confirm the payment password/), 'Pay13579');
  await user.click(within(cardDialog()).getByRole('button', { name: 'Add a bank card' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
  expect(await screen.findByText('Bank cards saved.', {}, LOADED)).toBeVisible();
  expect(findAccount('member04')!.paymentPassword).toBe('Pay13579');
  expect((await screen.findAllByText(/Vietcombank/, {}, LOADED)).length).toBeGreaterThan(0);
  expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
});

test('the security centre deletes a card after its confirmation with the payment password; a wrong one is said under it', async () => {
  const user = userEvent.setup();
  setToken(issueToken(findAccount('member01')!));
  renderCentrePage(SecurityCenterPage);
  const list = await screen.findByRole('list', { name: 'Bank cards' }, LOADED);
  const count = within(list).getAllByRole('listitem').length;
  const [first] = within(list).getAllByRole('listitem');
  const remove = within(first!).getByRole('button', { name: /^Delete / });
  const cardName = remove.getAttribute('aria-label')!.replace(/^Delete /, '');
  await user.click(remove);
  const dialog = screen.getByRole('dialog', { name: 'Delete a card' });
  expect(within(dialog).getByText(`Delete ${cardName}? Withdrawals can no longer be paid to it.`)).toBeVisible();
  // member01 has a bound mobile: the SMS way is offered too.
  expect(within(dialog).getByRole('radio', { name: 'An SMS code to my mobile' })).toBeVisible();
  await user.type(within(dialog).getByLabelText(/^Payment password/), '000000');
  await user.click(within(dialog).getByRole('button', { name: 'Delete the card' }));
  expect(await within(dialog).findByText('The payment password is incorrect', {}, LOADED)).toBeVisible();
  await user.clear(within(dialog).getByLabelText(/^Payment password/));
  await user.type(within(dialog).getByLabelText(/^Payment password/), '123456');
  await user.click(within(dialog).getByRole('button', { name: 'Delete the card' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
  expect(await screen.findByText('Card deleted.', {}, LOADED)).toBeVisible();
  await waitFor(
    () => expect(within(screen.getByRole('list', { name: 'Bank cards' })).getAllByRole('listitem')).toHaveLength(count - 1),
    LOADED,
  );
});
