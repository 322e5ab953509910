/**
 * The domain speed test page (spec section 3, resource SpeedTest): the brand's domains from the domain
 * route call, each timed from 0, fastest first; Open goes to the chosen one. Its own chunk.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { vipAreas } from '@ui/i18n/locales/areas/vip.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { safeHttpUrl } from '@ui/lib/url.ts';
import { DomainSpeedTest } from '@ui/speedtest/DomainSpeedTest.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainRoutes } from '../../api/system.ts';
import { createDomainProbe, speedTestDomains } from './domain-probe.ts';

const probe = createDomainProbe();

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function SpeedTestPage() {
  return useAreas(vipAreas, pagesAreas) ? <SpeedTest /> : <LoadingScreen className="min-h-96" />;
}

function SpeedTest() {
  const { t } = useTranslation();
  const routes = useDomainRoutes();
  const domains = useMemo(() => (routes.data ? speedTestDomains(routes.data) : undefined), [routes.data]);
  return (
    <PageContainer width="wide" padding="xl">
      <div data-slot="speed-test-page" className="flex flex-col gap-space-lg">
        <PageHeading title={t('pages.speedTestTitle')} intro={t('pages.speedTestIntro')} />
        <DomainSpeedTest
          domains={domains}
          loading={routes.isPending}
          error={routes.isError}
          onRetry={() => void routes.refetch()}
          retrying={routes.isFetching}
          probe={probe}
          onOpen={(domain) => {
            const url = safeHttpUrl(domain);
            if (url) window.location.assign(url);
          }}
        />
      </div>
    </PageContainer>
  );
}
