import { addEnglishAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { pointsAreas } from '@ui/i18n/locales/areas/points.ts';
import { expect, test } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { convertRefusal, redeemRefusal } from './points-errors.ts';

const i18n = createI18n('EN');
addEnglishAreas(i18n, pointsAreas);
const { t } = i18n;
const business = (errorCode: string) => new ApiError('business', 'platform words', { errorCode });

test('a wrong withdraw password is said under the password field, for redeem and convert alike', () => {
  expect(redeemRefusal(t, business('invalid.payment.pw'))).toEqual({
    message: 'The withdraw password is incorrect.',
    field: 'password',
  });
  expect(convertRefusal(t, business('invalid.payment.pw'))).toEqual({
    message: 'The withdraw password is incorrect.',
    field: 'password',
  });
});

test('address and mobile refusals go under their fields; points and stock are said above the buttons', () => {
  expect(redeemRefusal(t, business('receivingAddress.required')).field).toBe('address');
  expect(redeemRefusal(t, business('mobile.invalid')).field).toBe('mobile');
  expect(redeemRefusal(t, business('points.insufficient'))).toEqual({ message: 'You do not have enough points for this reward.' });
  expect(redeemRefusal(t, business('reward.out.of.stock'))).toEqual({ message: 'This reward is out of stock.' });
  expect(convertRefusal(t, business('balance.insufficient'))).toEqual({
    message: 'Your main wallet does not have enough cash.',
    field: 'amount',
  });
});

test('a network failure and an unknown code get the generic sentences, never the raw platform text', () => {
  expect(redeemRefusal(t, new ApiError('network', 'x')).message).toBe('The connection failed; please try again.');
  expect(redeemRefusal(t, business('something.new')).message).toBe('The redemption did not go through; please try again.');
  expect(convertRefusal(t, new Error('boom')).message).toBe('The conversion did not go through; please try again.');
});
