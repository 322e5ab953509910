import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { homeWinners } from '../../mocks/fixtures/home.ts';
import { PHONE_GLOBALS } from '../lib/dialog-stories.ts';
import { maskPlayerName } from '../home/WinnersBoard.tsx';
import { RewardStrip } from './RewardStrip.tsx';

const winners = homeWinners('EN');

const items = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('[data-slot="reward-strip-list"] > li')];

const meta = {
  title: 'Layout/RewardStrip',
  component: RewardStrip,
  args: { winners, onRetry: fn() },
  argTypes: { winners: { table: { disable: true } } },
} satisfies Meta<typeof RewardStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest wins in the platform's order, names masked, amounts in dong, running along the top. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    const strip = canvas.getByRole('region', { name: 'Recent wins' });
    await expect(strip).toHaveAttribute('data-state', 'ready');
    const shown = items(canvasElement);
    await expect(shown).toHaveLength(12);
    // The platform's order (newest first), not sorted by amount: the name masked, the amount in dong.
    await expect(shown[0]!.textContent).toMatch(/ won ₫[\d,]+/);
    await expect(shown[0]!.textContent!.startsWith(`${maskPlayerName(winners[0]!.customerName)} won`)).toBe(true);
    // The looping copy is decoration: assistive technology reads the list once.
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    // One line high, so the page below never moves when the wins arrive.
    await expect(strip.getBoundingClientRect().height).toBe(36);
  },
};

/** The pause button holds the strip still, and starts it again (WCAG 2.2.2). */
export const Paused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const track = canvasElement.querySelector('[data-slot="reward-strip-track"]')!;
    await userEvent.click(canvas.getByRole('button', { name: 'Pause recent wins' }));
    await expect(track).toHaveAttribute('data-paused', 'true');
    // The screenshot runner stops every animation; where the strip moves, it now stands still.
    const style = getComputedStyle(track);
    if (style.animationName !== 'none') await expect(style.animationPlayState).toBe('paused');
    await expect(canvas.getByRole('button', { name: 'Play recent wins' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(track).not.toHaveAttribute('data-paused');
    await userEvent.keyboard('{Enter}');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Recent wins' }).getBoundingClientRect().height).toBe(36);
  },
};

export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent wins to show yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Recent wins could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** On a phone the label is spoken, not shown: the wins get the width. */
export const Phone: Story = {
  globals: PHONE_GLOBALS,
  play: async ({ canvas, canvasElement }) => {
    const strip = canvas.getByRole('region', { name: 'Recent wins' });
    await waitFor(() => expect(strip.getBoundingClientRect().width).toBeLessThanOrEqual(320));
    await expect(items(canvasElement)[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause recent wins' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { winners: homeWinners('VI') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Thắng gần đây' })).toBeVisible();
    await expect(items(canvasElement)[0]).toHaveTextContent(/thắng [\d.]+ ₫/);
    await expect(canvas.getByRole('button', { name: 'Tạm dừng lượt thắng gần đây' })).toBeVisible();
  },
};
