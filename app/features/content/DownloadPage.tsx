/** App download (/download): Android and iOS guides with the configured links as QR codes. */
import { DownloadGuide } from '@ui/content/DownloadGuide.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system.ts';

export function DownloadPage() {
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
