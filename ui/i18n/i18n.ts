import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageDir, languageLocale, type LanguageCode } from './languages.ts';

/** The first screen's VI strings load on demand, so the English home route does not carry them (the other areas: areas.ts). */
const lazyCatalogues: Partial<Record<LanguageCode, () => Promise<Record<string, unknown>>>> = {
  VI: () => import('./locales/vi/index.ts').then((m) => m.vi),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = lazyCatalogues[language as LanguageCode];
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** A fresh, initialised i18next instance (the app makes one; tests and stories may make their own). */
export function createI18n(language: LanguageCode = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  // Listen before init: a stored language applies during init and must set <html lang/dir> too.
  instance.on('languageChanged', (lng) => syncDocumentLanguage(lng as LanguageCode));
  void instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: Object.keys(LANGUAGES),
      load: 'currentOnly',
      lowerCaseLng: false,
      cleanCode: false,
      resources: { EN: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}

/** `lang` and `dir` on <html>, so screen readers, hyphenation and RTL layout follow the language. */
export function syncDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined' || !Object.hasOwn(LANGUAGES, code)) return;
  document.documentElement.lang = languageLocale(code);
  document.documentElement.dir = languageDir(code);
}
