import { cva } from 'class-variance-authority';
import { ChevronLeft, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { IconButton } from '../primitives/Button.tsx';
import { LoadingRegion } from '../primitives/LoadingRegion.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { CentreMenu, type CentreMenuEntry } from './CentreMenu.tsx';

/** What a narrow centre (a phone) shows: the menu as a list, or one page's panel with a way back. */
export type CentreView = 'menu' | 'panel';

export type CentreLayoutProps<Id extends string = string> = Omit<ComponentProps<'section'>, 'title' | 'onSelect'> & {
  /** The centre's name: the page's one h1 ("Member centre"). */
  title: string;
  /** The menu's landmark name; defaults to the title. */
  menuLabel?: string;
  /** The pages this member may open, in menu order. */
  entries: readonly CentreMenuEntry<Id>[];
  /** The page in the panel: marked in the menu, its label is the panel's heading. */
  current?: Id;
  onSelect?: (id: Id) => void;
  /** The close button: leave the centre. */
  onClose?: () => void;
  /** What decides the menu is still loading: skeletons in the menu and the panel. */
  loading?: boolean;
  /** Shown instead of the menu and the panel (a visitor's login notice, a trial account's refusal). */
  notice?: ReactNode;
  /** The current page's panel. */
  children?: ReactNode;
  /** Narrow layout only: the menu list or the panel (controlled). */
  view?: CentreView;
  /** Narrow layout only (uncontrolled): a page opened by its address shows its panel. */
  defaultView?: CentreView;
  onViewChange?: (view: CentreView) => void;
};

// A size container: the centre lays out by its own width (beside a side menu, in a story's phone frame).
const rootVariants = cva('@container/centre flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-text');

const headerVariants = cva('flex min-h-14 items-center gap-space-sm border-b border-border bg-surface-raised ps-space-md pe-space-xs');

// Side by side from 42rem of centre width; narrower, one of the two at a time.
const bodyVariants = cva('grid min-h-[28rem] @2xl/centre:grid-cols-[15rem_minmax(0,1fr)]');

const menuColumnVariants = cva('min-w-0 bg-surface-raised @2xl/centre:border-e @2xl/centre:border-border', {
  variants: { hiddenWhenNarrow: { true: '@max-2xl/centre:hidden', false: '' } },
});

const panelVariants = cva('flex min-w-0 flex-col gap-space-md p-space-md @2xl/centre:p-space-lg', {
  variants: { hiddenWhenNarrow: { true: '@max-2xl/centre:hidden', false: '' } },
});

const backVariants = cva('-ms-space-xs @2xl/centre:hidden');

const isShown = (element: HTMLElement | null) => element !== null && element.getClientRects().length > 0;

/** A panel that is loading (the centre's data, or a page's chunk): busy, with skeleton blocks. */
export function CentrePanelSkeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <LoadingRegion data-slot="centre-panel-skeleton" className={cn('flex flex-col gap-space-md', className)} {...props}>
      <Skeleton shape="text" className="h-7 w-48" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
    </LoadingRegion>
  );
}

/**
 * The frame of a centre (member centre, agent centre): a header with the centre's title and a close
 * button, the page menu, and the panel of the chosen page. From 42rem of its own width the menu is a
 * column beside the panel; narrower (a phone) it is a list that opens one panel at a time, with a
 * back control to the list. Focus follows: opening a panel moves it to the panel's heading, going
 * back moves it to the page's row.
 */
export function CentreLayout<Id extends string = string>({
  title,
  menuLabel,
  entries,
  current,
  onSelect,
  onClose,
  loading = false,
  notice,
  children,
  view,
  defaultView = 'panel',
  onViewChange,
  className,
  ...props
}: CentreLayoutProps<Id>) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelTitleId = useId();
  const [shown, setShown] = useControllableState(view, defaultView, onViewChange);
  const menuRef = useRef<HTMLDivElement>(null);
  const panelTitleRef = useRef<HTMLHeadingElement>(null);
  // A view change asked for by the user moves focus once the other view is on screen.
  const focusNextRef = useRef<CentreView | undefined>(undefined);
  const currentEntry = entries.find((entry) => entry.id === current);

  useEffect(() => {
    if (focusNextRef.current !== shown) return;
    focusNextRef.current = undefined;
    // Only a narrow centre swaps its views; in a wide one focus stays where the user put it.
    if (shown === 'panel') {
      if (!isShown(menuRef.current)) panelTitleRef.current?.focus();
    } else if (isShown(menuRef.current)) {
      const rows = menuRef.current?.querySelectorAll<HTMLElement>('[data-slot="centre-menu-item"]');
      const row = menuRef.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? rows?.[0];
      row?.focus();
    }
  });

  // Another way to a page (the header's Deposit, the browser's back) shows that page, not the list.
  const shownForRef = useRef(current);
  useLayoutEffect(() => {
    if (shownForRef.current === current) return;
    shownForRef.current = current;
    setShown('panel');
  });

  const select = (id: Id) => {
    focusNextRef.current = 'panel';
    setShown('panel');
    onSelect?.(id);
  };

  const back = () => {
    focusNextRef.current = 'menu';
    setShown('menu');
  };

  const panel = loading ? (
    <CentrePanelSkeleton />
  ) : (
    <>
      {currentEntry && (
        <h2 ref={panelTitleRef} id={panelTitleId} tabIndex={-1} className="text-xl font-semibold text-text outline-none">
          {currentEntry.label}
        </h2>
      )}
      {children}
    </>
  );

  return (
    <section
      data-slot="centre-layout"
      data-view={shown}
      data-state={notice ? 'notice' : loading ? 'loading' : 'ready'}
      aria-labelledby={titleId}
      className={cn(rootVariants(), className)}
      {...props}
    >
      <header data-slot="centre-layout-header" className={headerVariants()}>
        {!notice && !loading && shown === 'panel' && (
          <IconButton data-slot="centre-layout-back" label={t('centre.back')} className={backVariants()} onClick={back}>
            <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
          </IconButton>
        )}
        <h1 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {title}
        </h1>
        {onClose && (
          <IconButton data-slot="centre-layout-close" label={t('centre.close')} onClick={onClose}>
            <X aria-hidden className="size-5" />
          </IconButton>
        )}
      </header>
      {notice ? (
        <div data-slot="centre-layout-notice" className="p-space-md @2xl/centre:p-space-xl">
          {notice}
        </div>
      ) : (
        <div data-slot="centre-layout-body" className={bodyVariants()}>
          <div ref={menuRef} data-slot="centre-layout-menu" className={menuColumnVariants({ hiddenWhenNarrow: shown === 'panel' })}>
            <CentreMenu label={menuLabel ?? title} entries={entries} current={current} onSelect={select} loading={loading} />
          </div>
          <section
            data-slot="centre-layout-panel"
            // Named by its heading, so it is a region landmark only once a page is shown.
            aria-labelledby={currentEntry && !loading ? panelTitleId : undefined}
            className={panelVariants({ hiddenWhenNarrow: shown === 'menu' })}
          >
            {panel}
          </section>
        </div>
      )}
    </section>
  );
}
