import { useSyncExternalStore } from 'react';
import { env } from '../env.ts';
import { createHttpClient } from './http.ts';

/** Who the app is talking as. The session feature sets this once it knows; until then calls go out as a visitor. */
const identity: { getToken: () => string | undefined } = {
  getToken: () => undefined,
};

export function setApiIdentity(next: Partial<typeof identity>): void {
  Object.assign(identity, next);
}

/**
 * The language platform calls go out in (EN until the language feature sets it). This is the one
 * place that owns it: the language feature sets it the moment the user switches, before the new
 * texts have loaded, so nothing rendered or fetched after a switch can still read the old language.
 */
let language = 'EN';
const languageListeners = new Set<() => void>();

export function setApiLanguage(next: string): void {
  if (next === language) return;
  language = next;
  for (const listener of languageListeners) listener();
}

export function apiLanguage(): string {
  return language;
}

function subscribeLanguage(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/**
 * The API language, re-rendering when it changes. A query whose answer depends on the language puts
 * it in its key and sends exactly it (`languageHeader`), so each language's answer is its own cache
 * entry: a switch reads the new language's entries, and switching back finds the old ones.
 */
export function useApiLanguage(): string {
  return useSyncExternalStore(subscribeLanguage, apiLanguage, apiLanguage);
}

/** A localised call's language (its query key's); without one the call goes out in the current API language. */
export interface InLanguage {
  language?: string;
}

/** The Language header of a localised call: the language of its query's key, not whatever is current when it runs. */
export const languageHeader = (language: string | undefined): Record<string, string> | undefined =>
  language === undefined ? undefined : { Language: language };

/** The app's platform client (tests build their own with createHttpClient). */
export const api = createHttpClient({
  baseUrl: env.apiBaseUrl,
  merchant: env.merchant,
  getToken: () => identity.getToken(),
  getLanguage: apiLanguage,
});
