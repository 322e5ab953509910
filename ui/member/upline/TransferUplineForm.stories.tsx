import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uplineTransfer } from '../../../mocks/fixtures/withdraw.ts';
import { TransferUplineForm } from './TransferUplineForm.tsx';

// agent02, under agent01: its main wallet.
const { available, upline } = uplineTransfer();

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Member/Upline/TransferUplineForm',
  component: TransferUplineForm,
  args: { available, upline, onSubmit: fn(), onRetry: fn(), onAnother: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TransferUplineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, an amount and the payment password: one submit with those values. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(`Move money from your main wallet to your upline ${upline}.`)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100000');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 100_000, paymentPassword: '123456' });
  },
};

/** Missing password and an amount over the balance: said under each field, nothing sent, nothing cleared. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, String(available + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('Please enter your payment password.')).toBeVisible();
    await expect(canvas.getByText(/The amount is more than your balance/)).toBeVisible();
    await expect(amount).not.toHaveValue('');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong payment password, refused by the platform: under the password field. */
export const WrongPassword: Story = {
  args: { refusal: { message: 'The payment password is incorrect. Please try again.', field: 'password' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The payment password is incorrect. Please try again.')).toBeVisible();
    await expect(canvas.getByLabelText(/Payment password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toBeDisabled();
  },
};

/** The result in place of the form, and a way to make another. */
export const Data: Story = {
  args: { result: { transactionId: 'TU0001', amount: 100_000, upline } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`₫100,000 was sent to ${upline}.`);
    await expect(canvas.getByText('Transaction no. TU0001')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make another transfer' }));
    await expect(args.onAnother).toHaveBeenCalledTimes(1);
  },
};

/** The platform's answer carried no number or upline (its shape was not seen): the amount sent, in words. */
export const ResultWithoutDetails: Story = {
  args: { result: { transactionId: null, amount: 100_000, upline: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('₫100,000 was sent to your upline.');
    await expect(canvas.queryByText(/^Transaction no\./)).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Not an account that may transfer to an upline: says so. */
export const Empty: Story = {
  args: { state: 'notAllowed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Transfers to the upline are not available')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Transfer' });
    await expect(button).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Amount/ }).getBoundingClientRect().right).toBeLessThanOrEqual(
      button.ownerDocument.body.getBoundingClientRect().left + 360 + 32,
    );
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Số dư ví chính')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Chuyển tiền' }));
    await expect(canvas.getByText('Vui lòng nhập mật khẩu thanh toán.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
