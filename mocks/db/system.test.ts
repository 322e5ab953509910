import { describe, expect, test } from 'vitest';
import { decryptCustomerServicePath } from '../../app/api/crypto/envelope.ts';
import { MODULE_SWITCHES } from '../scenarios.ts';
import {
  COUNTRIES,
  CUSTOMER_SERVICE,
  customerServiceAt,
  encryptCustomerServicePath,
  helpCenter,
  isKnownDialingCode,
  PATTERNS,
  REGISTER_RULES,
  whitelabelTree,
} from './system.ts';

/** One value each pattern id must accept and some it must refuse (spec section 5, "Pattern ids"). */
const SAMPLES: Record<number, { valid: string[]; invalid: string[] }> = {
  1: { valid: ['member01', 'A'], invalid: ['1member', 'mem_01', ''] },
  2: { valid: ['张伟2024', '123', '中文'], invalid: ['abc', '张 伟', '张伟!'] },
  3: { valid: ['lan.nguyen+vip@mail.example.vn', 'a@b.co'], invalid: ['lan@example', 'lan example@mail.vn', '@mail.vn'] },
  4: { valid: ['Abc12345', 'abc'], invalid: ['Abc 123', 'Abc-123', 'mật123'] },
  5: { valid: ['awa6684', '6684awa', 'a1'], invalid: ['awaawa', '66846684', 'awa-66'] },
  6: { valid: ['0912345678', '7'], invalid: ['09123a', '+84912', ''] },
  7: { valid: ['abc1D', 'Zz9', 'ABC'], invalid: ['abc123', 'Abc 12', 'Abc!12'] },
  8: { valid: ['NGUYEN VAN AN', 'Lan'], invalid: ['Nguyễn Văn An', 'Lan  Tran', 'Lan1', ' Lan'] },
  9: { valid: ['@viva.vn', 'line_id-01'], invalid: ['line id', 'tab\there'] },
  10: { valid: ['你好，世界！', '中文。'], invalid: ['hello', '中文abc', '123'] },
  11: { valid: ['1990-01-31', '2004-12-01'], invalid: ['1990-13-01', '31-01-1990', '1990-1-31'] },
  12: { valid: ['Nguyễn Văn An', 'Lan Tran'], invalid: ['Lan  Tran', 'Lan1', '张伟'] },
  13: { valid: ['01-31-1990', '12-01-2004'], invalid: ['1990-01-31', '13-01-1990', '1-31-1990'] },
  14: { valid: ['agent01', 'AGENT'], invalid: ['agent 01', 'agent_01', ''] },
  15: { valid: ['김민수', '한국어'], invalid: ['Kim', '김민수1', '김 민수'] },
};

describe('registration rules', () => {
  test('every pattern id 0-15 is used by exactly one field, with its own pattern', () => {
    const ids = Object.values(REGISTER_RULES)
      .map((rule) => rule.patternId)
      .sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => i));
    for (const rule of Object.values(REGISTER_RULES)) {
      expect(rule.acceptedPattern).toBe(PATTERNS[rule.patternId]);
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
    }
    expect(PATTERNS[0]).toBe('*');
  });

  test.each(Object.entries(SAMPLES))('pattern %s accepts its samples and refuses the others', (id, { valid, invalid }) => {
    const source = PATTERNS[Number(id) as keyof typeof PATTERNS];
    // The patterns are data served to the client; compiling them here is what the client's compiler will do.
    // eslint-disable-next-line no-restricted-syntax
    const pattern = new RegExp(source);
    for (const value of valid) expect(pattern.test(value), `${value} matches ${source}`).toBe(true);
    for (const value of invalid) expect(pattern.test(value), `${value} does not match ${source}`).toBe(false);
  });

  test('the fields and bounds the register handler enforces', () => {
    expect(REGISTER_RULES.username).toMatchObject({ patternId: 1, minLength: 4, maxLength: 16, enabled: true, required: true });
    expect(REGISTER_RULES.password).toMatchObject({ patternId: 4, minLength: 6, maxLength: 12, enabled: true, required: true });
    expect(Object.keys(REGISTER_RULES).sort()).toEqual(
      [
        'username',
        'password',
        'payeeName',
        'paymentPassword',
        'qqNum',
        'line',
        'whatsapp',
        'zalo',
        'facebook',
        'wechat',
        'idNumber',
        'email',
        'mobileNum',
        'recommenderId',
        'affiliateCode',
        'captcha',
      ].sort(),
    );
    expect(Object.values(REGISTER_RULES).some((rule) => !rule.enabled)).toBe(true);
  });
});

describe('whitelabel tree', () => {
  const flatten = (nodes: ReturnType<typeof whitelabelTree>): { modId: string; enabled: string | boolean }[] =>
    nodes.flatMap((node) => [{ modId: node.modId, enabled: node.enabled }, ...flatten(node.childrenNodes ?? [])]);

  test('lists every switch of the spec and the platform, each once', () => {
    const ids = flatten(whitelabelTree([])).map((node) => node.modId);
    expect(new Set(ids).size).toBe(ids.length);
    const platform = [
      'COMM3',
      'REG3',
      'PASS3',
      'CAPTCHA3',
      'GEETEST3',
      'VERIFICATION3',
      'REGMOBVERF3',
      'MOBILENUMREG3',
      'AFFMAN3',
      'FREEPLAY3',
      'PROFPIC3',
      'CHNGPASSVERIF3',
      'LOGINIPVERF3',
      'GAMELO3',
      'GAMELOHOT3',
      'GAMELOFAV3',
      'GAMELOREC3',
      'FUNDTRANS3',
      'AGEANNOUNCE3',
      'SIGNCONDIV3',
      'DAILYSALCONT3',
      'HOURSAL3',
      'RTSALARY3',
      'REWCEN3',
      'FEEDBACK3',
      'INBOX3',
      'CBS3',
      'PTSYS3',
      'MEMTRANS3',
      'MISSIONLB3',
      'DPSTBAS3',
      'AGETRANSFERUP3',
    ];
    for (const modId of [...MODULE_SWITCHES, ...platform]) expect(ids, modId).toContain(modId);
  });

  test('a switch the world turns off says "0"; geetest is always off; the rest say "1"', () => {
    const nodes = flatten(whitelabelTree(['CBS3', 'MOBILENUMREG3']));
    const off = nodes.filter((node) => node.enabled === '0').map((node) => node.modId);
    expect(off.sort()).toEqual(['CBS3', 'GEETEST3', 'MOBILENUMREG3']);
  });
});

describe('countries', () => {
  test('about thirty, Vietnam first, unique codes, digit-only dialling codes, circular SVG flags', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(COUNTRIES[0]).toMatchObject({ countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' });
    expect(new Set(COUNTRIES.map((c) => c.countryCode)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.countryDialingCode).toMatch(/^\d{1,4}$/);
      expect(country.flag.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(country.flag)).toContain('<circle cx="16" cy="16" r="16"/>');
    }
    expect(isKnownDialingCode('+84')).toBe(true);
    expect(isKnownDialingCode('84')).toBe(true);
    expect(isKnownDialingCode('999')).toBe(false);
  });
});

describe('help centre', () => {
  test('EN and VI have the same categories and articles in their own words; other languages get EN', () => {
    const en = helpCenter('EN');
    const vi = helpCenter('vi');
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(vi.map((c) => [c.id, c.code, c.articles.map((a) => a.id)])).toEqual(en.map((c) => [c.id, c.code, c.articles.map((a) => a.id)]));
    expect(vi[1]!.title).toBe('Nạp tiền');
    expect(en[1]!.title).toBe('Deposits');
    for (const [i, category] of en.entries()) {
      expect(category.articles.length).toBeGreaterThanOrEqual(2);
      for (const [j, article] of category.articles.entries()) {
        expect(article.content).toMatch(/^<(p|table)>/);
        expect(vi[i]!.articles[j]!.content).not.toBe(article.content);
      }
    }
    expect(helpCenter('TH')).toEqual(en);
  });
});

describe('customer service', () => {
  test('every path decrypts to an https URL; the chat is the research test vector', () => {
    const urls = CUSTOMER_SERVICE.map((entry) => decryptCustomerServicePath(entry.path));
    expect(urls[0]).toBe('https://chat.example.test/?b2c=1');
    for (const url of urls) expect(new URL(url).protocol).toBe('https:');
    expect(encryptCustomerServicePath('https://chat.example.test/?b2c=1', 'Ab3dE6gH')).toBe(CUSTOMER_SERVICE[0]!.path);
    expect(() => encryptCustomerServicePath('https://x.test', 'short')).toThrow();
  });

  test('the answered entries: the same channels and keys, decrypting to the fake service page on the given origin', () => {
    const entries = customerServiceAt('http://127.0.0.1:5173');
    expect(entries.map((entry) => [entry.csType, decryptCustomerServicePath(entry.path)])).toEqual([
      [3, 'http://127.0.0.1:5173/fake-service.html?type=3'],
      [1, 'http://127.0.0.1:5173/fake-service.html?type=1'],
      [5, 'http://127.0.0.1:5173/fake-service.html?type=5'],
    ]);
    expect(entries.map((entry) => entry.path.slice(-8))).toEqual(['Ab3dE6gH', 'Qm7xP2vL', 'Vt9kR4sN']);
    expect(decryptCustomerServicePath(customerServiceAt('http://localhost:4173')[2]!.path)).toBe(
      'http://localhost:4173/fake-service.html?type=5',
    );
  });
});
