import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { findAccount, issueToken } from '../../mocks/db/accounts.ts';
import { FAKE_SMS_CODE } from '../../mocks/db/verification.ts';
import { post } from '../../mocks/db/wallets.ts';
import { server } from '../../mocks/node.ts';
import { setScenario, setToken } from '../../tests/support/scenario.ts';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { api } from './client.ts';
import {
  isAdult,
  parseIsoDate,
  playerRankSchema,
  profileUpdateSchema,
  progressRatio,
  rankSchema,
  referralLinkOf,
  customerFieldsSchema,
  profileOf,
  referralSchema,
  securityCenterOf,
  securityConfigSchema,
  type ProfileUpdate,
} from './player.contract.ts';
import {
  updateProfile,
  useBindEmail,
  useBindMobile,
  useChangePaymentPassword,
  usePlayerRank,
  useProfile,
  useReferral,
  useSecurityCenter,
  useSetPaymentPassword,
  useUpdateProfile,
} from './player.ts';
import { useSendMemberSms } from './verification.ts';

/** The first call after a scenario change seeds the wallet ledger, which takes a while under load. */
const SEEDING = { timeout: 5_000 };
const member01 = () => findAccount('member01')!;

async function rejection(run: () => Promise<unknown>): Promise<unknown> {
  let error: unknown;
  await act(async () => {
    error = await run().then(
      () => new Error('expected a failure'),
      (thrown: unknown) => thrown,
    );
  });
  return error;
}

describe('player rank progress', () => {
  test('the current rank, the next one, progress toward it and the rank table', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePlayerRank());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const rank = result.current.data!;
    expect(rank).toMatchObject({ playerRankName: 'VIP1', rankLevel: 1, color2: '#15803d', nextRankName: 'VIP2', nextRankLevel: 2 });
    expect(rank.totalTurnover.expected).toBe(6_000_000);
    expect(rank.totalDeposit!.expected).toBe(2_500_000);
    expect(rank.totalTurnover.actual).toBeGreaterThan(0);
    expect(rank.monthlyTurnover.actual).toBeLessThanOrEqual(rank.totalTurnover.actual);
    expect(rank.ranks.map((r) => r.rankName)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6', 'VIP7', 'VIP8']);
    expect(rank.ranks[4]!.benefits.vipService).toBe(false);
    expect(rank.ranks[5]).toMatchObject({
      depositRequired: 10_000_000,
      turnoverRequired: 18_000_000,
      benefits: { vipService: true, upgradeBonus: 888_000, rebateRate: 0.8 },
    });
  });

  test('a new deposit moves the deposit progress', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => usePlayerRank());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    const before = result.current.data!.totalDeposit!.actual;
    post(member01(), { amount: 1_000_000, kind: 'deposit', remark: 'Bank transfer' });
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data!.totalDeposit!.actual).toBe(before + 1_000_000));
  });

  test('progressRatio is clamped and full when there is no next rank', () => {
    expect(progressRatio({ actual: 745.5, expected: 1_000 })).toBeCloseTo(0.7455);
    expect(progressRatio({ actual: 2_000, expected: 1_000 })).toBe(1);
    expect(progressRatio({ actual: 10, expected: null })).toBe(1);
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => usePlayerRank());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});

describe('referral (invite friends)', () => {
  test('the code, the link, invitees with masked names, counts, commission and rules', async () => {
    setScenario('member');
    let autoGenerate: string | null = null;
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/relay/MCSFE_getReferralDetails') autoGenerate = url.searchParams.get('autoGenerate');
    };
    server.events.on('request:start', listener);
    const { result } = renderQueryHook(() => useReferral());
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SEEDING);
    server.events.removeListener('request:start', listener);
    expect(autoGenerate).toBe('true');

    const referral = result.current.data!;
    const code = member01().referralCode;
    expect(referral.referralCode).toBe(code);
    expect(referral.referralLink).toBe(`https://viva.example.test/register?referralCode=${code}`);
    expect(referral.promotionDomains[0]).toBe('https://viva.example.test');
    expect(referral.totalInvitations).toBe(referral.invitees.length);
    expect(referral.totalInvitations).toBeGreaterThan(0);
    expect(referral.qualifiedInvitations).toBe(referral.invitees.filter((invitee) => invitee.qualified).length);
    const commission = referral.invitees.reduce((sum, invitee) => sum + invitee.commission, 0);
    expect(referral.totalCommission).toBe(commission);
    expect(referral.qualification).toEqual({ minDeposit: 200_000, minValidBet: 1_000_000 });
    expect(
      referral.invitees.every((invitee) => [invitee.totalDeposit, invitee.validBet, invitee.commission].every(Number.isSafeInteger)),
    ).toBe(true);
    for (const invitee of referral.invitees) {
      expect(invitee.account).toMatch(/^[a-z]{1,3}\*\*\*\w{1,2}$/);
      if (!invitee.qualified) expect(invitee.commission).toBe(0);
    }
    const times = referral.invitees.map((invitee) => invitee.registerTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(referral.rules.EN!.length).toBeGreaterThan(0);
    expect(referral.rules.VI!.length).toBe(referral.rules.EN!.length);
    expect(referral.rules.EN!.join(' ')).toContain('at least 200,000 VND and placing 1,000,000 VND in valid bets');
    expect(referral.rules.VI!.join(' ')).toContain('nạp tối thiểu 200.000 VND và có 1.000.000 VND cược hợp lệ');
  });

  test('the link helper trims trailing slashes and encodes the code', () => {
    expect(referralLinkOf('https://viva.example.test//', 'awa 6684')).toBe('https://viva.example.test/register?referralCode=awa%206684');
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => useReferral());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('profile', () => {
  test('nickname, full name, birthday and Telegram, with masked contacts and what may still be edited', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useProfile());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const account = member01();
    expect(result.current.data).toEqual({
      account: 'member01',
      nickname: 'Emon',
      fullName: account.fullName,
      birthday: '',
      telegram: '',
      mobile: `${account.mobile.slice(0, -4)}****`,
      email: 'me******@example.test',
      regDate: account.regDate,
      nicknameEditable: true,
      fullNameEditable: false,
      birthdayEditable: true,
      telegramEditable: true,
    });
  });

  test('read from the member info and the customer fields: either failing fails the profile (the page offers Retry)', async () => {
    setScenario('member');
    server.use(
      http.get('*/wps/relay/MCSFE_getPlayerCustomerFields', () => HttpResponse.json({ success: false, errorCode: '727' }, { status: 500 })),
    );
    const { result } = renderQueryHook(() => useProfile());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'http', status: 500 });
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => useProfile());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('profile update', () => {
  test('saves the fields, shows them in the profile and in member info (nickname)', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ profile: useProfile(), update: useUpdateProfile() }));
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    let saved: unknown;
    await act(async () => {
      saved = await result.current.update.mutateAsync({ nickname: '  Lucky Emon ', birthday: '1990-05-17', telegram: 'emon_vn' });
    });
    expect(saved).toMatchObject({ nickname: 'Lucky Emon', birthday: '1990-05-17', telegram: '@emon_vn', birthdayEditable: false });
    // The page shows it once the hook renders the cache's answer (notifications are batched past the act).
    await waitFor(() => expect(result.current.profile.data).toMatchObject({ nickname: 'Lucky Emon', birthday: '1990-05-17' }));
    expect(member01().nickname).toBe('Lucky Emon');
    const info = await api.request({ method: 'GET', path: '/wps/member/info', schema: z.object({ nickname: z.string() }) });
    expect(info.nickname).toBe('Lucky Emon');
  });

  test.each<[string, ProfileUpdate, string, string]>([
    ['a one-character nickname', { nickname: 'A' }, 'nickname.invalid', 'Nickname must be 2-20 characters'],
    ['a 21-character nickname', { nickname: 'N'.repeat(21) }, 'nickname.invalid', 'Nickname must be 2-20 characters'],
    ['a birthday that is not a date', { birthday: '1990-02-30' }, 'birthday.invalid', 'Birthday must be a date in the form yyyy-MM-dd'],
    ['a birthday in the future', { birthday: '2999-01-01' }, 'birthday.invalid', 'Birthday must be in the past'],
    ['a member under 18', { birthday: '2015-06-01' }, 'birthday.invalid', 'You must be at least 18 years old'],
    [
      'a Telegram name with spaces',
      { telegram: 'emon vn' },
      'telegram.invalid',
      'Telegram must be a username of 5-32 letters, digits or underscores',
    ],
  ])('refuses %s', async (_, input, errorCode, message) => {
    setScenario('member');
    const { result } = renderQueryHook(() => useUpdateProfile());
    expect(await rejection(() => result.current.mutateAsync(input))).toMatchObject({ kind: 'business', errorCode, message });
    expect(member01().nickname).toBe('Emon');
  });

  test('nothing to update sends nothing and answers the profile as it is', async () => {
    setScenario('member');
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', listener);
    await expect(updateProfile({})).resolves.toMatchObject({ account: 'member01', nickname: 'Emon' });
    server.events.removeListener('request:start', listener);
    expect(sent.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  test('each field goes to its own call: the nickname, the payee, the identity fields, the social fields', async () => {
    setScenario('member');
    member01().fullName = '';
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST') sent.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listener);
    await updateProfile({ nickname: 'Lucky Emon', fullName: 'Tran Van Nam', birthday: '1990-05-17', telegram: 'emon_vn' });
    server.events.removeListener('request:start', listener);
    expect(sent).toEqual([
      '/wps/member/info/nickname',
      '/wps/member/info/payeename',
      '/wps/relay/MCSFE_updateIdTypeAndKycFields',
      '/wps/relay/MCSFE_updateSocialTypeFields',
    ]);
    expect(member01()).toMatchObject({ nickname: 'Lucky Emon', fullName: 'Tran Van Nam', birthday: '1990-05-17', telegram: '@emon_vn' });
  });

  test('the full name and the birthday lock once set', async () => {
    setScenario('member');
    await expect(updateProfile({ fullName: 'Tran Van Nam' })).rejects.toMatchObject({ errorCode: 'fullName.locked' });
    await updateProfile({ birthday: '1991-01-31' });
    await expect(updateProfile({ birthday: '1992-01-31' })).rejects.toMatchObject({ errorCode: 'birthday.locked' });
    // Sending the same value again is not a change.
    await expect(updateProfile({ birthday: '1991-01-31', nickname: 'Emon' })).resolves.toMatchObject({ birthday: '1991-01-31' });
  });

  test('the nickname and Telegram lock once the player sets them', async () => {
    setScenario('member');
    await expect(updateProfile({ nickname: 'Lucky Emon', telegram: 'emon_vn' })).resolves.toMatchObject({
      nicknameEditable: false,
      telegramEditable: false,
    });
    await expect(updateProfile({ nickname: 'Other' })).rejects.toMatchObject({ errorCode: 'nickname.locked' });
    await expect(updateProfile({ telegram: 'other_vn' })).rejects.toMatchObject({ errorCode: 'telegram.locked' });
    await expect(updateProfile({ nickname: 'Lucky Emon', telegram: 'emon_vn' })).resolves.toMatchObject({ telegram: '@emon_vn' });
  });

  test('a member without a real name may set one (letters and spaces, no diacritics)', async () => {
    setScenario('member');
    member01().fullName = '';
    await expect(updateProfile({ fullName: 'Trần Văn Nam' })).rejects.toMatchObject({ errorCode: 'fullName.invalid' });
    await expect(updateProfile({ fullName: ' Tran Van Nam ' })).resolves.toMatchObject({
      fullName: 'Tran Van Nam',
      fullNameEditable: false,
    });
  });

  test('the birthday rules count an 18th birthday as adult and reject impossible dates', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(isAdult('2008-11-22', now)).toBe(true);
    expect(isAdult('2008-11-23', now)).toBe(false);
    expect(parseIsoDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(parseIsoDate('17-05-1990')).toBeUndefined();
    expect(profileUpdateSchema(now).safeParse({ birthday: '2008-11-22' }).success).toBe(true);
  });
});

describe('security centre', () => {
  test('bindings masked, payment password set, last login, and the level they add up to', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => useSecurityCenter());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const account = member01();
    expect(result.current.data).toEqual({
      account: 'member01',
      mobileBound: true,
      mobile: `${account.mobile.slice(0, -4)}****`,
      countryDialingCode: '84',
      emailBound: true,
      email: 'me******@example.test',
      paymentPasswordSet: true,
      realNameSet: true,
      lastLoginTime: account.lastLoginDate,
      lastLoginIp: '203.0.113.7',
      securityLevel: 'HIGH',
      progress: 100,
    });
  });

  test('an unbound email and no payment password lower the level', async () => {
    setScenario('member');
    Object.assign(member01(), { email: '', paymentPassword: '' });
    const { result } = renderQueryHook(() => useSecurityCenter());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // Four of the six items the platform counts: 66%.
    expect(result.current.data).toMatchObject({
      emailBound: false,
      email: null,
      paymentPasswordSet: false,
      securityLevel: 'MEDIUM',
      progress: 66,
    });
  });

  test('a visitor is told the session is gone', async () => {
    const { result } = renderQueryHook(() => useSecurityCenter());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'session-expired' });
  });
});

describe('lenient reading: the confirmed fields alone parse, the rest take their defaults', () => {
  test('the rank progress as captured live: no rank level (0), no ranks', () => {
    const body = {
      playerRankName: 'VIP0',
      monthlyTurnover: { actual: 745.5, expected: 1000 },
      totalTurnover: { actual: 745.5, expected: 1000 },
    };
    expect(playerRankSchema.parse(body)).toEqual({ ...body, rankLevel: 0, ranks: [] });
  });

  test('a rank with only its level and name: benefits of nothing, requirements unknown', () => {
    expect(rankSchema.parse({ rankLevel: 1, rankName: 'VIP1' })).toEqual({
      rankLevel: 1,
      rankName: 'VIP1',
      color: '',
      color2: '',
      benefits: { upgradeBonus: 0, monthlyBonus: 0, birthdayBonus: 0, rebateRate: 0, vipService: false },
    });
  });

  test('the referral as captured live', () => {
    expect(referralSchema.parse({ referralCode: 'awa6684', totalInvitations: 0 })).toEqual({
      referralCode: 'awa6684',
      totalInvitations: 0,
      promotionDomains: [],
      qualifiedInvitations: 0,
      totalCommission: 0,
      invitees: [],
      rules: {},
    });
    expect(referralSchema.parse({ referralCode: 'x', totalInvitations: 1, qualification: { minDeposit: 100 } }).qualification).toBeNull();
  });
});

describe('security bindings', () => {
  /** member04 has nothing bound: no mobile, email, payment password or card. */
  function bareMember() {
    setScenario('member');
    setToken(issueToken(findAccount('member04')!));
  }

  test('binding a mobile with its SMS code updates the security centre; a wrong code is refused and the number stays free', async () => {
    bareMember();
    const { result } = renderQueryHook(() => ({ summary: useSecurityCenter(), send: useSendMemberSms(), bind: useBindMobile() }));
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true), SEEDING);
    expect(result.current.summary.data).toMatchObject({ mobileBound: false, emailBound: false, paymentPasswordSet: false });
    await act(() => result.current.send.mutateAsync({ operation: 'updatePhone', countryDialingCode: '84', mobileNum: '0912000444' }));
    const wrong = await rejection(() =>
      result.current.bind.mutateAsync({ countryDialingCode: '84', mobileNum: '0912000444', verificationCode: '000000' }),
    );
    expect(wrong).toMatchObject({ kind: 'business', errorCode: 'sms.code.invalid' });
    expect(findAccount('member04')!.mobile).toBe('');
    await act(() =>
      result.current.bind.mutateAsync({ countryDialingCode: '84', mobileNum: '0912000444', verificationCode: FAKE_SMS_CODE }),
    );
    await waitFor(() => expect(result.current.summary.data).toMatchObject({ mobileBound: true, mobile: expect.stringContaining('*') }));
    const again = await rejection(() =>
      result.current.send.mutateAsync({ operation: 'updatePhone', countryDialingCode: '84', mobileNum: '0912000555' }),
    );
    expect(again).toMatchObject({ kind: 'business', errorCode: 'mobile.already.bound' });
  });

  test('binding an email: a bad address is refused under its field, a good one shows masked', async () => {
    bareMember();
    const { result } = renderQueryHook(() => ({ summary: useSecurityCenter(), bind: useBindEmail() }));
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true), SEEDING);
    const bad = await rejection(() => result.current.bind.mutateAsync({ email: 'not-an-email' }));
    expect(bad).toMatchObject({ kind: 'business', errorCode: 'email.invalid' });
    const taken = await rejection(() => result.current.bind.mutateAsync({ email: 'member01@example.test' }));
    expect(taken).toMatchObject({ kind: 'business', errorCode: 'email.taken' });
    await act(() => result.current.bind.mutateAsync({ email: 'lan.nguyen@example.test' }));
    await waitFor(() => expect(result.current.summary.data).toMatchObject({ emailBound: true }));
    expect(result.current.summary.data!.email).not.toBe('lan.nguyen@example.test');
  });

  test('the payment password: set with the login password, then changed with the old one', async () => {
    bareMember();
    const { result } = renderQueryHook(() => ({
      summary: useSecurityCenter(),
      set: useSetPaymentPassword(),
      change: useChangePaymentPassword(),
    }));
    await waitFor(() => expect(result.current.summary.isSuccess).toBe(true), SEEDING);
    const wrongLogin = await rejection(() => result.current.set.mutateAsync({ loginPassword: 'nope', paymentPassword: 'Pay65432' }));
    expect(wrongLogin).toMatchObject({ kind: 'business', errorCode: 'login.password.incorrect' });
    // The rule the registration rules announce (6-12 letters or digits, one capital), not a fixed 6 digits.
    for (const paymentPassword of ['12ab', '654321', 'Pay1234567890']) {
      const badFormat = await rejection(() => result.current.set.mutateAsync({ loginPassword: 'Abc12345', paymentPassword }));
      expect(badFormat).toMatchObject({ kind: 'business', errorCode: 'paymentPassword.invalid' });
    }
    await act(() => result.current.set.mutateAsync({ loginPassword: 'Abc12345', paymentPassword: 'Pay65432' }));
    await waitFor(() => expect(result.current.summary.data!.paymentPasswordSet).toBe(true));
    const twice = await rejection(() => result.current.set.mutateAsync({ loginPassword: 'Abc12345', paymentPassword: 'Pay11111' }));
    expect(twice).toMatchObject({ kind: 'business', errorCode: 'payment.password.already.set' });
    const wrongOld = await rejection(() =>
      result.current.change.mutateAsync({ oldPaymentPassword: '000000', paymentPassword: 'Pay22222' }),
    );
    expect(wrongOld).toMatchObject({ kind: 'business', errorCode: 'invalid.payment.pw' });
    await act(() => result.current.change.mutateAsync({ oldPaymentPassword: 'Pay65432', paymentPassword: 'Pay22222' }));
    expect(findAccount('member04')!.paymentPassword).toBe('Pay22222');
  });
});

describe('the security config and the customer fields as the platform sends them', () => {
  const info = {
    account: 'member01',
    regDate: 1_790_855_866_000,
    toUpline: false,
    memberLabel: [],
    mobileVerified: false,
    isEmailVerification: false,
    bindGA: false,
  };

  test('a config with its items and progress: bound from isComplete, the level from the progress', () => {
    const config = securityConfigSchema.parse({
      info: {
        loginPassword: { enabled: true, isComplete: true },
        paymentPassword: { enabled: true, isComplete: 'Y' },
        mobileVerified: { enabled: true, isComplete: true },
        email: { enabled: true, isComplete: false },
        idVerification: { enabled: false, isComplete: false, status: 'N' },
        bindGA: 'not an item',
      },
      completeProgress: 66.7,
    });
    expect(config.info.bindGA).toEqual({ enabled: false, isComplete: false, status: null });
    expect(securityCenterOf(config, { ...info, mobile: '0912****' })).toMatchObject({
      mobileBound: true,
      mobile: '0912****',
      emailBound: false,
      paymentPasswordSet: true,
      realNameSet: false,
      securityLevel: 'MEDIUM',
      progress: 66,
    });
  });

  test('nothing but an empty value: nothing bound, the lowest level; the member info fills what it knows', () => {
    const config = securityConfigSchema.parse({});
    expect(config).toEqual({ info: {}, completeProgress: 0 });
    expect(
      securityCenterOf(config, { ...info, payee: 'Tran Van Nam', isEmailVerification: true, lastLogin: 5, lastLoginIp: '1.2.3.4' }),
    ).toEqual({
      account: 'member01',
      mobileBound: false,
      mobile: null,
      countryDialingCode: null,
      emailBound: true,
      email: null,
      paymentPasswordSet: false,
      realNameSet: true,
      lastLoginTime: 5,
      lastLoginIp: '1.2.3.4',
      securityLevel: 'LOW',
      progress: 0,
    });
  });

  test('customer fields by id; an item without an id is dropped, a missing value is empty', () => {
    const fields = customerFieldsSchema.parse({
      fields: [
        { fieldId: 'DATE_OF_BIRTH', playerFieldValue: '1990-05-17' },
        { fieldId: 'TELEGRAM', playerFieldValue: null },
        { playerFieldValue: 'orphan' },
        'junk',
      ],
    });
    expect(fields).toEqual({ DATE_OF_BIRTH: '1990-05-17', TELEGRAM: '' });
    expect(customerFieldsSchema.parse({})).toEqual({});
    expect(profileOf({ ...info, nickname: 'Emon', payee: '' }, fields)).toMatchObject({
      nickname: 'Emon',
      nicknameEditable: true,
      birthday: '1990-05-17',
      birthdayEditable: false,
      telegram: '',
      telegramEditable: true,
      fullNameEditable: true,
    });
  });
});
