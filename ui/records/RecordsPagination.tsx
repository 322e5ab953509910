import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format.ts';
import { parseLanguageCode } from '../i18n/languages.ts';
import { cn } from '../lib/cn.ts';
import { Pagination } from '../primitives/Pagination.tsx';
import { Select } from '../primitives/Select.tsx';
import { pageSpan } from './paging.ts';

/**
 * In a narrow container (under 28rem, a phone) the pager keeps to one line: Prev and Next show their
 * arrows only (the words stay their names), and First and Last step aside, since the first and last
 * page numbers are always in the list (margin pages 1).
 */
const narrowPagerClass = cn(
  'min-w-0',
  '[&_li:has(>[data-slot=pagination-first])]:hidden [&_li:has(>[data-slot=pagination-last])]:hidden',
  '@md:[&_li:has(>[data-slot=pagination-first])]:block @md:[&_li:has(>[data-slot=pagination-last])]:block',
);

export type RecordsPaginationProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  /** The page shown, 1-based (the platform's pageNo). */
  page: number;
  /** Records per page (the platform's pageSize). */
  pageSize: number;
  /**
   * Records in the whole filter, when the service sends a count; without it (most of the platform's
   * lists send only totalPages) the summary reads "Page 2 of 5".
   */
  total?: number | null;
  /** Pages in the whole filter (the platform's totalPages); derived from `total` when not given. */
  pageCount?: number;
  onPageChange: (page: number) => void;
  /** Sizes the member may choose from; with onPageSizeChange a "Rows per page" select shows. */
  pageSizeOptions?: readonly number[];
  /** The container goes back to page 1 with the new size. */
  onPageSizeChange?: (pageSize: number) => void;
  /** The pager's landmark name; set it when a page has two lists. */
  label?: string;
};

/**
 * The record lists' pager (spec: 1-based, previous, next, first and last, range 3 and margins 1):
 * "11–20 of 48" announced politely as the page changes, the page buttons (aria-current on the page
 * shown), and optionally a page-size select.
 */
export function RecordsPagination({
  page,
  pageSize,
  total = null,
  pageCount: pages,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  label,
  className,
  ...props
}: RecordsPaginationProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const { page: current, pageCount, from, to } = pageSpan(page, pageSize, total, pages);
  const sizes = pageSizeOptions && onPageSizeChange ? [...new Set([...pageSizeOptions, pageSize])].sort((a, b) => a - b) : undefined;

  return (
    <div
      data-slot="records-pagination"
      className={cn('@container flex flex-wrap items-center justify-between gap-x-space-md gap-y-space-sm', className)}
      {...props}
    >
      {/* A live region from the first render, so a page change is heard. */}
      <p role="status" data-slot="records-pagination-summary" className="text-sm text-muted tabular-nums">
        {total !== null && total > 0
          ? t('records.pagination.summary', {
              from: formatNumber(from, language),
              to: formatNumber(to, language),
              total: formatNumber(total, language),
            })
          : total === null && pageCount > 0
            ? t('records.pagination.pageOf', { page: formatNumber(current, language), pageCount: formatNumber(pageCount, language) })
            : null}
      </p>
      <Pagination
        className={narrowPagerClass}
        pageCount={pageCount}
        page={current}
        onPageChange={onPageChange}
        label={label ?? t('records.pagination.label')}
        previousLabel={<span className="sr-only @md:not-sr-only">{t('widgets.previous')}</span>}
        nextLabel={<span className="sr-only @md:not-sr-only">{t('widgets.next')}</span>}
      />
      {sizes && pageCount > 0 && (
        <Select
          data-slot="records-pagination-size"
          size="sm"
          className="w-auto flex-row items-center gap-space-sm"
          selectClassName="w-20"
          label={t('records.pagination.pageSize')}
          options={sizes.map((size) => ({ value: String(size), label: formatNumber(size, language) }))}
          value={String(pageSize)}
          onValueChange={(next) => onPageSizeChange?.(Number(next))}
        />
      )}
    </div>
  );
}
