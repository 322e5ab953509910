import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { homeWinners } from '../../mocks/fixtures/home.ts';
import { WinnersBoard } from './WinnersBoard.tsx';

const winners = homeWinners('EN');

/** The amounts as the board shows them, read back as numbers (EN grouping). */
const amounts = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="winner-amount"]')].map((node) => Number(node.textContent!.replace(/[^0-9.]/g, '')));

/** Every thumbnail has loaded or fallen back, so no screenshot catches a half-loaded row. */
const imagesSettled = (canvasElement: HTMLElement) =>
  waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img[data-slot="image"]')) {
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
    }
  });

const meta = {
  title: 'Home/WinnersBoard',
  component: WinnersBoard,
  args: { winners, onRetry: fn() },
  argTypes: { winners: { table: { disable: true } } },
  render: (args) => (
    <div className="max-w-md">
      <WinnersBoard {...args} />
    </div>
  ),
} satisfies Meta<typeof WinnersBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's 20 entries arrive in time order; the board lists the 10 biggest, biggest first. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Big wins' })).toBeVisible();
    const shown = amounts(canvasElement);
    await expect(shown).toHaveLength(10);
    await expect(shown).toEqual([...shown].sort((a, b) => b - a));
    await expect(shown[0]).toBe(Math.max(...winners.map((winner) => winner.winAmount)));
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('₫76,555,914');
    await imagesSettled(canvasElement);
  },
};

/** Unmasked names are masked the platform's way; a thumbnail that fails shows the default game icon. */
export const MaskingAndFallback: Story = {
  args: {
    winners: [
      { customerName: 'nguyenvanan', winAmount: 1250.5, gameName: 'Tien Len', showIcon: 'data:image/png;base64,broken' },
      { customerName: 'lan', winAmount: 88_000, gameName: 'Fortune Gems', showIcon: winners[0]!.showIcon },
      { customerName: 'tig***79', winAmount: 300, gameName: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('[data-slot="winner-name"]')].map((node) => node.textContent);
    await expect(names).toEqual(['l***', 'ngu***an', 'tig***79']);
    await waitFor(() => expect(canvasElement.querySelectorAll('img[data-slot="image"]')).toHaveLength(1));
    await imagesSettled(canvasElement);
  },
};

export const Limit: Story = {
  args: { limit: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="winner"]')).toHaveLength(5);
    // Whole dong in the brand's currency: the biggest win first.
    await expect(canvasElement.querySelector('[data-slot="winner-amount"]')).toHaveTextContent(/^₫76,555,914$/);
    await imagesSettled(canvasElement);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing to show: the section stays, titled, and says so (the home page never goes blank). */
export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Big wins' })).toBeVisible();
    await expect(canvas.getByText('No big wins to show yet')).toBeVisible();
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

/** With onPlay, each row with a launchable game is one Tab stop that starts that game. */
export const Playable: Story = {
  args: {
    onPlay: fn(),
    winners: [
      ...winners.slice(0, 3),
      { customerName: 'tig***79', winAmount: 300, gameName: 'No game id' },
      { customerName: 'lan***88', winAmount: 200, gameName: 'No vendor', gameId: 'X0001', nodeId: '1', gameType: 'RNG' },
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    const biggest = [...winners.slice(0, 3)].sort((a, b) => b.winAmount - a.winAmount)[0]!;
    const buttons = canvas.getAllByRole('button', { name: /^Play / });
    // Rows without what a start needs (a gameId, a vendor) stay plain text.
    await expect(buttons).toHaveLength(3);
    await expect(buttons[0]).toHaveAccessibleName(`Play ${biggest.gameName}`);
    await userEvent.click(buttons[0]!);
    await expect(args.onPlay).toHaveBeenCalledWith(biggest);
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
    await imagesSettled(canvasElement);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { winners: homeWinners('VI') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Thắng lớn' })).toBeVisible();
    // Vietnamese grouping: dots for thousands, the dong sign after the amount.
    await expect(canvasElement.querySelector('[data-slot="winner-amount"]')).toHaveTextContent('76.555.914 ₫');
    await imagesSettled(canvasElement);
  },
};

export const Mobile: Story = {
  render: (args) => (
    <div className="w-[360px]">
      <WinnersBoard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('[data-slot="winner"]')!;
    const amount = row.querySelector('[data-slot="winner-amount"]')!;
    // The amount is never cut: it keeps its width and the game name truncates instead.
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right);
    await imagesSettled(canvasElement);
  },
};
