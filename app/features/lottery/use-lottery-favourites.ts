import { useSyncExternalStore } from 'react';
import { requireMember } from '../session/role-guards.ts';
import { useSession } from '../session/use-session.ts';
import { favouritesSnapshot, subscribeFavourites, toggleFavourite } from './lottery-favourites.ts';

export interface FavouritesSession {
  isLogin: boolean;
  isTrial: boolean;
  account: string | undefined;
}

/**
 * The favourites of whoever is signed in: read from storage as soon as login is true and the username
 * known, none for visitors and trial accounts. A visitor's toggle asks for a login, a trial account's
 * gets the trial warning (favourites are a member feature, spec section 6).
 */
export function useFavouritesOf(session: FavouritesSession) {
  const username = session.isLogin && !session.isTrial ? session.account : undefined;
  const ids = useSyncExternalStore(subscribeFavourites, () => favouritesSnapshot(username));
  return {
    ids,
    toggle: (id: number) => {
      if (!requireMember(session) || !username) return;
      toggleFavourite(username, id);
    },
  };
}

export function useLotteryFavourites() {
  return useFavouritesOf(useSession());
}
