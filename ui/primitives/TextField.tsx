import type { ComponentProps, ReactNode } from 'react';
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

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> &
  FieldTextProps & {
    size?: FieldSize;
    /** Inside the box before the text, e.g. a country-code picker or an icon. */
    startAdornment?: ReactNode;
    /** Inside the box after the text, e.g. a "get code" button. */
    endAdornment?: ReactNode;
    /** Classes for the <input> itself; `className` goes on the outer wrapper (layout). */
    inputClassName?: string;
  };

/**
 * A labelled text input. Every other prop (`ref`, `name`, `onChange`, `onBlur`, `value`...) goes to the
 * <input>, so `{...register('username')}` from react-hook-form just works.
 */
export function TextField({
  label,
  hint,
  error,
  size = 'md',
  startAdornment,
  endAdornment,
  className,
  inputClassName,
  id,
  placeholder,
  required,
  disabled,
  type = 'text',
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldRoot data-slot="text-field" data-invalid={ids.hasError || undefined} data-disabled={disabled || undefined} className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <div
        data-slot="text-field-control"
        className={cn(
          fieldControlVariants({ size, invalid: ids.hasError, disabled: Boolean(disabled) }),
          'flex items-center has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus',
        )}
      >
        {startAdornment && (
          <div data-slot="text-field-start" className="flex h-full shrink-0 items-center ps-3">
            {startAdornment}
          </div>
        )}
        {/* The input carries the horizontal padding, so a click anywhere in the box but an adornment lands in it. */}
        <input
          data-slot="text-field-input"
          id={ids.controlId}
          type={type}
          placeholder={requiredPlaceholder(placeholder, label, required)}
          required={required}
          aria-required={required || undefined}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
          disabled={disabled}
          className={cn(
            'h-full w-full min-w-0 flex-1 bg-transparent px-3 placeholder:text-muted focus-visible:outline-none disabled:cursor-not-allowed',
            inputClassName,
          )}
          {...props}
        />
        {endAdornment && (
          <div data-slot="text-field-end" className="flex h-full shrink-0 items-center pe-3">
            {endAdornment}
          </div>
        )}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldRoot>
  );
}
