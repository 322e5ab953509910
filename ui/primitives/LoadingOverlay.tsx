import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Spinner } from './Spinner.tsx';

const overlayVariants = cva('z-40 flex items-center justify-center', {
  variants: {
    fullscreen: {
      // Scrim over the whole page, like a dialog's backdrop.
      true: 'fixed inset-0 bg-overlay',
      // Veils its `relative` parent; the content stays faintly visible underneath.
      false: 'absolute inset-0 rounded-[inherit] bg-surface/70',
    },
  },
  defaultVariants: { fullscreen: false },
});

// The label sits on its own solid card so it stays readable over whatever is underneath.
const cardVariants = cva(
  'flex items-center gap-space-sm rounded-lg border border-border bg-surface-raised px-space-md py-space-sm text-sm font-semibold text-text shadow-md',
);

export type LoadingOverlayProps = Omit<ComponentProps<'div'>, 'children'> &
  VariantProps<typeof overlayVariants> & {
    /** Renders nothing when false. */
    visible: boolean;
    /** Defaults to "Loading…". */
    label?: string;
  };

/**
 * Covers its positioned parent (or the viewport with `fullscreen`) while something loads, and swallows
 * clicks on what is underneath. Marking the covered region `aria-busy` is the caller's job.
 */
export function LoadingOverlay({ visible, fullscreen = false, label, className, ...props }: LoadingOverlayProps) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div
      data-slot="loading-overlay"
      data-fullscreen={fullscreen || undefined}
      role="status"
      aria-live="polite"
      className={cn(overlayVariants({ fullscreen }), className)}
      {...props}
    >
      <div data-slot="loading-overlay-card" className={cardVariants()}>
        <Spinner className="size-5 text-brand" />
        <span>{label ?? t('overlay.loading')}</span>
      </div>
    </div>
  );
}
