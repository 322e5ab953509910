import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Spinner } from './Spinner.tsx';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-brand-fg hover:bg-brand-hover',
        secondary: 'border border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
        ghost: 'text-text hover:bg-surface-sunken',
        danger: 'bg-danger text-danger-fg hover:opacity-90',
        accent: 'bg-accent text-accent-fg hover:opacity-90',
        link: 'text-brand underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
      },
      block: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, keeps the label for screen readers, and ignores clicks (one request per action). */
    loading?: boolean;
    /** An icon before the label. */
    icon?: ReactNode;
  };

export function Button({
  className,
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  icon,
  disabled,
  type = 'button',
  children,
  onClick,
  ...props
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-size={size}
      type={type}
      className={cn(buttonVariants({ variant, size, block }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A busy button stays focusable (so focus is not lost mid-submit) but swallows clicks.
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner /> : icon}
      {children}
      {loading && <span className="sr-only">{t('common.loading')}</span>}
    </button>
  );
}

const iconButtonVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        ghost: 'text-text hover:bg-surface-sunken',
        secondary: 'border border-border-strong bg-surface-raised text-text hover:bg-surface-sunken',
        primary: 'bg-brand text-brand-fg hover:bg-brand-hover',
      },
      size: { sm: 'size-8', md: 'size-10', lg: 'size-12' },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** Required: an icon-only button needs an accessible name. */
    label: string;
    loading?: boolean;
  };

export function IconButton({
  className,
  variant = 'ghost',
  size = 'md',
  label,
  loading = false,
  type = 'button',
  children,
  onClick,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant}
      type={type}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      className={cn(iconButtonVariants({ variant, size }), className)}
      onClick={(event) => {
        if (loading) return;
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? <Spinner /> : children}
    </button>
  );
}
