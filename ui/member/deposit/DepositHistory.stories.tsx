import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { depositRows } from '../../../mocks/fixtures/deposit.ts';
import { dayBounds } from '../../../mocks/fixtures/history.ts';
import { RECORDS_TODAY } from '../../../mocks/fixtures/records.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { DepositHistory, type DepositHistoryProps } from './DepositHistory.tsx';
import type { DepositStatusCode } from './deposit-types.ts';

// member01's deposits, newest first.
const rows = depositRows('member');
const inPeriod = (period: DateRangeValue, status: DepositStatusCode | '') => {
  const { startTime, endTime } = dayBounds(period.start, period.end);
  return rows.filter((row) => row.requestTime >= startTime && row.requestTime <= endTime && (!status || row.status === status));
};
const PAGE_SIZE = 5;

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A container holding the filters and the page, filtering the fixture as the platform would. */
function Filtered(props: DepositHistoryProps) {
  const [status, setStatus] = useState<DepositStatusCode | ''>(props.status);
  const [period, setPeriod] = useState<DateRangeValue>(props.period);
  const [page, setPage] = useState(1);
  const { startTime, endTime } = dayBounds(period.start, period.end);
  const list = props.rows.filter((row) => row.requestTime >= startTime && row.requestTime <= endTime && (!status || row.status === status));
  return (
    <DepositHistory
      {...props}
      rows={list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(1);
        props.onStatusChange(next);
      }}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        setPage(1);
        props.onPeriodChange(next);
      }}
      pagination={props.loading || props.error ? undefined : { page, pageSize: PAGE_SIZE, total: list.length, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Member/Deposit/DepositHistory',
  component: DepositHistory,
  render: (args) => <Filtered {...args} />,
  args: {
    rows,
    today: RECORDS_TODAY,
    period: presetValue('last30', RECORDS_TODAY),
    onPeriodChange: fn(),
    status: '',
    onStatusChange: fn(),
    onRetry: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  argTypes: { rows: { table: { disable: true } } },
} satisfies Meta<typeof DepositHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record with its reference per deposit; filter by status and by period. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Deposit record' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Order no.', 'Reference', 'Channel', 'Amount', 'Status']);
    const first = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(first[1]).toHaveTextContent(rows[0]!.depositId);
    await expect(first[2]).toHaveTextContent(rows[0]!.reference ?? '—');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'SUCCESS');
    await expect(args.onStatusChange).toHaveBeenCalledWith('SUCCESS');
    for (const row of within(canvas.getByRole('table')).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Credited');
    // The last 7 days hold fewer of them than the last 30.
    const week = inPeriod(presetValue('last7', RECORDS_TODAY), 'SUCCESS');
    await expect(week.length).toBeGreaterThan(0);
    await expect(week.length).toBeLessThan(inPeriod(presetValue('last30', RECORDS_TODAY), 'SUCCESS').length);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(expect.objectContaining({ preset: 'last7' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(week.length));
  },
};

/** Data: money in the brand currency, five a page with the pager. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Deposit record' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(PAGE_SIZE);
    await expect(within(table).getAllByRole('cell')[4]).toHaveTextContent(/^₫[\d,]+$/);
    await expect(canvas.getByRole('navigation', { name: 'Record pages' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading records…')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No deposits in this period.')[0]).toBeVisible();
    await expect(canvas.getAllByText('Try a longer period or another status.')[0]).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true, rows: [] },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('alert')).toHaveTextContent('The deposit record could not be loaded.');
    await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The filters stay usable while the list failed.
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeEnabled();
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Deposit record' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    await expect(cards[0]).toHaveTextContent(rows[0]!.depositId);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lịch sử nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Trạng thái' })).toHaveDisplayValue('Tất cả trạng thái');
  },
};
