/**
 * Pages whose own content belongs to later work (the points mall and the member and agent centres):
 * each renders its layout, its title and introduction, and for visitors the way in, so every route
 * of the table is real and reachable today.
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

export function MemberCentrePage() {
  const { t } = useTranslation();
  return <Section title={t('pages.memberCentreTitle')} intro={t('pages.memberCentreIntro')} />;
}

export function AgentCentrePage() {
  const { t } = useTranslation();
  return <Section title={t('pages.agentCentreTitle')} intro={t('pages.agentCentreIntro')} />;
}
