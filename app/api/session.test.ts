import type { UseMutationResult } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { decryptRequest, rsaDecryptedString } from '../../mocks/crypto/decrypt.ts';
import { platformKeys } from '../../mocks/crypto/platform-keys.ts';
import { findAccount, maskEmail, maskMobile, registerAccount } from '../../mocks/db/accounts.ts';
import { issueCaptcha, issueSmsCode } from '../../mocks/db/verification.ts';
import { balanceOf, ledgerOf } from '../../mocks/db/wallets.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { ApiError } from './errors.ts';
import { getMemberInfo, memberInfoQuery } from './member.ts';
import { loginNeedsCaptcha, loginResultSchema, loginVerification, loginVerifyRequiredSchema, type LoginInput } from './session.contract.ts';
import { login, useFreePlayLogin, useLogin, useLoginVerification, useLogout } from './session.ts';

afterEach(() => server.events.removeAllListeners());

/** Runs a mutation hook once and waits for it to settle. */
async function runMutation<TData, TVars>(hook: () => UseMutationResult<TData, ApiError, TVars>, variables: TVars) {
  const rendered = renderQueryHook(hook);
  act(() => rendered.result.current.mutate(variables));
  await waitFor(() => expect(rendered.result.current.isSuccess || rendered.result.current.isError).toBe(true));
  return { ...rendered.result.current, client: rendered.client };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** Requests whose path is `path`, captured as sent. */
function captureRequests(path: string): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.clone());
  });
  return seen;
}

const asMember = (input: Partial<LoginInput> = {}): LoginInput => ({
  username: 'member01',
  password: 'Abc12345',
  type: 'username',
  ...input,
});

const memberMobile = () => findAccount('member01')!.mobile;

describe('useLogin', () => {
  test('a password login answers a session whose token opens member calls', async () => {
    const { data, error } = await runMutation(useLogin, asMember());
    expect(error).toBeNull();
    expect(data).toMatchObject({
      userName: 'member01',
      id: findAccount('member01')!.id,
      firstTimeLogin: false,
      passwordExpired: false,
      customerType: 0,
    });
    expect(data!.token).toMatch(/^tok-/);
    setToken(data!.token);
    expect((await getMemberInfo()).account).toBe('member01');
  });

  test('the payload travels in the E scheme: DES body, RSA key header, digest and modulus echo', async () => {
    const seen = captureRequests('/wps/session/login');
    await login(asMember({ verifier: { lot_number: 'abc' } }));
    const request = seen[0]!;
    const body = (await request.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['value']);
    expect(request.headers.get('X-Digest')).toBe(body.value);
    expect(request.headers.get('X-RSA')).toBe(platformKeys.n);
    expect(request.headers.get('ModuleId')).toBe('COMM3');
    const decrypted = decryptRequest({ body, headers: request.headers }, platformKeys);
    expect(decrypted).toMatchObject({
      ok: true,
      payload: { username: 'member01', password: 'Abc12345', captcha: '', type: 'username', lot_number: 'abc' },
    });
  });

  test('the gateway refuses a plain JSON body', async () => {
    const response = await fetch(`${location.origin}/wps/session/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'viva123' },
      body: JSON.stringify({ username: 'member01', password: 'Abc12345', type: 'username' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  test('a wrong password fails with the captcha indicator, and the next attempt needs the right captcha', async () => {
    const first = await runMutation(useLogin, asMember({ password: 'Wrong123' }));
    expect(first.error).toMatchObject({ kind: 'business', errorCode: 'login.password.error', message: 'Wrong password, try again' });
    expect(loginNeedsCaptcha(first.error)).toBe(true);

    const noCaptcha = await failureOf(login(asMember()));
    expect(noCaptcha).toMatchObject({ errorCode: 'captcha.error' });
    expect(loginNeedsCaptcha(noCaptcha)).toBe(true);

    issueCaptcha();
    expect(await failureOf(login(asMember({ captcha: '99999' })))).toMatchObject({ errorCode: 'captcha.error' });

    const { code } = issueCaptcha();
    const session = await login(asMember({ captcha: code }));
    expect(session.userName).toBe('member01');
    // A success clears the failures: no captcha needed again.
    expect((await login(asMember())).userName).toBe('member01');
  });

  test('an unknown account fails with USER_NOT_EXIST; other errors carry no captcha indicator', async () => {
    const error = await failureOf(login(asMember({ username: 'nobody99' })));
    expect(error).toMatchObject({ kind: 'business', errorCode: 'USER_NOT_EXIST' });
    expect(loginNeedsCaptcha(error)).toBe(true);
    expect(loginNeedsCaptcha(new ApiError('network', 'down'))).toBe(false);
  });

  test('the captcha-required scenario asks for the captcha on the very first attempt', async () => {
    setScenario('captcha-required');
    const error = await failureOf(login(asMember()));
    expect(loginNeedsCaptcha(error)).toBe(true);
    const { code } = issueCaptcha();
    expect((await login(asMember({ captcha: code }))).userName).toBe('member01');
  });

  test('the password-expired scenario answers passwordExpired', async () => {
    setScenario('password-expired');
    expect(await login(asMember())).toMatchObject({ passwordExpired: true });
  });

  test('a trial account cannot log in with a password', async () => {
    expect(await failureOf(login(asMember({ username: 'trial0001' })))).toMatchObject({ errorCode: 'login.trial.forbidden' });
  });

  test('firstTimeLogin is true on an account’s first login only', async () => {
    registerAccount({ account: 'fresh001', password: 'Pass1234' });
    expect(await login(asMember({ username: 'fresh001', password: 'Pass1234' }))).toMatchObject({ firstTimeLogin: true });
    expect(await login(asMember({ username: 'fresh001', password: 'Pass1234' }))).toMatchObject({ firstTimeLogin: false });
  });

  test('sms mode: username is the mobile, password the code it received', async () => {
    const mobile = memberMobile();
    expect(await failureOf(login({ username: mobile, password: '000000', type: 'sms' }))).toMatchObject({ errorCode: 'sms.code.invalid' });
    const sent = issueSmsCode('login', '84', mobile);
    expect(sent.ok).toBe(true);
    const { data } = await runMutation(useLogin, { username: mobile, password: '246810', type: 'sms' });
    expect(data).toMatchObject({ userName: 'member01' });
    // The code is used up.
    expect(await failureOf(login({ username: mobile, password: '246810', type: 'sms' }))).toMatchObject({ errorCode: 'sms.code.invalid' });
  });

  test('sms mode is #543 when MOBILEVERCODELOGIN3 is off; password login still works', async () => {
    setScenario('off-MOBILEVERCODELOGIN3');
    expect(await failureOf(login({ username: memberMobile(), password: '246810', type: 'sms' }))).toMatchObject({
      kind: 'business',
      errorCode: '543',
    });
    expect((await login(asMember())).userName).toBe('member01');
  });
});

describe('useLoginVerification (unregistered IP)', () => {
  test('login answers login_verify_required with masked methods until a verification passes', async () => {
    setScenario('unregistered-ip');
    const account = findAccount('member01')!;
    const { error } = await runMutation(useLogin, asMember());
    expect(error).toMatchObject({ kind: 'business', errorCode: 'login_verify_required' });
    const methods = loginVerification(error)!.methods;
    expect(methods).toEqual([
      { type: 'mobile', target: maskMobile(account.mobile) },
      { type: 'email', target: maskEmail(account.email) },
      { type: 'bankName', target: null },
    ]);
    expect(methods[0]!.target).toMatch(/\*{4}$/);
    expect(loginVerification(new ApiError('business', 'x', { errorCode: 'USER_NOT_EXIST' }))).toBeUndefined();

    const wrong = await runMutation(useLoginVerification, {
      username: 'member01',
      password: 'Abc12345',
      verifyType: 'email',
      verifyValue: 'other@example.test',
    });
    expect(wrong.error).toMatchObject({ errorCode: 'login.verify.error' });

    const passed = await runMutation(useLoginVerification, {
      username: 'member01',
      password: 'Abc12345',
      verifyType: 'email',
      verifyValue: 'MEMBER01@example.test',
    });
    expect(passed.data).toMatchObject({ userName: 'member01' });
    expect(passed.data!.token).toMatch(/^tok-/);
    // The account is now known from this IP.
    expect((await login(asMember())).userName).toBe('member01');
  });

  test('the mobile method takes the SMS code sent to the account’s phone; a wrong password is refused', async () => {
    setScenario('unregistered-ip');
    const verify = { username: 'member01', password: 'Abc12345', verifyType: 'mobile' as const, verifyValue: '246810' };
    expect((await runMutation(useLoginVerification, verify)).error).toMatchObject({ errorCode: 'login.verify.error' });
    issueSmsCode('login', '84', memberMobile());
    expect((await runMutation(useLoginVerification, { ...verify, password: 'Nope1234' })).error).toMatchObject({
      errorCode: 'login.password.error',
    });
    expect((await runMutation(useLoginVerification, verify)).data).toMatchObject({ userName: 'member01' });
  });
});

describe('useFreePlayLogin', () => {
  test('creates a fresh trial account (type 4) with the free-play credit, sending the old RSA header', async () => {
    const seen = captureRequests('/wps/session/login/freeplay');
    const { data, error } = await runMutation(useFreePlayLogin, { os: 'Windows' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ userName: 'trial0002', customerType: 4, firstTimeLogin: true });

    const request = seen[0]!;
    expect(request.headers.get('X-Gateway-Version')).toBe('3');
    expect(request.headers.get('ModuleId')).toBe('FREEPLAY3');
    expect(await request.json()).toEqual({ os: 'Windows', platform: 'W' });
    const key = [...rsaDecryptedString(request.headers.get('Encryption')!, platformKeys.n, platformKeys.d)].reverse().join('');
    expect(key).toMatch(/^[0-9A-Za-z]{16}$/);

    const trial = findAccount('trial0002')!;
    expect(balanceOf(trial)).toBe(2_000_000);
    expect(ledgerOf(trial)).toHaveLength(1);
    setToken(data!.token);
    expect(await getMemberInfo()).toMatchObject({ account: 'trial0002', type: 4 });
  });

  test('the gateway refuses free play without a valid Encryption header', async () => {
    const response = await fetch(`${location.origin}/wps/session/login/freeplay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Gateway-Version': '3', Encryption: 'abcd' },
      body: JSON.stringify({ os: 'Windows', platform: 'W' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'request_decrypt_failed' });
  });

  test('is #543 when FREEPLAY3 is off', async () => {
    setScenario('off-FREEPLAY3');
    const { error } = await runMutation(useFreePlayLogin, { os: 'Windows' });
    expect(error).toMatchObject({ kind: 'business', errorCode: '543', message: 'function.not.available' });
  });
});

describe('useLogout', () => {
  test('ends the session: the same token then answers 401 login.not.session, and cached member data is dropped', async () => {
    setScenario('member');
    const rendered = renderQueryHook(useLogout);
    await rendered.client.fetchQuery(memberInfoQuery());
    act(() => rendered.result.current.mutate());
    await waitFor(() => expect(rendered.result.current.isSuccess).toBe(true));
    expect(rendered.client.getQueryData(memberInfoQuery().queryKey)).toBeUndefined();
    expect(await failureOf(getMemberInfo())).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
  });

  test('the mobile build’s POST logout is accepted too; without a session it is 401', async () => {
    setScenario('agent');
    const post = await fetch(`${location.origin}/wps/session/logout`, {
      method: 'POST',
      headers: { Authorization: 'fake-session-agent01' },
    });
    expect(await post.json()).toEqual({ success: true, value: null });
    setScenario('visitor');
    const { error } = await runMutation(useLogout, undefined);
    expect(error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('lenient reading: the token alone is a login', () => {
  test('a login answer with only the token; a verification demand without methods', () => {
    expect(loginResultSchema.parse({ token: 'abc' })).toEqual({ token: 'abc', firstTimeLogin: false, passwordExpired: false });
    expect(() => loginResultSchema.parse({})).toThrow();
    expect(loginVerifyRequiredSchema.parse({})).toEqual({ methods: [] });
  });
});
