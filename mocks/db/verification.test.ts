import { afterEach, describe, expect, test, vi } from 'vitest';
import { setScenario } from '../../tests/support/scenario.ts';
import {
  checkCaptcha,
  consumeSmsCode,
  currentCaptchaCode,
  FAKE_SMS_CODE,
  issueCaptcha,
  issueSmsCode,
  SMS_EXPIRED_MINUTES,
} from './verification.ts';

afterEach(() => vi.useRealTimers());

describe('captcha', () => {
  test('a code is 4 digits, checks once, and a wrong guess uses it up too', () => {
    const { code, png } = issueCaptcha();
    expect(code).toMatch(/^\d{4}$/);
    expect(png.startsWith('iVBORw0KGgo')).toBe(true); // the PNG signature in Base64
    expect(currentCaptchaCode()).toBe(code);
    expect(checkCaptcha(code)).toBe(true);
    expect(checkCaptcha(code)).toBe(false);

    const second = issueCaptcha();
    expect(checkCaptcha(String((Number(second.code) + 1) % 10_000).padStart(4, '0'))).toBe(false);
    expect(currentCaptchaCode()).toBeUndefined();
    expect(checkCaptcha(second.code)).toBe(false);
  });

  test('a new captcha replaces the one before', () => {
    const first = issueCaptcha();
    const second = issueCaptcha();
    expect(second.code).not.toBe(first.code);
    expect(currentCaptchaCode()).toBe(second.code);
    expect(checkCaptcha(first.code)).toBe(false);
  });

  test('with nothing served there is nothing to match', () => {
    expect(currentCaptchaCode()).toBeUndefined();
    expect(checkCaptcha('')).toBe(false);
  });

  test('the sequence of codes is the same in every run of a scenario', () => {
    const run = () => [issueCaptcha().code, issueCaptcha().code, issueCaptcha().code];
    setScenario('visitor');
    const first = run();
    setScenario('visitor');
    expect(run()).toEqual(first);
  });
});

describe('SMS codes', () => {
  const mobile = '0912345678';

  test('a sent code is FAKE_SMS_CODE, valid for 5 minutes, and single-use', () => {
    expect(issueSmsCode('login', '84', mobile)).toEqual({ ok: true, expiredMinutes: SMS_EXPIRED_MINUTES });
    expect(consumeSmsCode('login', mobile, '000000')).toBe('invalid');
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('ok');
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('invalid');
  });

  test('a code is kept per purpose; a reset also takes a code sent for login, not the other way round', () => {
    issueSmsCode('register', '84', mobile);
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('invalid');
    expect(consumeSmsCode('register', mobile, FAKE_SMS_CODE)).toBe('ok');

    issueSmsCode('login', '84', mobile);
    expect(consumeSmsCode('reset', mobile, FAKE_SMS_CODE)).toBe('ok');
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('invalid');

    issueSmsCode('reset', '84', '0987654321');
    expect(consumeSmsCode('login', '0987654321', FAKE_SMS_CODE)).toBe('invalid');
    expect(consumeSmsCode('reset', '0987654321', FAKE_SMS_CODE)).toBe('ok');
  });

  test('a code past its expiry answers expired, on the real clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    issueSmsCode('login', '84', mobile);
    vi.setSystemTime(new Date('2026-11-22T10:04:59Z'));
    issueSmsCode('register', '84', mobile);
    vi.setSystemTime(new Date('2026-11-22T10:05:00Z'));
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('expired');
    expect(consumeSmsCode('login', mobile, '111111')).toBe('invalid');
    expect(consumeSmsCode('register', mobile, FAKE_SMS_CODE)).toBe('ok');
  });

  test('a fourth send to one mobile within 5 minutes is too many, whatever the purpose; later it is fine', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    expect(issueSmsCode('login', '84', mobile).ok).toBe(true);
    expect(issueSmsCode('register', '84', mobile).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-22T10:03:00Z'));
    expect(issueSmsCode('reset', '84', mobile).ok).toBe(true);
    expect(issueSmsCode('login', '84', mobile)).toEqual({ ok: false, reason: 'too-many' });
    expect(issueSmsCode('login', '84', '0900000000').ok).toBe(true);
    // The first two sends leave the window; the third (10:03) still counts.
    vi.setSystemTime(new Date('2026-11-22T10:05:00Z'));
    expect(issueSmsCode('login', '84', mobile).ok).toBe(true);
    expect(issueSmsCode('login', '84', mobile).ok).toBe(true);
    expect(issueSmsCode('login', '84', mobile)).toEqual({ ok: false, reason: 'too-many' });
  });

  test('a mobile number is 9 to 11 digits', () => {
    for (const bad of ['12345678', '123456789012', '09123abc45', '', '+84912345678', '0912 345 678']) {
      expect(issueSmsCode('login', '84', bad), bad).toEqual({ ok: false, reason: 'invalid-mobile' });
    }
    for (const good of ['912345678', '0912345678', '09123456789']) expect(issueSmsCode('login', '84', good).ok).toBe(true);
    expect(issueSmsCode('login', 'VN', '0912345678')).toEqual({ ok: false, reason: 'invalid-mobile' });
  });

  test('a scenario change forgets codes and the throttle', () => {
    issueSmsCode('login', '84', mobile);
    setScenario('visitor');
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('invalid');
  });
});
