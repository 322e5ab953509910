import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HISTORY_TODAY, profitLossFixture } from '../../../mocks/fixtures/history.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { ProfitLoss, type ProfitLossProps } from './ProfitLoss.tsx';

// The pinned calendar: Friday 2026-11-20. member01's last 7 days.
const last7 = presetValue('last7', HISTORY_TODAY);
const week = profitLossFixture('member', last7);

/** A container over the fake platform's report: the period picks it as the call does. */
function Demo(args: ProfitLossProps) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const report = profitLossFixture('member', range);
  return (
    <ProfitLoss
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        args.onRangeChange(value);
      }}
      report={args.loading || args.error ? undefined : (args.report ?? report)}
    />
  );
}

const meta = {
  title: 'Member/History/ProfitLoss',
  component: ProfitLoss,
  render: (args) => <Demo {...args} />,
  args: { today: HISTORY_TODAY, range: last7, onRangeChange: fn(), onRetry: fn() },
  argTypes: { report: { table: { disable: true } } },
} satisfies Meta<typeof ProfitLoss>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);
const categoryRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Profit and loss by category' }))
    .getAllByRole('row')
    .slice(1, -1);

/** Per category: bets, stake, valid bet, wins and the signed win/loss, with totals; above, the net with rebates and bonuses. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Profit and loss by category' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Category', 'Bets', 'Stake', 'Valid bet', 'Wins', 'Win/loss']);
    const rows = categoryRows(canvas);
    await expect(rows).toHaveLength(week.categories.length);
    await expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('E-sports');
    await expect(within(rows[0]!).getAllByRole('cell')[5]).toHaveTextContent('-₫50,152');
    await expect(within(rows[1]!).getAllByRole('cell')[5]).toHaveTextContent('+₫33,120');
    const totals = within(table).getAllByRole('row').at(-1)!;
    await expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    await expect(within(totals).getAllByRole('cell')[0]).toHaveTextContent(String(week.total.betCount));
    await expect(summaryValue(canvasElement, 'winLoss')).toHaveTextContent('-₫126,864');
    const net = week.netProfit;
    await expect(summaryValue(canvasElement, 'netProfit')!.textContent.startsWith(net > 0 ? '+₫' : '-₫')).toBe(true);
    // Calendar periods: this month.
    await userEvent.click(canvas.getByRole('button', { name: 'This month' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ preset: 'thisMonth', start: '2026-11-01', end: HISTORY_TODAY });
    const month = profitLossFixture('member', presetValue('thisMonth', HISTORY_TODAY));
    await waitFor(() => expect(categoryRows(canvas)).toHaveLength(month.categories.length));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Last month's report: every category the member played. */
export const Data: Story = {
  args: { range: presetValue('lastMonth', HISTORY_TODAY) },
  play: async ({ canvas }) => {
    const month = profitLossFixture('member', presetValue('lastMonth', HISTORY_TODAY));
    await expect(categoryRows(canvas)).toHaveLength(month.categories.length);
    await expect(canvas.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
    await expect(canvasElement.querySelector('[data-slot="history-summary"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { range: { preset: 'custom', start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Profit and loss by category' });
    await expect(within(table).getByText('No bets in this period, so no profit or loss.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The profit and loss could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Totals for the period' })).toBeNull();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Profit and loss by category' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(week.categories.length);
    await expect(cards[0]).toHaveTextContent('E-sports');
    await expect(canvasElement.querySelector('[data-slot="records-card-totals"]')).toHaveTextContent('Total');
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lãi lỗ theo loại trò chơi' });
    await expect(within(table).getByRole('columnheader', { name: 'Tiền thắng' })).toBeVisible();
    await expect(within(table).getByText('Thể thao điện tử')).toBeVisible();
    await expect(canvas.getByText('Lãi/lỗ ròng')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tháng này' })).toBeVisible();
  },
};
