/**
 * The account panels' refusals in the player's language: the profile's own codes (a locked field, a
 * field the platform found invalid) get the form's sentences; everything else goes through the
 * account catalogue (transport failures, a switched-off module, the platform's own message).
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../api/errors.ts';
import { accountErrorMessage } from '../../account/account-errors.ts';
import { ADULT_AGE, NICKNAME_MAX, NICKNAME_MIN } from '../../../api/player.contract.ts';

export function profileErrorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.kind === 'business') {
    const code = error.errorCode ?? '';
    if (code.endsWith('.locked')) return t('profile.error.locked');
    if (code === 'nickname.invalid') return t('profile.error.nickname', { min: NICKNAME_MIN, max: NICKNAME_MAX });
    if (code === 'fullName.invalid') return t('profile.error.fullName');
    if (code === 'telegram.invalid') return t('profile.error.telegram');
    // The platform's birthday refusals: under age is the one a valid-looking date can still meet.
    if (code === 'birthday.invalid') return t('profile.error.underAge', { age: ADULT_AGE });
  }
  return accountErrorMessage(t, error);
}
