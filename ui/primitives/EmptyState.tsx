import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const emptyVariants = cva('flex flex-col items-center gap-space-sm rounded-lg border border-dashed border-border px-space-md text-center', {
  variants: {
    /** roomy for a page or a view, compact for a section among others. */
    size: { roomy: 'py-space-xl', compact: 'py-space-lg' },
  },
  defaultVariants: { size: 'roomy' },
});
const emptyIconVariants = cva('flex size-12 items-center justify-center rounded-pill bg-surface-sunken text-muted [&>svg]:size-6');

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof emptyVariants> & {
    /** Decorative icon (aria-hidden). */
    icon: ReactNode;
    title: string;
    hint?: string;
    /** A button or link that gets the player somewhere useful (clear the search, another lobby). */
    action?: ReactNode;
  };

/** What a list or a view shows instead of a blank when it has nothing: says so, and where to go instead. */
export function EmptyState({ icon, title, hint, action, size, className, ...props }: EmptyStateProps) {
  return (
    <div data-slot="empty-state" className={cn(emptyVariants({ size }), className)} {...props}>
      <span data-slot="empty-state-icon" className={emptyIconVariants()}>
        {icon}
      </span>
      <p className="font-semibold text-text">{title}</p>
      {hint && <p className="max-w-sm text-sm text-muted">{hint}</p>}
      {action}
    </div>
  );
}
