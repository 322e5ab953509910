import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { chatPageUrl, memberChatUnread } from '../../mocks/fixtures/status.ts';
import { ChatWindow, type ChatWindowMode, type ChatWindowProps } from './ChatWindow.tsx';

/**
 * The window is fixed to the viewport's corner; in stories a frame stands in for the viewport
 * (`contain: paint` makes it the containing block), so each story, and each docs entry, keeps its own.
 * A story picks the frame's size with `parameters.frame`.
 */
const inFrame: Decorator = (Story, { parameters }) => (
  <div
    data-testid="viewport"
    className={`relative overflow-hidden rounded-lg border border-border bg-surface-sunken [contain:paint] ${typeof parameters.frame === 'string' ? parameters.frame : 'h-[640px] w-full'}`}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Chat/ChatWindow',
  component: ChatWindow,
  args: { url: chatPageUrl, unreadCount: memberChatUnread, onModeChange: fn(), onOpenChange: fn(), onRetry: fn() },
  decorators: [inFrame],
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameReady = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-slot="chat-window-loading"]')).toBeNull());
};

/** Normal size; the chat page is a harmless data: URL (no network). */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chat = canvas.getByRole('region', { name: 'Customer service' });
    await expect(chat).toHaveAttribute('data-state', 'normal');
    const frame = canvas.getByTitle('Chat with customer service');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await frameReady(canvasElement);
    await expect(chat.querySelector('[data-slot="chat-window-body"]')).not.toHaveAttribute('aria-busy');
  },
};

/** Title-bar buttons drive the mode: minimize, restore, enlarge and shrink, each announcing its state. */
export const ModeButtons: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const chat = canvas.getByRole('region', { name: 'Customer service' });
    await frameReady(canvasElement);
    const frame = canvas.getByTitle('Chat with customer service');

    const enlarge = canvas.getByRole('button', { name: 'Enlarge chat' });
    await expect(enlarge).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(enlarge);
    await expect(chat).toHaveAttribute('data-state', 'enlarged');
    await expect(enlarge).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('enlarged');

    const minimize = canvas.getByRole('button', { name: 'Minimize chat' });
    await expect(minimize).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(minimize);
    await expect(chat).toHaveAttribute('data-state', 'minimized');
    const restore = canvas.getByRole('button', { name: 'Restore chat' });
    await expect(restore).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('2 unread messages')).toBeInTheDocument();
    // Minimizing hides the conversation but keeps the same iframe, so nothing reloads.
    await expect(frame).not.toBeVisible();
    await expect(frame.isConnected).toBe(true);

    // Restore brings back the size the player had.
    await userEvent.click(restore);
    await expect(chat).toHaveAttribute('data-state', 'enlarged');
    await expect(canvas.getByTitle('Chat with customer service')).toBe(frame);
    await userEvent.click(canvas.getByRole('button', { name: 'Enlarge chat' }));
    await expect(chat).toHaveAttribute('data-state', 'normal');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('normal');
  },
};

/** Keyboard: every control is a Tab stop, Enter activates, Escape minimizes and focus stays on the bar. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const chat = canvas.getByRole('region', { name: 'Customer service' });
    await frameReady(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Minimize chat' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enlarge chat' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(chat).toHaveAttribute('data-state', 'enlarged');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(chat).toHaveAttribute('data-state', 'minimized');
    await expect(canvas.getByRole('button', { name: 'Restore chat' })).toHaveFocus();
    await expect(args.onModeChange).toHaveBeenLastCalledWith('minimized');
    await userEvent.keyboard(' ');
    await expect(chat).toHaveAttribute('data-state', 'enlarged');
  },
};

/** Minimized: only the title bar, with the unread count (member01's seeded chat badge). */
export const MinimizedWithUnread: Story = {
  args: { defaultMode: 'minimized' },
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('region', { name: 'Customer service' });
    await expect(chat).toHaveAttribute('data-state', 'minimized');
    await expect(canvas.getByText('2 unread messages')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Enlarge chat' })).toBeNull();
    await expect(canvas.getByTitle('Chat with customer service')).not.toBeVisible();
  },
};

export const Enlarged: Story = {
  args: { defaultMode: 'enlarged' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Enlarge chat' })).toHaveAttribute('aria-pressed', 'true');
    await frameReady(canvasElement);
    const viewport = canvas.getByTestId('viewport').getBoundingClientRect();
    const chat = canvas.getByRole('region', { name: 'Customer service' }).getBoundingClientRect();
    await expect(chat.height).toBeGreaterThan(viewport.height / 2);
  },
};

/** The chat URL is still being fetched: skeleton bubbles and a spoken status. */
export const Loading: Story = {
  args: { url: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to customer service…');
    await expect(canvas.getByRole('region', { name: 'Customer service' }).querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByTitle('Chat with customer service')).toBeNull();
  },
};

/** The chat could not be opened: a message and Retry instead of a blank frame. */
export const ErrorState: Story = {
  name: 'Error',
  args: { url: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chat could not be loaded. Check your connection and try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Closing calls onOpenChange(false) and unmounts the window (and its conversation). */
export const Close: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close chat' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.queryByRole('region', { name: 'Customer service' })).toBeNull();
  },
};

/** Controlled, as the app holds it: the mode lives in the parent and the window follows. */
function ControlledChat(args: ChatWindowProps) {
  const [mode, setMode] = useState<ChatWindowMode>('minimized');
  return (
    <>
      <p className="p-space-md text-sm text-text">Mode: {mode}</p>
      <ChatWindow
        {...args}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          args.onModeChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledChat {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restore chat' }));
    await expect(canvas.getByText('Mode: normal')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Customer service' })).toHaveAttribute('data-state', 'normal');
    await frameReady(canvasElement);
  },
};

/** 360 × 640: the window keeps a margin on every side and its buttons stay 40 px targets. */
export const Mobile: Story = {
  parameters: { frame: 'h-[640px] w-[360px]' },
  play: async ({ canvas, canvasElement }) => {
    await frameReady(canvasElement);
    const viewport = canvas.getByTestId('viewport').getBoundingClientRect();
    const chat = canvas.getByRole('region', { name: 'Customer service' }).getBoundingClientRect();
    await expect(chat.left).toBeGreaterThanOrEqual(viewport.left);
    await expect(chat.width).toBeLessThanOrEqual(viewport.width - 32);
    for (const button of canvas.getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { defaultMode: 'minimized' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const chat = canvas.getByRole('region', { name: 'Chăm sóc khách hàng' });
    await expect(canvas.getByText('2 tin nhắn chưa đọc')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mở lại cửa sổ chat' }));
    await expect(chat).toHaveAttribute('data-state', 'normal');
    await expect(canvas.getByRole('button', { name: 'Phóng to cửa sổ chat' })).toBeVisible();
    await expect(canvas.getByTitle('Trò chuyện với bộ phận chăm sóc khách hàng')).toBeVisible();
    await frameReady(canvasElement);
  },
};
