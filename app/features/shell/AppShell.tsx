/**
 * The frame around every page: header, side menu, banner strip and footer as the route's layout asks
 * (spec section 2), fed by the session, the status call, the vendor lanes and the notice.
 */
import { ThemeToggle } from '@ui/theme/ThemeToggle.tsx';
import { BUNDLED_LANGUAGES, parseLanguageCode, type LanguageCode } from '@ui/i18n/languages.ts';
import { LanguageSwitcher } from '@ui/i18n/LanguageSwitcher.tsx';
import { BannerCarousel, type BannerItem } from '@ui/layout/BannerCarousel.tsx';
import { PageShell, WIDE_LAYOUT_MIN_PX } from '@ui/layout/PageShell.tsx';
import { RewardStrip } from '@ui/layout/RewardStrip.tsx';
import type { SideMenuProps } from '@ui/layout/SideMenu.tsx';
import type { SideMenuDrawerProps } from '@ui/layout/SideMenuDrawer.tsx';
import type { SiteFooterProps } from '@ui/layout/SiteFooter.tsx';
import { SiteHeader, type SiteHeaderSession } from '@ui/layout/SiteHeader.tsx';
import { OfflineBanner } from '@ui/status/OfflineBanner.tsx';
import { safeHttpUrl } from '@ui/lib/url.ts';
import { useHasToasts } from '@ui/primitives/toast-queue.ts';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotice } from '../../api/content.ts';
import { groupLanes, type VendorCategory } from '../../api/games.contract.ts';
import { useFavouriteIds, useGameVendors, useWinnerBoard } from '../../api/games.ts';
import { useUnreadCount } from '../../api/messages.ts';
import { POINTS_MODULE } from '../../api/points.contract.ts';
import { centresShown, moduleEnabled, REFERRAL_PROMO_MODULE } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useBalance } from '../../api/balance.ts';
import { brand } from '../../brand.ts';
import { agentPath, LOBBY_PATHS, memberPath, PATHS, promotionPath } from '../../paths.ts';
import { openChangePassword, openLogin, openRegister } from '../account/account-dialogs.ts';
import { useFreePlay } from '../account/use-free-play.ts';
import { openCustomerService } from '../customer-service/customer-service.ts';
import { bannerStartTarget, lotteryMenuVendor, type StartTarget } from '../games/game-start.ts';
import { useGameActions } from '../games/use-game-actions.ts';
import { useLanguageSync } from '../i18n/language-sync.ts';
import { LiveClock } from '../safer-play/LiveClock.tsx';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';
import { setTheme } from '../theme/theme-store.ts';
import { openAnnouncements, openDownload, openFavourites, openLogout } from './shell-dialogs-store.ts';
import { storedMenuCollapsed, storeMenuCollapsed } from './menu-collapsed.ts';
import type { PageLayout } from './page-layout.ts';
import { sideMenuCategories } from './side-menu-model.ts';
import { useMemberPicture } from './use-member-picture.ts';
import { useOnline } from './use-online.ts';
import { useAfterFirstScreen } from './use-after-first-screen.ts';
import { useOpenedOnce } from './use-opened-once.ts';

/** The first 12 vendors of the lanes, each once (SPB cards stand in both the slots and the SPB category). */
// The session's first balance and the reality check: a chunk of its own, loaded for members only.
const RealityCheck = lazy(() => import('../safer-play/RealityCheck.tsx').then((m) => ({ default: m.RealityCheck })));

function footerPartners(categories: readonly VendorCategory[]) {
  const vendors = new Map(categories.flatMap((c) => c.vendors).map((v) => [v.vassalage, v] as const));
  return [...vendors.values()].slice(0, 12).map((v) => ({ id: v.vassalage, name: v.displayName ?? v.vassalage }));
}

// The toasts' layer (Radix's toast, the member's notice watcher): loaded with the first toast or the first
// logged-in member, then kept. A chunk that fails to load shows nothing (the queue keeps its toasts).
const ToastLayer = lazy(() =>
  import('./ToastLayer.tsx').then(
    (m) => ({ default: m.ToastLayer }),
    () => ({ default: (_props: { member: boolean; chatButton: boolean }): ReactNode => null }),
  ),
);

// The footer is below the fold: its chunk (with its strings and legal links) loads once the first screen
// is in. A chunk that fails to load leaves the page without a footer (never an error screen).
const Footer = lazy(() =>
  import('./Footer.tsx').then(
    (m) => ({ default: m.Footer }),
    () => ({ default: (_props: Omit<SiteFooterProps, 'legalLinks'>): ReactNode => null }),
  ),
);

// The side menu is its own chunk. A phone shows it only in its drawer, so its first screen does without
// it (the drawer and the menu load once the first screen is in); a wide window starts loading it now,
// beside the first screen's calls, and its column keeps its width until it is there. A chunk that fails
// to load leaves the column empty (never an error screen); the header still has every way on.
const loadSideMenu = () => import('@ui/layout/SideMenu.tsx');
const SideMenu = lazy(() =>
  loadSideMenu().then(
    (m) => ({ default: m.SideMenu }),
    () => ({ default: (_props: SideMenuProps): ReactNode => null }),
  ),
);
if (typeof window !== 'undefined' && window.innerWidth >= WIDE_LAYOUT_MIN_PX) void loadSideMenu().catch(() => undefined);

// The narrow layout's drawer (Radix's dialog) is its own chunk too, with the side menu's: fetched once the
// first screen is in, or at once when the menu is opened before that. A chunk that fails to load closes
// the menu again (the header still has every way on).
const SideMenuDrawer = lazy(() =>
  import('@ui/layout/SideMenuDrawer.tsx').then(
    (m) => ({ default: m.SideMenuDrawer }),
    () => ({ default: DrawerUnavailable }),
  ),
);

function DrawerUnavailable({ open, onOpenChange }: SideMenuDrawerProps): ReactNode {
  useEffect(() => {
    if (open) onOpenChange(false);
  }, [open, onOpenChange]);
  return null;
}

/** PageShell's drawer slot: nothing until the first screen is in or the menu opens, then the drawer's chunk. */
function LazySideMenuDrawer(props: SideMenuDrawerProps) {
  const afterFirstScreen = useAfterFirstScreen();
  if (!afterFirstScreen && !props.open) return null;
  return (
    <Suspense>
      <SideMenuDrawer {...props} />
    </Suspense>
  );
}

const MENU_PATHS = { home: PATHS.home, inHouse: LOBBY_PATHS.inhouse, promotions: PATHS.promotions };
const MENU_PATHS_WITH_POINTS = { ...MENU_PATHS, pointMall: PATHS.pointMall };

export function AppShell({ layout, children }: { layout: PageLayout; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const changeLanguage = useLanguageSync();
  const [collapsed, setCollapsed] = useState(storedMenuCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const language: LanguageCode = parseLanguageCode(i18n.language) ?? 'EN';

  const status = useSystemStatus().data;
  const vendors = useGameVendors();
  const categories = useMemo(() => groupLanes(vendors.data ?? []), [vendors.data]);
  const menuCategories = useMemo(() => sideMenuCategories(categories), [categories]);
  const notice = useNotice({ execution: session.isLogin ? 'A' : 'B' }, { enabled: layout.bannerGroup !== undefined });
  const banners = useMemo(
    () => (notice.data?.banners ?? []).filter((b) => b.groupName === layout.bannerGroup),
    [notice.data, layout.bannerGroup],
  );

  const member = session.isLogin && !session.isTrial;
  // The brand's switches (isShowMC, isShowAC, DPSTBAS3, PTSYS3): no entry leads to what is switched off.
  const centres = centresShown(status);
  const inCentre = <T,>(action: T): T | undefined => (centres.memberCentre ? action : undefined);
  const pointMallOn = moduleEnabled(status, POINTS_MODULE);
  const balance = useBalance({ enabled: session.isLogin });
  // Eager, not a lazy chunk: offline, a chunk could not load.
  const online = useOnline();
  const unread = useUnreadCount({ enabled: member });
  const favourites = useFavouriteIds({ enabled: member });
  const freePlay = useFreePlay();
  const toastLayer = useOpenedOnce(useHasToasts() || member);
  const games = useGameActions();
  // The footer is below the fold: its chunk and its help-centre call wait until the first screen is in.
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (afterFirstScreen) void loadSideMenu().catch(() => undefined);
  }, [afterFirstScreen]);
  const picture = useMemberPicture(session.isLogin);
  // The top reward strip runs above every header but on the game routes (spec section 2); the home
  // page's winners board asks the same question, so the two share one call.
  const showStrip = layout.header && !layout.hideBars;
  const winners = useWinnerBoard({ language }, { enabled: showStrip });

  const go = (path: string) => navigate(path);
  const memberOnly = (action: () => void) => () => {
    if (requireMember(session)) action();
  };
  const contactUs = () => void openCustomerService(status, { vip: session.vipService });

  const headerSession: SiteHeaderSession | null =
    session.isLogin && session.account
      ? {
          member: {
            id: session.customerId,
            account: session.account,
            nickname: session.memberInfo?.nickname ?? session.nickname,
            type: session.type ?? 0,
            clubLabel: session.memberInfo?.clubLabel,
            avatarSrc: picture.src,
            avatarFallbackSrc: picture.fallbackSrc,
          },
          isAgent: session.isAgent && centres.agentCentre,
          unreadCount: typeof unread.data === 'number' ? unread.data : undefined,
          favouritesCount: favourites.data?.length,
          balance: {
            sumBalance: balance.data?.sumBalance,
            status: balance.isError ? 'error' : balance.data ? 'ready' : 'loading',
            refreshing: balance.isRefetching,
          },
        }
      : null;

  const header = layout.header && (
    <SiteHeader
      session={headerSession}
      homeHref={PATHS.home}
      onHomeClick={() => go(PATHS.home)}
      onMenuToggle={() => setDrawerOpen((open) => !open)}
      menuOpen={drawerOpen}
      canRegister={moduleEnabled(status, 'DIRECTREG3')}
      canFreePlay={moduleEnabled(status, 'FREEPLAY3')}
      freePlayPending={freePlay.pending}
      memberCentreAvailable={member && centres.memberCentre}
      hasRankPage
      onLogin={() => openLogin()}
      onRegister={openRegister}
      onFreePlay={freePlay.start}
      onDeposit={moduleEnabled(status, 'DPSTBAS3') ? memberOnly(() => go(memberPath('depositv2'))) : undefined}
      onWithdraw={memberOnly(() => go(memberPath('withdraw')))}
      onFavourites={memberOnly(openFavourites)}
      onDownload={openDownload}
      onMessages={inCentre(memberOnly(() => go(memberPath('messageV2'))))}
      onRefreshBalance={() => void balance.refetch()}
      onRankClick={inCentre(memberOnly(() => go(memberPath('playerRank'))))}
      onSecurityCentre={inCentre(memberOnly(() => go(memberPath('securityCenter'))))}
      onMemberCentre={inCentre(memberOnly(() => go(memberPath())))}
      onAccountRecord={inCentre(memberOnly(() => go(memberPath('transactionHistory'))))}
      onBettingRecord={inCentre(memberOnly(() => go(memberPath('personalHistoryCopy'))))}
      onPointMall={pointMallOn ? () => go(PATHS.pointMall) : undefined}
      onChangePassword={memberOnly(() => openChangePassword())}
      onAgentCentre={memberOnly(() => go(agentPath()))}
      onSignOut={openLogout}
      clock={<LiveClock token={session.isLogin ? session.token : undefined} onResponsibleGaming={() => go(PATHS.responsibleGaming)} />}
      endSlot={
        <>
          <LanguageSwitcher languages={BUNDLED_LANGUAGES} value={language} onChange={(code) => void changeLanguage(code)} />
          <ThemeToggle onThemeChange={setTheme} />
        </>
      }
    />
  );

  // Every layout with a header has the menu: a column where the layout asks for it, else only the phone's drawer.
  const sideMenu = ({ placement, close }: { placement: 'column' | 'drawer'; close: () => void }) => {
    const startVendor = (vendor: StartTarget) => {
      close();
      games.startVendor(vendor);
    };
    return (
      <Suspense>
        <SideMenu
          paths={pointMallOn ? MENU_PATHS_WITH_POINTS : MENU_PATHS}
          categories={menuCategories}
          loading={vendors.isPending}
          activePath={location.pathname + location.search}
          onNavigate={(path) => {
            close();
            go(path);
          }}
          // A vendor child (or a lottery category holding one vendor) is a link to its lobby; a plain click
          // starts the vendor instead (spec section 2, "Game start").
          onSelectCategory={(category) => {
            close();
            const vendor = lotteryMenuVendor(category);
            if (vendor) games.startVendor(vendor);
            else go(category.path);
          }}
          onSelectVendor={startVendor}
          onLaunchVendor={startVendor}
          collapsed={placement === 'column' && collapsed}
          collapsible={placement === 'column'}
          // The drawer is wider than the column: the menu fills it (no empty strip beside it).
          className={placement === 'drawer' ? 'w-full border-e-0' : undefined}
          onCollapsedChange={(next) => {
            setCollapsed(next);
            storeMenuCollapsed(next);
          }}
          languages={BUNDLED_LANGUAGES}
          language={language}
          onLanguageChange={(code) => void changeLanguage(code)}
          // A phone's header leaves the theme to the drawer (issue 36); a wide layout keeps it in the header.
          onThemeChange={placement === 'drawer' ? setTheme : undefined}
          onVip={() => {
            close();
            go(PATHS.vip);
          }}
          onSpeedTest={
            status?.info.resources.some((r) => r.resourceType.toUpperCase() === 'SPEEDTEST')
              ? () => {
                  close();
                  go(PATHS.speedTest);
                }
              : undefined
          }
          onCustomerService={contactUs}
          onPlatformInfo={() => go(PATHS.help)}
          onAnnouncements={openAnnouncements}
          onHelpCentre={() => go(PATHS.helpCentre)}
          resources={status?.info.resources}
          // A member's invite card opens the member centre's referral page.
          showReferral={!session.isLogin || (moduleEnabled(status, REFERRAL_PROMO_MODULE) && centres.memberCentre)}
          onReferral={() => go(session.isLogin ? memberPath('referral') : PATHS.register)}
        />
      </Suspense>
    );
  };

  const followBanner = (banner: BannerItem) => {
    const redirect = (banner.redirect ?? banner.linkageType ?? '').toUpperCase();
    if ((redirect === 'PROMO' || redirect === 'P') && banner.redirectPromotionId != null) go(promotionPath(banner.redirectPromotionId));
    else if (redirect === 'GAME' || redirect === 'G') {
      // Through the start matrix, like any vendor entry: login first, then lobby, popup or game.
      const target = bannerStartTarget(banner, categories);
      if (target) games.startVendor(target);
    } else {
      const url = safeHttpUrl(banner.externalLink ?? undefined);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    }
  };

  const banner = layout.bannerGroup !== undefined && (
    <BannerCarousel banners={banners} loading={notice.isPending} onBannerClick={followBanner} label={t('banner.label')} />
  );

  // Room under the page's last line for the floating chat button, so it never covers the last cards or words.
  const chatButtonSpace = layout.chatButton !== false;
  const footer = layout.footer && afterFirstScreen && (
    <Suspense>
      <Footer
        className={chatButtonSpace ? 'pb-20' : undefined}
        socials={status?.info.resources}
        partners={footerPartners(categories)}
        onAffiliate={() => {
          if (session.isAgent && centres.agentCentre) go(agentPath());
          else {
            const link = safeHttpUrl(status?.info.resources.find((r) => r.resourceType === 'AFFILIATELINK')?.url ?? undefined);
            if (link) window.open(link, '_blank', 'noopener,noreferrer');
            else go(PATHS.register);
          }
        }}
        onNavigate={go}
      />
    </Suspense>
  );

  return (
    <>
      <PageShell
        topStrip={
          showStrip && (
            <RewardStrip
              winners={winners.data}
              loading={winners.isPending}
              error={winners.isError}
              onRetry={() => void winners.refetch()}
            />
          )
        }
        header={header || undefined}
        sideMenu={sideMenu}
        sideMenuColumn={layout.sideMenu}
        banner={banner || undefined}
        footer={footer || undefined}
        sideMenuCollapsed={collapsed}
        hideBars={layout.hideBars && !brand.showGameBars}
        sideMenuOpen={drawerOpen}
        onSideMenuOpenChange={setDrawerOpen}
        drawer={LazySideMenuDrawer}
      >
        {children}
        {chatButtonSpace && !layout.footer && <div aria-hidden="true" data-slot="chat-button-space" className="h-20" />}
      </PageShell>
      {!online && <OfflineBanner />}
      {member && session.token && (
        <Suspense>
          <RealityCheck token={session.token} sumBalance={balance.data?.sumBalance} paused={layout.gameFrame === true} />
        </Suspense>
      )}
      {toastLayer && (
        <Suspense>
          <ToastLayer member={member} chatButton={chatButtonSpace} />
        </Suspense>
      )}
    </>
  );
}
