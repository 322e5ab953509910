import { describe, expect, test } from 'vitest';
import { HIS_LANG_KEY, LANG_KEY, persistLanguage, storedLanguage } from './language-store.ts';

describe('language store', () => {
  test('defaults to EN', () => {
    expect(storedLanguage()).toBe('EN');
  });

  test('persists lang and hisLang together', () => {
    persistLanguage('VI');
    expect(localStorage.getItem(LANG_KEY)).toBe('VI');
    expect(localStorage.getItem(HIS_LANG_KEY)).toBe('VI');
    expect(storedLanguage()).toBe('VI');
  });

  test('falls back to hisLang, then EN, when lang is missing or tampered', () => {
    localStorage.setItem(HIS_LANG_KEY, 'vi');
    expect(storedLanguage()).toBe('VI');
    localStorage.setItem(LANG_KEY, 'javascript:alert(1)');
    localStorage.setItem(HIS_LANG_KEY, 'nope');
    expect(storedLanguage()).toBe('EN');
  });
});
