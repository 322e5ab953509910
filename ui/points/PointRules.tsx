import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { POINT_TYPE_KEYS, type PointKind } from './PointDetails.tsx';
import { useFormatCount } from './use-format-points.ts';

export interface PointRate {
  type: PointKind;
  units: number;
  pointsRatio: number;
}

export interface PointRulesProps {
  /** Rule lines in the reader's language. */
  rules: readonly string[];
  rates: readonly PointRate[];
  loading?: boolean;
  error?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
  className?: string;
}

/** The mall's rules: "points never expire" first, the platform's rule lines, then the exchange-rate table. */
export function PointRules({ rules, rates, loading, error, retrying, onRetry, className }: PointRulesProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatCount = useFormatCount();
  if (loading) {
    return (
      <div aria-busy="true" className="flex flex-col gap-space-sm">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (error) return <ErrorPanel message={t('points.rules.error')} onRetry={onRetry} retrying={retrying} />;
  const neverExpire = t('points.rules.neverExpire');
  return (
    <div data-slot="point-rules" className={cn('flex flex-col gap-space-lg', className)}>
      <section className="flex flex-col gap-space-sm">
        <p
          data-slot="points-never-expire"
          className="rounded-md border border-border bg-surface-raised p-space-md text-sm font-semibold text-text"
        >
          {neverExpire}
        </p>
        {rules.length > 0 && (
          <ol className="list-decimal ps-space-lg text-sm text-text">
            {rules
              .filter((line) => line.trim() !== neverExpire)
              .map((line) => (
                <li key={line} className="py-0.5">
                  {line}
                </li>
              ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="point-rates-title" className="flex flex-col gap-space-sm">
        <h3 id="point-rates-title" className="text-base font-semibold text-text">
          {t('points.rules.ratesTitle')}
        </h3>
        {rates.length === 0 ? (
          <p className="text-sm text-muted">{t('points.rules.ratesEmpty')}</p>
        ) : (
          <table aria-labelledby="point-rates-title" className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-border text-start text-muted">
                <th scope="col" className="py-space-xs text-start font-medium">
                  {t('points.rules.ratesType')}
                </th>
                <th scope="col" className="py-space-xs text-start font-medium">
                  {t('points.rules.ratesRate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.map((rate) => (
                <tr key={rate.type} className="border-b border-border text-text">
                  <th scope="row" className="py-space-xs text-start font-normal">
                    {t(POINT_TYPE_KEYS[rate.type])}
                  </th>
                  <td className="py-space-xs tabular-nums">
                    {t(rate.type === 'REDEEM' ? 'points.rules.redeemRate' : 'points.rules.earnRate', {
                      points: formatCount(rate.pointsRatio),
                      amount: formatMoney(rate.units),
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
