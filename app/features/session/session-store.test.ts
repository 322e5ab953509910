import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SCENARIO_TOKENS, SEEDED_PASSWORD } from '../../../mocks/db/accounts.ts';
import { currentToken, setScenario } from '../../../tests/support/scenario.ts';
import { setApiIdentity } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { type MemberInfo } from '../../api/member.contract.ts';
import { getMemberInfo } from '../../api/member.ts';
import { login } from '../../api/session.ts';
import {
  MERCHANT_KEYS,
  clearSession,
  connectSessionToApi,
  isSafeColour,
  readSession,
  saveMemberInfo,
  saveSession,
  setPasswordChangeNeeded,
  subscribeSession,
} from './session-store.ts';

const TOKEN = 'fake-session-member01';

const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 10_001,
  account: 'member01',
  nickname: 'Emon',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'VIP1', color: '#ffffff', color2: '#15803d', rankLevel: 1 },
  memberLabel: [],
  mobileVerified: true,
  isEmailVerification: false,
  bindGA: false,
  regDate: 1_700_000_000_000,
  mobile: '0133671****',
  language: 'EN',
  ...overrides,
});

function storedKeys(): string[] {
  return Object.keys(sessionStorage).sort();
}

function setMerchantKeys(): void {
  sessionStorage.setItem('merchant', 'viva123');
  sessionStorage.setItem('merchantCode', 'VIVA');
  sessionStorage.setItem('platform', 'W');
}

describe('reading', () => {
  test('nothing stored is logged out', () => {
    expect(readSession()).toBeNull();
  });

  test('a saved session reads back with member info under the spec keys', () => {
    saveSession({ token: TOKEN, passwordExpired: false }, member());
    expect(Object.fromEntries(Object.entries(sessionStorage))).toEqual({
      token: TOKEN,
      cpw: '0',
      account: 'member01',
      nickname: 'Emon',
      customerId: '10001',
      isAgent: '0',
      memberLabel: 'VIP1',
      memberLabelTextColor: '#ffffff',
      memberLabelBgColor: '#15803d',
    });
    expect(readSession()).toEqual({
      token: TOKEN,
      account: 'member01',
      nickname: 'Emon',
      customerId: 10_001,
      type: 0,
      label: { name: 'VIP1', color: '#ffffff', background: '#15803d' },
      passwordChangeNeeded: false,
    });
  });

  test('a token alone is a session (member info not in yet)', () => {
    saveSession({ token: TOKEN });
    expect(readSession()).toMatchObject({ token: TOKEN, account: undefined, type: undefined, passwordChangeNeeded: false });
  });

  test('the snapshot keeps its identity until storage changes', () => {
    saveSession({ token: TOKEN });
    const first = readSession();
    expect(readSession()).toBe(first);
    saveMemberInfo(member());
    expect(readSession()).not.toBe(first);
    expect(readSession()?.account).toBe('member01');
  });

  test.each<[string, Record<string, string>]>([
    ['a token with markup', { token: '<img src=x onerror=alert(1)>' }],
    ['a token with a space', { token: 'abc def 12345678' }],
    ['a token too short', { token: 'abc' }],
    ['a type that is not a number', { token: TOKEN, isAgent: '1; admin' }],
    ['a negative customer id', { token: TOKEN, account: 'member01', customerId: '-5' }],
    ['a colour that escapes its value', { token: TOKEN, memberLabel: 'VIP1', memberLabelBgColor: 'red;background:url(//evil.test/x)' }],
    ['a nickname with a bidi override', { token: TOKEN, nickname: 'admin\u202Egnp.exe' }],
    ['an account without its customer id (partial)', { token: TOKEN, account: 'member01' }],
    ['label colours without a label (partial)', { token: TOKEN, memberLabelTextColor: '#fff' }],
    ['member fields without a token (partial)', { account: 'member01', customerId: '10001', isAgent: '1' }],
    ['an unknown password-change flag', { token: TOKEN, cpw: 'yes' }],
  ])('%s is rejected: logged out and cleared, merchant keys kept', (_name, entry) => {
    setMerchantKeys();
    sessionStorage.setItem('settings', '{"cached":true}');
    for (const [key, value] of Object.entries(entry)) sessionStorage.setItem(key, value);
    expect(readSession()).toBeNull();
    expect(storedKeys()).toEqual([...MERCHANT_KEYS].sort());
  });

  test('tampering after a valid read is caught on the next read', () => {
    saveSession({ token: TOKEN }, member());
    expect(readSession()?.account).toBe('member01');
    sessionStorage.setItem('isAgent', '1"><script>');
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  test('a rejected read notifies nobody (it may happen during a render)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    sessionStorage.setItem('token', 'not a token');
    expect(readSession()).toBeNull();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('writing', () => {
  test('a real login is stored without the password anywhere', async () => {
    const result = await login({ username: 'member01', password: SEEDED_PASSWORD, type: 'username' });
    saveSession(result, member());
    expect(readSession()?.token).toBe(result.token);
    for (const value of Object.values(sessionStorage)) expect(value).not.toContain(SEEDED_PASSWORD);
    for (const value of Object.values(localStorage)) expect(value).not.toContain(SEEDED_PASSWORD);
  });

  test('an expired password and the login customer type are kept', () => {
    saveSession({ token: TOKEN, passwordExpired: true, customerType: 4 });
    expect(readSession()).toMatchObject({ passwordChangeNeeded: true, type: 4 });
    setPasswordChangeNeeded(false);
    expect(readSession()?.passwordChangeNeeded).toBe(false);
  });

  test('a token of an unexpected shape is refused and nothing is stored', () => {
    expect(() => saveSession({ token: 'javascript:alert(1)//<x>' })).toThrow(/unexpected shape/);
    expect(storedKeys()).toEqual([]);
  });

  test('a new session replaces every field of the previous one', () => {
    saveSession({ token: TOKEN }, member({ nickname: 'Old Name' }));
    saveSession({ token: 'fake-session-vip01' });
    expect(readSession()).toMatchObject({ token: 'fake-session-vip01', account: undefined, nickname: undefined, label: undefined });
  });

  test('unsafe server values are left out, the rest is stored', () => {
    saveSession({ token: TOKEN });
    saveMemberInfo(
      member({ nickname: 'x\u202E', clubLabel: { labelName: 'VIP2', color: 'expression(alert(1))', color2: '#0e7490', rankLevel: 2 } }),
    );
    expect(readSession()).toMatchObject({
      account: 'member01',
      nickname: undefined,
      label: { name: 'VIP2', color: undefined, background: '#0e7490' },
    });
  });

  test('member info is not written while logged out (a late answer after logout)', () => {
    saveMemberInfo(member());
    expect(storedKeys()).toEqual([]);
    setPasswordChangeNeeded(true);
    expect(storedKeys()).toEqual([]);
  });

  test('saves and clears notify subscribers; an unchanged member info does not', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ token: TOKEN });
    saveMemberInfo(member());
    saveMemberInfo(member());
    clearSession();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('clearing wipes the session and cached server data, keeping only the merchant keys', () => {
    setMerchantKeys();
    saveSession({ token: TOKEN }, member());
    sessionStorage.setItem('index_notice', '[]');
    sessionStorage.setItem('validate', '{}');
    clearSession();
    expect(readSession()).toBeNull();
    expect(storedKeys()).toEqual([...MERCHANT_KEYS].sort());
    expect(sessionStorage.getItem('merchant')).toBe('viva123');
  });
});

describe('colours', () => {
  test.each(['#fff', '#15803d', '#15803d80', 'rgb(255, 0, 0)', 'hsla(120, 50%, 50%, 0.5)', 'white'])('%s is a colour', (value) => {
    expect(isSafeColour(value)).toBe(true);
  });

  test.each(['', 'red;', 'url(x)', 'rgb(0,0,0);x:y', '#12', 'var(--x)', 'white }'])('%j is refused', (value) => {
    expect(isSafeColour(value)).toBe(false);
  });
});

describe('the API identity', () => {
  beforeEach(() => connectSessionToApi());
  afterEach(() => setApiIdentity({ getToken: currentToken }));

  test('calls carry the stored token, and none once it is cleared', async () => {
    setScenario('member');
    saveSession({ token: SCENARIO_TOKENS.member });
    await expect(getMemberInfo()).resolves.toMatchObject({ account: 'member01' });
    clearSession();
    const error = await getMemberInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session-expired', status: 401 });
  });
});
