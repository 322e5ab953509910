import { cva } from 'class-variance-authority';
import {
  BadgePercent,
  Bird,
  Cherry,
  ChevronsLeft,
  ChevronsRight,
  Clover,
  Club,
  Coins,
  Crown,
  Fish,
  Gamepad2,
  Gauge,
  Gem,
  House,
  LayoutGrid,
  Rocket,
  Ticket,
  Trophy,
  TvMinimalPlay,
} from 'lucide-react';
import type { ComponentProps, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { IconButton } from '../primitives/Button.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import type { ThemeName } from '../theme/theme.ts';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';
import { ActionItem, NavItem, VendorGroup, type MenuVendor, type NavigateHandler } from './side-menu-parts.tsx';
import { MenuDownloads, MenuLanguages, MenuReferral, MenuSocials, MenuSupport, type MenuResource } from './side-menu-sections.tsx';

export type { MenuVendor, NavigateHandler } from './side-menu-parts.tsx';
export type { MenuResource } from './side-menu-sections.tsx';

/** A game category entry: the app decides its address and how it starts. */
export interface MenuCategory<V extends MenuVendor = MenuVendor> {
  /** The category code (groupLanes' gameCategory): its icon and label. */
  gameCategory: string;
  /** Its lobby. */
  path: string;
  /** A category without vendors is not shown. */
  vendors: readonly V[];
  /** Lottery types list no vendors (spec section 2, "Left menu"). */
  hideVendors?: boolean;
  /** The entry is a button that starts this vendor as a game instead of a link (onLaunchVendor). */
  launchVendor?: V;
}

/** The fixed entries' addresses. */
export interface MenuPaths {
  home: string;
  inHouse: string;
  promotions: string;
  /** The points mall; the entry shows only when given (its module switch decides in the app). */
  pointMall?: string;
}

const CATEGORY_META = {
  RNG: { icon: Cherry, label: 'menu.category.rng' },
  SPB: { icon: Rocket, label: 'menu.category.spb' },
  LIVE: { icon: TvMinimalPlay, label: 'menu.category.live' },
  FISH: { icon: Fish, label: 'menu.category.fish' },
  PVP: { icon: Club, label: 'menu.category.pvp' },
  SPORTS: { icon: Trophy, label: 'menu.category.sports' },
  ESPORTS: { icon: Gamepad2, label: 'menu.category.esports' },
  COCKFIGHT: { icon: Bird, label: 'menu.category.cockfight' },
  ELOTT: { icon: Ticket, label: 'menu.category.elott' },
  LOTT: { icon: Clover, label: 'menu.category.lott' },
} as const;

const categoryMeta = (code: string) => (Object.hasOwn(CATEGORY_META, code) ? CATEGORY_META[code as keyof typeof CATEGORY_META] : undefined);

const navVariants = cva(
  'flex h-full shrink-0 flex-col border-e border-border bg-surface-raised text-text motion-safe:transition-[width] motion-safe:duration-200',
  { variants: { collapsed: { true: 'w-18', false: 'w-60' } } },
);

const bodyVariants = cva('flex min-h-0 flex-1 flex-col gap-space-sm overflow-y-auto overscroll-contain p-space-sm');

const footerVariants = cva('flex shrink-0 border-t border-border p-space-sm', {
  variants: { collapsed: { true: 'justify-center', false: 'justify-end' } },
});

export type SideMenuProps<V extends MenuVendor = MenuVendor> = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The fixed entries' addresses (Home, In-House, Promotions). */
  paths: MenuPaths;
  /** The game categories in menu order; INHOUSE fills the In-House entry. */
  categories?: readonly MenuCategory<V>[];
  /** The vendor lanes are loading: skeleton rows stand in for the categories. */
  loading?: boolean;
  /** The current route (pathname, plus the search for a vendor entry): its entry gets aria-current="page". */
  activePath?: string;
  /** A plain click on any menu link, unless a handler below takes it; the app navigates with its router. */
  onNavigate?: NavigateHandler;
  /** A plain click on a category link (instead of onNavigate). */
  onSelectCategory?: (category: MenuCategory<V>, event: MouseEvent<HTMLAnchorElement>) => void;
  /** A plain click on a vendor link (instead of onNavigate). */
  onSelectVendor?: (vendor: V, category: MenuCategory<V>) => void;
  /** A category with a launchVendor was chosen: start it; nothing navigates. */
  onLaunchVendor?: (vendor: V, category: MenuCategory<V>) => void;
  /** Mini mode: icons only, with tooltips and screen-reader labels. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Shows the collapse arrow; a mobile drawer turns it off. */
  collapsible?: boolean;
  /** Categories (gameCategory) whose vendor list is open. */
  openGroups?: readonly string[];
  defaultOpenGroups?: readonly string[];
  onOpenGroupsChange?: (openGroups: string[]) => void;
  /** Configured languages; the list shows only when there is more than one. */
  languages?: readonly LanguageCode[];
  language?: LanguageCode;
  onLanguageChange?: (language: LanguageCode) => void;
  /** Shows the light/dark switch under the languages (the phone's drawer: its header has no room for it). */
  onThemeChange?: (theme: ThemeName) => void;
  /** Each action entry shows only when its handler is given (module switches decide in the app). */
  onVip?: () => void;
  /** The domain speed test (spec section 3, resource SpeedTest). */
  onSpeedTest?: () => void;
  onCustomerService?: () => void;
  onPlatformInfo?: () => void;
  onAnnouncements?: () => void;
  onHelpCentre?: () => void;
  /** Download QR codes (Android, MOBILECONFIG) and social links (Facebook, Instagram, TELEGRAM) come from here. */
  resources?: readonly MenuResource[];
  /** Spec section 6: when logged out, or when the referral promotion is enabled. */
  showReferral?: boolean;
  onReferral?: () => void;
};

/**
 * The site's left menu (spec section 2): Home, In-House, one entry per game category with its
 * vendors, Promotions, the points mall, VIP, languages, support, app download, socials, referral invite and the
 * collapse arrow that toggles the mini (72 px) and expanded (240 px) widths.
 *
 * Routing: entries are plain `<a href>` links to the addresses the app passes in, and a plain click
 * calls `onNavigate(path, event)` (or the category and vendor handlers) after preventing the
 * browser's navigation, so the app plugs in its router without ui/ importing one. A category with a
 * launchVendor is a button instead: it calls `onLaunchVendor`.
 */
export function SideMenu<V extends MenuVendor = MenuVendor>({
  className,
  paths,
  categories = [],
  loading = false,
  activePath,
  onNavigate,
  onSelectCategory,
  onSelectVendor,
  onLaunchVendor,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  collapsible = true,
  openGroups: openGroupsProp,
  defaultOpenGroups = [],
  onOpenGroupsChange,
  languages = [],
  language,
  onLanguageChange,
  onThemeChange,
  onVip,
  onSpeedTest,
  onCustomerService,
  onPlatformInfo,
  onAnnouncements,
  onHelpCentre,
  resources = [],
  showReferral = false,
  onReferral,
  ...props
}: SideMenuProps<V>) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useControllableState(collapsedProp, defaultCollapsed, onCollapsedChange);
  const [openGroups, setOpenGroups] = useControllableState<readonly string[]>(
    openGroupsProp,
    defaultOpenGroups,
    onOpenGroupsChange && ((next) => onOpenGroupsChange([...next])),
  );
  const groupProps = (code: string) => ({
    open: openGroups.includes(code),
    onOpenChange: (open: boolean) => setOpenGroups(open ? [...openGroups, code] : openGroups.filter((c) => c !== code)),
  });
  const categoryHandlers = (category: MenuCategory<V>) => ({
    onNavigate: onSelectCategory ? (_: string, event: MouseEvent<HTMLAnchorElement>) => onSelectCategory(category, event) : onNavigate,
    onVendorNavigate: onSelectVendor
      ? (vendor: V) => onSelectVendor(vendor, category)
      : onNavigate && ((vendor: V, event: MouseEvent<HTMLAnchorElement>) => onNavigate(vendor.path, event)),
  });

  const visible = categories.filter((c) => c.vendors.length > 0);
  const inHouse = visible.find((c) => c.gameCategory === 'INHOUSE');
  const gameCategories = visible.filter((c) => c !== inHouse);
  // Two categories may share a lobby (SPORTS and COCKFIGHT): only the first is marked current.
  const claimedPaths = new Set<string>([paths.home, paths.inHouse, paths.promotions]);

  return (
    <nav
      data-slot="side-menu"
      data-state={collapsed ? 'collapsed' : 'expanded'}
      aria-label={t('menu.label')}
      className={cn(navVariants({ collapsed }), className)}
      {...props}
    >
      <div data-slot="side-menu-body" className={bodyVariants()}>
        <ul data-slot="side-menu-list" aria-busy={loading || undefined} className="flex flex-col gap-space-2xs">
          <li>
            <NavItem
              path={paths.home}
              activePath={activePath}
              onNavigate={onNavigate}
              icon={House}
              label={t('menu.home')}
              collapsed={collapsed}
            />
          </li>
          <VendorGroup
            icon={Gem}
            label={t('menu.inHouse')}
            path={paths.inHouse}
            vendors={inHouse?.vendors ?? []}
            {...groupProps('INHOUSE')}
            collapsed={collapsed}
            active={activePath === paths.inHouse}
            activePath={activePath}
            {...(inHouse ? categoryHandlers(inHouse) : { onNavigate })}
          />
          {loading ? (
            <>
              <li className="sr-only">{t('common.loading')}</li>
              {Array.from({ length: 6 }, (_, index) => (
                <li
                  key={index}
                  data-slot="side-menu-skeleton"
                  aria-hidden="true"
                  className={cn('flex min-h-10 items-center gap-space-sm', collapsed ? 'justify-center' : 'px-space-sm')}
                >
                  <Skeleton shape="circle" className="size-5" />
                  {!collapsed && <Skeleton shape="text" className={cn('h-3', index % 2 === 0 ? 'w-24' : 'w-32')} />}
                </li>
              ))}
            </>
          ) : (
            gameCategories.map((category) => {
              const meta = categoryMeta(category.gameCategory);
              const label = meta ? t(meta.label) : category.gameCategory;
              const icon = meta?.icon ?? LayoutGrid;
              const { path, launchVendor } = category;
              const active = activePath === path && !claimedPaths.has(path);
              claimedPaths.add(path);
              const handlers = categoryHandlers(category);
              if (launchVendor) {
                return (
                  <li key={category.gameCategory} data-slot="side-menu-lottery">
                    <ActionItem icon={icon} label={label} collapsed={collapsed} onClick={() => onLaunchVendor?.(launchVendor, category)} />
                  </li>
                );
              }
              if (category.hideVendors) {
                return (
                  <li key={category.gameCategory} data-slot="side-menu-lottery">
                    <NavItem
                      path={path}
                      activePath={active ? path : undefined}
                      onNavigate={handlers.onNavigate}
                      icon={icon}
                      label={label}
                      collapsed={collapsed}
                    />
                  </li>
                );
              }
              return (
                <VendorGroup
                  key={category.gameCategory}
                  icon={icon}
                  label={label}
                  path={path}
                  vendors={category.vendors}
                  {...groupProps(category.gameCategory)}
                  collapsed={collapsed}
                  active={active}
                  activePath={activePath}
                  {...handlers}
                />
              );
            })
          )}
          <li>
            <NavItem
              path={paths.promotions}
              activePath={activePath}
              onNavigate={onNavigate}
              icon={BadgePercent}
              label={t('menu.promotions')}
              collapsed={collapsed}
            />
          </li>
          {paths.pointMall && (
            <li>
              <NavItem
                path={paths.pointMall}
                activePath={activePath}
                onNavigate={onNavigate}
                icon={Coins}
                label={t('menu.pointMall')}
                collapsed={collapsed}
              />
            </li>
          )}
          {onVip && (
            <li>
              <ActionItem icon={Crown} tone="accent" label={t('menu.vip')} collapsed={collapsed} onClick={onVip} />
            </li>
          )}
          {onSpeedTest && (
            <li>
              <ActionItem icon={Gauge} label={t('menu.speedTest')} collapsed={collapsed} onClick={onSpeedTest} />
            </li>
          )}
        </ul>

        <MenuLanguages languages={languages} language={language} onLanguageChange={onLanguageChange} collapsed={collapsed} />
        {onThemeChange && (
          <div
            data-slot="side-menu-theme"
            className="flex min-h-10 items-center justify-between gap-space-sm ps-space-sm text-sm text-text"
          >
            {/* The switch's own name is this word; shown for the eye. */}
            {!collapsed && <span aria-hidden="true">{t('theme.toggle')}</span>}
            <ThemeToggle onThemeChange={onThemeChange} />
          </div>
        )}
        <MenuSupport
          onCustomerService={onCustomerService}
          onPlatformInfo={onPlatformInfo}
          onAnnouncements={onAnnouncements}
          onHelpCentre={onHelpCentre}
          collapsed={collapsed}
        />
        <MenuDownloads resources={resources} collapsed={collapsed} />
        <MenuSocials resources={resources} collapsed={collapsed} />
        {showReferral && <MenuReferral collapsed={collapsed} onReferral={onReferral} />}
      </div>

      {collapsible && (
        <div data-slot="side-menu-footer" className={footerVariants({ collapsed })}>
          <IconButton
            label={collapsed ? t('menu.expand') : t('menu.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? (
              <ChevronsRight aria-hidden className="size-5 rtl:-scale-x-100" />
            ) : (
              <ChevronsLeft aria-hidden className="size-5 rtl:-scale-x-100" />
            )}
          </IconButton>
        </div>
      )}
    </nav>
  );
}
