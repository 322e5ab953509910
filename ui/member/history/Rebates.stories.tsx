import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { HISTORY_TODAY, rebateRatesFixture, rebatesFixture } from '../../../mocks/fixtures/history.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { Rebates, type RebatesProps } from './Rebates.tsx';

// The pinned calendar: Friday 2026-11-20. member01 (VIP1) has 10 rebates for the last 7 days' bets.
const last7 = presetValue('last7', HISTORY_TODAY);
const week = rebatesFixture('member', last7);
const rates = rebateRatesFixture('member');
const PAGE_SIZE = 10;

/** A container over the fake platform's rebates: the period and page filter them as the call does; the relay sends the page count. */
function Demo(args: RebatesProps) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [page, setPage] = useState(1);
  const { list, totalAmount } = rebatesFixture('member', { start: range.start, end: range.end });
  return (
    <Rebates
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        setPage(1);
        args.onRangeChange(value);
      }}
      rebates={args.loading || args.error ? [] : list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      totalAmount={totalAmount}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: Math.ceil(list.length / PAGE_SIZE), total: null, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Member/History/Rebates',
  component: Rebates,
  render: (args) => <Demo {...args} />,
  args: {
    today: HISTORY_TODAY,
    timeZone: STORY_TIME_ZONE,
    range: last7,
    rebates: [],
    rateTable: { rates, onRetry: fn() },
    onRangeChange: fn(),
    onRetry: fn(),
  },
  argTypes: { rebates: { table: { disable: true } }, rateTable: { table: { disable: true } } },
} satisfies Meta<typeof Rebates>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);
const rebateRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Rebates paid' }))
    .getAllByRole('row')
    .slice(1);

/** The rebates paid for the last 7 days' bets, their sum, and the member's rate per product type. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Rebates paid' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Paid at', 'Bets of', 'Category', 'Valid bet', 'Rate', 'Rebate']);
    const rows = rebateRows(canvas);
    await expect(rows).toHaveLength(week.list.length);
    const first = within(rows[0]!).getAllByRole('cell');
    await expect(first[1]).toHaveTextContent('2026-11-17');
    await expect(first[2]).toHaveTextContent('Sports');
    await expect(first[4]).toHaveTextContent('0.75%');
    await expect(first[5]).toHaveTextContent('₫1,371');
    await expect(summaryValue(canvasElement, 'totalAmount')).toHaveTextContent('₫4,382');

    // The rate table: one row per product type, as the platform rates the member.
    const rateTable = canvas.getByRole('table', { name: 'Your rebate rates' });
    const rateRows = within(rateTable).getAllByRole('row').slice(1);
    await expect(rateRows).toHaveLength(rates.length);
    await expect(rateRows[0]).toHaveTextContent('PVP cards');
    await expect(rateRows[0]).toHaveTextContent('0.55%');
    await expect(canvas.getByRole('heading', { name: 'Your rebate rates', level: 3 })).toBeVisible();
    // The period is the only filter the rebate relay takes.
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** The last 30 days: more rebates, over pages. */
export const Data: Story = {
  args: { range: presetValue('last30', HISTORY_TODAY) },
  play: async ({ canvas, canvasElement }) => {
    const month = rebatesFixture('member', presetValue('last30', HISTORY_TODAY));
    await expect(rebateRows(canvas)).toHaveLength(Math.min(PAGE_SIZE, month.list.length));
    await expect(canvasElement.querySelector('[data-slot="records-pagination-summary"]')).toHaveTextContent(
      `Page 1 of ${Math.ceil(month.list.length / PAGE_SIZE)}`,
    );
  },
};

export const Loading: Story = {
  args: { loading: true, rateTable: { rates: [], loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual(['Loading records…', 'Loading records…']);
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { range: { preset: 'custom', start: '2026-01-01', end: '2026-01-31' }, rateTable: { rates: [] } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Rebates paid' })).getByText('No rebates in this period.')).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Your rebate rates' })).getByText('No rebate rates are set for your account.'),
    ).toBeVisible();
  },
};

/** Each call fails on its own: the rebates' message, and the rate table's, each with its Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: true, rateTable: { rates: [], error: true, onRetry: fn() } },
  play: async ({ canvas, args }) => {
    const [records, rateAlert] = canvas.getAllByRole('alert');
    await expect(records).toHaveTextContent('The rebates could not be loaded.');
    await expect(rateAlert).toHaveTextContent('The rebate rates could not be loaded.');
    await userEvent.click(within(records!).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(within(rateAlert!).getByRole('button', { name: 'Retry' }));
    await expect(args.rateTable.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Only the rates failed: the rebates still show. */
export const RatesFailed: Story = {
  args: { rateTable: { rates: [], error: true, onRetry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The rebate rates could not be loaded.');
    await expect(rebateRows(canvas)).toHaveLength(week.list.length);
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Rebates paid' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(week.list.length);
    await expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Bets of',
      'Category',
      'Valid bet',
      'Rate',
      'Rebate',
    ]);
    // The rates too are cards on a phone, under their heading.
    await expect(canvas.getByRole('heading', { name: 'Your rebate rates', level: 3 })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Your rebate rates' })).getAllByRole('listitem')).toHaveLength(rates.length);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Hoàn trả đã nhận' });
    await expect(within(table).getByRole('columnheader', { name: 'Tỷ lệ' })).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('0,75%');
    await expect(canvas.getByRole('table', { name: 'Tỷ lệ hoàn trả của bạn' })).toBeVisible();
  },
};
