/**
 * Activity-application and feedback refusals in the player's language: each errorCode the calls answer
 * has a sentence; a lost connection and anything else have their own. What was typed is kept by the forms.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/errors.ts';
import { FEEDBACK_WORDS_MAX, FEEDBACK_WORDS_MIN } from '../../api/system.contract.ts';

const APPLICATION_BY_CODE: Readonly<Record<string, string>> = {
  'promotion.already.applied': 'activity.application.errors.alreadyApplied',
  'promotion.not.open': 'activity.application.errors.notOpen',
  'promotion.not.found': 'activity.application.errors.notOpen',
  'promotion.application.not.required': 'activity.application.errors.notOpen',
  'comment.too.long': 'activity.application.errors.commentTooLong',
  'image.too.many': 'activity.application.errors.images',
  'image.type.invalid': 'activity.application.errors.images',
  'image.too.large': 'activity.application.errors.images',
  'image.invalid': 'activity.application.errors.images',
  'trial.account.not.allowed': 'activity.application.errors.trial',
};

const isNetwork = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');

export function applicationRefusal(t: TFunction, error: unknown): string {
  // The keys are listed above; TFunction's key union is too large to spell here.
  const say = (key: string) => t(key as never) as string;
  if (isNetwork(error)) return say('activity.application.errors.network');
  const code = isApiError(error) ? error.errorCode : undefined;
  if (code !== undefined && Object.hasOwn(APPLICATION_BY_CODE, code)) return say(APPLICATION_BY_CODE[code]!);
  return say('activity.application.errors.unknown');
}

export function feedbackRefusal(t: TFunction, error: unknown): string {
  if (isNetwork(error)) return t('feedback.errors.network');
  const code = isApiError(error) ? error.errorCode : undefined;
  if (code === 'feedback.content.empty') return t('feedback.errors.empty');
  if (code === 'feedback.content.length') return t('feedback.errors.words', { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX });
  if (code === '543') return t('feedback.errors.unavailable');
  return t('feedback.errors.unknown');
}
