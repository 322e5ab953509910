import { cva } from 'class-variance-authority';
import {
  BadgePercent,
  Bird,
  Check,
  Cherry,
  ChevronDown,
  ChevronsLeft,
  ChevronsRight,
  CircleHelp,
  Clover,
  Club,
  Crown,
  Fish,
  Gamepad2,
  Gem,
  Gift,
  Headset,
  House,
  Info,
  LayoutGrid,
  Megaphone,
  Rocket,
  Send,
  Ticket,
  Trophy,
  TvMinimalPlay,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { safeHttpUrl } from '../lib/url.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Button, IconButton } from '../primitives/Button.tsx';
import { Image } from '../primitives/Image.tsx';
import { QrCode } from '../primitives/QrCode.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { FacebookIcon, InstagramIcon } from './brand-icons.tsx';

// ---------------------------------------------------------------------------------------------
// View models: the platform's field names (app/api/games.ts VendorCard and groupLanes categories,
// app/api/system.ts resources), so a container passes them through unchanged.

/** A vendor card of a game category; only what the menu shows is required. */
export interface MenuVendor {
  vassalage: string;
  displayName?: string | null;
  gameType: string;
  smallIcon?: string | null;
  isHot?: boolean;
}

/** One entry of `groupLanes()`. */
export interface MenuCategory<V extends MenuVendor = MenuVendor> {
  gameCategory: string;
  vendors: readonly V[];
  /** Overrides the route from CATEGORY_PATHS. */
  path?: string;
}

/** One of the status answer's `info.resources` (Android, MOBILECONFIG, Facebook, Instagram, TELEGRAM...). */
export interface MenuResource {
  resourceType: string;
  url?: string | null;
}

/** Fixed entries' routes (spec section 2). */
export const MENU_PATHS = { home: '/index', inHouse: '/inhouse', promotions: '/promotions' } as const;

/**
 * The lobby route per category. Cock fight and SPB cards are split out of SPORTS and RNG by the
 * client (groupLanes), so they open those lobbies; LOTT shares the ELOTT lobby.
 */
export const CATEGORY_PATHS: Readonly<Record<string, string>> = {
  RNG: '/rng',
  SPB: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/sports',
  INHOUSE: '/inhouse',
  ELOTT: '/elott',
  LOTT: '/elott',
};

/** Lottery types list no vendors: choosing one launches this vendor as a game (spec section 2). */
export const LOTTERY_CATEGORIES: readonly string[] = ['ELOTT', 'LOTT'];
export const LOTTERY_LAUNCH_VASSALAGE = 'TCG_SEA';

/** The lobby filtered to one vendor ("slots go to /rng, setting the vassalage value first"). */
export function vendorPath(categoryPath: string, vassalage: string): string {
  return `${categoryPath}?vassalage=${encodeURIComponent(vassalage)}`;
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

/** Resource types are spelled inconsistently by the platform (TELEGRAM, Facebook), so match without case. */
function resourceUrl(resources: readonly MenuResource[], type: string): string | undefined {
  return safeHttpUrl(resources.find((r) => r.resourceType.toUpperCase() === type && safeHttpUrl(r.url))?.url);
}

// ---------------------------------------------------------------------------------------------
// Styles

const navVariants = cva(
  'flex h-full shrink-0 flex-col border-e border-border bg-surface-raised text-text motion-safe:transition-[width] motion-safe:duration-200',
  { variants: { collapsed: { true: 'w-18', false: 'w-60' } } },
);

const bodyVariants = cva('flex min-h-0 flex-1 flex-col gap-space-sm overflow-y-auto overscroll-contain p-space-sm');

const itemVariants = cva(
  'flex min-h-10 w-full min-w-0 items-center gap-space-sm rounded-md text-start text-sm text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-[current]:bg-brand-soft aria-[current]:font-semibold aria-[current]:text-brand',
  { variants: { collapsed: { true: 'justify-center px-0', false: 'px-space-sm' } } },
);

const itemIconVariants = cva('size-5 shrink-0', {
  variants: { tone: { default: 'text-muted group-aria-[current]/item:text-brand', accent: 'text-accent', brand: 'text-brand' } },
  defaultVariants: { tone: 'default' },
});

const labelVariants = cva('', { variants: { collapsed: { true: 'sr-only', false: 'min-w-0 flex-1 truncate' } } });

const groupToggleVariants = cva(
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
);

const vendorListVariants = cva('ms-[1.375rem] mt-space-2xs flex-col gap-space-2xs border-s border-border ps-space-xs');

const vendorItemVariants = cva(
  'flex min-h-10 w-full min-w-0 items-center gap-space-sm rounded-md px-space-sm text-sm text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus aria-[current]:bg-brand-soft aria-[current]:font-semibold aria-[current]:text-brand',
);

const sectionVariants = cva('flex flex-col gap-space-2xs border-t border-border pt-space-sm');

const sectionLabelVariants = cva('text-xs font-semibold tracking-wide text-muted uppercase', {
  variants: { collapsed: { true: 'sr-only', false: 'px-space-sm pb-space-2xs' } },
});

const qrRowVariants = cva('flex items-center gap-space-sm px-space-xs');

const socialListVariants = cva('flex gap-space-xs', { variants: { collapsed: { true: 'flex-col items-center', false: 'flex-wrap px-space-xs' } } });

const socialLinkVariants = cva(
  'inline-flex size-10 items-center justify-center rounded-pill border border-border bg-surface text-text transition-colors hover:border-border-strong hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

const referralVariants = cva('rounded-lg border border-border bg-brand-soft p-space-md');

const footerVariants = cva('flex shrink-0 border-t border-border p-space-sm', { variants: { collapsed: { true: 'justify-center', false: 'justify-end' } } });

// ---------------------------------------------------------------------------------------------
// Parts

type NavigateHandler = (path: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * A real `<a href>`: it works without script, opens in a new tab on a modified click and is
 * crawlable. A plain primary click is handed to `onNavigate` (the app calls its router's
 * navigate), which is why ui/ never imports react-router.
 */
function MenuLink({ path, onNavigate, onClick, children, ...props }: ComponentProps<'a'> & { path: string; onNavigate?: NavigateHandler }) {
  return (
    <a
      href={path}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(path, event);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** Icon and label of a row; in mini mode the label is only visually hidden and the row gets a tooltip. */
function ItemContent({ icon: Icon, label, collapsed, tone }: { icon: LucideIcon; label: string; collapsed: boolean; tone?: 'default' | 'accent' | 'brand' }) {
  return (
    <>
      <Icon aria-hidden className={itemIconVariants({ tone })} />
      <span data-slot="side-menu-label" className={labelVariants({ collapsed })}>
        {label}
      </span>
    </>
  );
}

function NavItem({ path, activePath, onNavigate, icon, label, collapsed }: { path: string; activePath?: string; onNavigate?: NavigateHandler; icon: LucideIcon; label: string; collapsed: boolean }) {
  return (
    <MenuLink
      data-slot="side-menu-item"
      path={path}
      onNavigate={onNavigate}
      aria-current={activePath === path ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={cn('group/item', itemVariants({ collapsed }))}
    >
      <ItemContent icon={icon} label={label} collapsed={collapsed} />
    </MenuLink>
  );
}

function ActionItem({ icon, label, collapsed, tone, onClick }: { icon: LucideIcon; label: string; collapsed: boolean; tone?: 'default' | 'accent' | 'brand'; onClick?: () => void }) {
  return (
    <button
      type="button"
      data-slot="side-menu-item"
      title={collapsed ? label : undefined}
      onClick={onClick}
      className={cn('group/item', itemVariants({ collapsed }))}
    >
      <ItemContent icon={icon} label={label} collapsed={collapsed} tone={tone} />
    </button>
  );
}

interface GroupProps<V extends MenuVendor> {
  icon: LucideIcon;
  label: string;
  path: string;
  vendors: readonly V[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collapsed: boolean;
  active: boolean;
  activePath?: string;
  onNavigate?: NavigateHandler;
}

/** A category link with its vendors in a disclosure beside it (mini mode shows the link only). */
function VendorGroup<V extends MenuVendor>({ icon, label, path, vendors, open, onOpenChange, collapsed, active, activePath, onNavigate }: GroupProps<V>) {
  const { t } = useTranslation();
  const listId = useId();
  const expandable = !collapsed && vendors.length > 0;
  return (
    <li data-slot="side-menu-group" data-state={expandable ? (open ? 'open' : 'closed') : undefined}>
      <div className="flex items-center gap-space-2xs">
        <MenuLink
          data-slot="side-menu-item"
          path={path}
          onNavigate={onNavigate}
          aria-current={active ? 'page' : undefined}
          title={collapsed ? label : undefined}
          className={cn('group/item', itemVariants({ collapsed }))}
        >
          <ItemContent icon={icon} label={label} collapsed={collapsed} />
        </MenuLink>
        {expandable && (
          <button
            type="button"
            data-slot="side-menu-group-toggle"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('menu.vendorsOf', { category: label })}
            title={t('menu.vendorsOf', { category: label })}
            onClick={() => onOpenChange(!open)}
            className={groupToggleVariants()}
          >
            <ChevronDown aria-hidden className={cn('size-4 motion-safe:transition-transform', open && 'rotate-180')} />
          </button>
        )}
      </div>
      {expandable && (
        <ul id={listId} data-slot="side-menu-vendors" hidden={!open} className={cn(vendorListVariants(), open && 'flex')}>
          {vendors.map((vendor) => {
            const href = vendorPath(path, vendor.vassalage);
            const name = vendor.displayName || vendor.vassalage;
            return (
              <li key={vendor.vassalage}>
                <MenuLink data-slot="side-menu-vendor" path={href} onNavigate={onNavigate} title={name} aria-current={activePath === href ? 'page' : undefined} className={vendorItemVariants()}>
                  <Image src={vendor.smallIcon ?? undefined} alt="" width={20} height={20} className="size-5 shrink-0 rounded-pill" />
                  <span className="min-w-0 flex-1 truncate">{name}</span>
                  {vendor.isHot && (
                    <Badge tone="danger" variant="soft" size="sm">
                      {t('menu.hot')}
                    </Badge>
                  )}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function Section({ label, collapsed, children, slot }: { label: string; collapsed: boolean; children: ReactNode; slot: string }) {
  const labelId = useId();
  return (
    <div data-slot={slot} role="group" aria-labelledby={labelId} className={sectionVariants()}>
      <p id={labelId} className={sectionLabelVariants({ collapsed })}>
        {label}
      </p>
      {children}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// The menu

export type SideMenuProps<V extends MenuVendor = MenuVendor> = Omit<ComponentProps<'nav'>, 'children'> & {
  /** `groupLanes()` of the vendor lanes; a category without vendors is not shown. INHOUSE fills the In-House entry. */
  categories?: readonly MenuCategory<V>[];
  /** The vendor lanes are loading: skeleton rows stand in for the categories. */
  loading?: boolean;
  /** The current route (pathname, plus the search for a vendor entry): its entry gets aria-current="page". */
  activePath?: string;
  /** A plain click on any menu link; the app navigates with its router. See MenuLink. */
  onNavigate?: NavigateHandler;
  /** A lottery category was chosen: launch this vendor (vassalage TCG_SEA) as a game; nothing navigates. */
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
  /** Each action entry shows only when its handler is given (module switches decide in the app). */
  onVip?: () => void;
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
 * vendors, Promotions, VIP, languages, support, app download, socials, referral invite and the
 * collapse arrow that toggles the mini (72 px) and expanded (240 px) widths.
 *
 * Routing: entries are plain `<a href>` links and a plain click calls `onNavigate(path, event)`
 * after preventing the browser's navigation, so the app plugs in its router without ui/ importing
 * one. A lottery category is a button instead: it calls `onLaunchVendor` with its TCG_SEA vendor
 * (and falls back to a link to its lobby if it has none).
 */
export function SideMenu<V extends MenuVendor = MenuVendor>({
  className,
  categories = [],
  loading = false,
  activePath,
  onNavigate,
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
  onVip,
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
  const [openGroups, setOpenGroups] = useControllableState<readonly string[]>(openGroupsProp, defaultOpenGroups, onOpenGroupsChange && ((next) => onOpenGroupsChange([...next])));
  const groupProps = (code: string) => ({
    open: openGroups.includes(code),
    onOpenChange: (open: boolean) => setOpenGroups(open ? [...openGroups, code] : openGroups.filter((c) => c !== code)),
  });

  const visible = categories.filter((c) => c.vendors.length > 0);
  const inHouse = visible.find((c) => c.gameCategory === 'INHOUSE');
  const gameCategories = visible.filter((c) => c !== inHouse);
  // Two categories may share a lobby (SPORTS and COCKFIGHT): only the first is marked current.
  const claimedPaths = new Set<string>([MENU_PATHS.home, MENU_PATHS.inHouse, MENU_PATHS.promotions]);

  const downloads = (
    [
      { key: 'android', type: 'ANDROID', name: t('menu.download.android'), qr: t('menu.download.androidQr'), link: t('menu.download.androidLink') },
      { key: 'ios', type: 'MOBILECONFIG', name: t('menu.download.ios'), qr: t('menu.download.iosQr'), link: t('menu.download.iosLink') },
    ] as const
  ).flatMap((app) => {
    const url = resourceUrl(resources, app.type);
    return url ? [{ ...app, url }] : [];
  });
  const socials = (
    [
      { type: 'FACEBOOK', label: t('menu.social.facebook'), icon: FacebookIcon },
      { type: 'INSTAGRAM', label: t('menu.social.instagram'), icon: InstagramIcon },
      { type: 'TELEGRAM', label: t('menu.social.telegram'), icon: Send },
    ] as const
  ).flatMap((social) => {
    const url = resourceUrl(resources, social.type);
    return url ? [{ ...social, url }] : [];
  });
  const support = [
    { key: 'cs', icon: Headset, label: t('menu.support.customerService'), onClick: onCustomerService },
    { key: 'info', icon: Info, label: t('menu.support.platformInfo'), onClick: onPlatformInfo },
    { key: 'notice', icon: Megaphone, label: t('menu.support.announcements'), onClick: onAnnouncements },
    { key: 'help', icon: CircleHelp, label: t('menu.support.helpCentre'), onClick: onHelpCentre },
  ].filter((item) => item.onClick);

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
            <NavItem path={MENU_PATHS.home} activePath={activePath} onNavigate={onNavigate} icon={House} label={t('menu.home')} collapsed={collapsed} />
          </li>
          <VendorGroup
            icon={Gem}
            label={t('menu.inHouse')}
            path={MENU_PATHS.inHouse}
            vendors={inHouse?.vendors ?? []}
            {...groupProps('INHOUSE')}
            collapsed={collapsed}
            active={activePath === MENU_PATHS.inHouse}
            activePath={activePath}
            onNavigate={onNavigate}
          />
          {loading ? (
            <>
              <li className="sr-only">{t('common.loading')}</li>
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index} data-slot="side-menu-skeleton" aria-hidden="true" className={cn('flex min-h-10 items-center gap-space-sm', collapsed ? 'justify-center' : 'px-space-sm')}>
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
              const path = category.path ?? CATEGORY_PATHS[category.gameCategory] ?? `/${category.gameCategory.toLowerCase()}`;
              const active = activePath === path && !claimedPaths.has(path);
              claimedPaths.add(path);
              if (LOTTERY_CATEGORIES.includes(category.gameCategory)) {
                const launchVendor = category.vendors.find((v) => v.vassalage === LOTTERY_LAUNCH_VASSALAGE);
                return (
                  <li key={category.gameCategory} data-slot="side-menu-lottery">
                    {launchVendor ? (
                      <ActionItem icon={icon} label={label} collapsed={collapsed} onClick={() => onLaunchVendor?.(launchVendor, category)} />
                    ) : (
                      <NavItem path={path} activePath={active ? path : undefined} onNavigate={onNavigate} icon={icon} label={label} collapsed={collapsed} />
                    )}
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
                  onNavigate={onNavigate}
                />
              );
            })
          )}
          <li>
            <NavItem path={MENU_PATHS.promotions} activePath={activePath} onNavigate={onNavigate} icon={BadgePercent} label={t('menu.promotions')} collapsed={collapsed} />
          </li>
          {onVip && (
            <li>
              <ActionItem icon={Crown} tone="accent" label={t('menu.vip')} collapsed={collapsed} onClick={onVip} />
            </li>
          )}
        </ul>

        {languages.length > 1 && (
          <Section slot="side-menu-languages" label={t('language.label')} collapsed={collapsed}>
            <ul className="flex flex-col gap-space-2xs">
              {languages.map((code) => {
                const { nativeName, locale } = LANGUAGES[code];
                const current = code === language;
                return (
                  <li key={code}>
                    <button
                      type="button"
                      data-slot="side-menu-language"
                      lang={locale}
                      title={collapsed ? nativeName : undefined}
                      aria-current={current || undefined}
                      onClick={() => onLanguageChange?.(code)}
                      className={itemVariants({ collapsed })}
                    >
                      {/* Mini mode shows the code (EN, VI); the native name stays the accessible name. */}
                      {collapsed ? (
                        <span aria-hidden="true" className="text-xs font-semibold">
                          {code}
                        </span>
                      ) : (
                        <Check aria-hidden className={cn('size-5 shrink-0', current ? 'text-brand' : 'invisible')} />
                      )}
                      <span className={labelVariants({ collapsed })}>{nativeName}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Section>
        )}

        {support.length > 0 && (
          <Section slot="side-menu-support" label={t('menu.support.label')} collapsed={collapsed}>
            <ul className="flex flex-col gap-space-2xs">
              {support.map((item) => (
                <li key={item.key}>
                  <ActionItem icon={item.icon} label={item.label} collapsed={collapsed} onClick={item.onClick} />
                </li>
              ))}
            </ul>
          </Section>
        )}

        {/* A 100 px code does not fit the 72 px rail: the downloads wait for the expanded menu. */}
        {!collapsed && downloads.length > 0 && (
          <Section slot="side-menu-download" label={t('menu.download.label')} collapsed={collapsed}>
            <p className="px-space-sm text-xs text-muted">{t('menu.download.hint')}</p>
            {downloads.map((app) => (
              <div key={app.key} data-slot="side-menu-qr" className={qrRowVariants()}>
                <QrCode value={app.url} size={100} label={app.qr} className="shrink-0 p-space-xs" />
                <a
                  href={app.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${app.link} ${t('menu.newTab')}`}
                  className="inline-flex min-h-10 min-w-0 items-center rounded-sm text-sm font-semibold break-words text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                >
                  {app.name}
                </a>
              </div>
            ))}
          </Section>
        )}

        {socials.length > 0 && (
          <Section slot="side-menu-social" label={t('menu.social.label')} collapsed={collapsed}>
            <ul className={socialListVariants({ collapsed })}>
              {socials.map(({ type, label, url, icon: Icon }) => (
                <li key={type}>
                  <a href={url} target="_blank" rel="noopener noreferrer" title={label} className={socialLinkVariants()}>
                    <Icon aria-hidden className="size-5" />
                    <span className="sr-only">
                      {label} {t('menu.newTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {showReferral &&
          (collapsed ? (
            <div className="border-t border-border pt-space-sm">
              <ActionItem icon={Gift} tone="brand" label={t('menu.referral.title')} collapsed onClick={onReferral} />
            </div>
          ) : (
            <section data-slot="side-menu-referral" aria-label={t('menu.referral.title')} className={referralVariants()}>
              <p className="flex items-center gap-space-sm font-semibold text-text">
                <Gift aria-hidden className="size-5 shrink-0 text-brand" />
                {t('menu.referral.title')}
              </p>
              <p className="mt-space-xs text-sm text-text">{t('menu.referral.body')}</p>
              <Button size="sm" block className="mt-space-sm" onClick={onReferral}>
                {t('menu.referral.cta')}
              </Button>
            </section>
          ))}
      </div>

      {collapsible && (
        <div data-slot="side-menu-footer" className={footerVariants({ collapsed })}>
          <IconButton label={collapsed ? t('menu.expand') : t('menu.collapse')} aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            {collapsed ? <ChevronsRight aria-hidden className="size-5 rtl:-scale-x-100" /> : <ChevronsLeft aria-hidden className="size-5 rtl:-scale-x-100" />}
          </IconButton>
        </div>
      )}
    </nav>
  );
}
