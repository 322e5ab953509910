/*
 * The toast queue: a module-level store, so any code (a mutation's onError, a socket handler) can raise
 * a toast without a hook or a context. Tiny on purpose: the app keeps it in the first screen's chunk and
 * loads <Toaster> (Radix's toast) only when the first toast is raised. Toast.tsx re-exports it.
 */
import { createStore, useStore } from '../lib/store.ts';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastOptions {
  title: string;
  description?: string;
  tone?: ToastTone;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. Defaults to the provider's. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
}

const MAX_TOASTS = 5;
export const toastQueue = createStore<readonly ToastItem[]>([]);
let nextId = 1;

/** Shows a toast; returns its id for `dismissToast`. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  // The oldest drop off, so a burst of errors cannot bury the page.
  toastQueue.set([...toastQueue.get(), { ...options, id }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  toastQueue.set(toastQueue.get().filter((item) => item.id !== id));
}

/** Empties the queue (tests and stories call it so one run's toasts never leak into the next). */
export function resetToasts(): void {
  nextId = 1;
  toastQueue.set([]);
}

/** Whether a toast is queued: the app mounts the toaster on the first one. */
export function useHasToasts(): boolean {
  return useStore(toastQueue).length > 0;
}
