import type { UseMutationResult } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { decryptRequest } from '../../mocks/crypto/decrypt.ts';
import { platformKeys } from '../../mocks/crypto/platform-keys.ts';
import { findAccount, rankOf } from '../../mocks/db/accounts.ts';
import { FAKE_SMS_CODE, issueCaptcha, issueSmsCode } from '../../mocks/db/verification.ts';
import { balanceOf, ledgerOf } from '../../mocks/db/wallets.ts';
import { server } from '../../mocks/node.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { ApiError } from './errors.ts';
import { memberInfoSchema, playerAvatarSchema, type RegisterInput } from './member.contract.ts';
import {
  checkAffiliate,
  getMemberInfo,
  register,
  useAffiliateCheck,
  useChangePassword,
  useForgotPasswordByEmail,
  useMemberIcon,
  useMemberInfo,
  usePlayerAvatar,
  useRegister,
  useRegisterMobile,
  useResetPasswordByPhone,
  useUpdateLanguage,
} from './member.ts';
import { login } from './session.ts';

afterEach(() => server.events.removeAllListeners());

async function runMutation<TData, TVars>(hook: () => UseMutationResult<TData, ApiError, TVars>, variables: TVars) {
  const rendered = renderQueryHook(hook);
  act(() => rendered.result.current.mutate(variables));
  await waitFor(() => expect(rendered.result.current.isSuccess || rendered.result.current.isError).toBe(true));
  return rendered.result.current;
}

async function runQuery<T>(hook: () => { isSuccess: boolean; isError: boolean; data: T | undefined; error: ApiError | null }) {
  const { result } = renderQueryHook(hook);
  await waitFor(() => expect(result.current.isSuccess || result.current.isError).toBe(true));
  return result.current;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function captureRequests(path: string): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request.clone());
  });
  return seen;
}

const newMember = (input: Partial<RegisterInput> = {}): RegisterInput => ({
  username: 'lanvy88',
  password: 'Lotus2026',
  confirmPassword: 'Lotus2026',
  ...input,
});

const loginAs = (username: string, password: string) => login({ username, password, type: 'username' });

describe('useMemberInfo', () => {
  test('answers the signed-in member with club label, labels and a masked mobile', async () => {
    setScenario('member');
    const account = findAccount('member01')!;
    const { data } = await runQuery(() => useMemberInfo());
    expect(data).toEqual({
      id: account.id,
      account: 'member01',
      nickname: 'Emon',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'VIP1', color: rankOf(1).color, color2: rankOf(1).color2, rankLevel: 1 },
      memberLabel: [],
      regDate: account.regDate,
      mobile: `${account.mobile.slice(0, -4)}****`,
      language: 'EN',
      payee: account.fullName,
      mobileVerified: true,
      countryDialingCode: '84',
      email: 'me******@example.test',
      isEmailVerification: true,
      bindGA: false,
      lastLogin: account.lastLoginDate,
      lastLoginIp: '203.0.113.7',
    });
  });

  test('agents answer their agent type and label; trial accounts type 4', async () => {
    setScenario('agent');
    const agent = await getMemberInfo();
    expect(agent).toMatchObject({ account: 'agent01', type: 1, memberLabel: [{ labelName: 'Agent' }] });
    setScenario('trial');
    expect(await getMemberInfo()).toMatchObject({ account: 'trial0001', type: 4 });
  });

  test('is 401 login.not.session for a visitor, and does not run while disabled', async () => {
    const { error } = await runQuery(() => useMemberInfo());
    expect(error).toMatchObject({ kind: 'session-expired', status: 401, errorCode: 'login.not.session' });
    const seen = captureRequests('/wps/member/info');
    const { result } = renderQueryHook(() => useMemberInfo({ enabled: false }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen).toHaveLength(0);
  });
});

describe('useMemberIcon and usePlayerAvatar', () => {
  test('the icon is an SVG picture of the member', async () => {
    setScenario('vip');
    const { data } = await runQuery(() => useMemberIcon());
    expect(data!.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(data!.icon!)).toContain('>GL</text>');
  });

  test('the icon is #543 when PROFPIC3 is off and 401 for a visitor', async () => {
    setScenario('member', { modulesOff: ['PROFPIC3'] });
    expect((await runQuery(() => useMemberIcon())).error).toMatchObject({ errorCode: '543' });
    setScenario('visitor');
    expect((await runQuery(() => useMemberIcon())).error).toMatchObject({ kind: 'session-expired' });
  });

  test('the avatar is a stock picture id', async () => {
    setScenario('member');
    const { data } = await runQuery(() => usePlayerAvatar());
    expect(data).toEqual({ avatar: findAccount('member01')!.avatar, avatarType: 'STATIC' });
    setScenario('visitor');
    expect((await runQuery(() => usePlayerAvatar())).error).toMatchObject({ status: 401 });
  });
});

describe('useRegister', () => {
  test('register, then log in with the new account and read its member info and bonus', async () => {
    const seen = captureRequests('/wps/member/register');
    const { data, error } = await runMutation(useRegister, newMember({ email: 'lan.vy@example.test', payeeName: 'Tran Lan Vy' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ userName: 'lanvy88', firstTimeLogin: true, passwordExpired: false, customerType: 0 });
    expect(data!.token).toMatch(/^tok-/);

    const request = seen[0]!;
    expect(request.method).toBe('PUT');
    expect(request.headers.get('ModuleId')).toBe('REG3');
    const decrypted = decryptRequest({ body: await request.json(), headers: request.headers }, platformKeys);
    expect(decrypted).toMatchObject({
      ok: true,
      payload: { username: 'lanvy88', login: true, registerMethod: 'WEB', email: 'lan.vy@example.test' },
    });

    const session = await loginAs('lanvy88', 'Lotus2026');
    expect(session).toMatchObject({ userName: 'lanvy88', firstTimeLogin: false });
    setToken(session.token);
    expect(await getMemberInfo()).toMatchObject({ account: 'lanvy88', type: 0, toUpline: false, clubLabel: { labelName: 'VIP0' } });

    const account = findAccount('lanvy88')!;
    expect(account.fullName).toBe('Tran Lan Vy');
    expect(balanceOf(account)).toBe(1_000);
    expect(ledgerOf(account).map((entry) => entry.remark)).toEqual(['Registration bonus']);
  });

  test('a taken username and bad formats are refused', async () => {
    expect((await runMutation(useRegister, newMember({ username: 'member01' }))).error).toMatchObject({
      kind: 'business',
      message: 'The username already exists',
    });
    expect(await failureOf(register(newMember({ username: '9lives' })))).toMatchObject({ errorCode: 'register.username.error' });
    expect(await failureOf(register(newMember({ password: 'abc', confirmPassword: 'abc' })))).toMatchObject({
      errorCode: 'password.format.error',
    });
    expect(await failureOf(register(newMember({ confirmPassword: 'Lotus2027' })))).toMatchObject({ errorCode: 'password.confirm.error' });
    expect(await failureOf(register(newMember({ email: 'not-an-email' })))).toMatchObject({ errorCode: 'register.email.error' });
    expect(findAccount('lanvy88')).toBeUndefined();
  });

  test('a sent captcha must be right', async () => {
    issueCaptcha();
    expect(await failureOf(register(newMember({ captcha: '0000x' })))).toMatchObject({ errorCode: 'captcha.error' });
    const { code } = issueCaptcha();
    expect(await register(newMember({ captcha: code }))).toMatchObject({ userName: 'lanvy88' });
  });

  test('a valid affiliate code records the agent as upline; an invalid one is refused', async () => {
    const agent = findAccount('agent01')!;
    expect(await failureOf(register(newMember({ affiliateCode: 'zzzzzzz' })))).toMatchObject({ errorCode: 'affiliate.code.invalid' });
    const session = await register(newMember({ affiliateCode: agent.referralCode }));
    expect(findAccount('lanvy88')!.upline).toBe('agent01');
    setToken(session.token);
    expect(await getMemberInfo()).toMatchObject({ toUpline: true });
  });

  test('a referral code from the URL sets the upline when valid and is ignored when not', async () => {
    await register(newMember({ referralCode: findAccount('agent02')!.referralCode }));
    expect(findAccount('lanvy88')!.upline).toBe('agent02');
    await register(newMember({ username: 'minhkhoa9', referralCode: 'stale00' }));
    expect(findAccount('minhkhoa9')!.upline).toBeUndefined();
  });

  test('with a mobile number the SMS code is checked (REGMOBVERF3), and not when that switch is off', async () => {
    const mobile = '0981234567';
    expect(await failureOf(register(newMember({ mobileNum: mobile, countryDialingCode: '84', verificationCode: '111111' })))).toMatchObject(
      { errorCode: 'sms.code.invalid' },
    );
    issueSmsCode('register', '84', mobile);
    await register(newMember({ mobileNum: mobile, countryDialingCode: '84', verificationCode: FAKE_SMS_CODE }));
    expect(findAccount('lanvy88')!.mobile).toBe(mobile);

    setScenario('off-REGMOBVERF3');
    expect(await register(newMember({ mobileNum: mobile, countryDialingCode: '84' }))).toMatchObject({ userName: 'lanvy88' });
  });

  test('is #543 when DIRECTREG3 or USERNAMEREG3 is off', async () => {
    setScenario('off-DIRECTREG3');
    expect((await runMutation(useRegister, newMember())).error).toMatchObject({ errorCode: '543' });
    setScenario('off-USERNAMEREG3');
    expect(await failureOf(register(newMember()))).toMatchObject({ errorCode: '543' });
  });
});

describe('useRegisterMobile', () => {
  const mobile = '0977001122';

  test('the account is the mobile number; it can then log in by SMS', async () => {
    issueSmsCode('register', '84', mobile);
    const seen = captureRequests('/wps/member/register/mobile');
    const { data, error } = await runMutation(useRegisterMobile, {
      mobileNum: mobile,
      countryDialingCode: '84',
      verificationCode: FAKE_SMS_CODE,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ userName: mobile, firstTimeLogin: true });
    expect(seen[0]!.headers.get('ModuleId')).toBe('MOBILENUMREG3');
    expect(balanceOf(findAccount(mobile)!)).toBe(1_000);

    issueSmsCode('login', '84', mobile);
    expect(await login({ username: mobile, password: FAKE_SMS_CODE, type: 'sms' })).toMatchObject({ userName: mobile });
  });

  test('refuses a wrong code and a registered mobile; #543 when MOBILENUMREG3 is off', async () => {
    expect((await runMutation(useRegisterMobile, { mobileNum: mobile, verificationCode: '123456' })).error).toMatchObject({
      errorCode: 'sms.code.invalid',
    });
    const taken = findAccount('member01')!.mobile;
    expect((await runMutation(useRegisterMobile, { mobileNum: taken, verificationCode: FAKE_SMS_CODE })).error).toMatchObject({
      errorCode: 'MOBILE_EXIST',
    });
    setScenario('off-MOBILENUMREG3');
    expect((await runMutation(useRegisterMobile, { mobileNum: mobile, verificationCode: FAKE_SMS_CODE })).error).toMatchObject({
      errorCode: '543',
    });
  });
});

describe('useChangePassword', () => {
  test('after a change only the new password logs in', async () => {
    setScenario('member');
    const { error } = await runMutation(useChangePassword, {
      oldPassword: 'Abc12345',
      newPassword: 'Newpass99',
      confirmNewPassword: 'Newpass99',
    });
    expect(error).toBeNull();
    expect(await failureOf(loginAs('member01', 'Abc12345'))).toMatchObject({ errorCode: 'login.password.error' });
    const { code } = issueCaptcha();
    expect(await login({ username: 'member01', password: 'Newpass99', captcha: code, type: 'username' })).toMatchObject({
      userName: 'member01',
    });
  });

  test('clears the password-expired flag', async () => {
    setScenario('password-expired');
    const session = await loginAs('member01', 'Abc12345');
    expect(session.passwordExpired).toBe(true);
    setToken(session.token);
    await runMutation(useChangePassword, { oldPassword: 'Abc12345', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' });
    expect(await loginAs('member01', 'Fresh2026')).toMatchObject({ passwordExpired: false });
  });

  test('refuses a wrong old password, a bad new one, a mismatch, and a visitor', async () => {
    setScenario('member');
    const change = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
      runMutation(useChangePassword, { oldPassword, newPassword, confirmNewPassword });
    expect((await change('Abc99999', 'Newpass99')).error).toMatchObject({ errorCode: 'password.old.error' });
    expect((await change('Abc12345', 'short')).error).toMatchObject({ errorCode: 'password.format.error' });
    expect((await change('Abc12345', 'Newpass99', 'Newpass98')).error).toMatchObject({ errorCode: 'password.confirm.error' });
    setScenario('visitor');
    expect((await change('Abc12345', 'Newpass99')).error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('useForgotPasswordByEmail', () => {
  test('sends a form-encoded username and email that must match an account', async () => {
    const seen = captureRequests('/wps/member/password/email');
    const ok = await runMutation(useForgotPasswordByEmail, { username: 'member01', email: 'member01@example.test' });
    expect(ok.isSuccess).toBe(true);
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(await seen[0]!.text()).toBe('username=member01&email=member01%40example.test');

    const wrong = await runMutation(useForgotPasswordByEmail, { username: 'member01', email: 'member02@example.test' });
    expect(wrong.error).toMatchObject({ kind: 'business', message: 'user name or mail does not exist' });
  });
});

describe('useResetPasswordByPhone', () => {
  test('a reset with the SMS code sets the password; login then works with username = mobile', async () => {
    const mobile = findAccount('member01')!.mobile;
    issueSmsCode('reset', '84', mobile);
    const { error } = await runMutation(useResetPasswordByPhone, {
      mobileNum: mobile,
      countryDialingCode: '84',
      verificationCode: FAKE_SMS_CODE,
      newPassword: 'Phone2026',
    });
    expect(error).toBeNull();
    expect(await loginAs(mobile, 'Phone2026')).toMatchObject({ userName: 'member01' });
  });

  test('refuses a wrong code and an unknown mobile; #543 when CHNGPASSVERIF3 is off', async () => {
    const mobile = findAccount('member01')!.mobile;
    expect(
      (await runMutation(useResetPasswordByPhone, { mobileNum: mobile, verificationCode: '000000', newPassword: 'Phone2026' })).error,
    ).toMatchObject({ errorCode: 'sms.code.invalid' });
    expect(
      (await runMutation(useResetPasswordByPhone, { mobileNum: '0900000001', verificationCode: FAKE_SMS_CODE, newPassword: 'Phone2026' }))
        .error,
    ).toMatchObject({ errorCode: 'USER_NOT_EXIST' });
    setScenario('off-CHNGPASSVERIF3');
    expect(
      (await runMutation(useResetPasswordByPhone, { mobileNum: mobile, verificationCode: FAKE_SMS_CODE, newPassword: 'Phone2026' })).error,
    ).toMatchObject({ errorCode: '543' });
  });
});

describe('useAffiliateCheck', () => {
  test('an agent’s referral code is valid; anything else is false, not an error', async () => {
    const code = findAccount('agent41')!.referralCode;
    expect((await runQuery(() => useAffiliateCheck({ code, domain: 'viva.example.test' }))).data).toBe(true);
    expect((await runQuery(() => useAffiliateCheck({ code: 'nocode1', domain: 'viva.example.test' }))).data).toBe(false);
    // A member's own code is not an affiliate code.
    expect(await checkAffiliate({ code: findAccount('member01')!.referralCode, domain: '' })).toBe(false);
  });

  test('waits for a code, and #543 (AFFMAN3 off) is an error rather than false', async () => {
    const seen = captureRequests('/wps/agent/affiliate');
    const { result } = renderQueryHook(() => useAffiliateCheck({ code: '  ', domain: 'viva.example.test' }));
    expect(result.current.fetchStatus).toBe('idle');
    expect(seen).toHaveLength(0);
    setScenario('visitor', { modulesOff: ['AFFMAN3'] });
    expect((await runQuery(() => useAffiliateCheck({ code: 'abc1234', domain: 'viva.example.test' }))).error).toMatchObject({
      errorCode: '543',
    });
  });
});

describe('useUpdateLanguage', () => {
  test('the stored language shows in the next member info', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ info: useMemberInfo(), update: useUpdateLanguage() }));
    await waitFor(() => expect(result.current.info.data?.language).toBe('EN'));
    act(() => result.current.update.mutate({ language: 'VI' }));
    await waitFor(() => expect(result.current.info.data?.language).toBe('VI'));
  });

  test('refuses an unknown language and a visitor; POST is accepted too', async () => {
    setScenario('member');
    expect((await runMutation(useUpdateLanguage, { language: 'XX' })).error).toMatchObject({ errorCode: 'request_param_err' });
    const response = await fetch(`${location.origin}/wps/member/language`, {
      method: 'POST',
      headers: { Authorization: 'fake-session-member01', 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'TH' }),
    });
    expect(await response.json()).toEqual({ success: true, value: null });
    expect(await getMemberInfo()).toMatchObject({ language: 'TH' });
    setScenario('visitor');
    expect((await runMutation(useUpdateLanguage, { language: 'VI' })).error).toMatchObject({ status: 401 });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('member info as captured live (no id, no type)', () => {
    const body = {
      account: '01336710020',
      nickname: 'Emon',
      clubLabel: { labelName: 'VIP0' },
      regDate: 1790855866000,
      mobile: '0133671****',
    };
    expect(memberInfoSchema.parse(body)).toEqual({
      ...body,
      clubLabel: { labelName: 'VIP0', rankLevel: 0 },
      toUpline: false,
      memberLabel: [],
      mobileVerified: false,
      isEmailVerification: false,
      bindGA: false,
    });
  });

  test('a spec-only member label without a name is an empty label; the avatar as captured', () => {
    expect(memberInfoSchema.parse({ account: 'a', regDate: 1, memberLabel: [{ color: '#fff' }] }).memberLabel).toEqual([
      { labelName: '', color: '#fff' },
    ]);
    expect(playerAvatarSchema.parse({ avatar: '0', avatarType: 'STATIC' })).toEqual({ avatar: '0', avatarType: 'STATIC' });
  });
});
