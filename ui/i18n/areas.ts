import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

type Strings = { readonly [key: string]: unknown };

/**
 * The strings of the areas a lazy screen shows, in a module of its own (ui/i18n/locales/areas/):
 * English imported with the screen's chunk, so its first paint is in words; Vietnamese imported
 * only when a player reads Vietnamese, one small chunk per area. The first screen's areas are not
 * in any bundle: they are in the entry (locales/en/index.ts, locales/vi/index.ts).
 */
export interface AreaBundle<E extends Record<string, Strings> = Record<string, Strings>> {
  readonly en: E;
  /** One loader per English area: the same areas, each with the same keys (a missing one is a type error). */
  readonly vi: { readonly [A in keyof E]: () => Promise<{ default: E[A] }> };
}

export const areaBundle = <E extends Record<string, Strings>>(en: E, vi: AreaBundle<E>['vi']): AreaBundle<E> => ({ en, vi });

/** The language whose strings load per area; the others have English (their fallback) and nothing to wait for. */
const LAZY_LANGUAGE = 'VI';

/** Per i18n instance: the Vietnamese areas loaded (or failed: English shows), those on the way, who waits. */
class VietnameseAreas {
  readonly settled = new Set<string>();
  readonly loading = new Map<string, Promise<void>>();
  readonly listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

// Keyed by the instance's store: useTranslation hands each component its own proxy of the instance.
const states = new WeakMap<I18n['store'], VietnameseAreas>();
function stateOf(instance: I18n): VietnameseAreas {
  let state = states.get(instance.store);
  if (!state) states.set(instance.store, (state = new VietnameseAreas()));
  return state;
}

/** The bundles' English strings, added to this instance once (synchronous, so safe during render). */
export function addEnglishAreas(instance: I18n, ...bundles: AreaBundle[]): void {
  for (const bundle of bundles) {
    for (const [area, strings] of Object.entries(bundle.en)) {
      if (instance.getResource('EN', 'translation', area) === undefined) {
        instance.addResourceBundle('EN', 'translation', { [area]: strings }, true, false);
      }
    }
  }
}

function vietnameseAreas(bundles: readonly AreaBundle[]) {
  return bundles.flatMap((bundle) => Object.entries(bundle.vi));
}

/** True when every area of the bundles can be read in the instance's language now. */
export function areasReady(instance: I18n, ...bundles: AreaBundle[]): boolean {
  if (instance.language !== LAZY_LANGUAGE) return true;
  const { settled } = stateOf(instance);
  return vietnameseAreas(bundles).every(([area]) => settled.has(area));
}

/**
 * The bundles' strings in the instance's language: English at once, the Vietnamese areas not loaded
 * yet each fetched once per instance. A Vietnamese area that fails to load leaves its English
 * strings (the fallback) in place: words, never keys.
 */
export function loadAreas(instance: I18n, ...bundles: AreaBundle[]): Promise<void> {
  addEnglishAreas(instance, ...bundles);
  if (instance.language !== LAZY_LANGUAGE) return Promise.resolve();
  const state = stateOf(instance);
  const loads = vietnameseAreas(bundles).map(([area, load]) => {
    if (state.settled.has(area)) return undefined;
    let loading = state.loading.get(area);
    if (!loading) {
      loading = load()
        .then(
          (module) => void instance.addResourceBundle(LAZY_LANGUAGE, 'translation', { [area]: module.default }, true, false),
          (error: unknown) => console.error(`The Vietnamese strings of "${area}" did not load; English shows instead`, error),
        )
        .then(() => {
          state.settled.add(area);
          state.loading.delete(area);
          for (const listener of state.listeners) listener();
        });
      state.loading.set(area, loading);
    }
    return loading;
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * A lazy screen's strings, for its chunk's root component. English is there before the first t()
 * reads it; in Vietnamese the screen's areas load on demand and this returns false until they are
 * in (the screen shows its loading state meanwhile, never keys).
 */
export function useAreas(...bundles: AreaBundle[]): boolean {
  const { i18n } = useTranslation();
  const state = stateOf(i18n);
  addEnglishAreas(i18n, ...bundles);
  const ready = useSyncExternalStore(state.subscribe, () => areasReady(i18n, ...bundles));
  // Idempotent and cached per instance, like a lazy component's import: safe to start while rendering.
  if (!ready) void loadAreas(i18n, ...bundles);
  return ready;
}
