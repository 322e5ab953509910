import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { depositGroups } from '../../../mocks/fixtures/deposit.ts';
import { DepositForm } from './DepositForm.tsx';

// At the stories' moment (23:00 GMT+7): a bank transfer by name (fast 24/7 from ₫10,000), a transfer with
// reference, e-wallet QR codes, online banking (an ATM card, Visa/Mastercard in fixed amounts) and USDT.
const groups = depositGroups();

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Member/Deposit/DepositForm',
  component: DepositForm,
  args: { groups, onSubmit: fn(), depositInfo: '24/24' },
  argTypes: { groups: { table: { disable: true } } },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick the bank, tap a quick amount, name the paying account, deposit: the request names the group, channel, bank, amount and name. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'New deposit' })).toBeVisible();
    await expect(canvas.getByText('24/24')).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Deposit methods' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bank transfer', 'Transfer with reference', 'E-wallet QR', 'Online banking', 'USDT']);
    const fast = canvas.getByRole('radio', { name: /Fast bank transfer \(24\/7\)/ });
    await expect(fast).toBeChecked();
    await expect(canvas.getByText('Limits ₫10,000 – ₫20,000,000')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bank to transfer to' }), 'TCB');
    await userEvent.click(canvas.getByRole('button', { name: '₫200,000' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('200,000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on your account/ }), ' Nguyễn Văn An ');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      groupCode: 'MT2',
      vendorId: 29001,
      bankCode: 'TCB',
      amount: 200_000,
      payer: { payeeName: 'Nguyễn Văn An' },
    });
  },
};

/** Data by keyboard: arrow keys move between the groups; a channel's charge is said under the amount. */
export const Data: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('tab', { name: 'Bank transfer' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'E-wallet QR' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: /ZaloPay/ }));
    await expect(canvas.getByText('Fee 0.8%, taken from the amount credited.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'USDT' }));
    await expect(canvas.getByRole('radio', { name: /USDT \(TRC20\)/ })).toBeChecked();
    await expect(canvas.getByText('Fee ₫1,000, taken from the amount credited.')).toBeVisible();
  },
};

/** The brand's USDT guide: a link under the crypto channels only, opening in a new tab. */
export const CryptoGuide: Story = {
  args: { cryptoGuideHref: 'https://usdt.viva.example.test/guide' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('link', { name: /How to deposit with USDT/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'USDT' }));
    const guide = canvas.getByRole('link', { name: /How to deposit with USDT/ });
    await expect(guide).toHaveAttribute('href', 'https://usdt.viva.example.test/guide');
    await expect(guide).toHaveAttribute('target', '_blank');
    await expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An amount under the channel's minimum: refused in words with the limit, the amount kept, nothing sent. */
export const BelowMinimum: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('The minimum deposit for Fast bank transfer (24/7) is ₫10,000.')).toBeVisible();
    await expect(amount).toHaveValue('5,000');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Over the maximum says so too; a valid amount clears the message.
    await userEvent.clear(amount);
    await userEvent.type(amount, '30000000');
    await expect(canvas.getByText('The maximum deposit for Fast bank transfer (24/7) is ₫20,000,000.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50000');
    await expect(amount).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * What each channel asks about the payer: a bank transfer the name on the paying account, the ATM
 * card page the full name, the card page a first and last name. A missing or malformed one is refused
 * in words with focus on the field and nothing sent; what was typed stays across a switch of channel.
 */
export const PayerFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const name = canvas.getByRole('textbox', { name: /Name on your account/ });
    await expect(canvas.getByText('Enter the name on the account you pay from.')).toBeVisible();
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'An 2');
    await expect(canvas.getByText('Enter the name in letters only, as your bank shows it.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: 'Online banking' }));
    await expect(canvas.getByRole('radio', { name: /Napas ATM card/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /Name on your account/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Trần Bình');
    await userEvent.click(canvas.getByRole('radio', { name: /Visa \/ Mastercard/ }));
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Bank transfer' }));
    await expect(canvas.getByRole('textbox', { name: /Name on your account/ })).toHaveValue('An 2');
    await userEvent.click(canvas.getByRole('tab', { name: 'Online banking' }));
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Trần Bình');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      groupCode: 'PG',
      vendorId: 29050,
      bankCode: 'VCB',
      amount: 100_000,
      payer: { fullName: 'Trần Bình' },
    });
  },
};

/** A channel that takes only its fixed amounts: another amount is refused in words; a chip is taken. */
export const FixedAmountsOnly: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Online banking' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Visa \/ Mastercard/ }));
    await expect(canvas.getByText(/This channel takes only the amounts shown\./)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'An');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Nguyễn');
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '300000');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('Visa / Mastercard takes only the amounts shown: choose one of them.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '₫500,000' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      groupCode: 'PG',
      vendorId: 29051,
      bankCode: null,
      amount: 500_000,
      payer: { firstName: 'An', lastName: 'Nguyễn' },
    });
  },
};

/** A member who has not deposited yet: the settings' first-deposit minimum is said and held to. */
export const FirstDeposit: Story = {
  args: { minFirstDeposit: 50_000 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Your first deposit must be at least ₫50,000\./)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '20000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on your account/ }), 'Nguyen Van An');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** On its way: the button is busy and a second click sends nothing more. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100000');
    const button = canvas.getByRole('button', { name: /Deposit/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform refused: its reason in the member's words, under the form. */
export const Refused: Story = {
  args: { refusal: 'You already have 5 deposits in progress; please wait for them to be credited.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You already have 5 deposits in progress');
  },
};

/** Deposits closed: the platform's reason is given once, in place of the deposit note, and Deposit is disabled. */
export const Closed: Story = {
  args: { closedMessage: 'Deposits are outside service hours. Please try again later.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Deposits are outside service hours.');
    await expect(canvas.queryByText('24/24')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100000');
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The channels are loading: skeletons, announced once. */
export const Loading: Story = {
  args: { groups: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="deposit-form-loading"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
  },
};

/** No channel at all: says so and where to turn. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deposit method is available right now.')).toBeVisible();
    await expect(canvas.getByText('Please try again later or contact customer service.')).toBeVisible();
  },
};

/** A phone: the channels stack, nothing runs past the screen. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await userEvent.click(canvas.getByRole('tab', { name: 'E-wallet QR' }));
    await expect(canvas.getAllByRole('radio').length).toBeGreaterThan(1);
    // One column: the second channel sits under the first.
    const [first, second] = [...canvasElement.querySelectorAll('[data-slot="deposit-channel"]')].map((el) => el.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};

/** In Vietnamese, with the platform's group titles in Vietnamese. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { groups: depositGroups('VI') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Nạp tiền mới' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Chuyển khoản ngân hàng' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: /Số tiền/ }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Nạp tiền' }));
    await expect(canvas.getByText(/^Số tiền nạp tối thiểu của Fast bank transfer \(24\/7\) là 10\.000/)).toBeVisible();
  },
};
