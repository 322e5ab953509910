import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { HISTORY_TODAY, ledgerFixture } from '../../../mocks/fixtures/history.ts';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { presetValue } from '../../records/date-range.ts';
import type { RecordColumn } from '../../records/RecordsTable.tsx';
import { HistoryList } from './HistoryList.tsx';

type Entry = ReturnType<typeof ledgerFixture>[number];

// member01's six latest ledger entries; the frame knows nothing of them but the columns.
const entries = ledgerFixture('member', presetValue('last7', HISTORY_TODAY)).slice(0, 6);
const columns: RecordColumn<Entry>[] = [
  { id: 'id', header: 'Entry', cell: (row) => row.id, card: 'title' },
  { id: 'amount', header: 'Amount', money: (row) => row.amount, signed: true },
];
const sum = entries.reduce((total, row) => total + row.amount, 0);

const EntriesList = HistoryList<Entry>;

const meta = {
  title: 'Member/History/HistoryList',
  component: EntriesList,
  args: {
    filters: <DateRangeFilter today={HISTORY_TODAY} defaultValue={presetValue('last7', HISTORY_TODAY)} onValueChange={fn()} />,
    summary: [
      { id: 'count', label: 'Entries', count: entries.length },
      { id: 'net', label: 'Net', amount: sum, signed: true },
      { id: 'missing', label: 'Not sent', amount: null },
    ],
    table: { label: 'Ledger', columns, rows: entries, rowKey: (row: Entry) => row.id, onRetry: fn() },
  },
  argTypes: { filters: { table: { disable: true } }, table: { table: { disable: true } } },
} satisfies Meta<typeof EntriesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`)!;

/** The frame: the filters row, the period's totals (a count, a signed amount, a missing one), the records. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Period' })).toBeVisible();
    const summary = canvas.getByRole('region', { name: 'Totals for the period' });
    await expect(
      within(summary)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Entries', 'Net', 'Not sent']);
    await expect(item(canvasElement, 'count')).toHaveTextContent(String(entries.length));
    // The sign carries the meaning; the colour only repeats it.
    await expect(item(canvasElement, 'net').textContent.startsWith(sum > 0 ? '+₫' : '-₫')).toBe(true);
    await expect(item(canvasElement, 'missing')).toHaveTextContent('—');
    await expect(
      within(canvas.getByRole('table', { name: 'Ledger' }))
        .getAllByRole('row')
        .slice(1),
    ).toHaveLength(entries.length);
  },
};

export const Data: Story = {
  args: { summary: undefined, children: <p>More sections follow the records here.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Totals for the period' })).toBeNull();
    await expect(canvas.getByText('More sections follow the records here.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { summaryLoading: true, table: { ...meta.args.table, rows: [], loading: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Totals for the period' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="history-summary-item"] [data-slot="skeleton"]')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
  },
};

export const Empty: Story = {
  args: { summary: undefined, table: { ...meta.args.table, rows: [], emptyMessage: 'Nothing in this period.' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: 'Ledger' })).getByText('Nothing in this period.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { summary: undefined, table: { ...meta.args.table, rows: [], error: true } },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The records could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.table.onRetry).toHaveBeenCalledTimes(1);
    // The filters stay, so the member can change the period.
    await expect(canvas.getByRole('group', { name: 'Period' })).toBeVisible();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    const items = canvasElement.querySelectorAll<HTMLElement>('[data-slot="history-summary-item"]');
    // Two figures a line on a phone.
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[1]!.getBoundingClientRect().top);
    await expect(items[2]!.getBoundingClientRect().top).toBeGreaterThan(items[0]!.getBoundingClientRect().top);
    await expect(within(canvas.getByRole('list', { name: 'Ledger' })).getAllByRole('listitem')).toHaveLength(entries.length);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Tổng cộng trong kỳ' })).toBeVisible();
    await expect(item(canvasElement, 'net')).toHaveTextContent(/\s₫$/);
  },
};
