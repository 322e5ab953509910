import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { badgeVariants } from '../primitives/Badge.tsx';

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const BADGE_TONE = { success: 'success', warning: 'warning', danger: 'danger', info: 'brand', neutral: 'neutral' } as const;

// The dot takes the tone's colour; the words carry the meaning (never colour alone).
const dotVariants = cva('size-1.5 shrink-0 rounded-pill', {
  variants: {
    tone: { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger', info: 'bg-brand', neutral: 'bg-muted' },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusChipProps = ComponentProps<'span'> &
  VariantProps<typeof dotVariants> & {
    size?: 'sm' | 'md';
  };

/**
 * A record's status as a small chip (completed, processing, rejected...): a translated word from the
 * caller, toned success / warning / danger / info / neutral, with a dot so the tone is not only a colour.
 */
export function StatusChip({ tone = 'neutral', size = 'sm', className, children, ...props }: StatusChipProps) {
  const resolved = tone ?? 'neutral';
  return (
    <span
      data-slot="status-chip"
      data-tone={resolved}
      className={cn(badgeVariants({ tone: BADGE_TONE[resolved], variant: 'soft', size }), className)}
      {...props}
    >
      <span aria-hidden="true" className={dotVariants({ tone: resolved })} />
      {children}
    </span>
  );
}
