import { CalendarRange } from 'lucide-react';
import { useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Button } from '../primitives/Button.tsx';
import { TextField } from '../primitives/TextField.tsx';
import {
  BASE_PRESETS,
  presetValue,
  validateRange,
  type BasePreset,
  type DatePreset,
  type DateRange,
  type DateRangeValue,
  type PeriodPreset,
  type RangeIssue,
  type RangeIssues,
} from './date-range.ts';
import { choiceChipVariants } from './parts.ts';

const PRESET_KEYS = {
  today: 'records.dateRange.presets.today',
  yesterday: 'records.dateRange.presets.yesterday',
  last7: 'records.dateRange.presets.last7',
  last30: 'records.dateRange.presets.last30',
  thisWeek: 'records.dateRange.presets.thisWeek',
  lastWeek: 'records.dateRange.presets.lastWeek',
  thisMonth: 'records.dateRange.presets.thisMonth',
  lastMonth: 'records.dateRange.presets.lastMonth',
  custom: 'records.dateRange.presets.custom',
} as const satisfies Record<DatePreset, string>;

const ISSUE_KEYS = {
  startRequired: 'records.dateRange.errors.startRequired',
  endRequired: 'records.dateRange.errors.endRequired',
  startAfterEnd: 'records.dateRange.errors.startAfterEnd',
  future: 'records.dateRange.errors.future',
  beforeMin: 'records.dateRange.errors.beforeMin',
  tooLong: 'records.dateRange.errors.tooLong',
} as const satisfies Record<RangeIssue, string>;

export type DateRangeFilterProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> & {
  /** The brand's today, `YYYY-MM-DD` (the host app knows the zone and the clock; see todayIn). */
  today: string;
  /** The chosen period (controlled). */
  value?: DateRangeValue;
  /** The first period (uncontrolled); defaults to the first preset offered. */
  defaultValue?: DateRangeValue;
  /** Hears every applied period: a preset at once, a custom range once it is valid and applied. */
  onValueChange?: (value: DateRangeValue) => void;
  /** The presets offered, in order (default: today, yesterday, last 7 days, last 30 days). */
  presets?: readonly BasePreset[];
  /** Calendar periods some calls are asked in, offered after the presets (this week, last month...). */
  periods?: readonly PeriodPreset[];
  /** Offer the two-date custom range (default true). */
  allowCustom?: boolean;
  /** `YYYY-MM-DD`: the earliest day the records go back to. */
  min?: string;
  /** The longest custom range, in days. */
  maxDays?: number;
  /** The group's name; defaults to "Period". */
  label?: string;
  disabled?: boolean;
};

/**
 * The period filter of the record lists: preset chips (today, yesterday, last 7 and 30 days, and the
 * calendar periods a call asks for), plus a custom range of two dates checked before it applies: both
 * given, the start not after the end, neither after today. The value is `{ preset, start, end }` in
 * `YYYY-MM-DD`; `epochRange` turns it into the calls' startTime/endTime.
 */
export function DateRangeFilter({
  today,
  value,
  defaultValue,
  onValueChange,
  presets = BASE_PRESETS,
  periods = [],
  allowCustom = true,
  min,
  maxDays,
  label,
  disabled = false,
  className,
  ...props
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const firstPreset = presets[0] ?? periods[0] ?? 'today';
  const [current, setCurrent] = useControllableState(value, defaultValue ?? presetValue(firstPreset, today), onValueChange);
  // The custom range being edited: opened by the Custom chip, applied only when valid.
  const [draft, setDraft] = useState<DateRange | null>(() =>
    current.preset === 'custom' ? { start: current.start, end: current.end } : null,
  );
  const [issues, setIssues] = useState<RangeIssues | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  const customOpen = draft !== null;
  const choices: DatePreset[] = [...presets, ...periods, ...(allowCustom ? (['custom'] as const) : [])];
  const rules = { today, min, maxDays };

  const choose = (preset: DatePreset) => {
    if (preset === 'custom') {
      if (!customOpen) {
        setDraft({ start: current.start, end: current.end });
        setIssues(undefined);
        setSubmitted(false);
      }
      return;
    }
    setDraft(null);
    setIssues(undefined);
    setCurrent(presetValue(preset, today));
  };

  const edit = (field: keyof DateRange, text: string) => {
    const next = { ...(draft ?? current), [field]: text };
    setDraft(next);
    // After a first Apply, the messages follow the edits.
    if (submitted) setIssues(validateRange(next, rules));
  };

  const apply = () => {
    if (!draft) return;
    setSubmitted(true);
    const found = validateRange(draft, rules);
    setIssues(found);
    if (found) {
      (found.start ? startRef : endRef).current?.focus();
      return;
    }
    if (current.preset !== 'custom' || current.start !== draft.start || current.end !== draft.end) {
      setCurrent({ preset: 'custom', start: draft.start, end: draft.end });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    apply();
  };

  const message = (issue: RangeIssue | undefined) => issue && t(ISSUE_KEYS[issue], { min: min ?? '', days: maxDays ?? 0 });

  const pressedPreset: DatePreset = customOpen ? 'custom' : current.preset;

  return (
    <div data-slot="date-range-filter" className={cn('@container flex min-w-0 flex-col gap-space-sm', className)} {...props}>
      <span id={labelId} className="text-sm font-semibold text-text">
        {label ?? t('records.dateRange.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-space-sm">
        {choices.map((preset) => (
          <button
            key={preset}
            type="button"
            data-slot="date-range-preset"
            data-preset={preset}
            aria-pressed={pressedPreset === preset}
            aria-expanded={preset === 'custom' ? customOpen : undefined}
            disabled={disabled}
            className={choiceChipVariants({ pressed: pressedPreset === preset })}
            onClick={() => choose(preset)}
          >
            {t(PRESET_KEYS[preset])}
          </button>
        ))}
      </div>

      {customOpen ? (
        <div data-slot="date-range-custom" className="flex flex-col gap-space-sm @lg:flex-row @lg:items-start">
          <TextField
            ref={startRef}
            type="date"
            className="@lg:w-44"
            label={t('records.dateRange.start')}
            value={draft.start}
            min={min}
            max={today}
            required
            disabled={disabled}
            error={message(issues?.start)}
            onChange={(event) => edit('start', event.target.value)}
            onKeyDown={onKeyDown}
          />
          <TextField
            ref={endRef}
            type="date"
            className="@lg:w-44"
            label={t('records.dateRange.end')}
            value={draft.end}
            min={min}
            max={today}
            required
            disabled={disabled}
            error={message(issues?.end)}
            onChange={(event) => edit('end', event.target.value)}
            onKeyDown={onKeyDown}
          />
          {/* Level with the inputs: the label above them is 1.25rem + the 0.375rem gap. */}
          <Button data-slot="date-range-apply" className="@lg:mt-[1.625rem]" disabled={disabled} onClick={apply}>
            {t('records.dateRange.apply')}
          </Button>
        </div>
      ) : (
        <p data-slot="date-range-summary" className="flex items-center gap-space-xs text-sm text-muted tabular-nums">
          <CalendarRange aria-hidden className="size-4 shrink-0" />
          {current.start === current.end ? current.start : t('records.dateRange.range', { start: current.start, end: current.end })}
        </p>
      )}
    </div>
  );
}
