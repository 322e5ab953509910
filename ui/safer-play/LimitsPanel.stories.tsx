import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { LimitsPanel, type LimitChange, type LimitsPanelProps, type LimitView } from './LimitsPanel.tsx';

// 2026-11-28 14:00 in Ho Chi Minh City: when the weekly raise applies.
const RAISE_AT = Date.UTC(2026, 10, 28, 7, 0);
const DEPOSIT: LimitView[] = [
  { period: 'day', amount: 1_000_000, used: 300_000 },
  { period: 'week', amount: 5_000_000, used: 4_200_000, pending: { amount: 8_000_000, effectiveAt: RAISE_AT } },
];
const LOSS: LimitView = { period: 'week', amount: 2_000_000, used: 2_000_000 };

/**
 * What a container does with a save, chosen per story (`parameters.outcome`): keep it in flight, refuse it
 * with the platform's reason, or let it through.
 */
type Outcome = 'pending' | 'refuse' | 'succeed';
function Harness({ args, outcome }: { args: LimitsPanelProps; outcome: Outcome | undefined }) {
  const [saving, setSaving] = useState(args.saving ?? false);
  const [error, setError] = useState(args.error);
  // The answer arrives after the panel has shown the save in flight, as a request's would.
  useEffect(() => {
    if (!saving || outcome === 'pending' || outcome === undefined) return;
    const frame = requestAnimationFrame(() => {
      if (outcome === 'refuse') setError('The amount is above the highest limit this site allows.');
      setSaving(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [saving, outcome]);
  return (
    <LimitsPanel
      {...args}
      saving={saving}
      error={error}
      onSave={(change: LimitChange) => {
        args.onSave(change);
        setError(undefined);
        setSaving(true);
      }}
    />
  );
}

const meta = {
  title: 'Safer play/LimitsPanel',
  component: LimitsPanel,
  args: { deposit: DEPOSIT, loss: LOSS, max: 100_000_000, onSave: fn(), onRetry: fn(), timeZone: 'Asia/Ho_Chi_Minh' },
  parameters: { outcome: 'succeed' },
  render: (args, context: StoryContext) => <Harness args={args} outcome={context.parameters.outcome as Outcome | undefined} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof LimitsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, kind: string, period: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="limit-row"][data-kind="${kind}"][data-period="${period}"]`)!;

/** Set the monthly deposit limit by keyboard: the form, the amount, Enter; the save goes through and the form closes. */
export const Playground: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    const month = within(rowOf(canvasElement, 'deposit', 'month'));
    await expect(month.getByText('No limit set')).toBeVisible();
    month.getByRole('button', { name: 'Set limit' }).focus();
    await userEvent.keyboard('{Enter}');
    const amount = await month.findByRole('textbox', { name: /Limit amount/ });
    await expect(month.getByText(/Raises take effect after 24 hours; lowering applies at once\./)).toBeVisible();
    await userEvent.click(amount);
    await userEvent.keyboard('20000000{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'deposit', period: 'month', amount: 20_000_000 });
    await waitFor(() => expect(month.queryByRole('textbox')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 3, name: 'Deposit limits' })).toBeVisible();
  },
};

/** Each limit's meter says used of limit in text too; the weekly raise waits out its 24 hours; the loss limit is reached. */
export const Data: Story = {
  play: async ({ canvasElement, canvas }) => {
    const daily = canvas.getByRole('meter', { name: 'Daily deposit limit' });
    await expect(daily).toHaveAttribute('aria-valuenow', '300000');
    await expect(daily).toHaveAttribute('aria-valuemax', '1000000');
    await expect(daily).toHaveAttribute('aria-valuetext', '₫300,000 used of ₫1,000,000 (30%), ₫700,000 left');
    const day = within(rowOf(canvasElement, 'deposit', 'day'));
    await expect(day.getByText('₫300,000 used of ₫1,000,000')).toBeVisible();
    await expect(day.getByText('₫700,000 left')).toBeVisible();
    const week = within(rowOf(canvasElement, 'deposit', 'week'));
    await expect(week.getByText('Rises to ₫8,000,000 on 2026-11-28 14:00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-period="week"] [data-slot="limit-meter"]')).toHaveAttribute('data-level', 'near');
    const loss = canvas.getByRole('meter', { name: 'Weekly loss limit' });
    await expect(loss).toHaveAttribute('aria-valuetext', '₫2,000,000 used of ₫2,000,000 (100%), Limit reached');
    await expect(within(rowOf(canvasElement, 'loss', 'week')).getByText('Limit reached')).toBeVisible();
  },
};

/** No limits yet: says so, and every limit offers Set limit. */
export const Empty: Story = {
  args: { deposit: [], loss: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No limits are set')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Set limit' })).toHaveLength(4);
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="limits-panel"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your limits could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The form's own checks: an amount is needed, within the highest limit. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const day = within(rowOf(canvasElement, 'deposit', 'day'));
    await userEvent.click(day.getByRole('button', { name: 'Change' }));
    const amount = await day.findByRole('textbox', { name: /Limit amount/ });
    await expect(amount).toHaveValue('1,000,000');
    await userEvent.clear(amount);
    await userEvent.click(day.getByRole('button', { name: 'Save limit' }));
    await expect(await day.findByText('Enter an amount.')).toBeVisible();
    await userEvent.type(amount, '200000000');
    await userEvent.click(day.getByRole('button', { name: 'Save limit' }));
    await expect(await day.findByText('The amount must be at most ₫100,000,000.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A save in flight: its button is busy, Cancel and the other limits wait. */
export const Saving: Story = {
  parameters: { outcome: 'pending' },
  play: async ({ canvasElement, canvas, args }) => {
    const day = within(rowOf(canvasElement, 'deposit', 'day'));
    await userEvent.click(day.getByRole('button', { name: 'Change' }));
    const amount = await day.findByRole('textbox', { name: /Limit amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '500000');
    await userEvent.click(day.getByRole('button', { name: 'Save limit' }));
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: 500_000 });
    await expect(day.getByRole('button', { name: /Save limit/ })).toHaveAttribute('aria-busy', 'true');
    await expect(day.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    for (const other of canvas.getAllByRole('button', { name: /Change|Set limit/ })) await expect(other).toBeDisabled();
  },
};

/** The platform refuses: its reason under the form, and what was typed still there. */
export const Refused: Story = {
  parameters: { outcome: 'refuse' },
  play: async ({ canvasElement, args }) => {
    const loss = within(rowOf(canvasElement, 'loss', 'week'));
    await userEvent.click(loss.getByRole('button', { name: 'Change' }));
    await userEvent.selectOptions(await loss.findByRole('combobox', { name: 'Period' }), 'month');
    const amount = loss.getByRole('textbox', { name: /Limit amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '9000000');
    await userEvent.click(loss.getByRole('button', { name: 'Save limit' }));
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'loss', period: 'month', amount: 9_000_000 });
    await expect(await loss.findByRole('alert')).toHaveTextContent('The amount is above the highest limit this site allows.');
    await expect(amount).toHaveValue('9,000,000');
    await expect(loss.getByRole('combobox', { name: 'Period' })).toHaveValue('month');
    await expect(loss.getByRole('button', { name: 'Save limit' })).toBeEnabled();
  },
};

/** Remove a limit from its form. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const week = within(rowOf(canvasElement, 'deposit', 'week'));
    await userEvent.click(week.getByRole('button', { name: 'Change' }));
    await userEvent.click(await week.findByRole('button', { name: 'Remove limit' }));
    await expect(args.onSave).toHaveBeenCalledWith({ kind: 'deposit', period: 'week', amount: null });
  },
};

/** A phone: one column, the form's buttons full width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Daily deposit limit' })).toBeVisible();
    const day = within(rowOf(canvasElement, 'deposit', 'day'));
    await userEvent.click(day.getByRole('button', { name: 'Change' }));
    const save = await day.findByRole('button', { name: 'Save limit' });
    await expect(save).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Giới hạn nạp tiền' })).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Giới hạn nạp tiền hằng ngày' })).toBeVisible();
    await expect(canvas.getByText('Đã dùng 300.000 ₫ trên 1.000.000 ₫')).toBeVisible();
  },
};
