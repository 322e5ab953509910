import { describe, expect, test, vi } from 'vitest';
import { createEmitter, createStore } from './store.ts';

describe('createStore', () => {
  test('tells its listeners of a new value, not of the same one again', () => {
    const store = createStore<string | undefined>(undefined);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('logout');
    expect(store.get()).toBe('logout');
    store.set('logout');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeUndefined();
  });
});

describe('createEmitter', () => {
  test('passes its arguments on, and a listener may unsubscribe while being told', () => {
    const ends = createEmitter<[reason: string]>();
    const heard: string[] = [];
    const unsubscribe = ends.subscribe((reason) => {
      heard.push(`first:${reason}`);
      unsubscribe();
    });
    ends.subscribe((reason) => heard.push(`second:${reason}`));
    ends.emit('logout');
    ends.emit('expired');
    expect(heard).toEqual(['first:logout', 'second:logout', 'second:expired']);
  });
});
