/** App download (/download): Android and iOS guides with the configured links as QR codes. */
import { useAreas } from '@ui/i18n/areas.ts';
import { contentAreas } from '@ui/i18n/locales/areas/content.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { DownloadGuide } from '@ui/content/DownloadGuide.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system.ts';

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function DownloadPage() {
  return useAreas(contentAreas, pagesAreas) ? <Download /> : <LoadingScreen className="min-h-96" />;
}

function Download() {
  const { t } = useTranslation();
  const resources = useSystemStatus().data?.info.resources ?? [];
  // DownloadGuide shows only http(s) links; anything else reads as "not available yet".
  const link = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  return (
    <PageContainer width="article">
      <PageHeading title={t('pages.downloadTitle')} intro={t('pages.downloadIntro')} />
      <DownloadGuide androidUrl={link('Android')} iosUrl={link('MOBILECONFIG')} />
    </PageContainer>
  );
}
