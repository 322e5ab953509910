/**
 * Pages whose own content belongs to later work (the agent centre):
 * each renders its layout, its title and introduction, and for visitors the way in, so every route
 * of the table is real and reachable today.
 */
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { Button } from '@ui/primitives/Button.tsx';
import { useTranslation } from 'react-i18next';
import { requestLogin } from '../session/auth-prompt.ts';
import { useSession } from '../session/use-session.ts';

function Section({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  return (
    <PageContainer width="wide" padding="xl">
      <PageHeading
        title={title}
        intro={intro}
        actions={!isLogin && <Button onClick={() => requestLogin()}>{t('pages.logInToContinue')}</Button>}
      />
    </PageContainer>
  );
}

export function AgentCentrePage() {
  const { t } = useTranslation();
  return <Section title={t('pages.agentCentreTitle')} intro={t('pages.agentCentreIntro')} />;
}
