/**
 * The VIP page (spec section 2, the side menu's VIP entry, "leaves to a separate vip page"): the ranks'
 * perks, the member's rank, progress and the rank table (the member centre's rank panel, through the
 * same call and view), and the VIP service channel above rank level 4. Its own chunk, with its strings.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { vipAreas } from '@ui/i18n/locales/areas/vip.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { VipOverview, type VipViewer } from '@ui/vip/VipOverview.tsx';
import { useTranslation } from 'react-i18next';
import { usePlayerRank } from '../../api/player.ts';
import { useSystemStatus } from '../../api/system.ts';
import { openLogin, openRegister } from '../account/account-dialogs.ts';
import { openCustomerService } from '../customer-service/customer-service.ts';
import { rankView } from '../member/pages/PlayerRankPage.tsx';
import { useSession } from '../session/use-session.ts';
import { PointsMallEntry } from '../points/PointsMallEntry.tsx';

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function VipPage() {
  return useAreas(vipAreas, pagesAreas, rolesAreas) ? <Vip /> : <LoadingScreen className="min-h-96" />;
}

function Vip() {
  const { t } = useTranslation();
  const session = useSession();
  const status = useSystemStatus().data;
  const viewer: VipViewer = !session.isLogin ? 'visitor' : session.isTrial ? 'trial' : 'member';
  const rank = usePlayerRank({ enabled: viewer === 'member' });
  return (
    <PageContainer width="wide" padding="xl">
      <div data-slot="vip-page" className="flex flex-col gap-space-lg">
        <PageHeading title={t('pages.vipTitle')} intro={t('pages.vipIntro')} />
        <VipOverview
          viewer={viewer}
          rank={rank.data ? rankView(rank.data) : undefined}
          loading={rank.isPending}
          error={rank.isError}
          onRetry={() => void rank.refetch()}
          retrying={rank.isFetching}
          onLogin={() => openLogin()}
          onRegister={openRegister}
          onVipService={() => void openCustomerService(status, { vip: true })}
        />
        <PointsMallEntry />
      </div>
    </PageContainer>
  );
}
