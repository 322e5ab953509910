import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { HeaderClock } from './HeaderClock.tsx';

// 14:05:09 in Ho Chi Minh City (GMT+7); the session began 1 h 23 min 45 s earlier.
const NOW = new Date(Date.UTC(2026, 10, 27, 7, 5, 9));
const LOGIN = new Date(NOW.getTime() - ((1 * 60 + 23) * 60 + 45) * 1000);

const meta = {
  title: 'Safer play/HeaderClock',
  component: HeaderClock,
  args: { now: NOW, sessionStartedAt: LOGIN, timeZone: 'Asia/Ho_Chi_Minh' },
} satisfies Meta<typeof HeaderClock>;

export default meta;
type Story = StoryObj<typeof meta>;

const clockOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Clock' });

/** No live region anywhere: the ticking text is read when reached, never announced every second. */
async function expectQuiet(canvasElement: HTMLElement) {
  await expect(canvasElement.querySelector('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')).toBeNull();
}

/** A logged-in player: the local time with its offset, and the session's length. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const clock = clockOf(canvasElement);
    await expect(clock).toHaveTextContent('14:05:09 GMT+7');
    await expect(clock).toHaveTextContent('Session 01:23:45');
    await expect(within(clock).getByRole('timer')).toHaveTextContent('01:23:45');
    await expect(within(clock).getByText('Session')).toBeVisible();
    await expectQuiet(canvasElement);
    // Nothing to operate: the keyboard passes it by.
    await userEvent.tab();
    await expect(clock.contains(document.activeElement)).toBe(false);
  },
};

/** A guest: the clock alone, no session. */
export const Guest: Story = {
  args: { sessionStartedAt: undefined },
  play: async ({ canvasElement }) => {
    const clock = clockOf(canvasElement);
    await expect(clock).toHaveTextContent('14:05:09 GMT+7');
    await expect(within(clock).queryByRole('timer')).toBeNull();
    await expect(clock).not.toHaveTextContent('Session');
  },
};

/** As the app's header shows it: an "18+" link to the responsible-gaming page beside the clock, the one stop of the group. */
export const WithAdultsLink: Story = {
  args: { responsibleGamingHref: '/responsibleGaming', onResponsibleGaming: fn() },
  play: async ({ canvasElement, args }) => {
    const clock = clockOf(canvasElement);
    const link = within(clock).getByRole('link', { name: '18+ only: safer play and where to get help' });
    await expect(link).toHaveTextContent('18+');
    await expect(link).toHaveAttribute('href', '/responsibleGaming');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResponsibleGaming).toHaveBeenCalledTimes(1);
  },
};

/** A session past a day still counts in hours; another zone shows its own offset. */
export const LongSession: Story = {
  args: { sessionStartedAt: new Date(NOW.getTime() - (26 * 3600 + 5) * 1000), timeZone: 'Asia/Kolkata' },
  play: async ({ canvasElement }) => {
    const clock = clockOf(canvasElement);
    await expect(clock).toHaveTextContent('12:35:09 GMT+5:30');
    await expect(within(clock).getByRole('timer')).toHaveTextContent('26:00:05');
  },
};

/** A phone: the clock drops its seconds and the session its word (an icon instead); the name stays for screen readers. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvasElement }) => {
    const clock = clockOf(canvasElement);
    await expect(within(clock).getByText('14:05')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="header-clock-seconds"]')).not.toBeVisible();
    await expect(within(clock).getByText('Session')).toHaveClass('max-sm:sr-only');
    await expect(within(clock).getByRole('timer')).toBeVisible();
    await expect(clock.getBoundingClientRect().width).toBeLessThan(200);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement).getByRole('group', { name: 'Đồng hồ' });
    await expect(clock).toHaveTextContent('14:05:09 GMT+7');
    await expect(clock).toHaveTextContent('Phiên 01:23:45');
  },
};
