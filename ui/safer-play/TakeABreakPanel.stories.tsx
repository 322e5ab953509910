import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectBottomSheet, PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { TakeABreakPanel, type BreakDuration, type BreakKind, type TakeABreakPanelProps } from './TakeABreakPanel.tsx';

// 2026-11-27 14:05 in Ho Chi Minh City.
const NOW = new Date(Date.UTC(2026, 10, 27, 7, 5));

/** What a container does with a confirmation (`parameters.outcome`): keep it in flight, refuse it, or let it through. */
type Outcome = 'pending' | 'refuse' | 'succeed';
function Harness({ args, outcome }: { args: TakeABreakPanelProps; outcome: Outcome | undefined }) {
  const [pending, setPending] = useState(args.pending ?? false);
  const [error, setError] = useState(args.error);
  // The answer arrives after the panel has shown the request in flight.
  useEffect(() => {
    if (!pending || outcome === 'pending' || outcome === undefined) return;
    const frame = requestAnimationFrame(() => {
      if (outcome === 'refuse') setError('A break could not be started. Please contact customer service.');
      setPending(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [pending, outcome]);
  return (
    <TakeABreakPanel
      {...args}
      pending={pending}
      error={error}
      onConfirm={(kind: BreakKind, duration: BreakDuration) => {
        args.onConfirm(kind, duration);
        setError(undefined);
        setPending(true);
      }}
    />
  );
}

const meta = {
  title: 'Safer play/TakeABreakPanel',
  component: TakeABreakPanel,
  args: { now: NOW, onConfirm: fn(), timeZone: 'Asia/Ho_Chi_Minh' },
  parameters: { outcome: 'succeed' },
  render: (args, context: StoryContext) => <Harness args={args} outcome={context.parameters.outcome as Outcome | undefined} />,
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof TakeABreakPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement, name: string) => within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** A one-week time-out by keyboard: what it means, the box ticked, confirmed; the dialog closes when it goes through. */
export const Playground: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Time-out' })).toBeVisible();
    canvas.getByRole('button', { name: '1 week' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogIn(canvasElement, 'Take a time-out of 1 week?');
    const body = within(dialog);
    await expect(body.getByText('You will be logged out at once.')).toBeVisible();
    await expect(body.getByText('You cannot log in until 2026-12-04 14:05.')).toBeVisible();
    await expect(body.getByText('It cannot be undone early, not even by customer service.')).toBeVisible();
    // Confirming without the box: it says so and nothing is sent.
    await userEvent.click(body.getByRole('button', { name: 'Start my break' }));
    await expect(body.getByText('Tick the box to confirm.')).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'I understand and want to take this break' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Start my break' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('timeout', '1w');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Self-exclusion for 6 months: the end date by the calendar. */
export const SelfExclusion: Story = {
  parameters: { outcome: 'pending' },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '6 months' }));
    const dialog = await dialogIn(canvasElement, 'Exclude yourself for 6 months?');
    await expect(within(dialog).getByText('You cannot log in until 2027-05-27 14:05.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('exclusion', '6m');
  },
};

/** In flight: the button is busy, Cancel and Escape wait. */
export const Pending: Story = {
  parameters: { outcome: 'pending' },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '24 hours' }));
    const dialog = await dialogIn(canvasElement, 'Take a time-out of 24 hours?');
    await expect(within(dialog).getByText('You cannot log in until 2026-11-28 14:05.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await expect(within(dialog).getByRole('button', { name: /Start my break/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

/** Refused: the reason in the dialog, which stays open with the box still ticked. */
export const Refused: Story = {
  parameters: { outcome: 'refuse' },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '6 weeks' }));
    const dialog = await dialogIn(canvasElement, 'Take a time-out of 6 weeks?');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start my break' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A break could not be started. Please contact customer service.',
    );
    await expect(within(dialog).getByRole('checkbox')).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Start my break' })).toBeEnabled();
  },
};

/** Cancel closes the confirmation and sends nothing. */
export const Cancel: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '5 years' }));
    const dialog = await dialogIn(canvasElement, 'Exclude yourself for 5 years?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A time-out in force: until when, and the choices off. */
export const Active: Story = {
  args: { active: { kind: 'timeout', until: Date.UTC(2026, 11, 4, 7, 5) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are on a time-out until 2026-12-04 14:05.')).toBeVisible();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** On a phone the confirmation is a sheet along the bottom edge. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '2 weeks' }));
    await expectBottomSheet(await dialogIn(canvasElement, 'Take a time-out of 2 weeks?'), 'Start my break');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Tự loại trừ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1 năm' }));
    const dialog = await dialogIn(canvasElement, 'Tự loại trừ trong 1 năm?');
    await expect(within(dialog).getByText('Bạn không thể đăng nhập cho đến 2027-11-27 14:05.')).toBeVisible();
  },
};
