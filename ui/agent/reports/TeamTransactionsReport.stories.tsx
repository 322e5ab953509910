import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_TODAY, teamTransactionsFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { TeamTransactionsReport, type TeamTransactionsReportProps } from './TeamTransactionsReport.tsx';

const last7 = presetValue('last7', AGENT_TODAY);
const week = teamTransactionsFixture(last7);
const PAGE_SIZE = 10;

/** A container over the fake platform: the period, the username, the type, the page and the language filter it as the call does. */
function Demo(args: TeamTransactionsReportProps) {
  const { i18n } = useTranslation();
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [account, setAccount] = useState(args.account);
  const [codeType, setCodeType] = useState(args.codeType);
  const [page, setPage] = useState(1);
  const data = teamTransactionsFixture({
    ...range,
    account: account || undefined,
    codeType,
    page,
    size: PAGE_SIZE,
    language: parseLanguageCode(i18n.language) ?? 'EN',
  });
  return (
    <TeamTransactionsReport
      {...args}
      range={range}
      onRangeChange={(value) => {
        setRange(value);
        setPage(1);
        args.onRangeChange(value);
      }}
      account={account}
      onAccountChange={(value) => {
        setAccount(value);
        setPage(1);
        args.onAccountChange(value);
      }}
      codeType={codeType}
      onCodeTypeChange={(value) => {
        setCodeType(value);
        setPage(1);
        args.onCodeTypeChange(value);
      }}
      rows={args.loading || args.error ? [] : data.list}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: data.totalPages, total: data.total, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Agent/Reports/TeamTransactionsReport',
  component: TeamTransactionsReport,
  render: (args) => <Demo {...args} />,
  args: {
    today: AGENT_TODAY,
    timeZone: STORY_TIME_ZONE,
    range: last7,
    account: '',
    codeType: '',
    rows: [],
    onRangeChange: fn(),
    onAccountChange: fn(),
    onCodeTypeChange: fn(),
    onRetry: fn(),
  },
  argTypes: { rows: { table: { disable: true } } },
} satisfies Meta<typeof TeamTransactionsReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Team transactions';
const rowsOf = (canvas: ReturnType<typeof within>, label: string = LABEL) =>
  within(canvas.getByRole('table', { name: label }))
    .getAllByRole('row')
    .slice(1);
const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);

/** The team's ledger, newest first, with this page's money in and out and the page of how many; a member and a type narrow it. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rowsOf(canvas)).toHaveLength(PAGE_SIZE);
    const credits = week.list.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0);
    await expect(summaryValue(canvasElement, 'credits')).toHaveTextContent(credits > 0 ? /^\+₫/ : /^₫0$/);
    await expect(summaryValue(canvasElement, 'credits')!.textContent!.replace(/\D/g, '')).toBe(String(credits));
    // The ledger sends no record count: the pager says which page of how many.
    await expect(canvas.getByText(`Page 1 of ${week.totalPages.toLocaleString('en')}`)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Username' }), 'agent02{Enter}');
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('agent02');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'daily_wage');
    await expect(args.onCodeTypeChange).toHaveBeenLastCalledWith('daily_wage');
    await waitFor(() => {
      for (const row of rowsOf(canvas)) expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('agent02');
    });
    // Daily wages are the daily and the real-time salaries (the platform files both under daily_wage), named as the platform names them.
    for (const row of rowsOf(canvas)) await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^(Daily|Real-time) salary$/);
  },
};

export const Data: Story = {
  args: { range: presetValue('yesterday', AGENT_TODAY) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    await expect(rowsOf(canvas).length).toBeGreaterThan(0);
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
    await expect(
      within(canvas.getByRole('table', { name: LABEL })).getByText('No transactions in your team in this period.'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("The team's transactions could not be loaded.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: LABEL })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Giao dịch của đội nhóm' })).toBeVisible();
    await expect(canvas.getByText('Tiền vào trên trang này')).toBeVisible();
    // The platform names each type in the call's language.
    await expect(within(rowsOf(canvas, 'Giao dịch của đội nhóm')[0]!).getAllByRole('cell')[2]!.textContent).not.toBe('');
    await expect(canvas.getByRole('combobox', { name: 'Loại giao dịch' })).toBeVisible();
  },
};
