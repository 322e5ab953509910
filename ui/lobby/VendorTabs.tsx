import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, Flame, Gamepad2, LayoutGrid, TriangleAlert, Wrench } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { Image, type ImageSources } from '../primitives/Image.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { Tabs, TabsList, TabsTrigger } from '../primitives/Tabs.tsx';

/** A vendor as the lobby's tabs show it (the platform's vendor card, name and icon already resolved). */
export interface LobbyVendor {
  vassalage: string;
  name: string;
  iconSrc?: ImageSources;
  hot?: boolean;
  /** Shown with a mark; the tab stays selectable (the games list says what is unavailable). */
  maintenance?: boolean;
}

export interface VendorTabsProps {
  vendors: readonly LobbyVendor[];
  /** The selected vassalage; undefined = All. */
  value: string | undefined;
  onValueChange: (vassalage: string | undefined) => void;
  /** Skeleton tabs of the final size. */
  loading?: boolean;
  /** The vendor call failed: All stays usable, with a message and a retry (when onRetry is given) beside it. */
  error?: boolean;
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the games list the tabs filter (aria-controls); without it the tabs point at nothing. */
  controlsId?: string;
  className?: string;
}

/** Radix needs a string value; vassalages are platform codes, so this can never collide with one. */
const ALL = '__all__';
/** Room the edge buttons take: a tab scrolled into view is kept clear of them. */
const EDGE = 40;
/** Names longer than about this are truncated by the tab's max width, so they get a tooltip. */
const LONG_NAME = 18;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const rootVariants = cva(
  // The primitive's scroller: no scrollbar (the edge buttons and swiping replace it), and scroll padding
  // so a tab focused by the arrow keys is not left under an edge button.
  'relative min-w-0 gap-0 [&_[data-slot=tabs-list-scroller]]:scroll-px-10 [&_[data-slot=tabs-list-scroller]]:[scrollbar-width:none] [&_[data-slot=tabs-list-scroller]]:overscroll-x-contain',
);

const listVariants = cva('gap-space-sm rounded-none bg-transparent p-0.5');

const tabVariants = cva(
  'h-10 max-w-none gap-2 border border-border bg-surface-raised ps-2 pe-3 text-text shadow-none hover:text-text hover:not-data-[state=active]:bg-surface-sunken data-[state=active]:border-brand data-[state=active]:shadow-sm',
);

const iconVariants = cva('size-5 shrink-0 rounded-pill');

const markVariants = cva('h-5 gap-0.5 px-1.5 text-[0.6875rem] [&_svg]:size-3!');

const edgeButtonVariants = cva(
  'absolute top-1/2 z-10 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-pill border border-border bg-surface-raised text-text shadow-md transition-colors hover:bg-surface-sunken [&_svg]:size-4',
  { variants: { side: { start: 'start-0', end: 'end-0' } } },
);

// Skeleton widths cycle so the loading row looks like real names, not a bar code; All comes first.
const SKELETON_WIDTHS = ['w-20', 'w-32', 'w-28', 'w-36', 'w-24', 'w-32'] as const;

/** Whether the row can scroll back or forward, from the scroller's position and the list's size. */
function useOverflowEdges() {
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const scrollerRef = useRef<HTMLElement | null>(null);

  // A callback ref on the tab list: TabsList wraps it in its own sideways scroller, which is what scrolls.
  const attachList = useCallback((list: HTMLElement | null) => {
    const scroller = list?.parentElement;
    if (!list || !scroller) return undefined;
    scrollerRef.current = scroller;
    const update = () => {
      // Math.abs: in a right-to-left page scrollLeft runs from 0 down to negative values.
      const position = Math.abs(scroller.scrollLeft);
      const max = scroller.scrollWidth - scroller.clientWidth;
      const atStart = position <= 1;
      const atEnd = position >= max - 1;
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    // Both: the scroller resizes with the page, the list when vendors or names change.
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    observer.observe(list);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer.disconnect();
      scrollerRef.current = null;
    };
  }, []);

  return { ...edges, scrollerRef, attachList };
}

const behaviour = (): ScrollBehavior => (window.matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth');

/** A pointer-only scroll button at one edge of the row. */
function EdgeButton({ side, title, onClick }: { side: 'start' | 'end'; title: string; onClick: () => void }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-hidden="true"
      tabIndex={-1}
      data-slot={side === 'start' ? 'vendor-tabs-previous' : 'vendor-tabs-next'}
      // Focus stays where it was: this button may vanish at the edge, and it is not in the tab order.
      onMouseDown={(event) => event.preventDefault()}
      title={title}
      className={edgeButtonVariants({ side })}
      onClick={onClick}
    >
      <Icon className="rtl:rotate-180" />
    </button>
  );
}

/**
 * The lobby's vendor filter: an "All" tab, then one tab per vendor of the category, in a row that scrolls
 * sideways. Radix gives the keyboard model (arrows move, Home/End jump); activation is manual, so moving
 * through twenty vendors does not load twenty game lists: Enter or Space selects.
 */
export function VendorTabs({
  vendors,
  value,
  onValueChange,
  loading = false,
  error = false,
  onRetry,
  retrying = false,
  label,
  controlsId,
  className,
}: VendorTabsProps) {
  const { t } = useTranslation();
  const { atStart, atEnd, scrollerRef, attachList } = useOverflowEdges();
  const scrolledOnceRef = useRef(false);
  const selected = value ?? ALL;
  // A string, so a parent that rebuilds the same vendor array each render does not undo the user's scrolling.
  const vendorKey = vendors.map((vendor) => vendor.vassalage).join(' ');

  // Keep the selected tab in view: on first show (a vendor chosen from the menu may sit far right) and
  // whenever the selection or the list changes. Only the row scrolls, never the page.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const tab = scroller?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!scroller || !tab) return;
    const box = scroller.getBoundingClientRect();
    const rect = tab.getBoundingClientRect();
    const delta =
      rect.left < box.left + EDGE ? rect.left - box.left - EDGE : rect.right > box.right - EDGE ? rect.right - box.right + EDGE : 0;
    const first = !scrolledOnceRef.current;
    scrolledOnceRef.current = true;
    if (delta !== 0) scroller.scrollBy({ left: delta, behavior: first ? 'auto' : behaviour() });
  }, [selected, vendorKey, loading, scrollerRef]);

  const scrollPage = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    scroller.scrollBy({ left: direction * (rtl ? -1 : 1) * scroller.clientWidth * 0.8, behavior: behaviour() });
  };

  if (loading) {
    const count = vendors.length > 0 ? vendors.length + 1 : SKELETON_WIDTHS.length;
    return (
      <div data-slot="vendor-tabs" data-state="loading" aria-busy="true" className={cn('min-w-0 overflow-hidden p-0.5', className)}>
        <span className="sr-only">{t('lobbyPage.vendors.loading')}</span>
        <div className="flex gap-space-sm">
          {Array.from({ length: count }, (_, index) => (
            <Skeleton
              key={index}
              data-slot="vendor-tab-skeleton"
              className={cn('h-10 shrink-0 rounded-pill', SKELETON_WIDTHS[index % SKELETON_WIDTHS.length])}
            />
          ))}
        </div>
      </div>
    );
  }

  const tabs = (
    <Tabs
      data-slot="vendor-tabs"
      data-state={error ? 'error' : 'ready'}
      value={selected}
      onValueChange={(next) => onValueChange(next === ALL ? undefined : next)}
      activationMode="manual"
      className={cn(rootVariants(), !error && className)}
    >
      <TabsList ref={attachList} variant="pill" aria-label={label} data-slot="vendor-tabs-list" className={listVariants()}>
        <TabsTrigger value={ALL} data-slot="vendor-tab" aria-controls={controlsId} className={tabVariants()}>
          <LayoutGrid aria-hidden className="size-5! shrink-0" />
          <span>{t('lobbyPage.vendors.all')}</span>
        </TabsTrigger>
        {vendors.map((vendor) => (
          <TabsTrigger
            key={vendor.vassalage}
            value={vendor.vassalage}
            data-slot="vendor-tab"
            data-vassalage={vendor.vassalage}
            data-maintenance={vendor.maintenance || undefined}
            aria-controls={controlsId}
            // A tooltip only where the name may be cut: on every tab it would be read again as a description.
            title={vendor.name.length > LONG_NAME ? vendor.name : undefined}
            className={tabVariants()}
          >
            <Image
              src={vendor.iconSrc}
              // The name is printed beside the icon.
              alt=""
              width={20}
              height={20}
              // Small, and a scrolled-away tab may be the selected one: lazy loading would leave holes.
              loading="eager"
              className={iconVariants()}
              fallback={
                <span
                  data-slot="vendor-tab-fallback"
                  aria-hidden="true"
                  className={cn(iconVariants(), 'inline-flex items-center justify-center bg-surface-sunken text-muted')}
                >
                  <Gamepad2 className="size-3.5!" />
                </span>
              }
            />
            <span data-slot="vendor-tab-name" className="max-w-40 truncate">
              {vendor.name}
            </span>
            {/* Words, not only colour or an icon: they are part of the tab's accessible name too. */}
            {vendor.hot && (
              <Badge data-slot="vendor-tab-hot" tone="accent" variant="solid" size="sm" className={markVariants()}>
                <Flame aria-hidden />
                {t('lobbyPage.vendors.hot')}
              </Badge>
            )}
            {vendor.maintenance && (
              <Badge data-slot="vendor-tab-maintenance" tone="warning" variant="solid" size="sm" className={markVariants()}>
                <Wrench aria-hidden />
                {t('lobbyPage.vendors.maintenance')}
              </Badge>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Pointer helpers only: keyboard users have the arrow keys, screen readers the tab list itself. */}
      {!atStart && <EdgeButton side="start" title={t('lobbyPage.vendors.scrollBack')} onClick={() => scrollPage(-1)} />}
      {!atEnd && <EdgeButton side="end" title={t('lobbyPage.vendors.scrollForward')} onClick={() => scrollPage(1)} />}
    </Tabs>
  );
  if (!error) return tabs;
  // The games still list every vendor's games under All; only the narrowing by vendor is missing.
  return (
    <div data-slot="vendor-tabs-failed" className={cn('flex min-w-0 flex-wrap items-center gap-space-sm', className)}>
      {tabs}
      <p role="alert" className="inline-flex items-center gap-space-xs text-sm text-text">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-warning" />
        {t('lobbyPage.vendors.error')}
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
