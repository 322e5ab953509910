import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LOTTERY_NOW, popularLotteryItems } from '../../mocks/fixtures/lottery.ts';
import { Button } from '../primitives/Button.tsx';
import { DrawCountdown } from './DrawCountdown.tsx';

const game = popularLotteryItems('EN').find((item) => item.gameCode === 'TCG5FC')!;
const MINUTE = 60_000;

const clock = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="draw-countdown-clock"]');
const announcement = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="draw-countdown-announcement"]');

const meta = {
  title: 'Lottery/DrawCountdown',
  component: DrawCountdown,
  args: {
    title: game.name,
    gameName: game.name,
    numero: game.numero,
    now: LOTTERY_NOW,
    drawAt: LOTTERY_NOW + 4 * MINUTE + 59_000,
    onRetry: fn(),
  },
  render: (args) => (
    <div className="max-w-md">
      <DrawCountdown {...args} />
    </div>
  ),
} satisfies Meta<typeof DrawCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Betting is open: the time left, the draw on sale and the page's buttons. */
export const Counting: Story = {
  args: { actions: <Button>Play now</Button> },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'TCG 5-Min SSC' })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('04:59');
    await expect(canvas.getByText(`Draw ${game.numero}`)).toBeVisible();
    await expect(clock(canvasElement)).toHaveTextContent('Betting closes in04:59');
    await expect(announcement(canvasElement)).toHaveAttribute('aria-live', 'polite');
    await expect(announcement(canvasElement)).toHaveTextContent('TCG 5-Min SSC: 5 minutes left to bet.');
    await expect(canvas.getByRole('button', { name: 'Play now' })).toBeVisible();
  },
};

/** Daily and weekly draws close hours or days ahead. */
export const DaysAhead: Story = {
  args: { drawAt: LOTTERY_NOW + 2 * 24 * 60 * MINUTE + 3 * 60 * MINUTE + 5_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2 days 03:00:05');
  },
};

/** At zero the draw is under way. */
export const Drawing: Story = {
  args: { drawAt: LOTTERY_NOW },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(clock(canvasElement)).toHaveTextContent('Drawing…');
    await expect(announcement(canvasElement)).toHaveTextContent('TCG 5-Min SSC: betting is closed, the draw is under way.');
  },
};

function Ticking(args: ComponentProps<typeof DrawCountdown>) {
  const [now, setNow] = useState(args.now);
  return (
    <div className="flex max-w-md flex-col gap-space-sm">
      <DrawCountdown {...args} now={now} />
      <div className="flex gap-space-sm">
        <Button variant="secondary" onClick={() => setNow((value) => value + 1_000)}>
          +1 s
        </Button>
        <Button variant="secondary" onClick={() => setNow((value) => value + 30_000)}>
          +30 s
        </Button>
      </div>
    </div>
  );
}

/** The clock follows every tick; the spoken text changes at most once a minute, then says "drawing". */
export const AnnouncesOncePerMinute: Story = {
  args: { drawAt: LOTTERY_NOW + 2 * MINUTE + 10_000 },
  render: (args) => <Ticking {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const spoken = () => announcement(canvasElement)?.textContent;
    const step = (name: '+1 s' | '+30 s') => userEvent.click(canvas.getByRole('button', { name }));
    await expect(spoken()).toBe('TCG 5-Min SSC: 3 minutes left to bet.');
    await step('+30 s');
    // 01:40 left: the minutes changed, but the last announcement is only 30 s old.
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:40');
    await expect(spoken()).toBe('TCG 5-Min SSC: 3 minutes left to bet.');
    await step('+1 s');
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:39');
    await expect(spoken()).toBe('TCG 5-Min SSC: 3 minutes left to bet.');
    await step('+30 s');
    // 61 s after the last announcement: the new count is spoken.
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:09');
    await expect(spoken()).toBe('TCG 5-Min SSC: 2 minutes left to bet.');
    await step('+30 s');
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:39');
    await expect(spoken()).toBe('TCG 5-Min SSC: 2 minutes left to bet.');
    await step('+30 s');
    await expect(spoken()).toBe('TCG 5-Min SSC: less than a minute left to bet.');
    await step('+30 s');
    // The draw has started on screen; the next announcement waits for its minute.
    await expect(clock(canvasElement)).toHaveTextContent('Drawing…');
    await expect(spoken()).toBe('TCG 5-Min SSC: less than a minute left to bet.');
    await step('+30 s');
    await expect(spoken()).toBe('TCG 5-Min SSC: betting is closed, the draw is under way.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Sales of this game are suspended. */
export const SalesPaused: Story = {
  args: { closed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales paused')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** The platform gave no time for this game's next draw. */
export const Unknown: Story = {
  args: { drawAt: undefined, numero: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The time of the next draw is not known yet.')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The next draw could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { title: 'SSC TCG 5 phút', gameName: 'SSC TCG 5 phút' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'SSC TCG 5 phút' })).toBeVisible();
    await expect(clock(canvasElement)).toHaveTextContent('Đóng cược sau04:59');
    await expect(canvas.getByText(`Kỳ ${game.numero}`)).toBeVisible();
    await expect(announcement(canvasElement)).toHaveTextContent('SSC TCG 5 phút: còn 5 phút để đặt cược.');
  },
};
