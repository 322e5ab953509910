import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import type { HistoryListState } from '../../member/history/history-parts.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { DateRangeFilter } from '../../records/DateRangeFilter.tsx';
import { PERIOD_PRESETS, type DateRangeValue } from '../../records/date-range.ts';

/**
 * What the team did in the chosen period: four counts (registrations, logins, deposits and bets made)
 * and its money, as the platform's team overview sums them.
 */
export interface TeamOverviewView {
  registrations: number;
  logins: number;
  depositCount: number;
  betCount: number;
  depositAmount: number;
  withdrawalAmount: number;
  betAmount: number;
  validBetAmount: number;
  payoutAmount: number;
  bonusAmount: number;
  rebateAmount: number;
  /** Dividends paid to the team's agents. */
  profitSharing: number;
  /** Daily salaries paid to the team's agents. */
  dailyIncome: number;
  /** The team's result; negative when the team lost. */
  profitLoss: number;
}

export type TeamOverviewProps = Omit<ComponentProps<'div'>, 'children'> &
  HistoryListState & {
    today: string;
    range: DateRangeValue;
    onRangeChange: (range: DateRangeValue) => void;
    /** Undefined until the first answer. */
    overview?: TeamOverviewView;
  };

type CountKey = 'registrations' | 'logins' | 'depositCount' | 'betCount';
type MoneyKey = Exclude<keyof TeamOverviewView, CountKey>;

const PERIOD_COUNTS = ['registrations', 'logins', 'depositCount', 'betCount'] as const satisfies readonly CountKey[];
const CHART_FIGURES = [
  'depositAmount',
  'withdrawalAmount',
  'betAmount',
  'validBetAmount',
  'payoutAmount',
  'bonusAmount',
  'rebateAmount',
  'profitSharing',
  'dailyIncome',
  'profitLoss',
] as const satisfies readonly MoneyKey[];

const LABELS = {
  registrations: 'agent.overview.registrations',
  logins: 'agent.overview.logins',
  depositCount: 'agent.overview.depositCount',
  betCount: 'agent.overview.betCount',
  depositAmount: 'agent.overview.depositAmount',
  withdrawalAmount: 'agent.overview.withdrawalAmount',
  betAmount: 'agent.overview.betAmount',
  validBetAmount: 'agent.overview.validBetAmount',
  payoutAmount: 'agent.overview.payoutAmount',
  bonusAmount: 'agent.overview.bonusAmount',
  rebateAmount: 'agent.overview.rebateAmount',
  profitSharing: 'agent.overview.profitSharing',
  dailyIncome: 'agent.overview.dailyIncome',
  profitLoss: 'agent.overview.profitLoss',
} as const satisfies Record<CountKey | MoneyKey, string>;

/** Whether no money moved in the period (nothing to draw). */
const quietPeriod = (overview: TeamOverviewView) => CHART_FIGURES.every((key) => overview[key] === 0);

function Tile({ id, label, children, loading }: { id: string; label: string; children: ReactNode; loading: boolean }) {
  return (
    <div
      data-slot="overview-figure"
      data-id={id}
      className="flex min-w-0 flex-col gap-1 rounded-lg border border-border bg-surface-raised p-space-sm"
    >
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold whitespace-nowrap text-text tabular-nums">
        {loading ? <Skeleton shape="text" className="h-5 w-16" /> : children}
      </dd>
    </div>
  );
}

/**
 * The money of the period as a table whose middle column draws each amount as a bar (hand-drawn SVG,
 * hidden from assistive technology: the figure and the amount are the table's text). Bars share one
 * scale; with a loss, they grow either way from a zero line.
 */
function MoneyBars({ overview }: { overview: TeamOverviewView }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const descId = useId();
  const values = CHART_FIGURES.map((key) => overview[key]);
  const max = Math.max(1, ...values.map((value) => Math.abs(value)));
  const hasNegative = values.some((value) => value < 0);
  // viewBox units: 0..100 wide; the zero line at 50 when some bar goes left.
  const zero = hasNegative ? 50 : 0;
  const span = hasNegative ? 50 : 100;

  return (
    <figure data-slot="overview-chart" aria-labelledby={titleId} className="flex min-w-0 flex-col gap-space-sm">
      <figcaption id={titleId} className="text-base font-semibold text-text">
        {t('agent.overview.chartTitle')}
      </figcaption>
      <p id={descId} className="sr-only">
        {t('agent.overview.chartDescription')}
      </p>
      <table aria-labelledby={titleId} aria-describedby={descId} className="w-full border-collapse text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('agent.overview.figure')}</th>
            <td />
            <th scope="col">{t('agent.overview.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {CHART_FIGURES.map((key) => {
            const value = overview[key];
            const width = (Math.abs(value) / max) * span;
            const x = value < 0 ? zero - width : zero;
            const signed = key === 'profitLoss';
            return (
              <tr key={key} data-slot="overview-bar" data-id={key} className="border-b border-border last:border-b-0">
                <th scope="row" className="w-36 py-1.5 pe-space-sm text-start font-normal text-muted">
                  {t(LABELS[key])}
                </th>
                <td className="w-full py-1.5">
                  <svg aria-hidden="true" viewBox="0 0 100 10" preserveAspectRatio="none" className="block h-4 w-full overflow-visible">
                    <rect
                      x={x}
                      y={1}
                      width={Math.max(width, value === 0 ? 0 : 0.5)}
                      height={8}
                      rx={1}
                      className={cn('fill-current', value < 0 ? 'text-danger' : signed && value > 0 ? 'text-success' : 'text-brand')}
                    />
                    {hasNegative && <line x1={zero} x2={zero} y1={0} y2={10} strokeWidth={0.4} className="stroke-current text-muted" />}
                  </svg>
                </td>
                <td
                  data-sign={signed ? (value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero') : undefined}
                  className={cn(
                    'py-1.5 ps-space-sm text-end whitespace-nowrap tabular-nums',
                    signed && value > 0 && 'text-success',
                    signed && value < 0 && 'text-danger',
                  )}
                >
                  {signed && value > 0 ? `+${formatMoney(value)}` : formatMoney(value)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}

/**
 * Overview (agentTeamOverview): what the team did in the period (registrations, logins, deposits and
 * bets made) and its money (deposits, withdrawals, bets, valid bets, payouts, promotions, rebates,
 * dividends, daily salaries, profit and loss) drawn as bars beside their amounts.
 */
export function TeamOverview({
  today,
  range,
  onRangeChange,
  overview,
  loading = false,
  refreshing = false,
  error = false,
  onRetry,
  retrying,
  className,
  ...props
}: TeamOverviewProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const periodId = useId();
  const shown = !error && (loading || overview !== undefined);
  const busy = loading || overview === undefined;
  const count = (key: CountKey) => formatNumber(overview?.[key] ?? 0, language);

  return (
    <div
      data-slot="team-overview"
      data-state={error ? 'error' : loading ? 'loading' : 'ready'}
      aria-busy={refreshing || undefined}
      className={cn('@container flex min-w-0 flex-col gap-space-lg', className)}
      {...props}
    >
      <DateRangeFilter today={today} value={range} onValueChange={onRangeChange} periods={PERIOD_PRESETS} />
      {error && <ErrorPanel message={t('agent.overview.error')} onRetry={onRetry} retrying={retrying} />}
      {shown && (
        <Figures busy={busy}>
          <section aria-labelledby={periodId} className="flex flex-col gap-space-sm">
            <h3 id={periodId} className="text-base font-semibold text-text">
              {t('agent.overview.period')}
            </h3>
            <dl className="grid grid-cols-2 gap-space-sm @xl:grid-cols-4">
              {PERIOD_COUNTS.map((key) => (
                <Tile key={key} id={key} label={t(LABELS[key])} loading={busy}>
                  {count(key)}
                </Tile>
              ))}
            </dl>
            {busy ? (
              <Skeleton className="h-48" />
            ) : quietPeriod(overview) ? (
              <p data-slot="overview-empty" className="rounded-lg border border-dashed border-border p-space-md text-sm text-muted">
                {t('agent.overview.empty')}
              </p>
            ) : (
              <MoneyBars overview={overview} />
            )}
          </section>
        </Figures>
      )}
    </div>
  );
}

/** The figures' sections: busy, with one spoken "Loading", until the first answer. */
function Figures({ busy, children }: { busy: boolean; children: ReactNode }) {
  if (busy) return <LoadingRegion className="flex flex-col gap-space-lg">{children}</LoadingRegion>;
  return <>{children}</>;
}
