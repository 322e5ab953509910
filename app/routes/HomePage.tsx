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
import { DEFAULT_IMAGE_CDN, gameImages, groupLanes, type VendorCategory } from '../api/games.contract.ts';
import { useGameVendors, useHotGames, useWinnerBoard } from '../api/games.ts';
import { useSystemStatus } from '../api/system.ts';
import { usePopularLotteries, useVnOpenedNumbers } from '../api/lottery.ts';
import { lotteryLaunchVendor, VN_LOTTERY_ACCOUNT } from '../features/games/game-start.ts';
import { useGameActions } from '../features/games/use-game-actions.ts';

const LOTTERY_PATH = '/elott';
const VN_LOTTERY_PATH = '/vnlottery';

const TILE: Record<string, { category: GameCategoryKey; path: string }> = {
  ELOTT: { category: 'LOTTERY', path: LOTTERY_PATH },
  LOTT: { category: 'LOTTERY', path: LOTTERY_PATH },
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
    if (tile.category === 'LOTTERY' && vendors.some((v) => v.vassalage === VN_LOTTERY_ACCOUNT)) tiles.push({ category: 'VNLOTTERY', path: VN_LOTTERY_PATH, vendorCount: 1 });
  }
  return tiles;
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language.toUpperCase();
  const vendors = useGameVendors();
  const categories = useMemo(() => groupLanes(vendors.data ?? []), [vendors.data]);
  const tiles = useMemo(() => categoryTiles(categories), [categories]);
  const hot = useHotGames({ language });
  const winners = useWinnerBoard({ language });
  const promotions = usePromotions();
  const results = useVnOpenedNumbers();
  const popular = usePopularLotteries();
  const games = useGameActions();
  const status = useSystemStatus().data;
  const defaultIconSrc = gameImages.defaultGame(status?.info.imageCDNs[0] ?? DEFAULT_IMAGE_CDN);

  /**
   * The lottery tile starts the TCG_SEA vendor as a game, not a page (spec section 2, "Left menu"); the
   * Vietnam lottery tile starts its vendor (login first). Other tiles are lobby links.
   */
  const openTile = (path: string) => {
    const vendor =
      path === LOTTERY_PATH
        ? lotteryLaunchVendor(categories)
        : path === VN_LOTTERY_PATH
          ? categories.flatMap((c) => c.vendors).find((v) => v.vassalage === VN_LOTTERY_ACCOUNT)
          : undefined;
    if (vendor) games.startVendor(vendor);
    else navigate(path);
  };

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
        // Visitors see the stars too; their click gets the login prompt (trial accounts the warning).
        onToggleFavourite={games.toggleFavourite}
        defaultIconSrc={defaultIconSrc}
        onViewAll={() => navigate('/rng')}
      />
      <CategoryTiles categories={tiles} loading={vendors.isPending} error={vendors.isError} onRetry={() => void vendors.refetch()} onNavigate={openTile} />
      <div className="grid gap-space-xl lg:grid-cols-2">
        <WinnersBoard
          winners={winners.data}
          loading={winners.isPending}
          error={winners.isError}
          onRetry={() => void winners.refetch()}
          defaultIconSrc={defaultIconSrc}
          // A win's game starts like any game tile (login first).
          onPlay={(win) => games.play({ vassalage: win.vassalage ?? '', gameType: win.gameType ?? '', gameId: win.gameId, nodeId: win.nodeId, name: win.gameName })}
        />
        <LotteryResults
          results={results.data?.slice(0, 3)}
          popular={popular.data?.slice(0, 6)}
          loading={results.isPending || popular.isPending}
          error={results.isError && popular.isError}
          onRetry={() => {
            void results.refetch();
            void popular.refetch();
          }}
          // Betting is a game start (login first): a popular standard lottery opens /lottery, a Vietnam draw /vnlottery.
          onBet={(gameCode) =>
            games.play(
              popular.data?.some((item) => item.gameCode === gameCode)
                ? { vassalage: 'LOTT', accountTypeName: 'LOTT', gameType: 'LOTT', gameCode }
                : { vassalage: VN_LOTTERY_ACCOUNT, accountTypeName: VN_LOTTERY_ACCOUNT, gameType: 'ELOTT', gameCode },
            )
          }
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
