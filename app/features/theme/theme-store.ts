import { applyTheme, isThemeName, type ThemeName } from '@ui/theme/theme.ts';

export const THEME_STORAGE_KEY = 'theme';

/** The stored theme if it is a known value; light otherwise (the spec sets light on mount). */
export function storedTheme(storage: Storage = localStorage): ThemeName {
  try {
    const value = storage.getItem(THEME_STORAGE_KEY);
    return isThemeName(value) ? value : 'light';
  } catch {
    return 'light';
  }
}

export function setTheme(theme: ThemeName, storage: Storage = localStorage): void {
  applyTheme(theme);
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be full or blocked; the theme still applies for this visit.
  }
}

/** Runs before the first render so the page never flashes the wrong theme. */
export function initTheme(storage: Storage = localStorage): ThemeName {
  const theme = storedTheme(storage);
  applyTheme(theme);
  return theme;
}
