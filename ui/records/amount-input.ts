/**
 * The money input's arithmetic, kept pure so it can be tested without a browser: how many decimals a
 * currency has, the locale's separators, turning what was typed into a number, regrouping the digits
 * as the member types while the caret stays beside the same digit, and the min/max check.
 */
import { numberFormat } from '../i18n/format.ts';

/** The locale's separators: `,` and `.` in English, `.` and `,` in Vietnamese. */
export interface NumberSeparators {
  group: string;
  decimal: string;
}

/** Decimals a currency is written with: VND 0, USD 2. Without a currency, the spec's `$` with cents. */
export function currencyFractionDigits(currency: string | undefined): number {
  if (!currency) return 2;
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency's short symbol in a locale (`₫`, `$`), or the code itself when Intl knows none. */
export function currencySymbol(currency: string, locale: string): string {
  try {
    const parts = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

export function numberSeparators(locale: string): NumberSeparators {
  const parts = numberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * The most whole digits an amount holds: 15, so every amount the box shows is a number held exactly
 * (below Number.MAX_SAFE_INTEGER, far above any limit). A longer paste keeps its first 15 digits, as a
 * maxLength would; more would come back from the number rounded or in exponent form (`1e+21`).
 */
export const AMOUNT_MAX_WHOLE_DIGITS = 15;

/** What the box keeps of a keystroke: digits, and with decimals one separator and at most that many after it. */
function cleanDigits(text: string, fractionDigits: number, decimal: string): { whole: string; fraction: string | undefined } {
  const at = fractionDigits > 0 ? text.indexOf(decimal) : -1;
  const wholeText = at === -1 ? text : text.slice(0, at);
  const whole = wholeText
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, AMOUNT_MAX_WHOLE_DIGITS);
  const fraction =
    at === -1
      ? undefined
      : text
          .slice(at + decimal.length)
          .replace(/\D/g, '')
          .slice(0, fractionDigits);
  return { whole, fraction };
}

/** `1234567` as `1,234,567`: threes from the right, without a regular expression's backtracking. */
function groupDigits(digits: string, group: string): string {
  const head = digits.length % 3 || 3;
  const parts = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) parts.push(digits.slice(at, at + 3));
  return parts.join(group);
}

/** The amount a text stands for, or null when it holds no digit. */
export function parseAmount(text: string, fractionDigits: number, separators: NumberSeparators): number | null {
  const { whole, fraction } = cleanDigits(text, fractionDigits, separators.decimal);
  if (whole === '' && !fraction) return null;
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/** An amount as the box shows it: grouped digits, the currency's decimals only when there are some. */
export function formatAmount(value: number | null | undefined, fractionDigits: number, separators: NumberSeparators): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // toFixed writes 1e21 and more in exponent form; such an amount (only ever given, never typed) shows all its digits.
  const fixed = Math.abs(value) < 1e21 ? Math.abs(value).toFixed(fractionDigits) : BigInt(Math.abs(value)).toString();
  const [whole = '0', fraction = ''] = fixed.split('.');
  // Cents are shown as a pair (12.50), not as 12.5; a whole amount shows none.
  const shownFraction = /[1-9]/.test(fraction) ? `${separators.decimal}${fraction}` : '';
  return `${value < 0 ? '-' : ''}${groupDigits(whole, separators.group)}${shownFraction}`;
}

export interface Regrouped {
  text: string;
  /** Where the caret goes: after the same digit (or separator) it followed in the typed text. */
  caret: number;
  value: number | null;
}

/**
 * Regroups what the member typed (`1000000` becomes `1,000,000`), drops what an amount cannot hold
 * (letters, a second separator, decimals a currency does not have), and keeps the caret after the
 * same digit, so typing or deleting in the middle of a number never throws the caret to the end.
 */
export function regroupAmount(text: string, caret: number, fractionDigits: number, separators: NumberSeparators): Regrouped {
  const { whole, fraction } = cleanDigits(text, fractionDigits, separators.decimal);
  const grouped = groupDigits(whole === '' && fraction !== undefined ? '0' : whole, separators.group);
  const out = fraction === undefined ? grouped : `${grouped}${separators.decimal}${fraction}`;

  // Count the characters that survive (digits, the decimal separator) before the caret, then walk the
  // new text to the same count. A leading zero that was dropped does not count.
  const before = text.slice(0, caret);
  const kept = cleanDigits(before, fractionDigits, separators.decimal);
  let significant = kept.whole.length + (kept.fraction === undefined ? 0 : separators.decimal.length + kept.fraction.length);
  if (whole === '' && fraction !== undefined && kept.fraction !== undefined) significant += 1; // the 0 added before the separator
  let position = 0;
  for (let seen = 0; position < out.length && seen < significant; position++) {
    if (out.startsWith(separators.group, position) && !out.startsWith(separators.decimal, position)) continue;
    seen++;
  }
  return { text: out, caret: position, value: parseAmount(out, fractionDigits, separators) };
}

/** Why an amount cannot be used; each has a translated message in the field. */
export type AmountIssue = 'required' | 'min' | 'max';

export interface AmountRules {
  required?: boolean;
  min?: number;
  max?: number;
}

/** Checks an amount against the limits shown under the field; undefined when it is fine. */
export function amountIssue(value: number | null | undefined, { required = false, min, max }: AmountRules): AmountIssue | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return required ? 'required' : undefined;
  if (min !== undefined && value < min) return 'min';
  if (max !== undefined && value > max) return 'max';
  return undefined;
}
