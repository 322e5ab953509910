import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AGENT_TODAY, teamProfitLossFixture } from '../../../mocks/fixtures/agent.ts';
import { presetValue, type DateRangeValue } from '../../records/date-range.ts';
import { TeamProfitLossReport, type TeamProfitLossReportProps } from './TeamProfitLossReport.tsx';

const last7 = presetValue('last7', AGENT_TODAY);
const week = teamProfitLossFixture(last7);
const PAGE_SIZE = 10;

/** A container over the fake platform: the period, the username and the page filter it as the call does. */
function Demo(args: TeamProfitLossReportProps) {
  const [range, setRange] = useState<DateRangeValue>(args.range);
  const [account, setAccount] = useState(args.account);
  const [page, setPage] = useState(1);
  const data = teamProfitLossFixture({ ...range, account: account || undefined, page, size: PAGE_SIZE });
  const off = args.loading || args.error;
  return (
    <TeamProfitLossReport
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
      rows={off ? [] : data.list}
      totals={off ? undefined : data.footer}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: data.totalPages, total: data.total, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Agent/Reports/TeamProfitLossReport',
  component: TeamProfitLossReport,
  render: (args) => <Demo {...args} />,
  args: { today: AGENT_TODAY, range: last7, account: '', rows: [], onRangeChange: fn(), onAccountChange: fn(), onRetry: fn() },
  argTypes: { rows: { table: { disable: true } } },
} satisfies Meta<typeof TeamProfitLossReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Profit and loss by member';
const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('table', { name: LABEL }))
    .getAllByRole('row')
    .slice(1);
const summaryValue = (root: HTMLElement, id: string) => root.querySelector(`[data-slot="history-summary-item"][data-id="${id}"] dd`);

/** Per member: deposits, withdrawals, valid bets, payouts, promotions, rebates and the result, signed; the team's totals above. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(rowsOf(canvas)).toHaveLength(PAGE_SIZE);
    await expect(
      within(canvas.getByRole('table', { name: LABEL }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Deposits', 'Withdrawals', 'Valid bets', 'Payouts', 'Promotions', 'Rebates', 'Profit and loss']);
    const sign = week.footer.profitLoss > 0 ? /^\+₫/ : /^-₫/;
    await expect(summaryValue(canvasElement, 'profitLoss')).toHaveTextContent(sign);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Username' }), 'agent{Enter}');
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('agent');
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(3));
  },
};

export const Data: Story = {
  args: { range: presetValue('lastMonth', AGENT_TODAY) },
  play: async ({ canvas }) => {
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
  args: { account: 'nobody' },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: LABEL })).getByText('No profit or loss in your team in this period.'),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Username' })).toHaveValue('nobody');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("The team's profit and loss could not be loaded.");
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
    const table = canvas.getByRole('table', { name: 'Lãi lỗ theo thành viên' });
    await expect(within(table).getByRole('columnheader', { name: 'Lãi lỗ' })).toBeVisible();
  },
};
