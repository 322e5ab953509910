import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playerRank } from '../../mocks/fixtures/account-centre.ts';
import { VipOverview } from './VipOverview.tsx';

// member01 is VIP1 (no VIP service yet); vip01 is VIP6 (the VIP service channel).
const member = playerRank('member');
const vip = playerRank('vip');

const Frame = (Story: () => ReactNode) => <div className="w-[920px]">{Story()}</div>;
const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Vip/VipOverview',
  component: VipOverview,
  args: { viewer: 'member', rank: member, onRetry: fn(), onLogin: fn(), onRegister: fn(), onVipService: fn() },
  decorators: [Frame],
} satisfies Meta<typeof VipOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** member01 (VIP1): the perks, the locked VIP service, their rank, progress and the rank table. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What VIP brings' })).toBeVisible();
    await expect(canvas.getByText('Reach a rank above level 4 to get a personal VIP host.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Contact VIP service' })).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Valid bets toward the next rank' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Ranks and benefits' })).toBeInTheDocument();
  },
};

/** The rank table with every rank, the member's own marked. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: 'Ranks and benefits' })).getAllByRole('row');
    await expect(rows).toHaveLength(member.ranks.length + 1);
    await expect(within(rows[2]!).getByText('Your rank')).toBeVisible();
  },
};

/** A VIP6 member: the VIP service channel opens from its button. */
export const VipService: Story = {
  args: { rank: vip },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your personal VIP host is ready to help you.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact VIP service' }));
    await expect(args.onVipService).toHaveBeenCalledOnce();
  },
};

/** A visitor: the perks and a log-in prompt instead of a rank. */
export const Visitor: Story = {
  args: { viewer: 'visitor', rank: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Log in to see your rank, your progress and the rank table.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A trial account: the trial warning, no rank. */
export const Trial: Story = {
  args: { viewer: 'trial', rank: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What VIP brings' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rank: undefined, loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('Reach a rank above level 4 to get a personal VIP host.')).toBeNull();
  },
};

/** No ranks from the platform: the table says so. */
export const Empty: Story = {
  args: { rank: { ...member, ranks: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No ranks to show.')[0]).toBeVisible();
  },
};

/** The rank call failed: message and Retry, no service card. */
export const Error: Story = {
  args: { rank: undefined, error: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your rank could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('VIP service', { selector: 'h2' })).toBeNull();
  },
};

export const Phone: Story = {
  args: { rank: vip },
  decorators: [PhoneFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Contact VIP service' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Valid bets toward the next rank' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  args: { rank: vip },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Quyền lợi VIP' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Liên hệ dịch vụ VIP' })).toBeVisible();
  },
};
