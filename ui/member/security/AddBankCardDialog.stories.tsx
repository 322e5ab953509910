import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { AddBankCardDialog, type BankChoice } from './AddBankCardDialog.tsx';

const BANKS: BankChoice[] = [
  { bankCode: 'VCB', bankName: 'Vietcombank', type: 'BANK' },
  { bankCode: 'TCB', bankName: 'Techcombank', type: 'BANK' },
  { bankCode: 'MOMO', bankName: 'MoMo', type: 'EWALLET' },
  { bankCode: 'USDT_TRC20', bankName: 'USDT (TRC20)', type: 'USDT' },
];

const meta = {
  title: 'Member/Security/AddBankCardDialog',
  component: AddBankCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    banks: BANKS,
    paymentPasswordSet: true,
    onSetPaymentPassword: fn(),
    onRetryBanks: fn(),
  },
} satisfies Meta<typeof AddBankCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Add a bank card') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Idle: type, bank, holder, number, payment password; a double click sends the card once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.selectOptions(body.getByLabelText(/^Bank/), 'VCB');
    await userEvent.type(body.getByLabelText(/^Account holder/), 'Nguyen Van A');
    await userEvent.type(body.getByLabelText(/^Account number/), '0123456789');
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.dblClick(body.getByRole('button', { name: 'Add a bank card' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'BANK',
      bankCode: 'VCB',
      accountName: 'Nguyen Van A',
      accountNumber: '0123456789',
      paymentPassword: '123456',
    });
  },
};

/** A number in the wrong format for its type is refused here, and nothing is sent. */
export const BadNumber: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.selectOptions(body.getByLabelText(/^Type/), 'EWALLET');
    await userEvent.selectOptions(body.getByLabelText(/^Bank/), 'MOMO');
    await userEvent.type(body.getByLabelText(/^Account holder/), 'Nguyen Van A');
    await userEvent.type(body.getByLabelText(/^Account number/), '12345');
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.click(body.getByRole('button', { name: 'Add a bank card' }));
    await expect(await body.findByText('This account number is not valid for its type')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The request is in flight: the button is busy. */
export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('button', { name: /Add a bank card/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The platform refused the payment password: the message shows under the password. */
export const ServerRefusal: Story = {
  args: { refusal: { message: 'The payment password is incorrect', field: 'paymentPassword' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('The payment password is incorrect')).toBeVisible();
    await expect(body.getByLabelText(/^Payment password/)).toHaveAccessibleDescription(/The payment password is incorrect/);
  },
};

/** No payment password yet: the dialog offers to set one first. */
export const NeedsPaymentPassword: Story = {
  args: { paymentPasswordSet: false },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('Set a payment password before adding a card.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Set it up' }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { banks: undefined, banksLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogIn(canvasElement);
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  args: { banks: undefined, banksError: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText('The bank list could not be loaded.')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetryBanks).toHaveBeenCalled();
  },
};

/** On a phone the dialog is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement, 'Add a bank card'), 'Add a bank card');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Thêm thẻ ngân hàng'));
    await expect(body.getByLabelText(/^Chủ tài khoản/)).toBeVisible();
  },
};
