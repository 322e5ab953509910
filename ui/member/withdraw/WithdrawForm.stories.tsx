import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withdrawCards, withdrawFee, withdrawSummary } from '../../../mocks/fixtures/withdraw.ts';
import { Button } from '../../primitives/Button.tsx';
import { WithdrawForm, type WithdrawFormProps, type WithdrawRefusal, type WithdrawValues } from './WithdrawForm.tsx';
import { LIVE_COUNTDOWN } from '../../lib/visual-parameters.ts';

// member01: a bank card, an e-wallet and a USDT address, ₫375,458 in the main wallet, no turnover owed,
// 5 of 5 withdrawals and ₫100,000,000 left today for the bank; codes above ₫1,000,000.
const cards = withdrawCards('member');
const summary = withdrawSummary('member');
const bank = cards[0]!;
const eWallet = cards.find((card) => card.type === 'EWALLET')!;
// The fake platform's fee of ₫50,000 to the e-wallet (1%, at least ₫2,000).
const eWalletFee = withdrawFee('member', cards.indexOf(eWallet), 50_000);
// vip01: ₫301,070 of ₫2,100,000 turnover done, so withdrawals wait.
const vip = withdrawSummary('vip');
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND' }).format(amount);

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
          setSuccess(`Withdrawal of ${money(values.amount)} requested. It shows as processing below.`);
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
    mainWallet: summary.mainWallet,
    turnover: summary.turnover,
    smsCode: summary.smsCode,
    note: summary.note,
    fee: { state: 'ready', fee: eWalletFee },
    timeZone: 'Asia/Ho_Chi_Minh',
    onSubmit: fn(),
    onRetry: fn(),
    onRetryFee: fn(),
    onAmountChange: fn(),
    onSendCode: fn(async () => 60),
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

/** Choose the e-wallet, type an amount and the payment password; the confirmation says the fee and what arrives; one submit. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Available to withdraw')).toBeVisible();
    await expect(canvas.getByText(money(summary.mainWallet))).toBeVisible();
    await expect(canvas.getByText('5 of 5')).toBeVisible();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(cards.length);
    await expect(radios[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: (name) => name.includes(eWallet.bankName) }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50000');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith({ cardId: eWallet.id, amount: 50_000 });
    await expect(canvas.getByText(`Fee ${money(eWalletFee)} · you receive ${money(50_000 - eWalletFee)}`)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Payment password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const summaryList = await canvas.findByRole('region', { name: 'Check your withdrawal' });
    await expect(within(summaryList).getByText(money(50_000))).toBeVisible();
    await expect(within(summaryList).getByText(money(50_000 - eWalletFee))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ cardId: eWallet.id, amount: 50_000, paymentPassword: '123456' });
  },
};

/** The whole available amount in one tap, the bank's one-tap amounts, today's count and amount left; Back keeps what was typed. */
export const Data: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw all' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue(new Intl.NumberFormat('en-US').format(summary.mainWallet));
    await expect(canvas.getByText(`${money(bank.amountLeft!)} left today`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: money(bank.fixedAmounts![1]!) }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue(
      new Intl.NumberFormat('en-US').format(bank.fixedAmounts![1]!),
    );
    // No turnover owed: no panel, nothing blocks.
    await expect(canvas.queryByRole('heading', { name: 'Turnover still required' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/Payment password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue(
      new Intl.NumberFormat('en-US').format(bank.fixedAmounts![1]!),
    );
    await expect(canvas.getByLabelText(/Payment password/)).toHaveValue('123456');
  },
};

/** The fee is worked out as the member types; until it is, the confirmation waits; a failed one can be asked again. */
export const FeePending: Story = {
  args: { fee: { state: 'loading', fee: null } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50000');
    await expect(canvas.getByText('Working out the fee…')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Payment password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByRole('button', { name: 'Confirm withdrawal' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FeeError: Story = {
  args: { fee: { state: 'error', fee: null } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50000');
    await expect(canvas.getByText('The fee could not be worked out.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryFee).toHaveBeenCalledOnce();
  },
};

/** Above the merchant's amount an SMS code is asked for: sent to the bound mobile from the confirmation, and required there. */
export const SmsCode: Story = {
  parameters: LIVE_COUNTDOWN,
  args: { mainWallet: 5_000_000, fee: { state: 'ready', fee: 0 } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '2000000');
    await expect(canvas.getByText(/An SMS code to your mobile is asked for/)).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Payment password/), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }));
    await expect(await canvas.findByText('Please enter the SMS code.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Get code/ }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: /SMS code/ }), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardId: bank.id,
      amount: 2_000_000,
      paymentPassword: '123456',
      verificationCode: '246810',
    });
  },
};

/** Bad input says why, under the field, and sends nothing. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText('Please enter your payment password.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '400000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByText(`The amount is more than you can withdraw (${money(summary.mainWallet)}).`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('400,000');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong payment password: back at the form, the reason under the password, the amount still there; the right one goes through. */
export const WrongPassword: Story = {
  render: (args) => <Refusing {...args} />,
  play: async ({ canvas, args }) => {
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '50000');
    await userEvent.type(canvas.getByLabelText(/Payment password/), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }));
    await expect(await canvas.findByText('The payment password is incorrect. Please try again.')).toBeVisible();
    const password = canvas.getByLabelText(/Payment password/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('50,000');
    await userEvent.type(password, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Withdrawal of ₫50,000 requested'));
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

/** Turnover still owed (vip01): what is left, the reason, and no form. */
export const TurnoverNotMet: Story = {
  args: { ...vip, cards: withdrawCards('vip') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Turnover still required' })).toBeVisible();
    await expect(canvas.getByText('Withdrawals open once the turnover below is complete.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /Amount/ })).toBeNull();
  },
};

/** Today's withdrawals to this kind of account used up: said in words, submit off. */
export const CountUsedUp: Story = {
  args: { cards: cards.map((card) => ({ ...card, countLeft: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 5')).toBeVisible();
    await expect(canvas.getByText(/used all of today's withdrawals/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** A bank under maintenance cannot be chosen, and says until when; the next account is chosen. */
export const Maintenance: Story = {
  args: {
    cards: [
      { ...bank, active: false, maintenance: { start: Date.UTC(2026, 10, 20, 17), end: Date.UTC(2026, 10, 20, 19) } },
      ...cards.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    await expect(radios[0]).toBeDisabled();
    await expect(radios[1]).toBeChecked();
    await expect(canvas.getByText('Under maintenance 2026-11-21 00:00 – 2026-11-21 02:00')).toBeVisible();
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

/** A merchant with withdrawal hours: said; outside them, its words too (the platform handles a request once they open). */
export const Hours: Story = {
  args: {
    // 09:00 - 17:00 in Vietnam; now 20:00 there.
    hours: { from: Date.UTC(2026, 10, 20, 2), to: Date.UTC(2026, 10, 20, 10), message: 'Withdrawals are handled from 09:00 to 17:00.' },
    now: Date.UTC(2026, 10, 20, 13),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Withdrawal hours: 09:00 – 17:00\./)).toHaveTextContent('Withdrawals are handled from 09:00 to 17:00.');
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  },
};

/** The merchant does not take withdrawals now (the settings' allowWithdraw "N"): its words, and no form. */
export const Closed: Story = {
  args: { closedMessage: 'Please register a real account to withdraw.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please register a real account to withdraw.');
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
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
