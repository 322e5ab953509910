/** The avatar menu's popup (Radix's dropdown): its own chunk, loaded by AvatarMenu when the browser is idle. */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cva } from 'class-variance-authority';
import { ChevronRight, Coins, Crown, KeyRound, LayoutDashboard, LogOut, Network, ReceiptText, ShieldCheck, Ticket } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../primitives/Avatar.tsx';
import { Badge } from '../primitives/Badge.tsx';
import { cn } from '../lib/cn.ts';
import { avatarMenuTriggerVariants, memberLabelStyle, TRIAL_MEMBER_TYPE, VIP_RANK_LEVEL, type AvatarMenuProps } from './AvatarMenu.tsx';

const contentVariants = cva(
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-border bg-surface-raised p-space-xs text-text shadow-lg outline-none',
);

const memberHeaderVariants = cva('flex items-center gap-space-sm px-space-sm pt-space-sm pb-space-xs');

// The highlighted item gets a tinted fill and, for keyboard users, the focus outline inside its box.
const itemVariants = cva(
  'flex min-h-10 cursor-pointer items-center gap-space-sm rounded-md px-space-sm text-sm outline-none select-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-highlighted:bg-brand-soft',
  {
    variants: { tone: { default: 'text-text', danger: 'text-danger' } },
    defaultVariants: { tone: 'default' },
  },
);

const separatorVariants = cva('-mx-space-xs my-space-xs h-px bg-border');

const labelPillVariants = cva('inline-flex h-6 shrink-0 items-center gap-space-xs rounded-pill px-2.5 text-xs font-semibold', {
  // Token colours stand in when the server's pair is missing, unreadable, or not a #rrggbb colour.
  variants: { custom: { true: '', false: 'bg-brand text-brand-fg' } },
});

type ItemProps = ComponentProps<typeof DropdownMenu.Item> & { icon?: ReactNode; tone?: 'default' | 'danger' };

/** One row of the menu; `onSelect` runs on click, Enter and Space. */
function Item({ className, icon, tone, children, ...props }: ItemProps) {
  return (
    <DropdownMenu.Item data-slot="avatar-menu-item" className={cn(itemVariants({ tone }), className)} {...props}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

function Separator() {
  return <DropdownMenu.Separator data-slot="avatar-menu-separator" className={separatorVariants()} />;
}

const itemIcon = 'size-4 shrink-0 text-muted';

export type AvatarMenuPopupProps = Omit<AvatarMenuProps, 'defaultOpen' | 'open' | 'onOpenChange'> & {
  ref: Ref<HTMLButtonElement>;
  face: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the keyboard before the popup was there: focus the first item, as a keyboard open does. */
  focusFirst: boolean;
};

export function AvatarMenuPopup({
  ref,
  face,
  member,
  isAgent = false,
  hasRankPage = true,
  shortcuts = [],
  onRankClick,
  onSecurityCentre,
  onMemberCentre,
  onAccountRecord,
  onBettingRecord,
  onPointMall,
  onChangePassword,
  onAgentCentre,
  onSignOut,
  open,
  onOpenChange,
  modal,
  focusFirst,
  className,
}: AvatarMenuPopupProps) {
  const { t } = useTranslation();
  const name = member.nickname?.trim() || member.account;
  const isTrial = member.type === TRIAL_MEMBER_TYPE;
  const label = member.clubLabel;
  const isVip = (label?.rankLevel ?? 0) > VIP_RANK_LEVEL;
  const labelStyle = label ? memberLabelStyle(label) : undefined;

  return (
    // Not modal: the page keeps scrolling (no scroll lock jolting the sticky header) and stays in the
    // accessibility tree; focus still moves into the menu, Tab or a click outside closes it.
    <DropdownMenu.Root modal={modal} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={ref} data-slot="avatar-menu-trigger" data-ready="" className={cn(avatarMenuTriggerVariants(), className)}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="avatar-menu-content"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          loop
          className={contentVariants()}
          // Radix focuses the content on open; a keyboard open from before the popup was here goes on to the first item.
          onFocus={(event) => {
            if (!focusFirst || event.target !== event.currentTarget) return;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
          }}
        >
          <DropdownMenu.Label data-slot="avatar-menu-member" className={memberHeaderVariants()}>
            <Avatar src={member.avatarSrc} fallbackSrc={member.avatarFallbackSrc} name={name} alt="" size="lg" />
            <span className="flex min-w-0 flex-col gap-space-2xs">
              <span className="font-semibold break-words">{name}</span>
              {member.id !== undefined && (
                <span className="text-xs text-muted tabular-nums">{t('header.customerId', { id: member.id })}</span>
              )}
              {isTrial && (
                <span className="flex">
                  <Badge tone="warning" variant="solid" size="sm">
                    {t('header.trial')}
                  </Badge>
                </span>
              )}
            </span>
          </DropdownMenu.Label>
          {label && (hasRankPage ? onRankClick : onSecurityCentre) && (
            <Item
              data-slot="avatar-menu-rank"
              onSelect={hasRankPage ? onRankClick : onSecurityCentre}
              icon={
                <span data-slot="member-label" className={labelPillVariants({ custom: Boolean(labelStyle) })} style={labelStyle}>
                  {isVip && <Crown aria-hidden className="size-3.5" />}
                  {label.labelName}
                </span>
              }
            >
              <span className="flex-1 text-muted">{hasRankPage ? t('header.viewRank') : t('header.securityCentre')}</span>
              {hasRankPage ? <ChevronRight aria-hidden className={itemIcon} /> : <ShieldCheck aria-hidden className={itemIcon} />}
            </Item>
          )}
          <Separator />
          {shortcuts.length > 0 && (
            <>
              {shortcuts.map((shortcut) => (
                <Item key={shortcut.id} data-slot={`avatar-menu-${shortcut.id}`} onSelect={shortcut.onSelect} icon={shortcut.icon}>
                  {shortcut.end ? <span className="flex-1">{shortcut.label}</span> : shortcut.label}
                  {shortcut.end}
                </Item>
              ))}
              <Separator />
            </>
          )}
          {onMemberCentre && (
            <Item onSelect={onMemberCentre} icon={<LayoutDashboard aria-hidden className={itemIcon} />}>
              {t('header.memberCentre')}
            </Item>
          )}
          {onAccountRecord && (
            <Item onSelect={onAccountRecord} icon={<ReceiptText aria-hidden className={itemIcon} />}>
              {t('header.accountRecord')}
            </Item>
          )}
          {onBettingRecord && (
            <Item onSelect={onBettingRecord} icon={<Ticket aria-hidden className={itemIcon} />}>
              {t('header.bettingRecord')}
            </Item>
          )}
          {onPointMall && (
            <Item data-slot="avatar-menu-points" onSelect={onPointMall} icon={<Coins aria-hidden className={itemIcon} />}>
              {t('header.pointMall')}
            </Item>
          )}
          {onChangePassword && (
            <Item data-slot="avatar-menu-password" onSelect={onChangePassword} icon={<KeyRound aria-hidden className={itemIcon} />}>
              {t('header.changePassword')}
            </Item>
          )}
          {isAgent && onAgentCentre && (
            <Item data-slot="avatar-menu-agent" onSelect={onAgentCentre} icon={<Network aria-hidden className={itemIcon} />}>
              {t('header.agentCentre')}
            </Item>
          )}
          <Separator />
          <Item tone="danger" onSelect={onSignOut} icon={<LogOut aria-hidden className="size-4 shrink-0" />}>
            {t('header.signOut')}
          </Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
