import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import {
  BETTING_PRODUCTS,
  bettingFixture,
  bettingStatusFilter,
  bettingVendorOptions,
  HISTORY_TODAY,
  LOTTERY_STATUS_OPTIONS,
} from '../../../mocks/fixtures/history.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { BettingRecords, type BettingRecordsProps } from './BettingRecords.tsx';

// The pinned calendar: Friday 2026-11-20; member01's last 30 days hold 12 slot bets.
const last30 = presetValue('last30', HISTORY_TODAY);
const slots = bettingFixture('member', { ...last30, product: 'RNG' });
const PAGE_SIZE = 10;

/**
 * A container over the fake platform's relays: the product picks the relay, the period, vendor,
 * status and page filter its bets as the call does, and the relay's footer gives the totals.
 */
function Demo({ login = 'member', ...args }: BettingRecordsProps & { login?: 'member' | 'vip' }) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [product, setProduct] = useState(args.product);
  const [settlement, setSettlement] = useState(args.settlement);
  const [lotteryStatus, setLotteryStatus] = useState(args.lotteryStatus);
  const [vendor, setVendor] = useState(args.vendor);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const statusFilter = bettingStatusFilter(product);
  const { list, totals } = bettingFixture(login, {
    start: range.start,
    end: range.end,
    product,
    settled: settlement === 'settled',
    vendor,
    lotteryStatus,
  });
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
      product={product}
      onProductChange={reset((value: string) => {
        setProduct(value);
        setSettlement('settled');
        setVendor('');
        setLotteryStatus('');
      }, args.onProductChange)}
      statusFilter={statusFilter}
      settlement={settlement}
      onSettlementChange={reset(setSettlement, args.onSettlementChange)}
      lotteryStatus={lotteryStatus}
      onLotteryStatusChange={reset(setLotteryStatus, args.onLotteryStatusChange)}
      vendorFilter={statusFilter !== 'lottery'}
      vendor={vendor}
      onVendorChange={reset(setVendor, args.onVendorChange)}
      vendorOptions={args.loading ? [] : bettingVendorOptions(product)}
      bets={args.loading || args.error ? [] : list.slice((page - 1) * pageSize, page * pageSize)}
      totals={totals}
      paging={{
        page,
        pageSize,
        pageCount: Math.ceil(list.length / pageSize),
        total: totals.count,
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
    range: last30,
    products: BETTING_PRODUCTS,
    product: 'RNG',
    statusFilter: 'none',
    settlement: 'settled',
    lotteryStatuses: LOTTERY_STATUS_OPTIONS,
    lotteryStatus: '',
    vendor: '',
    bets: [],
    onRangeChange: fn(),
    onProductChange: fn(),
    onSettlementChange: fn(),
    onLotteryStatusChange: fn(),
    onVendorChange: fn(),
    onRetry: fn(),
  },
  argTypes: { bets: { table: { disable: true } }, totals: { table: { disable: true } } },
} satisfies Meta<typeof BettingRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const pagerSummary = (root: HTMLElement) => root.querySelector('[data-slot="records-pagination-summary"]');
const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);
const bodyRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Bets' }))
    .getAllByRole('row')
    .slice(1, -1);

/**
 * member01's slot bets of the last 30 days, ten a page, with the relay's totals; another product
 * asks its own relay: sports keeps its open bets apart, the lottery has statuses of its own.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Bets' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Bet time', 'Game', 'Bet no.', 'Stake', 'Valid bet', 'Win/loss', 'Status']);
    await expect(bodyRows(canvas)).toHaveLength(PAGE_SIZE);
    await expect(bodyRows(canvas)[0]).toHaveTextContent(slots.list[0]!.orderNo);
    await expect(summaryValue(canvasElement, 'betCount')).toHaveTextContent(String(slots.list.length));
    await expect(summaryValue(canvasElement, 'stake')).toHaveTextContent('₫178,600');
    await expect(summaryValue(canvasElement, 'winLoss')).toHaveTextContent('-₫140,040');
    await expect(pagerSummary(canvasElement)).toHaveTextContent(`1–10 of ${slots.list.length}`);
    // Slots settle as they are played: no settled or unsettled choice.
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();

    // Sports: the settled bets first, then the open one on its own relay.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game category' }), 'SPORTS');
    await expect(args.onProductChange).toHaveBeenLastCalledWith('SPORTS');
    const status = await canvas.findByRole('combobox', { name: 'Status' });
    await expect(status).toHaveDisplayValue('Settled');
    const sports = bettingFixture('member', { ...last30, product: 'SPORTS' }).list;
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(Math.min(PAGE_SIZE, sports.length)));
    await userEvent.selectOptions(status, 'unsettled');
    await expect(args.onSettlementChange).toHaveBeenLastCalledWith('unsettled');
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(1));
    await expect(within(bodyRows(canvas)[0]!).getByText('Unsettled')).toBeVisible();
    // An open bet has no win/loss yet: a dash, not a zero.
    await expect(within(bodyRows(canvas)[0]!).getAllByRole('cell')[5]).toHaveTextContent('—');
    await userEvent.selectOptions(status, 'settled');

    // The sports lane's e-sports vendors are the sports relay's too.
    const vendorSelect = canvas.getByRole('combobox', { name: 'Vendor' });
    await expect(within(vendorSelect).getByRole('option', { name: 'IA eSports' })).toBeInTheDocument();
    await expect(within(vendorSelect).queryByRole('option', { name: 'Jili' })).toBeNull();
    await userEvent.selectOptions(vendorSelect, 'IA');
    await expect(args.onVendorChange).toHaveBeenLastCalledWith('IA');
    const esports = bettingFixture('member', { ...last30, product: 'SPORTS', vendor: 'IA' }).list;
    await expect(esports.length).toBeGreaterThan(0);
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(Math.min(PAGE_SIZE, esports.length)));
    for (const row of bodyRows(canvas)) await expect(row).toHaveTextContent('IA eSports');

    // The lottery: no vendor, the lottery's own statuses, and no valid bet or win/loss in its totals.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game category' }), 'LOTT');
    await waitFor(() => expect(canvas.queryByRole('combobox', { name: 'Vendor' })).toBeNull());
    const lotteryStatus = canvas.getByRole('combobox', { name: 'Status' });
    await expect(
      within(lotteryStatus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'Unsettled', 'Won', 'Lost', 'Cancelled', 'Tie']);
    await expect(summaryValue(canvasElement, 'validBet')).toHaveTextContent('—');
    await expect(summaryValue(canvasElement, 'betCount')).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Game category' }), 'RNG');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** vip01's settled sports bets (bigger stakes): each won or lost, the win/loss signed. */
export const Data: Story = {
  args: { product: 'SPORTS', statusFilter: 'settlement' },
  render: (args) => <Demo {...args} login="vip" />,
  play: async ({ canvas }) => {
    const vip = bettingFixture('vip', { ...last30, product: 'SPORTS' }).list;
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(vip.length);
    const won = vip.findIndex((bet) => bet.status === 'WON');
    await expect(within(rows[won]!).getByText('Won')).toBeVisible();
    await expect(within(rows[won]!).getAllByRole('cell')[5]!.textContent.startsWith('+₫')).toBe(true);
    const lost = vip.findIndex((bet) => bet.status === 'LOST');
    await expect(within(rows[lost]!).getByText('Lost')).toBeVisible();
    await expect(within(rows[lost]!).getAllByRole('cell')[5]!.textContent.startsWith('-₫')).toBe(true);
  },
};

/** The lottery's bets: its own statuses, no vendor; its footer sums the stake and the wins only. */
export const Lottery: Story = {
  args: { product: 'LOTT', statusFilter: 'lottery' },
  play: async ({ canvas, canvasElement }) => {
    const lottery = bettingFixture('member', { ...last30, product: 'LOTT' });
    await expect(bodyRows(canvas)).toHaveLength(lottery.list.length);
    await expect(canvas.queryByRole('combobox', { name: 'Vendor' })).toBeNull();
    await expect(summaryValue(canvasElement, 'stake')).toHaveTextContent('₫28,180');
    await expect(summaryValue(canvasElement, 'winLoss')).toHaveTextContent('—');
    await expect(pagerSummary(canvasElement)).toHaveTextContent('Page 1 of 1');
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
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
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
    await expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Game',
      'Bet no.',
      'Stake',
      'Valid bet',
      'Win/loss',
    ]);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pagerSummary(canvasElement)).toHaveTextContent(`11–${slots.list.length} of ${slots.list.length}`));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Lịch sử cược' });
    await expect(within(table).getByRole('columnheader', { name: 'Tiền cược' })).toBeVisible();
    await expect(within(table).getAllByText('Thua').length).toBeGreaterThan(0);
    await expect(summaryValue(canvasElement, 'stake')).toHaveTextContent(/178\.600\s₫/);
    await expect(canvas.getByRole('combobox', { name: 'Loại trò chơi' })).toHaveDisplayValue('Nổ hũ');
    await expect(canvas.getByRole('heading', { name: 'Tổng cộng trong kỳ' })).toBeVisible();
  },
};
