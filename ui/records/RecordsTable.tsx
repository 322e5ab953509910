import { cva } from 'class-variance-authority';
import { ReceiptText, TriangleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { RecordsPagination, type RecordsPaginationProps } from './RecordsPagination.tsx';

type Align = 'start' | 'center' | 'end';

interface ColumnBase {
  /** Stable id: the React key, and the key of `totals`. */
  id: string;
  /** The translated header; also the label of the value on a phone card. */
  header: string;
  /** Money and counts read right-aligned; text starts at the start. */
  align?: Align;
  /**
   * On a phone card: `title` puts the value in the card's top line (a time, a status), `field` (the
   * default) a "label: value" line, `hidden` leaves it out.
   */
  card?: 'title' | 'field' | 'hidden';
  /** Classes for this column's header and cells in the table (a width, no wrapping). */
  className?: string;
}

/** A column drawn by its own renderer (text, a status chip, a button). */
export interface CellColumn<Row> extends ColumnBase {
  cell: (row: Row, index: number) => ReactNode;
  money?: never;
}

/** A money column: the amount formatted in the brand currency, right-aligned in tabular numerals. */
export interface MoneyColumn<Row> extends ColumnBase {
  money: (row: Row) => number | null | undefined;
  /** Credits and debits: a `+` before positive amounts, and the amount toned success or danger. */
  signed?: boolean;
  cell?: never;
}

export type RecordColumn<Row> = CellColumn<Row> | MoneyColumn<Row>;

/** A value per column id for the totals row; numbers in money columns are formatted like the cells. */
export type RecordTotals = Readonly<Record<string, ReactNode>>;

const rootVariants = cva('@container flex min-w-0 flex-col gap-space-md');

/** Below the container width `cardsBelow` names, each record is a card of label: value lines. */
const tableVariants = cva('hidden', {
  variants: { cardsBelow: { sm: '@md:block', md: '@2xl:block', lg: '@4xl:block' } },
  defaultVariants: { cardsBelow: 'md' },
});
const cardsVariants = cva('flex flex-col gap-space-sm', {
  variants: { cardsBelow: { sm: '@md:hidden', md: '@2xl:hidden', lg: '@4xl:hidden' } },
  defaultVariants: { cardsBelow: 'md' },
});

const alignVariants = cva('', {
  variants: { align: { start: 'text-start', center: 'text-center', end: 'text-end' } },
  defaultVariants: { align: 'start' },
});

const cellClass = 'px-space-sm py-2.5 align-middle first:ps-space-md last:pe-space-md';
const moneyClass = 'whitespace-nowrap tabular-nums';
const signedVariants = cva('', {
  variants: { sign: { positive: 'text-success', negative: 'text-danger', zero: '' } },
});

export type RecordsTableProps<Row> = Omit<ComponentProps<'div'>, 'children'> & {
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  /** A record's stable key (its id). */
  rowKey: (row: Row) => string;
  /** The accessible name of the table (and of the card list on a phone). */
  label: string;
  /** Shows the label as a visible caption above the table; otherwise it is for screen readers only. */
  showLabel?: boolean;
  /** The first page is loading: skeleton rows stand where the records will be. */
  loading?: boolean;
  /** How many skeleton rows (default: the page size, else 5). */
  loadingRows?: number;
  /** Another page or filter is loading while these rows stay: a busy bar over them, and aria-busy. */
  refreshing?: boolean;
  /** The records could not be loaded: an error row with the message and a Retry button (with onRetry). */
  error?: boolean;
  /** Translated error text; defaults to records.table.error. */
  errorMessage?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Translated text when there are no records; defaults to records.table.empty. */
  emptyMessage?: string;
  emptyHint?: string;
  /** Something useful to do instead (a wider period, a deposit). */
  emptyAction?: ReactNode;
  /** A totals row under the records (the whole filter's summary), keyed by column id. */
  totals?: RecordTotals;
  /** The pager under the records; hidden while loading or failed. */
  pagination?: Omit<RecordsPaginationProps, 'label'>;
  /** The container width under which records show as cards: sm 28rem, md 42rem (default), lg 56rem. */
  cardsBelow?: 'sm' | 'md' | 'lg';
};

/**
 * A member-centre or agent-centre record list (deposits, withdrawals, bets, the ledger, team reports):
 * typed columns, money formatted in the brand currency and right-aligned, loading skeletons, an empty
 * state, an error row with Retry, an optional totals row and the spec's pager. In a narrow container
 * (a phone, a side panel) each record is a card of "label: value" lines instead of a row.
 */
export function RecordsTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  showLabel = false,
  loading = false,
  loadingRows,
  refreshing = false,
  error = false,
  errorMessage,
  onRetry,
  retrying = false,
  emptyMessage,
  emptyHint,
  emptyAction,
  totals,
  pagination,
  cardsBelow = 'md',
  className,
  ...props
}: RecordsTableProps<Row>) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const labelId = useId();
  const state = error ? 'error' : loading ? 'loading' : rows.length === 0 ? 'empty' : 'ready';
  const skeletonCount = loadingRows ?? (pagination ? Math.min(pagination.pageSize, 10) : 5);
  const hasTotals = state === 'ready' && totals !== undefined && Object.keys(totals).length > 0;

  const renderValue = (column: RecordColumn<Row>, row: Row, index: number): ReactNode => {
    if (column.money === undefined) return column.cell(row, index);
    return renderMoney(column, column.money(row));
  };

  const renderMoney = (column: MoneyColumn<Row>, amount: number | null | undefined): ReactNode => {
    if (amount === null || amount === undefined || !Number.isFinite(amount)) return <span className="text-muted">—</span>;
    const sign = amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero';
    const text = formatMoney(amount);
    return (
      <span data-slot="records-money" className={cn(moneyClass, column.signed && signedVariants({ sign }))}>
        {column.signed && amount > 0 ? `+${text}` : text}
      </span>
    );
  };

  const renderTotal = (column: RecordColumn<Row>): ReactNode => {
    const value = totals?.[column.id];
    if (column.money !== undefined && typeof value === 'number') return renderMoney(column, value);
    return value;
  };

  const alignOf = (column: RecordColumn<Row>): Align => column.align ?? (column.money !== undefined ? 'end' : 'start');
  const cardTitles = columns.filter((column) => column.card === 'title');
  const cardFields = columns.filter((column) => (column.card ?? 'field') === 'field');
  const errorText = errorMessage ?? t('records.table.error');

  const retryButton = onRetry && (
    <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
      {t('common.retry')}
    </Button>
  );

  // The rows stay readable while the next page loads (dimming them would fail contrast): a bar says it.
  const busyBar = (
    <span data-slot="records-table-busy" aria-hidden="true" className="absolute inset-x-0 top-0 z-10 h-0.5 animate-pulse bg-brand" />
  );

  const emptyState = (
    <EmptyState
      size="compact"
      className="border-0"
      icon={<ReceiptText aria-hidden />}
      title={emptyMessage ?? t('records.table.empty')}
      hint={emptyHint}
      action={emptyAction}
    />
  );

  return (
    <div
      data-slot="records-table"
      data-state={state}
      aria-busy={state === 'loading' || refreshing || undefined}
      className={cn(rootVariants(), className)}
      {...props}
    >
      {showLabel && (
        <h3 id={labelId} className="text-base font-semibold text-text">
          {label}
        </h3>
      )}
      {state === 'loading' && (
        <p role="status" className="sr-only">
          {t('records.table.loading')}
        </p>
      )}

      {/* Wide: a table. Its frame scrolls sideways when the columns need more room than there is. */}
      <div
        data-slot="records-table-frame"
        role="region"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        // Focusable so a keyboard can scroll it sideways (a region that scrolls must take focus).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn(tableVariants({ cardsBelow }), 'relative overflow-x-auto rounded-lg border border-border bg-surface')}
      >
        {refreshing && busyBar}
        <table className="w-full border-collapse text-sm text-text">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-raised">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn(
                    cellClass,
                    'py-2 font-semibold whitespace-nowrap text-muted',
                    alignVariants({ align: alignOf(column) }),
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state === 'loading' &&
              Array.from({ length: skeletonCount }, (_, index) => (
                <tr key={index} data-slot="records-table-skeleton" aria-hidden="true" className="border-t border-border">
                  {columns.map((column) => (
                    <td key={column.id} className={cn(cellClass, column.className)}>
                      <Skeleton shape="text" className={cn('h-3.5', alignOf(column) === 'end' ? 'ms-auto w-20' : 'w-24')} />
                    </td>
                  ))}
                </tr>
              ))}
            {state === 'error' && (
              <tr data-slot="records-table-error" className="border-t border-border">
                <td colSpan={columns.length} className="px-space-md py-space-lg">
                  <div role="alert" className="flex flex-wrap items-center justify-center gap-space-sm text-center">
                    <TriangleAlert aria-hidden className="size-5 shrink-0 text-warning" />
                    <span>{errorText}</span>
                    {retryButton}
                  </div>
                </td>
              </tr>
            )}
            {state === 'empty' && (
              <tr data-slot="records-table-empty" className="border-t border-border">
                <td colSpan={columns.length} className="p-0">
                  {emptyState}
                </td>
              </tr>
            )}
            {state === 'ready' &&
              rows.map((row, index) => (
                <tr key={rowKey(row)} data-slot="records-table-row" className="border-t border-border hover:bg-surface-raised">
                  {columns.map((column) => (
                    <td key={column.id} className={cn(cellClass, alignVariants({ align: alignOf(column) }), column.className)}>
                      {renderValue(column, row, index)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
          {hasTotals && (
            <tfoot className="border-t-2 border-border-strong bg-surface-raised font-semibold">
              <tr data-slot="records-table-totals">
                {columns.map((column, index) => {
                  const value = renderTotal(column);
                  const Cell = index === 0 ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={index === 0 ? 'row' : undefined}
                      className={cn(cellClass, alignVariants({ align: index === 0 ? 'start' : alignOf(column) }), column.className)}
                    >
                      {index === 0 && (value === undefined || value === null) ? t('records.table.totals') : value}
                    </Cell>
                  );
                })}
              </tr>
            </tfoot>
          )}
        </table>
      </div>

      {/* Narrow: one card per record, the same values as "label: value" lines. */}
      <div data-slot="records-cards" className={cn(cardsVariants({ cardsBelow }), 'relative')}>
        {refreshing && busyBar}
        {state === 'loading' && (
          <div aria-hidden="true" className="flex flex-col gap-space-sm">
            {Array.from({ length: Math.min(skeletonCount, 4) }, (_, index) => (
              <div
                key={index}
                data-slot="records-card-skeleton"
                className="flex flex-col gap-2 rounded-lg border border-border bg-surface-raised p-space-md"
              >
                <Skeleton shape="text" className="w-1/2" />
                <Skeleton shape="text" className="w-full" />
                <Skeleton shape="text" className="w-3/4" />
              </div>
            ))}
          </div>
        )}
        {state === 'error' && (
          <div
            role="alert"
            data-slot="records-cards-error"
            className="flex flex-col items-center gap-space-sm rounded-lg border border-border bg-surface-raised p-space-md text-center text-sm text-text"
          >
            <TriangleAlert aria-hidden className="size-6 text-warning" />
            <p>{errorText}</p>
            {retryButton}
          </div>
        )}
        {state === 'empty' && <div className="rounded-lg border border-border bg-surface-raised">{emptyState}</div>}
        {state === 'ready' && (
          // role="list": Safari drops the role of a list styled without markers.
          // eslint-disable-next-line jsx-a11y/no-redundant-roles
          <ul role="list" aria-label={label} className="flex flex-col gap-space-sm">
            {rows.map((row, index) => (
              <li
                key={rowKey(row)}
                data-slot="records-card"
                className="rounded-lg border border-border bg-surface-raised p-space-md text-sm text-text"
              >
                {cardTitles.length > 0 && (
                  <div
                    data-slot="records-card-title"
                    className="mb-2 flex flex-wrap items-center justify-between gap-space-sm font-semibold"
                  >
                    {cardTitles.map((column) => (
                      <span key={column.id} className="min-w-0">
                        <span className="sr-only">{column.header}: </span>
                        {renderValue(column, row, index)}
                      </span>
                    ))}
                  </div>
                )}
                <dl className="flex flex-col gap-1.5">
                  {cardFields.map((column) => (
                    <div key={column.id} data-slot="records-card-field" className="flex items-baseline justify-between gap-space-md">
                      <dt className="shrink-0 text-muted">{column.header}</dt>
                      <dd className="min-w-0 text-end break-words">{renderValue(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
        {hasTotals && (
          <div
            data-slot="records-card-totals"
            className="rounded-lg border-2 border-border-strong bg-surface-raised p-space-md text-sm text-text"
          >
            <p className="mb-2 font-semibold">{t('records.table.totals')}</p>
            <dl className="flex flex-col gap-1.5">
              {columns
                .filter((column) => totals?.[column.id] !== undefined && totals[column.id] !== null && column.card !== 'hidden')
                .map((column) => (
                  <div key={column.id} className="flex items-baseline justify-between gap-space-md">
                    <dt className="shrink-0 text-muted">{column.header}</dt>
                    <dd className="min-w-0 text-end font-semibold">{renderTotal(column)}</dd>
                  </div>
                ))}
            </dl>
          </div>
        )}
      </div>

      {pagination && (state === 'ready' || state === 'empty') && <RecordsPagination {...pagination} />}
    </div>
  );
}
