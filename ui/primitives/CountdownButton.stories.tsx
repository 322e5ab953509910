import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { CountdownButton } from './CountdownButton.tsx';

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: { onSend: fn(() => Promise.resolve(60)), onSecondsLeftChange: fn(), variant: 'secondary' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Idle: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** onSend never settles: the button stays busy and ignores further clicks. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<number>(() => {})) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Get code/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** A fixed, controlled countdown: the parent owns `secondsLeft`, so the screenshot never changes. */
export const Counting: Story = {
  args: { secondsLeft: 42 },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Sent (42s)' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A real send with a 2-second wait, by keyboard: it counts down and becomes active again. */
export const SendAndCountDown: Story = {
  args: { onSend: fn(() => Promise.resolve(2)) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const button = await canvas.findByRole('button', { name: 'Sent (2s)' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button while it is unavailable.
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('button', { name: 'Sent (1s)' }, { timeout: 2000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
  },
};

/** A failed send re-enables the button, but clicks are still throttled to one a second. */
export const FailedSend: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('SMS gateway down'))) },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Get code/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  render: (args) => (
    <div className="flex gap-space-sm">
      <CountdownButton {...args} />
      <CountdownButton {...args} secondsLeft={30} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lấy mã' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đã gửi (30s)' })).toHaveAttribute('aria-disabled', 'true');
  },
};
