/** The frame each route has (spec section 2's route table). */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageLayout } from '../features/shell/page-layout.ts';

/** What the route table says of an address besides its page: read by RootLayout and at boot. */
export interface RouteHandle {
  layout: PageLayout;
  /** Starts loading the page's chunk (the same load its lazy component waits for). */
  preload?: () => Promise<unknown>;
}

const full = (bannerGroup?: string): PageLayout => ({ header: true, sideMenu: true, footer: true, bannerGroup });

export const LAYOUTS = {
  home: full('w_home'),
  register: { header: true, sideMenu: false, footer: false, bannerGroup: 'w_reg', public: true },
  login: { header: true, sideMenu: false, footer: false, public: true },
  pointMall: full('w_shop'),
  lottery: { header: true, sideMenu: false, footer: false },
  vnlottery: { header: true, sideMenu: true, footer: false, hideBars: true, gameFrame: true },
  elott: full('w_lott'),
  rng: full('w_rng'),
  pvp: full('w_pvp'),
  live: full('w_live'),
  fish: full('w_fish'),
  sports: full('w_sports'),
  esports: full('w_esports'),
  inhouse: full('w_inhouse'),
  promotions: full('w_promotion'),
  seamless: { header: true, sideMenu: true, footer: false, hideBars: true, chatButton: false, gameFrame: true },
  helpmc: { header: false, sideMenu: false, footer: false, public: true },
  help: full('w_help'),
  feedback: full('w_help'),
  game: { header: true, sideMenu: false, footer: false, chatButton: false, gameFrame: true },
  download: { ...full('w_down'), public: true },
  centre: { header: true, sideMenu: true, footer: false },
  vip: full(),
  speedTest: full(),
  // Not in the spec's list: where to get help with gambling is never behind a login (decision 025).
  responsibleGaming: { ...full(), public: true },
  notFound: { header: true, sideMenu: true, footer: true },
} satisfies Record<string, PageLayout>;

/**
 * Routes a visitor may see when the brand's loginedToHomePage setting is on: the spec's /login, /register,
 * /register.html, /helpmc and /download, and the responsible-gaming page (decision 025).
 */
export function isPublicLayout(layout: PageLayout | undefined): boolean {
  return layout?.public === true;
}

/** The route table's entry for an address (its last match's handle); none where nothing matches. */
export function handleAt(routes: RouteObject[], pathname: string): Partial<RouteHandle> | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.handle as Partial<RouteHandle> | undefined;
}

/** The layout RootLayout renders at this address: its route's, or the 404 layout where nothing matches. */
export function layoutAt(routes: RouteObject[], pathname: string): PageLayout {
  return handleAt(routes, pathname)?.layout ?? LAYOUTS.notFound;
}
