/** Home (spec section 2): hot games, game categories, big wins, promotions and lottery results. */
import { CategoryTiles, type GameCategoryKey, type GameCategoryTile } from '@ui/home/CategoryTiles.tsx';
import { HomeSection } from '@ui/home/home-section.tsx';
import { HotGames } from '@ui/home/HotGames.tsx';
import { Columns } from '@ui/layout/Columns.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { NearViewport } from '@ui/primitives/NearViewport.tsx';
import { Gift, Ticket, Trophy } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiLanguage } from '../../api/client.ts';
import { gameImages, groupLanes, onEachCdn, type VendorCategory } from '../../api/games.contract.ts';
import { useGameVendors, useHotGames, useWinnerBoard } from '../../api/games.ts';
import { useImageCdns } from '../../api/system.ts';
import { lotteryLaunchVendor, VN_LOTTERY_ACCOUNT } from '../games/game-start.ts';
import { markMaintenance, useMaintenanceVendors } from '../games/maintenance.ts';
import { useGameActions } from '../games/use-game-actions.ts';
import { LOBBY_PATHS, lobbyPath, PATHS, promotionPath } from '../../paths.ts';
import { useAfterFirstScreen } from '../shell/use-after-first-screen.ts';

// Below the fold: the sections' code, strings and calls come once the first screen is in; each draws as it nears the viewport.
const loadSections = () => import('./HomeSections.tsx');
const WinnersSection = lazy(() => loadSections().then((m) => ({ default: m.WinnersSection })));
const LotterySection = lazy(() => loadSections().then((m) => ({ default: m.LotterySection })));
const PromotionSection = lazy(() => loadSections().then((m) => ({ default: m.PromotionSection })));

/** A below-the-fold section until it renders: its titled region (found by name), as tall as its loading state. Not busy: nothing loads until it nears the viewport. */
function Later({
  slot,
  title,
  icon,
  minHeight,
  children,
}: {
  slot: string;
  title: string;
  icon: ReactNode;
  minHeight: string;
  children: ReactNode;
}) {
  return (
    <NearViewport
      className="grid"
      minHeight={minHeight}
      placeholder={<HomeSection slot={`${slot}-placeholder`} title={title} icon={icon} />}
    >
      {children}
    </NearViewport>
  );
}

/**
 * The hot games a first screen can show (a wide desktop row, with room to spare); the rest of the row,
 * off to the right, renders once the first screen is in. The platform sends 40 or more, and building all
 * of their cards with the first screen was the largest part of its layout on a phone.
 */
const FIRST_SCREEN_HOT_GAMES = 12;

/** The tile of each game category (its lobby is the category's). */
const TILE: Record<string, GameCategoryKey> = {
  ELOTT: 'LOTTERY',
  LOTT: 'LOTTERY',
  LIVE: 'LIVE',
  SPORTS: 'SPORTS',
  FISH: 'FISH',
  RNG: 'RNG',
  PVP: 'PVP',
  ESPORTS: 'ESPORTS',
  INHOUSE: 'INHOUSE',
  COCKFIGHT: 'COCKFIGHT',
};

/** One tile per category with vendors; the Vietnam lottery gets its own when its vendor is there. */
export function categoryTiles(categories: readonly VendorCategory[]): GameCategoryTile[] {
  const tiles: GameCategoryTile[] = [];
  for (const { gameCategory, vendors } of categories) {
    const category = TILE[gameCategory];
    if (!category || tiles.some((t) => t.category === category)) continue;
    tiles.push({ category, path: lobbyPath(gameCategory), vendorCount: vendors.length });
    if (category === 'LOTTERY' && vendors.some((v) => v.vassalage === VN_LOTTERY_ACCOUNT))
      tiles.push({ category: 'VNLOTTERY', path: PATHS.vnLottery, vendorCount: 1 });
  }
  return tiles;
}

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useApiLanguage();
  const vendors = useGameVendors();
  const categories = useMemo(() => groupLanes(vendors.data ?? []), [vendors.data]);
  const tiles = useMemo(() => categoryTiles(categories), [categories]);
  const hot = useHotGames({ language });
  const maintenance = useMaintenanceVendors();
  const winners = useWinnerBoard({ language });
  // Below the fold: asked for once the first screen is in, not beside its calls.
  const later = useAfterFirstScreen();
  const hotGames = useMemo(
    () => hot.data && markMaintenance(later ? hot.data : hot.data.slice(0, FIRST_SCREEN_HOT_GAMES), maintenance),
    [hot.data, maintenance, later],
  );
  const queryClient = useQueryClient();
  useEffect(() => {
    if (later)
      void loadSections().then(
        (sections) => sections.prefetchHomeSections(queryClient, language),
        () => undefined,
      );
  }, [later, queryClient, language]);
  const games = useGameActions();
  const cdns = useImageCdns();
  const defaultIconSrc = useMemo(() => onEachCdn(cdns, gameImages.defaultGame), [cdns]);

  /**
   * The lottery tile starts the TCG_SEA vendor as a game, not a page (spec section 2, "Left menu"); the
   * Vietnam lottery tile starts its vendor (login first). Other tiles are lobby links.
   */
  const openTile = (path: string) => {
    const vendor =
      path === LOBBY_PATHS.elott
        ? lotteryLaunchVendor(categories)
        : path === PATHS.vnLottery
          ? categories.flatMap((c) => c.vendors).find((v) => v.vassalage === VN_LOTTERY_ACCOUNT)
          : undefined;
    if (vendor) games.startVendor(vendor);
    else navigate(path);
  };

  return (
    <PageContainer gap="xl">
      <h1 className="sr-only">{t('home.title')}</h1>
      <HotGames
        games={hotGames}
        loading={hot.isPending}
        error={hot.isError}
        onRetry={() => void hot.refetch()}
        favouriteIds={games.favouriteIds}
        onPlay={games.play}
        onDemo={games.demo}
        // Visitors see the stars too; their click gets the login prompt (trial accounts the warning).
        onToggleFavourite={games.toggleFavourite}
        defaultIconSrc={defaultIconSrc}
        onViewAll={() => navigate(LOBBY_PATHS.rng)}
      />
      <CategoryTiles
        categories={tiles}
        loading={vendors.isPending}
        error={vendors.isError}
        onRetry={() => void vendors.refetch()}
        onNavigate={openTile}
      />
      <Columns from="lg" gap="xl" align="stretch">
        <Later slot="winners-board" title={t('home.winners')} icon={<Trophy aria-hidden />} minHeight="21rem">
          <WinnersSection
            winners={winners.data}
            loading={winners.isPending}
            error={winners.isError}
            onRetry={() => void winners.refetch()}
            defaultIconSrc={defaultIconSrc}
            // A win's game starts like any game tile (login first).
            onPlay={(win) =>
              games.play({
                vassalage: win.vassalage ?? '',
                gameType: win.gameType ?? '',
                gameId: win.gameId,
                nodeId: win.nodeId,
                name: win.gameName,
              })
            }
          />
        </Later>
        <Later slot="lottery-results" title={t('home.lottery')} icon={<Ticket aria-hidden />} minHeight="30rem">
          <LotterySection onPlay={games.play} />
        </Later>
      </Columns>
      <Later slot="promotion-strip" title={t('home.promotions')} icon={<Gift aria-hidden />} minHeight="19rem">
        <PromotionSection onOpen={(id) => navigate(promotionPath(id))} onViewAll={() => navigate(PATHS.promotions)} />
      </Later>
    </PageContainer>
  );
}
