import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { cva } from 'class-variance-authority';
import {
  ChevronDown,
  ChevronRight,
  Crown,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Network,
  ReceiptText,
  ShieldCheck,
  Ticket,
} from 'lucide-react';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../primitives/Avatar.tsx';
import { Badge } from '../primitives/Badge.tsx';
import { cn } from '../lib/cn.ts';
import { contrastRatio } from '../theme/contrast.ts';

/** Member type 4 is a trial (free-play) account. */
export const TRIAL_MEMBER_TYPE = 4;
/** Ranks above this get the VIP service channel (spec section 6); their label wears a crown. */
export const VIP_RANK_LEVEL = 4;

/** A club label as GET /wps/member/info sends it: `color` is the text colour, `color2` the background. */
export interface MemberLabelView {
  labelName: string;
  color?: string | null;
  color2?: string | null;
  rankLevel?: number;
}

/** The member fields the menu shows, named as in memberInfo. */
export interface AvatarMenuMember {
  /** The customer id; a member answer without one shows no id line. */
  id?: number | string;
  account: string;
  nickname?: string | null;
  /** Member type: 4 is a trial account. */
  type: number;
  clubLabel?: MemberLabelView | null;
  /** The member's picture (the uploaded icon, or the chosen stock avatar). */
  avatarSrc?: string;
  /** Tried when the picture fails (the stock avatar behind an icon); after it, the default avatar (initials). */
  avatarFallbackSrc?: string;
}

const triggerVariants = cva(
  'group inline-flex h-10 max-w-48 shrink-0 items-center gap-space-sm rounded-pill pe-space-sm text-sm font-semibold text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken @max-5xl:pe-0',
);

const contentVariants = cva(
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border border-border bg-surface-raised p-space-xs text-text shadow-lg outline-none',
);

const memberHeaderVariants = cva('flex items-center gap-space-sm px-space-sm pt-space-sm pb-space-xs');

// The highlighted item gets a tinted fill and, for keyboard users, the focus outline inside its box.
export const avatarMenuItemVariants = cva(
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

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function toHex6(colour: string | null | undefined): string | undefined {
  const value = colour?.trim() ?? '';
  if (!HEX.test(value)) return undefined;
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

/** The server's label colours, only when they are readable (WCAG AA 4.5:1) against each other. */
export function memberLabelStyle(label: Pick<MemberLabelView, 'color' | 'color2'>): CSSProperties | undefined {
  const color = toHex6(label.color);
  const backgroundColor = toHex6(label.color2);
  if (!color || !backgroundColor || contrastRatio(color, backgroundColor) < 4.5) return undefined;
  return { color, backgroundColor };
}

export type AvatarMenuItemProps = ComponentProps<typeof DropdownMenu.Item> & {
  icon?: ReactNode;
  tone?: 'default' | 'danger';
};

/** One row of the menu; `onSelect` runs on click, Enter and Space. */
export function AvatarMenuItem({ className, icon, tone, children, ...props }: AvatarMenuItemProps) {
  return (
    <DropdownMenu.Item data-slot="avatar-menu-item" className={cn(avatarMenuItemVariants({ tone }), className)} {...props}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export function AvatarMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator data-slot="avatar-menu-separator" className={cn(separatorVariants(), className)} {...props} />;
}

const itemIcon = 'size-4 shrink-0 text-muted';

export type AvatarMenuProps = Omit<ComponentProps<typeof DropdownMenu.Root>, 'children'> & {
  member: AvatarMenuMember;
  /** The agent check passed: shows the agent centre item. */
  isAgent?: boolean;
  /** The brand has a player rank page; otherwise the label opens the security centre. */
  hasRankPage?: boolean;
  /** Extra items above the account items (the header moves its collapsed buttons here on narrow screens). */
  shortcuts?: ReactNode;
  onRankClick?: () => void;
  onSecurityCentre?: () => void;
  onMemberCentre?: () => void;
  onAccountRecord?: () => void;
  onBettingRecord?: () => void;
  /** The voluntary password change (spec section 2, header modals); the item shows only when given. */
  onChangePassword?: () => void;
  onAgentCentre?: () => void;
  onSignOut?: () => void;
  /** On the trigger button. */
  className?: string;
};

/**
 * The signed-in member's menu: avatar and nickname as the trigger, then the member's id and label,
 * the member-centre pages and sign out. Keyboard (Enter, Space, arrows, typeahead, Escape with
 * focus return) comes from Radix. Trial accounts get every item too: the app answers with its warning.
 */
export function AvatarMenu({
  member,
  isAgent = false,
  hasRankPage = true,
  shortcuts,
  onRankClick,
  onSecurityCentre,
  onMemberCentre,
  onAccountRecord,
  onBettingRecord,
  onChangePassword,
  onAgentCentre,
  onSignOut,
  className,
  modal = false,
  ...props
}: AvatarMenuProps) {
  const { t } = useTranslation();
  const name = member.nickname?.trim() || member.account;
  const isTrial = member.type === TRIAL_MEMBER_TYPE;
  const label = member.clubLabel;
  const isVip = (label?.rankLevel ?? 0) > VIP_RANK_LEVEL;
  const labelStyle = label ? memberLabelStyle(label) : undefined;
  const trialBadge = (
    <Badge tone="warning" variant="solid" size="sm">
      {t('header.trial')}
    </Badge>
  );

  return (
    // Not modal: the page keeps scrolling (no scroll lock jolting the sticky header) and stays in the
    // accessibility tree; focus still moves into the menu, Tab or a click outside closes it.
    <DropdownMenu.Root modal={modal} {...props}>
      <DropdownMenu.Trigger data-slot="avatar-menu-trigger" className={cn(triggerVariants(), className)}>
        <Avatar src={member.avatarSrc} fallbackSrc={member.avatarFallbackSrc} name={name} alt="" />
        <span className="sr-only">{t('header.accountMenu')}</span>
        {/* In a header narrower than 64rem the avatar alone is the trigger; the name stays for screen readers. */}
        <span className="truncate @max-5xl:sr-only">{name}</span>
        {isTrial && <span className="contents @max-5xl:hidden">{trialBadge}</span>}
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180 @max-5xl:hidden"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="avatar-menu-content"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          loop
          className={contentVariants()}
        >
          <DropdownMenu.Label data-slot="avatar-menu-member" className={memberHeaderVariants()}>
            <Avatar src={member.avatarSrc} fallbackSrc={member.avatarFallbackSrc} name={name} alt="" size="lg" />
            <span className="flex min-w-0 flex-col gap-space-2xs">
              <span className="font-semibold break-words">{name}</span>
              {member.id !== undefined && (
                <span className="text-xs text-muted tabular-nums">{t('header.customerId', { id: member.id })}</span>
              )}
              {isTrial && <span className="flex">{trialBadge}</span>}
            </span>
          </DropdownMenu.Label>
          {label && (
            <AvatarMenuItem
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
            </AvatarMenuItem>
          )}
          <AvatarMenuSeparator />
          {shortcuts}
          <AvatarMenuItem onSelect={onMemberCentre} icon={<LayoutDashboard aria-hidden className={itemIcon} />}>
            {t('header.memberCentre')}
          </AvatarMenuItem>
          <AvatarMenuItem onSelect={onAccountRecord} icon={<ReceiptText aria-hidden className={itemIcon} />}>
            {t('header.accountRecord')}
          </AvatarMenuItem>
          <AvatarMenuItem onSelect={onBettingRecord} icon={<Ticket aria-hidden className={itemIcon} />}>
            {t('header.bettingRecord')}
          </AvatarMenuItem>
          {onChangePassword && (
            <AvatarMenuItem
              data-slot="avatar-menu-password"
              onSelect={onChangePassword}
              icon={<KeyRound aria-hidden className={itemIcon} />}
            >
              {t('password.change.title')}
            </AvatarMenuItem>
          )}
          {isAgent && (
            <AvatarMenuItem data-slot="avatar-menu-agent" onSelect={onAgentCentre} icon={<Network aria-hidden className={itemIcon} />}>
              {t('header.agentCentre')}
            </AvatarMenuItem>
          )}
          <AvatarMenuSeparator />
          <AvatarMenuItem tone="danger" onSelect={onSignOut} icon={<LogOut aria-hidden className="size-4 shrink-0" />}>
            {t('header.signOut')}
          </AvatarMenuItem>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
