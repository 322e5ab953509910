import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Button } from './Button.tsx';
import { ELLIPSIS, paginationRange } from './pagination-range.ts';

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** Number of pages; nothing renders for fewer than two. */
  pageCount: number;
  /** The current page, 1-based (controlled). */
  page?: number;
  /** The initial page, 1-based (uncontrolled). */
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages shown around the current one. */
  pageRange?: number;
  /** Pages always shown at each end. */
  marginPages?: number;
  /** Accessible name of the navigation landmark (defaults to "Pagination"); set it when a page has two pagers. */
  label?: string;
  firstLabel?: ReactNode;
  previousLabel?: ReactNode;
  nextLabel?: ReactNode;
  lastLabel?: ReactNode;
};

// Disabled edges use aria-disabled, not `disabled`, so focus stays put when "Last" lands on the last page.
const edgeClass = 'px-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent';

export function Pagination({
  className,
  pageCount,
  page,
  defaultPage = 1,
  onPageChange,
  pageRange = 3,
  marginPages = 1,
  label,
  firstLabel,
  previousLabel,
  nextLabel,
  lastLabel,
  ...props
}: PaginationProps) {
  const { t } = useTranslation();
  const [pageState, setPage] = useControllableState(page, defaultPage, onPageChange);
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(pageState, 1), Math.max(count, 1));

  if (count < 2) return null;

  const goTo = (next: number) => {
    if (next < 1 || next > count || next === current) return;
    setPage(next);
  };

  const edge = (slot: string, target: number, disabled: boolean, content: ReactNode) => (
    <li>
      <Button
        data-slot={slot}
        variant="ghost"
        size="sm"
        className={edgeClass}
        aria-disabled={disabled || undefined}
        onClick={() => goTo(target)}
      >
        {content}
      </Button>
    </li>
  );

  return (
    <nav data-slot="pagination" aria-label={label ?? t('widgets.pagination')} className={cn('flex justify-center', className)} {...props}>
      <ul className="flex flex-wrap items-center justify-center gap-space-xs">
        {edge(
          'pagination-first',
          1,
          current === 1,
          <>
            <ChevronsLeft aria-hidden className="size-4" />
            {firstLabel ?? t('widgets.first')}
          </>,
        )}
        {edge(
          'pagination-previous',
          current - 1,
          current === 1,
          <>
            <ChevronLeft aria-hidden className="size-4" />
            {previousLabel ?? t('widgets.previous')}
          </>,
        )}
        {paginationRange(current, count, { pageRange, marginPages }).map((item, index, items) =>
          item === ELLIPSIS ? (
            // Decorative: the page buttons on either side already tell where the gap is.
            <li
              key={`ellipsis-${String(items[index - 1])}`}
              data-slot="pagination-ellipsis"
              aria-hidden="true"
              className="px-1 text-sm text-muted select-none"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                data-slot="pagination-page"
                data-state={item === current ? 'active' : 'inactive'}
                variant={item === current ? 'primary' : 'ghost'}
                size="sm"
                className="min-w-8 px-2 tabular-nums"
                aria-label={t('widgets.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => goTo(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        {edge(
          'pagination-next',
          current + 1,
          current === count,
          <>
            {nextLabel ?? t('widgets.next')}
            <ChevronRight aria-hidden className="size-4" />
          </>,
        )}
        {edge(
          'pagination-last',
          count,
          current === count,
          <>
            {lastLabel ?? t('widgets.last')}
            <ChevronsRight aria-hidden className="size-4" />
          </>,
        )}
      </ul>
    </nav>
  );
}
