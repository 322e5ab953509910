import { WifiOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

/**
 * While the device is offline: a bar fixed to the bottom of the window (over the page, so nothing
 * moves) saying so, and that what was typed stays and the page catches up when the network is back.
 * A polite status: announced once when it appears, not a modal the player must answer.
 */
export function OfflineBanner({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="offline-banner"
      role="status"
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-space-sm border-t border-warning bg-surface-raised px-space-md py-space-sm text-sm text-text shadow-lg',
        className,
      )}
      {...props}
    >
      <WifiOff aria-hidden className="size-4 shrink-0 text-warning" />
      <p>
        <span className="font-semibold">{t('status.offlineTitle')}</span> {t('status.offlineMessage')}
      </p>
    </div>
  );
}
