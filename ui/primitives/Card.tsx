import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

const cardVariants = cva('rounded-xl border border-border bg-surface-raised text-text', {
  variants: {
    padding: { md: 'p-space-md', lg: 'p-space-lg' },
  },
  defaultVariants: { padding: 'lg' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A raised surface that groups one piece of a page (a form, a panel). */
export function Card({ padding, className, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ padding }), className)} {...props} />;
}
