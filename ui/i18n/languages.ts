/**
 * Every language code the platform knows (spec section 9). Only EN and VI have catalogues in the
 * bundle; the others are registered so a stored or server-sent code is accepted, falls back to EN
 * text, and still gets the right locale for Intl and the right text direction.
 */
export const LANGUAGES = {
  CN: { locale: 'zh-CN', dir: 'ltr', nativeName: '简体中文' },
  EN: { locale: 'en', dir: 'ltr', nativeName: 'English' },
  JA: { locale: 'ja', dir: 'ltr', nativeName: '日本語' },
  TH: { locale: 'th', dir: 'ltr', nativeName: 'ไทย' },
  VI: { locale: 'vi', dir: 'ltr', nativeName: 'Tiếng Việt' },
  MY: { locale: 'my', dir: 'ltr', nativeName: 'မြန်မာ' },
  ES: { locale: 'es', dir: 'ltr', nativeName: 'Español' },
  HI: { locale: 'hi', dir: 'ltr', nativeName: 'हिन्दी' },
  ID: { locale: 'id', dir: 'ltr', nativeName: 'Bahasa Indonesia' },
  KM: { locale: 'km', dir: 'ltr', nativeName: 'ខ្មែរ' },
  KO: { locale: 'ko', dir: 'ltr', nativeName: '한국어' },
  // KR is the platform's older alias of KO.
  KR: { locale: 'ko', dir: 'ltr', nativeName: '한국어' },
  MS: { locale: 'ms', dir: 'ltr', nativeName: 'Bahasa Melayu' },
  PT: { locale: 'pt', dir: 'ltr', nativeName: 'Português' },
  TA: { locale: 'ta', dir: 'ltr', nativeName: 'தமிழ்' },
  TW: { locale: 'zh-TW', dir: 'ltr', nativeName: '繁體中文' },
  // TY is listed by the platform without a known meaning; format it as English until it is named.
  TY: { locale: 'en', dir: 'ltr', nativeName: 'TY' },
  UR: { locale: 'ur', dir: 'rtl', nativeName: 'اردو' },
  'PT-BR': { locale: 'pt-BR', dir: 'ltr', nativeName: 'Português (Brasil)' },
} as const satisfies Record<string, { locale: string; dir: 'ltr' | 'rtl'; nativeName: string }>;

export type LanguageCode = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

/** Languages with a catalogue in the bundle, offered in language pickers. */
export const BUNDLED_LANGUAGES = ['EN', 'VI'] as const satisfies readonly LanguageCode[];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** Normalise untrusted input (storage, URL, server) to a known code, or undefined. */
export function parseLanguageCode(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase().replace('_', '-');
  return isLanguageCode(upper) ? upper : undefined;
}

export function languageDir(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES[code].dir;
}

export function languageLocale(code: LanguageCode): string {
  return LANGUAGES[code].locale;
}
