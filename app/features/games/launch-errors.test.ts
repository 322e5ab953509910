import { addEnglishAreas, loadAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { gameAreas } from '@ui/i18n/locales/areas/game.ts';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { launchErrorMessage } from './launch-errors.ts';

const business = (errorCode: string | undefined, message = 'server text') => new ApiError('business', message, { errorCode });

describe('game launch failures in the player language', () => {
  const en = createI18n('EN');
  addEnglishAreas(en, gameAreas);
  const { t } = en;

  test.each([
    [
      business('734', 'The previous game has not finished'),
      'Your previous game has not finished yet. Please wait a moment, then try again.',
    ],
    [business('game.maintenance', 'game maintenance'), 'This game is under maintenance. Please try again later or choose another game.'],
    [business(undefined, 'Game Maintenance '), 'This game is under maintenance. Please try again later or choose another game.'],
    [
      business('trial.account.real.money'),
      'Trial accounts can only play for free. Play this game for free, or register a real account to play for real money.',
    ],
    [business('free.play.not.supported'), 'This game has no free play. Log in with a real account to play it.'],
    [business('game.not.exist'), 'This game is not available any more. Please choose another game.'],
    [business('543', 'function.not.available'), 'This feature is under maintenance.'],
    [new ApiError('session-expired', 'logged out', { status: 401 }), 'Your session has ended. Please log in again to play.'],
    [new ApiError('network', 'Failed to fetch'), 'Network problem, please check your connection and retry.'],
    [new ApiError('timeout', 'timed out'), 'The game took too long to start. Please check your network and retry.'],
    [new ApiError('http', 'system busy', { status: 500, errorCode: '727' }), 'System error, please try again later.'],
    [new ApiError('malformed', 'The launch answer has no game URL'), 'System error, please try again later.'],
  ])('%s', (error, text) => {
    expect(launchErrorMessage(t, error)).toBe(text);
  });

  test('an unknown refusal shows the platform text; without text, or for a non-API error, a generic sentence', () => {
    expect(launchErrorMessage(t, business('vendor.busy', 'The vendor is busy'))).toBe('The vendor is busy');
    expect(launchErrorMessage(t, business('vendor.busy', '  '))).toBe('The game could not be started. Please try again.');
    expect(launchErrorMessage(t, new TypeError('boom'))).toBe('The game could not be started. Please try again.');
  });

  test('Vietnamese', async () => {
    const vi = createI18n('EN');
    await vi.changeLanguage('VI');
    await loadAreas(vi, gameAreas);
    expect(launchErrorMessage(vi.t, business('734'))).toBe('Ván chơi trước của bạn chưa kết thúc. Vui lòng đợi một lát rồi thử lại.');
  });
});
