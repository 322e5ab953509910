import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { closedDepositGroups, depositGroups } from '../../../mocks/fixtures/deposit.ts';
import { DepositForm } from './DepositForm.tsx';

// Bank transfer (fast 24/7 from ₫10,000, internet banking), e-wallet QR and USDT, as the platform lists them.
const groups = depositGroups();

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Member/Deposit/DepositForm',
  component: DepositForm,
  args: { groups, onSubmit: fn() },
  argTypes: { groups: { table: { disable: true } } },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a channel, tap a quick amount, name the paying account, deposit: the request names the channel, the account to pay into, the amount and the name. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'New deposit' })).toBeVisible();
    const tabs = canvas.getByRole('tablist', { name: 'Deposit methods' });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bank transfer', 'E-wallet QR', 'USDT']);
    const fast = canvas.getByRole('radio', { name: /Fast bank transfer \(24\/7\)/ });
    await expect(fast).toBeChecked();
    await expect(canvas.getByText('Limits ₫10,000 – ₫20,000,000')).toBeVisible();
    await expect(canvas.getAllByText('Service hours 00:00–24:00 (GMT+7)')[0]).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Account to pay into' }), 'TCB');
    await userEvent.click(canvas.getByRole('button', { name: '₫200,000' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveValue('200,000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on your account/ }), ' Nguyễn Văn An ');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      vendorId: 29001,
      bankCode: 'TCB',
      amount: 200_000,
      fields: { depositorName: 'Nguyễn Văn An' },
    });
  },
};

/** Data by keyboard: arrow keys move between the groups; the USDT tab shows its network. */
export const Data: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('tab', { name: 'Bank transfer' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(/^Network: TRC20/)).toBeVisible();
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
 * What each channel asks about the paying account: a bank transfer without the name, or an e-wallet
 * number with a space, is refused in words with focus on the field and nothing sent; what was typed
 * stays, also across a switch of channel; USDT's address is optional.
 */
export const PayingAccountFields: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const name = canvas.getByRole('textbox', { name: /Name on your account/ });
    await expect(canvas.getByText('Enter the name on the account you pay from.')).toBeVisible();
    await expect(name).toHaveFocus();
    await userEvent.type(name, 'An 2');
    await expect(canvas.getByText('Enter the name in letters only, as your bank shows it.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: 'E-wallet QR' }));
    const wallet = canvas.getByRole('textbox', { name: /Your e-wallet number/ });
    await userEvent.type(wallet, '0901 234 567');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('Enter 8 to 15 digits, without spaces.')).toBeVisible();
    await expect(wallet).toHaveValue('0901 234 567');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('tab', { name: 'Bank transfer' }));
    await expect(canvas.getByRole('textbox', { name: /Name on your account/ })).toHaveValue('An 2');

    await userEvent.click(canvas.getByRole('tab', { name: 'USDT' }));
    const address = canvas.getByRole('textbox', { name: /Your TRC20 address/ });
    await expect(address).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ amount: 100_000, fields: {} }));
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
  args: { refusal: 'You already have 3 deposits in progress; please wait for them to be credited.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You already have 3 deposits in progress');
  },
};

/** Outside service hours: every channel says so, the reason is given and Deposit is disabled. */
export const Closed: Story = {
  args: { groups: closedDepositGroups(), closedMessage: 'Deposits are outside service hours. Please try again later.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Deposits are outside service hours.');
    await expect(canvas.getAllByText('Not available now').length).toBeGreaterThan(0);
    // The note gives the reason once; no second alert per channel.
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
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const channels = canvas.getAllByRole('radio');
    await expect(channels.length).toBeGreaterThan(1);
    // One column: the second channel sits under the first.
    const [first, second] = [...canvasElement.querySelectorAll('[data-slot="deposit-channel"]')].map((el) => el.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};

/** One channel outside its own service hours: chosen, it says when it opens, and Deposit is disabled. */
export const ChannelOutsideHours: Story = {
  args: {
    groups: groups.map((group) => ({
      ...group,
      channels: group.channels.map((channel) => (channel.vendorId === 29002 ? { ...channel, available: false } : channel)),
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Internet banking/ }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This channel is outside its service hours (08:00–22:00 GMT+7). Please choose another or try later.',
    );
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Fast bank transfer/ }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  },
};

/** In Vietnamese. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Nạp tiền mới' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Số tiền/ }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Nạp tiền' }));
    await expect(canvas.getByText(/^Số tiền nạp tối thiểu của Fast bank transfer \(24\/7\) là 10\.000/)).toBeVisible();
  },
};
