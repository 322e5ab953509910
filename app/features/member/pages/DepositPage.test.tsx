/**
 * The deposit panel wired to the fake platform, as member01 on the pinned day: a deposit through each
 * kind of channel shows what to do next, a refusal is said in the player's words, closed deposits say
 * why, and the record's open deposit can be cancelled (after a confirmation) or given its payment slip.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { findAccount } from '../../../../mocks/db/accounts.ts';
import { depositsOf } from '../../../../mocks/db/wallets.ts';
import { PINNED_EPOCH } from '../../../../mocks/db/world.ts';
import { server } from '../../../../mocks/node.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario } from '../../../../tests/support/scenario.ts';
import { DepositPage } from './DepositPage.tsx';

const LOADED = { timeout: 10_000 };
/** A 1x1 JPEG, as a phone's photo of the transfer would be. */
const JPEG_BYTES = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
  ),
  (c) => c.charCodeAt(0),
);

/** The pinned day, noon in Vietnam: every channel in service, and the seeded record in the last 7 days. */
function onThePinnedDay(scenario: 'member' | 'deposit-closed' = 'member') {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(PINNED_EPOCH - 7 * 3_600_000);
  setScenario(scenario);
}

const form = () => screen.getByRole('form', { name: 'New deposit' });
const record = () => screen.getByRole('table', { name: 'Deposit record' });
/** The record's row of a deposit (undefined until it is listed). */
const rowOf = (depositId: string) =>
  within(record())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(depositId));

beforeEach(() => onThePinnedDay());

// jsdom draws no images: the picker's previews get a stand-in address.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeEach(() => {
  URL.createObjectURL = () => 'blob:slip-preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

test('a bank transfer by account name: the name is asked for, then the account and reference to pay into; the record lists it as new', async () => {
  const user = userEvent.setup();
  renderCentrePage(DepositPage);
  await screen.findByRole('tab', { name: 'Bank transfer' }, LOADED);
  expect(await screen.findByText('You have 1 deposit in progress.', {}, LOADED)).toBeVisible();
  await user.type(within(form()).getByRole('textbox', { name: /Amount/ }), '150000');
  await user.click(within(form()).getByRole('button', { name: 'Deposit' }));
  expect(within(form()).getByText('Enter the name on the account you pay from.')).toBeVisible();
  await user.type(within(form()).getByRole('textbox', { name: /Name on your account/ }), 'Nguyễn Văn An');
  await user.click(within(form()).getByRole('button', { name: 'Deposit' }));

  const receipt = await screen.findByRole('region', { name: 'Deposit request created' }, LOADED);
  const reference = within(receipt).getByRole<HTMLInputElement>('textbox', { name: 'Reference' });
  expect(reference.value).toMatch(/^VV\w+$/);
  expect(within(receipt).getByRole('textbox', { name: 'Account number' })).toHaveValue('1029384756');
  expect(within(receipt).getByText('Vietcombank · Chi nhánh Sài Gòn')).toBeVisible();
  const sent = depositsOf(findAccount('member01')!)[0]!;
  expect(sent).toMatchObject({ amount: 150_000, vendorId: 29001, status: 'PENDING' });
  await waitFor(() => expect(rowOf(sent.depositId)).toHaveTextContent('New'), LOADED);
});

test('online banking: the full name the page asks for, then a link that opens the payment page in a new tab', async () => {
  const user = userEvent.setup();
  renderCentrePage(DepositPage);
  await user.click(await screen.findByRole('tab', { name: 'Online banking' }, LOADED));
  expect(within(form()).getByRole('radio', { name: /Napas ATM card/ })).toBeChecked();
  await user.selectOptions(within(form()).getByRole('combobox', { name: 'Your bank' }), 'TCB');
  await user.type(within(form()).getByRole('textbox', { name: /Amount/ }), '300000');
  await user.type(within(form()).getByRole('textbox', { name: /Full name/ }), 'Trần Bình');
  await user.click(within(form()).getByRole('button', { name: 'Deposit' }));
  const receipt = await screen.findByRole('region', { name: 'Deposit request created' }, LOADED);
  const link = within(receipt).getByRole('link', { name: 'Go to the payment page (opens in a new tab)' });
  const sent = depositsOf(findAccount('member01')!)[0]!;
  expect(link).toHaveAttribute('href', `https://pay.example.com/checkout/${sent.depositId}`);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The fee the platform keeps (0.5%, at least 1,000), and what reaches the wallet (in the test's default currency).
  expect(within(receipt).getByText(/^\D*1,500(\.00)?$/)).toBeVisible();
  expect(within(receipt).getByText(/^\D*298,500(\.00)?$/)).toBeVisible();
  expect(sent).toMatchObject({ vendorId: 29050, payTo: expect.objectContaining({ bankCode: 'TCB' }), fee: 1_500 });
});

test("a refusal the platform gives is said in the player's words, and what was typed stays", async () => {
  const user = userEvent.setup();
  server.use(
    http.post('*/wps/relay/MCSFE_depositByQRImageUrl', () =>
      HttpResponse.json({ success: false, errorCode: 'deposit.too.many.pending', message: 'too many', value: null }),
    ),
  );
  renderCentrePage(DepositPage);
  await user.click(await screen.findByRole('tab', { name: 'E-wallet QR' }, LOADED));
  const amount = within(form()).getByRole('textbox', { name: /Amount/ });
  await user.type(amount, '50000');
  await user.click(within(form()).getByRole('button', { name: 'Deposit' }));
  expect(await within(form()).findByRole('alert', {}, LOADED)).toHaveTextContent(
    'You already have 1 deposit in progress; please wait for it to be credited.',
  );
  expect(amount).toHaveValue('50,000');
});

test("closed deposits: the platform's reason, and Deposit disabled", async () => {
  onThePinnedDay('deposit-closed');
  renderCentrePage(DepositPage);
  expect(await screen.findByRole('note', {}, LOADED)).toHaveTextContent('Deposits are outside service hours. Please try again later.');
  expect(within(form()).getByRole('button', { name: 'Deposit' })).toBeDisabled();
});

test('the open deposit of the record is cancelled after a confirmation; keeping it changes nothing', async () => {
  const user = userEvent.setup();
  renderCentrePage(DepositPage);
  const held = depositsOf(findAccount('member01')!).find((d) => d.status === 'PENDING')!;
  const cancel = await within(await screen.findByRole('table', { name: 'Deposit record' }, LOADED)).findByRole(
    'button',
    { name: `Cancel ${held.depositId}` },
    LOADED,
  );
  await user.click(cancel);
  let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this deposit?' }, LOADED);
  expect(dialog).toHaveTextContent(`Deposit ${held.depositId} of`);
  expect(dialog.textContent).toMatch(/200,000(\.00)? will be cancelled\./);
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(held.status).toBe('PENDING');

  await user.click(within(record()).getByRole('button', { name: `Cancel ${held.depositId}` }));
  dialog = await screen.findByRole('alertdialog', { name: 'Cancel this deposit?' }, LOADED);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel deposit' }));
  expect(await screen.findByText(`Deposit ${held.depositId} was cancelled.`, {}, LOADED)).toBeVisible();
  expect(held.status).toBe('CANCELLED');
  await waitFor(() => expect(rowOf(held.depositId)).toHaveTextContent('Cancelled'), LOADED);
  expect(within(record()).queryByRole('button', { name: `Cancel ${held.depositId}` })).toBeNull();
});

test('a payment slip is sent as a JPEG with its remark; the deposit then has one and offers no second', async () => {
  const user = userEvent.setup();
  renderCentrePage(DepositPage);
  const held = depositsOf(findAccount('member01')!).find((d) => d.status === 'PENDING')!;
  await user.click(
    await within(await screen.findByRole('table', { name: 'Deposit record' }, LOADED)).findByRole(
      'button',
      { name: `Send payment slip ${held.depositId}` },
      LOADED,
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Send a payment slip' }, LOADED);
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(within(dialog).getByText('Add a photo or screenshot of your transfer.')).toBeVisible();
  await user.upload(
    dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
    new File([JPEG_BYTES], 'transfer.jpg', { type: 'image/jpeg' }),
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Remark (optional)' }), 'Paid from TCB at 10:02');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/^The payment slip for deposit \w+ was sent\./, {}, LOADED)).toHaveTextContent(held.depositId);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(held.slip).toMatchObject({ remark: 'Paid from TCB at 10:02', image: expect.stringMatching(/^data:image\/jpeg;base64,/) });
  await waitFor(() => expect(within(record()).queryByRole('button', { name: `Send payment slip ${held.depositId}` })).toBeNull(), LOADED);
});
