import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { HISTORY_TODAY, ledgerCodeTypes, ledgerFixture } from '../../../mocks/fixtures/history.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { AccountRecords, type AccountRecordsProps } from './AccountRecords.tsx';

// The pinned calendar: Friday 2026-11-20. member01's ledger of the last 7 days.
const last7 = presetValue('last7', HISTORY_TODAY);
const week = ledgerFixture('member', last7);
const PAGE_SIZE = 10;

/** The code types a plain member may filter by (agents get their income's too). */
const MEMBER_CODE_TYPES = ledgerCodeTypes.filter((code) => !['agent_rebate', 'share_bonus', 'daily_wage', 'hour_wage'].includes(code));

/**
 * A container over the fake platform's ledger: the period, code type and page filter it as the call
 * does; the relay answers the page count only (the pager reads "Page 1 of 4").
 */
function Demo({ language = 'EN', ...args }: AccountRecordsProps & { language?: 'EN' | 'VI' }) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [codeType, setCodeType] = useState(args.codeType);
  const [page, setPage] = useState(1);
  const list = ledgerFixture('member', { start: range.start, end: range.end, codeType, language });
  return (
    <AccountRecords
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        setPage(1);
        args.onRangeChange(value);
      }}
      codeType={codeType}
      onCodeTypeChange={(value) => {
        setCodeType(value);
        setPage(1);
        args.onCodeTypeChange(value);
      }}
      entries={args.loading || args.error ? [] : list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: Math.ceil(list.length / PAGE_SIZE), total: null, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Member/History/AccountRecords',
  component: AccountRecords,
  render: (args) => <Demo {...args} />,
  args: {
    today: HISTORY_TODAY,
    timeZone: STORY_TIME_ZONE,
    range: last7,
    codeTypes: MEMBER_CODE_TYPES,
    codeType: '',
    entries: [],
    onRangeChange: fn(),
    onCodeTypeChange: fn(),
    onRetry: fn(),
  },
  argTypes: { entries: { table: { disable: true } } },
} satisfies Meta<typeof AccountRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const pagerSummary = (root: HTMLElement) => root.querySelector('[data-slot="records-pagination-summary"]');
const bodyRows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: 'Account transactions' }))
    .getAllByRole('row')
    .slice(1);

/** member01's ledger: the platform's type names, money in and out in their own columns (signed), the balance after, the remark and order; one code type at a time. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Account transactions' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Type', 'In', 'Out', 'Balance after', 'Remark']);
    const rows = bodyRows(canvas);
    await expect(rows).toHaveLength(PAGE_SIZE);
    const first = within(rows[0]!).getAllByRole('cell');
    await expect(first[1]).toHaveTextContent('Withdrawal');
    await expect(first[2]).toHaveTextContent('—');
    await expect(first[3]).toHaveTextContent('-₫40,000');
    await expect(first[4]).toHaveTextContent('₫375,458');
    await expect(first[5]).toHaveTextContent(`Withdrawal · BIDV 7275 · ${week[0]!.orderNo}`);
    await expect(pagerSummary(canvasElement)).toHaveTextContent(`Page 1 of ${Math.ceil(week.length / PAGE_SIZE)}`);
    // The client's code types, one at a time; a plain member is not offered the agents' income.
    const type = canvas.getByRole('combobox', { name: 'Type' });
    await expect(within(type).getByRole('option', { name: 'Betting rebate' })).toBeInTheDocument();
    await expect(within(type).queryByRole('option', { name: 'Hourly salary' })).toBeNull();

    // Deposits only: every row a credit.
    await userEvent.selectOptions(type, 'deposit');
    await expect(args.onCodeTypeChange).toHaveBeenLastCalledWith('deposit');
    const deposits = ledgerFixture('member', { ...last7, codeType: 'deposit' });
    await waitFor(() => expect(bodyRows(canvas)).toHaveLength(Math.min(PAGE_SIZE, deposits.length)));
    for (const row of bodyRows(canvas)) {
      await expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Deposit');
      await expect(within(row).getAllByRole('cell')[2]!.textContent.startsWith('+₫')).toBe(true);
    }
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), '');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Today's entries only. */
export const Data: Story = {
  args: { range: presetValue('today', HISTORY_TODAY) },
  play: async ({ canvas }) => {
    const todays = ledgerFixture('member', { start: HISTORY_TODAY, end: HISTORY_TODAY });
    await expect(bodyRows(canvas)).toHaveLength(todays.length);
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { range: { preset: 'custom', start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Account transactions' });
    await expect(within(table).getByText('No transactions in this period.')).toBeVisible();
    await expect(within(table).getByText('Try a longer period or another filter.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The account record could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toBeEnabled();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

/** A phone: each entry a card with its time and type on top. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Account transactions' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    await expect(cards[0]).toHaveTextContent('Withdrawal');
    await expect([...cards[0]!.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['In', 'Out', 'Balance after', 'Remark']);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** In Vietnamese, with the type names the platform sends in the request's language. */
export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: (args) => <Demo {...args} language="VI" />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Giao dịch tài khoản' });
    await expect(within(table).getByRole('columnheader', { name: 'Số dư sau' })).toBeVisible();
    await expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveTextContent('Rút tiền');
    await expect(canvas.getByRole('combobox', { name: 'Loại giao dịch' })).toHaveDisplayValue('Tất cả loại');
  },
};
