import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withdrawCards, withdrawSummary } from '../../../mocks/fixtures/withdraw.ts';
import { Button } from '../../primitives/Button.tsx';
import { WithdrawForm, type WithdrawFormProps, type WithdrawRefusal, type WithdrawValues } from './WithdrawForm.tsx';

// member01: a bank account, an e-wallet and a USDT address, ₫375,458 available, no turnover owed, 5 of 5 left.
const cards = withdrawCards('member');
const summary = withdrawSummary('member');
// vip01: ₫301,070 of ₫2,100,000 turnover done, so withdrawals wait.
const vip = withdrawSummary('vip');

const phone: Decorator = (Story) => (
  <div data-testid="phone-frame" style={{ width: 360 }}>
    <Story />
  </div>
);

/** As the container does: the platform refuses a wrong payment password; the next try goes through. */
function Refusing(props: WithdrawFormProps) {
  const [refusal, setRefusal] = useState<WithdrawRefusal | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <WithdrawForm
      {...props}
      refusal={refusal}
      success={success}
      onSubmit={(values: WithdrawValues) => {
        props.onSubmit(values);
        if (values.paymentPassword !== '123456') {
          setRefusal({ message: 'The payment password is incorrect. Please try again.', field: 'password' });
        } else {
          setRefusal(null);
          setSuccess('Withdrawal of ₫50,000 requested. It shows as processing below.');
        }
      }}
    />
  );
}

const meta = {
  title: 'Member/Withdraw/WithdrawForm',
  component: WithdrawForm,
  args: {
    cards,
    available: summary.available,
    turnover: summary.turnover,
    dailyCountLeft: summary.dailyCountLeft,
    dailyCountLimit: summary.dailyCountLimit,
    onSubmit: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="@container max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose the e-wallet, type an amount and the payment password: one submit with those values. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Available to withdraw')).toBeVisible();
    await expect(canvas.getByText('₫375,458')).toBeVisible();
    await expect(canvas.getByText('5 of 5')).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /ViettelPay/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50000');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ cardId: cards[1]!.id, amount: 50_000, paymentPassword: '123456' });
  },
};

/** The whole available amount in one tap, capped by the account's maximum. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw all' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('375,458');
    // No turnover owed: no meter, nothing blocks.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  },
};

/** Bad input says why, under the field, and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('Please enter your payment password.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '400000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('The amount is more than you can withdraw (₫375,458).')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('400,000');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong payment password: the reason under the password, the amount still there; the right one goes through. */
export const WrongPassword: Story = {
  render: (args) => <Refusing {...args} />,
  play: async ({ canvas, args }) => {
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '50000');
    const password = canvas.getByLabelText(/Payment password/);
    await userEvent.type(password, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('The payment password is incorrect. Please try again.')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('50,000');
    await userEvent.clear(password);
    await userEvent.type(password, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Withdrawal of ₫50,000 requested');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** While the request is in flight the button is busy and the fields locked: no second request. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await expect(button).toHaveAccessibleName(/^Withdraw/);
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Turnover still owed (vip01): the meter, the reason, and no way to submit. */
export const TurnoverNotMet: Story = {
  args: { ...vip, cards: withdrawCards('vip') },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('progressbar', { name: 'Turnover still required' });
    await expect(meter).toHaveAttribute('aria-valuenow', String(vip.turnover.completed));
    await expect(canvas.getByText('Withdrawals open once the turnover below is complete.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** Today's withdrawals used up: said in words, submit off. */
export const CountUsedUp: Story = {
  args: { dailyCountLeft: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 5')).toBeVisible();
    await expect(canvas.getByText(/used all of today's withdrawals/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** No payment password yet: said in words, with the way to set one here; submit off. */
export const NoPaymentPassword: Story = {
  args: { hasPaymentPassword: false, onSetPaymentPassword: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Set a payment password before you withdraw.');
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Set the payment password' }));
    await expect(args.onSetPaymentPassword).toHaveBeenCalledOnce();
  },
};

/** A refusal that belongs to no field (withdrawals switched off): an alert above the button. */
export const SwitchedOff: Story = {
  args: { refusal: { message: 'Withdrawals are switched off at the moment. Please try again later or contact customer service.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Withdrawals are switched off');
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="withdraw-form"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

/** No bound account: says so and offers the container's way to bind one. */
export const Empty: Story = {
  args: { cards: [], bindAction: <Button variant="secondary">Bind a bank account</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bank account bound yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bind a bank account' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the form stays one column inside 360 px. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Withdraw' });
    await expect(button).toBeVisible();
    // Every account fits the 360 px frame (wherever the frame sits on the canvas).
    const frame = canvas.getByTestId('phone-frame').getBoundingClientRect();
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.closest('label')!.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Số tiền có thể rút')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rút tiền' }));
    await waitFor(() => expect(canvas.getByText('Vui lòng nhập mật khẩu thanh toán.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
