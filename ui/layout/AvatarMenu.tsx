import { cva } from 'class-variance-authority';
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, type AvatarProps } from '../primitives/Avatar.tsx';
import { Badge } from '../primitives/Badge.tsx';
import { cn } from '../lib/cn.ts';
import { lazyPart, useLazyPart } from '../lib/lazy-part.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
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
  avatarSrc?: AvatarProps['src'];
  /** Tried when the picture fails (the stock avatar behind an icon); after it, the default avatar (initials). */
  avatarFallbackSrc?: AvatarProps['fallbackSrc'];
}

/** An extra item above the account items (the header repeats its collapsed bar buttons this way). */
export interface AvatarMenuShortcut {
  /** Stable key; also the item's `data-slot` (`avatar-menu-<id>`). */
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown after the label (a count badge). */
  end?: ReactNode;
  onSelect?: () => void;
}

export const avatarMenuTriggerVariants = cva(
  'group inline-flex h-10 max-w-48 shrink-0 items-center gap-space-sm rounded-pill pe-space-sm text-sm font-semibold text-text transition-colors hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=open]:bg-surface-sunken @max-5xl:pe-0',
);

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

export interface AvatarMenuProps {
  member: AvatarMenuMember;
  /** The agent check passed: shows the agent centre item. */
  isAgent?: boolean;
  /** The brand has a player rank page; otherwise the label opens the security centre. */
  hasRankPage?: boolean;
  /** Extra items above the account items (the header moves its collapsed buttons here on narrow screens). */
  shortcuts?: readonly AvatarMenuShortcut[];
  onRankClick?: () => void;
  onSecurityCentre?: () => void;
  /** The member-centre items (the centre, account and betting records) show only when given: a brand may switch the centre off. */
  onMemberCentre?: () => void;
  onAccountRecord?: () => void;
  onBettingRecord?: () => void;
  /** The points mall; the item shows only when given. */
  onPointMall?: () => void;
  /** The voluntary password change (spec section 2, header modals); the item shows only when given. */
  onChangePassword?: () => void;
  /** The agent centre item shows when the agent check passed (isAgent) and this is given. */
  onAgentCentre?: () => void;
  onSignOut?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Modal menus lock the page's scroll; the header's is not modal. */
  modal?: boolean;
  /** On the trigger button. */
  className?: string;
}

// The Radix dropdown (menu, popper, floating-ui) is its own chunk: the first screen shows only the trigger.
const popupPart = lazyPart(() => import('./avatar-menu-popup.tsx'));

/** Loads the popup now (stories and tests that open the menu at once; a container that knows it is wanted). */
export const preloadAvatarMenu = (): Promise<unknown> => popupPart.load();

/** The trigger's face: avatar, name (hidden on narrow headers), trial badge and chevron. */
export function AvatarMenuFace({ member }: { member: AvatarMenuMember }) {
  const { t } = useTranslation();
  const name = member.nickname?.trim() || member.account;
  return (
    <>
      <Avatar src={member.avatarSrc} fallbackSrc={member.avatarFallbackSrc} name={name} alt="" />
      <span className="sr-only">{t('header.accountMenu')}</span>
      {/* In a header narrower than 64rem the avatar alone is the trigger; the name stays for screen readers. */}
      <span className="truncate @max-5xl:sr-only">{name}</span>
      {member.type === TRIAL_MEMBER_TYPE && (
        <span className="contents @max-5xl:hidden">
          <Badge tone="warning" variant="solid" size="sm">
            {t('header.trial')}
          </Badge>
        </span>
      )}
      <ChevronDown
        aria-hidden
        className="size-4 shrink-0 text-muted transition-transform group-data-[state=open]:rotate-180 @max-5xl:hidden"
      />
    </>
  );
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The signed-in member's menu: avatar and nickname as the trigger, then the member's id and label,
 * the member-centre pages and sign out. Keyboard (Enter, Space, arrows, typeahead, Escape with
 * focus return) comes from Radix. Trial accounts get every item too: the app answers with its warning.
 *
 * The popup (Radix's dropdown) loads when the browser is idle; the trigger is marked `data-ready`
 * once it is there. A press, Enter, Space or ArrowDown before then loads it at once and opens the
 * menu (a keyboard open lands on the first item, as Radix's own does).
 */
export function AvatarMenu({ open: openProp, defaultOpen = false, onOpenChange, modal = false, className, ...content }: AvatarMenuProps) {
  const { module: popup, load } = useLazyPart(popupPart);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  // A keyboard open made before the popup was there: its first item takes focus when it opens.
  const [focusFirst, setFocusFirst] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The plain trigger had focus when the popup arrived: the popup's trigger (a new button) takes it over.
  const refocusRef = useRef(false);

  useLayoutEffect(() => {
    if (popup && refocusRef.current) {
      refocusRef.current = false;
      triggerRef.current?.focus();
    }
  }, [popup]);

  const face = <AvatarMenuFace member={content.member} />;
  if (popup) {
    return (
      <popup.AvatarMenuPopup
        {...content}
        ref={triggerRef}
        face={face}
        open={open}
        onOpenChange={(next) => {
          if (!next) setFocusFirst(false);
          setOpen(next);
        }}
        modal={modal}
        focusFirst={focusFirst}
        className={className}
      />
    );
  }

  const openEarly = (keyboard: boolean) => {
    setFocusFirst(keyboard);
    void load().then(() => setOpen(true));
  };
  // The plain button stands in until the popup loads; it keeps the hook a loaded trigger would read.
  return (
    <button
      ref={(node) => {
        triggerRef.current = node;
        return () => {
          if (node && node.ownerDocument.activeElement === node) refocusRef.current = true;
          triggerRef.current = null;
        };
      }}
      type="button"
      data-slot="avatar-menu-trigger"
      data-state="closed"
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn(avatarMenuTriggerVariants(), className)}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        // As Radix's trigger: the main button, without Ctrl (a context-menu click on macOS).
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          event.currentTarget.focus();
          openEarly(false);
        }
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        openEarly(true);
      }}
    >
      {face}
    </button>
  );
}
