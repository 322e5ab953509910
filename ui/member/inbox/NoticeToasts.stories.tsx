import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noticeSamples } from '../../../mocks/fixtures/inbox.ts';
import { Toaster, ToastProvider } from '../../primitives/Toast.tsx';
import { NoticeToasts, type NoticeToastsProps, type NoticeView } from './NoticeToasts.tsx';

// One notice of each kind on member01's real orders: credited, failed, approved, rejected.
const notices: NoticeView[] = noticeSamples('member');
const [credited, failed, approved, rejected] = notices as [NoticeView, NoticeView, NoticeView, NoticeView];

/** As the app: the shell's toast provider and its viewport (a landmark, bottom right); `phone` narrows it to a 360 px screen. */
const withViewport: Decorator = (Story, { parameters }) => (
  <ToastProvider>
    <Story />
    <Toaster className={parameters.phone ? 'max-w-[360px] sm:max-w-[360px]' : undefined} />
  </ToastProvider>
);

/** A container keeping the toasts until each is followed or closed. */
function Watcher(args: NoticeToastsProps) {
  const [shown, setShown] = useState(args.notices);
  const forget = (id: string) => setShown((current) => current.filter((n) => n.id !== id));
  return (
    <NoticeToasts
      {...args}
      notices={shown}
      onOpen={(notice, event) => {
        event.preventDefault();
        forget(notice.id);
        args.onOpen(notice, event);
      }}
      onDismiss={(notice) => {
        forget(notice.id);
        args.onDismiss(notice);
      }}
    />
  );
}

const meta = {
  title: 'Member/Inbox/NoticeToasts',
  component: NoticeToasts,
  args: { notices: [credited], onOpen: fn(), onDismiss: fn() },
  argTypes: { notices: { table: { disable: true } } },
  decorators: [withViewport],
  render: (args) => <Watcher {...args} />,
} satisfies Meta<typeof NoticeToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewport = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Notifications (F8)' }));
const blur = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

/** A deposit credited: amount in VND and the order, a link to the deposit record; following it forgets the toast. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await viewport(canvasElement);
    const toast = region.getByRole('listitem');
    await expect(within(toast).getByText('Deposit credited')).toBeVisible();
    await expect(toast).toHaveTextContent(`₫${credited.amount.toLocaleString('en-US')} · order ${credited.orderNo!}`);
    const link = within(toast).getByRole('link', { name: 'View deposit record' });
    await expect(link).toHaveAttribute('href', '/member/depositv2');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: credited.id }), expect.anything());
    await waitFor(() => expect(region.queryByText('Deposit credited')).toBeNull());
  },
};

/** All four kinds at once (what the watcher shows at most is three; the story shows each look). */
export const Data: Story = {
  args: { notices },
  play: async ({ canvasElement }) => {
    const region = await viewport(canvasElement);
    await expect(region.getByText('Deposit credited')).toBeVisible();
    await expect(region.getByText('Deposit failed')).toBeVisible();
    await expect(region.getByText('Withdrawal approved')).toBeVisible();
    await expect(region.getByText('Withdrawal rejected')).toBeVisible();
    // The failures say why; the good news does not need to.
    await expect(region.getByText(`Reason: ${failed.reason!}`)).toBeVisible();
    await expect(region.getByText(`Reason: ${rejected.reason!}`)).toBeVisible();
    await expect(region.getAllByRole('link', { name: 'View deposit record' })).toHaveLength(2);
    const withdrawLinks = region.getAllByRole('link', { name: 'View withdrawal record' });
    await expect(withdrawLinks).toHaveLength(2);
    for (const link of withdrawLinks) await expect(link).toHaveAttribute('href', '/member/withdraw');
    await expect(approved.href).toBe('/member/withdraw');
  },
};

/** Closed with its button (keyboard): forgotten, the link not followed. */
export const Dismiss: Story = {
  args: { notices: [rejected] },
  play: async ({ canvasElement, args }) => {
    const region = await viewport(canvasElement);
    await expect(region.getByText('Withdrawal rejected')).toBeVisible();
    region.getByRole('button', { name: 'Close' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith(expect.objectContaining({ id: rejected.id })));
    await expect(args.onOpen).not.toHaveBeenCalled();
    await waitFor(() => expect(region.queryByText('Withdrawal rejected')).toBeNull());
    blur(canvasElement);
  },
};

/** No notice: nothing on screen, only the empty notification landmark. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    const region = await viewport(canvasElement);
    await expect(region.queryAllByRole('link')).toHaveLength(0);
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-slot="notice-toast"]')).toHaveLength(0);
  },
};

/** A phone: the toast fits the screen, the reason wraps, the link is still a comfortable target. */
export const Phone: Story = {
  args: { notices: [failed] },
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const region = await viewport(canvasElement);
    const toast = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot="notice-toast"]')!;
    await expect(region.getByText('Deposit failed')).toBeVisible();
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth + 1);
    await expect(region.getByRole('link', { name: 'View deposit record' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { notices: [credited, rejected] },
  play: async ({ canvasElement }) => {
    const region = within(await within(canvasElement.ownerDocument.body).findByRole('region', { name: /\(F8\)/ }));
    await expect(region.getByText('Nạp tiền thành công')).toBeVisible();
    await expect(region.getByText('Rút tiền bị từ chối')).toBeVisible();
    // Vietnamese groups with dots and puts the dong sign after the amount.
    const toast = canvasElement.ownerDocument.querySelector('[data-slot="notice-toast"][data-kind="DEPOSIT_CREDITED"]');
    await expect(toast).toHaveTextContent(`${credited.amount.toLocaleString('de-DE')} ₫ · mã đơn ${credited.orderNo!}`);
    await expect(region.getByRole('link', { name: 'Xem lịch sử nạp tiền' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Xem lịch sử rút tiền' })).toBeVisible();
  },
};
