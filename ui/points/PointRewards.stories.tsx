import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pointBalanceOf, pointRewardCards } from '../../mocks/fixtures/points.ts';
import { PointRewards } from './PointRewards.tsx';

// The fake platform's catalogue: cash, bonus and goods, one of them sold out; member01's points.
const rewards = pointRewardCards('EN');
const balance = pointBalanceOf('member');

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Points/PointRewards',
  component: PointRewards,
  args: {
    viewer: 'member',
    balance,
    rewards: rewards.slice(0, 8),
    onRedeem: fn(),
    onRetry: fn(),
    onLogin: fn(),
    onRegister: fn(),
    onBalanceRetry: fn(),
  },
} satisfies Meta<typeof PointRewards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's points over the grid; Redeem hands the chosen reward to the container. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your points')).toBeVisible();
    await expect(canvas.getByText(`${balance.toLocaleString('en-US')} points`)).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: `Redeem: ${rewards[0]!.name}` }));
    await expect(args.onRedeem).toHaveBeenCalledWith(rewards[0]);
  },
};

/** Every card's words: points and amount required, units left; a sold-out reward cannot be redeemed. */
export const Data: Story = {
  args: { rewards: rewards.filter((reward) => ['R1001', 'R3006', 'R3008'].includes(reward.id)) },
  play: async ({ canvas }) => {
    const [cash, phoneCard, gold] = within(canvas.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem');
    await expect(cash).toHaveTextContent('Cash');
    await expect(cash).toHaveTextContent('Points required1,000');
    await expect(phoneCard).toHaveTextContent('Amount required₫5,000,000');
    await expect(within(gold!).getByText('Sold out')).toBeVisible();
    await expect(within(gold!).getByRole('button', { name: /Redeem/ })).toBeDisabled();
  },
};

/** A visitor: the rewards and a log-in prompt instead of points, no redeem buttons. */
export const Visitor: Story = {
  args: { viewer: 'visitor', balance: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Log in to see your points and redeem rewards.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Redeem/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** A trial account: the trial warning used elsewhere, no redeem buttons. */
export const Trial: Story = {
  args: { viewer: 'trial', balance: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trial account')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Redeem/ })).toBeNull();
  },
};

export const Redeemed: Story = {
  args: { success: 'Redeemed: Viva cotton T-shirt. You can follow it in the redeem history.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redeemed: Viva cotton T-shirt.');
  },
};

export const Loading: Story = {
  args: { loading: true, balance: null, rewards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Rewards' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rewards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rewards to redeem right now.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { rewards: [], error: true, balanceError: true },
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Your points could not be loaded.');
    await expect(alerts[1]).toHaveTextContent('The rewards could not be loaded.');
    await userEvent.click(within(alerts[1]!).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { rewards: rewards.slice(0, 3) },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Vietnamese: Story = {
  args: { rewards: pointRewardCards('VI').slice(5, 8) },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Điểm của bạn')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Phần thưởng' })).toHaveTextContent('Áo thun cotton Viva');
    await expect(canvas.getAllByText('Điểm cần')[0]).toBeVisible();
  },
};
