/**
 * /login and /register (/register.html): the same panels as the popup, as pages. A member who
 * opens them is already in, so they go home (a trial account may register).
 */
import { useAreas } from '@ui/i18n/areas.ts';
import { accountAreas } from '@ui/i18n/locales/areas/account.ts';
import { pagesAreas } from '@ui/i18n/locales/areas/pages.ts';
import { LoadingScreen } from '@ui/status/LoadingScreen.tsx';
import { RegisterScreen } from '@ui/auth/RegisterScreen.tsx';
import { PageContainer } from '@ui/layout/PageContainer.tsx';
import { PageHeading } from '@ui/layout/PageHeading.tsx';
import { Card } from '@ui/primitives/Card.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { usePromotions } from '../../api/content.ts';
import { useRegistrationBonus } from './account-data.ts';
import { LoginPanel } from './LoginPanel.tsx';
import { RegisterPanel } from './RegisterPanel.tsx';
import { readSession } from '../session/session-store.ts';
import { PATHS, promotionPath } from '../../paths.ts';

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function LoginPage() {
  return useAreas(accountAreas, pagesAreas) ? <Login /> : <LoadingScreen className="min-h-96" />;
}

function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Checked once: a login finishing here navigates by itself.
  const [member] = useState(() => readSession() !== null);
  if (member) return <Navigate to={PATHS.root} replace />;
  return (
    <PageContainer width="form" padding="xl">
      <PageHeading title={t('pages.loginTitle')} intro={t('pages.loginIntro')} />
      <Card>
        <LoginPanel onRegister={() => navigate(PATHS.register)} />
      </Card>
    </PageContainer>
  );
}

/** Its areas' strings first (Vietnamese loads on demand): words, never keys. */
export function RegisterPage() {
  return useAreas(accountAreas, pagesAreas) ? <Register /> : <LoadingScreen className="min-h-96" />;
}

function Register() {
  const navigate = useNavigate();
  const [member] = useState(() => {
    const session = readSession();
    return session !== null && session.type !== 4;
  });
  const bonus = useRegistrationBonus();
  const promotions = usePromotions({ category: 'new_player' });
  if (member) return <Navigate to={PATHS.root} replace />;
  return (
    <RegisterScreen
      bonusAmount={bonus}
      promotions={(promotions.data ?? []).map((promotion) => ({
        id: String(promotion.id),
        title: promotion.title,
        imageSrc: promotion.imageUrl,
      }))}
      onPromotionClick={(id) => navigate(promotionPath(id))}
      onBack={() => navigate(PATHS.root)}
    >
      <RegisterPanel variant="page" onLogin={() => navigate(PATHS.login)} />
    </RegisterScreen>
  );
}
