import { cva } from 'class-variance-authority';
import { Gamepad2, Menu, Smartphone } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../primitives/Button.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { cn } from '../lib/cn.ts';
import { lazyPart, useLazyPart } from '../lib/lazy-part.ts';
import type { SiteHeaderMemberActions, SiteHeaderMemberProps, SiteHeaderSession } from './site-header-member.tsx';

export type { SiteHeaderSession } from './site-header-member.tsx';

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

// The member half (balance, deposit, avatar menu…) is its own chunk: a visitor's first screen shows none of it.
// It loads when the browser is idle, or at once for a member; the app preloads it for a member's first screen.
const memberPart = lazyPart(() => import('./site-header-member.tsx'));

/** Loads the member half now (a member's first screen; stories that show a member). */
export const preloadSiteHeaderMember = (): Promise<unknown> => memberPart.load();

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> &
  SiteHeaderMemberActions & {
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
    /** Theme and language controls, always at the end of the bar. */
    endSlot?: ReactNode;
    onLogin?: () => void;
    onRegister?: () => void;
    onFreePlay?: () => void;
    /** Shows the app download button (the header's download popup, spec section 2). */
    onDownload?: () => void;
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
  memberCentreAvailable,
  hasRankPage,
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
  const { module: memberHalf } = useLazyPart(memberPart, { now: Boolean(session) });

  const member: SiteHeaderMemberProps | undefined = session
    ? {
        session,
        actionsClassName: actionsVariants(),
        memberCentreAvailable,
        hasRankPage,
        balanceHidden,
        defaultBalanceHidden,
        onBalanceHiddenChange,
        onDeposit,
        onWithdraw,
        onFavourites,
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
      }
    : undefined;

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

        {member ? (
          memberHalf ? (
            <memberHalf.SiteHeaderMember {...member} />
          ) : (
            // The balance's and the avatar's places while the member half loads (a login, a slow phone).
            <>
              <div data-slot="site-header-actions" aria-busy="true" className={actionsVariants()}>
                <Skeleton className="h-10 w-40 rounded-pill @max-3xl:flex-1" />
                <span className="sr-only">{t('common.loading')}</span>
              </div>
              <Skeleton shape="circle" className="size-10 shrink-0" />
            </>
          )
        ) : (
          <div data-slot="site-header-actions" className={actionsVariants()}>
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
          </div>
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
