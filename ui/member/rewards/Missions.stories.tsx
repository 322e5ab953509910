import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_TIME_ZONE } from '../../../mocks/fixtures/content.ts';
import { missionBoard, missionItems } from '../../../mocks/fixtures/rewards.ts';
import { Missions, type MissionCardItem, type MissionsProps } from './Missions.tsx';

// member01: eight open missions (the seven-day streak reached, its reward waiting), two completed.
const missions = missionItems('member');
const missionsVi = missionItems('member', 'VI');
const WEEKLY_LIVE = 30201;
const board = missionBoard('member', WEEKLY_LIVE);
const streak = missions.open.find((mission) => mission.claimable)!;
const options = missions.open.map((mission) => ({ id: mission.id, title: mission.title }));

const PhoneFrame = (Story: () => ReactNode) => <div className="w-[360px]">{Story()}</div>;

const meta = {
  title: 'Member/Rewards/Missions',
  component: Missions,
  args: {
    open: { missions: missions.open, onRetry: fn() },
    completed: { missions: missions.completed, onRetry: fn() },
    board: { options, missionId: WEEKLY_LIVE, onMissionChange: fn(), rows: board.rows, me: board.me, unit: board.unit, onRetry: fn() },
    onClaim: fn(),
    timeZone: STORY_TIME_ZONE,
  },
} satisfies Meta<typeof Missions>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('listitem', { name: title });

/** A container claiming for real: busy while the platform answers, then the mission is completed and claimed. */
function Claiming(args: MissionsProps) {
  const [open, setOpen] = useState<readonly MissionCardItem[]>(args.open.missions ?? []);
  const [completed, setCompleted] = useState<readonly MissionCardItem[]>(args.completed.missions ?? []);
  const [claimingId, setClaimingId] = useState<number>();
  return (
    <Missions
      {...args}
      open={{ missions: open }}
      completed={{ missions: completed }}
      claimingId={claimingId}
      onClaim={(mission) => {
        args.onClaim(mission);
        setClaimingId(mission.id);
        setTimeout(() => {
          setClaimingId(undefined);
          setOpen((list) => list.filter((item) => item.id !== mission.id));
          setCompleted((list) => [{ ...mission, claimable: false, claimed: true }, ...list]);
        }, 300);
      }}
    />
  );
}

/** member01's missions: progress bars, the period, the reward, the end; the reached one offers its claim. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const open = canvas.getByRole('region', { name: 'Open missions' });
    await expect(within(open).getAllByRole('listitem')).toHaveLength(8);
    const live = card(canvasElement, 'Live casino week');
    await expect(within(live).getByText('Weekly')).toBeVisible();
    await expect(within(live).getByText('Reward: ₫288,000')).toBeVisible();
    await expect(within(live).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuemax', '20000000');
    await expect(within(live).queryByRole('button', { name: /^Claim reward/ })).toBeNull();
    const reached = card(canvasElement, streak.title);
    await expect(within(reached).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '7 of 7 (100%), Complete');
    await userEvent.click(within(reached).getByRole('button', { name: `Claim reward ${streak.title}` }));
    await expect(args.onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: streak.id }));
  },
};

/** A claim in flight: a double click claims once, the button is busy; then the mission reads as claimed. */
export const ClaimOnce: Story = {
  render: (args) => <Claiming {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const claim = within(card(canvasElement, streak.title)).getByRole('button', { name: `Claim reward ${streak.title}` });
    await userEvent.dblClick(claim);
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
    await expect(claim).toHaveAttribute('aria-busy', 'true');
    const completed = canvas.getByRole('region', { name: 'Completed missions' });
    await waitFor(() => expect(within(completed).getByRole('listitem', { name: streak.title })).toBeVisible());
    await expect(within(within(completed).getByRole('listitem', { name: streak.title })).getByText('Reward claimed')).toBeVisible();
  },
};

/** The leaderboard: ranks, masked players, what they reached and the prizes; the player's own place above. */
export const Data: Story = {
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'Leaderboard' });
    const table = within(section).getByRole('table', { name: 'Leaderboard of Live casino week' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Player', 'Reached', 'Prize']);
    await expect(within(table).getAllByRole('row')).toHaveLength(board.rows.length + 1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(board.rows[0]!.player);
    await expect(section.querySelector('[data-slot="mission-board-me"]')).toHaveTextContent(
      board.me.rank === null
        ? 'You are not on the board yet'
        : `Your place: ${board.me.rank}, ₫${board.me.reached.toLocaleString('en-US')} reached`,
    );
    await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Mission' }), 'Daily spin');
    await expect(args.board.onMissionChange).toHaveBeenCalledWith(30101);
    await userEvent.click(canvas.getByRole('button', { name: 'Leaderboard Lottery regular' }));
    await expect(args.board.onMissionChange).toHaveBeenCalledWith(30202);
  },
};

export const ClaimRefused: Story = {
  args: { notice: { tone: 'danger', message: 'Finish the mission before claiming its reward.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finish the mission before claiming its reward.');
  },
};

export const Loading: Story = {
  args: {
    open: { loading: true },
    completed: { loading: true },
    board: { options: [], missionId: WEEKLY_LIVE, onMissionChange: fn(), unit: 'money', loading: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="loading-region"]')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-slot="mission-board"] [aria-busy="true"]')).not.toBeNull();
  },
};

/** No missions, nothing completed, no board chosen: each part says so. */
export const Empty: Story = {
  args: {
    open: { missions: [] },
    completed: { missions: [] },
    board: { options: [], onMissionChange: fn(), unit: 'count' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No missions right now')).toBeVisible();
    await expect(canvas.getByText('No completed missions yet')).toBeVisible();
    await expect(canvas.getByText('Choose a mission to see its leaderboard')).toBeVisible();
  },
};

/** The missions call failing leaves the completed ones and the board in place, with a retry. */
export const ErrorState: Story = {
  args: { open: { error: true, onRetry: fn() } },
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('region', { name: 'Open missions' });
    await expect(within(open).getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(within(open).getByRole('button', { name: 'Retry' }));
    await expect(args.open.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(canvas.getByRole('region', { name: 'Completed missions' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('table', { name: 'Leaderboard of Live casino week' })).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [PhoneFrame],
  play: async ({ canvasElement }) => {
    for (const item of canvasElement.querySelectorAll<HTMLElement>('[data-slot="mission-card"]'))
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(canvasElement.querySelector('[data-slot="missions"]')!.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    open: { missions: missionsVi.open },
    completed: { missions: missionsVi.completed },
    board: {
      options: missionsVi.open.map((mission) => ({ id: mission.id, title: mission.title })),
      missionId: WEEKLY_LIVE,
      onMissionChange: fn(),
      rows: board.rows,
      me: board.me,
      unit: board.unit,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nhiệm vụ đang mở' })).toBeVisible();
    const reached = card(canvasElement, 'Chuỗi bảy ngày');
    await expect(within(reached).getByRole('button', { name: 'Nhận thưởng Chuỗi bảy ngày' })).toBeEnabled();
    await expect(within(card(canvasElement, 'Tuần lễ casino trực tuyến')).getByText('Hằng tuần')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Bảng xếp hạng của Tuần lễ casino trực tuyến' })).toBeVisible();
  },
};
