import { cva } from 'class-variance-authority';
import { useCallback, useRef, useState, type ComponentProps, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import type { SideMenuDrawerProps } from './SideMenuDrawer.tsx';

/** From this shell width up the side menu is a column; below it, a drawer. */
export const WIDE_LAYOUT_MIN_PX = 1024;
/** Until the header is measured: the usual 4rem bar. */
const DEFAULT_HEADER_PX = 64;

export type SideMenuPlacement = 'column' | 'drawer';

export interface SideMenuContext {
  /** A sticky column (wide layout) or the off-canvas drawer (narrow layout). */
  placement: SideMenuPlacement;
  /** Mini width: icons only. Never in the drawer, which always has room for labels. */
  collapsed: boolean;
  /** Closes the drawer, e.g. after a menu entry was chosen. */
  close: () => void;
}

export type PageShellProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A thin strip above the header (the top reward strip); it scrolls away with the page. */
  topStrip?: ReactNode;
  /** The top bar; sticks to the top while the page scrolls. */
  header?: ReactNode;
  /** The left menu; a function gets where it is shown, so it can render mini or full. */
  sideMenu?: ReactNode | ((context: SideMenuContext) => ReactNode);
  /** The page's banner strip, at the top of the main content. */
  banner?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** The side menu column at mini width (wide layout only). */
  sideMenuCollapsed?: boolean;
  /** False: no column on a wide layout, only the narrow layout's drawer (a page that takes the whole width still has its menu on a phone). */
  sideMenuColumn?: boolean;
  /** Hides the top and left bars (/seamless and /vnlottery unless the brand shows them). */
  hideBars?: boolean;
  /** The narrow layout's menu drawer (controlled). */
  sideMenuOpen?: boolean;
  /** The narrow layout's menu drawer (uncontrolled). */
  defaultSideMenuOpen?: boolean;
  onSideMenuOpenChange?: (open: boolean) => void;
  /**
   * The narrow layout's drawer around the side menu: SideMenuDrawer, or the host's stand-in that loads
   * it when it chooses (rendered on a narrow layout only, closed until the menu opens). Without it a
   * narrow layout has no menu.
   */
  drawer?: ComponentType<SideMenuDrawerProps>;
};

const skipLinkVariants = cva(
  'sr-only focus:not-sr-only focus:fixed focus:start-space-sm focus:top-space-sm focus:z-60 focus:rounded-md focus:bg-brand focus:px-space-md focus:py-space-sm focus:text-sm focus:font-semibold focus:text-brand-fg focus:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

const bodyVariants = cva('grid flex-1', {
  variants: { column: { true: 'grid-cols-[auto_minmax(0,1fr)]', false: 'grid-cols-1' } },
});

const sideColumnVariants = cva('border-e border-border bg-surface-raised motion-safe:transition-[width] motion-safe:duration-200', {
  variants: { collapsed: { true: 'w-18', false: 'w-60' } },
});

/**
 * Calls `read` whenever the node's size changes, starting with the first layout. ResizeObserver answers
 * after layout and before paint; flushSync applies the new state in that same frame, so the first paint
 * already has the right layout and nothing shifts.
 */
function observeSize(node: HTMLElement | null, read: () => void): (() => void) | undefined {
  if (!node) return undefined;
  // eslint-disable-next-line @eslint-react/dom-no-flush-sync -- see above: a deferred update would paint one wrong frame first
  const observer = new ResizeObserver(() => flushSync(read));
  observer.observe(node);
  return () => observer.disconnect();
}

/**
 * The frame of every route: a skip link, a top strip, a sticky header, the side menu (a sticky column from
 * 1024 px of shell width, an off-canvas drawer below), the main content with its banner, and the
 * footer. It renders only the slots it is given. The width is the shell's own, not the window's,
 * so the same decision holds wherever it is mounted.
 */
export function PageShell({
  className,
  style,
  topStrip,
  header,
  sideMenu,
  banner,
  footer,
  children,
  sideMenuCollapsed = false,
  sideMenuColumn = true,
  hideBars = false,
  sideMenuOpen,
  defaultSideMenuOpen = false,
  onSideMenuOpenChange,
  drawer: Drawer,
  ...props
}: PageShellProps) {
  const { t } = useTranslation();
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.innerWidth >= WIDE_LAYOUT_MIN_PX);
  const [headerHeight, setHeaderHeight] = useState(DEFAULT_HEADER_PX);
  const [open, setOpen] = useControllableState(sideMenuOpen, defaultSideMenuOpen, onSideMenuOpenChange);
  const mainRef = useRef<HTMLElement>(null);

  // Measured by ResizeObserver (observeSize), not while React commits: reading a size then forced a layout of
  // the half-built page, the largest single cost of the first render on a slow phone.
  const rootRef = useCallback(
    (node: HTMLDivElement | null) => observeSize(node, () => setWide(node!.offsetWidth >= WIDE_LAYOUT_MIN_PX)),
    [],
  );
  // The sticky menu column starts below the sticky header, whatever height the header has.
  const headerRef = useCallback((node: HTMLDivElement | null) => observeSize(node, () => setHeaderHeight(node!.offsetHeight)), []);

  const showHeader = Boolean(header) && !hideBars;
  const showSideMenu = Boolean(sideMenu) && !hideBars;
  const renderSideMenu = (placement: SideMenuPlacement) =>
    typeof sideMenu === 'function'
      ? sideMenu({ placement, collapsed: placement === 'column' && sideMenuCollapsed, close: () => setOpen(false) })
      : sideMenu;

  return (
    <div
      ref={rootRef}
      data-slot="page-shell"
      data-layout={wide ? 'wide' : 'narrow'}
      className={cn('flex min-h-dvh w-full flex-col bg-surface text-text', className)}
      style={{ '--page-shell-header-height': `${showHeader ? headerHeight : 0}px`, ...style } as CSSProperties}
      {...props}
    >
      {(showHeader || showSideMenu) && (
        <a
          href="#main"
          data-slot="page-shell-skip-link"
          className={skipLinkVariants()}
          // Focus moves without touching the URL, so the router never sees a hash navigation.
          onClick={(event) => {
            event.preventDefault();
            mainRef.current?.focus();
          }}
        >
          {t('common.skipToContent')}
        </a>
      )}
      {topStrip}
      {showHeader && (
        <div ref={headerRef} data-slot="page-shell-header" className="sticky top-0 z-30">
          {header}
        </div>
      )}
      <div data-slot="page-shell-body" className={bodyVariants({ column: wide && showSideMenu && sideMenuColumn })}>
        {wide && showSideMenu && sideMenuColumn && (
          <div
            data-slot="page-shell-side-menu"
            data-state={sideMenuCollapsed ? 'collapsed' : 'expanded'}
            className={sideColumnVariants({ collapsed: sideMenuCollapsed })}
          >
            <div className="sticky top-(--page-shell-header-height) max-h-[calc(100dvh-var(--page-shell-header-height))] overflow-x-hidden overflow-y-auto overscroll-contain">
              {renderSideMenu('column')}
            </div>
          </div>
        )}
        <div data-slot="page-shell-content" className="flex min-w-0 flex-col">
          <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 scroll-mt-(--page-shell-header-height) outline-none">
            {banner && (
              <div data-slot="page-shell-banner" className="px-space-md pt-space-md">
                {banner}
              </div>
            )}
            {children}
          </main>
          {footer}
        </div>
      </div>
      {!wide && showSideMenu && Drawer && (
        <Drawer open={open} onOpenChange={setOpen}>
          {renderSideMenu('drawer')}
        </Drawer>
      )}
    </div>
  );
}
