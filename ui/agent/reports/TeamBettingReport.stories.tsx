import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_TODAY, teamBetsFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { TeamBettingReport, type TeamBettingReportProps } from './TeamBettingReport.tsx';

// The pinned calendar: Friday 2026-11-20. agent01's team's live-casino bets over the last 7 days.
const last7 = presetValue('last7', AGENT_TODAY);
const PAGE_SIZE = 10;
const week = teamBetsFixture({ ...last7, product: 'LIVE', size: PAGE_SIZE });

/** A container over the fake platform: the period, the product, the username and the page filter it as the call does. */
function Demo(args: TeamBettingReportProps) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [product, setProduct] = useState(args.product);
  const [account, setAccount] = useState(args.account);
  const [page, setPage] = useState(1);
  const data = teamBetsFixture({
    ...range,
    product,
    account: account || undefined,
    page,
    size: PAGE_SIZE,
  });
  const off = args.loading || args.error;
  return (
    <TeamBettingReport
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        setPage(1);
        args.onRangeChange(value);
      }}
      product={product}
      onProductChange={(value) => {
        setProduct(value);
        setPage(1);
        args.onProductChange(value);
      }}
      account={account}
      onAccountChange={(value) => {
        setAccount(value);
        setPage(1);
        args.onAccountChange(value);
      }}
      rows={off ? [] : data.list}
      totals={off ? undefined : data.footer}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: data.totalPages, total: data.total, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Agent/Reports/TeamBettingReport',
  component: TeamBettingReport,
  render: (args) => <Demo {...args} />,
  args: {
    today: AGENT_TODAY,
    timeZone: STORY_TIME_ZONE,
    range: last7,
    product: 'LIVE',
    account: '',
    rows: [],
    onRangeChange: fn(),
    onProductChange: fn(),
    onAccountChange: fn(),
    onRetry: fn(),
  },
  argTypes: { rows: { table: { disable: true } } },
} satisfies Meta<typeof TeamBettingReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Team bets';
const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: LABEL }))
    .getAllByRole('row')
    .slice(1);
const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);

/** The team's live-casino bets, newest first, with the filter's totals and its record count; a product and a username narrow it. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rowsOf(canvas)).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByText(`1–10 of ${week.total!.toLocaleString('en')}`)).toBeVisible();
    await expect(summaryValue(canvasElement, 'profitLoss')).not.toBeNull();
    await expect(
      within(canvas.getByRole('table', { name: LABEL }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Game', 'Order no.', 'Time', 'Bets', 'Valid bets', 'Winnings', 'Profit and loss', 'Status']);
    const member = week.list[0]!.account;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Username' }), `${member}{Enter}`);
    await expect(args.onAccountChange).toHaveBeenLastCalledWith(member);
    const one = teamBetsFixture({ ...last7, product: 'LIVE', account: member, size: PAGE_SIZE });
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(one.list.length));
    for (const row of rowsOf(canvas)) await expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(member);
    // Lottery: its footer has no profit and loss, so the summary leaves it out.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Product' }), 'LOTT');
    await expect(args.onProductChange).toHaveBeenLastCalledWith('LOTT');
    await waitFor(() => expect(summaryValue(canvasElement, 'profitLoss')).toBeNull());
    await expect(summaryValue(canvasElement, 'winAmount')).not.toBeNull();
  },
};

export const Data: Story = {
  args: { range: presetValue('lastMonth', AGENT_TODAY), product: 'RNG' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('RNG');
    await expect(rowsOf(canvas).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
    await expect(canvasElement.querySelector('[data-slot="history-summary"]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { range: { preset: 'custom', start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: LABEL })).getByText('No bets by your team on this product in this period.'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("The team's bets could not be loaded.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: LABEL })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Cược của đội nhóm' });
    await expect(within(table).getByRole('columnheader', { name: 'Cược hợp lệ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tìm' })).toBeVisible();
  },
};
