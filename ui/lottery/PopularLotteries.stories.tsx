import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LOTTERY_NOW, popularLotteryItems } from '../../mocks/fixtures/lottery.ts';
import { PopularLotteries } from './PopularLotteries.tsx';

const items = popularLotteryItems('EN');
const card = (canvasElement: HTMLElement, gameCode: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-game="${gameCode}"] [data-slot="popular-lottery"]`)!;

const meta = {
  title: 'Lottery/PopularLotteries',
  component: PopularLotteries,
  args: { items, now: LOTTERY_NOW, selectedCode: 'TCGPK10', onSelect: fn(), onRetry: fn() },
  argTypes: { items: { table: { disable: true } } },
} satisfies Meta<typeof PopularLotteries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popular 20 with their draw and time left; choosing one calls back with its code. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular lotteries' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="popular-lottery"]')).toHaveLength(20);
    const first = card(canvasElement, 'TCGFFC');
    await expect(within(first).getByText('TCG 1-Min SSC')).toBeVisible();
    await expect(first.querySelector('[data-slot="popular-lottery-time"]')).toHaveTextContent('Betting closes in 01:00');
    await expect(within(first).getByText(`Draw ${items[0]!.numero}`)).toBeVisible();
    // Mark Six draws Tuesday, Thursday and Saturday: the next is the next evening.
    await expect(card(canvasElement, 'HK6').querySelector('[data-slot="popular-lottery-time"]')).toHaveTextContent(
      'Betting closes in 1 day 01:30:00',
    );
    await expect(card(canvasElement, 'TCGPK10')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(first);
    await expect(args.onSelect).toHaveBeenCalledWith('TCGFFC');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A game whose sales are paused says so; it can still be chosen to see its results. */
export const SalesPaused: Story = {
  args: { items: popularLotteryItems('EN', 21).slice(-3), selectedCode: undefined },
  play: async ({ canvasElement, userEvent, args }) => {
    const paused = card(canvasElement, 'TJSSC');
    await expect(paused).toHaveAttribute('data-state', 'closed');
    await expect(within(paused).getByText('Sales paused')).toBeVisible();
    await userEvent.click(paused);
    await expect(args.onSelect).toHaveBeenCalledWith('TJSSC');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A countdown that reached zero reads "Drawing…" until fresh data comes. */
export const Drawing: Story = {
  args: { items: items.slice(0, 2), now: LOTTERY_NOW + 60_000 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'TCGFFC').querySelector('[data-slot="popular-lottery-time"]')).toHaveTextContent('Drawing…');
    await expect(card(canvasElement, 'TCGPK10').querySelector('[data-slot="popular-lottery-time"]')).toHaveTextContent('Drawing…');
  },
};

export const Loading: Story = {
  args: { items: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No popular lotteries right now.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { items: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The popular lotteries could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { items: popularLotteryItems('VI') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Xổ số phổ biến' })).toBeVisible();
    const first = card(canvasElement, 'TCGFFC');
    await expect(within(first).getByText('SSC TCG 1 phút')).toBeVisible();
    await expect(first.querySelector('[data-slot="popular-lottery-time"]')).toHaveTextContent('Đóng cược sau 01:00');
    await expect(card(canvasElement, 'HK6').querySelector('[data-slot="popular-lottery-time"]')).toHaveTextContent('1 ngày 01:30:00');
  },
};
