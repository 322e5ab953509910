import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { homePopularLotteries, homeVnResults } from '../../mocks/fixtures/home.ts';
import { LotteryResults } from './LotteryResults.tsx';

const results = homeVnResults('EN');
const popular = homePopularLotteries('EN');
const north = results[0]!;
const northDraw = north.draws[0]!;

const resultCard = (canvasElement: HTMLElement, gameCode: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="lottery-result"][data-game="${gameCode}"]`)!;
const popularCard = (canvasElement: HTMLElement, gameCode: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="popular-lottery"][data-game="${gameCode}"]`)!;

const meta = {
  title: 'Home/LotteryResults',
  component: LotteryResults,
  args: { results, popular, onBet: fn(), onRetry: fn() },
  argTypes: { results: { table: { disable: true } }, popular: { table: { disable: true } } },
} satisfies Meta<typeof LotteryResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest draws (special prize first) and the popular lotteries with the time left to bet. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lottery' })).toBeVisible();
    const card = within(resultCard(canvasElement, north.gameCode));
    await expect(card.getByRole('heading', { name: 'Northern (Hanoi)' })).toBeVisible();
    const special = northDraw.prizes.special![0]!;
    await expect(canvasElement.querySelector(`[data-game="${north.gameCode}"] [data-slot="lottery-special"]`)).toHaveTextContent(
      `Special prize${special}`,
    );
    await expect(card.getByText(`Draw ${northDraw.numero}`, { exact: false })).toBeVisible();
    // Draws are shown in Vietnam time, whatever the machine's zone: 18:15 for the northern draw.
    await expect(card.getByText('2026-11-20 18:15')).toBeVisible();
    await expect(card.getByText('1st prize').nextElementSibling).toHaveTextContent(northDraw.prizes.first!.join(''));

    const first = popular[0]!;
    await expect(within(popularCard(canvasElement, first.gameCode)).getByText('Closes in 01:00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Bet ${first.displayName}` }));
    await expect(args.onBet).toHaveBeenCalledWith(first.gameCode);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** remainTime is rendered as given (mm:ss, hh:mm:ss from an hour up), so screenshots never tick. */
export const Countdowns: Story = {
  args: {
    results: [],
    popular: [
      { ...popular[0]!, remainTime: 42_000 },
      { ...popular[1]!, remainTime: 5 * 60_000 + 7_000 },
      { ...popular[2]!, remainTime: 2 * 3_600_000 + 15 * 60_000 },
      { ...popular[3]!, remainTime: -500 },
    ],
  },
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[data-slot="popular-lottery-countdown"]')].map((node) => node.textContent);
    await expect(texts).toEqual(['Closes in 00:42', 'Closes in 05:07', 'Closes in 02:15:00', 'Closes in 00:00']);
  },
};

/** A lottery whose sales are paused says so and cannot be bet on. */
export const SalesPaused: Story = {
  args: { results: [], popular: homePopularLotteries('EN', 21).slice(-3) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const paused = popularCard(canvasElement, 'TJSSC');
    await expect(paused).toHaveAttribute('data-state', 'closed');
    await expect(within(paused).getByText('Sales paused')).toBeVisible();
    const bet = canvas.getByRole('button', { name: 'Bet Tianjin SSC' });
    await expect(bet).toBeDisabled();
    await userEvent.click(bet);
    await expect(args.onBet).not.toHaveBeenCalled();
  },
};

/** Only results: the popular block (and its heading) is left out. */
export const ResultsOnly: Story = {
  args: { popular: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest results' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Popular lotteries' })).toBeNull();
  },
};

/** Every tier of the northern draw, for a results page that wants them all. */
export const AllTiers: Story = {
  args: { results: [north], popular: [], tiers: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] },
  play: async ({ canvasElement }) => {
    // The northern draw has no eighth prize: that row is skipped, not shown empty.
    const tiers = [...canvasElement.querySelectorAll('[data-slot="lottery-tier"]')].map((row) => row.getAttribute('data-tier'));
    await expect(tiers).toEqual(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** Neither results nor popular lotteries: the section is left out entirely. */
/** Nothing to show: the section stays, titled, and says so (the home page never goes blank). */
export const Empty: Story = {
  args: { results: [], popular: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lottery' })).toBeVisible();
    await expect(canvas.getByText('No lottery results yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The popular lotteries failed and the results did not: the results show, then what failed, with Retry. */
export const PartlyFailed: Story = {
  args: { popular: [], partError: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest results' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some lottery draws could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { results: homeVnResults('VI'), popular: homePopularLotteries('VI') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Xổ số' })).toBeVisible();
    const card = within(resultCard(canvasElement, north.gameCode));
    await expect(card.getByRole('heading', { name: 'Miền Bắc (Hà Nội)' })).toBeVisible();
    await expect(card.getByText('Giải đặc biệt')).toBeVisible();
    await expect(card.getByText('Giải nhất')).toBeVisible();
    await expect(within(popularCard(canvasElement, 'TCGFFC')).getByText('Đóng sau 01:00')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Đặt cược/ })).toHaveLength(popular.length);
  },
};

export const Mobile: Story = {
  // Two results keep the phone-width story inside the screenshot's height.
  args: { results: results.slice(0, 2) },
  render: (args) => (
    <div className="w-[360px]">
      <LotteryResults {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('[data-slot="lottery-result"]')];
    // One column: the cards stack.
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size).toBe(1);
    const special = cards[0]!.querySelector('[data-slot="lottery-special"]')!;
    await expect(special.getBoundingClientRect().right).toBeLessThanOrEqual(cards[0]!.getBoundingClientRect().right);
  },
};
