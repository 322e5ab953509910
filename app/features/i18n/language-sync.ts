/**
 * Spec section 4: a language change sets the locale, stores lang and hisLang, tells the platform
 * (only with a session: the call needs a token) and re-fetches what the platform localises.
 */
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, parseLanguageCode, type LanguageCode } from '@ui/i18n/languages.ts';
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setApiIdentity } from '../../api/client.ts';
import { keys } from '../../api/keys.ts';
import { useUpdateLanguage } from '../../api/member.ts';
import { readSession } from '../session/session-store.ts';
import { persistLanguage } from './language-store.ts';

/** Query areas whose answers depend on the Language header (system holds the help centre). */
export const LOCALISED_QUERY_KEYS = [
  keys.content.all,
  keys.missions.all,
  keys.points.all,
  keys.games.all,
  keys.system.all,
  keys.messages.all,
  keys.lottery.all,
] as const;

/** Every API call then sends i18next's current language. Called once at start-up (tests set their own). */
export function connectLanguageToApi(i18n: I18n): void {
  setApiIdentity({ getLanguage: () => parseLanguageCode(i18n.language) ?? DEFAULT_LANGUAGE });
}

/** Returns the function a language picker calls; it resolves once the new texts are in and the re-fetches are under way. */
export function useLanguageSync(): (code: LanguageCode) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate: updateOnServer } = useUpdateLanguage();

  return useCallback(
    async (code: LanguageCode) => {
      await i18n.changeLanguage(code);
      persistLanguage(code);
      if (readSession() !== null) updateOnServer({ language: code });
      for (const queryKey of LOCALISED_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
    [i18n, queryClient, updateOnServer],
  );
}
