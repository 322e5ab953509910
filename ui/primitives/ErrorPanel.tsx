import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Button } from './Button.tsx';

export interface ErrorPanelProps {
  /** A translated message; defaults to the generic "could not be shown". */
  message?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** What a failed panel shows in place of its content: a message and a way to retry, never a blank. */
export function ErrorPanel({ message, onRetry, retrying = false, className }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-slot="error-panel"
      className={cn('flex flex-col items-center gap-3 rounded-lg border border-border bg-surface-raised p-6 text-center', className)}
    >
      <TriangleAlert aria-hidden className="size-8 text-warning" />
      <p className="text-sm text-text">{message ?? t('status.panelError')}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
