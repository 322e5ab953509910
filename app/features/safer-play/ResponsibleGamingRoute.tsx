/**
 * /responsibleGaming (issue 21): what the safer-play tools do and where to get help, linked from the
 * footer and the registration form. The tools' buttons lead a member to the member centre's
 * safer-play page (a visitor is asked to log in first); customer service opens as everywhere else.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { saferPlayAreas } from '@ui/i18n/locales/areas/safer-play.ts';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { ResponsibleGamingPage } from '@ui/safer-play/ResponsibleGamingPage.tsx';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { useNavigate } from 'react-router-dom';
import { useSystemStatus } from '../../api/system.ts';
import { memberPath } from '../../paths.ts';
import { openCustomerService } from '../customer-service/customer-service.ts';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';

export function ResponsibleGamingRoute() {
  return useAreas(saferPlayAreas) ? <ResponsibleGaming /> : <LoadingScreen className="min-h-96" />;
}

function ResponsibleGaming() {
  const navigate = useNavigate();
  const session = useSession();
  const status = useSystemStatus().data;
  const openTools = () => {
    if (requireMember(session)) void navigate(memberPath('saferPlay'));
  };
  return (
    <PageContainer width="wide" padding="xl">
      <ResponsibleGamingPage
        onOpenLimits={openTools}
        onOpenRealityCheck={openTools}
        onOpenTakeABreak={openTools}
        onContactSupport={() => void openCustomerService(status, { vip: session.vipService })}
      />
    </PageContainer>
  );
}
