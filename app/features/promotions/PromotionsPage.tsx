/** Promotions (/promotions) and a promotion's detail (/promotions/:id, /promoDetail?id=). */
import { PromotionDetail } from '@ui/content/PromotionDetail.tsx';
import { PromotionStrip } from '@ui/home/PromotionStrip.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useApplyPromotion, usePromotion, usePromotions } from '../../api/content.ts';
import { notifyFailure } from '../errors/notify-failure.ts';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';
import { PATHS, promotionPath } from '../../paths.ts';

export function PromotionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promotions = usePromotions();
  return (
    <PageContainer>
      <PageHeading title={t('pages.promotionsTitle')} intro={t('pages.promotionsIntro')} />
      <PromotionStrip
        title={t('pages.promotionsTitle')}
        promotions={promotions.data}
        loading={promotions.isPending}
        error={promotions.isError}
        onRetry={() => void promotions.refetch()}
        onOpen={(id) => navigate(promotionPath(id))}
      />
    </PageContainer>
  );
}

/** The id comes from the address: only a positive integer is used. */
function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export function PromotionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseId(params.id ?? search.get('id'));
  const promotion = usePromotion(id);
  const apply = useApplyPromotion();
  const notFound = id === undefined || (promotion.isError && promotion.error.kind === 'business');
  return (
    <PageContainer width="article">
      <PromotionDetail
        promotion={promotion.data}
        loading={id !== undefined && promotion.isPending}
        notFound={notFound}
        error={promotion.isError && !notFound}
        onRetry={() => void promotion.refetch()}
        actionPending={apply.isPending}
        onAction={(_, detail) => {
          if (requireMember(session))
            apply.mutate({ promotionId: detail.id, comment: '', images: [] }, { onError: (error) => notifyFailure(t, error) });
        }}
        onBack={() => navigate(PATHS.promotions)}
      />
    </PageContainer>
  );
}
