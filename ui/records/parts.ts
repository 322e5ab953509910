import { cva } from 'class-variance-authority';

/**
 * A choice chip (a preset period, a quick amount): a toggle button, filled when chosen. The same look as
 * the lobby's filter chips, so a member meets one kind of chip across the site.
 */
export const choiceChipVariants = cva(
  'inline-flex h-9 shrink-0 items-center justify-center rounded-pill border px-space-md text-sm font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      pressed: {
        true: 'border-brand bg-brand text-brand-fg hover:bg-brand-hover',
        false: 'border-border-strong bg-surface-raised text-text hover:bg-surface-sunken disabled:hover:bg-surface-raised',
      },
    },
    defaultVariants: { pressed: false },
  },
);
