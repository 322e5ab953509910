import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { depositMethods, depositRows } from '../../../mocks/fixtures/deposit.ts';
import { dayBounds } from '../../../mocks/fixtures/history.ts';
import { RECORDS_TODAY } from '../../../mocks/fixtures/records.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { DepositHistory, type DepositHistoryProps } from './DepositHistory.tsx';
import type { DepositRow, DepositStateCode } from './deposit-types.ts';

// member01's deposits, newest first: credited ones, a few expired, and one in review without a slip.
const rows: DepositRow[] = depositRows('member');
const held = rows.find((row) => row.state === 'PENDING')!;
const inPeriod = (list: readonly DepositRow[], period: DateRangeValue, state: DepositStateCode | '') => {
  const { startTime, endTime } = dayBounds(period.start, period.end);
  return list.filter((row) => row.depositDate >= startTime && row.depositDate <= endTime && (!state || row.state === state));
};
const PAGE_SIZE = 5;

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A container holding the filters and the page, filtering the fixture and totalling it as the platform would. */
function Filtered(props: DepositHistoryProps) {
  const [state, setState] = useState<DepositStateCode | ''>(props.status);
  const [period, setPeriod] = useState<DateRangeValue>(props.period);
  const [method, setMethod] = useState(props.method ?? '');
  const [page, setPage] = useState(1);
  const list = inPeriod(props.rows, period, state);
  return (
    <DepositHistory
      {...props}
      rows={list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      total={props.loading || props.error ? undefined : list.reduce((sum, row) => sum + row.amount, 0)}
      status={state}
      onStatusChange={(next) => {
        setState(next);
        setPage(1);
        props.onStatusChange(next);
      }}
      period={period}
      onPeriodChange={(next) => {
        setPeriod(next);
        setPage(1);
        props.onPeriodChange(next);
      }}
      method={method}
      onMethodChange={(next) => {
        setMethod(next);
        props.onMethodChange?.(next);
      }}
      pagination={
        props.loading || props.error
          ? undefined
          : { page, pageSize: PAGE_SIZE, pageCount: Math.ceil(list.length / PAGE_SIZE), total: null, onPageChange: setPage }
      }
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
    methods: depositMethods(),
    method: '',
    onMethodChange: fn(),
    onCancel: fn(),
    onUploadSlip: fn(),
    onRetry: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  argTypes: { rows: { table: { disable: true } }, methods: { table: { disable: true } } },
} satisfies Meta<typeof DepositHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The record with its reference per deposit; filter by state, method and period. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Deposit record' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Order no.', 'Reference', 'Method', 'Amount', 'Status', 'Actions']);
    const first = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(first[1]).toHaveTextContent(rows[0]!.depositId);
    await expect(first[2]).toHaveTextContent(rows[0]!.refId ?? '—');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'APPROVED');
    await expect(args.onStatusChange).toHaveBeenCalledWith('APPROVED');
    for (const row of within(canvas.getByRole('table')).getAllByRole('row').slice(1)) await expect(row).toHaveTextContent('Approved');
    // The last 7 days hold fewer of them than the last 30.
    const week = inPeriod(rows, presetValue('last7', RECORDS_TODAY), 'APPROVED');
    await expect(week.length).toBeGreaterThan(0);
    await expect(week.length).toBeLessThan(inPeriod(rows, presetValue('last30', RECORDS_TODAY), 'APPROVED').length);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(expect.objectContaining({ preset: 'last7' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(Math.min(PAGE_SIZE, week.length)),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Method' }), 'MWQR');
    await expect(args.onMethodChange).toHaveBeenCalledWith('MWQR');
  },
};

/** Data: money in the brand currency, five a page with the pager, the total of the filter above. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Deposit record' });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(PAGE_SIZE);
    await expect(within(table).getAllByRole('cell')[4]).toHaveTextContent(/^₫[\d,]+$/);
    await expect(canvas.getByRole('navigation', { name: 'Record pages' })).toBeVisible();
    await expect(canvas.getByText('Total')).toBeVisible();
  },
};

/** The open deposit: it can still be cancelled or given its payment slip; decided ones cannot. */
export const Actions: Story = {
  args: { status: 'PENDING' },
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Deposit record' });
    const [row] = within(table).getAllByRole('row').slice(1);
    await expect(row).toHaveTextContent('Pending');
    await userEvent.click(within(row!).getByRole('button', { name: `Send payment slip ${held.depositId}` }));
    await expect(args.onUploadSlip).toHaveBeenCalledWith(held);
    await userEvent.click(within(row!).getByRole('button', { name: `Cancel ${held.depositId}` }));
    await expect(args.onCancel).toHaveBeenCalledWith(held);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'APPROVED');
    await expect(within(canvas.getByRole('table')).queryAllByRole('button', { name: /^Cancel/ })).toHaveLength(0);
  },
};

/** A cancel on its way: that deposit's buttons are busy. */
export const ActionBusy: Story = {
  args: { status: 'PENDING', busyId: held.depositId },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Deposit record' });
    // A busy button says so after its name ("… Loading…").
    await expect(within(table).getByRole('button', { name: (name) => name.startsWith(`Cancel ${held.depositId}`) })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(table).getByRole('button', { name: `Send payment slip ${held.depositId}` })).toBeDisabled();
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
    await expect(canvas.getAllByText('Try a longer period, another status or another method.')[0]).toBeVisible();
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
  args: { methods: depositMethods('VI') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lịch sử nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Trạng thái' })).toHaveDisplayValue('Tất cả trạng thái');
    await expect(canvas.getByRole('combobox', { name: 'Phương thức' })).toHaveDisplayValue('Tất cả phương thức');
  },
};
