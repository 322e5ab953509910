/** Marks a run of hidden pages in a page list. */
export const ELLIPSIS = 'ellipsis';

export type PaginationItem = number | typeof ELLIPSIS;

export interface PaginationRangeOptions {
  /** Pages shown around the current one (react-paginate's `pageRangeDisplayed`). */
  pageRange?: number;
  /** Pages always shown at each end (react-paginate's `marginPagesDisplayed`). */
  marginPages?: number;
}

/**
 * The 1-based page list to render, with react-paginate's semantics (so the pager matches the
 * platform's other clients): page 10 of 20 gives `1 … 9 10 11 … 20`. An out-of-range `page` is
 * clamped; an ellipsis that would hide a single page shows that page instead.
 */
export function paginationRange(
  page: number,
  pageCount: number,
  { pageRange = 3, marginPages = 1 }: PaginationRangeOptions = {},
): PaginationItem[] {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  if (count === 0) return [];
  if (count <= pageRange) return Array.from({ length: count }, (_, index) => index + 1);

  // react-paginate works on 0-based indexes and fractional half-ranges; keep its arithmetic exactly.
  const selected = Math.min(Math.max(Number.isFinite(page) ? Math.floor(page) : 1, 1), count) - 1;
  let leftSide = pageRange / 2;
  let rightSide = pageRange - leftSide;
  if (selected > count - pageRange / 2) {
    rightSide = count - selected;
    leftSide = pageRange - rightSide;
  } else if (selected < pageRange / 2) {
    leftSide = selected;
    rightSide = pageRange - leftSide;
  }
  if (selected === 0 && pageRange > 1) rightSide -= 1;

  const showEllipsis = pageRange > 0 || marginPages > 0;
  const items: PaginationItem[] = [];
  for (let index = 0; index < count; index++) {
    const current = index + 1;
    const inMargin = current <= marginPages || current > count - marginPages;
    const inRange = index >= selected - leftSide && index <= selected + rightSide;
    if (inMargin || inRange) items.push(current);
    else if (showEllipsis && items.length > 0 && items.at(-1) !== ELLIPSIS) items.push(ELLIPSIS);
  }

  return items.map((item, i) => {
    const before = items[i - 1];
    const after = items[i + 1];
    return item === ELLIPSIS && typeof before === 'number' && typeof after === 'number' && after - before === 2 ? before + 1 : item;
  });
}
