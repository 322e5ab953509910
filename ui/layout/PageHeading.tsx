import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface PageHeadingProps extends Omit<ComponentProps<'header'>, 'title'> {
  title: string;
  intro?: ReactNode;
  /** Buttons beside the title (wrap under it on narrow screens). */
  actions?: ReactNode;
}

/** The title block at the top of a page: the page's one h1, a line of introduction, optional actions. */
export function PageHeading({ title, intro, actions, className, ...props }: PageHeadingProps) {
  return (
    <header data-slot="page-heading" className={cn('flex flex-wrap items-end justify-between gap-space-md', className)} {...props}>
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold text-text sm:text-3xl">{title}</h1>
        {intro && <p className="mt-space-xs text-muted">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-space-sm">{actions}</div>}
    </header>
  );
}
