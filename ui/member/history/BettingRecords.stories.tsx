import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { bettingFixture, bettingVendorOptions, HISTORY_TODAY } from '../../../mocks/fixtures/history.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { BettingRecords, type BettingRecordsProps } from './BettingRecords.tsx';

// The pinned calendar: Friday 2026-11-20; member01 has 15 bets in the last 7 days.
const last7 = presetValue('last7', HISTORY_TODAY);
const week = bettingFixture('member', last7);
const PAGE_SIZE = 10;

/** A container over the fake platform's bets: the period, category, vendor, status and page filter them as the call does. */
function Demo({ login = 'member', ...args }: BettingRecordsProps & { login?: 'member' | 'vip' }) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [category, setCategory] = useState(args.category);
  const [vendor, setVendor] = useState(args.vendor);
  const [status, setStatus] = useState(args.status);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { list, totals } = bettingFixture(login, { start: range.start, end: range.end, category, vendor, status });
  const reset =
    <T,>(set: (value: T) => void, notify?: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
      notify?.(value);
    };
  return (
    <BettingRecords
      {...args}
      range={range}
      onRangeChange={reset(setRange, args.onRangeChange)}
      category={category}
      onCategoryChange={reset(setCategory, args.onCategoryChange)}
      vendor={vendor}
      onVendorChange={reset(setVendor, args.onVendorChange)}
      vendorOptions={args.loading ? [] : bettingVendorOptions(category)}
      status={status}
      onStatusChange={reset(setStatus, args.onStatusChange)}
      bets={args.loading || args.error ? [] : list.slice((page - 1) * pageSize, page * pageSize)}
      totals={totals}
      paging={{
        page,
        pageSize,
        total: list.length,
        onPageChange: setPage,
        pageSizeOptions: [10, 20, 50],
        onPageSizeChange: reset(setPageSize),
      }}
    />
  );
}

const meta = {
  title: 'Member/History/BettingRecords',
  component: BettingRecords,
  render: (args) => <Demo {...args} />,
  args: {
    today: HISTORY_TODAY,
    timeZone: STORY_TIME_ZONE,
    range: last7,
    category: '',
    vendor: '',
    status: '',
    bets: [],
    onRangeChange: fn(),
    onCategoryChange: fn(),
    onVendorChange: fn(),
    onStatusChange: fn(),
    onRetry: fn(),
  },
  argTypes: { bets: { table: { disable: true } }, totals: { table: { disable: true } } },
} satisfies Meta<typeof BettingRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const pagerSummary = (root: HTMLElement) => root.querySelector('[data-slot="records-pagination-summary"]');
const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);

/** member01's last 7 days: the bets, ten a page, the totals of the whole period; filters narrow them. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Bets' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Bet time', 'Game', 'Bet no.', 'Stake', 'Valid bet', 'Win/loss', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1, -1);
    await expect(rows).toHaveLength(PAGE_SIZE);
    await expect(rows[0]).toHaveTextContent(week.list[0]!.betId);
    await expect(within(rows[0]!).getByText('Unsettled')).toBeVisible();
    await expect(summaryValue(canvasElement, 'betCount')).toHaveTextContent(String(week.totals.betCount));
    await expect(summaryValue(canvasElement, 'stake')).toHaveTextContent('₫771,440');
    await expect(summaryValue(canvasElement, 'winLoss')).toHaveTextContent('-₫126,864');
    await expect(pagerSummary(canvasElement)).toHaveTextContent(`1–10 of ${week.list.length}`);

    // The live casino only: fewer bets, every one of them live.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game category' }), 'LIVE');
    await expect(args.onCategoryChange).toHaveBeenLastCalledWith('LIVE');
    const live = bettingFixture('member', { ...last7, category: 'LIVE' }).list;
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Bets' }))
          .getAllByRole('row')
          .slice(1, -1),
      ).toHaveLength(live.length),
    );
    for (const row of within(canvas.getByRole('table', { name: 'Bets' }))
      .getAllByRole('row')
      .slice(1, -1))
      await expect(row).toHaveTextContent('Live casino');
    // One vendor of the live casino: its bets only; the vendor list follows the category.
    const vendorSelect = canvas.getByRole('combobox', { name: 'Vendor' });
    await expect(within(vendorSelect).getByRole('option', { name: 'SA Gaming' })).toBeInTheDocument();
    await expect(within(vendorSelect).queryByRole('option', { name: 'Jili' })).toBeNull();
    await userEvent.selectOptions(vendorSelect, 'EG4');
    await expect(args.onVendorChange).toHaveBeenLastCalledWith('EG4');
    const evolution = bettingFixture('member', { ...last7, category: 'LIVE', vendor: 'EG4' }).list;
    await expect(evolution.length).toBeGreaterThan(0);
    await expect(evolution.length).toBeLessThan(live.length);
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Bets' }))
          .getAllByRole('row')
          .slice(1, -1),
      ).toHaveLength(evolution.length),
    );
    await userEvent.selectOptions(vendorSelect, '');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game category' }), '');

    // Today: one bet.
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ preset: 'today', start: HISTORY_TODAY, end: HISTORY_TODAY });
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Bets' }))
          .getAllByRole('row')
          .slice(1, -1),
      ).toHaveLength(1),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** vip01's bets (bigger stakes), settled ones with their win or loss signed. */
export const Data: Story = {
  render: (args) => <Demo {...args} login="vip" />,
  play: async ({ canvas }) => {
    const vip = bettingFixture('vip', last7);
    const rows = within(canvas.getByRole('table', { name: 'Bets' }))
      .getAllByRole('row')
      .slice(1, -1);
    await expect(rows).toHaveLength(vip.list.length);
    const settled = vip.list.findIndex((bet) => bet.status === 'SETTLED' && bet.winLoss !== 0);
    const cell = within(rows[settled]!).getAllByRole('cell')[5]!;
    await expect(cell.textContent.startsWith(vip.list[settled]!.winLoss > 0 ? '+₫' : '-₫')).toBe(true);
    // An unsettled bet has no win/loss yet: a dash, not a zero.
    const open = vip.list.findIndex((bet) => bet.status === 'UNSETTLED');
    await expect(within(rows[open]!).getAllByRole('cell')[5]).toHaveTextContent('—');
  },
};

/** The first answer is on its way: skeletons for the totals and the rows, announced once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
    await expect(canvasElement.querySelector('[data-slot="history-summary"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
    // The filters stay usable while it loads.
    await expect(canvas.getByRole('combobox', { name: 'Game category' })).toBeEnabled();
  },
};

/** A period with no bets: the list says so and suggests a longer one. */
export const Empty: Story = {
  args: { range: { preset: 'custom', start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Bets' });
    await expect(within(table).getByText('No bets in this period.')).toBeVisible();
    await expect(within(table).getByText('Try a longer period or another filter.')).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-01-01');
  },
};

/** The call failed: the message and Retry in the list; the filters stay. */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The bets could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Totals for the period' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

/** A phone: each bet is a card (time and status on top), the filters stack, the pager is one line. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Bets' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    await expect(within(cards[0]!).getByText('Unsettled')).toBeVisible();
    await expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Game',
      'Bet no.',
      'Stake',
      'Valid bet',
      'Win/loss',
    ]);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pagerSummary(canvasElement)).toHaveTextContent(`11–${week.list.length} of ${week.list.length}`));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Lịch sử cược' });
    await expect(within(table).getByRole('columnheader', { name: 'Tiền cược' })).toBeVisible();
    await expect(within(table).getAllByText('Chưa kết toán').length).toBeGreaterThan(0);
    await expect(summaryValue(canvasElement, 'stake')).toHaveTextContent(/771\.440\s₫/);
    await expect(canvas.getByRole('combobox', { name: 'Loại trò chơi' })).toHaveDisplayValue('Tất cả loại');
    await expect(canvas.getByRole('heading', { name: 'Tổng cộng trong kỳ' })).toBeVisible();
  },
};
