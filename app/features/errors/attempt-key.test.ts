import { expect, test } from 'vitest';
import { ApiError, isLostAnswer } from '../../api/errors.ts';
import { createAttemptKeys, newIdempotencyKey } from './attempt-key.ts';

const values = { amount: 150000, vendorId: 7 };

test('the same values after a lost answer reuse the key; other values get a new one', () => {
  const keys = createAttemptKeys();
  const first = keys.keyFor(values);
  keys.settle(new ApiError('timeout', 'The request timed out'));
  expect(keys.keyFor({ ...values })).toBe(first);
  keys.settle(new ApiError('http', 'HTTP 502', { status: 502 }));
  expect(keys.keyFor(values)).toBe(first);
  expect(keys.keyFor({ ...values, amount: 200000 })).not.toBe(first);
});

test('an answer from the platform, done or refused, ends the action: the next submit is a new one', () => {
  const keys = createAttemptKeys();
  const first = keys.keyFor(values);
  keys.settle();
  const second = keys.keyFor(values);
  expect(second).not.toBe(first);
  keys.settle(new ApiError('business', 'Amount too low', { errorCode: '1001' }));
  expect(keys.keyFor(values)).not.toBe(second);
});

test('what counts as a lost answer', () => {
  expect(isLostAnswer(new ApiError('network', 'x'))).toBe(true);
  expect(isLostAnswer(new ApiError('malformed', 'x'))).toBe(true);
  expect(isLostAnswer(new ApiError('http', 'x', { status: 500 }))).toBe(true);
  expect(isLostAnswer(new ApiError('http', 'x', { status: 404 }))).toBe(false);
  expect(isLostAnswer(new ApiError('session-expired', 'x', { status: 401 }))).toBe(false);
  expect(isLostAnswer(new ApiError('business', 'x'))).toBe(false);
  expect(isLostAnswer(new Error('x'))).toBe(false);
});

test('every new key is fresh', () => {
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
});
