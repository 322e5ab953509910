import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MAIN_WALLET_ID, walletViews } from '../../../mocks/fixtures/deposit.ts';
import { WalletTransfer } from './WalletTransfer.tsx';

// member01's main wallet and game wallets (lottery, live casino, slots, sports, card games).
const wallets = walletViews('member');
const main = wallets.find((wallet) => wallet.accountTypeId === MAIN_WALLET_ID)!;
const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND' }).format(amount);

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Member/Wallet/WalletTransfer',
  component: WalletTransfer,
  args: { wallets, mainId: MAIN_WALLET_ID, onRetry: fn(), onRefresh: fn(), onTransfer: fn(), onRecallAll: fn() },
  argTypes: { wallets: { table: { disable: true } } },
} satisfies Meta<typeof WalletTransfer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the main wallet to a game wallet: the request names both wallets and the amount. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To' }), 'Slots');
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ fromAccountTypeId: MAIN_WALLET_ID, toAccountTypeId: 6, amount: 50_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Every wallet with its balance, the main one first. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(wallets.length);
    await expect(cards[0]).toHaveTextContent(`Main wallet${money(main.balance)}`);
    await expect(canvas.getByText(`Available: ${money(main.balance)}`)).toBeVisible();
  },
};

/** More than the source wallet holds: refused in words with the balance; nothing sent, the amount kept. */
export const OverBalance: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'To' }), 'Sports');
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, String(main.balance + 1000));
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText(`The amount is more than the balance of Main wallet (${money(main.balance)}).`)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

/** No wallet chosen to receive: asked for one. A game wallet as the source can only go back to main. */
export const TargetRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('Choose the wallet to transfer to.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'From' }), '3');
    await expect(canvas.getByRole('combobox', { name: 'To' })).toHaveDisplayValue('Main wallet');
  },
};

/** All to main (the platform's wallet return): the button says what it does and calls back; what came back is said after. */
export const RecallAll: Story = {
  args: { wallets: wallets.map((wallet) => (wallet.accountTypeId === 6 ? { ...wallet, balance: 120_000 } : wallet)) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'All to main wallet' });
    await expect(button).toHaveAccessibleDescription('Brings every game wallet’s balance back to the main wallet.');
    await userEvent.click(button);
    await expect(args.onRecallAll).toHaveBeenCalledTimes(1);
  },
};

/** While the wallets come back the button is busy; then what came back, in words. */
export const Recalling: Story = {
  args: {
    wallets: wallets.map((wallet) => (wallet.accountTypeId === 6 ? { ...wallet, balance: 120_000 } : wallet)),
    recalling: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /All to main wallet/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Recalled: Story = {
  args: { notice: '₫120,000 moved back to the main wallet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('₫120,000 moved back to the main wallet.');
  },
};

/** After a move: what it did; a refusal says why. */
export const Results: Story = {
  args: { notice: '₫50,000 moved from Main wallet to Slots.', refusal: 'Insufficient balance in the source wallet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('₫50,000 moved from Main wallet to Slots.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance in the source wallet.');
  },
};

export const Transferring: Story = {
  args: { transferring: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Transfer/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'All to main wallet' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading wallets…');
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wallets to show.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true, wallets: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallets could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="wallet-transfer"]')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const cards = within(canvas.getByRole('list', { name: 'Wallets' })).getAllByRole('listitem');
    // Two a row on a phone.
    await expect(cards[1]!.getBoundingClientRect().top).toBe(cards[0]!.getBoundingClientRect().top);
    await expect(cards[2]!.getBoundingClientRect().top).toBeGreaterThan(cards[0]!.getBoundingClientRect().top);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { wallets: wallets.map((wallet) => (wallet.accountTypeId === MAIN_WALLET_ID ? { ...wallet, name: 'Ví chính' } : wallet)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Các ví' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chuyển tất cả về ví chính' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chuyển' })).toBeVisible();
  },
};
