import { cva } from 'class-variance-authority';
import { ArrowDownToLine, ArrowUpFromLine, Gamepad2, Heart, Mail, Menu, Smartphone } from 'lucide-react';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../primitives/Badge.tsx';
import { Button, IconButton } from '../primitives/Button.tsx';
import { cn } from '../lib/cn.ts';
import { AvatarMenu, type AvatarMenuMember, type AvatarMenuShortcut } from './AvatarMenu.tsx';
import { BalanceDisplay, type BalanceDisplayProps } from './BalanceDisplay.tsx';

// A size container: the bar lays out by its own width (the app's full width, a story's 360 px frame).
const headerVariants = cva('@container sticky top-0 z-40 border-b border-border bg-surface-raised text-text shadow-sm');

/*
 * One bar from 48rem up. Narrower, it wraps into two rows: brand, avatar and the app's end slot on
 * top, and the actions (balance and deposit, or log in and register) as a full-width second row.
 */
const barVariants = cva(
  'mx-auto flex max-w-[96rem] flex-wrap items-center gap-space-sm px-space-sm py-space-sm @xl:px-space-md @3xl:h-16 @3xl:flex-nowrap @3xl:py-0',
);

const brandVariants = cva(
  'me-auto inline-flex h-10 min-w-0 items-center truncate rounded-md text-xl font-semibold tracking-tight text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

const actionsVariants = cva('order-last flex w-full min-w-0 items-center gap-space-sm @3xl:order-none @3xl:w-auto');

// On the second row the action buttons share its width evenly.
const rowButtonVariants = cva('@max-3xl:flex-1');

const countBadgeVariants = cva('pointer-events-none absolute -end-1 -top-1');

/** What the header needs of a signed-in member; `balance` feeds the BalanceDisplay. */
export interface SiteHeaderSession {
  member: AvatarMenuMember;
  isAgent?: boolean;
  favouritesCount?: number;
  unreadCount?: number;
  balance: Pick<BalanceDisplayProps, 'sumBalance' | 'status' | 'refreshing'>;
}

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The brand mark, usually a router link; defaults to the app name linking to `homeHref`. */
  logo?: ReactNode;
  homeHref?: string;
  /** A plain click on the default brand link (the app navigates with its router; modified clicks stay with the browser). */
  onHomeClick?: () => void;
  /** Shows the side-menu button (below lg). */
  onMenuToggle?: () => void;
  menuOpen?: boolean;
  /** The side menu's id, for aria-controls. */
  menuId?: string;
  /** null or undefined: a visitor. */
  session?: SiteHeaderSession | null;
  /** Direct registration (DIRECTREG3) is on. */
  canRegister?: boolean;
  /** Free play (FREEPLAY3) is on. */
  canFreePlay?: boolean;
  /** The free-play login is in flight. */
  freePlayPending?: boolean;
  /** Deposit and withdraw show only when the member centre is available. */
  memberCentreAvailable?: boolean;
  hasRankPage?: boolean;
  /** Theme and language controls, always at the end of the bar. */
  endSlot?: ReactNode;
  balanceHidden?: boolean;
  defaultBalanceHidden?: boolean;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  onLogin?: () => void;
  onRegister?: () => void;
  onFreePlay?: () => void;
  onDeposit?: () => void;
  onWithdraw?: () => void;
  onFavourites?: () => void;
  /** Shows the app download button (the header's download popup, spec section 2). */
  onDownload?: () => void;
  onMessages?: () => void;
  onRefreshBalance?: () => void;
  onRankClick?: () => void;
  onSecurityCentre?: () => void;
  onMemberCentre?: () => void;
  onAccountRecord?: () => void;
  onBettingRecord?: () => void;
  onChangePassword?: () => void;
  onAgentCentre?: () => void;
  onSignOut?: () => void;
};

/**
 * The sticky site header. Visitors get log in, register and free demo; members get the balance,
 * deposit and withdraw, favourites, messages and the avatar menu. Below lg, withdraw and favourites
 * move into the avatar menu, so every action stays one or two taps away at 360 px.
 */
export function SiteHeader({
  className,
  logo,
  homeHref = '/',
  onHomeClick,
  onMenuToggle,
  menuOpen,
  menuId,
  session,
  canRegister = false,
  canFreePlay = false,
  freePlayPending = false,
  memberCentreAvailable = false,
  hasRankPage = true,
  endSlot,
  balanceHidden,
  defaultBalanceHidden,
  onBalanceHiddenChange,
  onLogin,
  onRegister,
  onFreePlay,
  onDeposit,
  onWithdraw,
  onFavourites,
  onDownload,
  onMessages,
  onRefreshBalance,
  onRankClick,
  onSecurityCentre,
  onMemberCentre,
  onAccountRecord,
  onBettingRecord,
  onChangePassword,
  onAgentCentre,
  onSignOut,
  ...props
}: SiteHeaderProps) {
  const { t } = useTranslation();
  const favourites = session?.favouritesCount ?? 0;
  const unread = session?.unreadCount ?? 0;
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const favouritesRef = useRef<HTMLButtonElement>(null);
  // Which bar buttons the avatar menu must repeat: read from the bar's own layout when the menu opens,
  // so the menu always matches what the container query hid, whatever the header's width.
  const [collapsed, setCollapsed] = useState({ withdraw: false, favourites: false });
  const isCollapsed = (button: HTMLButtonElement | null) => button !== null && button.getClientRects().length === 0;
  const favouritesLabel = favourites > 0 ? t('header.favouritesCount', { count: favourites }) : t('header.favourites');

  const shortcuts: AvatarMenuShortcut[] = [];
  if (collapsed.withdraw)
    shortcuts.push({
      id: 'withdraw',
      label: t('header.withdraw'),
      icon: <ArrowUpFromLine aria-hidden className="size-4 shrink-0 text-muted" />,
      onSelect: onWithdraw,
    });
  if (collapsed.favourites)
    shortcuts.push({
      id: 'favourites',
      label: t('header.favourites'),
      icon: <Heart aria-hidden className="size-4 shrink-0 text-muted" />,
      end: <Badge count={favourites} tone="brand" label={t('header.favouriteGames', { count: favourites })} />,
      onSelect: onFavourites,
    });

  return (
    <header data-slot="site-header" data-state={session ? 'member' : 'visitor'} className={cn(headerVariants(), className)} {...props}>
      <div data-slot="site-header-bar" className={barVariants()}>
        {onMenuToggle && (
          <IconButton
            data-slot="site-header-menu-toggle"
            label={t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            className="@5xl:hidden"
            onClick={onMenuToggle}
          >
            <Menu aria-hidden className="size-5" />
          </IconButton>
        )}
        {logo ? (
          <div data-slot="site-header-brand" className="me-auto flex min-w-0 items-center">
            {logo}
          </div>
        ) : (
          <a
            data-slot="site-header-brand"
            href={homeHref}
            className={brandVariants()}
            onClick={(event) => {
              if (!onHomeClick || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onHomeClick();
            }}
          >
            {t('common.appName')}
          </a>
        )}

        <div data-slot="site-header-actions" className={actionsVariants()}>
          {session ? (
            <>
              <BalanceDisplay
                {...session.balance}
                hidden={balanceHidden}
                defaultHidden={defaultBalanceHidden}
                onHiddenChange={onBalanceHiddenChange}
                onRefresh={onRefreshBalance}
                className="@max-3xl:flex-1"
              />
              {memberCentreAvailable && (
                <>
                  <Button data-slot="site-header-deposit" icon={<ArrowDownToLine aria-hidden className="size-4" />} onClick={onDeposit}>
                    {t('header.deposit')}
                  </Button>
                  <Button
                    data-slot="site-header-withdraw"
                    variant="secondary"
                    icon={<ArrowUpFromLine aria-hidden className="size-4" />}
                    ref={withdrawRef}
                    className="@max-5xl:hidden"
                    onClick={onWithdraw}
                  >
                    {t('header.withdraw')}
                  </Button>
                </>
              )}
              <IconButton
                ref={favouritesRef}
                data-slot="site-header-favourites"
                label={favouritesLabel}
                className="relative @max-5xl:hidden"
                onClick={onFavourites}
              >
                <Heart aria-hidden className="size-5" />
                <span aria-hidden="true" className={countBadgeVariants()}>
                  <Badge count={favourites} tone="brand" />
                </span>
              </IconButton>
              <IconButton
                data-slot="site-header-messages"
                label={unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages')}
                className="relative"
                onClick={onMessages}
              >
                <Mail aria-hidden className="size-5" />
                <span aria-hidden="true" className={countBadgeVariants()}>
                  <Badge count={unread} />
                </span>
              </IconButton>
            </>
          ) : (
            <>
              <Button data-slot="site-header-login" variant="secondary" className={rowButtonVariants()} onClick={onLogin}>
                {t('header.login')}
              </Button>
              {canRegister && (
                <Button data-slot="site-header-register" className={rowButtonVariants()} onClick={onRegister}>
                  {t('header.register')}
                </Button>
              )}
              {canFreePlay && (
                <Button
                  data-slot="site-header-free-play"
                  variant="ghost"
                  icon={<Gamepad2 aria-hidden className="size-4" />}
                  loading={freePlayPending}
                  className={rowButtonVariants()}
                  onClick={onFreePlay}
                >
                  {t('header.freePlay')}
                </Button>
              )}
            </>
          )}
        </div>

        {session && (
          <AvatarMenu
            member={session.member}
            isAgent={session.isAgent}
            hasRankPage={hasRankPage}
            onRankClick={onRankClick}
            onSecurityCentre={onSecurityCentre}
            onMemberCentre={onMemberCentre}
            onAccountRecord={onAccountRecord}
            onBettingRecord={onBettingRecord}
            onChangePassword={onChangePassword}
            onAgentCentre={onAgentCentre}
            onSignOut={onSignOut}
            onOpenChange={(open) => {
              if (open) setCollapsed({ withdraw: isCollapsed(withdrawRef.current), favourites: isCollapsed(favouritesRef.current) });
            }}
            shortcuts={shortcuts}
          />
        )}
        {onDownload && (
          <IconButton data-slot="site-header-download" label={t('header.download')} className="@max-3xl:hidden" onClick={onDownload}>
            <Smartphone aria-hidden className="size-5" />
          </IconButton>
        )}
        {endSlot && (
          <div data-slot="site-header-end" className="flex shrink-0 items-center gap-space-xs">
            {endSlot}
          </div>
        )}
      </div>
    </header>
  );
}
