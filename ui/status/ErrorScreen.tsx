import { ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/** A page that failed to render: a message and a retry instead of a white screen. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<ServerCrash aria-hidden />}
      title={t('status.errorTitle')}
      message={t('status.errorMessage')}
      actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
