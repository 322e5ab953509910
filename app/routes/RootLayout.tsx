import { BUNDLED_LANGUAGES, parseLanguageCode } from '@ui/i18n/languages.ts';
import { LanguageSwitcher } from '@ui/i18n/LanguageSwitcher.tsx';
import { ThemeToggle } from '@ui/theme/ThemeToggle.tsx';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { persistLanguage } from '../features/i18n/language-store.ts';
import { setTheme } from '../features/theme/theme-store.ts';

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center gap-4 border-b border-border bg-surface-raised px-4">
        <Link to="/index" className="text-lg font-semibold text-brand">
          {t('common.appName')}
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher
            languages={BUNDLED_LANGUAGES}
            value={language}
            onChange={(code) => {
              persistLanguage(code);
              void i18n.changeLanguage(code);
            }}
          />
          <ThemeToggle onThemeChange={setTheme} />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
