import { env } from '../env.ts';
import { createHttpClient } from './http.ts';

/**
 * Who the app is talking as. The session feature sets these once it knows; until then calls go
 * out as a visitor in English.
 */
const identity: { getToken: () => string | undefined; getLanguage: () => string } = {
  getToken: () => undefined,
  getLanguage: () => 'EN',
};

export function setApiIdentity(next: Partial<typeof identity>): void {
  Object.assign(identity, next);
}

/** The app's platform client (tests build their own with createHttpClient). */
export const api = createHttpClient({
  baseUrl: env.apiBaseUrl,
  merchant: env.merchant,
  getToken: () => identity.getToken(),
  getLanguage: () => identity.getLanguage(),
});
