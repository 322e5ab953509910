import { DEFAULT_LANGUAGE, languageLocale, type LanguageCode } from './languages.ts';

/** The spec's default currency symbol. */
export const DEFAULT_CURRENCY_SYMBOL = '$';
/** The spec's date pattern; letters y, M, d, h, m, s (h is the 24-hour clock, as on the platform). */
export const DEFAULT_DATE_PATTERN = 'yyyy-MM-dd hh:mm:ss';

export interface MoneyOptions {
  language?: LanguageCode;
  symbol?: string;
  fractionDigits?: number;
}

/** `$1,234.50` in EN, `$1.234,50` in VI: grouping and decimals follow the locale, the symbol is the platform's. */
export function formatMoney(
  amount: number,
  { language = DEFAULT_LANGUAGE, symbol = DEFAULT_CURRENCY_SYMBOL, fractionDigits = 2 }: MoneyOptions = {},
): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const digits = new Intl.NumberFormat(languageLocale(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${symbol}${digits}`;
}

export function formatNumber(value: number, language: LanguageCode = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(languageLocale(language)).format(Number.isFinite(value) ? value : 0);
}

export interface DateOptions {
  pattern?: string;
  timeZone?: string;
}

/** Format epoch milliseconds with the platform's pattern letters; fields come from Intl for the time zone. */
export function formatDateTime(epochMs: number, { pattern = DEFAULT_DATE_PATTERN, timeZone }: DateOptions = {}): string {
  if (!Number.isFinite(epochMs)) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
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
