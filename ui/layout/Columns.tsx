import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

const columnsVariants = cva('grid min-w-0', {
  variants: {
    /** Where the two columns start; stacked below it. */
    from: { lg: 'lg:grid-cols-2', xl: 'xl:grid-cols-2' },
    gap: { lg: 'gap-space-lg', xl: 'gap-space-xl' },
    /** stretch: the columns of a row share its height. */
    align: { start: 'items-start', stretch: 'items-stretch' },
  },
  defaultVariants: { from: 'xl', gap: 'lg', align: 'start' },
});

export type ColumnsProps = ComponentProps<'div'> & VariantProps<typeof columnsVariants>;

/** Two equal columns of panels side by side on wide screens, stacked on narrow ones. */
export function Columns({ from, gap, align, className, ...props }: ColumnsProps) {
  return <div data-slot="columns" className={cn(columnsVariants({ from, gap, align }), className)} {...props} />;
}
