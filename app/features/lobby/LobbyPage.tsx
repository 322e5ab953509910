/**
 * A game-type lobby (/rng, /live, /fish...; spec sections 2 and 7): the category's vendor tabs, search
 * and the filters it has, and every game in pages of 42 loaded by infinite scroll into a virtualised
 * grid. Vendor, filters and search live in the address, so a lobby view can be shared and survives
 * a reload; what the address says is validated before it is used.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { lobbyPageAreas } from '@ui/i18n/locales/areas/lobby-page.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { HotGames } from '@ui/home/HotGames.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { GameGrid } from '@ui/lobby/GameGrid.tsx';
import { LobbyFilters, type GameClassify, type LobbyFilterValues } from '@ui/lobby/LobbyFilters.tsx';
import { VendorTabs, type LobbyVendor } from '@ui/lobby/VendorTabs.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { LoadingOverlay } from '@ui/primitives/LoadingOverlay.tsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiLanguage } from '../../api/client.ts';
import { GAME_CLASSIFY, gameImages, groupLanes, onEachCdn, resolveImage, type Game } from '../../api/games.contract.ts';
import { useFavouriteGames, useGameVendors, useHotGames } from '../../api/games.ts';
import { useGameListInfinite, useRecentGames } from '../../api/lobby.ts';
import { useImageCdns } from '../../api/system.ts';
import { markMaintenance, useMaintenanceVendors } from '../games/maintenance.ts';
import { useGameActions } from '../games/use-game-actions.ts';
import { useSession } from '../session/use-session.ts';

const GAME_TYPES = {
  elott: 'ELOTT',
  rng: 'RNG',
  pvp: 'PVP',
  live: 'LIVE',
  fish: 'FISH',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  inhouse: 'INHOUSE',
} as const;
type Lobby = keyof typeof GAME_TYPES;

/** The filters each category offers beyond search (designed: the spec names the fields, not the options). */
const FILTERS: Partial<Record<Lobby, { classify?: boolean; minBets?: number[]; minLineNums?: number[] }>> = {
  // Minimum bets in whole dong, the brand's currency.
  rng: { classify: true, minBets: [100, 500, 1_000, 2_000], minLineNums: [10, 20, 25, 50, 243, 1024] },
  live: { minBets: [1_000, 5_000, 10_000, 20_000] },
  pvp: { minBets: [1_000, 5_000, 10_000, 20_000] },
};

const SEARCH_MAX = 50;

/** The type the server files a virtual category's games under (groupLanes splits them out client-side). */
const SERVER_TYPES: Partial<Record<Lobby, string>> = { esports: 'SPORTS' };

/**
 * The client categories a lobby shows beside its own: cock fight is sports betting, so the sports lobby
 * holds SV388 too, and the menu's Cockfighting opens it with that vendor chosen.
 */
const MORE_CATEGORIES: Partial<Record<Lobby, readonly string[]>> = { sports: ['COCKFIGHT'] };

/**
 * Lobbies whose server type also files another category's games (SPORTS holds the e-sports vendors):
 * their "All" asks for their own vendors by name, so each vendor stays in its own category's lobby.
 */
const BY_VENDOR_NAMES: readonly Lobby[] = ['sports', 'esports'];

function positive(raw: string | null, allowed: readonly number[] | undefined): number | undefined {
  if (raw === null || !allowed) return undefined;
  const value = Number(raw);
  return allowed.includes(value) ? value : undefined;
}

/** The lobby view the address describes, each part checked against what the category offers. */
function useLobbyParams(lobby: Lobby, vendors: readonly LobbyVendor[] | undefined) {
  const [search, setSearch] = useSearchParams();
  const filters = FILTERS[lobby] ?? {};
  const rawVendor = search.get('vassalage') ?? undefined;
  // Until the vendors are known a shared link's vendor is kept; an unknown one is then dropped.
  const vassalage =
    rawVendor && (vendors === undefined || vendors.some((vendor) => vendor.vassalage === rawVendor)) ? rawVendor : undefined;
  const classify = search.get('classify');
  const value: LobbyFilterValues = {
    search: (search.get('q') ?? '').slice(0, SEARCH_MAX),
    gameClassify:
      filters.classify && (GAME_CLASSIFY as readonly string[]).includes(classify ?? '') ? (classify as GameClassify) : undefined,
    minBet: positive(search.get('minBet'), filters.minBets),
    minLineNum: positive(search.get('minLine'), filters.minLineNums),
  };
  const update = (next: { vassalage?: string; filters?: LobbyFilterValues }) => {
    const params = new URLSearchParams(search);
    const set = (key: string, v: string | number | undefined) =>
      v === undefined || v === '' ? params.delete(key) : params.set(key, String(v));
    if ('vassalage' in next) set('vassalage', next.vassalage);
    if (next.filters) {
      set('q', next.filters.search.trim().slice(0, SEARCH_MAX));
      set('classify', next.filters.gameClassify);
      set('minBet', next.filters.minBet);
      set('minLine', next.filters.minLineNum);
    }
    setSearch(params, { replace: true });
  };
  // The favourites dialog's "View all" (favouritesPath): the grid lists the member's favourites only.
  const favouritesOnly = search.get('favourites') === '1';
  const showAllGames = () => {
    const params = new URLSearchParams(search);
    params.delete('favourites');
    setSearch(params, { replace: true });
  };
  return { vassalage, value, filters, update, favouritesOnly, showAllGames };
}

function useLobbyTitle(lobby: Lobby): string {
  const { t } = useTranslation();
  const titles: Record<Lobby, string> = {
    elott: t('pages.lobbyTitleElott'),
    rng: t('pages.lobbyTitleRng'),
    pvp: t('pages.lobbyTitlePvp'),
    live: t('pages.lobbyTitleLive'),
    fish: t('pages.lobbyTitleFish'),
    sports: t('pages.lobbyTitleSports'),
    esports: t('pages.lobbyTitleEsports'),
    inhouse: t('pages.lobbyTitleInhouse'),
  };
  return titles[lobby];
}

type GameActions = ReturnType<typeof useGameActions>;

interface ShelvesProps {
  serverType: string;
  /** The category's vendors, and the one chosen in the tabs. */
  vendors: readonly string[];
  vassalage: string | undefined;
  actions: GameActions;
  defaultIconSrc: string[] | undefined;
}

/**
 * Above the full list: the member's recent games and favourites of this category, then its hot
 * games (spec section 7); each narrowed to the chosen vendor. A row with nothing in it is not shown.
 */
function LobbyShelves({ serverType, vendors, vassalage, actions, defaultIconSrc }: ShelvesProps) {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const session = useSession();
  const member = session.isLogin && !session.isTrial;
  const hot = useHotGames({ language });
  const recent = useRecentGames({ language }, { enabled: member });
  const favourites = useFavouriteGames({ language, gameType: serverType }, { enabled: member });
  const maintenance = useMaintenanceVendors();
  const mine = (games: readonly Game[] | undefined) =>
    games &&
    markMaintenance(
      games.filter(
        (game) => game.gameType === serverType && vendors.includes(game.vassalage) && (!vassalage || game.vassalage === vassalage),
      ),
      maintenance,
    );
  const row = (
    title: string,
    query: { data?: readonly Game[]; isPending: boolean; isError: boolean; refetch: () => unknown },
    slot: string,
  ) =>
    // The full list below is the lobby: a shelf with nothing in it is left out rather than said empty.
    !query.isPending && !query.isError && (mine(query.data)?.length ?? 0) === 0 ? null : (
      <HotGames
        data-slot={slot}
        title={title}
        games={mine(query.data)}
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        favouriteIds={actions.favouriteIds}
        onPlay={actions.play}
        onDemo={actions.demo}
        onToggleFavourite={actions.toggleFavourite}
        defaultIconSrc={defaultIconSrc}
        skeletonCount={6}
      />
    );
  return (
    <>
      {member && row(t('lobbyPage.page.recent'), { ...recent, data: recent.data?.list }, 'lobby-recent')}
      {member && row(t('lobbyPage.page.favourites'), { ...favourites, data: favourites.data?.content }, 'lobby-favourites')}
      {row(t('lobbyPage.page.hot'), hot, 'lobby-hot')}
    </>
  );
}

function LobbyPage({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const gridId = useId();
  const title = useLobbyTitle(lobby);
  const cdns = useImageCdns();
  const lanes = useGameVendors();
  const category = useMemo(() => {
    const codes = [GAME_TYPES[lobby], ...(MORE_CATEGORIES[lobby] ?? [])];
    const shown = groupLanes(lanes.data ?? []).filter((c) => codes.includes(c.gameCategory));
    return shown.length === 0
      ? undefined
      : { vendors: shown.flatMap((c) => c.vendors), gameClassify: shown.flatMap((c) => c.gameClassify) };
  }, [lanes.data, lobby]);
  const vendors = useMemo<LobbyVendor[] | undefined>(
    () =>
      lanes.data &&
      (category?.vendors ?? []).map((card) => ({
        vassalage: card.vassalage,
        name: card.displayName ?? card.vassalage,
        iconSrc: onEachCdn(cdns, (cdn) => resolveImage(cdn, card.smallIcon ?? card.lagerIcon)),
        hot: card.isHot,
        maintenance: card.maintenance,
      })),
    [lanes.data, category, cdns],
  );
  const { vassalage, value, filters, update, favouritesOnly: favouritesAsked, showAllGames } = useLobbyParams(lobby, vendors);
  const session = useSession();
  // Only a member has favourites: a visitor's shared link shows the whole lobby.
  const favouritesOnly = favouritesAsked && session.isLogin && !session.isTrial;
  const favourites = useFavouriteGames({ language, gameType: SERVER_TYPES[lobby] ?? GAME_TYPES[lobby] }, { enabled: favouritesOnly });
  const classifies = filters.classify
    ? (category?.gameClassify ?? [])
        .map((c) => c.key)
        .filter((key): key is GameClassify => (GAME_CLASSIFY as readonly string[]).includes(key))
    : undefined;
  const vendorCodes = useMemo(() => (vendors ?? []).map((vendor) => vendor.vassalage), [vendors]);
  const byName = BY_VENDOR_NAMES.includes(lobby);
  // By name: nothing to ask until the lanes say which vendors are this lobby's, nothing at all without any.
  const noVendors = byName && vendors !== undefined && vendorCodes.length === 0;
  // By name, the list waits for the lanes: if they failed, the grid shows that error and retries them.
  const lanesFailed = byName && lanes.isError && vendors === undefined;
  const list = useGameListInfinite(
    {
      gameType: SERVER_TYPES[lobby] ?? GAME_TYPES[lobby],
      vassalage: vassalage ?? (byName ? vendorCodes.join(',') : undefined),
      gameClassify: value.gameClassify,
      gameName: value.search,
      minBet: value.minBet,
      minLineNum: value.minLineNum,
      language,
    },
    // A new filter keeps the current games under the overlay instead of blanking the grid.
    { keepPrevious: true, enabled: !favouritesOnly && (!byName || (vendors !== undefined && !noVendors)) },
  );
  const maintenance = useMaintenanceVendors();
  const listed = useMemo(
    () => markMaintenance(list.data?.pages.flatMap((page) => page.games) ?? [], maintenance),
    [list.data, maintenance],
  );
  const favouriteGames = useMemo(
    () =>
      markMaintenance(
        (favourites.data?.content ?? []).filter(
          (game) => vendorCodes.includes(game.vassalage) && (!vassalage || game.vassalage === vassalage),
        ),
        maintenance,
      ),
    [favourites.data, vendorCodes, vassalage, maintenance],
  );
  const games = favouritesOnly ? favouriteGames : listed;
  const actions = useGameActions();
  const favouriteIds = useMemo(() => (actions.favouriteIds ? new Set(actions.favouriteIds) : undefined), [actions.favouriteIds]);
  const defaultIconSrc = useMemo(() => onEachCdn(cdns, gameImages.defaultGame), [cdns]);
  // The spec's loading overlay for list calls: derived from the call itself, so it always closes.
  const updating = list.isFetching && list.isPlaceholderData;
  const filtered = value.search !== '' || value.gameClassify !== undefined || value.minBet !== undefined || value.minLineNum !== undefined;

  // Both views (the whole lobby and the favourites) narrow by the same vendor tabs.
  const vendorTabs = (
    <VendorTabs
      vendors={vendors ?? []}
      loading={lanes.isPending}
      error={lanes.isError}
      onRetry={() => void lanes.refetch()}
      retrying={lanes.isFetching}
      value={vassalage}
      onValueChange={(next) => update({ vassalage: next })}
      label={t('lobbyPage.page.providers')}
      controlsId={gridId}
    />
  );

  if (favouritesOnly) {
    return (
      <PageContainer>
        <PageHeading title={`${title} · ${t('lobbyPage.page.favourites')}`} />
        {vendorTabs}
        <Button variant="secondary" size="sm" className="self-start" onClick={showAllGames}>
          {t('lobbyPage.page.allGames')}
        </Button>
        <GameGrid
          id={gridId}
          games={games}
          loading={favourites.isPending || lanes.isPending}
          error={favourites.isError}
          onRetry={() => void favourites.refetch()}
          // Every favourite comes in the one answer: there is no next page to load.
          hasMore={false}
          onLoadMore={() => undefined}
          emptyMessage={t('header.favouritesEmpty')}
          favouriteIds={favouriteIds}
          onPlay={actions.play}
          onDemo={actions.demo}
          onToggleFavourite={actions.toggleFavourite}
          label={t('lobbyPage.page.favouritesOf', { category: title })}
          defaultIconSrc={defaultIconSrc}
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      {/* The brand's slots claim (spec section 9: "nearly 10,000 games"). */}
      <PageHeading title={title} intro={lobby === 'rng' ? t('pages.lobbyIntroRng') : undefined} />
      {vendorTabs}
      <LobbyFilters
        value={value}
        onValueChange={(next) => update({ filters: next })}
        classifies={classifies && classifies.length > 0 ? classifies : undefined}
        minBets={filters.minBets}
        minLineNums={filters.minLineNums}
        resultCount={list.data?.pages[0]?.totalCount ?? undefined}
        onClear={() => update({ filters: { search: '' } })}
      />
      {!filtered && (
        <LobbyShelves
          serverType={SERVER_TYPES[lobby] ?? GAME_TYPES[lobby]}
          vendors={vendorCodes}
          vassalage={vassalage}
          actions={actions}
          defaultIconSrc={defaultIconSrc}
        />
      )}
      <div className="relative" aria-busy={updating || undefined}>
        <GameGrid
          id={gridId}
          games={games}
          loading={list.isPending && !noVendors && !lanesFailed}
          error={(list.isError || lanesFailed) && games.length === 0}
          onRetry={() => void (lanesFailed ? lanes.refetch() : list.refetch())}
          loadMoreError={list.isFetchNextPageError}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          emptyMessage={filtered ? t('lobbyPage.page.noMatch') : t('pages.lobbyEmpty')}
          favouriteIds={favouriteIds}
          onPlay={actions.play}
          onDemo={actions.demo}
          onToggleFavourite={actions.toggleFavourite}
          label={t('lobbyPage.page.gamesOf', { category: title })}
          defaultIconSrc={defaultIconSrc}
        />
        <LoadingOverlay visible={updating} label={t('lobbyPage.page.updating')} className="items-start pt-space-xl" />
      </div>
    </PageContainer>
  );
}

/** The page titles' strings first (Vietnamese loads on demand): words, never keys. */
function LobbyRoute({ lobby }: { lobby: Lobby }) {
  return useAreas(pagesAreas, lobbyPageAreas) ? <LobbyPage lobby={lobby} /> : <LoadingScreen className="min-h-96" />;
}

const pages = new Map<Lobby, () => React.JSX.Element>();

/** One component per lobby route, so React Router keeps each lobby's state apart. */
export function lobbyPage(lobby: Lobby) {
  let component = pages.get(lobby);
  if (!component) {
    component = () => <LobbyRoute lobby={lobby} />;
    pages.set(lobby, component);
  }
  return component;
}
