import { useSyncExternalStore } from 'react';

/** Listeners to tell "something changed" (and what): the part every small module-level store shares. */
export function createEmitter<Args extends unknown[] = []>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    subscribe(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args: Args): void {
      // A copy: a listener may unsubscribe (or subscribe another) while being told.
      for (const listener of [...listeners]) listener(...args);
    },
  };
}

export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A tiny module-level store any code can drive (a dialog's open state, a toast queue) and components
 * read with `useStore`; setting the current value again tells no one.
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const { subscribe, emit } = createEmitter();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      emit();
    },
    subscribe,
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
