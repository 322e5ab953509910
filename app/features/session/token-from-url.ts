/**
 * Spec section 4: a token may arrive in the page address (`?token=`) and logs in. A token in a URL
 * leaks through history, bookmarks and Referer headers (ASVS 14.2.1), so it is taken out of the
 * address at once, before any request or third-party resource, and only then looked at.
 */
import type { QueryClient } from '@tanstack/react-query';
import { keys } from '../../api/keys.ts';
import { memberInfoQuery } from '../../api/member.ts';
import { clearSession, isTokenShape, readSession, saveMemberInfo, saveSession } from './session-store.ts';

const PARAM = 'token';

type AddressBar = { location: Pick<Location, 'href'>; history: Pick<History, 'state' | 'replaceState'> };

/**
 * Removes every `token` parameter from the address (other parameters and the hash stay) without a
 * new history entry. Returns the token; null when one was there but is not token-shaped (or there
 * were several); undefined when there was none.
 */
export function takeTokenFromUrl(win: AddressBar = window): string | null | undefined {
  const url = new URL(win.location.href);
  const values = url.searchParams.getAll(PARAM);
  if (values.length === 0) return undefined;
  url.searchParams.delete(PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const [token] = values;
  return values.length === 1 && isTokenShape(token) ? token : null;
}

/**
 * Stores the token, then confirms it with member info; a token the platform refuses (or that
 * cannot be confirmed) is cleared again. Member info goes through the query cache, so the header's
 * own request for it is the same one.
 */
export async function loginWithToken(token: string, queryClient: QueryClient): Promise<boolean> {
  saveSession({ token });
  // A new identity: no member data of an earlier one may show.
  queryClient.removeQueries({ queryKey: keys.member.all });
  try {
    const info = await queryClient.fetchQuery(memberInfoQuery());
    if (readSession()?.token !== token) return false;
    saveMemberInfo(info);
    return true;
  } catch {
    if (readSession()?.token === token) clearSession();
    return false;
  }
}

export type UrlLoginResult = 'none' | 'logged-in' | 'rejected';

/**
 * Called once at start-up. The address is cleaned synchronously, before this returns its promise;
 * the confirmation needs the API (in the dev app, after the fake platform has started).
 */
export function loginFromUrl(queryClient: QueryClient, win: AddressBar = window): Promise<UrlLoginResult> {
  const token = takeTokenFromUrl(win);
  if (token === undefined) return Promise.resolve('none');
  if (token === null) return Promise.resolve('rejected');
  return loginWithToken(token, queryClient).then((ok) => (ok ? 'logged-in' : 'rejected'));
}
