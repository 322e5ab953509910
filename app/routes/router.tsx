import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { PageLayout } from '../features/shell/page-layout.ts';
import { FirstPageShown } from '../features/shell/use-after-first-screen.ts';
import { LOBBY_PATHS, PATHS, type Lobby } from '../paths.ts';
import { LAYOUTS, type RouteHandle } from './layout.ts';
import { loadChunk } from './lazy-page.ts';

type PageModule = Record<string, unknown>;

/**
 * A lazy page: its own chunk (so the home route stays small), loaded with the reload-once rule. The
 * component is made once, here; `preload` starts the same load at boot (`preloadPage`). A page whose
 * chunk is in already renders at once instead of suspending for a tick, as the data router's did.
 */
export function pageRoute<M extends PageModule>(
  path: string,
  layout: PageLayout,
  load: () => Promise<M>,
  pick: (m: M) => unknown,
): RouteObject {
  let chunk: Promise<M> | undefined;
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    (chunk ??= loadChunk(load).then((m) => {
      loaded = { default: pick(m) as ComponentType };
      return m;
    }));
  const Page = lazy(() => (loaded ? settled(loaded) : preload().then(() => loaded!)));
  const handle: RouteHandle = { layout, preload };
  return {
    path,
    handle,
    element: (
      <>
        <Page />
        <FirstPageShown />
      </>
    ),
  };
}

/** A thenable that answers at once: React.lazy then has the component synchronously and does not suspend. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

const lobby = (category: Lobby) =>
  pageRoute(
    LOBBY_PATHS[category],
    LAYOUTS[category],
    () => import('../features/lobby/LobbyPage.tsx'),
    (m) => m.lobbyPage(category),
  );

/**
 * The route table (spec section 2): each address's page and layout. `AppRoutes` renders it inside
 * RootLayout; `prefetchFirstScreen` reads the same objects at boot.
 */
export const routes: RouteObject[] = [
  { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
  pageRoute(
    PATHS.home,
    LAYOUTS.home,
    () => import('../features/home/HomePage.tsx'),
    (m) => m.HomePage,
  ),
  pageRoute(
    PATHS.register,
    LAYOUTS.register,
    () => import('../features/account/AccountPages.tsx'),
    (m) => m.RegisterPage,
  ),
  pageRoute(
    PATHS.registerHtml,
    LAYOUTS.register,
    () => import('../features/account/AccountPages.tsx'),
    (m) => m.RegisterPage,
  ),
  pageRoute(
    PATHS.login,
    LAYOUTS.login,
    () => import('../features/account/AccountPages.tsx'),
    (m) => m.LoginPage,
  ),
  pageRoute(
    PATHS.pointMall,
    LAYOUTS.pointMall,
    () => import('../features/points/PointMallPage.tsx'),
    (m) => m.PointMallPage,
  ),
  pageRoute(
    PATHS.lottery,
    LAYOUTS.lottery,
    () => import('../features/lottery/LotteryPages.tsx'),
    (m) => m.LotteryPage,
  ),
  pageRoute(
    PATHS.vnLottery,
    LAYOUTS.vnlottery,
    () => import('../features/lottery/LotteryPages.tsx'),
    (m) => m.VnLotteryPage,
  ),
  lobby('elott'),
  lobby('rng'),
  lobby('pvp'),
  lobby('live'),
  lobby('fish'),
  lobby('sports'),
  lobby('esports'),
  lobby('inhouse'),
  pageRoute(
    PATHS.promotions,
    LAYOUTS.promotions,
    () => import('../features/promotions/PromotionsPage.tsx'),
    (m) => m.PromotionsPage,
  ),
  pageRoute(
    PATHS.promotion,
    LAYOUTS.promotions,
    () => import('../features/promotions/PromotionsPage.tsx'),
    (m) => m.PromotionDetailPage,
  ),
  pageRoute(
    PATHS.promoDetail,
    LAYOUTS.promotions,
    () => import('../features/promotions/PromotionsPage.tsx'),
    (m) => m.PromotionDetailPage,
  ),
  pageRoute(
    PATHS.seamless,
    LAYOUTS.seamless,
    () => import('../features/games/GamePage.tsx'),
    (m) => m.SeamlessPage,
  ),
  pageRoute(
    PATHS.helpCentre,
    LAYOUTS.helpmc,
    () => import('../features/content/HelpPage.tsx'),
    (m) => m.HelpPage,
  ),
  pageRoute(
    PATHS.help,
    LAYOUTS.help,
    () => import('../features/content/HelpPage.tsx'),
    (m) => m.HelpPage,
  ),
  pageRoute(
    PATHS.feedback,
    LAYOUTS.feedback,
    () => import('../features/content/FeedbackPage.tsx'),
    (m) => m.FeedbackPage,
  ),
  pageRoute(
    PATHS.game,
    LAYOUTS.game,
    () => import('../features/games/GamePage.tsx'),
    (m) => m.GamePage,
  ),
  pageRoute(
    PATHS.download,
    LAYOUTS.download,
    () => import('../features/content/DownloadPage.tsx'),
    (m) => m.DownloadPage,
  ),
  pageRoute(
    PATHS.vip,
    LAYOUTS.vip,
    () => import('../features/vip/VipPage.tsx'),
    (m) => m.VipPage,
  ),
  pageRoute(
    PATHS.speedTest,
    LAYOUTS.speedTest,
    () => import('../features/vip/SpeedTestPage.tsx'),
    (m) => m.SpeedTestPage,
  ),
  pageRoute(
    PATHS.responsibleGaming,
    LAYOUTS.responsibleGaming,
    () => import('../features/safer-play/ResponsibleGamingRoute.tsx'),
    (m) => m.ResponsibleGamingRoute,
  ),
  pageRoute(
    PATHS.memberCentre,
    LAYOUTS.centre,
    () => import('../features/member/MemberCentre.tsx'),
    (m) => m.MemberCentrePage,
  ),
  pageRoute(
    PATHS.agentCentre,
    LAYOUTS.centre,
    () => import('../features/agent/AgentCentre.tsx'),
    (m) => m.AgentCentrePage,
  ),
  pageRoute(
    PATHS.notFound,
    LAYOUTS.notFound,
    () => import('../features/shell/NotFoundPage.tsx'),
    (m) => m.NotFoundPage,
  ),
];
