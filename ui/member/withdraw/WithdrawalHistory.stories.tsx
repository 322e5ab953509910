import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { withdrawalRows } from '../../../mocks/fixtures/withdraw.ts';
import { WithdrawalHistory, type WithdrawalHistoryProps } from './WithdrawalHistory.tsx';

// member01's withdrawals, newest first: one processing, one paid out awaiting confirmation, the rest settled.
const rows = withdrawalRows('member');
const PAGE_SIZE = 5;

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A container paging through the history, five a page. */
function Paged(props: WithdrawalHistoryProps) {
  const [page, setPage] = useState(1);
  return (
    <WithdrawalHistory
      {...props}
      rows={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      pagination={{ page, pageSize: PAGE_SIZE, total: rows.length, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Member/Withdraw/WithdrawalHistory',
  component: WithdrawalHistory,
  args: { rows: rows.slice(0, PAGE_SIZE), timeZone: STORY_TIME_ZONE, onRetry: fn() },
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

/** The history with its statuses in words and the receipt column; the pager moves on. */
export const Playground: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Order no.', 'To', 'Amount', 'Status', 'Receipt']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    await expect(first).toHaveTextContent(rows[0]!.id);
    await expect(first).toHaveTextContent('Processing');
    await expect(second).toHaveTextContent('Completed');
    await expect(second).toHaveTextContent('Awaiting your confirmation');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(rows[PAGE_SIZE]!.id));
  },
};

/** Every status and receipt word: processing, rejected (with the reason), completed; partly received. */
export const Data: Story = {
  args: {
    rows: [
      rows[0]!,
      { ...rows[2]!, id: 'WD-REJECTED', status: 'REJECTED', receiptStatus: null, rejectReason: 'Account name does not match' },
      { ...rows[2]!, id: 'WD-PARTIAL', receiptStatus: 'PARTIAL' },
      { ...rows[2]!, id: 'WD-AUTO', receiptStatus: 'AUTO_CONFIRMED' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    await expect(within(table).getByText('Rejected')).toBeVisible();
    await expect(within(table).getByText('Account name does not match')).toBeVisible();
    await expect(within(table).getByText('Partly received')).toBeVisible();
    await expect(within(table).getByText('Counted as received')).toBeVisible();
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
