import { DEFAULT_LANGUAGE, languageLocale, type LanguageCode } from './languages.ts';

/** The spec's default currency symbol, for a brand that names no currency. */
export const DEFAULT_CURRENCY_SYMBOL = '$';
/** The spec's date pattern; letters y, M, d, h, m, s (h is the 24-hour clock, as on the platform). */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** Building an Intl formatter costs far more than using one (a home page formats hundreds of amounts): one per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The same for dates: the clock and every record row reuse one formatter per locale, zone and fields. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

let knownCurrencies: ReadonlySet<string> | undefined;

/** An ISO 4217 code Intl knows (VND, USD, BDT...), else undefined. */
export function currencyCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  if (!code) return undefined;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code) ? code : undefined;
}

export interface MoneyOptions {
  language?: LanguageCode;
  /** The ISO code (the brand's, or the platform's where its answer names one); without one, `$` and cents. */
  currency?: string;
}

/**
 * An amount the way the locale reads it in its currency: `₫1,000` in EN and `1.000 ₫` in VI for VND (no
 * minor unit), `$1,234.50` and `1.234,50 US$`... for USD. Without a currency, the spec's `$` with cents.
 */
export function formatMoney(amount: number, { language = DEFAULT_LANGUAGE, currency }: MoneyOptions = {}): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const code = currencyCode(currency);
  const locale = languageLocale(language);
  if (code) return numberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).format(value);
  const digits = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${DEFAULT_CURRENCY_SYMBOL}${digits}`;
}

export function formatNumber(value: number, language: LanguageCode = DEFAULT_LANGUAGE): string {
  return numberFormat(languageLocale(language)).format(Number.isFinite(value) ? value : 0);
}

export interface DateOptions {
  pattern?: string;
  timeZone?: string;
}

/** Format epoch milliseconds with the platform's pattern letters; fields come from Intl for the time zone. */
export function formatDateTime(epochMs: number, { pattern = DEFAULT_DATE_PATTERN, timeZone }: DateOptions = {}): string {
  if (!Number.isFinite(epochMs)) return '';
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const field = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const values: Record<string, string> = {
    y: field('year'),
    M: field('month'),
    d: field('day'),
    h: field('hour'),
    m: field('minute'),
    s: field('second'),
  };
  return pattern.replace(/y+|M+|d+|h+|m+|s+/g, (run) => {
    const letter = run[0]!;
    const value = values[letter]!;
    if (letter === 'y') return run.length === 2 ? value.slice(-2) : value;
    return run.length === 1 ? String(Number(value)) : value;
  });
}
