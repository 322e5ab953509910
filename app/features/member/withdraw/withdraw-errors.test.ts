import { addEnglishAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { memberCentreAreas } from '@ui/i18n/locales/areas/member-centre.ts';
import { expect, test } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { receiptRefusal, uplineRefusal, withdrawRefusal } from './withdraw-errors.ts';

const i18n = createI18n('EN');
addEnglishAreas(i18n, memberCentreAreas);
const { t } = i18n;
const business = (errorCode: string, message = 'platform words') => new ApiError('business', message, { errorCode });

test('a wrong payment password is said under the password field', () => {
  expect(withdrawRefusal(t, business('payment.password.incorrect'))).toEqual({
    message: 'The payment password is incorrect. Please try again.',
    field: 'password',
  });
  expect(uplineRefusal(t, business('payment.password.incorrect')).field).toBe('password');
});

test('limits, count, turnover and a switched-off module each have their sentence', () => {
  expect(withdrawRefusal(t, business('withdraw.amount.out.of.range'))).toEqual({
    message: "The amount is outside this account's limits.",
    field: 'amount',
  });
  expect(withdrawRefusal(t, business('withdraw.daily.limit')).message).toMatch(/used all of today's withdrawals/);
  expect(withdrawRefusal(t, business('withdraw.turnover.required')).message).toMatch(/required turnover/);
  expect(withdrawRefusal(t, business('543')).message).toMatch(/switched off/);
  expect(uplineRefusal(t, business('transfer.upline.not.allowed')).message).toMatch(/not enabled/);
});

test('a lost answer says the money may have moved and a retry is safe; a timeout points at the record', () => {
  expect(withdrawRefusal(t, new ApiError('network', 'x')).message).toBe(
    'Network problem: the withdrawal may not have gone through. Try again: it will not be made twice.',
  );
  expect(withdrawRefusal(t, new ApiError('timeout', 'x')).message).toBe(
    'No answer in time. Check the withdrawal history before trying again.',
  );
  expect(uplineRefusal(t, new ApiError('network', 'x')).message).toMatch(/the transfer may not have gone through/);
  expect(uplineRefusal(t, new ApiError('timeout', 'x')).message).toBe('No answer in time. Check your balance before trying again.');
  // Confirming a receipt moves no money: a plain connection message.
  expect(receiptRefusal(t, new ApiError('timeout', 'x')).message).toBe('Network problem. Please check your connection and try again.');
  expect(receiptRefusal(t, business('withdraw.receipt.not.awaiting')).message).toMatch(/no longer waiting/);
});

test('an unknown code gets the generic sentence, never the raw platform text', () => {
  expect(withdrawRefusal(t, business('something.new')).message).toBe('That did not go through. Please try again.');
  expect(uplineRefusal(t, new Error('boom')).message).toBe('That did not go through. Please try again.');
});
