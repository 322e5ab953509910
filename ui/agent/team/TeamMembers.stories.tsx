import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { teamMembersFixture } from '../../../mocks/fixtures/agent.ts';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { TeamMembers, type TeamMembersProps, type TeamMemberStatus } from './TeamMembers.tsx';

const PAGE_SIZE = 10;
const whole = teamMembersFixture({ size: 100 });

/** A container over the fake platform's team: whose team, the search, the status and the page filter it as the call does. */
function Demo(args: TeamMembersProps) {
  const [path, setPath] = useState<string[]>([...args.path]);
  const [account, setAccount] = useState(args.account);
  const [status, setStatus] = useState<'' | TeamMemberStatus>(args.status);
  const [page, setPage] = useState(1);
  const data = teamMembersFixture({
    upline: path.at(-1),
    account: account || undefined,
    status: status || undefined,
    page,
    size: PAGE_SIZE,
  });
  return (
    <TeamMembers
      {...args}
      path={path}
      onPathChange={(next) => {
        setPath(next);
        setAccount('');
        setPage(1);
        args.onPathChange(next);
      }}
      account={account}
      onAccountChange={(value) => {
        setAccount(value);
        setPage(1);
        args.onAccountChange(value);
      }}
      status={status}
      onStatusChange={(value) => {
        setStatus(value);
        setPage(1);
        args.onStatusChange(value);
      }}
      members={args.loading || args.error ? [] : data.list}
      paging={{ page, pageSize: PAGE_SIZE, pageCount: data.totalPages, total: data.total, onPageChange: setPage }}
    />
  );
}

const meta = {
  title: 'Agent/TeamMembers',
  component: TeamMembers,
  render: (args) => <Demo {...args} />,
  args: {
    path: [],
    account: '',
    status: '',
    members: [],
    timeZone: STORY_TIME_ZONE,
    onPathChange: fn(),
    onAccountChange: fn(),
    onStatusChange: fn(),
    onRetry: fn(),
  },
  argTypes: { members: { table: { disable: true } } },
} satisfies Meta<typeof TeamMembers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The records as shown: table rows when the panel is wide enough, cards otherwise (the table waits for 56rem). */
function rowsOf(canvas: ReturnType<typeof within>, name: string) {
  const table = canvas.queryByRole('table', { name });
  return table ? within(table).getAllByRole('row').slice(1) : within(canvas.getByRole('list', { name })).getAllByRole('listitem');
}

const visibleText = (canvas: ReturnType<typeof within>, text: string) =>
  canvas.getAllByText(text).some((el: HTMLElement) => el.checkVisibility());

/** The whole team, paged; search by username, then drill into agent02's team and back by the breadcrumb. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(rowsOf(canvas, 'Team members')).toHaveLength(PAGE_SIZE);
    await expect(canvas.getByText(`1–10 of ${whole.total}`)).toBeVisible();
    // Search
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'agent4');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('agent4');
    await waitFor(() => expect(rowsOf(canvas, 'Team members')).toHaveLength(2));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search by username' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by username' }), 'agent02{Enter}');
    // Drill down
    await userEvent.click(canvas.getByRole('button', { name: 'Team of agent02' }));
    await expect(args.onPathChange).toHaveBeenLastCalledWith(['agent02']);
    const direct = teamMembersFixture({ upline: 'agent02', size: 100 });
    await waitFor(() => expect(rowsOf(canvas, 'Team of agent02')).toHaveLength(direct.list.length));
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Team of agent42' }));
    const crumbs = canvas.getByRole('navigation', { name: 'Whose team' });
    await expect(within(crumbs).getByText('Team of agent42')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(crumbs).getByRole('button', { name: 'My team' }));
    await expect(args.onPathChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(rowsOf(canvas, 'Team members')).toHaveLength(PAGE_SIZE));
  },
};

/** The frozen accounts: marked in words and an icon, not by colour alone. */
export const Data: Story = {
  args: { status: 'frozen' },
  play: async ({ canvas }) => {
    const rows = rowsOf(canvas, 'Team members');
    await expect(rows).toHaveLength(2);
    for (const row of rows) await expect(within(row).getByText('Frozen')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('frozen');
  },
};

/** Inside a downline agent's team, opened from the breadcrumb's second level. */
export const DrilledIn: Story = {
  args: { path: ['agent02'] },
  play: async ({ canvas }) => {
    const crumbs = canvas.getByRole('navigation', { name: 'Whose team' });
    await expect(within(crumbs).getByRole('button', { name: 'My team' })).toBeVisible();
    await expect(rowsOf(canvas, 'Team of agent02').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading records…');
    await expect(canvas.queryAllByRole('cell')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { account: 'nobody' },
  play: async ({ canvas }) => {
    await expect(visibleText(canvas, 'No one in this team matches.')).toBe(true);
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toHaveValue('nobody');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: true },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The team could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('searchbox', { name: 'Search by username' })).toBeVisible();
  },
};

const phone = (Story: () => ReactNode) => <div style={{ width: 360 }}>{Story()}</div>;

export const Phone: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = within(canvas.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(PAGE_SIZE);
    for (const card of cards) await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(360 + 16 + 1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvas }) => {
    await expect(rowsOf(canvas, 'Thành viên đội nhóm')).toHaveLength(PAGE_SIZE);
    await expect(visibleText(canvas, 'Đăng nhập gần nhất')).toBe(true);
    await expect(canvas.getByRole('searchbox', { name: 'Tìm theo tên đăng nhập' })).toBeVisible();
    await expect(canvas.getByText('Đội nhóm của tôi')).toBeVisible();
  },
};
