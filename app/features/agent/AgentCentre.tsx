/**
 * The agent centre at /agent/:page (spec section 2, "Agent centre"; section 6): the eight team pages
 * and the contract pages the consolidated funds' flags switch on, once that call has answered, and
 * the chosen page's panel, each panel its own lazy chunk. A visitor gets the login prompt and lands
 * back here after logging in; a trial account gets the in_need_true_account warning; a member who is
 * not an agent is refused in words, with the way to the member centre. An unknown page, or one this
 * agent does not have, falls back to agentTeamOverview in place. Close goes back to where the player
 * came from, or home when the centre was opened directly (the member centre's rule).
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { accountAreas } from '@ui/i18n/locales/areas/account.ts';
import { agentCentreAreas } from '@ui/i18n/locales/areas/agent-centre.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { AGENT_CENTRE_ITEMS, type AgentCentreItem } from '@ui/centre/agent-centre-items.ts';
import { CentreLayout, CentrePanelSkeleton } from '@ui/centre/CentreLayout.tsx';
import type { CentreMenuEntry } from '@ui/centre/CentreMenu.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { ErrorPanel } from '@ui/primitives/ErrorPanel.tsx';
import { AccessNotice } from '@ui/roles/AccessNotice.tsx';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMemberInfo } from '../../api/member.ts';
import { centresShown } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useConsolidatedFunds } from '../../api/wallet.ts';
import { agentPath, memberPath, PATHS, type AgentPage } from '../../paths.ts';
import { openLogin, openRegister } from '../account/account-dialogs.ts';
import { centreHistory, type CentreHistoryState } from '../centre/centre-history.ts';
import { PanelBoundary } from '../errors/PanelBoundary.tsx';
import { forgetLoginReturn, returnAfterLogin } from '../session/login-return.ts';
import { useHeldThroughExpiry } from '../session/use-held-through-expiry.ts';
import { useOpenedOnce } from '../shell/use-opened-once.ts';
import { useSession } from '../session/use-session.ts';
import { agentCentrePages, DEFAULT_AGENT_PAGE, parseAgentPage } from './agent-centre-model.ts';

// Every id of the route map has its menu look (a page added to AGENT_PAGES without one is a type error).
const ITEMS: Record<AgentPage, (typeof AGENT_CENTRE_ITEMS)[AgentCentreItem]> = AGENT_CENTRE_ITEMS;

type Panel = ComponentType;

/** Each page's panel, its own lazy chunk: app/features/agent/pages/<Name>Page.tsx. */
const AGENT_PANELS: Record<AgentPage, Panel> = {
  agentAnnouncement: lazy(() => import('./pages/AnnouncementPage.tsx').then((m) => ({ default: m.AnnouncementPage }))),
  agentTeamOverview: lazy(() => import('./pages/TeamOverviewPage.tsx').then((m) => ({ default: m.TeamOverviewPage }))),
  agentAccount: lazy(() => import('./pages/RegisterDownlinePage.tsx').then((m) => ({ default: m.RegisterDownlinePage }))),
  agentTeamManagement: lazy(() => import('./pages/TeamManagementPage.tsx').then((m) => ({ default: m.TeamManagementPage }))),
  agentTeamBetting: lazy(() => import('./pages/TeamBettingPage.tsx').then((m) => ({ default: m.TeamBettingPage }))),
  agentUserProfitLoss: lazy(() => import('./pages/UserProfitLossPage.tsx').then((m) => ({ default: m.UserProfitLossPage }))),
  agentMyIncome: lazy(() => import('./pages/MyIncomePage.tsx').then((m) => ({ default: m.MyIncomePage }))),
  agentTransactionDetails: lazy(() => import('./pages/TransactionDetailsPage.tsx').then((m) => ({ default: m.TransactionDetailsPage }))),
  agentDividend: lazy(() => import('./pages/ContractPage.tsx').then((m) => ({ default: m.DividendContractPage }))),
  agentDailySalary: lazy(() => import('./pages/ContractPage.tsx').then((m) => ({ default: m.DailySalaryContractPage }))),
  agentHourlySalary: lazy(() => import('./pages/ContractPage.tsx').then((m) => ({ default: m.HourlySalaryContractPage }))),
  agentRealTimeSalary: lazy(() => import('./pages/ContractPage.tsx').then((m) => ({ default: m.RealTimeSalaryContractPage }))),
};

/** The centre's areas first (registering a downline reuses the account fields). */
export function AgentCentrePage() {
  return useAreas(agentCentreAreas, accountAreas, rolesAreas) ? <AgentCentre /> : <LoadingScreen className="min-h-96" />;
}

function AgentCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = parseAgentPage(useParams().page);
  const session = useSession();
  // The brand may switch the whole centre off (isShowAC): the route says so, to anyone.
  const switchedOff = !centresShown(useSystemStatus().data).agentCentre;
  const info = useMemberInfo({ enabled: session.isLogin });
  // A stored session may not know its type until member info answers: agent or not is undecided until then.
  const typeKnown = session.type !== undefined;
  const agent = session.isAgent && !switchedOff;
  const plainMember = session.isLogin && typeKnown && !session.isTrial && !session.isAgent;
  const funds = useConsolidatedFunds({ enabled: agent });
  const entry = centreHistory(location);
  const { centreDepth, centreOpenedDirectly } = entry;
  const path = location.pathname;

  // A visitor sees the centre's login notice (one prompt: no popup over it, issue 36), and whichever
  // login follows lands back here. A centre the brand switched off says so instead.
  const visitor = !session.isLogin && !switchedOff;
  // An expiry mid-form keeps this panel, filled in, behind the login popup.
  const held = useHeldThroughExpiry(path, { centreDepth, centreOpenedDirectly } satisfies CentreHistoryState, agent);
  useEffect(() => {
    if (!visitor || requested === undefined) return;
    returnAfterLogin(path, { centreDepth, centreOpenedDirectly } satisfies CentreHistoryState);
  }, [visitor, requested, path, centreDepth, centreOpenedDirectly]);
  // Leaving without logging in: a later login elsewhere goes home as usual.
  useEffect(() => () => forgetLoginReturn(path), [path]);

  const loading = session.isLogin && (!typeKnown || (agent && funds.isPending));
  // Once the panel has shown, a login after an expiry mid-form keeps it (not a skeleton): what was typed stays.
  const shownOnce = useOpenedOnce(agent && !loading);
  // A failed flags call hides the contract pages; the eight team pages do not depend on it.
  const pages = useMemo(() => agentCentrePages(funds.data), [funds.data]);

  const entries: CentreMenuEntry<AgentPage>[] = pages.map((page) => ({
    id: page,
    label: t(ITEMS[page].title),
    icon: ITEMS[page].icon,
    href: agentPath(page),
  }));

  if (requested === undefined || (agent && !loading && !pages.includes(requested))) {
    return <Navigate to={agentPath(DEFAULT_AGENT_PAGE)} replace state={entry} />;
  }

  const close = () => {
    if (centreOpenedDirectly) void navigate(PATHS.home, { replace: true });
    else void navigate(-(centreDepth + 1));
  };

  let notice;
  if (switchedOff) notice = <AccessNotice kind="agentCentreOff" />;
  else if (visitor && !held) notice = <AccessNotice kind="login" onLogin={() => openLogin()} onRegister={openRegister} />;
  else if (typeKnown && session.isTrial) notice = <AccessNotice kind="trial" onRegister={openRegister} />;
  else if (plainMember) notice = <AccessNotice kind="agent" onBack={() => void navigate(memberPath(), { replace: true })} />;
  else if (!typeKnown && info.isError) notice = <ErrorPanel onRetry={() => void info.refetch()} retrying={info.isFetching} />;

  const Panel = AGENT_PANELS[requested];
  return (
    <PageContainer width="wide">
      <CentreLayout
        title={t('agent.title')}
        menuLabel={t('agent.menu')}
        entries={entries}
        current={requested}
        onSelect={(page) => {
          if (page === requested) return;
          const state: CentreHistoryState = { centreDepth: centreDepth + 1, centreOpenedDirectly };
          void navigate(agentPath(page), { state });
        }}
        onClose={close}
        loading={loading && !notice && !shownOnce}
        notice={notice}
      >
        <PanelBoundary key={requested}>
          <Suspense fallback={<CentrePanelSkeleton />}>
            <Panel />
          </Suspense>
        </PanelBoundary>
      </CentreLayout>
    </PageContainer>
  );
}
