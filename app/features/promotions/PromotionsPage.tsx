/**
 * Promotions (/promotions) with the activity centre as its second tab (/promotions?tab=mine: the
 * member's activities and applications, decision 015), and a promotion's detail (/promotions/:id,
 * /promoDetail?id=), whose Apply opens the activity application (comment and images, spec section 5).
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { activityAreas } from '@ui/i18n/locales/areas/activity.ts';
import { contentAreas } from '@ui/i18n/locales/areas/content.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { rolesAreas } from '@ui/i18n/locales/areas/roles.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { ActivityCentre, type ActivityItem } from '@ui/content/ActivityCentre.tsx';
import { ApplicationDialog, type ApplicationValues } from '@ui/content/ApplicationDialog.tsx';
import { PromotionDetail } from '@ui/content/PromotionDetail.tsx';
import { PromotionStrip } from '@ui/home/PromotionStrip.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { EmptyState } from '@ui/primitives/EmptyState.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/primitives/Tabs.tsx';
import { AccessNotice } from '@ui/roles/AccessNotice.tsx';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { APPLICATION_LIMITS, encodeApplicationImage, isMemberActivity, type PromotionApplication } from '../../api/activity.contract.ts';
import { useActivityApplications, useApplyPromotion, usePromotion } from '../../api/activity.ts';
import { usePromotions } from '../../api/content.ts';
import { openLogin, openRegister } from '../account/account-dialogs.ts';
import { useSingleFlight } from '../account/use-single-flight.ts';
import { notifyFailure } from '../errors/notify-failure.ts';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';
import { PATHS, promotionPath, promotionsPath } from '../../paths.ts';
import { applicationRefusal } from './promotion-errors.ts';

type Tab = 'all' | 'mine';

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function PromotionsPage() {
  return useAreas(activityAreas, contentAreas, pagesAreas, rolesAreas) ? <Promotions /> : <LoadingScreen className="min-h-96" />;
}

function Promotions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'mine' ? 'mine' : 'all';
  const promotions = usePromotions();
  return (
    <PageContainer>
      <PageHeading title={t('pages.promotionsTitle')} intro={t('pages.promotionsIntro')} />
      <Tabs
        value={tab}
        onValueChange={(next) => {
          const params = new URLSearchParams(search);
          if (next === 'mine') params.set('tab', 'mine');
          else params.delete('tab');
          setSearch(params, { replace: true });
        }}
      >
        <TabsList aria-label={t('pages.promotionsTitle')}>
          <TabsTrigger value="all">{t('activity.tabAll')}</TabsTrigger>
          <TabsTrigger value="mine">{t('activity.tabMine')}</TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="pt-space-md">
          <PromotionStrip
            title={t('pages.promotionsTitle')}
            promotions={promotions.data}
            loading={promotions.isPending}
            error={promotions.isError}
            onRetry={() => void promotions.refetch()}
            onOpen={(id) => navigate(promotionPath(id))}
          />
        </TabsContent>
        <TabsContent value="mine" className="pt-space-md">
          <MyActivities onOpen={(id) => navigate(promotionPath(id))} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

/** The activity centre: the member's promotions (from the list, by status) and applications; a trial account's notice. */
function MyActivities({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const member = session.isLogin && !session.isTrial;
  const promotions = usePromotions({}, { enabled: member });
  const applications = useActivityApplications({ enabled: member });
  if (!session.isLogin) {
    return (
      <EmptyState
        icon={<LogIn aria-hidden />}
        title={t('activity.loginTitle')}
        hint={t('activity.loginHint')}
        action={<Button onClick={() => openLogin()}>{t('header.login')}</Button>}
      />
    );
  }
  // A trial account is refused the member's activities, as every member feature (spec section 6).
  if (session.isTrial) return <AccessNotice kind="trial" onRegister={openRegister} />;
  const activities: ActivityItem[] = (promotions.data ?? [])
    .filter((promotion) => isMemberActivity(promotion.status))
    .map((promotion) => ({
      id: promotion.id,
      title: promotion.title,
      status: promotion.status,
      endDate: promotion.endDate,
      href: promotionPath(promotion.id),
    }));
  return (
    <ActivityCentre
      activities={activities}
      activitiesState={{
        loading: promotions.isPending,
        error: promotions.isError,
        retrying: promotions.isFetching,
        onRetry: () => void promotions.refetch(),
      }}
      applications={applications.data ?? []}
      applicationsState={{
        loading: applications.isPending,
        error: applications.isError,
        retrying: applications.isFetching,
        onRetry: () => void applications.refetch(),
      }}
      onOpen={(item, event) => {
        event.preventDefault();
        onOpen(item.id);
      }}
    />
  );
}

/** The id comes from the address: only a positive integer is used. */
function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function PromotionDetailPage() {
  return useAreas(activityAreas, contentAreas, pagesAreas) ? <PromotionDetailScreen /> : <LoadingScreen className="min-h-96" />;
}

function PromotionDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseId(params.id ?? search.get('id'));
  const promotion = usePromotion(id);
  const apply = useApplyPromotion();
  const flight = useSingleFlight();
  const [applying, setApplying] = useState<{ id: number; title: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const notFound = id === undefined || (promotion.isError && promotion.error.kind === 'business');

  const submit = ({ comment, images }: ApplicationValues) =>
    void flight.run(async () => {
      if (!applying) return;
      setRefusal(null);
      try {
        const encoded = await Promise.all(images.map(encodeApplicationImage));
        await apply.mutateAsync({ promotionId: applying.id, comment, images: encoded as PromotionApplication['images'] });
        setSent(true);
      } catch (error) {
        setRefusal(applicationRefusal(t, error));
      }
    });

  return (
    <PageContainer width="article">
      <PromotionDetail
        promotion={promotion.data}
        loading={id !== undefined && promotion.isPending}
        notFound={notFound}
        error={promotion.isError && !notFound}
        onRetry={() => void promotion.refetch()}
        actionPending={apply.isPending}
        onAction={(action, detail) => {
          if (!requireMember(session)) return;
          if (action === 'apply') {
            setRefusal(null);
            setSent(false);
            setApplying({ id: detail.id, title: detail.title });
            return;
          }
          apply.mutate({ promotionId: detail.id, comment: '', images: [] }, { onError: (error) => notifyFailure(t, error) });
        }}
        onBack={() => navigate(PATHS.promotions)}
      />
      <ApplicationDialog
        promotion={applying}
        onOpenChange={(open) => {
          if (!open && !flight.pending) setApplying(null);
        }}
        submitting={flight.pending}
        refusal={refusal}
        sent={sent}
        limits={APPLICATION_LIMITS}
        onSubmit={submit}
        onOpenActivities={() => navigate(promotionsPath('mine'))}
      />
    </PageContainer>
  );
}
