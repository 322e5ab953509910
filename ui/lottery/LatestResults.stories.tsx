import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { drawHistory, latestBallsDraw, latestTiersDraw } from '../../mocks/fixtures/lottery.ts';
import { LatestResults } from './LatestResults.tsx';

const ffc = latestBallsDraw('TCGFFC');
const pk10 = latestBallsDraw('BJPK10');
const north = latestTiersDraw(5910, 'EN');
// Chongqing SSC, every 20 minutes: the latest draw and the nine before it.
const [cqLatest, ...cqEarlier] = drawHistory(1004);
const cqDraw = { kind: 'balls' as const, ...cqLatest! };

const meta = {
  title: 'Lottery/LatestResults',
  component: LatestResults,
  args: { gameName: 'TCG 1-Min SSC', draw: ffc, onRetry: fn() },
  argTypes: { draw: { table: { disable: true } }, earlier: { table: { disable: true } } },
  render: (args) => (
    <div className="max-w-md">
      <LatestResults {...args} />
    </div>
  ),
} satisfies Meta<typeof LatestResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visitors and members alike see the last draw's balls, its number and its time (Vietnam time, whatever the machine's zone). */
export const Latest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest results' })).toBeVisible();
    const balls = within(canvas.getByRole('list', { name: 'Winning numbers' })).getAllByRole('listitem');
    await expect(balls.map((ball) => ball.textContent)).toEqual([...ffc.balls]);
    await expect(canvas.getByText(`Draw ${ffc.numero}`, { exact: false })).toBeVisible();
    // The fake platform's now is 19:00 in Vietnam; the last one-minute draw closed then.
    await expect(canvas.getByText('2026-11-20 19:00')).toBeVisible();
  },
};

/** Anyone can browse the nine draws before the latest: number, time and the balls, newest first. */
export const WithEarlierDraws: Story = {
  args: { gameName: 'Chongqing SSC', draw: cqDraw, earlier: cqEarlier },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Winning numbers' }))
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual([...cqDraw.balls]);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Earlier draws' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Earlier draws' }))
      .getAllByRole('listitem')
      .filter((item) => item.dataset.slot === 'earlier-draw');
    await expect(items).toHaveLength(9);
    await expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      '20261120-0056',
      '20261120-0055',
      '20261120-0054',
      '20261120-0053',
      '20261120-0052',
      '20261120-0051',
      '20261120-0050',
      '20261120-0049',
      '20261120-0048',
    ]);
    // 20 minutes apart, in Vietnam time.
    await expect(within(items[0]!).getByText('11-20 18:40')).toHaveAttribute('datetime', new Date(cqEarlier[0]!.drawnAt).toISOString());
    await expect(within(items[8]!).getByText('11-20 16:00')).toBeVisible();
    const balls = within(items[0]!).getByRole('list', { name: 'Winning numbers of draw 20261120-0056' });
    await expect(
      within(balls)
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual([...cqEarlier[0]!.balls]);
  },
};

/** Ten racing positions wrap on a narrow panel. */
export const RacingBalls: Story = {
  args: { gameName: 'Beijing PK10', draw: pk10 },
  play: async ({ canvas }) => {
    const balls = within(canvas.getByRole('list', { name: 'Winning numbers' })).getAllByRole('listitem');
    await expect(balls).toHaveLength(10);
    await expect([...balls.map((ball) => ball.textContent)].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
  },
};

/** The Vietnam lottery: the prize tiers, special first; the northern draw has no eighth prize. */
export const VietnamTiers: Story = {
  args: { gameName: 'Northern (Hanoi)', draw: north },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Winning numbers by prize' });
    const tiers = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    await expect(tiers).toEqual([
      'Special prize',
      '1st prize',
      '2nd prize',
      '3rd prize',
      '4th prize',
      '5th prize',
      '6th prize',
      '7th prize',
    ]);
    await expect(within(table).getByRole('row', { name: /^Special prize/ })).toHaveTextContent(north.prizes.special[0]!);
    await expect(canvas.getByText('2026-11-20 18:15')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { draw: undefined, loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A new game with no draw yet. */
export const Empty: Story = {
  args: { draw: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This game has no results yet.')).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { draw: undefined, error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The latest results could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { gameName: 'Miền Bắc (Hà Nội)', draw: latestTiersDraw(5910, 'VI') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kết quả mới nhất' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Giải đặc biệt' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Giải bảy' })).toBeVisible();
    await expect(canvas.getByText(`Kỳ ${north.numero}`, { exact: false })).toBeVisible();
  },
};

/** The earlier draws' heading and ball lists in Vietnamese. */
export const VietnameseEarlierDraws: Story = {
  globals: { locale: 'VI' },
  args: { gameName: 'SSC Trùng Khánh', draw: cqDraw, earlier: cqEarlier.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Các kỳ trước' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Các kỳ trước' });
    await expect(within(list).getByRole('list', { name: 'Các số trúng thưởng kỳ 20261120-0056' })).toBeVisible();
    await expect(within(list).getAllByRole('list')).toHaveLength(3);
  },
};
