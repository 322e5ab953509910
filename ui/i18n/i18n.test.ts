import { afterEach, describe, expect, test } from 'vitest';
import { createI18n } from './i18n.ts';

afterEach(() => {
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('i18n', () => {
  test('starts in English', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('EN');
    expect(i18n.t('common.retry')).toBe('Retry');
  });

  test('loads the Vietnamese catalogue on demand and sets lang on <html>', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('VI');
    expect(i18n.t('common.retry')).toBe('Thử lại');
    expect(document.documentElement.lang).toBe('vi');
    expect(document.documentElement.dir).toBe('ltr');
  });

  test('a language chosen at start-up sets lang and dir on <html> without a later change', async () => {
    const i18n = createI18n('UR');
    await i18n.loadLanguages('UR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
  });

  test('a language without a catalogue falls back to English text but keeps its direction', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('UR');
    expect(i18n.t('common.retry')).toBe('Retry');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
  });
});
