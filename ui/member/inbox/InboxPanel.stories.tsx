import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { HOSTILE_MESSAGE_TITLE, inboxMessages } from '../../../mocks/fixtures/inbox.ts';
import { InboxPanel, type InboxMessageView, type InboxPanelProps } from './InboxPanel.tsx';

// member01's nine seeded messages, newest first, five of them unread; five a page so the stories page.
const messages: InboxMessageView[] = inboxMessages('member');
const messagesVi: InboxMessageView[] = inboxMessages('member', 'VI');
const PAGE_SIZE = 5;
const hostile = messages.find((m) => m.title === HOSTILE_MESSAGE_TITLE)!;

/** A container as the app's: pages, opens (marking read) and deletes in memory. */
function Inbox({ initial = messages, ...args }: InboxPanelProps & { initial?: InboxMessageView[] }) {
  const [all, setAll] = useState(initial);
  const [page, setPage] = useState(args.page);
  const [openId, setOpenId] = useState(args.openId ?? null);
  return (
    <InboxPanel
      {...args}
      messages={all.slice((page - 1) * args.pageSize, page * args.pageSize)}
      pageCount={Math.ceil(all.length / args.pageSize)}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        setOpenId(null);
        args.onPageChange(next);
      }}
      openId={openId}
      onOpen={(id) => {
        setOpenId(id);
        setAll((current) => current.map((m) => (m.id === id ? { ...m, read: true } : m)));
        args.onOpen(id);
      }}
      onClose={() => {
        setOpenId(null);
        args.onClose();
      }}
      onDelete={async (ids) => {
        await args.onDelete(ids);
        setAll((current) => current.filter((m) => !ids.includes(m.id)));
        if (openId && ids.includes(openId)) setOpenId(null);
      }}
    />
  );
}

const meta = {
  title: 'Member/Inbox/InboxPanel',
  component: InboxPanel,
  args: {
    messages: messages.slice(0, PAGE_SIZE),
    pageCount: Math.ceil(messages.length / PAGE_SIZE),
    page: 1,
    pageSize: PAGE_SIZE,
    onPageChange: fn(),
    onOpen: fn(),
    onClose: fn(),
    onDelete: fn(() => Promise.resolve()),
    onRetry: fn(),
    timeZone: STORY_TIME_ZONE,
  },
  argTypes: { messages: { table: { disable: true } } },
  render: (args) => <Inbox {...args} />,
} satisfies Meta<typeof InboxPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>, name = 'Messages') => canvas.getByRole('list', { name });
const rowsOf = (canvas: ReturnType<typeof within>, name?: string) => within(list(canvas, name)).getAllByRole('listitem');
const blur = (canvasElement: HTMLElement) => (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();

/** The inbox: unread messages marked, one opened into the read pane (marked read), paging by keyboard. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const rows = rowsOf(canvas);
    await expect(rows).toHaveLength(PAGE_SIZE);
    // The five newest are the five unread: a dot, a bold title and "Unread" for screen readers.
    const first = within(rows[0]!).getByRole('button', { name: /Invite friends and earn up to 131K/ });
    await expect(first).toHaveAccessibleName(/Unread$/);
    // The sender the platform names, and when it was sent.
    await expect(rows[0]).toHaveTextContent('Viva123 Promotions');
    await expect(rows[0]).toHaveTextContent('2026-11-14 12:00');
    await expect(canvas.getByText('Choose a message to read it.')).toBeVisible();
    // The inbox sends its page count, not a message count.
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 2');

    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(messages[0]!.id);
    const article = canvas.getByRole('article', { name: 'Invite friends and earn up to 131K' });
    await expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Invite friends and earn up to 131K');
    await expect(within(article).getByText('2026-11-14 12:00:00')).toBeVisible();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAccessibleName(/Unread$/);

    // Page 2 by keyboard: the pane empties, the list shows the older four.
    const pager = canvas.getByRole('navigation', { name: 'Message pages' });
    within(pager).getByRole('button', { name: 'Page 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(4));
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 2');
    await expect(canvas.queryByRole('article')).toBeNull();
    within(pager).getByRole('button', { name: 'Page 1' }).focus();
    await userEvent.keyboard('{Enter}');
    blur(canvasElement);
  },
};

/** The first page is loading: skeleton rows, announced once as busy. */
export const Loading: Story = {
  args: { messages: [], pageCount: 0, loading: true },
  render: (args) => <InboxPanel {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="inbox-skeleton"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing in the inbox: says so and what will come. */
export const Empty: Story = {
  args: { messages: [], pageCount: 0 },
  render: (args) => <InboxPanel {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText('Messages about your account and our promotions will appear here.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The inbox call failed: a message and Retry, never a blank. */
export const Error: Story = {
  args: { messages: undefined, pageCount: undefined, error: true },
  render: (args) => <InboxPanel {...args} />,
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The messages could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A message open whose body carries hostile markup: the text and safe link stay, the script and handlers go. */
export const Data: Story = {
  args: { page: 2, openId: hostile.id },
  play: async ({ canvas, canvasElement }) => {
    const article = canvas.getByRole('article', { name: HOSTILE_MESSAGE_TITLE });
    await expect(within(article).getByText(/please confirm your mobile number/)).toBeVisible();
    await expect(within(article).getByRole('link', { name: 'Security Centre' })).toHaveAttribute('href', '/index?member=securityCenter');
    const body = article.querySelector('[data-slot="inbox-message-body"]')!;
    await expect(body.querySelector('script')).toBeNull();
    await expect(body.querySelector('[onerror]')).toBeNull();
    await expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    await expect((window as { __inboxXss?: boolean }).__inboxXss).toBeUndefined();
    await expect(within(article).getByText('Account security')).toBeVisible();
    blur(canvasElement);
  },
};

/** Select all on the page, delete them behind a confirmation; the next page's messages move up. */
export const DeleteSeveral: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: /Delete selected/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    for (const box of within(list(canvas)).getAllByRole('checkbox')) await expect(box).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select “${messages[1]!.title}”` }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (4)' }));

    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete messages?' });
    await expect(dialog).toHaveTextContent('Delete 4 messages? This cannot be undone.');
    // Cancel keeps everything.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete selected (4)' }));
    const again = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete messages?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith([messages[0]!.id, messages[2]!.id, messages[3]!.id, messages[4]!.id]);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Page 1 of 1'));
    await expect(rowsOf(canvas)[0]).toHaveTextContent(messages[1]!.title);
    await expect(canvas.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  },
};

/** Deleting the open message: one confirmation naming it; a failed delete keeps it and its check. */
export const DeleteOpenFails: Story = {
  args: { openId: messages[0]!.id, onDelete: fn(() => Promise.reject(new globalThis.Error('refused'))) },
  play: async ({ canvas, args, canvasElement }) => {
    const article = canvas.getByRole('article', { name: messages[0]!.title });
    await userEvent.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete messages?' });
    await expect(dialog).toHaveTextContent(`Delete “${messages[0]!.title}”? This cannot be undone.`);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvasElement.ownerDocument.body.querySelector('[role="alertdialog"]')).toBeNull());
    // A double click sends one request.
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('article', { name: messages[0]!.title })).toBeVisible();
    blur(canvasElement);
  },
};

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

/** A phone: the list alone, then the message alone with a back control to the list. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByText('Choose a message to read it.')).not.toBeVisible();
    await userEvent.click(within(rowsOf(canvas)[1]!).getByRole('button'));
    const article = canvas.getByRole('article', { name: messages[1]!.title });
    await expect(article).toBeVisible();
    // The list steps aside (display none), so it is out of the accessibility tree too.
    await expect(canvas.queryByRole('list', { name: 'Messages' })).toBeNull();
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
    await userEvent.click(within(article).getByRole('button', { name: 'Back to messages' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(list(canvas)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    blur(canvasElement);
  },
};

/** The same, on a phone, with a message open (for the screenshot). */
export const PhoneMessage: Story = {
  decorators: [phone],
  args: { openId: messages[2]!.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: messages[2]!.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to messages' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Messages' })).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { messages: messagesVi.slice(0, PAGE_SIZE) },
  render: (args) => <Inbox {...args} initial={messagesVi} />,
  play: async ({ canvas, canvasElement }) => {
    const rows = rowsOf(canvas, 'Tin nhắn');
    await expect(rows).toHaveLength(PAGE_SIZE);
    await expect(within(rows[0]!).getByRole('button')).toHaveAccessibleName(/Chưa đọc$/);
    await expect(canvas.getByRole('checkbox', { name: 'Chọn tất cả trong trang này' })).toBeVisible();
    await expect(canvas.getByText('Chọn một tin nhắn để đọc.')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Các trang tin nhắn' })).toBeVisible();
    await userEvent.click(within(rows[0]!).getByRole('button'));
    await expect(canvas.getByRole('article', { name: messagesVi[0]!.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xóa' })).toBeVisible();
    blur(canvasElement);
  },
};

export const VietnameseEmpty: Story = {
  globals: { locale: 'VI' },
  args: { messages: [], pageCount: 0 },
  render: (args) => <InboxPanel {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chưa có tin nhắn')).toBeVisible();
  },
};
