import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { RECORDS_TODAY } from '../../mocks/fixtures/records.ts';
import { DateRangeFilter, type DateRangeFilterProps } from './DateRangeFilter.tsx';
import { epochRange, presetValue, type DateRangeValue } from './date-range.ts';

// The fake platform's today (brand time): Friday 2026-11-20.
const TODAY = RECORDS_TODAY;

const meta = {
  title: 'Records/DateRangeFilter',
  component: DateRangeFilter,
  args: { today: TODAY, onValueChange: fn() },
  argTypes: {
    periods: { control: 'check', options: ['thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] },
    presets: { control: 'check', options: ['today', 'yesterday', 'last7', 'last30'] },
  },
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

const preset = (canvas: ReturnType<typeof within>, name: string, group = 'Period') =>
  within(canvas.getByRole('group', { name: group })).getByRole('button', { name });

/** Today by default; a preset applies at once with its days, shown under the chips. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(preset(canvas, 'Today')).toHaveAttribute('aria-pressed', 'true');
    const summary = canvasElement.querySelector('[data-slot="date-range-summary"]')!;
    await expect(summary).toHaveTextContent('2026-11-20');
    await userEvent.click(preset(canvas, 'Last 7 days'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'last7', start: '2026-11-14', end: '2026-11-20' });
    await expect(preset(canvas, 'Last 7 days')).toHaveAttribute('aria-pressed', 'true');
    await expect(preset(canvas, 'Today')).toHaveAttribute('aria-pressed', 'false');
    await expect(summary).toHaveTextContent('2026-11-14 to 2026-11-20');
    await userEvent.click(preset(canvas, 'Yesterday'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'yesterday', start: '2026-11-19', end: '2026-11-19' });
  },
};

/** Tab walks the chips, Enter and Space choose; Custom opens the two dates, Enter in a date applies. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(preset(canvas, 'Today')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(preset(canvas, 'Last 7 days')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'last7', start: '2026-11-14', end: '2026-11-20' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'last30', start: '2026-10-22', end: '2026-11-20' });
    await userEvent.tab();
    await expect(preset(canvas, 'Custom')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(preset(canvas, 'Custom')).toHaveAttribute('aria-expanded', 'true');
    // The custom dates start from the period shown.
    const from = canvas.getByLabelText('From');
    await expect(from).toHaveValue('2026-10-22');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-20');
    await userEvent.tab();
    await expect(from).toHaveFocus();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'custom', start: '2026-11-01', end: '2026-11-20' });
  },
};

/** The calendar periods some calls are asked in: this week from Monday, last month whole. */
export const WithPeriods: Story = {
  args: { periods: ['thisWeek', 'thisMonth', 'lastMonth'] },
  play: async ({ canvas, userEvent, args }) => {
    const names = within(canvas.getByRole('group', { name: 'Period' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(names).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'This week', 'This month', 'Last month', 'Custom']);
    await userEvent.click(preset(canvas, 'This week'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'thisWeek', start: '2026-11-16', end: '2026-11-20' });
    await userEvent.click(preset(canvas, 'Last month'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'lastMonth', start: '2026-10-01', end: '2026-10-31' });
  },
};

/** A custom range whose start comes after its end: not applied; the message is on the start date, which takes focus. */
export const ErrorState: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(preset(canvas, 'Custom'));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-18');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    from.blur();
  },
};

/** The rules a container may add (records kept since a day, a longest period); the messages follow the edits. */
export const CustomRules: Story = {
  args: { min: '2026-08-22', maxDays: 31 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(preset(canvas, 'Custom'));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await expect(to).toHaveAttribute('max', TODAY);
    await expect(from).toHaveAttribute('min', '2026-08-22');
    // A day after today.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-21');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(to).toHaveAccessibleDescription('Choose a date no later than today.');
    await expect(to).toHaveFocus();
    // After the first Apply the messages follow the edits: before the records begin, a period too long.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-20');
    await expect(to).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-08-01');
    await expect(from).toHaveAccessibleDescription('Records go back to 2026-08-22 only.');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-01');
    await expect(from).toHaveAccessibleDescription('Choose a period of at most 31 days.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await expect(from).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ preset: 'custom', start: '2026-11-01', end: '2026-11-20' });
  },
};

/** Both dates emptied: each asks for its date. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(preset(canvas, 'Custom'));
    await userEvent.clear(canvas.getByLabelText('From'));
    await userEvent.clear(canvas.getByLabelText('To'));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByLabelText('From')).toHaveAccessibleDescription('Choose a start date.');
    await expect(canvas.getByLabelText('To')).toHaveAccessibleDescription('Choose an end date.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** What a container does: keeps the value, and asks for the records in epoch ms of the brand's days. */
function Controlled(args: DateRangeFilterProps) {
  const [value, setValue] = useState<DateRangeValue>(() => presetValue('last30', TODAY));
  const { startTime, endTime } = epochRange(value);
  return (
    <div className="flex flex-col gap-space-md">
      <DateRangeFilter
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <p data-testid="request" className="text-sm text-muted tabular-nums">
        startTime={startTime} endTime={endTime}
      </p>
    </div>
  );
}

/** Controlled, as the record pages hold it; the request parameters follow the value. */
export const Data: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(preset(canvas, 'Last 30 days')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(preset(canvas, 'Today'));
    // 2026-11-20 00:00 to 23:59:59.999 in GMT+7.
    await expect(canvas.getByTestId('request')).toHaveTextContent(
      `startTime=${Date.UTC(2026, 10, 19, 17)} endTime=${Date.UTC(2026, 10, 20, 17) - 1}`,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of within(canvas.getByRole('group', { name: 'Period' })).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** A phone: the chips wrap, the custom dates stack full width. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { periods: ['thisMonth', 'lastMonth'], defaultValue: { preset: 'custom', start: '2026-11-01', end: '2026-11-15' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(preset(canvas, 'Custom')).toHaveAttribute('aria-pressed', 'true');
    const from = canvas.getByLabelText('From');
    await expect(from).toHaveValue('2026-11-01');
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="date-range-filter"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const apply = canvas.getByRole('button', { name: 'Apply' });
    await expect(apply.getBoundingClientRect().top).toBeGreaterThan(canvas.getByLabelText('To').getBoundingClientRect().bottom);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { periods: ['thisWeek', 'lastMonth'] },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'Thời gian' });
    await userEvent.click(within(group).getByRole('button', { name: '7 ngày qua' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ preset: 'last7', start: '2026-11-14', end: '2026-11-20' });
    await expect(canvas.getByText('2026-11-14 đến 2026-11-20')).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: 'Tùy chọn' }));
    const to = canvas.getByLabelText('Đến ngày');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: 'Áp dụng' }));
    await expect(canvas.getByLabelText('Từ ngày')).toHaveAccessibleDescription('Ngày bắt đầu phải trước hoặc trùng ngày kết thúc.');
  },
};
