import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-space-xs rounded-pill font-semibold whitespace-nowrap',
  {
    variants: {
      tone: { neutral: '', brand: '', accent: '', success: '', warning: '', danger: '' },
      variant: { solid: '', soft: '', outline: 'border' },
      size: {
        sm: 'h-5 px-2 text-xs',
        md: 'h-6 px-2.5 text-sm',
      },
    },
    // Soft badges sit on surface-sunken: tinted backgrounds drop the tone text under 4.5:1 on raised cards.
    compoundVariants: [
      { variant: 'solid', tone: 'neutral', className: 'bg-muted text-surface' },
      { variant: 'solid', tone: 'brand', className: 'bg-brand text-brand-fg' },
      { variant: 'solid', tone: 'accent', className: 'bg-accent text-accent-fg' },
      { variant: 'solid', tone: 'success', className: 'bg-success text-success-fg' },
      { variant: 'solid', tone: 'warning', className: 'bg-warning text-warning-fg' },
      { variant: 'solid', tone: 'danger', className: 'bg-danger text-danger-fg' },
      { variant: 'soft', tone: 'neutral', className: 'bg-surface-sunken text-text' },
      { variant: 'soft', tone: 'brand', className: 'bg-brand-soft text-brand' },
      { variant: 'soft', tone: 'accent', className: 'bg-surface-sunken text-accent' },
      { variant: 'soft', tone: 'success', className: 'bg-surface-sunken text-success' },
      { variant: 'soft', tone: 'warning', className: 'bg-surface-sunken text-warning' },
      { variant: 'soft', tone: 'danger', className: 'bg-surface-sunken text-danger' },
      { variant: 'outline', tone: 'neutral', className: 'border-border-strong text-text' },
      { variant: 'outline', tone: 'brand', className: 'border-brand text-brand' },
      { variant: 'outline', tone: 'accent', className: 'border-accent text-accent' },
      { variant: 'outline', tone: 'success', className: 'border-success text-success' },
      { variant: 'outline', tone: 'warning', className: 'border-warning text-warning' },
      { variant: 'outline', tone: 'danger', className: 'border-danger text-danger' },
    ],
    defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
  },
);

const countVariants = cva('min-w-5 px-1.5 leading-none tabular-nums');

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Count mode (unread messages, missions to claim): a small solid counter, nothing at all when it is 0. */
    count?: number;
    /** Counts above this show as "99+". */
    max?: number;
    /** Screen-reader text for count mode, e.g. "3 unread messages"; defaults to "3 new items". */
    label?: string;
  };

/** A short status label, or with `count` an unread counter. */
export function Badge({ className, tone, variant = 'soft', size = 'md', count, max = 99, label, children, ...props }: BadgeProps) {
  const { t } = useTranslation();

  if (count !== undefined) {
    const value = Math.max(0, Math.floor(count));
    if (value === 0) return null;
    // Counters are always small and solid, red unless told otherwise, so they read as "needs attention".
    const countTone = tone ?? 'danger';
    return (
      <span
        data-slot="badge"
        data-tone={countTone}
        data-variant="solid"
        className={cn(badgeVariants({ tone: countTone, variant: 'solid', size: 'sm' }), countVariants(), className)}
        {...props}
      >
        {/* "99+" is for the eye; the label carries the real number. */}
        <span aria-hidden="true">{value > max ? `${max}+` : value}</span>
        <span className="sr-only">{label ?? t('widgets.badgeCount', { count: value })}</span>
      </span>
    );
  }

  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      data-variant={variant}
      className={cn(badgeVariants({ tone, variant, size }), className)}
      {...props}
    >
      {children}
    </span>
  );
}
