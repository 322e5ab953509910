/**
 * The register centre's schema: the registration rules' username and password checks, phrased as the
 * registration form phrases them (the same builder), plus the confirmation and the nickname's length.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { REGISTER_RULES } from '../../mocks/db/system.ts';
import { addEnglishAreas, loadAreas } from '../i18n/areas.ts';
import { createI18n } from '../i18n/i18n.ts';
import { accountAreas } from '../i18n/locales/areas/account.ts';
import { agentCentreAreas } from '../i18n/locales/areas/agent-centre.ts';
import { downlineSchema, registerSchema, type Translate } from './account-schemas.ts';

let t: Translate;
let tVi: Translate;

beforeAll(async () => {
  const en = createI18n('EN');
  addEnglishAreas(en, agentCentreAreas, accountAreas);
  t = en.getFixedT('EN');
  const vi = createI18n('EN');
  await vi.changeLanguage('VI');
  await loadAreas(vi, agentCentreAreas, accountAreas);
  tVi = vi.getFixedT('VI');
});

const valid = { username: 'newbie01', password: 'abc123', confirmPassword: 'abc123', nickname: '', accountType: 'member' };

const issues = (translate: Translate, values: Record<string, unknown>) => {
  const parsed = downlineSchema(translate, { rules: REGISTER_RULES }).safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

/** The registration form's message for the same field and value. */
const registerMessage = (field: 'username' | 'password', value: string) => {
  const options = { rules: REGISTER_RULES, mode: 'register' as const, captcha: false, smsVerification: false, mobilePassword: false };
  const parsed = registerSchema(t, { ...options, affiliateCodeShown: false }).safeParse({ ...valid, [field]: value, agree: true });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
};

describe('downlineSchema', () => {
  test('accepts a valid member or agent account', () => {
    expect(issues(t, valid)).toEqual({});
    expect(issues(t, { ...valid, accountType: 'agent', nickname: 'Team Lead' })).toEqual({});
  });

  test.each([
    ['username', ''],
    ['username', 'ab'],
    ['username', '1abcdef'],
    ['password', ''],
    ['password', 'abc'],
  ] as const)('%s %j gets the registration form’s own message', (field, value) => {
    const values = field === 'password' ? { ...valid, password: value, confirmPassword: value } : { ...valid, [field]: value };
    const message = issues(t, values)[field];
    expect(message).toBeDefined();
    expect(message).toBe(registerMessage(field, value));
  });

  test('a different confirmation, and a nickname over 20 characters, are refused in words', () => {
    expect(issues(t, { ...valid, confirmPassword: 'abc124' })).toEqual({ confirmPassword: expect.stringMatching(/\S/) });
    expect(issues(t, { ...valid, nickname: 'x'.repeat(21) })).toEqual({ nickname: 'The nickname is at most 20 characters.' });
    expect(issues(t, { ...valid, nickname: 'x'.repeat(20) })).toEqual({});
  });

  test('speaks Vietnamese in Vietnamese', () => {
    expect(issues(tVi, { ...valid, nickname: 'x'.repeat(21) })).toEqual({ nickname: 'Biệt danh tối đa 20 ký tự.' });
    expect(issues(tVi, { ...valid, username: '' }).username).not.toBe(issues(t, { ...valid, username: '' }).username);
  });

  test('only member and agent are account types', () => {
    expect(Object.keys(issues(t, { ...valid, accountType: 'boss' }))).toEqual(['accountType']);
  });
});
