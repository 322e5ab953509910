import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { HISTORY_TODAY } from '../../mocks/fixtures/history.ts';
import { pointDetailRows } from '../../mocks/fixtures/points.ts';
import { presetValue } from '../records/date-range.ts';
import { PointDetails, type PointDetailsProps, type PointKind } from './PointDetails.tsx';

// member01's points changes, newest first: bets and deposits earned, redemptions spent.
const rows = pointDetailRows('member');
const PAGE_SIZE = 4;
const last30 = presetValue('last30', HISTORY_TODAY);

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** The type filters the rows as the call does, four a page. */
function Paged(props: PointDetailsProps) {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<PointKind | ''>(props.type);
  const shown = rows.filter((row) => !type || row.type === type);
  return (
    <PointDetails
      {...props}
      type={type}
      onTypeChange={(next) => {
        setType(next);
        setPage(1);
        props.onTypeChange(next);
      }}
      rows={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      pagination={{ page, pageSize: PAGE_SIZE, total: shown.length, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Points/PointDetails',
  component: PointDetails,
  args: {
    rows: rows.slice(0, PAGE_SIZE),
    today: HISTORY_TODAY,
    period: last30,
    onPeriodChange: fn(),
    type: '',
    onTypeChange: fn(),
    onRetry: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PointDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The columns, signed changes, the type filter and the period. */
export const Playground: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Points details' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Transaction no.', 'Type', 'Changed points', 'Points balance', 'Remark']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'DEPOSIT');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('DEPOSIT');
    await waitFor(() => {
      const shown = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
      expect(shown.length).toBeGreaterThan(0);
      for (const row of shown) expect(row).toHaveTextContent(/Deposit[\s\S]*\+/);
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Today' }));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ preset: 'today', start: HISTORY_TODAY, end: HISTORY_TODAY });
  },
};

/** Every point type in words; spent points in minus. */
export const Data: Story = {
  args: {
    rows: (['LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT', 'CONVERT'] as const).map((type, index) => ({
      ...rows[0]!,
      id: `PT-${type}`,
      type,
      changedPoints: type === 'REDEEM' ? -3000 : 40 + index,
    })),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Points details' });
    for (const word of ['Live casino', 'Lottery', 'PVP', 'Slots', 'Sports', 'Redeem', 'Deposit'])
      await expect(within(table).getByText(word)).toBeVisible();
    await expect(within(table).getByText('-3,000')).toBeVisible();
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
    await expect(within(canvas.getByRole('table')).getByText('No points changes in this period.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { rows: [], error: true },
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('alert')).toHaveTextContent('The points details could not be loaded.');
    await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Points details' })).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Chi tiết điểm' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Loại' })).toBeVisible();
  },
};
