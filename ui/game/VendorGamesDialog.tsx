import { cva } from 'class-variance-authority';
import { Gamepad2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { GameCard, GameCardSkeleton, type GameCardGame, type GameCardProps } from '../lobby/GameCard.tsx';
import { SearchField } from '../lobby/SearchField.tsx';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';

export const VENDOR_SEARCH_DEBOUNCE_MS = 300;
const SKELETON_COUNT = 8;

const gridVariants = cva('grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-space-sm');
const noticeVariants = cva('flex flex-col items-center gap-space-xs rounded-lg border border-border bg-surface p-space-lg text-center');
export interface VendorGamesDialogProps<G extends GameCardGame = GameCardGame> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The vendor's display name (the title says whose games these are). */
  vendorName: string;
  /** The games loaded so far; undefined while the first page loads. */
  games?: readonly G[];
  /** The first page (or a new search) is loading. */
  loading?: boolean;
  /** The first page failed: an error panel with Retry replaces the list. */
  error?: boolean;
  onRetry?: () => void;
  /** The trimmed search text, 300 ms after the last key or at once on Enter; "" when cleared. */
  onSearchChange?: (search: string) => void;
  /** More pages follow: a "Show more" button asks for the next one. */
  hasMore?: boolean;
  loadingMore?: boolean;
  loadMoreError?: boolean;
  onLoadMore?: () => void;
  /** Choosing a game: the container starts it (and closes the list when it becomes a page). */
  onPlay: (game: G) => void;
  /** Members only: the star shows when this is given. */
  onToggleFavourite?: (game: G, favourite: boolean) => void;
  favouriteIds?: ReadonlySet<string> | readonly string[];
  /** The platform's default game icon, for icons that fail to load. */
  defaultIconSrc?: GameCardProps['defaultIconSrc'];
  className?: string;
}

const hasId = (ids: ReadonlySet<string> | readonly string[] | undefined, id: string) =>
  ids === undefined ? false : 'has' in ids ? ids.has(id) : ids.includes(id);

/**
 * The popup game list of a vendor flagged VASSALAGE (spec section 2, "Game start"): a search box over
 * that vendor's games as cards; choosing one calls `onPlay`. Loading shows card skeletons of the
 * final size, a failure shows Retry, and an empty list says whether the search or the vendor is empty.
 */
export function VendorGamesDialog<G extends GameCardGame>({
  vendorName,
  games,
  loading = false,
  error = false,
  onRetry,
  onSearchChange,
  hasMore = false,
  loadingMore = false,
  loadMoreError = false,
  onLoadMore,
  onPlay,
  onToggleFavourite,
  favouriteIds,
  defaultIconSrc,
  className,
  ...props
}: VendorGamesDialogProps<G>) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => () => clearTimeout(timerRef.current), []);

  const apply = (raw: string) => {
    clearTimeout(timerRef.current);
    const search = raw.trim();
    if (search === applied) return;
    setApplied(search);
    onSearchChange?.(search);
  };
  const clear = () => {
    setText('');
    apply('');
    inputRef.current?.focus();
  };

  const list = games ?? [];
  const state = error ? 'error' : loading || games === undefined ? 'loading' : list.length === 0 ? 'empty' : 'ready';

  return (
    <Dialog {...props}>
      <DialogContent size="lg" data-slot="vendor-games-dialog" data-view={state} className={cn('sm:max-w-3xl', className)}>
        <DialogHeader>
          <DialogTitle>{t('game.start.vendorGames.title', { vendor: vendorName })}</DialogTitle>
          <DialogDescription>{t('game.start.vendorGames.description')}</DialogDescription>
        </DialogHeader>
        <SearchField
          ref={inputRef}
          slot="vendor-games"
          text={text}
          onTextChange={(next) => {
            setText(next);
            clearTimeout(timerRef.current);
            timerRef.current = setTimeout(() => apply(next), VENDOR_SEARCH_DEBOUNCE_MS);
          }}
          onSubmit={() => apply(text)}
          onClear={clear}
        />
        <DialogBody data-slot="vendor-games-body" className="flex flex-col gap-space-sm">
          {state === 'error' && <ErrorPanel message={t('game.start.vendorGames.error')} onRetry={onRetry} retrying={loading} />}
          {state === 'loading' && (
            <div aria-busy="true" data-slot="vendor-games-loading">
              <span role="status" className="sr-only">
                {t('game.start.vendorGames.loading')}
              </span>
              <div className={gridVariants()}>
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <GameCardSkeleton key={index} size="sm" />
                ))}
              </div>
            </div>
          )}
          {state === 'empty' && (
            <div data-slot="vendor-games-empty" className={noticeVariants()}>
              <Gamepad2 aria-hidden className="size-8 text-muted" />
              <p role="status" className="text-sm text-muted">
                {applied === '' ? t('game.start.vendorGames.empty') : t('game.start.vendorGames.noMatch', { search: applied })}
              </p>
            </div>
          )}
          {state === 'ready' && (
            <>
              <ul
                data-slot="vendor-games-list"
                aria-label={t('game.start.vendorGames.title', { vendor: vendorName })}
                className={gridVariants()}
              >
                {list.map((game) => (
                  <li key={game.nodeId} className="min-w-0">
                    <GameCard
                      size="sm"
                      game={game}
                      onPlay={() => onPlay(game)}
                      onToggleFavourite={onToggleFavourite && ((_, favourite) => onToggleFavourite(game, favourite))}
                      favourite={onToggleFavourite ? hasId(favouriteIds, game.nodeId) : undefined}
                      defaultIconSrc={defaultIconSrc}
                    />
                  </li>
                ))}
              </ul>
              {loadMoreError && (
                <div
                  role="alert"
                  className="flex flex-wrap items-center justify-center gap-space-sm rounded-lg border border-border bg-surface p-space-sm text-center"
                >
                  <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning" />
                  <p className="text-sm text-text">{t('lobbyPage.grid.loadMoreError')}</p>
                </div>
              )}
              {hasMore && onLoadMore && (
                <Button variant="secondary" className="self-center" loading={loadingMore} onClick={onLoadMore}>
                  {loadMoreError ? t('common.retry') : t('game.start.vendorGames.more')}
                </Button>
              )}
            </>
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
