import type { TFunction } from 'i18next';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/errors.ts';
import { depositErrorMessage, depositRecordErrorMessage, isSwitchedOff, walletErrorMessage } from './money-errors.ts';

// The key and its values, so each case shows which sentence it chose.
const t = ((key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;
const business = (errorCode: string, message = 'platform text') => new ApiError('business', message, { errorCode });

describe('depositErrorMessage', () => {
  test("maps the platform's deposit codes to sentences, with the channel's limits and the member's pending count", () => {
    expect(depositErrorMessage(t, business('deposit.amount.out.of.range'), { min: '₫10,000', max: '₫20,000,000' })).toBe(
      'deposit.errors.outOfRange {"min":"₫10,000","max":"₫20,000,000"}',
    );
    expect(depositErrorMessage(t, business('deposit.too.many.pending'), { pendingCount: 5 })).toBe(
      'deposit.errors.tooManyPending {"count":5}',
    );
    expect(depositErrorMessage(t, business('deposit.too.many.pending'))).toBe('deposit.errors.tooManyPendingAny');
    expect(depositErrorMessage(t, business('deposit.first.amount.too.low'), { firstMin: '₫50,000' })).toBe(
      'deposit.errors.belowFirstMin {"min":"₫50,000"}',
    );
    expect(depositErrorMessage(t, business('deposit.outside.service.hours'))).toBe('deposit.errors.outsideHours');
    expect(depositErrorMessage(t, business('deposit.amount.not.offered'))).toBe('deposit.errors.notOfferedAny');
    expect(depositErrorMessage(t, business('543', 'function.not.available'))).toBe('deposit.switchedOff');
    expect(depositErrorMessage(t, business('trial.not.allowed'))).toBe('deposit.errors.trial');
    expect(depositErrorMessage(t, business('deposit.payeeName.invalid'))).toBe('deposit.fields.payeeName.format');
    expect(depositErrorMessage(t, business('deposit.fullName.invalid'))).toBe('deposit.fields.fullName.format');
  });

  test("an unknown refusal shows the platform's words as its client does: the deposit-off message first, placeholders filled", () => {
    const refusal = (message: string, value: unknown) => new ApiError('business', message, { errorCode: 'deposit.something', value });
    expect(depositErrorMessage(t, refusal('Deposits are off', { data: { depositOffMessage: 'Back at 08:00' } }))).toBe('Back at 08:00');
    expect(depositErrorMessage(t, refusal('At most {max} a day', { max: 3 }))).toBe('At most 3 a day');
    expect(depositErrorMessage(t, refusal('Wait {minutes} minutes', { data: { minutes: '5' } }))).toBe('Wait 5 minutes');
    expect(depositErrorMessage(t, refusal('Keep {unknown}', null))).toBe('Keep {unknown}');
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

describe('depositRecordErrorMessage', () => {
  test('a refused cancel or payment slip in words; transport failures say what to do', () => {
    expect(depositRecordErrorMessage(t, business('deposit.cancel.not.allowed'))).toBe('deposit.errors.cancelNotAllowed');
    expect(depositRecordErrorMessage(t, business('deposit.slip.not.allowed'))).toBe('deposit.errors.slipNotAllowed');
    expect(depositRecordErrorMessage(t, business('deposit.slip.invalid'))).toBe('deposit.errors.slipInvalid');
    expect(depositRecordErrorMessage(t, business('deposit.not.found'))).toBe('deposit.errors.notFound');
    expect(depositRecordErrorMessage(t, business('something.new', 'Try later'))).toBe('Try later');
    expect(depositRecordErrorMessage(t, new ApiError('network', 'offline'))).toBe('deposit.errors.actionNetwork');
    expect(depositRecordErrorMessage(t, new ApiError('timeout', 'slow'))).toBe('deposit.errors.actionTimeout');
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

test('isSwitchedOff is true for #543 only', () => {
  expect(isSwitchedOff(business('543'))).toBe(true);
  expect(isSwitchedOff(business('insufficient.balance'))).toBe(false);
  expect(isSwitchedOff(undefined)).toBe(false);
});
