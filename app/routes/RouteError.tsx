import { Button } from '@ui/primitives/Button.tsx';
import { StatusScreen } from '@ui/status/StatusScreen.tsx';
import { ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Router-level boundary: a failing page shows a message and a way back instead of a white screen. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<ServerCrash aria-hidden />}
      title={t('status.errorTitle')}
      message={t('status.errorMessage')}
      actions={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
    />
  );
}
