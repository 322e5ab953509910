import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A region whose content is still loading: busy for assistive technology, with one spoken "Loading"
 * in place of the skeletons inside it (which are decoration).
 */
export function LoadingRegion({ children, ...props }: ComponentProps<'div'>) {
  const { t } = useTranslation();
  return (
    <div data-slot="loading-region" aria-busy="true" {...props}>
      <span className="sr-only">{t('common.loading')}</span>
      {children}
    </div>
  );
}
