import { zodResolver } from '@hookform/resolvers/zod';
import { cva } from 'class-variance-authority';
import { ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormError } from '../forms/FormError.tsx';
import { useSubmitGuard } from '../forms/use-submit-guard.ts';
import { languageLocale, parseLanguageCode } from '../i18n/languages.ts';
import { useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { Button } from '../primitives/Button.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { ErrorPanel } from '../primitives/ErrorPanel.tsx';
import { Select } from '../primitives/Select.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { AmountField } from '../records/AmountField.tsx';
import { formatMoment } from './safer-play-time.ts';
import { numberFormat } from '../i18n/format.ts';

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type LimitKind = 'deposit' | 'loss';

/** A change waiting out its cool-down (a raise, or a removal: amount null), and when it applies. */
export interface LimitPending {
  amount: number | null;
  /** Epoch milliseconds. */
  effectiveAt: number;
}

/** One limit as the platform reports it. */
export interface LimitView {
  period: LimitPeriod;
  /** The limit in force; null when none is set. */
  amount: number | null;
  /** What already counts against it in the current period. */
  used: number;
  pending?: LimitPending | null;
}

/** What the player asks for: a new amount, or null to remove the limit. */
export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
}

export type LimitsPanelProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** loading: skeletons; error: ErrorPanel with onRetry; ready: the limits. */
  state?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  retrying?: boolean;
  /** The deposit limits, at most one per period; a period missing has none. */
  deposit: readonly LimitView[];
  /** The loss limit (one, over the period the player chose), or null. */
  loss: LimitView | null;
  /** The highest amount a limit may have. */
  max: number;
  onSave: (change: LimitChange) => void;
  /** The open form's save is in flight: its buttons are busy, the others wait. */
  saving?: boolean;
  /** The platform's refusal of the last save, translated; the form stays open with what was typed. Clear it when a new save starts. */
  error?: string;
  /** An IANA zone for the times a pending raise applies; defaults to the player's own. */
  timeZone?: string;
};

const PERIOD_KEYS = {
  day: 'saferPlay.limits.period.day',
  week: 'saferPlay.limits.period.week',
  month: 'saferPlay.limits.period.month',
} as const satisfies Record<LimitPeriod, string>;
const DEPOSIT_LIMIT_KEYS = {
  day: 'saferPlay.limits.depositLimit.day',
  week: 'saferPlay.limits.depositLimit.week',
  month: 'saferPlay.limits.depositLimit.month',
} as const satisfies Record<LimitPeriod, string>;
const LOSS_LIMIT_KEYS = {
  day: 'saferPlay.limits.lossLimit.day',
  week: 'saferPlay.limits.lossLimit.week',
  month: 'saferPlay.limits.lossLimit.month',
} as const satisfies Record<LimitPeriod, string>;

type Editing = { kind: 'deposit'; period: LimitPeriod } | { kind: 'loss' };

const sameEditor = (a: Editing | null, b: Editing) =>
  a !== null && a.kind === b.kind && (a.kind === 'loss' || (b.kind === 'deposit' && a.period === b.period));

/**
 * The player's limits (UKGC RTS 12): a deposit limit per day, week and month and a loss limit over a
 * chosen period, each with a meter of what is used, the raise waiting out its 24 hours, and a form to
 * set, change or remove it. A refused save leaves the form open with what was typed, the reason under it;
 * a save that goes through closes it.
 */
export function LimitsPanel({
  state = 'ready',
  onRetry,
  retrying,
  deposit,
  loss,
  max,
  onSave,
  saving = false,
  error,
  timeZone,
  className,
  ...props
}: LimitsPanelProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  // A save that ends without a refusal closes the form (adjusted while rendering, not in an effect).
  const [wasSaving, setWasSaving] = useState(saving);
  if (saving !== wasSaving) {
    setWasSaving(saving);
    if (!saving && !error) setEditing(null);
  }

  if (state === 'loading') {
    return (
      <div
        data-slot="limits-panel"
        data-state="loading"
        aria-busy="true"
        className={cn('flex flex-col gap-space-md', className)}
        {...props}
      >
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex flex-col gap-space-sm rounded-xl border border-border p-space-md">
            <Skeleton shape="text" className="w-40" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return <ErrorPanel message={t('saferPlay.limits.loadError')} onRetry={onRetry} retrying={retrying} className={className} />;
  }

  const noneSet = deposit.every((limit) => limit.amount === null) && (loss === null || loss.amount === null);
  const rowProps = { max, saving, error, timeZone, onSave, onCancel: () => setEditing(null) };

  return (
    <div
      data-slot="limits-panel"
      data-state={noneSet ? 'empty' : 'ready'}
      className={cn('flex flex-col gap-space-lg', className)}
      {...props}
    >
      {noneSet && (
        <EmptyState
          size="compact"
          icon={<ShieldCheck aria-hidden />}
          title={t('saferPlay.limits.none')}
          hint={t('saferPlay.limits.noneHint')}
        />
      )}
      <LimitSection title={t('saferPlay.limits.depositTitle')} hint={t('saferPlay.limits.rule')}>
        {LIMIT_PERIODS.map((period) => {
          const editor: Editing = { kind: 'deposit', period };
          const limit = deposit.find((candidate) => candidate.period === period) ?? { period, amount: null, used: 0 };
          return (
            <LimitRow
              key={period}
              kind="deposit"
              limit={limit}
              title={t(DEPOSIT_LIMIT_KEYS[period])}
              editing={sameEditor(editing, editor)}
              locked={saving && !sameEditor(editing, editor)}
              onEdit={() => setEditing(editor)}
              {...rowProps}
            />
          );
        })}
      </LimitSection>
      <LimitSection title={t('saferPlay.limits.lossTitle')} hint={t('saferPlay.limits.lossHint')}>
        <LimitRow
          kind="loss"
          limit={loss ?? { period: 'day', amount: null, used: 0 }}
          title={loss && loss.amount !== null ? t(LOSS_LIMIT_KEYS[loss.period]) : t('saferPlay.limits.lossTitle')}
          editing={sameEditor(editing, { kind: 'loss' })}
          locked={saving && !sameEditor(editing, { kind: 'loss' })}
          onEdit={() => setEditing({ kind: 'loss' })}
          {...rowProps}
        />
      </LimitSection>
    </div>
  );
}

function LimitSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-space-sm">
      <h3 id={titleId} className="text-lg font-semibold text-text">
        {title}
      </h3>
      <p className="text-sm text-muted">{hint}</p>
      <div className="flex flex-col gap-space-sm">{children}</div>
    </section>
  );
}

const barVariants = cva('h-full rounded-pill transition-[width] duration-500 motion-reduce:transition-none', {
  variants: { level: { ok: 'bg-brand', near: 'bg-warning', reached: 'bg-danger' } },
  defaultVariants: { level: 'ok' },
});

function LimitRow({
  kind,
  limit,
  title,
  editing,
  locked,
  onEdit,
  onCancel,
  onSave,
  max,
  saving,
  error,
  timeZone,
}: {
  kind: LimitKind;
  limit: LimitView;
  title: string;
  editing: boolean;
  /** Another form is saving. */
  locked: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (change: LimitChange) => void;
  max: number;
  saving: boolean;
  error: string | undefined;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const set = limit.amount !== null;
  return (
    <div
      data-slot="limit-row"
      data-kind={kind}
      data-period={limit.period}
      data-state={set ? 'set' : 'unset'}
      className="flex flex-col gap-space-sm rounded-xl border border-border bg-surface-raised p-space-md"
    >
      <div className="flex flex-wrap items-center justify-between gap-space-sm">
        <h4 id={titleId} className="font-semibold text-text">
          {title}
        </h4>
        {!editing && (
          <Button variant="secondary" size="sm" disabled={locked} aria-describedby={titleId} onClick={onEdit}>
            {set ? t('saferPlay.limits.edit') : t('saferPlay.limits.set')}
          </Button>
        )}
      </div>
      {set ? (
        <UsageMeter used={limit.used} limit={limit.amount!} labelledBy={titleId} />
      ) : (
        <p className="text-sm text-muted">{t('saferPlay.limits.notSet')}</p>
      )}
      {limit.pending && (
        <p data-slot="limit-pending" className="text-sm text-text">
          {limit.pending.amount === null
            ? t('saferPlay.limits.pendingRemoval', { time: formatMoment(limit.pending.effectiveAt, timeZone) })
            : t('saferPlay.limits.pending', {
                amount: formatMoney(limit.pending.amount),
                time: formatMoment(limit.pending.effectiveAt, timeZone),
              })}
        </p>
      )}
      {editing && (
        <LimitForm
          kind={kind}
          limit={limit}
          max={max}
          saving={saving}
          error={error}
          onSave={onSave}
          onCancel={onCancel}
          labelledBy={titleId}
        />
      )}
    </div>
  );
}

/** Used of limit, as a meter whose value text says what the screen says. */
function UsageMeter({ used, limit, labelledBy }: { used: number; limit: number; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const shown = Math.max(0, used);
  const ratio = limit > 0 ? Math.min(1, shown / limit) : 1;
  const level = ratio >= 1 ? 'reached' : ratio >= 0.8 ? 'near' : 'ok';
  const percent = numberFormat(languageLocale(parseLanguageCode(i18n.language) ?? 'EN'), { style: 'percent' }).format(ratio);
  const usedText = t('saferPlay.limits.used', { used: formatMoney(shown), limit: formatMoney(limit) });
  const restText = level === 'reached' ? t('saferPlay.limits.reached') : t('saferPlay.limits.left', { amount: formatMoney(limit - shown) });
  return (
    <div data-slot="limit-meter" data-level={level} className="flex flex-col gap-1.5">
      <div
        role="meter"
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(shown, limit)}
        aria-valuetext={`${usedText} (${percent}), ${restText}`}
        className="h-2.5 w-full overflow-hidden rounded-pill bg-surface-sunken ring-1 ring-border ring-inset"
      >
        <div className={barVariants({ level })} style={{ width: `${ratio * 100}%` }} />
      </div>
      <div aria-hidden="true" className="flex flex-wrap items-baseline justify-between gap-x-space-md gap-y-1 text-sm tabular-nums">
        <span className="text-text">{usedText}</span>
        <span className={cn('font-semibold', level === 'reached' ? 'text-danger' : 'text-muted')}>{restText}</span>
      </div>
    </div>
  );
}

type LimitFormValues = { amount: number | null; period: LimitPeriod };

function LimitForm({
  kind,
  limit,
  max,
  saving,
  error,
  onSave,
  onCancel,
  labelledBy,
}: {
  kind: LimitKind;
  limit: LimitView;
  max: number;
  saving: boolean;
  error: string | undefined;
  onSave: (change: LimitChange) => void;
  onCancel: () => void;
  labelledBy: string;
}) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const language = i18n.language;
  const allowSubmit = useSubmitGuard(saving, error);
  const schema = useMemo(() => {
    const tt = i18n.getFixedT(language);
    return z.object({
      amount: z.nullable(z.number()).check(
        z.superRefine((value, ctx) => {
          const problem =
            value === null
              ? tt('records.amount.errors.required')
              : !Number.isInteger(value)
                ? tt('saferPlay.limits.whole')
                : value < 1
                  ? tt('records.amount.errors.min', { min: formatMoney(1) })
                  : value > max
                    ? tt('records.amount.errors.max', { max: formatMoney(max) })
                    : null;
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      ),
      period: z.enum(LIMIT_PERIODS),
    });
  }, [i18n, language, max, formatMoney]);
  const { control, handleSubmit, getValues } = useForm<LimitFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: limit.amount, period: limit.period },
  });
  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      data-slot="limit-form"
      className="flex flex-col gap-space-md border-t border-border pt-space-md"
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit((values) => {
          if (allowSubmit()) onSave({ kind, period: values.period, amount: values.amount });
        })();
      }}
    >
      {kind === 'loss' && (
        <Controller
          name="period"
          control={control}
          render={({ field }) => (
            <Select
              label={t('saferPlay.limits.periodLabel')}
              options={LIMIT_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={(value) => field.onChange(value as LimitPeriod)}
            />
          )}
        />
      )}
      <Controller
        name="amount"
        control={control}
        render={({ field, fieldState }) => (
          <AmountField
            {...field}
            label={t('saferPlay.limits.amount')}
            required
            max={max}
            hint={t('saferPlay.limits.rule')}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-space-sm sm:flex-row sm:justify-end">
        {limit.amount !== null && (
          <Button
            variant="ghost"
            disabled={saving}
            className="sm:me-auto"
            onClick={() => {
              if (allowSubmit()) onSave({ kind, period: getValues('period'), amount: null });
            }}
          >
            {t('saferPlay.limits.remove')}
          </Button>
        )}
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          {t('overlay.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('saferPlay.limits.save')}
        </Button>
      </div>
    </form>
  );
}
