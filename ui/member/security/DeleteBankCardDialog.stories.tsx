import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withdrawCards } from '../../../mocks/fixtures/withdraw.ts';
import { expectBottomSheet, PHONE_GLOBALS } from '../../lib/dialog-stories.ts';
import { DeleteBankCardDialog } from './DeleteBankCardDialog.tsx';
import { LIVE_COUNTDOWN } from '../../lib/visual-parameters.ts';

// member01's bank card, as the card list shows it.
const card = withdrawCards('member')[0]!;

const meta = {
  title: 'Member/Security/DeleteBankCardDialog',
  component: DeleteBankCardDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onSendCode: fn(async () => 60),
    card: { bankName: card.bankName, accountNumber: card.accountNumber },
  },
} satisfies Meta<typeof DeleteBankCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name = 'Delete a card') =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** The card is named; nothing goes without the payment password; a double click deletes once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByText(`Delete ${card.bankName} ${card.accountNumber}? Withdrawals can no longer be paid to it.`)).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Delete the card' }));
    await expect(await body.findByText('Enter your payment password')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(body.getByLabelText(/^Payment password/), '123456');
    await userEvent.dblClick(body.getByRole('button', { name: 'Delete the card' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'P', password: '123456' });
  },
};

/** With a bound mobile the SMS way is offered: the code is sent to it and typed in. */
export const BySms: Story = {
  parameters: LIVE_COUNTDOWN,
  args: { methods: ['P', 'S'] },
  play: async ({ canvasElement, userEvent, args }) => {
    const body = within(await dialogIn(canvasElement));
    await userEvent.click(body.getByRole('radio', { name: 'An SMS code to my mobile' }));
    await userEvent.click(body.getByRole('button', { name: /Get code/ }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await userEvent.type(body.getByRole('textbox', { name: /^Verification code/ }), '246810');
    await userEvent.click(body.getByRole('button', { name: 'Delete the card' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ method: 'S', verificationCode: '246810' }));
  },
};

/** The platform refused the password: said under it. */
export const WrongPassword: Story = {
  args: { refusal: { message: 'The payment password is incorrect', field: 'password' } },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByLabelText(/^Payment password/)).toHaveAccessibleDescription(/The payment password is incorrect/);
  },
};

/** The request is in flight: the button is busy. */
export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement));
    await expect(body.getByRole('button', { name: /Delete the card/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expectBottomSheet(await dialogIn(canvasElement), 'Delete the card');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const body = within(await dialogIn(canvasElement, 'Xóa thẻ'));
    await expect(body.getByRole('button', { name: 'Xóa thẻ' })).toBeVisible();
  },
};
