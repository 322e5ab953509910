/** The pager's arithmetic over the platform's page counters (page, size, and totalPages or a record count). */

/** How many pages `total` records fill at `pageSize` a page (none for no records). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

export interface PageSpan {
  /** The page, clamped to the ones there are (1 when there are none). */
  page: number;
  pageCount: number;
  /** 1-based number of the first record on the page; 0 when there are none. */
  from: number;
  /** 1-based number of the last record on the page; 0 when there are none. */
  to: number;
}

/**
 * Which records a page holds: page 2 of 48 at 20 a page is records 21–40, page 3 is 41–48. Without a
 * record count (null) the pages are the service's `pageCount` and the records on them unknown (0).
 */
export function pageSpan(page: number, pageSize: number, total: number | null, pages?: number): PageSpan {
  const pageCount = total === null ? Math.max(0, Math.floor(pages ?? 0)) : pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), Math.max(pageCount, 1));
  if (pageCount === 0 || total === null) return { page: current, pageCount, from: 0, to: 0 };
  return { page: current, pageCount, from: (current - 1) * pageSize + 1, to: Math.min(total, current * pageSize) };
}
