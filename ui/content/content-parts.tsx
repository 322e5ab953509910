import { cva } from 'class-variance-authority';
import { type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

// Parts the content views (help centre, download guide, promotion detail, announcements) share.
// Not components of their own, hence no stories.

/**
 * Classes for operator rich text inside SafeHtml. The platform's editor writes inline colours picked
 * for its dark skin (its gold #f39c12 is 2.2:1 on our light page): coloured text keeps standing out,
 * as the accent token that is readable in both themes, and inline backgrounds are dropped so no text
 * ends up on a colour we do not know.
 */
export const richTextClass = cn(
  'text-sm leading-relaxed [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_[style*=background]]:bg-transparent! [&_[style*=color]]:text-accent! [&_font[color]]:text-accent!',
);

const emptyVariants = cva(
  'flex flex-col items-center gap-space-sm rounded-lg border border-dashed border-border px-space-md py-space-xl text-center',
);
const emptyIconVariants = cva('flex size-12 items-center justify-center rounded-pill bg-surface-sunken text-muted [&>svg]:size-6');

export type ContentEmptyProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Decorative icon (aria-hidden). */
  icon: ReactNode;
  title: string;
  hint?: string;
  /** A button that gets the player out (clear the search, go back). */
  action?: ReactNode;
};

/** What a view shows instead of a blank when it has nothing (no articles, app not released, not found). */
export function ContentEmpty({ icon, title, hint, action, className, ...props }: ContentEmptyProps) {
  return (
    <div data-slot="content-empty" className={cn(emptyVariants(), className)} {...props}>
      <span data-slot="content-empty-icon" className={emptyIconVariants()}>
        {icon}
      </span>
      <p className="font-semibold text-text">{title}</p>
      {hint && <p className="max-w-sm text-sm text-muted">{hint}</p>}
      {action}
    </div>
  );
}
