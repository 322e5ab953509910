import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { depositErrorMessage, isSwitchedOff, newIdempotencyKey, walletErrorMessage } from './money-errors.ts';

// The key and its values, so each case shows which sentence it chose.
const t = ((key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const business = (errorCode: string, message = 'platform text') => new ApiError('business', message, { errorCode });

describe('depositErrorMessage', () => {
  test("maps the platform's deposit codes to sentences, with the channel's limits and the pending maximum", () => {
    expect(depositErrorMessage(t, business('deposit.amount.out.of.range'), { min: '₫10,000', max: '₫20,000,000' })).toBe(
      'deposit.errors.outOfRange {"min":"₫10,000","max":"₫20,000,000"}',
    );
    expect(depositErrorMessage(t, business('deposit.too.many.pending'), { maxPending: 3 })).toBe(
      'deposit.errors.tooManyPending {"count":3}',
    );
    expect(depositErrorMessage(t, business('deposit.outside.service.hours'))).toBe('deposit.errors.outsideHours');
    expect(depositErrorMessage(t, business('543', 'function.not.available'))).toBe('deposit.switchedOff');
    expect(depositErrorMessage(t, business('trial.not.allowed'))).toBe('deposit.errors.trial');
    expect(depositErrorMessage(t, business('deposit.depositorName.invalid'))).toBe('deposit.fields.depositorName.format');
    expect(depositErrorMessage(t, business('deposit.senderAccount.invalid'))).toBe('deposit.fields.senderAccount.format');
  });

  test('a deposit over a safer-play limit names the period and what is left, formatted by the caller', () => {
    const overLimit = (period: string) =>
      new ApiError('business', 'platform text', {
        errorCode: 'deposit.limit.exceeded',
        value: { period, limit: 1_000_000, used: 900_000, remaining: 100_000, resetTime: 1 },
      });
    expect(depositErrorMessage(t, overLimit('DAY'), { formatMoney: (amount) => `₫${amount}` })).toBe(
      'deposit.errors.overDailyLimit {"remaining":"₫100000"}',
    );
    expect(depositErrorMessage(t, overLimit('WEEK'))).toBe('deposit.errors.overWeeklyLimit {"remaining":"100,000"}');
    expect(depositErrorMessage(t, overLimit('MONTH'))).toBe('deposit.errors.overMonthlyLimit {"remaining":"100,000"}');
    // Without the details it carries, the platform's own sentence shows.
    expect(depositErrorMessage(t, business('deposit.limit.exceeded', 'Over your limit'))).toBe('Over your limit');
  });

  test("an unknown business failure shows the platform's message; transport failures have their own sentences", () => {
    expect(depositErrorMessage(t, business('something.new', 'Try later'))).toBe('Try later');
    expect(depositErrorMessage(t, business('something.new', ' '))).toBe('deposit.errors.system');
    expect(depositErrorMessage(t, new ApiError('network', 'offline'))).toBe('deposit.errors.network');
    expect(depositErrorMessage(t, new ApiError('timeout', 'slow'))).toBe('deposit.errors.timeout');
    expect(depositErrorMessage(t, new ApiError('http', 'boom', { status: 500 }))).toBe('deposit.errors.system');
    expect(depositErrorMessage(t, new Error('not an api error'))).toBe('deposit.errors.system');
  });
});

describe('walletErrorMessage', () => {
  test('maps insufficient balance, the wallet pair and the switch', () => {
    expect(walletErrorMessage(t, business('insufficient.balance'))).toBe('wallet.errors.insufficient');
    expect(walletErrorMessage(t, business('transfer.wallet.invalid'))).toBe('wallet.errors.pair');
    expect(walletErrorMessage(t, business('543'))).toBe('wallet.errors.switchedOff');
    expect(walletErrorMessage(t, new ApiError('session-expired', 'gone'))).toBe('wallet.errors.session');
  });
});

test('isSwitchedOff is true for #543 only; keys are fresh per request', () => {
  expect(isSwitchedOff(business('543'))).toBe(true);
  expect(isSwitchedOff(business('insufficient.balance'))).toBe(false);
  expect(isSwitchedOff(undefined)).toBe(false);
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
});
