/**
 * Pages whose own content belongs to later work (the lottery and points
 * mall screens, the game frame): each renders its layout, its title and introduction, and for visitors
 * the way in, so every route of the table is real and reachable today.
 */
import { Button } from '@ui/primitives/Button.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../features/session/auth-prompt.ts';
import { useSession } from '../features/session/use-session.ts';

function Section({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  return (
    <div className="mx-auto max-w-5xl px-space-md py-space-xl">
      <PageHeading
        title={title}
        intro={intro}
        actions={!isLogin && <Button onClick={() => requestLogin()}>{t('pages.logInToContinue')}</Button>}
      />
    </div>
  );
}

export function PointMallPage() {
  const { t } = useTranslation();
  return <Section title={t('pages.pointMallTitle')} intro={t('pages.pointMallIntro')} />;
}

export function LotteryPage() {
  const { t } = useTranslation();
  return <Section title={t('pages.lotteryTitle')} intro={t('pages.lotteryIntro')} />;
}

export function VnLotteryPage() {
  const { t } = useTranslation();
  return <Section title={t('pages.vnLotteryTitle')} intro={t('pages.vnLotteryIntro')} />;
}

export function SeamlessPage() {
  const { t } = useTranslation();
  return <Section title={t('pages.seamlessTitle')} intro={t('pages.seamlessIntro')} />;
}

export function GamePage() {
  const { t } = useTranslation();
  return <Section title={t('pages.gameTitle')} intro={t('pages.gameIntro')} />;
}

export function MemberCentrePage() {
  const { t } = useTranslation();
  return <Section title={t('pages.memberCentreTitle')} intro={t('pages.memberCentreIntro')} />;
}

export function AgentCentrePage() {
  const { t } = useTranslation();
  return <Section title={t('pages.agentCentreTitle')} intro={t('pages.agentCentreIntro')} />;
}
