import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../primitives/Button.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/** Unknown paths: a friendly message and a way home. */
export function NotFoundScreen({ onHome }: { onHome: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      icon={<Compass aria-hidden />}
      title={t('status.notFoundTitle')}
      message={t('status.notFoundMessage')}
      actions={<Button onClick={onHome}>{t('status.goHome')}</Button>}
    />
  );
}
