import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_TODAY, myIncomeFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { MyIncomeReport, type MyIncomeReportProps } from './MyIncomeReport.tsx';

const last7 = presetValue('last7', AGENT_TODAY);
const week = myIncomeFixture(last7);
const PAGE_SIZE = 10;

/** A container over the fake platform: the period, the kind and the page filter it as the call does. */
function Demo(args: MyIncomeReportProps) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [incomeType, setIncomeType] = useState(args.incomeType);
  const [page, setPage] = useState(1);
  const data = myIncomeFixture({
    ...range,
    incomeType,
    page,
    size: PAGE_SIZE,
  });
  const off = args.loading || args.error;
  return (
    <MyIncomeReport
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        setPage(1);
        args.onRangeChange(value);
      }}
      incomeType={incomeType}
      onIncomeTypeChange={(value) => {
        setIncomeType(value);
        setPage(1);
        args.onIncomeTypeChange(value);
      }}
      rows={off ? [] : data.list}
      totals={off ? undefined : data.footer}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: data.totalPages, total: data.total, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Agent/Reports/MyIncomeReport',
  component: MyIncomeReport,
  render: (args) => <Demo {...args} />,
  args: {
    today: AGENT_TODAY,
    timeZone: STORY_TIME_ZONE,
    range: last7,
    incomeType: '',
    rows: [],
    onRangeChange: fn(),
    onIncomeTypeChange: fn(),
    onRetry: fn(),
  },
  argTypes: { rows: { table: { disable: true } } },
} satisfies Meta<typeof MyIncomeReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'My income';
const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: LABEL }))
    .getAllByRole('row')
    .slice(1);
const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);

/** Every payment of the period, newest first; each kind's total and the sum above; a kind narrows the list. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rowsOf(canvas)).toHaveLength(PAGE_SIZE);
    await expect(summaryValue(canvasElement, 'total')!.textContent).toMatch(/^₫[\d,]+$/);
    // The income call sends no record count: the pager says which page of how many.
    await expect(canvas.getByText(`Page 1 of ${week.totalPages}`)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Income' }), 'dividend');
    await expect(args.onIncomeTypeChange).toHaveBeenLastCalledWith('dividend');
    const dividends = myIncomeFixture({ ...last7, incomeType: 'dividend', size: PAGE_SIZE });
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(dividends.list.length));
    for (const row of rowsOf(canvas)) await expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('Dividend');
  },
};

export const Data: Story = {
  args: { range: presetValue('lastMonth', AGENT_TODAY) },
  play: async ({ canvas }) => {
    await expect(rowsOf(canvas)).toHaveLength(myIncomeFixture(presetValue('lastMonth', AGENT_TODAY)).list.length);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
  },
};

export const Empty: Story = {
  args: { range: { preset: 'custom', start: '2026-01-01', end: '2026-01-31' } },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table', { name: LABEL })).getByText('No income in this period.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your income could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: LABEL })).getAllByRole('listitem');
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Thu nhập của tôi' })).toBeVisible();
    await expect(canvas.getByText('Tổng thu nhập')).toBeVisible();
  },
};
