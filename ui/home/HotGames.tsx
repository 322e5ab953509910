import { cva } from 'class-variance-authority';
import { Flame } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { GameCard, GameCardSkeleton, type GameCardGame, type GameCardProps } from '../lobby/GameCard.tsx';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { HomeSection, ScrollerButtons, scrollerListVariants, SeeAllButton, useHorizontalScroller } from './home-section.tsx';

// About 2.5 cards at 360 px (the cut card says "there is more"), 5 at tablet, 6+ on desktop.
const itemVariants = cva('w-[8.5rem] shrink-0 snap-start @lg:w-36 @4xl:w-40');

export type HotGamesProps = Omit<ComponentProps<'section'>, 'title' | 'children' | 'onPlay'> & {
  games?: readonly GameCardGame[];
  loading?: boolean;
  /** The list could not be loaded: shows an error panel (with a retry button when onRetry is given). */
  error?: boolean;
  onRetry?: () => void;
  /** Defaults to "Hot games". */
  title?: string;
  /** Node ids of the member's favourites; the stars show only with onToggleFavourite. */
  favouriteIds?: readonly string[];
  onPlay?: (game: GameCardGame) => void;
  onDemo?: (game: GameCardGame) => void;
  onToggleFavourite?: (game: GameCardGame, favourite: boolean) => void;
  /** Shows a "See all" link-button in the header. */
  onViewAll?: () => void;
  /** The platform's default game icon (spec: a failed game image falls back to it). */
  defaultIconSrc?: GameCardProps['defaultIconSrc'];
  /** How many skeleton cards stand in while loading. */
  skeletonCount?: number;
  /** What an empty row says (defaults to "No hot games right now"); "See all" is its way on. */
  emptyMessage?: string;
};

/** The home page's hot games: a titled, swipeable row of game cards; an empty row says so. */
export function HotGames({
  className,
  games,
  loading = false,
  error = false,
  onRetry,
  title,
  favouriteIds,
  onPlay,
  onDemo,
  onToggleFavourite,
  onViewAll,
  defaultIconSrc,
  skeletonCount = 8,
  emptyMessage,
  ...props
}: HotGamesProps) {
  const { t } = useTranslation();
  const { attach: attachList, ...scroller } = useHorizontalScroller();
  const hasGames = (games?.length ?? 0) > 0;
  const state = error ? 'error' : loading ? 'loading' : hasGames ? 'ready' : 'empty';
  const showList = state === 'ready';

  return (
    <HomeSection
      slot="hot-games"
      data-state={state}
      title={title ?? t('home.hotGames')}
      icon={<Flame aria-hidden />}
      actions={
        showList && (
          <>
            {onViewAll && <SeeAllButton onClick={onViewAll} />}
            <ScrollerButtons scroller={scroller} />
          </>
        )
      }
      className={className}
      {...props}
    >
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'empty' && (
        <EmptyState
          size="compact"
          icon={<Flame aria-hidden />}
          title={emptyMessage ?? t('home.empty.hotGames')}
          hint={t('home.empty.hotGamesHint')}
          action={
            onViewAll && (
              <Button variant="secondary" size="sm" onClick={onViewAll}>
                {t('home.empty.browseGames')}
              </Button>
            )
          }
        />
      )}
      {state === 'loading' && (
        <LoadingRegion className={cn(scrollerListVariants(), 'overflow-hidden')}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <GameCardSkeleton key={index} className={itemVariants()} />
          ))}
        </LoadingRegion>
      )}
      {showList && (
        <ul ref={attachList} data-slot="hot-games-list" className={scrollerListVariants()}>
          {games?.map((game) => (
            <li key={game.nodeId} className={itemVariants()}>
              <GameCard
                game={game}
                onPlay={onPlay}
                onDemo={onDemo}
                onToggleFavourite={onToggleFavourite}
                favourite={onToggleFavourite ? (favouriteIds?.includes(game.nodeId) ?? false) : undefined}
                defaultIconSrc={defaultIconSrc}
                className="h-full"
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
