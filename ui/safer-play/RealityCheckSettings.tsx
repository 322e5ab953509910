import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from './reality-check-intervals.ts';

export { REALITY_CHECK_INTERVALS, type RealityCheckInterval };

export type RealityCheckSettingsProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'children'> & {
  value: RealityCheckInterval;
  onChange: (value: RealityCheckInterval) => void;
  disabled?: boolean;
};

/**
 * How often the reality check comes: Off, 15, 30 or 60 minutes, as a radio group (native radios:
 * arrow keys move and choose, Tab leaves the group).
 */
export function RealityCheckSettings({ value, onChange, disabled, className, ...props }: RealityCheckSettingsProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const hintId = useId();
  return (
    <fieldset
      data-slot="reality-check-settings"
      disabled={disabled}
      aria-describedby={hintId}
      className={cn('flex min-w-0 flex-col gap-space-sm', className)}
      {...props}
    >
      <legend className="text-base font-semibold text-text">{t('saferPlay.interval.legend')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('saferPlay.interval.hint')}
      </p>
      <div className="grid grid-cols-2 gap-space-sm sm:grid-cols-4">
        {REALITY_CHECK_INTERVALS.map((minutes) => {
          const checked = minutes === value;
          return (
            <label
              key={minutes}
              data-slot="reality-check-option"
              data-state={checked ? 'checked' : 'unchecked'}
              className={cn(
                'flex cursor-pointer items-center gap-space-sm rounded-lg border bg-surface-raised px-space-md py-space-sm text-sm font-semibold text-text has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus has-disabled:cursor-not-allowed has-disabled:opacity-60',
                checked ? 'border-brand' : 'border-border',
              )}
            >
              <input
                type="radio"
                name={nameId}
                value={minutes}
                checked={checked}
                onChange={() => onChange(minutes)}
                className="size-4 accent-brand"
              />
              {minutes === 0 ? t('saferPlay.interval.off') : t('saferPlay.interval.minutes', { count: minutes })}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
