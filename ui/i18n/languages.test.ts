import { describe, expect, test } from 'vitest';
import { BUNDLED_LANGUAGES, LANGUAGES, languageDir, parseLanguageCode } from './languages.ts';

const SPEC_CODES = ['CN', 'EN', 'JA', 'TH', 'VI', 'MY', 'ES', 'HI', 'ID', 'KM', 'KO', 'KR', 'MS', 'PT', 'TA', 'TW', 'TY', 'UR', 'PT-BR'];

describe('languages', () => {
  test('registers every language code of the spec, and only those', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...SPEC_CODES].sort());
  });

  test('Urdu is right-to-left, the rest left-to-right', () => {
    expect(languageDir('UR')).toBe('rtl');
    expect(SPEC_CODES.filter((c) => c !== 'UR').every((c) => languageDir(c as 'EN') === 'ltr')).toBe(true);
  });

  test('offers EN and VI in the bundle', () => {
    expect(BUNDLED_LANGUAGES).toEqual(['EN', 'VI']);
  });

  test('parses untrusted values to a known code or nothing', () => {
    expect(parseLanguageCode('vi')).toBe('VI');
    expect(parseLanguageCode(' pt_br ')).toBe('PT-BR');
    expect(parseLanguageCode('xx')).toBeUndefined();
    expect(parseLanguageCode('__proto__')).toBeUndefined();
    expect(parseLanguageCode('constructor')).toBeUndefined();
    expect(parseLanguageCode(42)).toBeUndefined();
    expect(parseLanguageCode(null)).toBeUndefined();
  });
});
