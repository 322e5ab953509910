import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { FieldMessages, useFieldIds } from './field-parts.tsx';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children' | 'size'> & {
  /** The label; may hold links (e.g. "I agree to the <a>Terms</a>"): clicking a link follows it, clicking text toggles. */
  children?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Called with the new checked state; `onChange` still receives the native event (react-hook-form's `register`). */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn as a custom box: the real <input> is the box itself (appearance reset), so focus,
 * Space, form submission and screen readers behave natively. Controlled with `checked`, uncontrolled with
 * `defaultChecked`. The checked state is styled with `:checked`, not React state, because react-hook-form
 * writes it straight to the DOM.
 */
export function Checkbox({
  children,
  hint,
  error,
  className,
  id,
  disabled,
  onChange,
  onCheckedChange,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div
      data-slot="checkbox"
      data-invalid={ids.hasError || undefined}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col gap-1.5', className)}
    >
      <div className="flex items-start gap-2">
        <span className="relative inline-flex size-5 shrink-0 has-[input:disabled]:opacity-60">
          <input
            data-slot="checkbox-input"
            type="checkbox"
            id={ids.controlId}
            disabled={disabled}
            aria-invalid={ids.hasError || undefined}
            aria-describedby={ids.describedBy}
            onChange={(event) => {
              onChange?.(event);
              onCheckedChange?.(event.target.checked);
            }}
            className="peer size-5 cursor-pointer appearance-none rounded-sm border border-border-strong bg-surface-sunken transition-colors checked:border-brand checked:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus enabled:hover:border-brand disabled:cursor-not-allowed aria-invalid:border-danger"
            {...props}
          />
          <Check
            data-slot="checkbox-indicator"
            aria-hidden
            strokeWidth={3}
            className="pointer-events-none absolute inset-0 m-auto size-3.5 text-brand-fg opacity-0 peer-checked:opacity-100"
          />
        </span>
        {children != null && (
          <label
            data-slot="checkbox-label"
            htmlFor={ids.controlId}
            className={cn(
              'min-w-0 text-sm text-text [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            {children}
          </label>
        )}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} className="ps-7" />
    </div>
  );
}
