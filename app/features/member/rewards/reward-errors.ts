/**
 * Why a claim was refused, in the player's language: each platform errorCode the reward and mission
 * claims answer has its sentence; a lost connection has its own; anything else is the generic one
 * (the platform's own message may not be in the player's language).
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/errors.ts';

const BY_CODE = {
  'ticket.already.claimed': 'rewards.error.alreadyClaimed',
  'promotion.already.claimed': 'rewards.error.alreadyClaimed',
  'ticket.expired': 'rewards.error.expired',
  'ticket.condition.not.met': 'rewards.error.conditions',
  'ticket.not.found': 'rewards.error.notFound',
  'promotion.not.found': 'rewards.error.notFound',
  'promotion.not.eligible': 'rewards.error.notCompleted',
  'trial.account.not.allowed': 'rewards.error.trial',
  '543': 'rewards.error.off',
} as const;

export function claimErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.kind === 'network' || error.kind === 'timeout') return t('rewards.error.network');
    const code = error.errorCode;
    if (error.kind === 'business' && code !== undefined && Object.hasOwn(BY_CODE, code)) return t(BY_CODE[code as keyof typeof BY_CODE]);
  }
  return t('rewards.error.unknown');
}
