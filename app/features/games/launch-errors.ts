/**
 * Why a game did not start, in the player's language: the platform's launch refusals (#734, game
 * maintenance, trial and free-play rules), an expired session and transport failures. An unknown
 * business refusal shows the platform's own message as text.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors.ts';

/** The platform answers maintenance with this message (and, on some builds, no code). */
const MAINTENANCE_MESSAGE = 'game maintenance';

export function launchErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('game.errors.unknown');
  switch (error.kind) {
    case 'network':
      return t('game.errors.network');
    case 'timeout':
      return t('game.errors.timeout');
    case 'session-expired':
      return t('game.errors.sessionExpired');
    case 'http':
    case 'malformed':
      return t('game.errors.system');
    case 'business':
      break;
  }
  if (
    error.errorCode === 'game.maintenance' ||
    error.errorCode === 'system.maintenance' ||
    error.message.trim().toLowerCase() === MAINTENANCE_MESSAGE
  ) {
    return t('game.errors.maintenance');
  }
  switch (error.errorCode) {
    case '734':
      return t('game.errors.previousGame');
    case 'trial.account.real.money':
      return t('game.errors.trialRealMoney');
    case 'free.play.not.supported':
      return t('game.errors.freePlayUnsupported');
    case 'game.not.exist':
    case 'room.not.exist':
      return t('game.errors.notFound');
    case '543':
      return t('game.errors.featureOff');
    default:
      return error.message.trim() !== '' ? error.message : t('game.errors.unknown');
  }
}
