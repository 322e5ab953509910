/**
 * The game-start dialogs (spec section 2, "Game start"): a VASSALAGE vendor's popup game list, a PVP
 * game's room list and the TCG_SEA dialog. Mounted by the shell only while one is open (see
 * start-dialogs.ts); what opens them is decided in game-start.ts.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { gameAreas } from '@ui/i18n/locales/areas/game.ts';
import { lobbyPageAreas } from '@ui/i18n/locales/areas/lobby-page.ts';
import { PvpRoomsDialog } from '@ui/game/PvpRoomsDialog.tsx';
import { TcgSeaDialog } from '@ui/game/TcgSeaDialog.tsx';
import { VendorGamesDialog } from '@ui/game/VendorGamesDialog.tsx';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiLanguage, useApiLanguage } from '../../api/client.ts';
import { gameImages, onEachCdn, resolveImage } from '../../api/games.contract.ts';
import type { LaunchedGame } from '../../api/lobby.contract.ts';
import { useGameListInfinite, useLaunchGame, usePvpRooms } from '../../api/lobby.ts';
import { useImageCdns } from '../../api/system.ts';
import { gamePath } from '../../paths.ts';
import { useSession } from '../session/use-session.ts';
import type { LaunchTarget, StartTarget } from './game-start.ts';
import { launchErrorMessage } from './launch-errors.ts';
import { useLaunchAddress } from './use-launch-address.ts';
import { closeStartDialog, useStartDialog } from './start-dialogs.ts';
import { useRefreshBalanceOnClose } from './use-refresh-balance-on-close.ts';
import { useGameActions } from './use-game-actions.ts';

const closeOnDismiss = (open: boolean) => {
  if (!open) closeStartDialog();
};

const vendorName = (vendor: StartTarget) => vendor.displayName || vendor.name || vendor.vassalage;

function VendorGames({ vendor }: { vendor: StartTarget }) {
  const language = useApiLanguage();
  const [search, setSearch] = useState('');
  const cdns = useImageCdns();
  const actions = useGameActions();
  const list = useGameListInfinite({
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    gameName: search,
    language,
  });
  const games = useMemo(
    () =>
      list.data?.pages
        .flatMap((page) => page.games)
        .map((game) => ({ ...game, icon: onEachCdn(cdns, (cdn) => resolveImage(cdn, game.icon)) ?? null })),
    [list.data, cdns],
  );
  const favouriteIds = useMemo(() => (actions.favouriteIds ? new Set(actions.favouriteIds) : undefined), [actions.favouriteIds]);

  return (
    <VendorGamesDialog
      open
      onOpenChange={closeOnDismiss}
      vendorName={vendorName(vendor)}
      games={games}
      loading={list.isPending}
      error={list.isError && (games?.length ?? 0) === 0}
      onRetry={() => void list.refetch()}
      onSearchChange={setSearch}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      loadMoreError={list.isFetchNextPageError}
      onLoadMore={() => void list.fetchNextPage()}
      // The chosen game starts like any tile: a page closes this list, a PVP game's rooms replace it.
      onPlay={actions.play}
      onToggleFavourite={actions.canFavourite ? (game) => actions.toggleFavourite(game) : undefined}
      favouriteIds={favouriteIds}
      defaultIconSrc={onEachCdn(cdns, gameImages.defaultGame)}
    />
  );
}

function PvpRooms({ game }: { game: LaunchTarget }) {
  const navigate = useNavigate();
  const rooms = usePvpRooms({ vassalage: game.vassalage, gameId: game.gameId, language: useApiLanguage() });
  return (
    <PvpRoomsDialog
      open
      onOpenChange={closeOnDismiss}
      gameName={game.name || game.gameId}
      rooms={rooms.data}
      loading={rooms.isPending || (rooms.isError && rooms.isFetching)}
      error={rooms.isError}
      onRetry={() => void rooms.refetch()}
      onJoin={(roomId) => {
        closeStartDialog();
        navigate(gamePath(game, 'real', roomId));
      }}
    />
  );
}

type LaunchResult = { data?: LaunchedGame; error?: unknown };

/** The TCG_SEA game launched once when the dialog opens (StrictMode runs effects twice), and again on Retry. */
function SeaLottery({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation();
  const session = useSession();
  const launch = useLaunchGame();
  const [result, setResult] = useState<LaunchResult>();
  useRefreshBalanceOnClose();
  const startedRef = useRef(false);
  const launchNow = () =>
    launch.mutate(
      // The launch's vassalage is the account type name (spec section 3, launch payload).
      {
        gameId: target.gameId,
        nodeId: target.nodeId,
        vassalage: target.accountTypeName || target.vassalage,
        username: session.account,
        language: apiLanguage(),
      },
      { onSuccess: (data) => setResult({ data }), onError: (error) => setResult({ error }) },
    );
  const launchOnOpen = useEffectEvent(launchNow);
  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    launchOnOpen();
  }, []);

  const address = useLaunchAddress(result?.data);
  const { src, altSrc } = address;
  const error =
    result?.error !== undefined
      ? launchErrorMessage(t, result.error)
      : src === null
        ? t('game.errors.unsafeUrl')
        : address.unreachable
          ? t('game.errors.serverDown')
          : undefined;

  return (
    <TcgSeaDialog
      open
      onOpenChange={closeOnDismiss}
      title={vendorName(target)}
      src={src ?? undefined}
      altSrc={altSrc}
      loading={result === undefined}
      error={error}
      onRetry={() => {
        setResult(undefined);
        launchNow();
      }}
    />
  );
}

/** Closes the dialogs when the page changes under them (browser Back, a link in another window). */
function useCloseOnNavigation() {
  const { key } = useLocation();
  const openedAtRef = useRef(key);
  useEffect(() => {
    if (key !== openedAtRef.current) closeStartDialog();
  }, [key]);
}

/** The dialogs' strings first: nothing shows until they are in, as while the chunk loads. */
export function GameStartDialogs() {
  // The vendor game list shares the lobby's game grid, and its strings.
  return useAreas(gameAreas, lobbyPageAreas) ? <StartDialogs /> : null;
}

function StartDialogs() {
  const dialog = useStartDialog();
  useCloseOnNavigation();
  switch (dialog?.kind) {
    case 'vendor-games':
      return <VendorGames key={`${dialog.vendor.gameType}:${dialog.vendor.vassalage}`} vendor={dialog.vendor} />;
    case 'pvp-rooms':
      return <PvpRooms key={`${dialog.game.vassalage}:${dialog.game.gameId}`} game={dialog.game} />;
    case 'sea-lottery':
      return <SeaLottery key={`${dialog.target.vassalage}:${dialog.target.gameId}`} target={dialog.target} />;
    default:
      return null;
  }
}
