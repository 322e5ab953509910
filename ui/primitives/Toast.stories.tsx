import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MessageCircle } from 'lucide-react';
import { Button, IconButton } from './Button.tsx';
import { resetToasts, toast, Toast, Toaster, ToastProvider, type ToasterProps, type ToastTone } from './Toast.tsx';

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  // Stories render open toasts that never time out, so screenshots do not depend on timing.
  args: {
    title: 'Deposit received',
    description: '500,000 ₫ has been added to your wallet.',
    tone: 'success',
    duration: Infinity,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  // `parameters.dock`: what the chat dock shows in the corner (Toaster's `dock`).
  decorators: (Story, { parameters }) => (
    <ToastProvider>
      <Story />
      <Toaster dock={parameters.dock as ToasterProps['dock']} />
    </ToastProvider>
  ),
  // The queue is module state: start and end every story with it empty.
  beforeEach: () => {
    resetToasts();
    return resetToasts;
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewport is a landmark outside the canvas (fixed, bottom right). */
const viewport = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications (F8)' });

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(await viewport(canvasElement));
    await expect(region.getByText('Deposit received')).toBeVisible();
    await expect(region.getByText('500,000 ₫ has been added to your wallet.')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

const tones: ReadonlyArray<{ tone: ToastTone; title: string; description: string }> = [
  { tone: 'info', title: 'Draw starts soon', description: 'Mega 6/45 closes for bets in 10 minutes.' },
  { tone: 'success', title: 'Bet placed', description: 'Ticket #A1029 is confirmed.' },
  { tone: 'warning', title: 'Trial account', description: 'Winnings on a trial account cannot be withdrawn.' },
  { tone: 'danger', title: 'Withdrawal failed', description: 'The bank did not accept the transfer. Please try again later.' },
];

export const Tones: Story = {
  render: () => (
    <>
      {tones.map(({ tone, title, description }) => (
        <Toast key={tone} tone={tone} title={title} description={description} duration={Infinity} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const region = within(await viewport(canvasElement));
    for (const { tone, title } of tones) {
      const item = region.getByText(title).closest('[data-slot="toast"]');
      await expect(item).toHaveAttribute('data-tone', tone);
      await expect(item).toBeVisible();
    }
  },
};

export const TitleOnly: Story = {
  args: { title: 'Copied to clipboard', description: undefined, tone: 'info' },
  play: async ({ canvasElement }) => {
    const region = await viewport(canvasElement);
    await expect(within(region).getByText('Copied to clipboard')).toBeVisible();
    await expect(region.querySelector('[data-slot="toast-description"]')).toBeNull();
  },
};

function SaveButton() {
  return (
    <Button onClick={() => toast({ title: 'Settings saved', description: 'Your changes are live.', tone: 'success', duration: Infinity })}>
      Save settings
    </Button>
  );
}

/** The imperative API: any handler calls `toast()`; <Toaster> shows it. */
export const TriggeredByButton: Story = {
  render: () => <SaveButton />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    const region = within(await viewport(canvasElement));
    await expect(await region.findByText('Settings saved')).toBeVisible();
    await expect(region.getByText('Your changes are live.')).toBeVisible();
  },
};

/** F8 jumps to the toasts; Escape dismisses the focused one; the close button dismisses too. */
export const KeyboardDismiss: Story = {
  render: () => <SaveButton />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save settings' });
    await userEvent.click(button);
    await userEvent.click(button);
    const regionElement = await viewport(canvasElement);
    const region = within(regionElement);
    await waitFor(() => expect(region.getAllByText('Settings saved')).toHaveLength(2));

    // Radix matches the hotkey on `event.code`.
    await userEvent.keyboard('[F8]');
    await expect(regionElement.querySelector('ol')).toHaveFocus();
    // Tab from the viewport lands on the newest toast.
    await userEvent.tab();
    await expect([...regionElement.querySelectorAll('[data-slot="toast"]')].at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region.getAllByText('Settings saved')).toHaveLength(1));

    await userEvent.click(region.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(region.queryByText('Settings saved')).not.toBeInTheDocument());
  },
};

/** Toasts close by themselves after `duration`. */
export const AutoDismiss: Story = {
  render: () => <Button onClick={() => toast({ title: 'Link copied', tone: 'info', duration: 300 })}>Copy link</Button>,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    const region = within(await viewport(canvasElement));
    await expect(await region.findByText('Link copied')).toBeVisible();
    await waitFor(() => expect(region.queryByText('Link copied')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** A burst of toasts keeps only the newest five on screen. */
export const QueueLimit: Story = {
  render: () => (
    <Button
      onClick={() => {
        for (let n = 1; n <= 7; n++) toast({ title: `Result ${n} is in`, tone: 'info', duration: Infinity });
      }}
    >
      Show results
    </Button>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show results' }));
    const region = await viewport(canvasElement);
    await waitFor(() => expect(region.querySelectorAll('[data-slot="toast"]')).toHaveLength(5));
    await expect(within(region).queryByText('Result 2 is in')).not.toBeInTheDocument();
    await expect(within(region).getByText('Result 7 is in')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { title: 'Nạp tiền thành công', description: '500.000 ₫ đã được cộng vào ví của bạn.' },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Danh sách thông báo (F8)' }));
    await expect(region.getByText('Nạp tiền thành công')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Đóng' })).toBeVisible();
  },
};

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Three notices (a member's first screen after logging in) over the app's floating chat button: they stack above it, and it stays clickable. */
export const AboveTheChatButton: Story = {
  parameters: { dock: 'button' },
  render: () => (
    <>
      {tones.slice(0, 3).map(({ tone, title, description }) => (
        <Toast key={tone} tone={tone} title={title} description={description} duration={Infinity} />
      ))}
      {/* The chat dock's floating button, where ChatDock puts it. */}
      <IconButton className="fixed end-space-md bottom-space-md z-30 size-14 rounded-pill shadow-lg" variant="primary" label="Chat">
        <MessageCircle aria-hidden="true" />
      </IconButton>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = await viewport(canvasElement);
    await waitFor(() => expect(region.querySelectorAll('[data-slot="toast"]')).toHaveLength(3));
    const chat = canvas.getByRole('button', { name: 'Chat' }).getBoundingClientRect();
    for (const item of region.querySelectorAll('[data-slot="toast"]'))
      await expect(overlaps(item.getBoundingClientRect(), chat)).toBe(false);
    // The button's centre is the button, not a toast: a tap opens the chat.
    const hit = canvasElement.ownerDocument.elementFromPoint(chat.left + chat.width / 2, chat.top + chat.height / 2);
    await expect(hit?.closest('button')).toBe(canvas.getByRole('button', { name: 'Chat' }));
  },
};

/** With the chat window open in the corner, the toasts move to the top of the screen. */
export const ChatWindowOpen: Story = {
  parameters: { dock: 'window' },
  play: async ({ canvasElement }) => {
    const region = await viewport(canvasElement);
    const item = within(region).getByText('Deposit received').closest('[data-slot="toast"]')!;
    await expect(item).toBeVisible();
    await expect(item.getBoundingClientRect().top).toBeLessThan(canvasElement.ownerDocument.defaultView!.innerHeight / 2);
  },
};
