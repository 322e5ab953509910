import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { contractFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { ContractOverview } from './ContractOverview.tsx';

// agent02: a dividend from agent01, and the contracts it offered agent42.
const dividend = contractFixture('dividend');

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Agent/Contract/ContractOverview',
  component: ContractOverview,
  args: { ...dividend, timeZone: STORY_TIME_ZONE, onRetry: fn() },
  argTypes: { current: { table: { disable: true } }, issued: { table: { disable: true } } },
} satisfies Meta<typeof ContractOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent's dividend from its upline, tier by tier, and the contracts it offered its downlines with their statuses. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(dividend.current).not.toBeNull();
    const current = canvas.getByRole('region', { name: 'Your contract' });
    const upline = dividend.current!.uplineNickname || dividend.current!.upline;
    await expect(within(current).getByText((text) => text.startsWith(`From ${upline},`))).toBeVisible();
    const tiers = within(current).getByRole('table', { name: 'Tiers' });
    await expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Period valid bet', 'Period profit and loss', 'Active members', 'Rate']);
    await expect(within(tiers).getAllByRole('row').slice(1)).toHaveLength(
      dividend.current!.kind === 'dividend' ? dividend.current!.terms.tiers.length : -1,
    );
    const issued = canvas.getByRole('table', { name: 'Contracts with your downlines' });
    await expect(within(issued).getAllByRole('row').slice(1)).toHaveLength(dividend.issued.length);
  },
};

/** Every kind's terms: the daily salary's tiers by daily bet amount. */
export const Data: Story = {
  args: contractFixture('dailySalary'),
  play: async ({ canvas }) => {
    const tiers = canvas.getByRole('table', { name: 'Tiers' });
    await expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Daily bet amount', 'Active members', 'Rate']);
    await expect(within(tiers).getAllByRole('cell')[0]).toHaveTextContent(/^₫[\d,]+$/);
  },
};

/** Real-time salary: the profit and loss rates, the single-bet floor and the 5-minute settlement. */
export const RealTime: Story = {
  args: contractFixture('realTimeSalary'),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('region', { name: 'Your contract' });
    await expect(within(current).getByText('Profit rate')).toBeVisible();
    await expect(within(current).getByText('Every 5 minutes')).toBeVisible();
  },
};

/** No contract of this kind yet, and none offered: both say so. */
export const Empty: Story = {
  args: { current: null, issued: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no contract of this kind.')).toBeVisible();
    await expect(canvas.getAllByText('You have not offered this contract to a downline.')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="contract-loading"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The contract could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A phone: the downline contracts become cards, nothing runs past the screen. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="contract-overview"]')!.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('list', { name: 'Contracts with your downlines' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hợp đồng của bạn' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Các bậc' })).toBeVisible();
  },
};
