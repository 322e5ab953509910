/**
 * A game-type lobby (/rng, /live, /fish...; spec sections 2 and 7): the category's vendor tabs, search
 * and the filters it has, and every game in pages of 42 loaded by infinite scroll into a virtualised
 * grid. Vendor, filters and search live in the address, so a lobby view can be shared and survives
 * a reload; what the address says is validated before it is used.
 */
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { GameGrid } from '@ui/lobby/GameGrid.tsx';
import { LobbyFilters, type GameClassify, type LobbyFilterValues } from '@ui/lobby/LobbyFilters.tsx';
import { VendorTabs, type LobbyVendor } from '@ui/lobby/VendorTabs.tsx';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_IMAGE_CDN, GAME_CLASSIFY, groupLanes, resolveImage, useGameListInfinite, useGameVendors } from '../api/games.ts';
import { useSystemStatus } from '../api/system.ts';
import { useGameActions } from '../features/games/use-game-actions.ts';

const GAME_TYPES = { elott: 'ELOTT', rng: 'RNG', pvp: 'PVP', live: 'LIVE', fish: 'FISH', sports: 'SPORTS', esports: 'ESPORTS', inhouse: 'INHOUSE' } as const;
type Lobby = keyof typeof GAME_TYPES;

/** The filters each category offers beyond search (designed: the spec names the fields, not the options). */
const FILTERS: Partial<Record<Lobby, { classify?: boolean; minBets?: number[]; minLineNums?: number[] }>> = {
  rng: { classify: true, minBets: [0.1, 0.5, 1, 2], minLineNums: [10, 20, 25, 50, 243, 1024] },
  live: { minBets: [1, 5, 10, 20] },
  pvp: { minBets: [1, 5, 10, 20] },
};

const SEARCH_MAX = 50;

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
  const vassalage = rawVendor && (vendors === undefined || vendors.some((vendor) => vendor.vassalage === rawVendor)) ? rawVendor : undefined;
  const classify = search.get('classify');
  const value: LobbyFilterValues = {
    search: (search.get('q') ?? '').slice(0, SEARCH_MAX),
    gameClassify: filters.classify && (GAME_CLASSIFY as readonly string[]).includes(classify ?? '') ? (classify as GameClassify) : undefined,
    minBet: positive(search.get('minBet'), filters.minBets),
    minLineNum: positive(search.get('minLine'), filters.minLineNums),
  };
  const update = (next: { vassalage?: string; filters?: LobbyFilterValues }) => {
    const params = new URLSearchParams(search);
    const set = (key: string, v: string | number | undefined) => (v === undefined || v === '' ? params.delete(key) : params.set(key, String(v)));
    if ('vassalage' in next) set('vassalage', next.vassalage);
    if (next.filters) {
      set('q', next.filters.search.trim().slice(0, SEARCH_MAX));
      set('classify', next.filters.gameClassify);
      set('minBet', next.filters.minBet);
      set('minLine', next.filters.minLineNum);
    }
    setSearch(params, { replace: true });
  };
  return { vassalage, value, filters, update };
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

function LobbyPage({ lobby }: { lobby: Lobby }) {
  const { t, i18n } = useTranslation();
  const gridId = useId();
  const title = useLobbyTitle(lobby);
  const status = useSystemStatus().data;
  const cdn = status?.info.imageCDNs[0] ?? DEFAULT_IMAGE_CDN;
  const lanes = useGameVendors();
  const category = useMemo(() => groupLanes(lanes.data ?? []).find((c) => c.gameCategory === GAME_TYPES[lobby]), [lanes.data, lobby]);
  const vendors = useMemo<LobbyVendor[] | undefined>(
    () =>
      lanes.data &&
      (category?.vendors ?? []).map((card) => ({
        vassalage: card.vassalage,
        name: card.displayName ?? card.vassalage,
        iconSrc: resolveImage(cdn, card.smallIcon ?? card.lagerIcon),
        hot: card.isHot,
      })),
    [lanes.data, category, cdn],
  );
  const { vassalage, value, filters, update } = useLobbyParams(lobby, vendors);
  const classifies = filters.classify ? (category?.gameClassify ?? []).map((c) => c.key).filter((key): key is GameClassify => (GAME_CLASSIFY as readonly string[]).includes(key)) : undefined;
  const list = useGameListInfinite({
    gameType: GAME_TYPES[lobby],
    vassalage,
    gameClassify: value.gameClassify,
    gameName: value.search,
    minBet: value.minBet,
    minLineNum: value.minLineNum,
    language: i18n.language.toUpperCase(),
  });
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.games) ?? [], [list.data]);
  const actions = useGameActions();
  const favouriteIds = useMemo(() => (actions.favouriteIds ? new Set(actions.favouriteIds) : undefined), [actions.favouriteIds]);
  const filtered = value.search !== '' || value.gameClassify !== undefined || value.minBet !== undefined || value.minLineNum !== undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-space-lg px-space-md py-space-lg">
      <PageHeading title={title} />
      <VendorTabs
        vendors={vendors ?? []}
        loading={lanes.isPending}
        value={vassalage}
        onValueChange={(next) => update({ vassalage: next })}
        label={t('lobby.page.providers')}
        controlsId={gridId}
      />
      <LobbyFilters
        value={value}
        onValueChange={(next) => update({ filters: next })}
        classifies={classifies && classifies.length > 0 ? classifies : undefined}
        minBets={filters.minBets}
        minLineNums={filters.minLineNums}
        resultCount={list.data?.pages[0]?.totalCount ?? undefined}
        onClear={() => update({ filters: { search: '' } })}
      />
      <GameGrid
        id={gridId}
        games={games}
        loading={list.isPending}
        error={list.isError && games.length === 0}
        onRetry={() => void list.refetch()}
        loadMoreError={list.isFetchNextPageError}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        emptyMessage={filtered ? t('lobby.page.noMatch') : t('pages.lobbyEmpty')}
        favouriteIds={favouriteIds}
        onPlay={actions.play}
        onDemo={actions.demo}
        onToggleFavourite={actions.canFavourite ? actions.toggleFavourite : undefined}
        label={t('lobby.page.gamesOf', { category: title })}
      />
    </div>
  );
}

const pages = new Map<Lobby, () => React.JSX.Element>();

/** One component per lobby route, so React Router keeps each lobby's state apart. */
export function lobbyPage(lobby: Lobby) {
  let component = pages.get(lobby);
  if (!component) {
    component = () => <LobbyPage lobby={lobby} />;
    pages.set(lobby, component);
  }
  return component;
}
