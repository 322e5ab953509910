import { ServerCrash, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/**
 * A page that failed to render: a message and a retry instead of a white screen. `reason="load"`: the
 * page's code could not be downloaded (spec: "page load timeout, check network").
 */
export function ErrorScreen({ onRetry, reason = 'render' }: { onRetry: () => void; reason?: 'render' | 'load' }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={reason === 'load' ? <WifiOff aria-hidden /> : <ServerCrash aria-hidden />}
      title={reason === 'load' ? t('status.loadTitle') : t('status.errorTitle')}
      message={reason === 'load' ? t('status.loadMessage') : t('status.errorMessage')}
      actions={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
