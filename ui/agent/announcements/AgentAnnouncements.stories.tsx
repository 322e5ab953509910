import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agentAnnouncementsFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { AgentAnnouncements, type AgentAnnouncementsProps } from './AgentAnnouncements.tsx';

const all = agentAnnouncementsFixture({ size: 100 });

/** A container over the fake platform's announcements, paged `pageSize` at a time as the call pages them. */
function Demo({ pageSize = 9, ...args }: AgentAnnouncementsProps & { pageSize?: number }) {
  const [page, setPage] = useState(1);
  // As the call answers: in the language of the request (the story's locale).
  const { i18n } = useTranslation();
  const data = agentAnnouncementsFixture({ page, size: pageSize }, i18n.language.toUpperCase().startsWith('VI') ? 'VI' : 'EN');
  return (
    <AgentAnnouncements
      {...args}
      announcements={args.loading || args.error ? [] : args.announcements.length > 0 ? args.announcements : data.list}
      paging={{ page, pageSize, pageCount: data.totalPages, total: data.total, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Agent/AgentAnnouncements',
  component: AgentAnnouncements,
  render: (args) => <Demo {...args} />,
  args: { announcements: [], timeZone: STORY_TIME_ZONE, onRetry: fn() },
  argTypes: { announcements: { table: { disable: true } } },
} satisfies Meta<typeof AgentAnnouncements>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('article');

/** Pinned first, then the newest; each with its time and its rich text, sanitised. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = articles(canvas);
    await expect(list).toHaveLength(all.list.length);
    await expect(within(list[0]!).getByRole('heading', { level: 4 })).toHaveTextContent(all.list[0]!.title);
    await expect(within(list[0]!).getByText('Pinned')).toBeVisible();
    await expect(within(list[1]!).queryByText('Pinned')).toBeNull();
    await expect(list[0]!.querySelector('[data-slot="safe-html"] strong')).not.toBeNull();
    await expect(list[0]!.querySelector('time')).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  },
};

/** Two a page: the pager moves through the platform's pages. */
export const Data: Story = {
  render: (args) => <Demo {...args} pageSize={2} />,
  play: async ({ canvas }) => {
    await expect(articles(canvas)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^Next/ }));
    await expect(within(articles(canvas)[0]!).getByRole('heading')).toHaveTextContent(all.list[2]!.title);
  },
};

/** Rich text from the back office never runs: a script and an inline handler are dropped. */
export const Hostile: Story = {
  args: {
    announcements: [
      {
        id: 'x',
        title: 'Hostile content',
        content: '<p>Safe <strong>text</strong></p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
        timestamp: all.list[0]!.timestamp,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const html = canvasElement.querySelector('[data-slot="safe-html"]')!;
    await expect(html).toHaveTextContent('Safe text');
    await expect(html.querySelector('script')).toBeNull();
    await expect(html.querySelector('[onerror]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const Empty: Story = {
  render: (args) => <AgentAnnouncements {...args} announcements={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcements for agents yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The announcements could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    for (const article of articles(canvas)) await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đã ghim')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Thông báo cho đại lý' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })[0]).toHaveTextContent('Chính sách hoa hồng đại lý tháng 12');
  },
};
