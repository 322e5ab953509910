import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export type SidebarLayoutProps = ComponentProps<'div'> & {
  /** The narrow column (a menu, a list to choose from): first, and above the main column on small screens. */
  aside: ReactNode;
};

/**
 * A page body with an 18 rem column beside the main one from large screens up; stacked below that.
 * Beside, the column stays in view below the sticky header and scrolls on its own, so a long list in
 * it never leaves an empty area under a short main column.
 */
export function SidebarLayout({ aside, children, className, ...props }: SidebarLayoutProps) {
  return (
    <div
      data-slot="sidebar-layout"
      className={cn('grid items-start gap-space-lg lg:grid-cols-[18rem_minmax(0,1fr)]', className)}
      {...props}
    >
      <div
        data-slot="sidebar-layout-aside"
        className="flex min-w-0 flex-col gap-space-lg lg:sticky lg:top-[calc(var(--page-shell-header-height,0px)+1rem)] lg:max-h-[calc(100dvh-var(--page-shell-header-height,0px)-2rem)] lg:overflow-y-auto lg:overscroll-contain"
      >
        {aside}
      </div>
      <div data-slot="sidebar-layout-main" className="flex min-w-0 flex-col gap-space-lg">
        {children}
      </div>
    </div>
  );
}
