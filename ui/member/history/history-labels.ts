/**
 * The translated words of the history panels for the platform's codes: game categories and product
 * types, bet statuses, the account record's transaction code types and the ledger kinds. A code the
 * platform adds later shows as it comes (lenient reading), never blank.
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
  VIETNAM_LOTTO: 'history.categories.VIETNAM_LOTTO',
  SEA_LOTT: 'history.categories.SEA_LOTT',
} as const;

export function categoryLabel(t: TFunction, code: string): string {
  return Object.hasOwn(CATEGORY_KEYS, code) ? t(CATEGORY_KEYS[code as keyof typeof CATEGORY_KEYS]) : code;
}

const BET_STATUS_KEYS = {
  SETTLED: 'history.betStatus.SETTLED',
  UNSETTLED: 'history.betStatus.UNSETTLED',
  WON: 'history.betStatus.WON',
  LOST: 'history.betStatus.LOST',
  TIE: 'history.betStatus.TIE',
  CANCELLED: 'history.betStatus.CANCELLED',
} as const;

const BET_STATUS_TONES: Record<string, StatusTone> = {
  SETTLED: 'success',
  WON: 'success',
  LOST: 'neutral',
  TIE: 'info',
  UNSETTLED: 'warning',
  CANCELLED: 'neutral',
};

export function betStatusLabel(t: TFunction, code: string): string {
  return Object.hasOwn(BET_STATUS_KEYS, code) ? t(BET_STATUS_KEYS[code as keyof typeof BET_STATUS_KEYS]) : code;
}

export const betStatusTone = (code: string): StatusTone => BET_STATUS_TONES[code] ?? 'neutral';

const CODE_TYPE_KEYS = {
  deposit: 'history.codeTypes.deposit',
  withdraw: 'history.codeTypes.withdraw',
  betting: 'history.codeTypes.betting',
  winning: 'history.codeTypes.winning',
  dividend: 'history.codeTypes.dividend',
  betting_rebate: 'history.codeTypes.betting_rebate',
  agent_rebate: 'history.codeTypes.agent_rebate',
  share_bonus: 'history.codeTypes.share_bonus',
  daily_wage: 'history.codeTypes.daily_wage',
  hour_wage: 'history.codeTypes.hour_wage',
  referral_rebate: 'history.codeTypes.referral_rebate',
  other: 'history.codeTypes.other',
} as const;

/** The words of a transaction code type (the account record's type filter). */
export function codeTypeLabel(t: TFunction, code: string): string {
  return Object.hasOwn(CODE_TYPE_KEYS, code) ? t(CODE_TYPE_KEYS[code as keyof typeof CODE_TYPE_KEYS]) : code;
}

/** The fake platform's ledger kinds, as the agent centre's team ledger still filters by them. */
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
