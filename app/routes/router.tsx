import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { PageLayout } from '../features/shell/page-layout.ts';
import { LOBBY_PATHS, PATHS, type Lobby } from '../paths.ts';
import { LAYOUTS, type RouteHandle } from './layout.ts';
import { loadChunk } from './lazy-page.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

type PageModule = Record<string, unknown>;

/** A lazy page: its own chunk (so the home route stays small), loaded with the reload-once rule. */
function page<M extends PageModule>(path: string, layout: PageLayout, load: () => Promise<M>, pick: (m: M) => unknown): RouteObject {
  const handle: RouteHandle = { layout };
  return { path, handle, lazy: () => loadChunk(load).then((m) => ({ Component: pick(m) as React.ComponentType })) };
}

const lobby = (category: Lobby) =>
  page(
    LOBBY_PATHS[category],
    LAYOUTS[category],
    () => import('../features/lobby/LobbyPage.tsx'),
    (m) => m.lobbyPage(category),
  );

/** The route table (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // While the first page's chunk loads, the same screen the status check shows next.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
      page(
        PATHS.home,
        LAYOUTS.home,
        () => import('../features/home/HomePage.tsx'),
        (m) => m.HomePage,
      ),
      page(
        PATHS.register,
        LAYOUTS.register,
        () => import('../features/account/AccountPages.tsx'),
        (m) => m.RegisterPage,
      ),
      page(
        PATHS.registerHtml,
        LAYOUTS.register,
        () => import('../features/account/AccountPages.tsx'),
        (m) => m.RegisterPage,
      ),
      page(
        PATHS.login,
        LAYOUTS.login,
        () => import('../features/account/AccountPages.tsx'),
        (m) => m.LoginPage,
      ),
      page(
        PATHS.pointMall,
        LAYOUTS.pointMall,
        () => import('../features/points/PointMallPage.tsx'),
        (m) => m.PointMallPage,
      ),
      page(
        PATHS.lottery,
        LAYOUTS.lottery,
        () => import('../features/lottery/LotteryPages.tsx'),
        (m) => m.LotteryPage,
      ),
      page(
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
      page(
        PATHS.promotions,
        LAYOUTS.promotions,
        () => import('../features/promotions/PromotionsPage.tsx'),
        (m) => m.PromotionsPage,
      ),
      page(
        PATHS.promotion,
        LAYOUTS.promotions,
        () => import('../features/promotions/PromotionsPage.tsx'),
        (m) => m.PromotionDetailPage,
      ),
      page(
        PATHS.promoDetail,
        LAYOUTS.promotions,
        () => import('../features/promotions/PromotionsPage.tsx'),
        (m) => m.PromotionDetailPage,
      ),
      page(
        PATHS.seamless,
        LAYOUTS.seamless,
        () => import('../features/games/GamePage.tsx'),
        (m) => m.SeamlessPage,
      ),
      page(
        PATHS.helpCentre,
        LAYOUTS.helpmc,
        () => import('../features/content/HelpPage.tsx'),
        (m) => m.HelpPage,
      ),
      page(
        PATHS.help,
        LAYOUTS.help,
        () => import('../features/content/HelpPage.tsx'),
        (m) => m.HelpPage,
      ),
      page(
        PATHS.feedback,
        LAYOUTS.feedback,
        () => import('../features/content/FeedbackPage.tsx'),
        (m) => m.FeedbackPage,
      ),
      page(
        PATHS.game,
        LAYOUTS.game,
        () => import('../features/games/GamePage.tsx'),
        (m) => m.GamePage,
      ),
      page(
        PATHS.download,
        LAYOUTS.download,
        () => import('../features/content/DownloadPage.tsx'),
        (m) => m.DownloadPage,
      ),
      page(
        PATHS.vip,
        LAYOUTS.vip,
        () => import('../features/vip/VipPage.tsx'),
        (m) => m.VipPage,
      ),
      page(
        PATHS.speedTest,
        LAYOUTS.speedTest,
        () => import('../features/vip/SpeedTestPage.tsx'),
        (m) => m.SpeedTestPage,
      ),
      page(
        PATHS.responsibleGaming,
        LAYOUTS.responsibleGaming,
        () => import('../features/safer-play/ResponsibleGamingRoute.tsx'),
        (m) => m.ResponsibleGamingRoute,
      ),
      page(
        PATHS.memberCentre,
        LAYOUTS.centre,
        () => import('../features/member/MemberCentre.tsx'),
        (m) => m.MemberCentrePage,
      ),
      page(
        PATHS.agentCentre,
        LAYOUTS.centre,
        () => import('../features/agent/AgentCentre.tsx'),
        (m) => m.AgentCentrePage,
      ),
      page(
        PATHS.notFound,
        LAYOUTS.notFound,
        () => import('../features/shell/NotFoundPage.tsx'),
        (m) => m.NotFoundPage,
      ),
    ],
  },
];

export const router = createBrowserRouter(routes);
