/**
 * The member centre at /member/:page (spec section 2, "Member centre"; section 6): the menu of the
 * pages this member may open, once the calls deciding it have answered, and the chosen page's panel,
 * each panel its own lazy chunk. A visitor gets the login prompt and lands back here after logging
 * in; a trial account gets the in_need_true_account warning and no panel. An unknown page, or one
 * this member does not have, falls back to securityCenter in place. Close goes back to where the
 * player came from, or home when the centre was opened directly. Under the centre, the way to feedback.
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { accountAreas } from '@ui/i18n/locales/areas/account.ts';
import { activityAreas } from '@ui/i18n/locales/areas/activity.ts';
import { memberCentreAreas } from '@ui/i18n/locales/areas/member-centre.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { CentreLayout, CentrePanelSkeleton } from '@ui/centre/CentreLayout.tsx';
import type { CentreMenuEntry } from '@ui/centre/CentreMenu.tsx';
import { FeedbackLink } from '@ui/content/FeedbackLink.tsx';
import { MEMBER_CENTRE_ITEMS, type MemberCentreItem } from '@ui/centre/member-centre-items.ts';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { ErrorPanel } from '@ui/primitives/ErrorPanel.tsx';
import { AccessNotice } from '@ui/roles/AccessNotice.tsx';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMemberInfo } from '../../api/member.ts';
import { openMissionCount } from '../../api/missions.contract.ts';
import { useMissionSummary } from '../../api/missions.ts';
import { centresShown, moduleEnabled } from '../../api/system.contract.ts';
import { useSystemStatus } from '../../api/system.ts';
import { useMerchantWallet } from '../../api/wallet.ts';
import { memberPath, PATHS, type MemberPage } from '../../paths.ts';
import { openLogin, openRegister } from '../account/account-dialogs.ts';
import { centreHistory, type CentreHistoryState } from '../centre/centre-history.ts';
import { PanelBoundary } from '../errors/PanelBoundary.tsx';
import { useHeldThroughExpiry } from '../session/use-held-through-expiry.ts';
import { useOpenedOnce } from '../shell/use-opened-once.ts';
import { forgetLoginReturn, returnAfterLogin } from '../session/login-return.ts';
import { useSession } from '../session/use-session.ts';
import {
  DEFAULT_MEMBER_PAGE,
  memberCentreMenu,
  memberCentrePages,
  parseMemberPage,
  switchedOffPage,
  type MemberCentreLink,
} from './member-centre-model.ts';

// Every id of the route map has its menu look (a page added to MEMBER_PAGES without one is a type error).
const ITEMS: Record<MemberCentreLink, (typeof MEMBER_CENTRE_ITEMS)[MemberCentreItem]> = MEMBER_CENTRE_ITEMS;

type Panel = ComponentType;

/** Each page's panel, its own lazy chunk: app/features/member/pages/<Name>Page.tsx. */
const MEMBER_PANELS: Record<MemberPage, Panel> = {
  securityCenter: lazy(() => import('./pages/SecurityCenterPage.tsx').then((m) => ({ default: m.SecurityCenterPage }))),
  transferFund: lazy(() => import('./pages/TransferFundPage.tsx').then((m) => ({ default: m.TransferFundPage }))),
  depositv2: lazy(() => import('./pages/DepositPage.tsx').then((m) => ({ default: m.DepositPage }))),
  withdraw: lazy(() => import('./pages/WithdrawPage.tsx').then((m) => ({ default: m.WithdrawPage }))),
  transferUpline: lazy(() => import('./pages/TransferUplinePage.tsx').then((m) => ({ default: m.TransferUplinePage }))),
  personalHistoryCopy: lazy(() => import('./pages/BettingRecordPage.tsx').then((m) => ({ default: m.BettingRecordPage }))),
  transactionHistory: lazy(() => import('./pages/AccountRecordPage.tsx').then((m) => ({ default: m.AccountRecordPage }))),
  personalProfit: lazy(() => import('./pages/ProfitLossPage.tsx').then((m) => ({ default: m.ProfitLossPage }))),
  bonusDetails: lazy(() => import('./pages/RebatePage.tsx').then((m) => ({ default: m.RebatePage }))),
  rewardCenter: lazy(() => import('./pages/RewardCentrePage.tsx').then((m) => ({ default: m.RewardCentrePage }))),
  referral: lazy(() => import('./pages/ReferralPage.tsx').then((m) => ({ default: m.ReferralPage }))),
  missionLeaderboard: lazy(() => import('./pages/MissionsPage.tsx').then((m) => ({ default: m.MissionsPage }))),
  messageV2: lazy(() => import('./pages/InboxPage.tsx').then((m) => ({ default: m.InboxPage }))),
  playerRank: lazy(() => import('./pages/PlayerRankPage.tsx').then((m) => ({ default: m.PlayerRankPage }))),
  profile: lazy(() => import('./pages/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))),
  saferPlay: lazy(() => import('./pages/SaferPlayPage.tsx').then((m) => ({ default: m.SaferPlayPage }))),
};

/** The centre's areas first (its pages' forms reuse the account fields; the feedback link under the panel). */
export function MemberCentrePage() {
  return useAreas(memberCentreAreas, accountAreas, activityAreas, rolesAreas) ? <MemberCentre /> : <LoadingScreen className="min-h-96" />;
}

function MemberCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const requested = parseMemberPage(useParams().page);
  const session = useSession();
  const status = useSystemStatus();
  // The brand may switch the whole centre off (isShowMC): the route says so, to anyone.
  const switchedOff = !centresShown(status.data).memberCentre;
  const info = useMemberInfo({ enabled: session.isLogin });
  // A stored session may not know its type until member info answers: trial or not is undecided until then.
  const typeKnown = session.type !== undefined;
  const member = session.isLogin && typeKnown && !session.isTrial && !switchedOff;
  const wallet = useMerchantWallet({ enabled: member });
  const missionsOn = moduleEnabled(status.data, 'MISSIONLB3');
  const missions = useMissionSummary(undefined, { enabled: member && missionsOn });
  const entry = centreHistory(location);
  const { centreDepth, centreOpenedDirectly } = entry;
  const path = location.pathname;

  // A visitor sees the centre's login notice (one prompt: no popup over it, issue 36), and whichever
  // login follows lands back here. A centre the brand switched off says so instead.
  const visitor = !session.isLogin && !switchedOff;
  // An expiry mid-form keeps this panel, filled in, behind the login popup.
  const held = useHeldThroughExpiry(path, { centreDepth, centreOpenedDirectly } satisfies CentreHistoryState, member);
  useEffect(() => {
    if (!visitor || requested === undefined) return;
    returnAfterLogin(path, { centreDepth, centreOpenedDirectly } satisfies CentreHistoryState);
  }, [visitor, requested, path, centreDepth, centreOpenedDirectly]);
  // Leaving without logging in: a later login elsewhere goes home as usual.
  useEffect(() => () => forgetLoginReturn(path), [path]);

  const loading = session.isLogin && (!typeKnown || (member && (status.isPending || info.isPending || wallet.isPending)));
  // Once the panel has shown, a login after an expiry mid-form keeps it (not a skeleton): what was typed stays.
  const shownOnce = useOpenedOnce(member && !loading);
  const pages = useMemo(
    () =>
      memberCentrePages({
        status: status.data,
        // A failed merchant-wallet call does not take the transfer page away; the page reports its own failures.
        singleWallet: wallet.data?.isSingle ?? false,
        toUpline: info.data?.toUpline ?? false,
        type: session.type,
      }),
    [status.data, wallet.data, info.data, session.type],
  );
  const openMissions = missions.data ? openMissionCount(missions.data) : 0;

  const entries: CentreMenuEntry<MemberCentreLink>[] = memberCentreMenu(pages, status.data).map((page) => ({
    id: page,
    label: t(ITEMS[page].title),
    icon: ITEMS[page].icon,
    href: page === 'pointMall' ? PATHS.pointMall : memberPath(page),
    ...(page === 'missionLeaderboard' && { count: openMissions, countLabel: t('centre.openMissions', { count: openMissions }) }),
  }));

  // A page whose module is off says so in place (deposits: closed); one this member lacks falls back.
  const pageOff = requested !== undefined && member && !loading && switchedOffPage(status.data, requested);
  if (requested === undefined || (member && !loading && !pageOff && !pages.includes(requested))) {
    return <Navigate to={memberPath(DEFAULT_MEMBER_PAGE)} replace state={entry} />;
  }

  const close = () => {
    if (centreOpenedDirectly) void navigate(PATHS.home, { replace: true });
    else void navigate(-(centreDepth + 1));
  };

  let notice;
  if (switchedOff) notice = <AccessNotice kind="memberCentreOff" />;
  else if (pageOff) notice = <AccessNotice kind={requested === 'depositv2' ? 'depositOff' : 'featureOff'} />;
  else if (visitor && !held) notice = <AccessNotice kind="login" onLogin={() => openLogin()} onRegister={openRegister} />;
  else if (typeKnown && session.isTrial) notice = <AccessNotice kind="trial" onRegister={openRegister} />;
  else if (!typeKnown && info.isError) notice = <ErrorPanel onRetry={() => void info.refetch()} retrying={info.isFetching} />;

  const Panel = MEMBER_PANELS[requested];
  return (
    <PageContainer width="wide">
      <CentreLayout
        title={t('centre.memberTitle')}
        menuLabel={t('centre.memberMenu')}
        entries={entries}
        current={requested}
        onSelect={(page) => {
          if (page === requested) return;
          if (page === 'pointMall') return void navigate(PATHS.pointMall);
          const state: CentreHistoryState = { centreDepth: centreDepth + 1, centreOpenedDirectly };
          void navigate(memberPath(page), { state });
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
      {member && (
        <FeedbackLink
          className="mt-space-md justify-end"
          href={PATHS.feedback}
          onNavigate={(event) => {
            event.preventDefault();
            void navigate(PATHS.feedback);
          }}
        />
      )}
    </PageContainer>
  );
}
