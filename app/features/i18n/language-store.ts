import { DEFAULT_LANGUAGE, parseLanguageCode, type LanguageCode } from '@ui/i18n/languages.ts';

/** The spec's keys: `lang` is the current choice, `hisLang` the language the platform calls use. */
export const LANG_KEY = 'lang';
export const HIS_LANG_KEY = 'hisLang';

export function storedLanguage(storage: Storage = localStorage): LanguageCode {
  try {
    return parseLanguageCode(storage.getItem(LANG_KEY)) ?? parseLanguageCode(storage.getItem(HIS_LANG_KEY)) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function persistLanguage(code: LanguageCode, storage: Storage = localStorage): void {
  try {
    storage.setItem(LANG_KEY, code);
    storage.setItem(HIS_LANG_KEY, code);
  } catch {
    // Blocked storage: the choice holds for this visit.
  }
}
