import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface StatusScreenProps {
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  /** Buttons or links: every dead end offers a way out. */
  actions?: ReactNode;
  className?: string;
}

/** A full-area message: not found, errors, and (later) maintenance and region screens. */
export function StatusScreen({ icon, title, message, actions, className }: StatusScreenProps) {
  const titleId = useId();
  return (
    <section
      data-slot="status-screen"
      aria-labelledby={titleId}
      className={cn('mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center', className)}
    >
      {icon && <div className="text-brand [&_svg]:size-16">{icon}</div>}
      <h1 id={titleId} className="text-2xl font-semibold text-text">
        {title}
      </h1>
      {message && <div className="text-muted">{message}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
