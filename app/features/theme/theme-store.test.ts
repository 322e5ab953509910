import { describe, expect, test } from 'vitest';
import { initTheme, setTheme, storedTheme, THEME_STORAGE_KEY } from './theme-store.ts';

describe('theme store', () => {
  test('defaults to light when nothing is stored', () => {
    expect(initTheme()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  test('restores a stored dark theme before the first render', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(initTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  test('ignores a tampered stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>alert(1)</script>');
    expect(storedTheme()).toBe('light');
  });

  test('setTheme flips the class on <html> and persists the choice', () => {
    setTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    setTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  test('still applies the theme when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(storedTheme(broken)).toBe('light');
    setTheme('dark', broken);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
