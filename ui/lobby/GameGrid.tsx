import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Gamepad2, TriangleAlert } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { GameCard, GameCardSkeleton, type GameCardGame, type GameCardProps } from './GameCard.tsx';

/** Space between cards, both ways: Tailwind's gap-3. The class and the virtualiser must agree. */
const GAP_PX = 12;
/** The narrowest card (rem): the md card's Play/Demo row fits from 136 px on. */
const MIN_CARD_REM = 9;
/**
 * The md card around its square icon: border 2, padding 16, gaps 2 × 8, two-line name 40 + 2 + vendor 16,
 * the actions row 40, less the 18 px the padding and border take off the icon's width. Only a first
 * guess: the grid measures a rendered card and uses that.
 */
const CARD_CHROME_PX = 114;
/** Rows rendered past the viewport in the direction of scrolling (one more on the other side). */
const OVERSCAN_ROWS = 2;
/** The next page is asked for once the end of the list is this many rows below the viewport. */
const LOAD_MORE_ROWS = 2;
/** Spec: infinite scroll is throttled at 200 ms. */
const LOAD_MORE_THROTTLE_MS = 200;

// The same track sizing the JS column count reproduces (auto-fill of minmax(9rem, 1fr) with gap-3), so
// skeletons rendered before the grid has measured itself already sit where the cards will.
const autoFillGrid = 'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3';

// A skeleton takes the card's exact height (its own frame can differ by a pixel or two), so nothing moves
// when the games replace it.
const skeletonFit = 'overflow-hidden';

/** Columns of an auto-fill grid of min-`minCard` tracks in `width`, as CSS counts them. */
function columnsFor(width: number, minCard: number): number {
  return Math.max(1, Math.floor((width + GAP_PX) / (minCard + GAP_PX)));
}

export type GameGridProps = Omit<ComponentProps<'div'>, 'children' | 'onPlay'> & {
  /** All pages loaded so far, in order. */
  games: readonly GameCardGame[];
  /** The first page is loading: skeletons of the final card size fill the viewport. */
  loading?: boolean;
  /** The first page failed: an error panel with a retry button (when onRetry is given). */
  error?: boolean;
  onRetry?: () => void;
  /** The next page failed: the loaded games stay, with an inline retry (which calls onLoadMore) after them. */
  loadMoreError?: boolean;
  /** More pages exist on the server. */
  hasMore: boolean;
  /** The next page is loading: skeletons stand where its games will appear. */
  loadingMore?: boolean;
  /**
   * Asks for the next page once the end of the list comes within ~2 rows of the viewport; at most once
   * per 200 ms, never while loadingMore or after loadMoreError (the retry button asks again).
   */
  onLoadMore: () => void;
  /** Translated text when there are no games; defaults to lobbyPage.grid.empty. */
  emptyMessage?: string;
  /** Node ids of the member's favourites (controls each card's star; the stars show only with onToggleFavourite). */
  favouriteIds?: ReadonlySet<string>;
  onPlay?: GameCardProps['onPlay'];
  onDemo?: GameCardProps['onDemo'];
  onToggleFavourite?: GameCardProps['onToggleFavourite'];
  /** The platform's default game icon, for icons that fail twice. */
  defaultIconSrc?: GameCardProps['defaultIconSrc'];
  /** The accessible name of the list of games. */
  label: string;
};

interface GridLayout {
  /** The grid's content width (px). */
  width: number;
  /** The grid's top from the top of the document: the virtualiser's scrollMargin. */
  top: number;
  rem: number;
  viewportHeight: number;
}

const sameLayout = (a: GridLayout | null, b: GridLayout) =>
  a !== null &&
  Math.abs(a.width - b.width) < 0.5 &&
  Math.abs(a.top - b.top) < 0.5 &&
  a.rem === b.rem &&
  a.viewportHeight === b.viewportHeight;

type CellProps = Pick<GameGridProps, 'onPlay' | 'onDemo' | 'onToggleFavourite' | 'defaultIconSrc'> & {
  game: GameCardGame | undefined;
  index: number;
  column: number;
  columns: number;
  /** From the top of the list (px). */
  y: number;
  favourite: boolean | undefined;
  /** The measured card height, which skeletons take too. */
  rowHeight: number;
  measureRef?: Ref<HTMLLIElement>;
};

/**
 * One grid cell, absolutely placed: x from its column (translate percentages are of its own width, so
 * `column × (100% + gap)` is exact), y from the virtual row. Memoised: scrolling re-renders the grid
 * only when the row range changes, and then only new cells render.
 */
const GridCell = memo(function GridCell({
  game,
  index,
  column,
  columns,
  y,
  rowHeight,
  favourite,
  measureRef,
  onPlay,
  onDemo,
  onToggleFavourite,
  defaultIconSrc,
}: CellProps) {
  const style = {
    width: `calc((100% - ${(columns - 1) * GAP_PX}px) / ${columns})`,
    transform: `translate(calc(${column} * (100% + ${GAP_PX}px)), ${y}px)`,
  };
  if (!game) {
    return (
      <li ref={measureRef} data-slot="game-grid-placeholder" aria-hidden="true" className="absolute top-0 left-0" style={style}>
        <GameCardSkeleton className={skeletonFit} style={{ height: rowHeight }} />
      </li>
    );
  }
  return (
    <li ref={measureRef} data-slot="game-grid-item" data-index={index} className="absolute top-0 left-0" style={style}>
      <GameCard
        game={game}
        onPlay={onPlay}
        onDemo={onDemo}
        onToggleFavourite={onToggleFavourite}
        favourite={favourite}
        defaultIconSrc={defaultIconSrc}
      />
    </li>
  );
});

/**
 * A lobby's games: a window-scrolled, virtualised grid of game cards that asks for the next page as the
 * end comes near. Only the rows around the viewport are in the DOM, so 10,000 games cost what 50 do.
 */
export function GameGrid({
  className,
  games,
  loading = false,
  error = false,
  onRetry,
  loadMoreError = false,
  hasMore,
  loadingMore = false,
  onLoadMore,
  emptyMessage,
  favouriteIds,
  onPlay,
  onDemo,
  onToggleFavourite,
  defaultIconSrc,
  label,
  ...props
}: GameGridProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<GridLayout | null>(null);
  const [measuredRow, setMeasuredRow] = useState<number | null>(null);
  /** The game holding focus: its row stays mounted however far the page scrolls. */
  const focusedIndexRef = useRef<number | null>(null);
  const lastLoadRef = useRef(Number.NEGATIVE_INFINITY);

  const state = error ? 'error' : loading ? 'loading' : games.length === 0 ? 'empty' : 'ready';

  // Width for the columns, top for scrollMargin: measured in the ref callback (during commit, so the
  // first paint is already laid out), and again whenever this grid, the page (content above it) or the
  // window changes size.
  const rootRef = useCallback((root: HTMLDivElement | null) => {
    if (!root) return undefined;
    const update = () => {
      const rect = root.getBoundingClientRect();
      const next: GridLayout = {
        width: rect.width,
        top: rect.top + window.scrollY,
        rem: Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16,
        viewportHeight: window.innerHeight,
      };
      setLayout((previous) => (sameLayout(previous, next) ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(root);
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);

  const columns = layout ? columnsFor(layout.width, layout.rem * MIN_CARD_REM) : 1;
  const cardWidth = layout ? (layout.width - GAP_PX * (columns - 1)) / columns : 0;
  const rowHeight = measuredRow ?? cardWidth + CARD_CHROME_PX;

  // Every card has the same height (fixed lines for name and vendor): one rendered cell is measured and
  // its height used for all rows, so rows never resize as they scroll in and the scrollbar never jumps.
  const measureRef = useCallback((node: HTMLLIElement | null) => {
    if (!node) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? node.getBoundingClientRect().height;
      if (height > 0) setMeasuredRow((previous) => (previous !== null && Math.abs(previous - height) < 0.25 ? previous : height));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // While the next page loads, skeletons fill the last row and one more: where its games will land.
  const placeholders = state === 'ready' && loadingMore ? ((columns - (games.length % columns)) % columns) + columns : 0;
  const cellCount = state === 'ready' ? games.length + placeholders : 0;
  const gameRows = Math.ceil(games.length / columns);

  // Overscan: two rows ahead in the direction of travel (down at rest), one behind. Rows cut off at the
  // top or bottom of the list are added on the other side, so the mounted window has the same size at any
  // scroll position and the DOM does not grow as the list is scrolled.
  const directionRef = useRef({ start: 0, forward: true });
  const rangeExtractor = useCallback(
    (range: Range) => {
      const last = directionRef.current;
      const forward = range.startIndex === last.start ? last.forward : range.startIndex > last.start;
      directionRef.current = { start: range.startIndex, forward };
      const ahead = range.overscan;
      const behind = Math.min(1, range.overscan);
      const size = range.endIndex - range.startIndex + 1 + ahead + behind;
      const first = Math.max(0, forward ? range.startIndex - behind : range.endIndex + behind - size + 1);
      const end = Math.min(range.count - 1, first + size - 1);
      const start = Math.max(0, end - size + 1);
      const rows: number[] = [];
      for (let row = start; row <= end; row++) rows.push(row);
      const focused = focusedIndexRef.current;
      const focusedRow = focused === null ? -1 : Math.floor(focused / columns);
      if (focusedRow >= 0 && focusedRow < range.count && (focusedRow < start || focusedRow > end)) {
        rows.push(focusedRow);
        rows.sort((a, b) => a - b);
      }
      return rows;
    },
    [columns],
  );

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: layout ? Math.ceil(cellCount / columns) : 0,
    estimateSize: () => rowHeight,
    gap: GAP_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: layout?.top ?? 0,
    rangeExtractor,
  });

  // estimateSize is not part of the virtualiser's cache key: drop the cached sizes when the row height changes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const scrollMargin = virtualizer.options.scrollMargin;
  const visibleEnd = virtualizer.range?.endIndex ?? -1;
  const wantMore = state === 'ready' && hasMore && !loadingMore && !loadMoreError && visibleEnd >= gameRows - 1 - LOAD_MORE_ROWS;

  const requestMore = useEffectEvent(() => {
    lastLoadRef.current = performance.now();
    onLoadMore();
  });

  // Asks again when the list grows and its end is still near (a page shorter than the viewport).
  useEffect(() => {
    if (!wantMore) return undefined;
    const wait = lastLoadRef.current + LOAD_MORE_THROTTLE_MS - performance.now();
    if (wait <= 0) {
      requestMore();
      return undefined;
    }
    const timer = window.setTimeout(() => requestMore(), wait);
    return () => window.clearTimeout(timer);
  }, [wantMore, games.length]);

  const retryMore = () => {
    lastLoadRef.current = performance.now();
    onLoadMore();
  };

  // React keys: node ids, made unique should two pages ever repeat a game.
  const keys = useMemo(() => {
    const seen = new Set<string>();
    return games.map((game, index) => {
      const key = seen.has(game.nodeId) ? `${game.nodeId}:${index}` : game.nodeId;
      seen.add(game.nodeId);
      return key;
    });
  }, [games]);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const index = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index;
    focusedIndexRef.current = index === undefined ? null : Number(index);
  };
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusedIndexRef.current = null;
  };

  const skeletonCount = layout ? columns * Math.max(1, Math.ceil(layout.viewportHeight / (rowHeight + GAP_PX))) : 0;

  return (
    <div ref={rootRef} data-slot="game-grid" data-state={state} className={cn('flex min-w-0 flex-col gap-3', className)} {...props}>
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}

      {state === 'loading' && (
        <div data-slot="game-grid-loading" aria-busy="true">
          <span className="sr-only">{t('lobbyPage.grid.loading')}</span>
          <div className={autoFillGrid}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <GameCardSkeleton key={index} className={skeletonFit} style={{ height: rowHeight }} />
            ))}
          </div>
        </div>
      )}

      {state === 'empty' && (
        <div
          data-slot="game-grid-empty"
          className="flex flex-col items-center gap-2 rounded-lg border border-border bg-surface-raised p-8 text-center"
        >
          <Gamepad2 aria-hidden className="size-8 text-muted" />
          <p className="text-sm text-muted">{emptyMessage ?? t('lobbyPage.grid.empty')}</p>
        </div>
      )}

      {state === 'ready' && (
        // role="list" is not redundant: Safari drops the role of a list styled without markers (Tailwind's preflight).
        // eslint-disable-next-line jsx-a11y/no-redundant-roles
        <ul
          role="list"
          aria-label={label}
          aria-busy={loadingMore || undefined}
          data-slot="game-grid-list"
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {rows.flatMap((row, rowPosition) =>
            Array.from({ length: columns }, (_, column) => {
              const index = row.index * columns + column;
              if (index >= cellCount) return null;
              const game = games[index];
              return (
                <GridCell
                  key={game ? keys[index] : `placeholder:${index}`}
                  game={game}
                  index={index}
                  column={column}
                  columns={columns}
                  y={row.start - scrollMargin}
                  rowHeight={rowHeight}
                  favourite={game && favouriteIds ? favouriteIds.has(game.nodeId) : undefined}
                  measureRef={rowPosition === 0 && column === 0 ? measureRef : undefined}
                  onPlay={onPlay}
                  onDemo={onDemo}
                  onToggleFavourite={onToggleFavourite}
                  defaultIconSrc={defaultIconSrc}
                />
              );
            }),
          )}
        </ul>
      )}

      {state === 'ready' && (
        // Always present, so the "loading more" announcement is heard when it changes.
        <p role="status" data-slot="game-grid-status" className="sr-only">
          {loadingMore ? t('lobbyPage.grid.loadingMore') : ''}
        </p>
      )}

      {state === 'ready' && loadMoreError && (
        <div
          role="alert"
          data-slot="game-grid-load-more-error"
          className="flex flex-wrap items-center justify-center gap-3 rounded-lg border border-border bg-surface-raised p-3 text-center"
        >
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning" />
          <p className="text-sm text-text">{t('lobbyPage.grid.loadMoreError')}</p>
          <Button variant="secondary" size="sm" onClick={retryMore}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
