import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { dayBounds, HISTORY_TODAY } from '../../../mocks/fixtures/history.ts';
import { withdrawalRows, withdrawalTotal } from '../../../mocks/fixtures/withdraw.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { WithdrawalHistory, type WithdrawalHistoryProps, type WithdrawalStatus } from './WithdrawalHistory.tsx';

// member01's withdrawals, newest first: one processing, one paid out awaiting confirmation, the rest settled.
const rows = withdrawalRows('member');
const PAGE_SIZE = 3;
const last30 = presetValue('last30', HISTORY_TODAY);

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A container over the fake platform's withdrawals: the period and status filter them as the call does, three a page, with the filter's total. */
function Paged(props: WithdrawalHistoryProps) {
  const [page, setPage] = useState(1);
  const [period, setPeriod] = useState<DateRangeValue>(props.period);
  const [status, setStatus] = useState<WithdrawalStatus | ''>(props.status);
  const { startTime, endTime } = dayBounds(period.start, period.end);
  const shown = rows.filter((row) => row.time >= startTime && row.time <= endTime && (!status || row.status === status));
  return (
    <WithdrawalHistory
      {...props}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        setPage(1);
        props.onPeriodChange(next);
      }}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(1);
        props.onStatusChange(next);
      }}
      rows={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      totalAmount={withdrawalTotal(shown)}
      // The report sends totalPages, no record count.
      pagination={{ page, pageSize: PAGE_SIZE, pageCount: Math.ceil(shown.length / PAGE_SIZE), onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Member/Withdraw/WithdrawalHistory',
  component: WithdrawalHistory,
  args: {
    rows: rows.slice(0, PAGE_SIZE),
    today: HISTORY_TODAY,
    period: last30,
    onPeriodChange: fn(),
    status: '',
    onStatusChange: fn(),
    timeZone: STORY_TIME_ZONE,
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WithdrawalHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history with its statuses in words and the receipt column; the pager moves on; the status and period narrow it. */
export const Playground: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Order no.', 'To', 'Amount', 'Status', 'Receipt']);
    await expect(canvas.getByText('Total withdrawn')).toBeVisible();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent(rows[0]!.id);
    await expect(first).toHaveTextContent('Processing');
    await expect(second).toHaveTextContent('Completed');
    await expect(second).toHaveTextContent('Awaiting your confirmation');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(rows[PAGE_SIZE]!.id));

    // Processing only: back to page 1, every row processing.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'PROCESSING');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('PROCESSING');
    const processing = rows.filter((row) => row.status === 'PROCESSING');
    await expect(processing.length).toBeGreaterThan(0);
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(processing.length));
    for (const row of within(canvas.getByRole('table')).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Processing');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), '');

    // Today: the two made today.
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ preset: 'today', start: HISTORY_TODAY, end: HISTORY_TODAY });
    const today = dayBounds(HISTORY_TODAY, HISTORY_TODAY);
    const todays = rows.filter((row) => row.time >= today.startTime && row.time <= today.endTime);
    await expect(todays).toHaveLength(2);
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(todays.length));
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    (canvas.getByRole('button', { name: 'Last 30 days' }).ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Every status and receipt word: processing, rejected (with the reason), completed, partly paid (state 7), one the app does not know; partly received. */
export const Data: Story = {
  args: {
    rows: [
      rows[0]!,
      { ...rows[2]!, id: 'WD-REJECTED', status: 'REJECTED', receiptStatus: null, rejectReason: 'Account name does not match' },
      { ...rows[2]!, id: 'WD-PARTIAL', receiptStatus: 'PARTIAL' },
      { ...rows[2]!, id: 'WD-AUTO', receiptStatus: 'AUTO_CONFIRMED' },
      { ...rows[2]!, id: 'WD-PARTPAID', status: 'PARTIAL_PAID', receiptStatus: null },
      { ...rows[2]!, id: 'WD-UNKNOWN', status: null, receiptStatus: null },
    ],
    totalAmount: 1_250_000,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    await expect(within(table).getByText('Rejected')).toBeVisible();
    await expect(within(table).getByText('Account name does not match')).toBeVisible();
    await expect(within(table).getByText('Partly received')).toBeVisible();
    await expect(within(table).getByText('Counted as received')).toBeVisible();
    await expect(within(table).getByText('Partly paid')).toBeVisible();
    await expect(within(within(table).getByRole('row', { name: /WD-UNKNOWN/ })).getAllByText('—').length).toBeGreaterThan(0);
    await expect(canvas.getByText('₫1,250,000')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByText('No withdrawals in this period.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { rows: [], error: true },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('alert')).toHaveTextContent('The withdrawal history could not be loaded.');
    await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone each withdrawal is a card: time and status on top, then label: value lines. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Withdrawal history' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    await expect(within(cards[0]!).getByText('Processing')).toBeVisible();
    const terms = [...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Order no.', 'To', 'Amount', 'Receipt']);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lịch sử rút tiền' });
    await expect(within(table).getAllByText('Đang xử lý')[0]).toBeVisible();
    await expect(within(table).getByText('Chờ bạn xác nhận')).toBeVisible();
  },
};
