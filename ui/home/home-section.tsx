import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button, IconButton } from '../primitives/Button.tsx';

// Shared parts of the home page sections: the titled frame and the horizontal scroller with its previous/next buttons.

const sectionVariants = cva('@container flex min-w-0 flex-col gap-space-sm');
const headerVariants = cva('flex min-h-10 items-center gap-space-sm');
const titleVariants = cva(
  'flex min-w-0 flex-1 items-center gap-space-sm text-lg font-semibold text-text [&>svg]:size-5 [&>svg]:shrink-0 [&>svg]:text-brand',
);

export type HomeSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: string;
  /** Decorative icon before the title. */
  icon?: ReactNode;
  /** Buttons on the right of the title (see all, scroll buttons). */
  actions?: ReactNode;
  slot: string;
};

/** A titled region of the home page: an h2 that names the region, its actions and its content. */
export function HomeSection({ className, title, icon, actions, slot, children, ...props }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section data-slot={slot} aria-labelledby={titleId} className={cn(sectionVariants(), className)} {...props}>
      <div data-slot={`${slot}-header`} className={headerVariants()}>
        <h2 id={titleId} className={titleVariants()}>
          {icon}
          <span className="truncate">{title}</span>
        </h2>
        {actions && <div className="flex shrink-0 items-center gap-space-xs">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function SeeAllButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="link" size="md" className="px-2" onClick={onClick}>
      {t('home.seeAll')}
    </Button>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface HorizontalScroller {
  /** The scrolling element's callback ref (a callback: the list appears only once data is there). */
  attach: (element: HTMLElement | null) => (() => void) | undefined;
  atStart: boolean;
  atEnd: boolean;
  /** -1 back, 1 forward: about one visible width, snapping to a card. */
  scroll: (direction: -1 | 1) => void;
}

/** Tracks whether a horizontal scroller can go back or forward, and scrolls it by a page. */
export function useHorizontalScroller(): HorizontalScroller {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const attach = useCallback((node: HTMLElement | null) => {
    setElement(node);
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    // Where the first and last items are, from IntersectionObserver: it answers after layout, on scroll,
    // on resize and for a newly observed item, and reads no layout in script (reading the scroll position
    // while the page was being built forced a layout of all of it). The 2 px margin absorbs sub-pixel
    // edges and the list's own padding; an item within it is fully in view.
    const inView = new Map<Element, boolean>();
    let first: Element | null = null;
    let last: Element | null = null;
    // An item not answered for yet keeps its edge as it was; no items at all is both edges.
    const update = () =>
      setEdges((edges) => {
        const atStart = first ? (inView.get(first) ?? edges.atStart) : true;
        const atEnd = last ? (inView.get(last) ?? edges.atEnd) : true;
        return edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd };
      });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inView.set(entry.target, entry.intersectionRatio >= 1);
        update();
      },
      { root: node, rootMargin: '0px 2px', threshold: 1 },
    );
    // The items can change (more loaded, another language): follow the current first and last.
    const follow = () => {
      if (node.firstElementChild === first && node.lastElementChild === last) return;
      for (const item of [first, last]) if (item) observer.unobserve(item);
      inView.clear();
      first = node.firstElementChild;
      last = node.lastElementChild;
      for (const item of new Set([first, last])) if (item) observer.observe(item);
      update();
    };
    follow();
    const items = new MutationObserver(follow);
    items.observe(node, { childList: true });
    return () => {
      items.disconnect();
      observer.disconnect();
    };
  }, []);

  const scroll = useCallback(
    (direction: -1 | 1) => {
      if (!element) return;
      const rtl = getComputedStyle(element).direction === 'rtl';
      const reduced = window.matchMedia(REDUCED_MOTION).matches;
      element.scrollBy({ left: direction * (rtl ? -1 : 1) * element.clientWidth * 0.85, behavior: reduced ? 'auto' : 'smooth' });
    },
    [element],
  );

  return { attach, ...edges, scroll };
}

/**
 * Previous/next buttons for a scroller, shown once the section is wide enough for a pointer-driven
 * layout (touch users swipe). At an edge they stay focusable and say they are disabled, so focus is
 * never dropped when the scroller reaches its end.
 */
export function ScrollerButtons({ scroller, className }: { scroller: Omit<HorizontalScroller, 'attach'>; className?: string }) {
  const { t } = useTranslation();
  const button = (direction: -1 | 1, disabled: boolean, label: string, icon: ReactNode) => (
    <IconButton
      variant="secondary"
      label={label}
      aria-disabled={disabled || undefined}
      data-slot={direction === -1 ? 'scroller-previous' : 'scroller-next'}
      className="rounded-pill aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-surface-raised"
      onClick={() => {
        if (!disabled) scroller.scroll(direction);
      }}
    >
      {icon}
    </IconButton>
  );
  return (
    <div className={cn('hidden items-center gap-space-xs @lg:flex', className)}>
      {button(-1, scroller.atStart, t('home.scrollBack'), <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />)}
      {button(1, scroller.atEnd, t('home.scrollForward'), <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />)}
    </div>
  );
}

/**
 * The scrolling list: snap to items, no visible scrollbar on touch, smooth unless motion is reduced.
 * Relative, so absolutely placed parts of its items (screen-reader-only text) are clipped by it and do
 * not widen the page beyond the window.
 */
export const scrollerListVariants = cva(
  'relative flex snap-x snap-mandatory scroll-px-0.5 [scrollbar-width:thin] gap-space-sm overflow-x-auto overscroll-x-contain scroll-smooth px-0.5 pt-0.5 pb-space-sm motion-reduce:scroll-auto',
);
