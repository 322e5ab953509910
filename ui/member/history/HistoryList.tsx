import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { RecordsTable, type RecordsTableProps } from '../../records/RecordsTable.tsx';

/** One figure of the range's totals: an amount in the brand currency, or a count. */
export interface HistorySummaryItem {
  id: string;
  label: string;
  /** Money; null or undefined shows a dash. */
  amount?: number | null;
  /** A plain number (a count of bets). */
  count?: number;
  /** Wins and losses: a + before gains and a tone; the sign carries the meaning, not the colour. */
  signed?: boolean;
}

export type HistoryListProps<Row> = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  /** A heading over the filters, where the records share their panel with a form (deposit, withdrawal). */
  title?: string;
  /** The filters row: the period, and a category, status or type where the call takes one. */
  filters: ReactNode;
  /** The range's totals above the records; omitted when the call gives none. */
  summary?: readonly HistorySummaryItem[];
  /** The totals are on their way: skeletons stand for the figures. */
  summaryLoading?: boolean;
  /** The records: RecordsTable's props (rows, columns, loading, error with onRetry, pager). */
  table: RecordsTableProps<Row>;
  /** Sections after the records (the rebate rates). */
  children?: ReactNode;
};

/**
 * The frame the member centre's records share (betting record, account record, profit and loss,
 * rebate, the deposit and withdrawal records): a heading where needed, a filters row, the totals for the period, the records with their pager, and any further
 * section. Each part reports its own state, so a failed list never blanks the filters.
 */
export function HistoryList<Row>({
  title,
  filters,
  summary,
  summaryLoading = false,
  table,
  children,
  className,
  ...props
}: HistoryListProps<Row>) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const formatMoney = useFormatMoney();
  const summaryId = useId();

  const figure = (item: HistorySummaryItem): ReactNode => {
    if (item.count !== undefined) return formatNumber(item.count, language);
    const amount = item.amount;
    if (amount === null || amount === undefined || !Number.isFinite(amount)) return <span className="text-muted">—</span>;
    const text = formatMoney(amount);
    if (!item.signed) return text;
    return (
      <span
        data-sign={amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero'}
        className={cn(amount > 0 && 'text-success', amount < 0 && 'text-danger')}
      >
        {amount > 0 ? `+${text}` : text}
      </span>
    );
  };

  return (
    <div data-slot="history-list" className={cn('@container flex min-w-0 flex-col gap-space-lg', className)} {...props}>
      {title && <h3 className="text-base font-semibold text-text">{title}</h3>}
      <div data-slot="history-filters" className="flex flex-col gap-space-md @2xl:flex-row @2xl:flex-wrap @2xl:items-end">
        {filters}
      </div>

      {summary && summary.length > 0 && (
        <section
          data-slot="history-summary"
          aria-labelledby={summaryId}
          aria-busy={summaryLoading || undefined}
          className="flex flex-col gap-space-sm"
        >
          <h3 id={summaryId} className="text-base font-semibold text-text">
            {t('history.summary.title')}
          </h3>
          <dl className="grid grid-cols-2 gap-space-sm @xl:grid-cols-3 @3xl:grid-cols-4">
            {summary.map((item) => (
              <div
                key={item.id}
                data-slot="history-summary-item"
                data-id={item.id}
                className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-raised p-space-sm"
              >
                <dt className="text-xs text-muted">{item.label}</dt>
                <dd className="text-base font-semibold whitespace-nowrap text-text tabular-nums">
                  {summaryLoading ? <Skeleton shape="text" className="h-4 w-20" /> : figure(item)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <RecordsTable {...table} />

      {children}
    </div>
  );
}
