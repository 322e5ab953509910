import { Button } from '@ui/primitives/Button.tsx';
import { StatusScreen } from '@ui/status/StatusScreen.tsx';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      icon={<Compass aria-hidden />}
      title={t('status.notFoundTitle')}
      message={t('status.notFoundMessage')}
      actions={<Button onClick={() => navigate('/index')}>{t('status.goHome')}</Button>}
    />
  );
}
