/**
 * Captcha and SMS codes of the fake platform. The login and registration handlers check what the
 * user typed through `checkCaptcha` and `consumeSmsCode`.
 *
 * For designers and QA: the SMS code is always FAKE_SMS_CODE (246810); the captcha shows its 4
 * digits in the picture (tests read them with `currentCaptchaCode`).
 */
import { captchaPngBase64 } from './png.ts';
import type { SmsOperation } from '../../app/api/verification.contract.ts';
import { defineStore } from './world.ts';

export const FAKE_SMS_CODE = '246810';
/** What the send calls answer as value.expiredMinutes (the client's countdown is 60 s per minute). */
export const SMS_EXPIRED_MINUTES = 5;
/** More sends than this for one mobile within SMS_WINDOW_MS answer TOO_MANY_REQUESTS. */
export const SMS_MAX_SENDS = 3;
export const SMS_WINDOW_MS = 5 * 60_000;
const MOBILE = /^\d{9,11}$/;

/** The no-login calls' purposes, and a member's (the client's SMS operation types). */
export type SmsPurpose = 'login' | 'register' | 'reset' | SmsOperation;

interface IssuedCode {
  code: string;
  expiresAt: number;
}

interface VerificationState {
  /** The code of the last captcha served; undefined once checked (a captcha is single-use). */
  captcha: string | undefined;
  /** mobile -> times of accepted sends (real clock), for the throttle. */
  sends: Map<string, number[]>;
  /** `purpose:mobile` -> the live code. */
  codes: Map<string, IssuedCode>;
}

// The seeded RNG makes the captcha sequence the same in every run of a scenario.
const store = defineStore('verification', (rng) => {
  const state: VerificationState = { captcha: undefined, sends: new Map(), codes: new Map() };
  return { rng, state };
});

/** A new 4-digit captcha; it replaces the previous one (as the platform's captchaId cookie does). */
export function issueCaptcha(): { code: string; png: string } {
  const { rng, state } = store();
  const code = rng.string(4, '0123456789');
  state.captcha = code;
  return { code, png: captchaPngBase64(code) };
}

/** True only for the code of the last captcha served; any check uses that captcha up. */
export function checkCaptcha(code: string): boolean {
  const { state } = store();
  const expected = state.captcha;
  state.captcha = undefined;
  return expected !== undefined && code.trim() === expected;
}

export function currentCaptchaCode(): string | undefined {
  return store().state.captcha;
}

const slot = (purpose: SmsPurpose, mobile: string) => `${purpose}:${mobile}`;

/**
 * Sends (pretends to) an SMS code. The throttle counts every purpose together, per mobile number,
 * as one SMS gateway would. The dialling code is not part of the key: the consumers only know the
 * mobile number.
 */
export function issueSmsCode(
  purpose: SmsPurpose,
  countryDialingCode: string,
  mobile: string,
): { ok: true; expiredMinutes: number } | { ok: false; reason: 'too-many' | 'invalid-mobile' } {
  if (!MOBILE.test(mobile) || !/^\+?\d{1,4}$/.test(countryDialingCode)) return { ok: false, reason: 'invalid-mobile' };
  const { state } = store();
  const now = Date.now();
  const recent = (state.sends.get(mobile) ?? []).filter((time) => now - time < SMS_WINDOW_MS);
  if (recent.length >= SMS_MAX_SENDS) {
    state.sends.set(mobile, recent);
    return { ok: false, reason: 'too-many' };
  }
  state.sends.set(mobile, [...recent, now]);
  state.codes.set(slot(purpose, mobile), { code: FAKE_SMS_CODE, expiresAt: now + SMS_EXPIRED_MINUTES * 60_000 });
  return { ok: true, expiredMinutes: SMS_EXPIRED_MINUTES };
}

/**
 * Checks a typed code and uses it up when it is right. A wrong code leaves the live one in place
 * (the user may retype it). 'reset' also accepts a code sent for 'login': the desktop's
 * forgot-password screen sends through the same noLogin call as the SMS login and does not say why.
 */
export function consumeSmsCode(purpose: SmsPurpose, mobile: string, code: string): 'ok' | 'invalid' | 'expired' {
  const { state } = store();
  const purposes: SmsPurpose[] = purpose === 'reset' ? ['reset', 'login'] : [purpose];
  let expired = false;
  for (const candidate of purposes) {
    const key = slot(candidate, mobile);
    const issued = state.codes.get(key);
    if (!issued || issued.code !== code.trim()) continue;
    if (Date.now() >= issued.expiresAt) {
      expired = true;
      continue;
    }
    state.codes.delete(key);
    return 'ok';
  }
  return expired ? 'expired' : 'invalid';
}

/**
 * The geetest stand-in's contract (app/features/account/geetest.ts makes the matching result): the
 * fake platform accepts a result whose pass_token is `stand-in:` + its lot_number, under its captcha id.
 */
export const GEETEST_STAND_IN_ID = 'fake-platform-geetest';

export function checkGeetest(fields: Record<string, unknown>): boolean {
  const lot = fields.lot_number;
  return (
    fields.captcha_id === GEETEST_STAND_IN_ID &&
    typeof lot === 'string' &&
    lot.length >= 8 &&
    fields.pass_token === `stand-in:${lot}` &&
    typeof fields.captcha_output === 'string' &&
    fields.captcha_output !== '' &&
    typeof fields.gen_time === 'string'
  );
}
