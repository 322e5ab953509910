import { cva } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The small parts every form control shares (label, hint, error, the bordered box), so TextField,
 * PasswordField, Select and Checkbox render the same markup. Not a component of its own, hence no stories.
 */

/** The bordered input box. Heights match Button sizes; md and lg use 16px text so iOS does not zoom on focus. */
export const fieldControlVariants = cva('w-full rounded-md border bg-surface-sunken text-text transition-colors', {
  variants: {
    size: {
      sm: 'h-8 text-sm',
      md: 'h-10 text-base',
      lg: 'h-12 text-base',
    },
    invalid: {
      true: 'border-danger',
      false: 'border-border-strong',
    },
    disabled: {
      true: 'cursor-not-allowed opacity-60',
      false: '',
    },
  },
  defaultVariants: { size: 'md', invalid: false, disabled: false },
});

export type FieldSize = 'sm' | 'md' | 'lg';

/** The props every labelled control takes on top of its native element's. */
export interface FieldTextProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control (format rules, limits). */
  hint?: ReactNode;
  /** Error text under the control; also marks it `aria-invalid`. */
  error?: ReactNode;
}

/**
 * Ids for a control and its hint/error, and the `aria-describedby` that links them. A caller's own id
 * and describedby are kept, so `<label htmlFor>` outside the component and extra descriptions still work.
 */
export function useFieldIds({ id, hint, error, describedBy }: { id?: string; hint?: ReactNode; error?: ReactNode; describedBy?: string }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint != null && hint !== false && hint !== '';
  const hasError = error != null && error !== false && error !== '';
  const ids = [hasHint && hintId, hasError && errorId, describedBy].filter(Boolean).join(' ');
  return { controlId, hintId, errorId, hasHint, hasError, describedBy: ids || undefined };
}

/**
 * The spec puts the required asterisk on the placeholder (`* Username`); without a placeholder the
 * label text stands in, so a required field always shows it. The asterisk is a symbol, not language.
 */
export function requiredPlaceholder(placeholder: string | undefined, label: ReactNode, required: boolean | undefined) {
  if (!required) return placeholder;
  const text = placeholder ?? (typeof label === 'string' ? label : undefined);
  return text ? `* ${text}` : '*';
}

export function FieldRoot({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex w-full min-w-0 flex-col gap-1.5', className)} {...props} />;
}

/** `htmlFor` is required: every field label names exactly one control. */
export function FieldLabel({ htmlFor, className, children, ...props }: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    <label data-slot="field-label" htmlFor={htmlFor} className={cn('text-sm font-semibold text-text', className)} {...props}>
      {children}
    </label>
  );
}

export function FieldHint({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-hint" className={cn('text-sm text-muted', className)} {...props} />;
}

/** Error text; the icon is decorative, the words carry the meaning (never colour alone). */
export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="field-error" className={cn('flex items-start gap-1.5 text-sm text-danger', className)} {...props}>
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** Hint then error, each only when present, with the ids `useFieldIds` linked. */
export function FieldMessages({
  ids,
  hint,
  error,
  className,
}: {
  ids: ReturnType<typeof useFieldIds>;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}) {
  return (
    <>
      {ids.hasHint && (
        <FieldHint id={ids.hintId} className={className}>
          {hint}
        </FieldHint>
      )}
      {ids.hasError && (
        <FieldError id={ids.errorId} className={className}>
          {error}
        </FieldError>
      )}
    </>
  );
}
