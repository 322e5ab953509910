/**
 * /lottery (header only; query gameCode and playType) and /vnlottery (header and side menu; query
 * gameCode), spec sections 2, 6 and 7. Each page lists its games, shows the chosen game's countdown
 * and results (anyone may browse), and opens the lotto app in the game frame for members. Every
 * widget sits in its own error boundary and shows its own failure with a retry, so one failing call
 * never blanks the page.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { lotteryAreas } from '@ui/i18n/locales/areas/lottery.ts';
import { gameAreas } from '@ui/i18n/locales/areas/game.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { GameFrame, type GameFrameProps } from '@ui/game/GameFrame.tsx';
import { GameStage } from '@ui/game/GameStage.tsx';
import { Columns } from '@ui/layout/Columns.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { SidebarLayout } from '@ui/layout/SidebarLayout.tsx';
import { DrawCountdown } from '@ui/lottery/DrawCountdown.tsx';
import { LatestResults } from '@ui/lottery/LatestResults.tsx';
import { LotteryMenu, type LotteryMenuGame, type LotteryMenuGroup } from '@ui/lottery/LotteryMenu.tsx';
import { PopularLotteries } from '@ui/lottery/PopularLotteries.tsx';
import { RecentLotteries } from '@ui/lottery/RecentLotteries.tsx';
import { VnOpenedNumbers } from '@ui/lottery/VnOpenedNumbers.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PRIZE_MODE, type VnLotteryGame } from '../../api/lottery.contract.ts';
import { useDrawHistory, useLotteryMenus, useOpenedNumero, useVnLotteryMenu, useVnRecentLotteries } from '../../api/lottery.ts';
import { usePopularLotteries, useVnOpenedNumbers } from '../../api/lottery-results.ts';
import { keys } from '../../api/keys.ts';
import { PanelBoundary } from '../errors/PanelBoundary.tsx';
import { addressFor, pickGame, readLotteryAddress } from './lottery-params.ts';
import { useLotteryFavourites } from './use-lottery-favourites.ts';
import { useLotteryLaunch } from './use-lottery-launch.ts';
import { useNow } from './use-now.ts';
import { requireMember } from '../session/role-guards.ts';
import { brand } from '../../brand.ts';
import { ToolbarClock } from '../safer-play/LiveClock.tsx';
import { useSession } from '../session/use-session.ts';

/** The brand's lottery type (spec section 9). */
const PRIZE_MODE = DEFAULT_PRIZE_MODE;
/** After a draw closes, ask again for the next one this long later (and every so often until it comes). */
const DRAW_SETTLE_MS = 5_000;

type MenuGame = LotteryMenuGame & { group: string };

/** A failed call shows its error only while there is nothing to show: a failed refresh keeps the last answer. */
const failed = (query: { isError: boolean; data: unknown }) => query.isError && query.data === undefined;

function useSelectedGame(games: readonly MenuGame[]) {
  const [search, setSearch] = useSearchParams();
  const address = readLotteryAddress(search);
  const { game } = pickGame(games, address.gameCode);
  const select = (gameCode: string) => setSearch(addressFor(search, gameCode), { replace: true });
  return { game, select };
}

/** When the countdown reaches the draw, fetch the next draw (and its results) shortly after. */
function useRefetchAfterDraw(drawAt: number | undefined, now: number, dataUpdatedAt: number, refetch: () => void) {
  const drawing = drawAt !== undefined && now >= drawAt;
  const onDraw = useEffectEvent(refetch);
  // A new answer re-arms the timer, so a draw that is late is asked for again.
  useEffect(() => {
    if (!drawing) return;
    const timer = setTimeout(() => onDraw(), DRAW_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [drawing, dataUpdatedAt]);
}

/** `clock`: the header is hidden (/vnlottery), so the clock and session time ride on the frame's toolbar. */
function FrameArea({ frame, clock = false }: { frame: GameFrameProps; clock?: boolean }) {
  return (
    <GameStage>
      <GameFrame className="flex-1" {...frame} toolbarEnd={clock && <ToolbarClock />} />
    </GameStage>
  );
}

function PlayButtons({ onPlay, onLobby }: { onPlay: () => void; onLobby: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onPlay}>{t('lottery.launch.play')}</Button>
      <Button variant="secondary" onClick={onLobby}>
        {t('lottery.launch.lobby')}
      </Button>
    </>
  );
}

function FavouriteMenu(props: Omit<Parameters<typeof LotteryMenu>[0], 'favouriteIds' | 'onToggleFavourite'>) {
  const favourites = useLotteryFavourites();
  return <LotteryMenu {...props} favouriteIds={favourites.ids} onToggleFavourite={(game) => favourites.toggle(game.id)} />;
}

// ---------------------------------------------------------------------------------------------
// /lottery

function StandardCountdown({ game, launch }: { game: MenuGame; launch: ReturnType<typeof useLotteryLaunch> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const popular = usePopularLotteries();
  const now = useNow();
  const item = popular.data?.find((entry) => entry.gameCode === game.code);
  const drawAt = item ? popular.dataUpdatedAt + item.remainTime : undefined;
  useRefetchAfterDraw(drawAt, now, popular.dataUpdatedAt, () => {
    void popular.refetch();
    // Only active results queries are refetched (opened numero only runs for a logged-in player).
    void client.invalidateQueries({ queryKey: keys.lottery.openedNumero({ gameCode: game.code }) });
    void client.invalidateQueries({ queryKey: keys.lottery.drawHistory({ gameId: game.id }) });
  });
  return (
    <DrawCountdown
      key={game.code}
      title={game.name}
      gameName={game.name}
      numero={item?.numero}
      drawAt={drawAt}
      closed={item?.isSale === false}
      now={now}
      loading={popular.isPending}
      error={failed(popular)}
      onRetry={() => void popular.refetch()}
      actions={
        <PlayButtons
          onPlay={() => launch.open(game.code, game.name)}
          onLobby={() => launch.open(undefined, t('lottery.launch.lobbyTitle'))}
        />
      }
    />
  );
}

/**
 * Anyone browses the public draw history (/lgw/draw/{gameId}); a logged-in player's latest draw comes
 * from opened numero (token) when it has this game, else the history's first draw is the latest.
 */
function StandardResults({ game }: { game: MenuGame }) {
  const { isLogin } = useSession();
  const history = useDrawHistory({ gameId: game.id });
  const opened = useOpenedNumero({ gameCode: game.code }, { enabled: isLogin });
  const fromOpened = isLogin ? opened.data?.find((draw) => draw.gameCode === game.code) : undefined;
  const last = fromOpened ?? history.data?.[0];
  const earlier = useMemo(
    () =>
      history.data
        ?.filter((draw) => draw.numero !== last?.numero)
        .map((draw) => ({ numero: draw.numero, drawnAt: draw.winningTime, balls: draw.winNo })),
    [history.data, last?.numero],
  );
  // Until a latest draw is known, a call still on its way may bring it; once both have answered, a
  // failed one is why there is none. Retry asks again only what failed.
  const sources = isLogin ? [history, opened] : [history];
  const waiting = sources.some((query) => query.isPending && query.fetchStatus !== 'idle');
  const failedSources = sources.filter(failed);
  return (
    <LatestResults
      gameName={game.name}
      draw={last ? { kind: 'balls', numero: last.numero, drawnAt: last.winningTime, balls: last.winNo } : null}
      earlier={earlier}
      loading={!last && (waiting || failedSources.some((query) => query.isFetching))}
      error={!last && !waiting && failedSources.length > 0}
      onRetry={() => failedSources.forEach((query) => void query.refetch())}
    />
  );
}

function PopularPanel({ selectedCode, onSelect }: { selectedCode: string | undefined; onSelect: (gameCode: string) => void }) {
  const popular = usePopularLotteries();
  const now = useNow();
  const items = useMemo(
    () =>
      popular.data?.map((item) => ({
        gameCode: item.gameCode,
        name: item.displayName ?? item.gameCode,
        groupCode: item.gameGroupCode,
        numero: item.numero,
        drawAt: popular.dataUpdatedAt + item.remainTime,
        isSale: item.isSale,
      })),
    [popular.data, popular.dataUpdatedAt],
  );
  return (
    <PopularLotteries
      items={items}
      now={now}
      selectedCode={selectedCode}
      onSelect={onSelect}
      loading={popular.isPending}
      error={failed(popular)}
      onRetry={() => void popular.refetch()}
    />
  );
}

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function LotteryPage() {
  return useAreas(lotteryAreas, gameAreas) ? <Lottery /> : <LoadingScreen className="min-h-96" />;
}

function Lottery() {
  const { t } = useTranslation();
  const menus = useLotteryMenus({ prizeMode: PRIZE_MODE });
  const groups = useMemo<LotteryMenuGroup[] | undefined>(
    () =>
      menus.data?.map((group) => ({
        code: group.code,
        name: group.displayName,
        icon: group.code,
        games: group.games.map((game) => ({ id: game.gameId, code: game.code, name: game.displayName, note: game.remark })),
      })),
    [menus.data],
  );
  const games = useMemo<MenuGame[]>(
    () => (groups ?? []).flatMap((group) => group.games.map((game) => ({ ...game, group: group.code }))),
    [groups],
  );
  const { game, select } = useSelectedGame(games);
  const launch = useLotteryLaunch(PRIZE_MODE);

  if (launch.frame) return <FrameArea frame={launch.frame} />;

  return (
    <PageContainer>
      <PageHeading title={t('lottery.page.title')} intro={t('lottery.page.intro')} />
      <SidebarLayout
        aside={
          <PanelBoundary>
            <FavouriteMenu
              groups={groups}
              selectedCode={game?.code}
              onSelect={(next) => select(next.code)}
              loading={menus.isPending}
              error={failed(menus)}
              onRetry={() => void menus.refetch()}
            />
          </PanelBoundary>
        }
      >
        {game && (
          <Columns>
            <PanelBoundary>
              <StandardCountdown game={game} launch={launch} />
            </PanelBoundary>
            <PanelBoundary>
              <StandardResults game={game} />
            </PanelBoundary>
          </Columns>
        )}
        <PanelBoundary>
          <PopularPanel selectedCode={game?.code} onSelect={select} />
        </PanelBoundary>
      </SidebarLayout>
    </PageContainer>
  );
}

// ---------------------------------------------------------------------------------------------
// /vnlottery

function useDrawNote() {
  const { t } = useTranslation();
  return useCallback(
    (game: VnLotteryGame) => {
      if (game.drawTime) return t('lottery.vn.drawsAt', { time: game.drawTime });
      if (game.drawInterval) return t('lottery.vn.every', { count: Math.max(1, Math.round(game.drawInterval / 60)) });
      return null;
    },
    [t],
  );
}

function VnCountdown({ game, launch }: { game: VnLotteryGame; launch: ReturnType<typeof useLotteryLaunch> }) {
  const { t } = useTranslation();
  const menu = useVnLotteryMenu({ prizeMode: PRIZE_MODE });
  const opened = useVnOpenedNumbers();
  const now = useNow();
  const drawAt = game.remainTime === null || game.remainTime === undefined ? undefined : menu.dataUpdatedAt + game.remainTime;
  useRefetchAfterDraw(drawAt, now, menu.dataUpdatedAt, () => {
    void menu.refetch();
    void opened.refetch();
  });
  return (
    <DrawCountdown
      key={game.gameCode}
      title={game.displayName}
      gameName={game.displayName}
      numero={game.numero}
      drawAt={drawAt}
      closed={!game.isSale}
      now={now}
      actions={
        <PlayButtons
          onPlay={() => launch.open(game.gameCode, game.displayName)}
          onLobby={() => launch.open(undefined, t('lottery.launch.lobbyTitle'))}
        />
      }
    />
  );
}

function VnResults({ game }: { game: VnLotteryGame }) {
  const opened = useVnOpenedNumbers();
  const draws = opened.data?.find((entry) => entry.gameId === game.gameId)?.draws;
  const last = draws?.[0];
  const retry = () => void opened.refetch();
  return (
    <>
      <PanelBoundary>
        <LatestResults
          gameName={game.displayName}
          draw={last ? { kind: 'tiers', numero: last.numero, drawnAt: last.openTime, prizes: last.prizes } : null}
          loading={opened.isPending}
          error={failed(opened)}
          onRetry={retry}
        />
      </PanelBoundary>
      <PanelBoundary className="xl:col-span-2">
        <VnOpenedNumbers
          className="xl:col-span-2"
          gameName={game.displayName}
          draws={draws}
          loading={opened.isPending}
          error={failed(opened)}
          onRetry={retry}
        />
      </PanelBoundary>
    </>
  );
}

function RecentPanel({ selectedCode, onSelect }: { selectedCode: string | undefined; onSelect: (gameCode: string) => void }) {
  const session = useSession();
  const drawNote = useDrawNote();
  const member = session.isLogin && !session.isTrial;
  const recent = useVnRecentLotteries({ enabled: member });
  return (
    <RecentLotteries
      items={recent.data?.map((game) => ({ gameCode: game.gameCode, name: game.displayName, note: drawNote(game) }))}
      selectedCode={selectedCode}
      onSelect={onSelect}
      loading={recent.isPending}
      error={failed(recent)}
      onRetry={() => void recent.refetch()}
      restricted={!session.isLogin ? 'visitor' : session.isTrial ? 'trial' : undefined}
      onUnlock={() => requireMember(session)}
    />
  );
}

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function VnLotteryPage() {
  return useAreas(lotteryAreas, gameAreas) ? <VnLottery /> : <LoadingScreen className="min-h-96" />;
}

function VnLottery() {
  const { t } = useTranslation();
  const drawNote = useDrawNote();
  const menu = useVnLotteryMenu({ prizeMode: PRIZE_MODE });
  const groups = useMemo<LotteryMenuGroup[] | undefined>(
    () =>
      menu.data?.map((region) => ({
        code: region.code,
        name: region.displayName,
        games: region.gameMenus.map((game) => ({ id: game.gameId, code: game.gameCode, name: game.displayName, note: drawNote(game) })),
      })),
    [menu.data, drawNote],
  );
  const vnGames = useMemo(() => (menu.data ?? []).flatMap((region) => region.gameMenus), [menu.data]);
  const games = useMemo<MenuGame[]>(
    () => (groups ?? []).flatMap((group) => group.games.map((game) => ({ ...game, group: group.code }))),
    [groups],
  );
  const { game, select } = useSelectedGame(games);
  const vnGame = vnGames.find((entry) => entry.gameCode === game?.code);
  const launch = useLotteryLaunch(PRIZE_MODE);

  if (launch.frame) return <FrameArea frame={launch.frame} clock={!brand.showGameBars} />;

  return (
    <PageContainer>
      <PageHeading title={t('lottery.vnPage.title')} intro={t('lottery.vnPage.intro')} />
      <SidebarLayout
        aside={
          <>
            <PanelBoundary>
              <RecentPanel selectedCode={game?.code} onSelect={select} />
            </PanelBoundary>
            <PanelBoundary>
              <FavouriteMenu
                groups={groups}
                selectedCode={game?.code}
                onSelect={(next) => select(next.code)}
                loading={menu.isPending}
                error={failed(menu)}
                onRetry={() => void menu.refetch()}
                title={t('lottery.vnPage.menuTitle')}
              />
            </PanelBoundary>
          </>
        }
      >
        {vnGame && (
          <Columns>
            <PanelBoundary>
              <VnCountdown game={vnGame} launch={launch} />
            </PanelBoundary>
            <VnResults game={vnGame} />
          </Columns>
        )}
      </SidebarLayout>
    </PageContainer>
  );
}
