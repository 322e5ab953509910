import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LOBBY_PAGE_SIZE, lobbyFavouriteIds, lobbyGames } from '../../mocks/fixtures/lobby.ts';
import type { GameCardGame } from './GameCard.tsx';
import { GameGrid, type GameGridProps } from './GameGrid.tsx';

const LABEL = 'Slot games';
const playground = lobbyGames(210, 'EN');
const favouriteIds = lobbyFavouriteIds('member01');

const cellsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="game-grid-list"] > li')];
const itemsOf = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="game-grid-item"]')];
const indexOf = (item: HTMLElement) => Number(item.dataset.index);

/** The number of columns: cells sharing the first cell's top. */
const columnsOf = (canvasElement: HTMLElement) => {
  const [first, ...rest] = cellsOf(canvasElement);
  const top = first!.getBoundingClientRect().top;
  return 1 + rest.filter((cell) => Math.abs(cell.getBoundingClientRect().top - top) < 1).length;
};

/** Whether the rendered cells cover the part of the list inside the viewport (rendering has caught up). */
function coversViewport(canvasElement: HTMLElement): boolean {
  const list = canvasElement.querySelector('[data-slot="game-grid-list"]')?.getBoundingClientRect();
  const rects = cellsOf(canvasElement).map((cell) => cell.getBoundingClientRect());
  if (!list || rects.length === 0) return false;
  const top = Math.min(...rects.map((rect) => rect.top));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  return top <= Math.max(0, list.top) + 1 && bottom >= Math.min(window.innerHeight, list.bottom) - 1;
}

/**
 * Waits a frame at a time until `check` holds. Plain code, not `waitFor`: the long scroll loop would
 * otherwise log thousands of instrumented calls, and each one costs more than the last.
 */
async function until(check: () => boolean, timeout = 3000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeout) throw new globalThis.Error('The grid did not catch up with the scroll position.');
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

const rendersViewport = (canvasElement: HTMLElement) => until(() => coversViewport(canvasElement));

async function scrollWindowTo(canvasElement: HTMLElement, top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  const target = Math.min(top, document.documentElement.scrollHeight - window.innerHeight);
  await until(() => Math.abs(window.scrollY - target) < 1);
  await rendersViewport(canvasElement);
}

const scrollToEnd = (canvasElement: HTMLElement) => scrollWindowTo(canvasElement, document.documentElement.scrollHeight);

/**
 * At rest for the screenshot: back at the top, focus dropped, every mounted image loaded or fallen back
 * (the overscan rows too: they are in a full-page screenshot, and well within the browser's lazy-load
 * distance).
 */
async function settled(canvasElement: HTMLElement) {
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  if (window.scrollY !== 0 && canvasElement.querySelector('[data-slot="game-grid-list"]')) await scrollWindowTo(canvasElement, 0);
  await waitFor(() => {
    for (const image of canvasElement.querySelectorAll('img[data-slot="image"]')) {
      expect(['loaded', 'fallback']).toContain(image.getAttribute('data-state'));
    }
  });
}

/** A member's favourites, as the container keeps them: toggling updates the star and calls back. */
function WithFavourites(args: GameGridProps) {
  const [ids, setIds] = useState<ReadonlySet<string>>(args.favouriteIds ?? favouriteIds);
  return (
    <GameGrid
      {...args}
      favouriteIds={ids}
      onToggleFavourite={(game, favourite) => {
        setIds((current) => {
          const next = new Set(current);
          if (favourite) next.add(game.nodeId);
          else next.delete(game.nodeId);
          return next;
        });
        args.onToggleFavourite?.(game, favourite);
      }}
    />
  );
}

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: { games: playground, hasMore: false, onLoadMore: fn(), onPlay: fn(), label: LABEL },
  argTypes: { games: { table: { disable: true } }, favouriteIds: { table: { disable: true } } },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in member's slot lobby: 210 games, of which only the rows near the viewport are mounted. */
export const Playground: Story = {
  // 210 games make an 11,000 px page of mostly unmounted rows: the smaller stories carry the pixels.
  parameters: { visual: { disable: true } },
  args: { onDemo: fn(), onToggleFavourite: fn() },
  render: (args) => <WithFavourites {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: LABEL });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThan(playground.length);
    // Columns like an auto-fill grid of cards at least 9rem wide, the same width each.
    const columns = columnsOf(canvasElement);
    const width = list.getBoundingClientRect().width;
    await expect(columns).toBe(Math.floor((width + 12) / (144 + 12)));
    for (const item of items.slice(0, columns))
      await expect(item.getBoundingClientRect().width).toBeCloseTo((width - 12 * (columns - 1)) / columns, 1);

    const [first, second] = playground;
    await userEvent.click(canvas.getByRole('button', { name: `Play ${second!.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(second);
    const trial = playground.slice(0, columns).find((game) => game.trialSupported)!;
    await userEvent.click(canvas.getByRole('button', { name: `Demo ${trial.name}` }));
    await expect(args.onDemo).toHaveBeenCalledWith(trial);

    const star = canvas.getByRole('button', { name: `Favourite ${first!.name}` });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(first, false);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(first, true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // Keyboard: Tab walks the cards in order (play, demo, star), Enter plays.
    canvas.getByRole('button', { name: `Play ${first!.name}` }).focus();
    await userEvent.tab();
    if (first!.trialSupported) await userEvent.tab();
    await expect(star).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${second!.name}` })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenLastCalledWith(second);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await settled(canvasElement);
  },
};

/** A guest: no stars (favourites need a member), no Demo handler; a card still starts its game. */
/**
 * A visitor: no favourites known, so every star is off; a star or a play asks the app, which answers
 * with the login prompt (the grid itself does not know who is playing).
 */
export const LoggedOut: Story = {
  args: { games: lobbyGames(LOBBY_PAGE_SIZE), onToggleFavourite: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const stars = canvas.getAllByRole('button', { name: /^Favourite / });
    await expect(stars.length).toBeGreaterThan(0);
    for (const star of stars) await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryAllByRole('button', { name: /^Demo / })).toHaveLength(0);
    const game = playground[3]!;
    await userEvent.click(canvas.getByRole('button', { name: `Favourite ${game.name}` }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(game, true);
    await userEvent.click(canvas.getByRole('button', { name: `Play ${game.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(game);
    await settled(canvasElement);
  },
};

/**
 * A trial (demo) account: free play is offered beside Play, and the stars are there to click; the app
 * answers a star with the spec's "you need a real account" warning.
 */
export const Trial: Story = {
  args: { games: lobbyGames(LOBBY_PAGE_SIZE), onToggleFavourite: fn(), onDemo: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const game = playground.slice(0, 7).find((candidate) => candidate.trialSupported)!;
    await userEvent.click(canvas.getByRole('button', { name: `Demo ${game.name}` }));
    await expect(args.onDemo).toHaveBeenCalledWith(game);
    await userEvent.click(canvas.getByRole('button', { name: `Favourite ${game.name}` }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(game, true);
    await settled(canvasElement);
  },
};

/** The first page: skeletons of the card's size fill the viewport, announced once as loading. */
export const Loading: Story = {
  args: { games: [], loading: true, hasMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvasElement.querySelector('[data-slot="game-grid-loading"]')!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveTextContent('Loading games…');
    await expect(canvas.queryByRole('list')).toBeNull();
    const skeletons = [...region.querySelectorAll<HTMLElement>('[data-slot="game-card-skeleton"]')];
    await expect(skeletons[0]).toHaveAttribute('aria-hidden', 'true');
    // Whole rows, down past the bottom of the viewport, at the cards' width.
    const width = region.getBoundingClientRect().width;
    const columns = Math.floor((width + 12) / (144 + 12));
    await expect(skeletons.length % columns).toBe(0);
    await expect(skeletons.at(-1)!.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(skeletons[0]!.getBoundingClientRect().width).toBeCloseTo((width - 12 * (columns - 1)) / columns, 1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The first page arriving after a retry: each card lands exactly where its skeleton was. */
function FirstPageArrives(args: GameGridProps) {
  const [phase, setPhase] = useState<'error' | 'loading' | 'ready'>('error');
  useEffect(() => {
    if (phase !== 'loading') return undefined;
    const timer = setTimeout(() => setPhase('ready'), 400);
    return () => clearTimeout(timer);
  }, [phase]);
  return (
    <GameGrid
      {...args}
      games={phase === 'ready' ? args.games : []}
      error={phase === 'error'}
      loading={phase === 'loading'}
      onRetry={() => {
        args.onRetry?.();
        setPhase('loading');
      }}
    />
  );
}

export const RetryThenLoaded: Story = {
  args: { games: lobbyGames(LOBBY_PAGE_SIZE), hasMore: true, onRetry: fn() },
  render: (args) => <FirstPageArrives {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    const skeletons = await waitFor(() => {
      const found = canvasElement.querySelectorAll<HTMLElement>('[data-slot="game-grid-loading"] [data-slot="game-card-skeleton"]');
      expect(found.length).toBeGreaterThan(0);
      return [...found];
    });
    const boxes = skeletons.map((skeleton) => skeleton.getBoundingClientRect());
    const list = await canvas.findByRole('list', { name: LABEL }, { timeout: 3000 });
    await rendersViewport(canvasElement);
    const cards = [...list.querySelectorAll<HTMLElement>('[data-slot="game-card"]')];
    // No layout shift: every card on screen has its skeleton's box.
    for (const [index, box] of boxes.entries()) {
      const card = cards[index];
      if (!card || box.top >= window.innerHeight) continue;
      const rect = card.getBoundingClientRect();
      await expect(rect.left).toBeCloseTo(box.left, 0);
      await expect(rect.top).toBeCloseTo(box.top, 0);
      await expect(rect.width).toBeCloseTo(box.width, 0);
      await expect(rect.height).toBeCloseTo(box.height, 0);
    }
    await settled(canvasElement);
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="game-grid-empty"]')).toHaveTextContent('No games to show here yet.');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The container's own wording, e.g. for a search without results. */
export const EmptySearch: Story = {
  args: { games: [], emptyMessage: 'No games match “zzz”.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="game-grid-empty"]')).toHaveTextContent('No games match “zzz”.');
  },
};

/** The first page failed: an error panel in place of the grid, with a retry. */
export const ErrorState: Story = {
  args: { games: [], error: true, hasMore: true, onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The second page failed: the first page stays, an inline retry follows it; nothing is asked for by itself. */
export const LoadMoreError: Story = {
  args: { games: lobbyGames(LOBBY_PAGE_SIZE), hasMore: true, loadMoreError: true, onRetry: fn() },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await scrollToEnd(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('More games could not be loaded.');
    const last = itemsOf(canvasElement).at(-1)!;
    await expect(indexOf(last)).toBe(LOBBY_PAGE_SIZE - 1);
    // Past the throttle: the end is in view, yet a failed page is not retried without the member.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
    await settled(canvasElement);
  },
};

/** The next page is on its way: skeletons fill the last row and one more, where its games will land. */
export const LoadingMore: Story = {
  args: { games: lobbyGames(LOBBY_PAGE_SIZE), hasMore: true, loadingMore: true },
  play: async ({ canvas, canvasElement, args }) => {
    const list = canvas.getByRole('list', { name: LABEL });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading more games…');
    const columns = columnsOf(canvasElement);
    await scrollToEnd(canvasElement);
    const placeholders = canvasElement.querySelectorAll('[data-slot="game-grid-placeholder"]');
    await expect(placeholders).toHaveLength(((columns - (LOBBY_PAGE_SIZE % columns)) % columns) + columns);
    await expect(placeholders[0]).toHaveAttribute('aria-hidden', 'true');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await settled(canvasElement);
  },
};

/** Timestamps of onLoadMore calls in InfiniteScroll, and whether a page was loading at the time. */
const loadMoreCalls: { at: number; whileLoading: boolean }[] = [];

/** A container paging through the lobby: 4 pages of 42, each answered after 50 ms. */
function Paged(args: GameGridProps) {
  const [pages, setPages] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const loadingRef = useRef(false);
  // Before any effect of the grid (layout effects run first), which may ask for page 2 on mount.
  useLayoutEffect(() => {
    loadMoreCalls.length = 0;
  }, []);
  const games = args.games.slice(0, pages * LOBBY_PAGE_SIZE);
  return (
    // data-loaded: how many games the container holds, for the play function.
    <div data-loaded={games.length}>
      <GameGrid
        {...args}
        games={games}
        hasMore={games.length < args.games.length}
        loadingMore={loadingMore}
        onLoadMore={() => {
          loadMoreCalls.push({ at: performance.now(), whileLoading: loadingRef.current });
          args.onLoadMore();
          loadingRef.current = true;
          setLoadingMore(true);
          setTimeout(() => {
            loadingRef.current = false;
            setLoadingMore(false);
            setPages((count) => count + 1);
          }, 50);
        }}
      />
    </div>
  );
}

const PAGES = 4;

/**
 * Pages load as the end comes within 2 rows of the viewport: at once while the first page does not fill
 * the screen, then as the member scrolls; at most once per 200 ms, never while a page is loading.
 */
export const InfiniteScroll: Story = {
  parameters: { visual: { disable: true } },
  args: { games: lobbyGames(LOBBY_PAGE_SIZE * PAGES) },
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 300));
    const lastIndex = () => Math.max(...itemsOf(canvasElement).map(indexOf));
    const rowHeight = () => itemsOf(canvasElement)[0]!.getBoundingClientRect().height + 12;
    // At rest at the top: pages load only until the end is more than 2 rows below the viewport.
    await pause();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(loadMoreCalls.length);
    const list = canvasElement.querySelector('[data-slot="game-grid-list"]')!;
    await expect(list.getBoundingClientRect().bottom - window.innerHeight).toBeGreaterThan(2 * rowHeight() - 12);
    const atRest = loadMoreCalls.length;
    await pause();
    await expect(loadMoreCalls).toHaveLength(atRest);

    for (let page = atRest + 2; page <= PAGES; page++) {
      await scrollToEnd(canvasElement);
      // Asked for once the end is near, then answered: the skeletons give way to the page's games.
      await waitFor(
        () => {
          expect(loadMoreCalls).toHaveLength(page - 1);
          expect(canvasElement.querySelector('[data-loaded]')).toHaveAttribute('data-loaded', String(page * LOBBY_PAGE_SIZE));
          expect(canvasElement.querySelector('[data-slot="game-grid-placeholder"]')).toBeNull();
        },
        { timeout: 3000 },
      );
    }
    await scrollToEnd(canvasElement);
    await expect(lastIndex()).toBe(LOBBY_PAGE_SIZE * PAGES - 1);
    // Every page asked for once, none while another was loading, 200 ms apart; nothing more at the end.
    await pause();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(PAGES - 1);
    await expect(loadMoreCalls.every((call) => !call.whileLoading)).toBe(true);
    for (let i = 1; i < loadMoreCalls.length; i++)
      await expect(loadMoreCalls[i]!.at - loadMoreCalls[i - 1]!.at).toBeGreaterThanOrEqual(199);
    await expect(canvasElement.querySelector('[data-slot="game-grid-placeholder"]')).toBeNull();
    await settled(canvasElement);
  },
};

const tenThousand = lobbyGames(10_000, 'EN');

/**
 * The whole slot catalogue. Only the rows around the viewport are mounted: the count of elements stays
 * flat from the top to game 10,000, and a focused card stays mounted however far the page scrolls.
 */
export const TenThousand: Story = {
  args: { games: tenThousand, onDemo: fn(), onToggleFavourite: fn(), favouriteIds },
  // The page is ~500,000 px tall (2,000 rows): past what a screenshot of <body> can capture, and blank
  // but for the mounted rows. The play function checks the rendering instead.
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(tenThousand).toHaveLength(10_000);
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="game-grid"]')!;
    const list = canvas.getByRole('list', { name: LABEL });
    await rendersViewport(canvasElement);
    const topItems = within(list).getAllByRole('listitem').length;
    const topElements = grid.querySelectorAll('*').length;
    await expect(topItems).toBeLessThan(200);

    // Focus the first card: its row must survive being scrolled far out of view.
    const firstPlay = canvas.getByRole('button', { name: `Play ${tenThousand[0]!.name}` });
    firstPlay.focus();

    let maxItems = topItems;
    let maxElements = topElements;
    const sample = async (top: number) => {
      await scrollWindowTo(canvasElement, top);
      maxItems = Math.max(maxItems, list.querySelectorAll('li').length);
      maxElements = Math.max(maxElements, grid.querySelectorAll('*').length);
    };
    // Down to the end in 60 steps, then back up a little, one viewport at a time (overscan turns round).
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let step = 1; step <= 60; step++) await sample(Math.round((end * step) / 60));
    const last = tenThousand.at(-1)!;
    const lastItem = itemsOf(canvasElement).at(-1)!;
    await expect(indexOf(lastItem)).toBe(9_999);
    await expect(within(lastItem).getByRole('button', { name: `Play ${last.name}` })).toBeVisible();
    for (let step = 1; step <= 10; step++) await sample(end - step * window.innerHeight);
    await expect(maxItems).toBeLessThanOrEqual(topItems * 1.5);
    await expect(maxElements).toBeLessThanOrEqual(topElements * 1.5);

    await expect(firstPlay).toHaveFocus();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await settled(canvasElement);
  },
};

export const Vietnamese: Story = {
  globals: { locale: 'VI' },
  args: {
    games: lobbyGames(LOBBY_PAGE_SIZE, 'VI'),
    label: 'Trò chơi slot',
    hasMore: true,
    loadMoreError: true,
    onDemo: fn(),
    onToggleFavourite: fn(),
    favouriteIds,
  },
  render: (args) => <WithFavourites {...args} />,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const games: readonly GameCardGame[] = args.games;
    const first = games[0]!;
    await expect(canvas.getByRole('list', { name: 'Trò chơi slot' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Chơi ${first.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(first);
    await expect(canvas.getByRole('button', { name: `Yêu thích ${first.name}` })).toHaveAttribute('aria-pressed', 'true');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Không thể tải thêm trò chơi.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await settled(canvasElement);
  },
};
