import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

const containerVariants = cva('mx-auto flex w-full flex-col px-space-md', {
  variants: {
    /** A form (login), an article (promotion, download), the help centre, or a full page of sections. */
    width: { form: 'max-w-md', article: 'max-w-4xl', wide: 'max-w-6xl', page: 'max-w-7xl' },
    gap: { lg: 'gap-space-lg', xl: 'gap-space-xl' },
    padding: { lg: 'py-space-lg', xl: 'py-space-xl' },
  },
  defaultVariants: { width: 'page', gap: 'lg', padding: 'lg' },
});

export type PageContainerProps = ComponentProps<'div'> & VariantProps<typeof containerVariants>;

/** A page's content column inside the shell: centred, at the page's width, its blocks stacked with a gap. */
export function PageContainer({ width, gap, padding, className, ...props }: PageContainerProps) {
  return (
    <div
      data-slot="page-container"
      data-width={width ?? 'page'}
      className={cn(containerVariants({ width, gap, padding }), className)}
      {...props}
    />
  );
}
