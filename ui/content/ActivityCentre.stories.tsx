import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberActivities, memberApplications, STORY_TIME_ZONE } from '../../mocks/fixtures/content.ts';
import { ActivityCentre } from './ActivityCentre.tsx';

const activities = memberActivities('EN');
const applications = memberApplications('EN');

const phone: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Content/ActivityCentre',
  component: ActivityCentre,
  args: {
    activities,
    applications,
    activitiesState: { onRetry: fn() },
    applicationsState: { onRetry: fn() },
    onOpen: fn((_item, event: { preventDefault: () => void }) => event.preventDefault()),
    timeZone: STORY_TIME_ZONE,
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActivityCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's promotions open their page; the applications read newest first with their status. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const mine = canvas.getByRole('region', { name: 'Promotions I take part in' });
    const first = within(mine).getAllByRole('link')[0]!;
    await expect(first).toHaveAttribute('href', activities[0]!.href);
    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(activities[0], expect.anything());
    const table = canvas.getByRole('table', { name: 'My applications' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Applied', 'Promotion', 'Comment', 'Images', 'Status', 'Remark']);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Under review');
  },
};

/** Every application status in words, and why the rejected one was refused. */
export const Data: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My applications' });
    await expect(within(table).getByText('Under review')).toBeVisible();
    await expect(within(table).getByText('Rejected')).toBeVisible();
    await expect(within(table).getByText('Reward issued')).toBeVisible();
    await expect(within(table).getByText(/date of birth on the ID could not be read/)).toBeVisible();
    await expect(within(table).getByText('2 images')).toBeVisible();
    const mine = canvas.getByRole('region', { name: 'Promotions I take part in' });
    await expect(within(mine).getAllByRole('listitem')).toHaveLength(activities.length);
  },
};

export const Loading: Story = {
  args: { activities: [], applications: [], activitiesState: { loading: true }, applicationsState: { loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your promotions').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
  },
};

/** Nothing taken part in and nothing sent: each list says so. */
export const Empty: Story = {
  args: { activities: [], applications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are not taking part in any promotion yet.')).toBeVisible();
    // The table and its phone cards both say it (one shows at a time).
    await expect(canvas.getAllByText('You have not sent any application yet.')[0]).toBeVisible();
  },
};

/** Each list fails and retries on its own. */
export const ErrorState: Story = {
  args: {
    activities: [],
    applications: [],
    activitiesState: { error: true, onRetry: fn() },
    applicationsState: { error: true, onRetry: fn() },
  },
  play: async ({ canvas, args }) => {
    const mine = canvas.getByRole('region', { name: 'Promotions I take part in' });
    await expect(within(mine).getByRole('alert')).toHaveTextContent('Your promotions could not be loaded.');
    await userEvent.click(within(mine).getByRole('button', { name: 'Retry' }));
    await expect(args.activitiesState!.onRetry).toHaveBeenCalledTimes(1);
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('alert')).toHaveTextContent('Your applications could not be loaded.');
    await userEvent.click(within(table).getByRole('button', { name: 'Retry' }));
    await expect(args.applicationsState!.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone each application is a card. */
export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'My applications' })).getAllByRole('listitem')).toHaveLength(applications.length);
  },
};

export const Vietnamese: Story = {
  args: { activities: memberActivities('VI'), applications: memberApplications('VI') },
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Đơn đăng ký của tôi' });
    await expect(within(table).getByText('Đang xét duyệt')).toBeVisible();
    await expect(within(table).getByText('Bị từ chối')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Khuyến mãi tôi đang tham gia' })).toBeVisible();
  },
};
