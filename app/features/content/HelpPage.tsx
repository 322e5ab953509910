/** The help centre (/help with the site frame, /helpmc alone): the platform's articles in the current language. */
import { HelpCentre } from '@ui/content/HelpCentre.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useTranslation } from 'react-i18next';
import { useApiLanguage } from '../../api/client.ts';
import { useHelpCenter } from '../../api/system.ts';

export function HelpPage() {
  const { t } = useTranslation();
  const help = useHelpCenter({ lang: useApiLanguage() });
  return (
    <PageContainer width="wide">
      <PageHeading title={t('pages.helpTitle')} intro={t('pages.helpIntro')} />
      <HelpCentre categories={help.data} loading={help.isPending} error={help.isError} onRetry={() => void help.refetch()} />
    </PageContainer>
  );
}
