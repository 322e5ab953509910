import { cva } from 'class-variance-authority';
import { CircleCheck } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, numberFormat } from '../i18n/format.ts';
import { languageLocale, parseLanguageCode } from '../i18n/languages.ts';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { progressOf } from './progress.ts';

const trackVariants = cva('h-2.5 w-full overflow-hidden rounded-pill bg-surface-sunken ring-1 ring-border ring-inset', {
  variants: { size: { sm: 'h-1.5', md: 'h-2.5' } },
  defaultVariants: { size: 'md' },
});
const barVariants = cva('h-full rounded-pill transition-[width] duration-500 motion-reduce:transition-none', {
  variants: { complete: { true: 'bg-success', false: 'bg-brand' } },
  defaultVariants: { complete: false },
});

export type ProgressMeterProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is measured (turnover before withdrawal, a mission's bets, the next VIP level). */
  label: string;
  /** How far it is; money or a count, as `kind` says. */
  current: number;
  /** Where it completes. */
  target: number;
  /** money: amounts in the brand currency; count: plain numbers (default). */
  kind?: 'money' | 'count';
  /** Extra text under the bar (what completing gives). */
  hint?: ReactNode;
  /** The values are not known yet. */
  loading?: boolean;
  size?: 'sm' | 'md';
};

/**
 * Progress towards a target, as a labelled bar: "₫1,200,000 / ₫2,000,000", the percentage, what is
 * left, and a complete state (a check and "Complete"). Exposed as a progressbar whose value text says
 * the same as the screen.
 */
export function ProgressMeter({
  label,
  current,
  target,
  kind = 'count',
  hint,
  loading = false,
  size = 'md',
  className,
  ...props
}: ProgressMeterProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const formatMoney = useFormatMoney();
  const labelId = useId();
  const format = (value: number) => (kind === 'money' ? formatMoney(value) : formatNumber(value, language));
  const { ratio, percent, complete, remaining } = progressOf(current, target);
  const percentText = numberFormat(languageLocale(language), { style: 'percent' }).format(percent / 100);
  const valueText = t('records.progress.valueText', {
    current: format(Math.max(0, current)),
    target: format(target),
    percent: percentText,
  });

  return (
    <div
      data-slot="progress-meter"
      data-state={loading ? 'loading' : complete ? 'complete' : 'progress'}
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-space-md gap-y-1">
        <span id={labelId} className="text-sm font-semibold text-text">
          {label}
        </span>
        {loading ? (
          <Skeleton shape="text" className="w-32" />
        ) : (
          <span data-slot="progress-meter-values" aria-hidden="true" className="text-sm text-text tabular-nums">
            {format(Math.max(0, current))} / {format(target)}
          </span>
        )}
      </div>
      {loading ? (
        <>
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className={trackVariants({ size })} />
        </>
      ) : (
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={Math.max(target, 0)}
          aria-valuenow={Math.min(Math.max(0, current), Math.max(target, 0))}
          aria-valuetext={complete ? `${valueText}, ${t('records.progress.complete')}` : valueText}
          data-slot="progress-meter-track"
          className={trackVariants({ size })}
        >
          <div data-slot="progress-meter-bar" className={barVariants({ complete })} style={{ width: `${ratio * 100}%` }} />
        </div>
      )}
      {!loading && (
        <div aria-hidden="true" className="flex flex-wrap items-center justify-between gap-x-space-md gap-y-1 text-sm tabular-nums">
          {complete ? (
            <span data-slot="progress-meter-complete" className="inline-flex items-center gap-space-xs font-semibold text-success">
              <CircleCheck className="size-4" />
              {t('records.progress.complete')}
            </span>
          ) : (
            <span data-slot="progress-meter-remaining" className="text-muted">
              {t('records.progress.remaining', { amount: format(remaining) })}
            </span>
          )}
          <span data-slot="progress-meter-percent" className="font-semibold text-text">
            {percentText}
          </span>
        </div>
      )}
      {hint && <p className="text-sm text-muted">{hint}</p>}
    </div>
  );
}
