import { useSyncExternalStore } from 'react';
import type { ThemeName } from './tokens.ts';

export type { ThemeName };

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

/**
 * Flip the theme class on <html>. Everything is styled through CSS variables, so this restyles the
 * page (and portalled dialogs) in one style recalculation, with no React render.
 */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', theme === 'dark');
}

export function readTheme(root: HTMLElement = document.documentElement): ThemeName {
  return root.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The current theme for the few components that show it (the toggle), without a context re-render. */
export function useThemeName(): ThemeName {
  return useSyncExternalStore(
    subscribe,
    () => readTheme(),
    () => 'light',
  );
}
