import { countFeedbackWords } from '@ui/content/FeedbackForm.tsx';
import { addEnglishAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { activityAreas } from '@ui/i18n/locales/areas/activity.ts';
import { expect, test } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { countWords } from '../../api/system.contract.ts';
import { applicationRefusal, feedbackRefusal } from './promotion-errors.ts';

// The pages load these strings with their chunks; the functions alone need them here.
const i18n = createI18n('EN');
addEnglishAreas(i18n, activityAreas);
const { t } = i18n;
const business = (errorCode: string) => new ApiError('business', 'platform words', { errorCode });

test('application refusals in words: already applied, closed, images, trial; a lost connection and anything else', () => {
  expect(applicationRefusal(t, business('promotion.already.applied'))).toBe('You have already applied for this promotion.');
  expect(applicationRefusal(t, business('promotion.not.open'))).toBe('This promotion is not open for applications.');
  expect(applicationRefusal(t, business('image.too.large'))).toBe(
    'One of the images was refused: only PNG or JPG, up to 5 MB each, 3 at most.',
  );
  expect(applicationRefusal(t, business('trial.account.not.allowed'))).toBe('Please register a real account to take part in promotions.');
  expect(applicationRefusal(t, new ApiError('network', 'offline'))).toBe(
    'The application could not be sent. Check your connection and try again.',
  );
  expect(applicationRefusal(t, business('something.new'))).toBe('The application could not be sent. Please try again.');
});

test('feedback refusals in words, the word bounds in the message; #543 says it is off', () => {
  expect(feedbackRefusal(t, business('feedback.content.empty'))).toBe('Content cannot be empty.');
  expect(feedbackRefusal(t, business('feedback.content.length'))).toBe('Feedback content must be between 3 and 300 words.');
  expect(feedbackRefusal(t, business('543'))).toBe('Feedback is not available right now.');
  expect(feedbackRefusal(t, new ApiError('timeout', 'slow'))).toBe('Your feedback could not be sent. Check your connection and try again.');
});

test('the form counts words as the contract does', () => {
  for (const text of ['', '   ', 'one', ' Rút  tiền chậm quá! ', 'Deposit - not credited', '🎉 🎉', 'a,b c\nd\te', '100 000 VND'])
    expect(countFeedbackWords(text)).toBe(countWords(text));
});
