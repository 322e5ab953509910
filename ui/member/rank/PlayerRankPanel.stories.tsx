import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playerRank } from '../../../mocks/fixtures/account-centre.ts';
import { PlayerRankPanel } from './PlayerRankPanel.tsx';

// member01 is VIP1 on the way to VIP2 (₫2,500,000 of deposits, ₫6,000,000 of valid bets); vip01 is VIP6.
const member = playerRank('member');
const vip = playerRank('vip');
const top = { ...vip, rankName: 'VIP8', rankLevel: 8, color: '#ffffff', color2: '#111827', nextRankName: null };

const Frame = (Story: () => ReactNode) => <div className="w-[920px]">{Story()}</div>;
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Member/Rank/PlayerRankPanel',
  component: PlayerRankPanel,
  args: { rank: member, loading: false, error: false, onRetry: fn() },
  decorators: [Frame],
} satisfies Meta<typeof PlayerRankPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Ranks and benefits' });

/** member01: VIP1, valid bets and deposits toward VIP2, every rank with its benefits. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Current rank' })).toBeVisible();
    const current = canvas.getByText('Your rank', { selector: 'span.text-muted' }).parentElement!;
    await expect(within(current).getByText('VIP1')).toBeVisible();
    await expect(canvas.getByText('Reach both targets to move up to VIP2.')).toBeVisible();
    const turnover = canvas.getByRole('progressbar', { name: 'Valid bets toward the next rank' });
    await expect(turnover).toHaveAttribute('aria-valuemax', '6000000');
    await expect(turnover).toHaveAttribute('aria-valuenow', String(Math.min(member.turnover.current, 6_000_000)));
    const deposit = canvas.getByRole('progressbar', { name: 'Deposits toward the next rank' });
    await expect(deposit).toHaveAttribute('aria-valuemax', '2500000');
  },
};

/** Every rank, lowest first, the member's own marked; money in dong. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    const rows = within(table).getAllByRole('row');
    // The header row plus VIP0..VIP8.
    await expect(rows).toHaveLength(10);
    await expect(within(rows[2]!).getByText('VIP1')).toBeVisible();
    await expect(within(rows[2]!).getByText('Your rank')).toBeVisible();
    await expect(within(rows[2]!).getByText('₫1,000,000')).toBeVisible();
    await expect(within(rows[2]!).getByText('₫3,000,000')).toBeVisible();
    await expect(within(rows[2]!).getByText('0.4%')).toBeVisible();
    await expect(within(rows[6]!).getByRole('cell', { name: 'Yes' })).toBeVisible();
    await expect(within(rows[5]!).getByRole('cell', { name: 'No' })).toBeVisible();
  },
};

/** The top rank: no next target, a line saying so instead of the bars. */
export const TopRank: Story = {
  args: { rank: top },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have reached the highest rank. Enjoy every benefit!')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = {
  args: { rank: undefined, loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="player-rank-panel"] [aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('VIP1')).toBeNull();
  },
};

/** No rank table from the platform: the table says so, the progress stays. */
export const Empty: Story = {
  args: { rank: { ...member, ranks: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No ranks to show.')[0]).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Valid bets toward the next rank' })).toBeVisible();
  },
};

/** The call failed: one error panel with Retry, no stale numbers. */
export const Error: Story = {
  args: { rank: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your rank could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A VIP6 member: the crown on the label, VIP7 next. */
export const Vip: Story = {
  args: { rank: vip },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reach both targets to move up to VIP7.')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Valid bets toward the next rank' })).toHaveAttribute('aria-valuemax', '40000000');
  },
};

/** A phone: each rank is a card of label: value lines. */
export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Valid bets toward the next rank' })).toBeVisible();
    await expect(canvasElement.querySelector('table')).not.toBeVisible();
    await expect(canvas.getAllByText('Upgrade bonus').filter((node) => node.checkVisibility()).length).toBe(9);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cấp bậc hiện tại' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cấp bậc và ưu đãi' })).toBeVisible();
    await expect(canvas.getByText('Đạt cả hai mục tiêu để lên VIP2.')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Cược hợp lệ để lên cấp tiếp theo' })).toBeVisible();
  },
};
