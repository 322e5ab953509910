import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { announcements, hostileAnnouncement, STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { AnnouncementList } from './AnnouncementList.tsx';

const items = announcements('EN');

const meta = {
  title: 'Content/AnnouncementList',
  component: AnnouncementList,
  args: { announcements: items, timeZone: STORY_TIME_ZONE, onValueChange: fn(), onPageChange: fn(), onRetry: fn() },
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Matches an accessible name that begins with the title (the name goes on with the date and "Unread"). */
const startsWith = (title: string) => (name: string) => name.startsWith(title);

const titles = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="announcement-item"] .line-clamp-2')].map((title) => title.textContent);

/** The first announcement shows at once; choosing another shows it, with its time, and reports the id. */
export const Playground: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await expect(titles(canvasElement)).toHaveLength(9);
    const detail = canvas.getByRole('article');
    await expect(detail).toHaveAccessibleName(items[0]!.title);
    await expect(detail).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // The list shows each time as the spec does: yyyy-MM-dd hh:mm:ss.
    const listTimes = [...canvasElement.querySelectorAll('[data-slot="announcement-item"] time')].map((time) => time.textContent);
    await expect(listTimes).toHaveLength(9);
    for (const time of listTimes) await expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const second = canvas.getByRole('button', { name: startsWith(items[1]!.title) });
    // The second item is unread: a dot for the eye, "Unread" for screen readers.
    await expect(second).toHaveAccessibleName(/Unread$/);
    await userEvent.click(second);
    await expect(args.onValueChange).toHaveBeenCalledWith(items[1]!.id);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('article')).toHaveAccessibleName(items[1]!.title);
    // Opened means read at once.
    await expect(second).not.toHaveAccessibleName(/Unread$/);
  },
};

/** Up/Down/Home/End move between titles; Enter and Space open one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: startsWith(items[0]!.title) });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const third = canvas.getByRole('button', { name: startsWith(items[2]!.title) });
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(items[2]!.id);
    await userEvent.keyboard('{End}');
    const ninth = canvas.getByRole('button', { name: startsWith(items[8]!.title) });
    await expect(ninth).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(items[8]!.id);
    await expect(canvas.getByRole('article')).toHaveAccessibleName(items[8]!.title);
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(first).toHaveFocus();
  },
};

/** Nine per page, 1-based: page 2 lists items 10 to 18 and shows the first of them. */
export const Paging: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const pager = canvas.getByRole('navigation', { name: 'Announcement pages' });
    await expect(pager).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(titles(canvasElement)).toEqual(items.slice(9, 18).map((item) => item.title));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('article')).toHaveAccessibleName(items[9]!.title);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await expect(titles(canvasElement)).toEqual(items.slice(18).map((item) => item.title));
  },
};

/** The seeded item with a script, an onerror image and a javascript: link: shown as text, nothing runs. */
export const HostileContent: Story = {
  args: { defaultValue: hostileAnnouncement().id, defaultPage: 3 },
  play: async ({ canvas, canvasElement }) => {
    const detail = canvas.getByRole('article');
    await expect(detail).toHaveAccessibleName('Operations notice (formatting check)');
    await expect(detail).toHaveTextContent(/Please ignore this item/);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('Open the details')).not.toHaveAttribute('href');
  },
};

export const Loading: Story = {
  args: { announcements: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no announcements right now.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { announcements: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { announcements: announcements('VI') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Thông báo' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Bảo trì định kỳ: Saba Sports');
    await expect(canvas.getByRole('navigation', { name: 'Trang thông báo' })).toBeVisible();
    await expect(canvas.getAllByText('Chưa đọc').length).toBeGreaterThan(0);
  },
};

/** 360 px wide: the list sits above the detail pane. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Announcements' });
    const detail = canvas.getByRole('article');
    await expect(detail.getBoundingClientRect().top).toBeGreaterThan(list.getBoundingClientRect().bottom);
  },
};
