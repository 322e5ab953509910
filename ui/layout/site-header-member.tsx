/**
 * The header's member half: balance, deposit and withdraw, favourites, messages and the avatar menu
 * (which repeats what a narrow bar hides: on a phone withdraw, favourites and messages).
 * A chunk of its own (SiteHeader loads it): a visitor's first screen shows none of it.
 */
import { cva } from 'class-variance-authority';
import { ArrowDownToLine, ArrowUpFromLine, Heart, Mail } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../primitives/Badge.tsx';
import { Button, IconButton } from '../primitives/Button.tsx';
import { AvatarMenu, type AvatarMenuMember, type AvatarMenuShortcut } from './AvatarMenu.tsx';
import { BalanceDisplay, type BalanceDisplayProps } from './BalanceDisplay.tsx';

const countBadgeVariants = cva('pointer-events-none absolute -end-1 -top-1');

/** What the header needs of a signed-in member; `balance` feeds the BalanceDisplay. */
export interface SiteHeaderSession {
  member: AvatarMenuMember;
  isAgent?: boolean;
  favouritesCount?: number;
  unreadCount?: number;
  balance: Pick<BalanceDisplayProps, 'sumBalance' | 'status' | 'refreshing'>;
}

/** The member half's flags and actions, as SiteHeader takes them. */
export interface SiteHeaderMemberActions {
  /** Deposit and withdraw show only when the member centre is available (deposit also only with onDeposit). */
  memberCentreAvailable?: boolean;
  hasRankPage?: boolean;
  balanceHidden?: boolean;
  defaultBalanceHidden?: boolean;
  onBalanceHiddenChange?: (hidden: boolean) => void;
  onDeposit?: () => void;
  onWithdraw?: () => void;
  onFavourites?: () => void;
  /** The inbox (a member-centre page): the button shows only when given. */
  onMessages?: () => void;
  onRefreshBalance?: () => void;
  onRankClick?: () => void;
  onSecurityCentre?: () => void;
  onMemberCentre?: () => void;
  onAccountRecord?: () => void;
  onBettingRecord?: () => void;
  onPointMall?: () => void;
  onChangePassword?: () => void;
  onAgentCentre?: () => void;
  onSignOut?: () => void;
}

export interface SiteHeaderMemberProps extends SiteHeaderMemberActions {
  session: SiteHeaderSession;
  /** The actions' row (SiteHeader's layout for it). */
  actionsClassName: string;
}

/** The member's actions row, then the avatar menu: the two places of the bar a visitor's buttons take. */
export function SiteHeaderMember({
  session,
  actionsClassName,
  memberCentreAvailable = false,
  hasRankPage = true,
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
}: SiteHeaderMemberProps) {
  const { t } = useTranslation();
  const favourites = session.favouritesCount ?? 0;
  const unread = session.unreadCount ?? 0;
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const favouritesRef = useRef<HTMLButtonElement>(null);
  const messagesRef = useRef<HTMLButtonElement>(null);
  // Which bar buttons the avatar menu must repeat: read from the bar's own layout when the menu opens,
  // so the menu always matches what the container query hid, whatever the header's width.
  const [collapsed, setCollapsed] = useState({ withdraw: false, favourites: false, messages: false });
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
  if (collapsed.messages)
    shortcuts.push({
      id: 'messages',
      label: t('header.messages'),
      icon: <Mail aria-hidden className="size-4 shrink-0 text-muted" />,
      end: <Badge count={unread} />,
      onSelect: onMessages,
    });

  return (
    <>
      <div data-slot="site-header-actions" className={actionsClassName}>
        <BalanceDisplay
          {...session.balance}
          hidden={balanceHidden}
          defaultHidden={defaultBalanceHidden}
          onHiddenChange={onBalanceHiddenChange}
          onRefresh={onRefreshBalance}
        />
        {memberCentreAvailable && (
          <>
            {/* On a phone an icon button beside the balance (its name stays the word), so no language widens the row. */}
            {onDeposit && (
              <Button
                data-slot="site-header-deposit"
                icon={<ArrowDownToLine aria-hidden className="size-4" />}
                className="shrink-0 @max-3xl:w-10 @max-3xl:px-0"
                onClick={onDeposit}
              >
                <span className="@max-3xl:sr-only">{t('header.deposit')}</span>
              </Button>
            )}
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
        {onMessages && (
          <IconButton
            ref={messagesRef}
            data-slot="site-header-messages"
            label={unread > 0 ? t('header.messagesUnread', { count: unread }) : t('header.messages')}
            className="relative @max-3xl:hidden"
            onClick={onMessages}
          >
            <Mail aria-hidden className="size-5" />
            <span aria-hidden="true" className={countBadgeVariants()}>
              <Badge count={unread} />
            </span>
          </IconButton>
        )}
      </div>
      <AvatarMenu
        member={session.member}
        isAgent={session.isAgent}
        hasRankPage={hasRankPage}
        onRankClick={onRankClick}
        onSecurityCentre={onSecurityCentre}
        onMemberCentre={onMemberCentre}
        onAccountRecord={onAccountRecord}
        onBettingRecord={onBettingRecord}
        onPointMall={onPointMall}
        onChangePassword={onChangePassword}
        onAgentCentre={onAgentCentre}
        onSignOut={onSignOut}
        onOpenChange={(open) => {
          if (open)
            setCollapsed({
              withdraw: isCollapsed(withdrawRef.current),
              favourites: isCollapsed(favouritesRef.current),
              messages: isCollapsed(messagesRef.current),
            });
        }}
        shortcuts={shortcuts}
      />
    </>
  );
}
