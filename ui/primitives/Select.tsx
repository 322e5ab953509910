import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import {
  FieldLabel,
  FieldMessages,
  FieldRoot,
  fieldControlVariants,
  requiredPlaceholder,
  useFieldIds,
  type FieldSize,
  type FieldTextProps,
} from './field-parts.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<ComponentProps<'select'>, 'size' | 'children' | 'multiple'> &
  FieldTextProps & {
    options: readonly SelectOption[];
    /** A first, empty option (value `""`) shown until something is chosen. Required selects get the asterisk, like TextField. */
    placeholder?: string;
    size?: FieldSize;
    /** Called with the chosen value; `onChange` still receives the native event (react-hook-form's `register`). */
    onValueChange?: (value: string) => void;
    /** Classes for the <select> itself; `className` goes on the outer wrapper (layout). */
    selectClassName?: string;
  };

/**
 * A styled native <select>: the platform picker on phones, full keyboard and screen-reader support for
 * free. Controlled with `value`, uncontrolled with `defaultValue`; the other props go to the <select>.
 */
export function Select({
  label,
  hint,
  error,
  options,
  placeholder,
  size = 'md',
  className,
  selectClassName,
  id,
  required,
  disabled,
  value,
  defaultValue,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const placeholderText = placeholder === undefined ? undefined : requiredPlaceholder(placeholder, label, required);
  // With a placeholder and nothing chosen, start on it; otherwise the browser would pick the first real option.
  const initial = value === undefined && defaultValue === undefined && placeholderText !== undefined ? '' : defaultValue;
  return (
    <FieldRoot data-slot="select" data-invalid={ids.hasError || undefined} data-disabled={disabled || undefined} className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <div className="relative flex items-center">
        <select
          data-slot="select-control"
          id={ids.controlId}
          required={required}
          aria-required={required || undefined}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          value={value}
          defaultValue={initial}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          className={cn(
            fieldControlVariants({ size, invalid: ids.hasError, disabled: Boolean(disabled) }),
            // The placeholder reads muted like an input's; the options in the open list keep body colour.
            'appearance-none ps-3 pe-9 text-ellipsis focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus enabled:cursor-pointer has-[option[value=""]:checked]:text-muted [&_option]:text-text',
            selectClassName,
          )}
          {...props}
        >
          {placeholderText !== undefined && (
            // A required select cannot go back to "nothing chosen"; an optional one can.
            <option value="" disabled={required}>
              {placeholderText}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown data-slot="select-icon" aria-hidden className="pointer-events-none absolute end-3 size-4 text-muted" />
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
}
