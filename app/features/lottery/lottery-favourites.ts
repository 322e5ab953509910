/**
 * Lottery favourites (spec sections 3 and 4): a list of game ids per username in localStorage, read
 * when login becomes true and out of view once logged out. Any script on the page, or another app on
 * the same origin, can write that storage: what is read back is validated, and anything that is not a
 * list of game ids is ignored (a bad entry in a good list is dropped).
 */
import { createEmitter } from '@ui/lib/store.ts';
import * as z from 'zod/mini';

export const FAVOURITES_KEY_PREFIX = 'lotteryFavourites:';
/** More than any menu holds: a longer list was not written by this app. */
export const MAX_FAVOURITES = 200;

const gameId = z
  .union([
    z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
    z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)),
  ])
  .check(z.refine((id) => id > 0));
const storedList = z.array(z.unknown()).check(z.maxLength(MAX_FAVOURITES));

/** One key per username; usernames are compared without case, as the platform does at login. */
export function favouritesKey(username: string): string {
  return `${FAVOURITES_KEY_PREFIX}${username.trim().toLowerCase()}`;
}

/** The ids in a stored value, or none when the value is not a list of ids. */
export function parseFavourites(raw: string | null): number[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = storedList.safeParse(value);
  if (!list.success) return [];
  const ids = list.data.flatMap((item) => {
    const id = gameId.safeParse(item);
    return id.success ? [id.data] : [];
  });
  return [...new Set(ids)];
}

export function readFavourites(username: string, storage: Storage = localStorage): number[] {
  try {
    return parseFavourites(storage.getItem(favouritesKey(username)));
  } catch {
    return [];
  }
}

/** Spec section 4: a toggle removes the game if it is already a favourite, otherwise adds it. */
export function toggledFavourites(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(-MAX_FAVOURITES);
}

// A tiny external store for useSyncExternalStore: this tab's writes notify at once, other tabs' through
// the storage event. Snapshots are cached per key and raw value, so an unchanged list keeps its identity.
const changes = createEmitter();
const snapshots = new Map<string, { raw: string | null; ids: readonly number[] }>();
const NONE: readonly number[] = Object.freeze([]);

export function subscribeFavourites(listener: () => void): () => void {
  const unsubscribe = changes.subscribe(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(FAVOURITES_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

/** The favourites of `username` (none without one), the same array while storage is unchanged. */
export function favouritesSnapshot(username: string | undefined, storage: Storage = localStorage): readonly number[] {
  if (!username) return NONE;
  const key = favouritesKey(username);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return NONE;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  const ids = Object.freeze(parseFavourites(raw));
  snapshots.set(key, { raw, ids });
  return ids;
}

/** Adds or removes `id` for `username`; returns the new list (storage full or blocked: unchanged). */
export function toggleFavourite(username: string, id: number, storage: Storage = localStorage): readonly number[] {
  const next = toggledFavourites(favouritesSnapshot(username, storage), id);
  try {
    storage.setItem(favouritesKey(username), JSON.stringify(next));
  } catch {
    return favouritesSnapshot(username, storage);
  }
  changes.emit();
  return favouritesSnapshot(username, storage);
}
