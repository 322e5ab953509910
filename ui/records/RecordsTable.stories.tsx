import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { depositRecords, ledgerRecords } from '../../mocks/fixtures/records.ts';
import { formatDateTime } from '../i18n/format.ts';
import { Button } from '../primitives/Button.tsx';
import { RecordsTable, type RecordColumn, type RecordsTableProps } from './RecordsTable.tsx';
import { StatusChip, type StatusTone } from './StatusChip.tsx';

type Deposit = ReturnType<typeof depositRecords>[number];
type LedgerEntry = ReturnType<typeof ledgerRecords>[number];

// member01's 19 deposits (newest first, the second held in review), and the first 6 entries of the ledger.
const deposits = depositRecords('member');
const ledger = ledgerRecords('member').slice(0, 6);
const PAGE_SIZE = 10;

const time = (ms: number) => formatDateTime(ms, { pattern: 'yyyy-MM-dd hh:mm', timeZone: STORY_TIME_ZONE });

/** What the member-centre container will pass: translated headers and status words. */
const COPY = {
  EN: {
    label: 'Deposit records',
    time: 'Time',
    id: 'Order no.',
    channel: 'Channel',
    amount: 'Amount',
    status: 'Status',
    statuses: { PENDING: 'Pending', SUCCESS: 'Credited', FAILED: 'Failed', CANCELLED: 'Cancelled' },
  },
  VI: {
    label: 'Lịch sử nạp tiền',
    time: 'Thời gian',
    id: 'Mã đơn',
    channel: 'Kênh',
    amount: 'Số tiền',
    status: 'Trạng thái',
    statuses: { PENDING: 'Đang xử lý', SUCCESS: 'Thành công', FAILED: 'Thất bại', CANCELLED: 'Đã huỷ' },
  },
} as const;

const TONES: Record<Deposit['status'], StatusTone> = { PENDING: 'warning', SUCCESS: 'success', FAILED: 'danger', CANCELLED: 'neutral' };

function depositColumns(language: keyof typeof COPY = 'EN'): RecordColumn<Deposit>[] {
  const copy = COPY[language];
  return [
    {
      id: 'time',
      header: copy.time,
      cell: (row) => <span className="whitespace-nowrap tabular-nums">{time(row.time)}</span>,
      card: 'title',
    },
    { id: 'id', header: copy.id, cell: (row) => <span className="tabular-nums">{row.id}</span> },
    { id: 'channel', header: copy.channel, cell: (row) => row.channel },
    { id: 'amount', header: copy.amount, money: (row) => row.amount },
    {
      id: 'status',
      header: copy.status,
      align: 'center',
      card: 'title',
      cell: (row) => <StatusChip tone={TONES[row.status]}>{copy.statuses[row.status]}</StatusChip>,
    },
  ];
}

const ledgerColumns: RecordColumn<LedgerEntry>[] = [
  { id: 'time', header: 'Time', cell: (row) => <span className="whitespace-nowrap tabular-nums">{time(row.time)}</span> },
  { id: 'remark', header: 'Details', cell: (row) => row.remark },
  { id: 'amount', header: 'Amount', money: (row) => row.amount, signed: true },
  { id: 'balance', header: 'Balance', money: (row) => row.balanceAfter },
];

/** A container paging through the deposits: the platform's pageNo / pageSize / totalCount. */
function Paged({ pagination, ...table }: RecordsTableProps<Deposit>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(pagination?.pageSize ?? PAGE_SIZE);
  return (
    <RecordsTable
      {...table}
      rows={deposits.slice((page - 1) * pageSize, page * pageSize)}
      pagination={{
        page,
        pageSize,
        total: deposits.length,
        onPageChange: (next) => {
          setPage(next);
          pagination?.onPageChange(next);
        },
        pageSizeOptions: [10, 20, 50],
        onPageSizeChange: (next) => {
          setPageSize(next);
          setPage(1);
          pagination?.onPageSizeChange?.(next);
        },
      }}
    />
  );
}

/** The table typed for deposits, so the stories' args are checked against the records they show. */
const DepositsTable = RecordsTable<Deposit>;

/** The pager's callbacks, for the stories that page (Paged keeps the page itself). */
const paging = () => ({ page: 1, pageSize: PAGE_SIZE, total: deposits.length, onPageChange: fn(), onPageSizeChange: fn() });

const meta = {
  title: 'Records/RecordsTable',
  component: DepositsTable,
  args: {
    label: COPY.EN.label,
    columns: depositColumns(),
    rows: deposits.slice(0, PAGE_SIZE),
    rowKey: (row: Deposit) => row.id,
    onRetry: fn(),
  },
  argTypes: {
    columns: { table: { disable: true } },
    rows: { table: { disable: true } },
    cardsBelow: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof DepositsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="records-table-frame"]')!;
const cardsOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="records-cards"]')!;

/** The deposit record, ten a page: money right-aligned in the brand currency, statuses as chips, paging by keyboard too. */
export const Playground: Story = {
  args: { pagination: paging() },
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Deposit records' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Order no.', 'Channel', 'Amount', 'Status']);
    // A wide container shows the table; the cards are not shown.
    await expect(frameOf(canvasElement)).toBeVisible();
    await expect(cardsOf(canvasElement)).not.toBeVisible();

    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(PAGE_SIZE);
    const first = within(rows[0]!).getAllByRole('cell');
    await expect(first[1]).toHaveTextContent(deposits[0]!.id);
    // Money: formatted in VND, right-aligned, in tabular numerals.
    await expect(first[3]).toHaveTextContent('₫400,000');
    await expect(getComputedStyle(first[3]!).textAlign).toBe('end');
    await expect(getComputedStyle(first[3]!.querySelector('[data-slot="records-money"]')!).fontVariantNumeric).toBe('tabular-nums');
    await expect(within(first[4]!).getByText('Credited')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1–10 of 19');

    // Next page by keyboard: Enter on "Next", then Space on "Page 1".
    const pager = canvas.getByRole('navigation', { name: 'Record pages' });
    within(pager).getByRole('button', { name: /Next/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.pagination?.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('status')).toHaveTextContent('11–19 of 19');
    await expect(within(canvas.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(9);
    within(pager).getByRole('button', { name: 'Page 1' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    // A bigger page: back to page 1, every record on it, no pager needed.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '20');
    await expect(args.pagination?.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–19 of 19');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '10');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The first page is loading: skeleton rows under the real headers, announced once. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="records-table"]')!;
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
    await expect(canvasElement.querySelectorAll('[data-slot="records-table-skeleton"]')).toHaveLength(5);
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
  },
};

/** No records in the period: the empty state, in the container's own words, with a way on. */
export const Empty: Story = {
  args: {
    rows: [],
    emptyMessage: 'No deposits in the last 7 days.',
    emptyHint: 'Try a longer period.',
    emptyAction: (
      <Button variant="secondary" size="sm">
        Last 30 days
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Deposit records' });
    await expect(within(table).getByText('No deposits in the last 7 days.')).toBeVisible();
    await expect(within(table).getByText('Try a longer period.')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Last 30 days' })).toBeVisible();
  },
};

/** The default wording when the container gives none. */
export const EmptyDefault: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByText('No records for this period.')).toBeVisible();
  },
};

/** The call failed: an error row with the message and Retry, reachable by keyboard. */
export const ErrorState: Story = {
  args: { rows: [], error: true },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The records could not be loaded.');
    await expect(alert.closest('tr')).toHaveAttribute('data-slot', 'records-table-error');
    // Tab: the table frame (it may scroll sideways), then Retry.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: 'Deposit records' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The ledger: signed amounts (credits with +, toned), the balance after, and the filter's totals row. */
export const WithTotals: StoryObj<typeof RecordsTable<LedgerEntry>> = {
  args: {
    label: 'Account record',
    columns: ledgerColumns,
    rows: ledger,
    rowKey: (row: LedgerEntry) => row.id,
    totals: { amount: ledger.reduce((sum, row) => sum + row.amount, 0) },
  },
  render: (args) => <RecordsTable {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Account record' });
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((row) => within(row).getAllByRole('cell')[2]!);
    for (const [index, cell] of amounts.entries()) {
      const amount = ledger[index]!.amount;
      await expect(cell.textContent.startsWith(amount > 0 ? '+₫' : '-₫')).toBe(true);
      await expect(cell.querySelector('[data-slot="records-money"]')).toHaveClass(amount > 0 ? 'text-success' : 'text-danger');
    }
    const totals = within(table).getAllByRole('row').at(-1)!;
    await expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    const sum = ledger.reduce((total, row) => total + row.amount, 0);
    await expect(within(totals).getAllByRole('cell')[1]).toHaveTextContent(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'VND', currencyDisplay: 'narrowSymbol' }).format(Math.abs(sum)),
    );
  },
};

/** Another page is on its way: the rows stay readable under a busy bar, and the list is marked busy. */
export const Refreshing: Story = {
  args: { refreshing: true, pagination: { page: 1, pageSize: PAGE_SIZE, total: deposits.length, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="records-table"]')).toHaveAttribute('aria-busy', 'true');
    await expect(frameOf(canvasElement).querySelector('[data-slot="records-table-busy"]')).toBeVisible();
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A phone-wide container: each record is a card of "label: value" lines; the pager still works. */
export const Phone: Story = {
  decorators: [phone],
  // Five a page, so the whole page fits the screenshot.
  args: { pagination: { ...paging(), pageSize: 5 } },
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(frameOf(canvasElement)).not.toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Deposit records' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    const first = cards[0]!;
    // The time and the status head the card; the rest are label: value pairs.
    await expect(within(first).getByText('Credited')).toBeVisible();
    const terms = [...first.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(['Order no.', 'Channel', 'Amount']);
    await expect(first.querySelectorAll('dd')[2]).toHaveTextContent('₫400,000');
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
    // One line of pager on a phone: arrows for Prev and Next, no First and Last (the first and last pages are listed).
    const pager = canvas.getByRole('navigation', { name: 'Record pages' });
    await expect(within(pager).queryByRole('button', { name: /First/ })).toBeNull();
    await expect(within(pager).getByRole('button', { name: /Next/ }).getBoundingClientRect().width).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('6–10 of 19'));
    await expect(within(canvas.getByRole('list', { name: 'Deposit records' })).getAllByRole('listitem')[0]).toHaveTextContent(
      deposits[5]!.id,
    );
    // At rest for the screenshot: focus dropped, back at the top.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** The phone's loading, error and totals: skeleton cards, an error card with Retry, a totals card. */
export const PhoneStates: Story = {
  decorators: [phone],
  render: (args) => (
    <div className="flex flex-col gap-space-lg">
      <RecordsTable {...args} rows={[]} loading label="Loading" />
      <RecordsTable {...args} rows={[]} error label="Failed" />
      <RecordsTable
        {...(args as unknown as RecordsTableProps<LedgerEntry>)}
        label="Account record"
        columns={ledgerColumns}
        rows={ledger.slice(0, 2)}
        rowKey={(row) => row.id}
        totals={{ amount: ledger[0]!.amount + ledger[1]!.amount }}
      />
    </div>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="records-card-skeleton"]')).toHaveLength(4);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The records could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const totals = canvasElement.querySelector<HTMLElement>('[data-slot="records-card-totals"]')!;
    await expect(totals).toBeVisible();
    await expect(totals).toHaveTextContent('Total');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { label: COPY.VI.label, columns: depositColumns('VI'), pagination: paging() },
  render: (args) => <Paged {...args} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lịch sử nạp tiền' });
    await expect(within(table).getByRole('columnheader', { name: 'Số tiền' })).toBeVisible();
    // Vietnamese groups with dots and puts the dong sign after the amount.
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/400\.000\s₫/);
    await expect(within(table).getAllByText('Thành công').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('1–10 trên 19');
    await expect(canvas.getByRole('navigation', { name: 'Các trang hồ sơ' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Số dòng mỗi trang' })).toHaveValue('10');
  },
};

export const VietnameseEmpty: Story = {
  globals: { locale: 'VI' },
  args: { label: COPY.VI.label, columns: depositColumns('VI'), rows: [], error: true },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Không thể tải hồ sơ.');
    await expect(within(alert).getByRole('button', { name: 'Thử lại' })).toBeVisible();
  },
};
