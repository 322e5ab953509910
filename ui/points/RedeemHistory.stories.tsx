import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { redeemRows } from '../../mocks/fixtures/points.ts';
import { RedeemHistory, type RedeemHistoryProps, type RedeemStatus } from './RedeemHistory.tsx';

// member01's redemptions, newest first: the newest in process, older ones approved or rejected.
const seeded = redeemRows('member');
const rows = [
  ...seeded,
  { ...seeded[0]!, id: 'PR-APPROVED', status: 'APPROVED' as const, remark: 'Delivered by GHN, tracking GHN123456789' },
  { ...seeded[0]!, id: 'PR-REJECTED', status: 'REJECTED' as const, remark: 'Receiving address incomplete; points refunded' },
];
const PAGE_SIZE = 2;

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** The status filters the rows as the call does, two a page. */
function Paged(props: RedeemHistoryProps) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RedeemStatus | ''>(props.status);
  const shown = rows.filter((row) => !status || row.status === status);
  return (
    <RedeemHistory
      {...props}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setPage(1);
        props.onStatusChange(next);
      }}
      rows={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      pagination={{ page, pageSize: PAGE_SIZE, total: shown.length, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Points/RedeemHistory',
  component: RedeemHistory,
  args: { rows, status: '', onStatusChange: fn(), onRetry: fn(), timeZone: STORY_TIME_ZONE },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RedeemHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The columns, the pager, and the status filter narrowing to one status. */
export const Playground: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Redeem history' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Apply time', 'Transaction no.', 'Reward', 'Quantity', 'Points', 'Status', 'Remark']);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('In process');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(rows[PAGE_SIZE]!.id));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'REJECTED');
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('REJECTED');
    const rejected = rows.filter((row) => row.status === 'REJECTED');
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(Math.min(rejected.length, PAGE_SIZE)),
    );
    for (const row of within(canvas.getByRole('table')).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Rejected');
  },
};

/** The three statuses in words, with the remark. */
export const Data: Story = {
  args: { rows: [seeded[0]!, rows.at(-2)!, rows.at(-1)!] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Redeem history' });
    await expect(within(table).getByText('In process')).toBeVisible();
    await expect(within(table).getByText('Approved')).toBeVisible();
    await expect(within(table).getByText('Rejected')).toBeVisible();
    await expect(within(table).getByText('Receiving address incomplete; points refunded')).toBeVisible();
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
    await expect(within(canvas.getByRole('table')).getByText('No redemptions yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { rows: [], error: true },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('alert')).toHaveTextContent('The redeem history could not be loaded.');
    await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone each redemption is a card. */
export const Phone: Story = {
  args: { rows: rows.slice(0, 2) },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Redeem history' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Vietnamese: Story = {
  args: { rows: rows.slice(0, 2) },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lịch sử đổi thưởng' });
    await expect(within(table).getAllByText('Đang xử lý')[0]).toBeVisible();
  },
};
