import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { homeFavouriteIds, homeHotGames } from '../../mocks/fixtures/home.ts';
import { HotGames, type HotGamesProps } from './HotGames.tsx';

const games = homeHotGames('EN');
const favouriteIds = homeFavouriteIds('member01');

/** At rest for the screenshot: focus dropped, every image in view loaded or fallen back. */
const settled = (canvasElement: HTMLElement) => {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  return waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img[data-slot="image"]')) {
      const box = (image.closest('ul') ?? canvasElement).getBoundingClientRect();
      const rect = image.getBoundingClientRect();
      if (rect.right <= box.left || rect.left >= box.right) continue;
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
    }
  });
};

const list = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="hot-games-list"]')!;

const meta = {
  title: 'Home/HotGames',
  component: HotGames,
  args: { games, onPlay: fn(), onDemo: fn(), onRetry: fn() },
  argTypes: { games: { table: { disable: true } } },
} satisfies Meta<typeof HotGames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { onViewAll: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(games.length);
    const first = games[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Play ${first.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(first);
    const trial = games.find((game) => game.trialSupported)!;
    await userEvent.click(canvas.getByRole('button', { name: `Demo ${trial.name}` }));
    await expect(args.onDemo).toHaveBeenCalledWith(trial);
    await userEvent.click(canvas.getByRole('button', { name: 'See all' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
    await settled(canvasElement);
  },
};

/** A guest: no stars at all (favourites need a member); playing still calls back, the app asks to log in. */
export const LoggedOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Favourite / })).toHaveLength(0);
    await settled(canvasElement);
  },
};

/** A member's favourites are starred; toggling updates the star and calls back with the game. */
function StatefulFavourites(args: HotGamesProps) {
  const [ids, setIds] = useState<readonly string[]>(favouriteIds);
  return (
    <HotGames
      {...args}
      favouriteIds={ids}
      onToggleFavourite={(game, favourite) => {
        setIds((current) => (favourite ? [...current, game.nodeId] : current.filter((id) => id !== game.nodeId)));
        args.onToggleFavourite?.(game, favourite);
      }}
    />
  );
}

export const LoggedIn: Story = {
  args: { onToggleFavourite: fn() },
  render: (args) => <StatefulFavourites {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const [first, second, third] = games;
    const starOf = (name: string) => canvas.getByRole('button', { name: `Favourite ${name}` });
    await expect(starOf(first!.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(starOf(second!.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(starOf(third!.name)).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(starOf(first!.name));
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(first, false);
    await expect(starOf(first!.name)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(starOf(third!.name));
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(third, true);
    await expect(starOf(third!.name)).toHaveAttribute('aria-pressed', 'true');
    // Back to the seeded state for the screenshot.
    await userEvent.click(starOf(first!.name));
    await userEvent.click(starOf(third!.name));
    await expect(starOf(first!.name)).toHaveAttribute('aria-pressed', 'true');
    await settled(canvasElement);
  },
};

/** The scroller's buttons are reached with Tab and work with Enter; at an edge they stay focusable but disabled. */
export const KeyboardScrolling: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const scroller = list(canvasElement);
    const back = canvas.getByRole('button', { name: 'Show previous' });
    const more = canvas.getByRole('button', { name: 'Show more' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');

    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(scroller.scrollLeft).toBe(0);
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(200), { timeout: 3000 });
    await waitFor(() => expect(back).not.toHaveAttribute('aria-disabled'));

    await userEvent.tab({ shift: true });
    await expect(back).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(scroller.scrollLeft).toBe(0), { timeout: 3000 });
    await waitFor(() => expect(back).toHaveAttribute('aria-disabled', 'true'));

    // Past the buttons, Tab walks the cards and the browser scrolls each one into view.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${games[0]!.name}` })).toHaveFocus();
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-busy="true"]');
    await expect(region).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelectorAll('[data-slot="game-card-skeleton"]')).toHaveLength(8);
    await expect(canvasElement.querySelector('[data-slot="hot-games-list"]')).toBeNull();
  },
};

/** No hot games: the section is left out entirely, title included. */
/** Nothing to show: the section stays, titled, and says so (the home page never goes blank). */
export const Empty: Story = {
  args: { games: [], onViewAll: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.getByText('No hot games right now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse all games' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: { games: homeHotGames('VI'), onViewAll: fn(), onToggleFavourite: fn(), favouriteIds },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Trò chơi hot' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xem tất cả' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xem thêm' })).toBeVisible();
    await expect(canvas.getAllByText('Chơi').length).toBeGreaterThan(0);
    await settled(canvasElement);
  },
};

/** A 360 px phone: no arrow buttons (people swipe), cards cut at the edge to show there is more. */
export const Mobile: Story = {
  args: { onToggleFavourite: fn(), favouriteIds },
  render: (args) => (
    <div className="w-[360px]">
      <HotGames {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Rendered but display: none below the container breakpoint, so not in the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="scroller-next"]')).not.toBeVisible();
    const scroller = list(canvasElement);
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await settled(canvasElement);
  },
};
