import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_TODAY, teamOverviewFixture } from '../../../mocks/fixtures/agent.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { TeamOverview, type TeamOverviewProps } from './TeamOverview.tsx';

// The pinned calendar: Friday 2026-11-20. agent01's team over the last 7 days.
const last7 = presetValue('last7', AGENT_TODAY);
const week = teamOverviewFixture(last7);
const quiet = { preset: 'custom', start: '2026-01-01', end: '2026-01-31' } as const;

/** A container over the fake platform: the period picks the overview as the call does. */
function Demo(args: TeamOverviewProps) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  return (
    <TeamOverview
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        args.onRangeChange(value);
      }}
      overview={args.loading || args.error ? undefined : (args.overview ?? teamOverviewFixture(range))}
    />
  );
}

const meta = {
  title: 'Agent/TeamOverview',
  component: TeamOverview,
  render: (args) => <Demo {...args} />,
  args: { today: AGENT_TODAY, range: last7, onRangeChange: fn(), onRetry: fn() },
  argTypes: { overview: { table: { disable: true } } },
} satisfies Meta<typeof TeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="overview-figure"][data-id="${id}"] dd`);
const bar = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="overview-bar"][data-id="${id}"]`);

/** The period's registrations, logins, deposits and bets made, and its money as bars beside their amounts. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(figure(canvasElement, 'registrations')).toHaveTextContent(week.registrations.toLocaleString('en'));
    await expect(figure(canvasElement, 'depositCount')).toHaveTextContent(week.depositCount.toLocaleString('en'));
    await expect(figure(canvasElement, 'betCount')).toHaveTextContent(week.betCount.toLocaleString('en'));
    const chart = canvas.getByRole('table', { name: 'Money in the period' });
    const rows = within(chart).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Deposits',
      'Withdrawals',
      'Bets',
      'Valid bets',
      'Payouts',
      'Promotions',
      'Rebates',
      'Dividends',
      'Daily salaries',
      'Profit and loss',
    ]);
    // The largest amount fills the bar's whole width (half of it when some bar goes left); the others are in proportion.
    const amounts = [
      week.depositAmount,
      week.withdrawalAmount,
      week.betAmount,
      week.validBetAmount,
      week.payoutAmount,
      week.bonusAmount,
      week.rebateAmount,
      week.profitSharing,
      week.dailyIncome,
      week.profitLoss,
    ];
    const widest = Math.max(...amounts.map(Math.abs));
    const span = amounts.some((amount) => amount < 0) ? 50 : 100;
    const width = (id: string) => Number(bar(canvasElement, id)!.querySelector('rect')!.getAttribute('width'));
    await expect(width('withdrawalAmount')).toBeCloseTo((week.withdrawalAmount / widest) * span, 1);
    await expect(bar(canvasElement, 'profitLoss')!.querySelector('[data-sign]')).toHaveTextContent(/^\+₫/);
    await userEvent.click(canvas.getByRole('button', { name: 'This month' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ preset: 'thisMonth', start: '2026-11-01', end: AGENT_TODAY });
    const month = teamOverviewFixture(presetValue('thisMonth', AGENT_TODAY));
    await waitFor(() => expect(figure(canvasElement, 'betCount')).toHaveTextContent(month.betCount.toLocaleString('en')));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Last month: the team's figures as the fake platform sums them. */
export const Data: Story = {
  args: { range: presetValue('lastMonth', AGENT_TODAY) },
  play: async ({ canvas, canvasElement }) => {
    const month = teamOverviewFixture(presetValue('lastMonth', AGENT_TODAY));
    await expect(canvas.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(figure(canvasElement, 'logins')).toHaveTextContent(month.logins.toLocaleString('en'));
    await expect(canvas.getByRole('figure', { name: 'Money in the period' })).toBeVisible();
  },
};

/** A loss drawn from the zero line to the other side, in words as well as red. */
export const Loss: Story = {
  args: { overview: { ...week, profitLoss: -week.profitLoss } },
  play: async ({ canvasElement }) => {
    const cell = bar(canvasElement, 'profitLoss')!.querySelector('[data-sign]');
    await expect(cell).toHaveAttribute('data-sign', 'negative');
    await expect(cell).toHaveTextContent(/^-₫/);
    const rect = bar(canvasElement, 'profitLoss')!.querySelector('rect')!;
    await expect(Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'))).toBeCloseTo(50, 1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="team-overview"]')).toHaveAttribute('data-state', 'loading');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A period in which no money moved: said in words, no empty chart; the counts still show. */
export const Empty: Story = {
  args: { range: quiet },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No money moved in your team in this period.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(figure(canvasElement, 'betCount')).toHaveTextContent(/^0$/);
    await expect(figure(canvasElement, 'depositCount')).toHaveTextContent(/^0$/);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The team overview could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The period stays choosable.
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    const chart = canvas.getByRole('table', { name: 'Money in the period' });
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
    await expect(figure(canvasElement, 'betCount')!.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lượt đăng ký')).toBeVisible();
    const chart = canvas.getByRole('table', { name: 'Dòng tiền trong khoảng thời gian' });
    await expect(within(chart).getByRole('rowheader', { name: 'Cược hợp lệ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tháng này' })).toBeVisible();
  },
};
