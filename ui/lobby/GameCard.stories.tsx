import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { gameCardSamples } from '../../mocks/fixtures/home.ts';
import { GameCard, GameCardSkeleton } from './GameCard.tsx';

const samples = gameCardSamples('EN');
const samplesVi = gameCardSamples('VI');
const BROKEN = 'data:image/png;base64,broken';
// Stands in for the platform's TCG_GAME_ICONS/default.png (data URI: no network in stories).
const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="18" fill="#525a72"/><circle cx="100" cy="92" r="40" fill="#d3d7e3"/><rect x="60" y="146" width="80" height="14" rx="7" fill="#d3d7e3"/></svg>')}`;

/** At rest for the screenshot: focus dropped, every image on screen loaded or fallen back. */
const settled = (canvasElement: HTMLElement) => {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img[data-slot="image"]')) {
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
    }
  });
};

const meta = {
  title: 'Lobby/GameCard',
  component: GameCard,
  args: { game: samples.trial, onPlay: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args) => (
    <div className="w-44">
      <GameCard {...args} />
    </div>
  ),
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in member: play, demo and the favourite star all call back with this game. */
export const Playground: Story = {
  args: { onDemo: fn(), onToggleFavourite: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const name = args.game.name;
    await userEvent.click(canvas.getByRole('button', { name: `Play ${name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(args.game);
    await userEvent.click(canvas.getByRole('button', { name: `Demo ${name}` }));
    await expect(args.onDemo).toHaveBeenCalledWith(args.game);
    await expect(args.onPlay).toHaveBeenCalledTimes(1);

    const star = canvas.getByRole('button', { name: `Favourite ${name}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(args.game, true);
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(args.game, false);
    await settled(canvasElement);
  },
};

/** A guest: no star (favourites need a member), no Demo handler; the whole card still starts the game. */
export const Default: Story = {
  args: { game: samples.plain },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText(samples.plain.vendorName!)).toBeVisible();
    // The whole card is the play button: whatever is under the pointer on the name is that button.
    const name = canvas.getByText(args.game.name).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(name.x + name.width / 2, name.y + name.height / 2);
    await expect(hit).toHaveAttribute('data-slot', 'game-card-play');
    await userEvent.click(hit!);
    await expect(args.onPlay).toHaveBeenCalledWith(args.game);
    await settled(canvasElement);
  },
};

export const Hot: Story = {
  args: { game: samples.hot, onToggleFavourite: fn() },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="game-card-hot"]');
    await expect(badge).toHaveTextContent('HOT');
    await settled(canvasElement);
  },
};

/** Its vendor is under maintenance: a strip across the picture, and the card's name says so before the click. */
export const Maintenance: Story = {
  args: { game: { ...samples.hot, maintenance: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="game-card-maintenance"]')).toHaveTextContent('Maintenance');
    await expect(canvas.getByRole('button', { name: `Play ${args.game.name} (under maintenance)` })).toBeEnabled();
    await settled(canvasElement);
  },
};

/** Controlled: the star shows the member's favourite and asks to remove it; the container decides. */
export const Favourite: Story = {
  args: { game: samples.hot, favourite: true, onToggleFavourite: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const star = canvas.getByRole('button', { name: `Favourite ${args.game.name}` });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(args.game, false);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await settled(canvasElement);
  },
};

/** Free play where the game supports it; keyboard: the card, then Demo, then the star. */
export const WithDemo: Story = {
  args: { game: samples.trial, onDemo: fn(), onToggleFavourite: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const name = args.game.name;
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${name}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Demo ${name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDemo).toHaveBeenCalledWith(args.game);
    await userEvent.tab();
    const star = canvas.getByRole('button', { name: `Favourite ${name}` });
    await expect(star).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onPlay).not.toHaveBeenCalled();
    await settled(canvasElement);
  },
};

/** A game without free play shows no Demo even when the handler is there. */
export const NoTrial: Story = {
  args: { game: samples.plain, onDemo: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: /^Demo/ })).toBeNull();
    await settled(canvasElement);
  },
};

export const LongName: Story = {
  args: { game: { ...samples.longName, name: `${samples.longName.name} Grand Jackpot Edition` }, onDemo: fn(), onToggleFavourite: fn() },
  play: async ({ canvasElement, args }) => {
    const name = canvasElement.querySelector('[data-slot="game-card-name"]')!;
    // Two lines at most, the full name on hover.
    await expect(name).toHaveAttribute('title', args.game.name);
    await expect(getComputedStyle(name).webkitLineClamp).toBe('2');
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    await settled(canvasElement);
  },
};

/** The icon fails, is retried once, then shows the platform's default game icon, or the drawn one without it. */
export const BrokenImage: Story = {
  render: (args) => (
    <div className="grid w-[22rem] grid-cols-2 gap-3">
      <GameCard {...args} game={{ ...samples.plain, icon: BROKEN }} defaultIconSrc={DEFAULT_ICON} />
      <GameCard {...args} game={{ ...samples.trial, icon: null }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [withDefault] = canvasElement.querySelectorAll('[data-slot="game-card"]');
    await waitFor(() => expect(withDefault!.querySelector('img')).toHaveAttribute('data-state', 'fallback'));
    await expect(withDefault!.querySelector('img')).toHaveAttribute('src', DEFAULT_ICON);
    await expect(canvasElement.querySelectorAll('[data-slot="game-card-fallback"]')).toHaveLength(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', game: samples.hot, onDemo: fn(), onToggleFavourite: fn() },
  render: (args) => (
    <div className="w-28">
      <GameCard {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvasElement.querySelector('[data-slot="game-card"]')).toHaveAttribute('data-size', 'sm');
    // The Demo button draws 32 px but keeps a 40 px hit area.
    const demo = canvas.getByRole('button', { name: `Demo ${args.game.name}` });
    await expect(Math.round(parseFloat(getComputedStyle(demo, '::after').height) || 0)).toBeGreaterThanOrEqual(40);
    await userEvent.click(demo);
    await expect(args.onDemo).toHaveBeenCalledWith(args.game);
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  render: () => (
    <div className="grid w-[22rem] grid-cols-2 gap-3">
      <GameCardSkeleton />
      <GameCardSkeleton size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const skeletons = canvasElement.querySelectorAll('[data-slot="game-card-skeleton"]');
    await expect(skeletons).toHaveLength(2);
    await expect(skeletons[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { game: samplesVi.hot, onDemo: fn(), onToggleFavourite: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: `Chơi ${args.game.name}` })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Chơi thử ${args.game.name}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Yêu thích ${args.game.name}` })).toHaveAttribute('aria-pressed', 'false');
    await settled(canvasElement);
  },
};

/** Two small cards side by side, as a 360 px phone lays out a lobby. */
export const Mobile: Story = {
  render: (args) => (
    <div className="grid w-[360px] grid-cols-3 gap-2 bg-surface p-2">
      <GameCard {...args} size="sm" game={samples.hot} />
      <GameCard {...args} size="sm" game={samples.trial} />
      <GameCard {...args} size="sm" game={samples.plain} />
    </div>
  ),
  args: { onDemo: fn(), onToggleFavourite: fn() },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('[data-slot="game-card"]')];
    await expect(cards).toHaveLength(3);
    for (const card of cards) await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(116);
    await settled(canvasElement);
  },
};
