import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

// bg-border, not bg-surface-sunken: in dark, sunken is 1.04:1 against the page and the skeleton vanishes;
// border stays visible (about 1.5:1) on the page and on raised cards in both themes.
const skeletonVariants = cva('block animate-pulse bg-border', {
  variants: {
    shape: {
      text: 'h-4 w-full rounded-sm',
      rect: 'w-full rounded-md',
      circle: 'aspect-square rounded-pill',
    },
  },
  defaultVariants: { shape: 'rect' },
});

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & VariantProps<typeof skeletonVariants>;

/**
 * A pulsing stand-in for content that is loading. Hidden from assistive technology: the region
 * that is loading says so itself (`aria-busy` and a "Loading…" text).
 */
export function Skeleton({ className, shape = 'rect', ...props }: SkeletonProps) {
  return (
    <span data-slot="skeleton" data-shape={shape} aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
}
