/**
 * The first screen's platform calls, started by boot before the app's code has downloaded: on a slow
 * phone the answers arrive while the shell is still on its way, instead of one round trip after it.
 * They are the very requests the app then makes (first-screen.contract.ts; http.ts hands each answer to
 * the matching request, once), so the platform sees each call once. Only for a visitor, with nothing in
 * storage or the address to trust yet: a member's calls carry the session, which the app validates
 * first, and then go out as before.
 */
import { createHttpClient } from './api/http.ts';
import {
  announcementsRequest,
  gameVendorsRequest,
  hotGamesRequest,
  NOTICE_TYPES,
  systemStatusRequest,
  winnerBoardRequest,
} from './api/first-screen.contract.ts';
import { brand } from './brand.ts';
import { env } from './env.ts';
import { storedLanguage } from './features/i18n/language-store.ts';

/** `/` and PATHS.home (not imported: paths.ts reads a contract, and with it zod, which boot does without). */
export const HOME_PATHS: readonly string[] = ['/', '/index'];

/** No session stored or in the address; storage that cannot be read counts as a member (nothing is trusted yet). */
export function isVisitor(location: Pick<Location, 'search'>): boolean {
  try {
    // Any token (valid or not) and the app's own checks decide; an address token logs in.
    return sessionStorage.getItem('token') === null && !new URLSearchParams(location.search).has('token');
  } catch {
    return false;
  }
}

export function startFirstScreenCalls(location: Pick<Location, 'pathname' | 'search' | 'host'>): void {
  if (!isVisitor(location)) return;
  const language = storedLanguage();
  const client = createHttpClient({
    baseUrl: env.apiBaseUrl,
    merchant: env.merchant,
    getToken: () => undefined,
    getLanguage: () => language,
  });
  client.startEarly(systemStatusRequest(location.host));
  // The home page (where / lands), unless visitors are sent to the login page.
  if (brand.loginedToHomePage || !HOME_PATHS.includes(location.pathname)) return;
  client.startEarly(gameVendorsRequest(env.merchant));
  client.startEarly(winnerBoardRequest({ language }));
  client.startEarly(announcementsRequest(NOTICE_TYPES, { execution: 'B', language }));
  client.startEarly(hotGamesRequest(env.merchant, { language }));
}
