import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The maintenance and region screens replace the whole app (no header or footer), so they bring
 * their own <main>, full height, with the StatusScreen on a card.
 */
export const statusPageVariants = cva(
  'flex min-h-dvh flex-col items-center justify-center gap-space-lg bg-surface-raised px-space-md py-space-xl',
);
export const statusCardVariants = cva(
  'w-full max-w-xl rounded-xl border border-border bg-surface px-space-md py-space-xl shadow-md sm:px-space-xl',
);

export interface StatusScreenProps {
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /** A larger decorative picture shown at its own size instead of the icon (maintenance, region). */
  illustration?: ReactNode;
  /** A short label above the title, e.g. "Restriction of visit". */
  eyebrow?: ReactNode;
  title: string;
  message?: ReactNode;
  /** Buttons or links: every dead end offers a way out. */
  actions?: ReactNode;
  className?: string;
}

/** A full-area message: not found, errors, maintenance and region screens. */
export function StatusScreen({ icon, illustration, eyebrow, title, message, actions, className }: StatusScreenProps) {
  const titleId = useId();
  return (
    <section
      data-slot="status-screen"
      aria-labelledby={titleId}
      className={cn('mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center', className)}
    >
      {illustration ? (
        <div data-slot="status-screen-illustration" className="w-full max-w-56">
          {illustration}
        </div>
      ) : (
        icon && <div className="text-brand [&_svg]:size-16">{icon}</div>
      )}
      <div className="flex flex-col items-center gap-space-xs">
        {eyebrow && (
          <p data-slot="status-screen-eyebrow" className="text-xs font-semibold tracking-widest text-brand uppercase">
            {eyebrow}
          </p>
        )}
        <h1 id={titleId} className="text-2xl font-semibold text-text">
          {title}
        </h1>
      </div>
      {message && <div className="text-muted">{message}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
