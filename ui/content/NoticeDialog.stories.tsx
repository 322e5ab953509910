import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { announcements, hostileAnnouncement, promotionWithStatus, type FixtureLanguage } from '../../mocks/fixtures/content.ts';
import { NoticeDialog, type NoticeItem } from './NoticeDialog.tsx';

/** The seeded player announcements as notices, the first with a (data: URI) picture so screenshots are stable. */
function storyNotices(count: number, language: FixtureLanguage = 'EN'): NoticeItem[] {
  return announcements(language)
    .slice(0, count)
    .map((item, index) => ({
      id: String(item.id),
      title: item.title,
      html: item.content,
      imageSrc: index === 0 ? (promotionWithStatus('JOIN', language).imageUrl ?? undefined) : undefined,
    }));
}

const meta = {
  title: 'Content/NoticeDialog',
  component: NoticeDialog,
  args: { open: true, onOpenChange: fn(), onDismiss: fn(), notices: storyNotices(1) },
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** When a spy was first called, across all spies. */
const firstCallOrder = (spy: unknown) =>
  (spy as { mock: { invocationCallOrder: number[] } }).mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;

async function imageLoaded(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'loaded'));
}

/** One notice: its title names the dialog, its picture and text show, no paging; Got it dismisses then closes. */
export const Single: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Scheduled maintenance: Saba Sports' });
    await imageLoaded(dialog);
    await expect(within(dialog).getByText(/Saba Sports will be under maintenance/)).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /Next/ })).toBeNull();
    await expect(within(dialog).queryByRole('status')).toBeNull();
    const gotIt = within(dialog).getByRole('button', { name: 'Got it' });
    await waitFor(() => expect(gotIt).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // Dismiss first, so the app can remember it before the popup goes.
    await expect(firstCallOrder(args.onDismiss)).toBeLessThan(firstCallOrder(args.onOpenChange));
  },
};

/** Three notices paged with the keyboard alone: Next has focus, the position is announced, the ends stay put. */
export const SeveralKeyboard: Story = {
  args: { notices: storyNotices(3) },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Scheduled maintenance: Saba Sports' });
    const scoped = within(dialog);
    const status = scoped.getByRole('status');
    await expect(status).toHaveTextContent('1 / 3');
    await expect(status).toHaveTextContent('Notice 1 of 3');
    const previous = scoped.getByRole('button', { name: 'Previous' });
    const next = scoped.getByRole('button', { name: 'Next' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(next).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Security notice: beware of fake sites' })).toBe(dialog);
    await expect(status).toHaveTextContent('2 / 3');
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard(' ');
    await expect(dialog).toHaveAccessibleName('New from JILI: Fortune Gems 3');
    await expect(status).toHaveTextContent('Notice 3 of 3');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // At the end Next does nothing and keeps focus.
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('3 / 3');
    await expect(next).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog).toHaveAccessibleName('Security notice: beware of fake sites');
    await userEvent.tab();
    await userEvent.tab();
    await expect(scoped.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * The fake platform's hostile announcement as a notice: its text shows, but no script, event handler or
 * javascript: link reaches the page, and nothing runs.
 */
export const HostileHtml: Story = {
  args: {
    notices: [
      {
        id: 'hostile',
        title: hostileAnnouncement().title,
        html: `${hostileAnnouncement().content}<img src="/x.png" onerror="window.__noticeXss = true" alt="">`,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView as (Window & { __noticeXss?: boolean }) | null;
    const dialog = await body(canvasElement).findByRole('dialog', { name: hostileAnnouncement().title });
    await expect(within(dialog).getByText(/Please ignore this item/)).toBeVisible();
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
    await expect(dialog.querySelector('a[href^="javascript:" i]')).toBeNull();
    await expect(within(dialog).getByText('Open the details')).not.toHaveAttribute('href');
    // Give a broken image time to fail: its stripped handler must not have run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(win?.__noticeXss).toBeUndefined();
  },
};

/** Escape (or ×) only closes: the notice is not marked as dismissed. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

/** Nothing to say: no dialog at all. */
export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { notices: storyNotices(2, 'VI') },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Bảo trì định kỳ: Saba Sports' });
    await imageLoaded(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Tiếp' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Trước' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Đã hiểu' })).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Thông báo 1 / 2');
  },
};
