import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LAYOUTS, type PageLayout, type RouteHandle } from './layout.ts';
import { loadChunk } from './lazy-page.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

type PageModule = Record<string, unknown>;

/** A lazy page: its own chunk (so the home route stays small), loaded with the reload-once rule. */
function page<M extends PageModule>(path: string, layout: PageLayout, load: () => Promise<M>, pick: (m: M) => unknown): RouteObject {
  const handle: RouteHandle = { layout };
  return { path, handle, lazy: () => loadChunk(load).then((m) => ({ Component: pick(m) as React.ComponentType })) };
}

type LobbyRoute = 'elott' | 'rng' | 'pvp' | 'live' | 'fish' | 'sports' | 'esports' | 'inhouse';

const lobby = (category: LobbyRoute) =>
  page(`/${category}`, LAYOUTS[category], () => import('./LobbyPage.tsx'), (m) => m.lobbyPage(category));

/** The route table (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      page('/index', LAYOUTS.home, () => import('./HomePage.tsx'), (m) => m.HomePage),
      page('/register', LAYOUTS.register, () => import('./AccountPages.tsx'), (m) => m.RegisterPage),
      page('/register.html', LAYOUTS.register, () => import('./AccountPages.tsx'), (m) => m.RegisterPage),
      page('/login', LAYOUTS.login, () => import('./AccountPages.tsx'), (m) => m.LoginPage),
      page('/pointMall', LAYOUTS.pointMall, () => import('./SectionPage.tsx'), (m) => m.PointMallPage),
      page('/lottery', LAYOUTS.lottery, () => import('./LotteryPages.tsx'), (m) => m.LotteryPage),
      page('/vnlottery', LAYOUTS.vnlottery, () => import('./LotteryPages.tsx'), (m) => m.VnLotteryPage),
      lobby('elott'),
      lobby('rng'),
      lobby('pvp'),
      lobby('live'),
      lobby('fish'),
      lobby('sports'),
      lobby('esports'),
      lobby('inhouse'),
      page('/promotions', LAYOUTS.promotions, () => import('./PromotionsPage.tsx'), (m) => m.PromotionsPage),
      page('/promotions/:id', LAYOUTS.promotions, () => import('./PromotionsPage.tsx'), (m) => m.PromotionDetailPage),
      page('/promoDetail', LAYOUTS.promotions, () => import('./PromotionsPage.tsx'), (m) => m.PromotionDetailPage),
      page('/seamless', LAYOUTS.seamless, () => import('./GamePage.tsx'), (m) => m.SeamlessPage),
      page('/helpmc', LAYOUTS.helpmc, () => import('./HelpPage.tsx'), (m) => m.HelpPage),
      page('/help', LAYOUTS.help, () => import('./HelpPage.tsx'), (m) => m.HelpPage),
      page('/game', LAYOUTS.game, () => import('./GamePage.tsx'), (m) => m.GamePage),
      page('/download', LAYOUTS.download, () => import('./DownloadPage.tsx'), (m) => m.DownloadPage),
      page('/member/:page', LAYOUTS.centre, () => import('./SectionPage.tsx'), (m) => m.MemberCentrePage),
      page('/agent/:page', LAYOUTS.centre, () => import('./SectionPage.tsx'), (m) => m.AgentCentrePage),
      page('*', LAYOUTS.notFound, () => import('./NotFoundPage.tsx'), (m) => m.NotFoundPage),
    ],
  },
];

export const router = createBrowserRouter(routes);
