import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-semibold">{t('home.title')}</h1>
      <p className="mt-2 text-muted">{t('home.subtitle')}</p>
    </section>
  );
}
