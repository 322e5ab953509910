import { CircleAlert } from 'lucide-react';
import { cn } from '../lib/cn.ts';

export interface FormErrorProps {
  /** The server's answer, already translated; nothing renders without one. */
  message?: string;
  className?: string;
}

/** The one block every form uses for a refused submit: announced at once, above the submit button. */
export function FormError({ message, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-slot="form-error"
      className={cn('flex items-start gap-2 rounded-md border border-danger bg-surface p-space-sm text-sm text-danger', className)}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">{message}</span>
    </p>
  );
}
