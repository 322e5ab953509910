import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { Spinner } from '../primitives/Spinner.tsx';

/** The whole window while the app starts (its first page, the platform's status): one spinner, one "Loading". */
export function LoadingScreen({ className, ...props }: Omit<ComponentProps<'div'>, 'children'>) {
  const { t } = useTranslation();
  return (
    <div
      data-slot="loading-screen"
      role="status"
      aria-label={t('common.loading')}
      className={cn('grid min-h-dvh place-items-center text-brand', className)}
      {...props}
    >
      <Spinner className="size-10" />
    </div>
  );
}
