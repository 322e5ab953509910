/**
 * The translated words of the history panels for the platform's codes: game categories, bet statuses
 * and ledger kinds. A code the platform adds later shows as it comes (lenient reading), never blank.
 */
import type { TFunction } from 'i18next';
import { languageLocale, type LanguageCode } from '../../i18n/languages.ts';
import type { StatusTone } from '../../records/StatusChip.tsx';
import { numberFormat } from '../../i18n/format.ts';

const CATEGORY_KEYS = {
  RNG: 'history.categories.RNG',
  LIVE: 'history.categories.LIVE',
  FISH: 'history.categories.FISH',
  PVP: 'history.categories.PVP',
  SPORTS: 'history.categories.SPORTS',
  ESPORTS: 'history.categories.ESPORTS',
  LOTT: 'history.categories.LOTT',
  ELOTT: 'history.categories.ELOTT',
  COCKFIGHT: 'history.categories.COCKFIGHT',
} as const;

/** The game categories a member can filter by, in menu order. */
export const HISTORY_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

export function categoryLabel(t: TFunction, code: string): string {
  return Object.hasOwn(CATEGORY_KEYS, code) ? t(CATEGORY_KEYS[code as keyof typeof CATEGORY_KEYS]) : code;
}

const BET_STATUS_KEYS = {
  SETTLED: 'history.betStatus.SETTLED',
  UNSETTLED: 'history.betStatus.UNSETTLED',
  CANCELLED: 'history.betStatus.CANCELLED',
} as const;

export const BET_STATUS_CODES = ['SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

const BET_STATUS_TONES: Record<string, StatusTone> = { SETTLED: 'success', UNSETTLED: 'warning', CANCELLED: 'neutral' };

export function betStatusLabel(t: TFunction, code: string): string {
  return Object.hasOwn(BET_STATUS_KEYS, code) ? t(BET_STATUS_KEYS[code as keyof typeof BET_STATUS_KEYS]) : code;
}

export const betStatusTone = (code: string): StatusTone => BET_STATUS_TONES[code] ?? 'neutral';

/** The ledger kinds of the account record, in the order the type filter offers them. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'points',
  'salary',
  'dividend',
  'adjustment',
] as const;

const KIND_KEYS = {
  deposit: 'history.kinds.deposit',
  withdrawal: 'history.kinds.withdrawal',
  transfer: 'history.kinds.transfer',
  bet: 'history.kinds.bet',
  payout: 'history.kinds.payout',
  bonus: 'history.kinds.bonus',
  rebate: 'history.kinds.rebate',
  points: 'history.kinds.points',
  salary: 'history.kinds.salary',
  dividend: 'history.kinds.dividend',
  adjustment: 'history.kinds.adjustment',
} as const;

export function kindLabel(t: TFunction, code: string): string {
  return Object.hasOwn(KIND_KEYS, code) ? t(KIND_KEYS[code as keyof typeof KIND_KEYS]) : code;
}

/** The platform's percent rate as the member reads it (0.85 → "0.85%"). */
export function percentLabel(rate: number | null | undefined, language: LanguageCode): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '—';
  return numberFormat(languageLocale(language), { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(
    rate / 100,
  );
}
