import type { UseMutationResult } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { consumeSmsCode, FAKE_SMS_CODE } from '../../mocks/db/verification.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import type { ApiError } from './errors.ts';
import {
  resendCountdownSeconds,
  smsCountdownSeconds,
  smsSentSchema,
  type LoginSmsInput,
  type RegisterSmsInput,
} from './verification.contract.ts';
import { useSendLoginSms, useSendLoginVerificationSms, useSendMemberSms, useSendRegisterSms, useSendVerifiedSms } from './verification.ts';

afterEach(() => server.events.removeAllListeners());

async function run<TData, TVars>(hook: () => UseMutationResult<TData, ApiError, TVars>, variables: TVars) {
  const { result } = renderQueryHook(hook);
  act(() => result.current.mutate(variables));
  await waitFor(() => expect(result.current.isSuccess || result.current.isError).toBe(true));
  return result.current;
}

/** Bodies and ModuleId headers of the requests to `path`. */
function capture(path: string) {
  const seen: { body: Promise<unknown>; moduleId: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push({ body: request.clone().json(), moduleId: request.headers.get('ModuleId') });
  });
  return seen;
}

const login = (input: Partial<LoginSmsInput> = {}): LoginSmsInput => ({ mobileNum: '0912345678', countryDialingCode: '84', ...input });
const register = (input: Partial<RegisterSmsInput> = {}): RegisterSmsInput => ({
  mobileNo: '0923456789',
  countryDialingCode: '84',
  form: 'username',
  ...input,
});

describe('useSendLoginSms', () => {
  test('sends mobileNum and countryDialingCode under VERIFICATION3; the code then logs in once', async () => {
    const seen = capture('/wps/verification/sms/noLogin');
    const sent = await run(useSendLoginSms, login());
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ expiredMinutes: 5, expirationTime: expect.any(Number) });
    expect(resendCountdownSeconds(sent.data!, Date.now())).toBeGreaterThan(295);
    expect(smsCountdownSeconds(sent.data!)).toBe(300);
    expect(seen[0]!.moduleId).toBe('VERIFICATION3');
    expect(await seen[0]!.body).toEqual({ mobileNum: '0912345678', countryDialingCode: '84' });
    expect(consumeSmsCode('login', '0912345678', FAKE_SMS_CODE)).toBe('ok');
    expect(consumeSmsCode('login', '0912345678', FAKE_SMS_CODE)).toBe('invalid');
  });

  test('the forgot-password send says purpose reset and merges geetest results into the body', async () => {
    const seen = capture('/wps/verification/sms/noLogin');
    const geetest = { lot_number: 'lot-1', captcha_output: 'out', pass_token: 'tok', gen_time: '1790000000' };
    const sent = await run(useSendLoginSms, login({ purpose: 'reset', geetest }));
    expect(sent.isSuccess).toBe(true);
    expect(await seen[0]!.body).toEqual({ mobileNum: '0912345678', countryDialingCode: '84', purpose: 'reset', ...geetest });
    expect(consumeSmsCode('login', '0912345678', FAKE_SMS_CODE)).toBe('invalid');
    expect(consumeSmsCode('reset', '0912345678', FAKE_SMS_CODE)).toBe('ok');
  });

  test('a fourth send within 5 minutes is refused with TOO_MANY_REQUESTS', async () => {
    for (let i = 0; i < 3; i++) expect((await run(useSendLoginSms, login())).isSuccess).toBe(true);
    const refused = await run(useSendLoginSms, login());
    expect(refused.error).toMatchObject({
      kind: 'business',
      errorCode: 'TOO_MANY_REQUESTS',
      message: 'too many requests, retry after 5 minutes',
    });
    expect((await run(useSendLoginSms, login({ mobileNum: '0911111111' }))).isSuccess).toBe(true);
  });

  test.each([
    ['0912345', 'INVALID_PHONE_NUMBER', 'invalid phone number'],
    ['09123abc45', 'INVALID_PHONE_NUMBER', 'invalid phone number'],
    ['', 'MISSING_PHONE_NUMBER', 'missing phone number'],
  ])('mobile %j is refused with %s', async (mobileNum, errorCode, message) => {
    const refused = await run(useSendLoginSms, login({ mobileNum }));
    expect(refused.error).toMatchObject({ kind: 'business', errorCode, message });
  });

  test('an unknown dialling code is refused', async () => {
    const refused = await run(useSendLoginSms, login({ countryDialingCode: '999' }));
    expect(refused.error).toMatchObject({ kind: 'business', errorCode: 'request_param_err' });
  });

  test('with VERIFICATION3 off the platform answers #543', async () => {
    setScenario('visitor', { modulesOff: ['VERIFICATION3'] });
    const refused = await run(useSendLoginSms, login());
    expect(refused.error).toMatchObject({ kind: 'business', errorCode: '543', message: 'function.not.available' });
  });
});

describe('useSendLoginVerificationSms', () => {
  test('names the account; the code goes to the number bound to it and logs in once', async () => {
    const seen = capture('/wps/verification/sms/noLogin');
    const sent = await run(useSendLoginVerificationSms, { username: 'member01' });
    expect(sent.error).toBeNull();
    expect(seen[0]!.moduleId).toBe('VERIFICATION3');
    expect(await seen[0]!.body).toEqual({ username: 'member01' });
    const mobile = findAccount('member01')!.mobile;
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('ok');
    expect(consumeSmsCode('login', mobile, FAKE_SMS_CODE)).toBe('invalid');
  });

  test('an unknown account is refused with USER_NOT_EXIST', async () => {
    const refused = await run(useSendLoginVerificationSms, { username: 'nobody404' });
    expect(refused.error).toMatchObject({ kind: 'business', errorCode: 'USER_NOT_EXIST' });
  });
});

describe('useSendRegisterSms', () => {
  test('the username form sends mobileNo under REGMOBVERF3, the mobile form under MOBILENUMREG3; each code registers once', async () => {
    const seen = capture('/wps/verification/sms/register');
    const first = await run(useSendRegisterSms, register());
    const second = await run(useSendRegisterSms, register({ form: 'mobile', mobileNo: '0934567890' }));
    expect([first.data?.expiredMinutes, second.data?.expiredMinutes]).toEqual([5, 5]);
    expect(seen.map((s) => s.moduleId)).toEqual(['REGMOBVERF3', 'MOBILENUMREG3']);
    expect(await seen[0]!.body).toEqual({ mobileNo: '0923456789', countryDialingCode: '84' });
    expect(consumeSmsCode('register', '0923456789', FAKE_SMS_CODE)).toBe('ok');
    expect(consumeSmsCode('register', '0934567890', FAKE_SMS_CODE)).toBe('ok');
  });

  test('each form answers #543 only when its own switch is off', async () => {
    setScenario('off-MOBILENUMREG3');
    const mobile = await run(useSendRegisterSms, register({ form: 'mobile' }));
    expect(mobile.error).toMatchObject({ kind: 'business', errorCode: '543' });
    expect((await run(useSendRegisterSms, register())).isSuccess).toBe(true);
    setScenario('off-REGMOBVERF3');
    expect((await run(useSendRegisterSms, register())).error).toMatchObject({ errorCode: '543' });
    expect((await run(useSendRegisterSms, register({ form: 'mobile' }))).isSuccess).toBe(true);
  });

  test('a number that already has an account is refused', async () => {
    const refused = await run(useSendRegisterSms, register({ mobileNo: findAccount('member01')!.mobile }));
    expect(refused.error).toMatchObject({ kind: 'business', errorCode: 'MOBILE_ALREADY_REGISTERED' });
  });

  test('an invalid number is refused', async () => {
    const refused = await run(useSendRegisterSms, register({ mobileNo: '123' }));
    expect(refused.error).toMatchObject({ kind: 'business', errorCode: 'INVALID_PHONE_NUMBER' });
  });
});

describe('smsSentSchema', () => {
  test('a send answer without expiredMinutes counts down one minute', () => {
    expect(smsSentSchema.parse(null)).toEqual({ expiredMinutes: 1, expirationTime: undefined });
    expect(smsCountdownSeconds(smsSentSchema.parse({}))).toBe(60);
    expect(smsSentSchema.parse({ expiredMinutes: 10 }).expiredMinutes).toBe(10);
  });

  test('the forgot-password countdown runs to the server expirationTime, else to request time plus expiredMinutes', () => {
    const now = 1_000_000;
    expect(resendCountdownSeconds({ expiredMinutes: 5, expirationTime: now + 90_500 }, now - 10_000, now)).toBe(91);
    expect(resendCountdownSeconds({ expiredMinutes: 2, expirationTime: undefined }, now - 30_000, now)).toBe(90);
    expect(resendCountdownSeconds({ expiredMinutes: 1, expirationTime: now - 5 }, now - 60_000, now)).toBe(0);
  });
});

describe('lenient reading', () => {
  test('the confirmed expiredMinutes alone, or no value at all (one minute)', () => {
    expect(smsSentSchema.parse({ expiredMinutes: 5 })).toEqual({ expiredMinutes: 5, expirationTime: undefined });
    expect(smsSentSchema.parse(null)).toEqual({ expiredMinutes: 1, expirationTime: undefined });
  });
});

describe("a member's codes (/wps/v2/verification/sms, the client's operation types)", () => {
  test('a member without a mobile gets a code to bind one (updatePhone); one with a mobile is refused', async () => {
    setScenario('member');
    setToken(issueToken(findAccount('member04')!));
    const { result } = renderQueryHook(() => useSendMemberSms());
    let sent: unknown;
    await act(async () => {
      sent = await result.current.mutateAsync({ operation: 'updatePhone', countryDialingCode: '84', mobileNum: '0912000666' });
    });
    expect(sent).toMatchObject({ expiredMinutes: 5 });
    expect(consumeSmsCode('updatePhone', '0912000666', FAKE_SMS_CODE)).toBe('ok');

    setToken(issueToken(findAccount('member01')!));
    let error: unknown;
    await act(async () => {
      error = await result.current
        .mutateAsync({ operation: 'updatePhone', countryDialingCode: '84', mobileNum: '0912000777' })
        .catch((thrown: unknown) => thrown);
    });
    expect(error).toMatchObject({ kind: 'business', errorCode: 'mobile.already.bound' });
  });

  test("a code to the member's own mobile is for that mobile and that operation only; without a bound mobile it is refused", async () => {
    setScenario('member');
    const member = findAccount('member01')!;
    const { result } = renderQueryHook(() => useSendVerifiedSms());
    await act(() => result.current.mutateAsync({ operation: 'withdraw' }));
    expect(consumeSmsCode('deleteBankCard', member.mobile, FAKE_SMS_CODE)).toBe('invalid');
    expect(consumeSmsCode('withdraw', member.mobile, FAKE_SMS_CODE)).toBe('ok');

    setToken(issueToken(findAccount('member04')!));
    let error: unknown;
    await act(async () => {
      error = await result.current.mutateAsync({ operation: 'withdraw' }).catch((thrown: unknown) => thrown);
    });
    expect(error).toMatchObject({ kind: 'business', errorCode: 'mobile.not.bound' });
  });
});
