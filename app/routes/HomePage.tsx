/** Home (spec section 2): hot games, game categories, big wins, promotions and lottery results. */
import { CategoryTiles, type GameCategoryKey, type GameCategoryTile } from '@ui/home/CategoryTiles.tsx';
import { HotGames } from '@ui/home/HotGames.tsx';
import { LotteryResults } from '@ui/home/LotteryResults.tsx';
import { PromotionStrip } from '@ui/home/PromotionStrip.tsx';
import { WinnersBoard } from '@ui/home/WinnersBoard.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePromotions } from '../api/content.ts';
import { groupLanes, useGameVendors, useHotGames, useWinnerBoard, type VendorCategory } from '../api/games.ts';
import { usePopularLotteries, useVnOpenedNumbers } from '../api/lottery.ts';
import { useGameActions } from '../features/games/use-game-actions.ts';

const TILE: Record<string, { category: GameCategoryKey; path: string }> = {
  ELOTT: { category: 'LOTTERY', path: '/elott' },
  LOTT: { category: 'LOTTERY', path: '/elott' },
  LIVE: { category: 'LIVE', path: '/live' },
  SPORTS: { category: 'SPORTS', path: '/sports' },
  FISH: { category: 'FISH', path: '/fish' },
  RNG: { category: 'RNG', path: '/rng' },
  PVP: { category: 'PVP', path: '/pvp' },
  ESPORTS: { category: 'ESPORTS', path: '/esports' },
  INHOUSE: { category: 'INHOUSE', path: '/inhouse' },
  COCKFIGHT: { category: 'COCKFIGHT', path: '/sports' },
};

/** One tile per category with vendors; the Vietnam lottery gets its own when its vendor is there. */
export function categoryTiles(categories: readonly VendorCategory[]): GameCategoryTile[] {
  const tiles: GameCategoryTile[] = [];
  for (const { gameCategory, vendors } of categories) {
    const tile = TILE[gameCategory];
    if (!tile || tiles.some((t) => t.category === tile.category)) continue;
    tiles.push({ ...tile, vendorCount: vendors.length });
    if (tile.category === 'LOTTERY' && vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN')) tiles.push({ category: 'VNLOTTERY', path: '/vnlottery', vendorCount: 1 });
  }
  return tiles;
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language.toUpperCase();
  const vendors = useGameVendors();
  const tiles = useMemo(() => categoryTiles(groupLanes(vendors.data ?? [])), [vendors.data]);
  const hot = useHotGames({ language });
  const winners = useWinnerBoard({ language });
  const promotions = usePromotions();
  const results = useVnOpenedNumbers();
  const popular = usePopularLotteries();
  const games = useGameActions();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-space-xl px-space-md py-space-lg">
      <h1 className="sr-only">{t('home.title')}</h1>
      <HotGames
        games={hot.data}
        loading={hot.isPending}
        error={hot.isError}
        onRetry={() => void hot.refetch()}
        favouriteIds={games.favouriteIds}
        onPlay={games.play}
        onDemo={games.demo}
        onToggleFavourite={games.canFavourite ? games.toggleFavourite : undefined}
        onViewAll={() => navigate('/rng')}
      />
      <CategoryTiles categories={tiles} loading={vendors.isPending} error={vendors.isError} onRetry={() => void vendors.refetch()} onNavigate={(path) => navigate(path)} />
      <div className="grid gap-space-xl lg:grid-cols-2">
        <WinnersBoard winners={winners.data} loading={winners.isPending} error={winners.isError} onRetry={() => void winners.refetch()} />
        <LotteryResults
          results={results.data?.slice(0, 3)}
          popular={popular.data?.slice(0, 6)}
          loading={results.isPending || popular.isPending}
          error={results.isError && popular.isError}
          onRetry={() => {
            void results.refetch();
            void popular.refetch();
          }}
          onBet={(gameCode) => navigate(`/vnlottery?gameCode=${encodeURIComponent(gameCode)}`)}
        />
      </div>
      <PromotionStrip
        promotions={promotions.data}
        loading={promotions.isPending}
        error={promotions.isError}
        onRetry={() => void promotions.refetch()}
        onOpen={(id) => navigate(`/promotions/${id}`)}
        onViewAll={() => navigate('/promotions')}
      />
    </div>
  );
}
