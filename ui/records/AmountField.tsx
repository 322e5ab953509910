import { useCallback, useId, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY_SYMBOL } from '../i18n/format.ts';
import { languageLocale, parseLanguageCode } from '../i18n/languages.ts';
import { useCurrency, useFormatMoney } from '../i18n/money.tsx';
import { cn } from '../lib/cn.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import type { FieldSize, FieldTextProps } from '../primitives/field-parts.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { amountIssue, currencyFractionDigits, formatAmount, numberSeparators, regroupAmount, type AmountIssue } from './amount-input.ts';
import { choiceChipVariants } from './parts.ts';

const ISSUE_KEYS = {
  required: 'records.amount.errors.required',
  min: 'records.amount.errors.min',
  max: 'records.amount.errors.max',
} as const satisfies Record<AmountIssue, string>;

export type AmountFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'min' | 'max' | 'inputMode'
> &
  FieldTextProps & {
    /** The amount (controlled); null while the box is empty. React-hook-form's Controller `field` fits as is. */
    value?: number | null;
    /** The first amount (uncontrolled). */
    defaultValue?: number | null;
    /** Every change of the amount: a number, or null when the box is emptied. */
    onChange?: (value: number | null) => void;
    /** Limits, shown under the field and checked after the member leaves it. */
    min?: number;
    max?: number;
    /** One-tap amounts under the field; those outside min/max are disabled. */
    quickAmounts?: readonly number[];
    /** An ISO code for this field only; defaults to the brand currency (CurrencyProvider). */
    currency?: string;
    size?: FieldSize;
    /** Classes of the field itself; `className` goes on the outer wrapper. */
    inputClassName?: string;
  };

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A money input: digits grouped as they are typed (caret kept in place), whole dong only when the
 * currency has no minor unit, the currency beside the box, the limits under it, quick-amount chips,
 * and a translated message for an amount out of limits (or the `error` given, e.g. from the form's
 * schema). Works with react-hook-form through `Controller` (value, onChange, onBlur, name, ref).
 */
export function AmountField({
  ref,
  label,
  hint,
  error,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  min,
  max,
  quickAmounts,
  currency: currencyProp,
  required,
  disabled,
  size = 'md',
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...props
}: AmountFieldProps) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const brandCurrency = useCurrency();
  const currency = currencyProp ?? brandCurrency;
  const locale = languageLocale(parseLanguageCode(i18n.language) ?? 'EN');
  const separators = numberSeparators(locale);
  const fractionDigits = currencyFractionDigits(currency);
  const currencyId = useId();
  const quickLabelId = useId();

  const [current, setCurrent] = useControllableState<number | null>(value, defaultValue, onChange);
  // What was typed, for the amount it stands for: "1,000." stays as typed while the amount is 1000.
  const [draft, setDraft] = useState<{ for: number | null; text: string } | null>(null);
  const [touched, setTouched] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caretRef = useRef<number | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const text = draft && Object.is(draft.for, current) ? draft.text : formatAmount(current, fractionDigits, separators);

  // Put the caret back beside the digit it followed, after the regrouped text is in the box.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = caretRef.current;
    caretRef.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const issue = amountIssue(current, { required, min, max });
  const computedError = touched && issue ? t(ISSUE_KEYS[issue], { min: formatMoney(min ?? 0), max: formatMoney(max ?? 0) }) : undefined;

  const limits =
    min !== undefined && max !== undefined
      ? t('records.amount.limits', { min: formatMoney(min), max: formatMoney(max) })
      : min !== undefined
        ? t('records.amount.min', { min: formatMoney(min) })
        : max !== undefined
          ? t('records.amount.max', { max: formatMoney(max) })
          : undefined;
  const hintContent: ReactNode =
    hint && limits ? (
      <>
        {hint} <span data-slot="amount-field-limits">{limits}</span>
      </>
    ) : (
      (hint ?? (limits && <span data-slot="amount-field-limits">{limits}</span>))
    );

  const quick = quickAmounts?.filter((quickAmount) => Number.isFinite(quickAmount) && quickAmount > 0) ?? [];

  return (
    <div data-slot="amount-field" className={cn('flex w-full min-w-0 flex-col gap-space-sm', className)}>
      <TextField
        {...props}
        ref={setRefs}
        type="text"
        inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        size={size}
        label={label}
        hint={hintContent}
        error={error ?? computedError}
        required={required}
        disabled={disabled}
        aria-describedby={[currencyId, describedBy].filter(Boolean).join(' ')}
        inputClassName={cn('text-end tabular-nums', inputClassName)}
        value={text}
        onChange={(event) => {
          const { value: typed, selectionStart } = event.target;
          const next = regroupAmount(typed, selectionStart ?? typed.length, fractionDigits, separators);
          caretRef.current = next.caret;
          setDraft({ for: next.value, text: next.text });
          setCurrent(next.value);
        }}
        onBlur={(event) => {
          setTouched(true);
          setDraft(null);
          onBlur?.(event);
        }}
        endAdornment={
          <span
            id={currencyId}
            data-slot="amount-field-currency"
            // Part of the disabled control, like its value: exempt from the contrast minimum (WCAG 1.4.3).
            aria-disabled={disabled || undefined}
            className="text-sm font-semibold text-muted"
          >
            {currency ?? DEFAULT_CURRENCY_SYMBOL}
          </span>
        }
      />
      {quick.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <span id={quickLabelId} className="sr-only">
            {t('records.amount.quick')}
          </span>
          <div role="group" aria-labelledby={quickLabelId} data-slot="amount-field-quick" className="flex flex-wrap gap-space-sm">
            {quick.map((quickAmount) => {
              const pressed = current === quickAmount;
              const outside = (min !== undefined && quickAmount < min) || (max !== undefined && quickAmount > max);
              return (
                <button
                  key={quickAmount}
                  type="button"
                  data-slot="amount-field-chip"
                  aria-pressed={pressed}
                  disabled={disabled || outside}
                  className={cn(choiceChipVariants({ pressed }), 'tabular-nums')}
                  onClick={() => {
                    setDraft(null);
                    setTouched(true);
                    setCurrent(quickAmount);
                  }}
                >
                  {formatMoney(quickAmount)}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
