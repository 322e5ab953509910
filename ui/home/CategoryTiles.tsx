import { cva } from 'class-variance-authority';
import {
  Bird,
  Cherry,
  Club,
  Dices,
  Fish,
  Gamepad2,
  LayoutGrid,
  Ticket,
  Tickets,
  Trophy,
  TvMinimalPlay,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, type ComponentProps, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format.ts';
import { parseLanguageCode } from '../i18n/languages.ts';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { HomeSection } from './home-section.tsx';

/** The spec's game categories: lottery (ELOTT/LOTT), Vietnam lottery, and one per game type. */
export type GameCategoryKey = 'LOTTERY' | 'VNLOTTERY' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'INHOUSE' | 'COCKFIGHT';

export interface GameCategoryTile {
  category: GameCategoryKey;
  /** Where the tile leads (/rng, /live, /vnlottery...). */
  path: string;
  gameCount?: number;
  vendorCount?: number;
}

const CATEGORY_ICON: Record<GameCategoryKey, LucideIcon> = {
  LOTTERY: Ticket,
  VNLOTTERY: Tickets,
  LIVE: TvMinimalPlay,
  SPORTS: Trophy,
  FISH: Fish,
  RNG: Cherry,
  PVP: Club,
  ESPORTS: Gamepad2,
  INHOUSE: Dices,
  COCKFIGHT: Bird,
};

// Literal keys (not built from the category) so the catalogue check can see each one is used.
const CATEGORY_LABEL = {
  LOTTERY: 'home.category.LOTTERY',
  VNLOTTERY: 'home.category.VNLOTTERY',
  LIVE: 'home.category.LIVE',
  SPORTS: 'home.category.SPORTS',
  FISH: 'home.category.FISH',
  RNG: 'home.category.RNG',
  PVP: 'home.category.PVP',
  ESPORTS: 'home.category.ESPORTS',
  INHOUSE: 'home.category.INHOUSE',
  COCKFIGHT: 'home.category.COCKFIGHT',
} as const satisfies Record<GameCategoryKey, string>;

const gridVariants = cva('grid grid-cols-2 gap-space-sm @sm:grid-cols-3 @2xl:grid-cols-5');

const tileVariants = cva(
  'group flex h-full min-h-16 min-w-0 items-center gap-space-sm rounded-lg border border-border bg-surface-raised p-space-sm text-text shadow-sm transition-colors hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus @2xl:flex-col @2xl:justify-center @2xl:p-space-md @2xl:text-center',
);

const iconVariants = cva(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand transition-colors group-hover:bg-brand group-hover:text-brand-fg @2xl:size-12 [&_svg]:size-5 @2xl:[&_svg]:size-6',
);

export type CategoryTilesProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** Only the categories given are shown, in this order (the menu drops categories without vendors). */
  categories?: readonly GameCategoryTile[];
  /** Client-side navigation; without it the tiles are plain links. Modified clicks (new tab) are left to the browser. */
  onNavigate?: (path: string) => void;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Defaults to "Game categories". */
  title?: string;
};

/** Shortcut tiles into the game lobbies, with how many games and providers each holds. */
export function CategoryTiles({
  className,
  categories,
  onNavigate,
  loading = false,
  error = false,
  onRetry,
  title,
  ...props
}: CategoryTilesProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const state = error ? 'error' : loading ? 'loading' : (categories?.length ?? 0) > 0 ? 'ready' : 'empty';
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };

  return (
    <HomeSection
      slot="category-tiles"
      data-state={state}
      title={title ?? t('home.categories')}
      icon={<LayoutGrid aria-hidden />}
      className={className}
      {...props}
    >
      {state === 'error' && <ErrorPanel onRetry={onRetry} retrying={loading} />}
      {state === 'empty' && (
        <EmptyState
          size="compact"
          icon={<LayoutGrid aria-hidden />}
          title={t('home.empty.categories')}
          hint={t('home.empty.categoriesHint')}
        />
      )}
      {state === 'loading' && (
        <LoadingRegion className={gridVariants()}>
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} className="h-16 rounded-lg @2xl:h-28" />
          ))}
        </LoadingRegion>
      )}
      {state === 'ready' && (
        <ul data-slot="category-tiles-list" className={gridVariants()}>
          {categories?.map((tile) => {
            const Icon = CATEGORY_ICON[tile.category];
            const counts = [
              tile.gameCount !== undefined && {
                kind: 'games',
                text: t('home.gameCount', { count: tile.gameCount, total: formatNumber(tile.gameCount, language) }),
              },
              tile.vendorCount !== undefined && {
                kind: 'vendors',
                text: t('home.vendorCount', { count: tile.vendorCount, total: formatNumber(tile.vendorCount, language) }),
              },
            ].filter((count) => count !== false);
            return (
              <li key={tile.category} className="min-w-0">
                <a
                  href={tile.path}
                  data-slot="category-tile"
                  data-category={tile.category}
                  className={tileVariants()}
                  onClick={(event) => follow(event, tile.path)}
                >
                  <span aria-hidden="true" className={iconVariants()}>
                    <Icon />
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="text-sm leading-5 font-semibold">{t(CATEGORY_LABEL[tile.category])}</span>
                    {counts.length > 0 && (
                      <span className="text-xs leading-4 text-muted group-hover:text-text">
                        {/* Each count stays whole: a narrow tile wraps between them, not inside one. */}
                        {counts.map((count, index) => (
                          <Fragment key={count.kind}>
                            {index > 0 && ' · '}
                            <span className="whitespace-nowrap">{count.text}</span>
                          </Fragment>
                        ))}
                      </span>
                    )}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
}
