/**
 * Spec section 4: a language change sets the locale, stores lang and hisLang, tells the platform
 * (only with a session: the call needs a token) and shows what the platform localises in the new
 * language. The API language follows i18next's at the switch itself, before the new texts have loaded;
 * localised queries name their language in their keys, so the switch reads (and fetches) the new
 * language's entries, and switching back finds the old ones still cached: nothing to invalidate.
 */
import { DEFAULT_LANGUAGE, parseLanguageCode, type LanguageCode } from '@ui/i18n/languages.ts';
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiLanguage } from '../../api/client.ts';
import { useUpdateLanguage } from '../../api/member.ts';
import { readSession } from '../session/session-store.ts';
import { persistLanguage } from './language-store.ts';

/**
 * API calls go out in i18next's language, switched the moment a change starts ('languageChanging' is
 * emitted synchronously), so a navigation right after a switch cannot send or cache the old language.
 * Called once at start-up; returns the disconnect (tests set their own language otherwise).
 */
export function connectLanguageToApi(i18n: I18n): () => void {
  const follow = (code: string | undefined) => setApiLanguage(parseLanguageCode(code) ?? DEFAULT_LANGUAGE);
  follow(i18n.language);
  i18n.on('languageChanging', follow);
  return () => i18n.off('languageChanging', follow);
}

/** Returns the function a language picker calls; it resolves once the new texts are in. */
export function useLanguageSync(): (code: LanguageCode) => Promise<void> {
  const { i18n } = useTranslation();
  const { mutate: updateOnServer } = useUpdateLanguage();

  return useCallback(
    async (code: LanguageCode) => {
      await i18n.changeLanguage(code);
      persistLanguage(code);
      if (readSession() !== null) updateOnServer({ language: code });
    },
    [i18n, updateOnServer],
  );
}
