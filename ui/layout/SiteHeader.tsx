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
 * One bar from 48rem up. Narrower (a phone), one row of 40 px controls, menu, brand and the actions
 * (balance and deposit and the avatar, or log in and register), over a slim row with the safer-play
 * clock (and a visitor's free demo), as the best mobile sites keep their top chrome (issue 36); the end
 * slot (language, theme) moves into the side menu's drawer there.
 */
const barVariants = cva(
  'mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-space-xs gap-y-0 px-space-sm py-space-xs @xl:px-space-md @3xl:h-16 @3xl:flex-nowrap @3xl:gap-space-sm @3xl:py-0',
);

const brandVariants = cva(
  'me-auto inline-flex h-10 min-w-0 items-center truncate rounded-md text-xl font-semibold tracking-tight text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

// On a phone the actions are the bar's own items (so the free demo can take the slim row).
const actionsVariants = cva('flex min-w-0 items-center gap-space-sm @max-3xl:contents');

// The phone's slim row starts after this break: the clock, then a visitor's free demo (one line of small text).
const slimRowBreakVariants = cva('order-1 h-0 basis-full @3xl:hidden');

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
    /** The safer-play clock: in the bar before the end slot, on a phone its own slim row (always on screen). */
    clock?: ReactNode;
    /** Theme and language controls, at the end of the bar (not on a phone: the side menu has them). */
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
  clock,
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
  onPointMall,
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
        onPointMall,
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
                <Skeleton className="h-10 w-40 min-w-0 shrink rounded-pill" />
                <span className="sr-only">{t('common.loading')}</span>
              </div>
              <Skeleton shape="circle" className="size-10 shrink-0" />
            </>
          )
        ) : (
          <div data-slot="site-header-actions" className={actionsVariants()}>
            <Button data-slot="site-header-login" variant="secondary" onClick={onLogin}>
              {t('header.login')}
            </Button>
            {canRegister && (
              <Button data-slot="site-header-register" onClick={onRegister}>
                {t('header.register')}
              </Button>
            )}
            {canFreePlay && (
              <Button
                data-slot="site-header-free-play"
                variant="ghost"
                icon={<Gamepad2 aria-hidden className="size-4" />}
                loading={freePlayPending}
                className="@max-3xl:order-3 @max-3xl:h-6 @max-3xl:px-space-xs @max-3xl:text-xs"
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
        {(clock || endSlot) && (
          <div data-slot="site-header-end" className="flex shrink-0 items-center gap-space-xs @max-3xl:contents">
            {clock && (
              <div data-slot="site-header-clock" className="flex shrink-0 items-center @max-3xl:order-2 @max-3xl:me-auto @max-3xl:h-6">
                {clock}
              </div>
            )}
            {endSlot && <div className="contents @max-3xl:hidden">{endSlot}</div>}
          </div>
        )}
        {(clock || (!session && canFreePlay)) && <div aria-hidden="true" className={slimRowBreakVariants()} />}
      </div>
    </header>
  );
}
