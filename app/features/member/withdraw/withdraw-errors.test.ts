import { addEnglishAreas } from '@ui/i18n/areas.ts';
import { createI18n } from '@ui/i18n/i18n.ts';
import { memberCentreAreas } from '@ui/i18n/locales/areas/member-centre.ts';
import { expect, test } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { receiptRefusal, uplineRefusal, withdrawRefusal } from './withdraw-errors.ts';

const i18n = createI18n('EN');
addEnglishAreas(i18n, memberCentreAreas);
const { t } = i18n;
const business = (errorCode: string, value: unknown = null, message = 'platform words') =>
  new ApiError('business', message, { errorCode, value });
const money = (amount: number) => `₫${amount.toLocaleString('en-US')}`;

test("a wrong payment password (the client's invalid.payment.pw) is said under the password field", () => {
  expect(withdrawRefusal(t, business('invalid.payment.pw'))).toEqual({
    message: 'The payment password is incorrect. Please try again.',
    field: 'password',
  });
  expect(uplineRefusal(t, business('invalid.payment.pw')).field).toBe('password');
});

test('no payment password yet: said, and flagged so the panel offers to set one', () => {
  expect(withdrawRefusal(t, business('not.exists.payment.password'))).toEqual({
    message: 'Set a payment password before you withdraw.',
    needsPaymentPassword: true,
  });
  expect(uplineRefusal(t, business('not.exists.payment.password')).needsPaymentPassword).toBe(true);
});

test('the refusals with figures say them: turnover, promotion turnover, deposit still required', () => {
  expect(
    withdrawRefusal(t, business('withdraw_turnover_not_enough', { data: { requiredTurnover: 300_000, actualTurnover: 120_000 } }), money),
  ).toEqual({
    message: 'Please complete ₫180,000 more turnover before withdrawing.',
  });
  expect(withdrawRefusal(t, business('withdraw_turnover_not_enough')).message).toMatch(/required turnover/);
  expect(
    withdrawRefusal(t, business('promotion_turnover_not_enough', { data: { all: { remainingTurnover: 5_000 } } }), money).message,
  ).toBe('Please complete ₫5,000 more promotion turnover before withdrawing.');
  expect(
    withdrawRefusal(
      t,
      business('required_deposit_amount_not_reached', { data: { requiredDepositAmount: 200_000, actualDepositAmount: 50_000 } }),
      money,
    ).message,
  ).toBe('Please deposit ₫150,000 more before withdrawing.');
});

test('an incomplete profile names what is missing; a frozen card and an SMS code each have their sentence', () => {
  expect(
    withdrawRefusal(t, business('required_member_information_incomplete', { data: ['required_email_add', 'required_mobile_no'] })).message,
  ).toBe('Please complete your profile before withdrawing: email, mobile number.');
  expect(withdrawRefusal(t, business('required_member_information_incomplete')).message).toBe(
    'Please complete your profile before withdrawing.',
  );
  expect(withdrawRefusal(t, business('bank_card_is_frozen')).message).toMatch(/frozen/);
  expect(withdrawRefusal(t, business('sms.code.invalid'))).toEqual({ message: 'The SMS code is incorrect.', field: 'code' });
});

test('limits, count, turnover and a switched-off module each have their sentence', () => {
  expect(withdrawRefusal(t, business('withdraw.amount.out.of.range'))).toEqual({
    message: "The amount is outside this account's limits.",
    field: 'amount',
  });
  expect(withdrawRefusal(t, business('withdraw.daily.limit')).message).toMatch(/used all of today's withdrawals/);
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
