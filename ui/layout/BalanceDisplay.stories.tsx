import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { headerSession } from '../../mocks/fixtures/header.ts';
import { BalanceDisplay } from './BalanceDisplay.tsx';

// member01's seeded balance (375,458 ₫), as GET /wps/v2/wallets/balance sends it; amounts in the brand's VND.
const member = headerSession('member').balance;

const meta = {
  title: 'Layout/BalanceDisplay',
  component: BalanceDisplay,
  args: { sumBalance: member.sumBalance, onRefresh: fn(), onHiddenChange: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['ready', 'loading', 'error'] } },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Balance' });
    await expect(group).toHaveTextContent('₫375,458');
    // Tab reaches the toggle; Enter hides, Space shows again.
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Hide balance' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(group).toHaveTextContent('******');
    await expect(group).not.toHaveTextContent('₫375,458');
    await expect(args.onHiddenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(group).toHaveTextContent('₫375,458');
    // Then the refresh button, by keyboard too.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { defaultHidden: true },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Balance' });
    await expect(group).toHaveTextContent('******');
    // The stars are for the eye; screen readers hear that the balance is hidden.
    await expect(canvas.getByText('Balance hidden')).toBeInTheDocument();
    await expect(group).not.toHaveTextContent('375');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance', pressed: true }));
    await expect(group).toHaveTextContent('₫375,458');
    await expect(args.onHiddenChange).toHaveBeenCalledWith(false);
  },
};

export const Controlled: Story = {
  args: { hidden: true },
  play: async ({ canvas, userEvent, args }) => {
    // Controlled: the toggle asks, the owner decides; without an answer it stays hidden.
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(args.onHiddenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('******');
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas, userEvent, args }) => {
    const refresh = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    // The last amount stays visible while the new one loads, and the refresh is announced.
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('₫375,458');
    await expect(canvas.getByRole('status')).toHaveTextContent('Updating balance…');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', sumBalance: undefined },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Balance' });
    await expect(group).toHaveAttribute('data-state', 'loading');
    await expect(group).toHaveTextContent('Updating balance…');
    await expect(canvas.queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Refresh balance' })).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  args: { status: 'error', sumBalance: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('Balance unavailable');
    await expect(canvas.queryByRole('button', { name: 'Hide balance' })).not.toBeInTheDocument();
    const retry = canvas.getByRole('button', { name: 'Retry loading balance' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const LargeBalance: Story = {
  args: { sumBalance: 12_345_678_900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('₫12,345,678,900');
  },
};

/** A brand (or a wallet answer) in another currency: its symbol and its minor unit. */
export const OtherCurrency: Story = {
  globals: { currency: 'USD' },
  args: { sumBalance: 1_234.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Balance' })).toHaveTextContent('$1,234.50');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { sumBalance: 1_234_500 },
  play: async ({ canvas, userEvent }) => {
    // VI groups with dots and writes the dong sign after the amount, with no cents.
    const group = canvas.getByRole('group', { name: 'Số dư' });
    await expect(group).toHaveTextContent('1.234.500 ₫');
    await userEvent.click(canvas.getByRole('button', { name: 'Ẩn số dư' }));
    await expect(canvas.getByText('Số dư đã ẩn')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Làm mới số dư' })).toBeVisible();
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div className="w-[360px] border border-dashed border-border p-space-sm">
      <BalanceDisplay {...args} className="w-full" />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Balance' });
    await waitFor(() => expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(360));
    // Both buttons keep a 40 px touch target on a phone.
    for (const name of ['Hide balance', 'Refresh balance']) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    }
  },
};
