import fc from 'fast-check';
import { isSafePattern } from 'redos-detector';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { PATTERNS } from '../../mocks/db/system.ts';
import { compilePattern, MAX_PATTERN_SOURCE, MAX_TIMED_OUT_ANALYSES } from './safe-pattern.ts';

// The real detector, spied on, so a test can make one analysis time out.
vi.mock('redos-detector', { spy: true });

beforeEach(() => {
  vi.mocked(isSafePattern).mockClear();
});

/** The oracle: the platform's own client compiles the source natively, without flags. */
// eslint-disable-next-line no-restricted-syntax -- test oracle: the native compile the safe compiler must agree with
const native = (source: string) => new RegExp(source);

type Id = keyof typeof PATTERNS;
const IDS = Object.keys(PATTERNS).map(Number) as Id[];

/** Hand-picked values per pattern id: what the rule's wording promises to accept and refuse. */
const SAMPLES: Record<Exclude<Id, 0>, { accept: string[]; reject: string[] }> = {
  1: { accept: ['a', 'player01', 'Z9', 'abcDEF123'], reject: ['', '1abc', 'ab_c', 'ab c', 'é', 'abc\n'] },
  2: { accept: ['中文', '123', '中9', '\u4e00\u9fa5'], reject: ['', 'abc', '中 文', 'ｱ', '\u9fa6', '１２'] },
  3: {
    accept: ['name@example.com', 'a.b+c-d@sub.example.co', 'x_y@a-b.c'],
    reject: ['', 'name@example', '@example.com', 'name@@example.com', 'name @example.com', 'name@example.', 'name@.com'],
  },
  4: { accept: ['abc123', 'ABC', '7'], reject: ['', 'abc_123', 'abc-', 'é', 'a b'] },
  5: { accept: ['abc1', '1abc', 'a1b2', 'Z9z'], reject: ['', 'abc', '123', 'abc_1', '1a-'] },
  6: { accept: ['0', '0123456789'], reject: ['', '12a', '１２', '-1', '1.5', ' 1'] },
  7: { accept: ['Abc', 'abc1D', 'A', 'ABC'], reject: ['', 'abc1', 'ABC_', 'Ä'] },
  8: { accept: ['Nguyen Van A', 'abc'], reject: ['', 'Nguyen  Van', ' abc', 'abc ', 'Nguyễn', 'abc1'] },
  9: { accept: ['abc!@#', '😀', '中文'], reject: ['', 'a b', '\t', 'a\n', '\u00a0x'] },
  10: { accept: ['中文，。', '中,.!?;:()', '《》“”'], reject: ['', 'abc', '中 文', '中a'] },
  11: {
    accept: ['2024-01-31', '0000-12-01', '1999-10-29'],
    reject: ['', '2024-13-01', '2024-00-10', '2024-1-01', '2024-01-32', '24-01-01', '2024/01/01', '2024-01-31 '],
  },
  12: { accept: ['Nguyễn Văn A', 'Ärger', 'abc', 'ẞ ɏ'], reject: ['', 'Nguyễn  Văn', 'abc1', '中文', ' a', 'a×b'] },
  13: { accept: ['01-31-2024', '12-01-0000'], reject: ['', '13-01-2024', '2024-01-31', '1-31-2024', '01-32-2024', '00-10-2024'] },
  14: { accept: ['abc123', 'Z'], reject: ['', 'abc 123', 'abc_', 'ñ'] },
  15: { accept: ['한국어', 'ㄱㄴ', '\u1100\u11ff'], reject: ['', '한국 어', 'abc', '中', '한1'] },
};

/**
 * Patterns that backtrack without bound on some input (exponential or high-degree polynomial):
 * classic ReDoS examples from OWASP, CVE write-ups and the regexp literature.
 */
const EVIL = [
  '^(a+)+$',
  '(a|a)*$',
  '^(a|aa)+$',
  '(.*a){12}',
  String.raw`^([a-zA-Z0-9])(([\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$`,
  String.raw`^(\w+\s?)*$`,
  '(x+x+)+y',
  '^[a-b]*[a-c]*$',
  '^(a*)*$',
  '^(a|a?)+$',
  '(a+)+b',
  String.raw`^(\d+)*$`,
  '^(a?){25}a{25}$',
  '^(.*)*$',
  String.raw`^(\w|\d)+$`,
  '^([a-z]+)*$',
  '^(([a-z])+.)+[A-Z]([a-z])+$',
  '^(a+|b+|ab)*c$',
  String.raw`(\s*,\s*)*$`,
  String.raw`^(\w+)+@`,
  '^([a-zA-Z0-9_.+-]+)+@',
  '^(a|b|ab)*$',
  '(a|aa)+$',
  '^(?:a+)+$',
  String.raw`^(\d|\d\d)+$`,
  '^([^@]+)+@x$',
  String.raw`^\s*(\S+\s*)*$`,
  '^(a+)*b$',
  String.raw`(\w+\d*)+$`,
  '^(.+)+$',
  '^.*a.*a.*a.*a$',
  String.raw`^(0|1|01)*2$`,
];

const ATTACK = `${'a'.repeat(50)}!`;

/**
 * The verdict once any time-outs are spent: the detector's budget is wall-clock time, and this
 * machine may be busy, so a harmless pattern may need another analysis (see safe-pattern.ts).
 */
function settled(source: string) {
  let pattern = compilePattern(source);
  for (let i = 1; i < MAX_TIMED_OUT_ANALYSES && pattern.kind === 'unsafe'; i++) pattern = compilePattern(source);
  return pattern;
}

const chars = (text: string) => fc.constantFrom(...[...text]);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Per pattern: an alphabet (and for the structured ones a near-miss generator) so both answers occur.
 * Where a match is rare among the near characters (1, 6, 8), half the strings use the allowed ones
 * alone, so the check that both answers are reached does not fail by chance.
 */
const NEAR: Record<Exclude<Id, 0>, fc.Arbitrary<string>> = {
  1: fc.oneof(fc.string({ unit: chars('aZ09'), maxLength: 12 }), fc.string({ unit: chars('aZ09_ -é\n'), maxLength: 12 })),
  2: fc.string({ unit: chars('中文9０a 一龥龦'), maxLength: 8 }),
  3: fc
    .tuple(
      fc.string({ unit: chars('ab9_.+-é '), minLength: 1, maxLength: 6 }),
      fc.array(fc.string({ unit: chars('ab9_-'), minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
      fc.constantFrom('@', '@', '@', '@@', '', '.@'),
    )
    .map(([local, labels, at]) => `${local}${at}${labels.join('.')}`),
  4: fc.string({ unit: chars('aZ09_é -'), maxLength: 10 }),
  5: fc.string({ unit: chars('aZ09_'), maxLength: 8 }),
  6: fc.oneof(fc.string({ unit: chars('09'), maxLength: 8 }), fc.string({ unit: chars('09a１-.'), maxLength: 8 })),
  7: fc.string({ unit: chars('aZ09_Ä'), maxLength: 8 }),
  8: fc.oneof(fc.string({ unit: chars('aZ '), maxLength: 10 }), fc.string({ unit: chars('aZ  é1'), maxLength: 10 })),
  9: fc.string({ unit: chars('a!\u00a0\t\n\u2028😀中'), maxLength: 6 }),
  10: fc.string({ unit: chars('中，。《》‘’“”！（）：；？,.!?;:()a 、'), maxLength: 8 }),
  11: fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 33 }),
      fc.constantFrom('-', '-', '-', '/', '--'),
      fc.constantFrom(4, 4, 4, 4, 3, 5),
    )
    .map(([y, m, d, sep, width]) => [pad(y, width), pad(m, 2), pad(d, 2)].join(sep)),
  12: fc.string({ unit: chars('aZéẞỹĀɏɐÀ×÷  1中'), maxLength: 10 }),
  13: fc
    .tuple(
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 33 }),
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom('-', '-', '-', '/'),
      fc.constantFrom(4, 4, 4, 4, 3, 5),
    )
    .map(([m, d, y, sep, width]) => [pad(m, 2), pad(d, 2), pad(y, width)].join(sep)),
  14: fc.string({ unit: chars('aZ09_ ñ'), maxLength: 8 }),
  15: fc.string({ unit: chars('한ᄀᇿㄱ㆏ㄴa 中1'), maxLength: 8 }),
};

describe('compilePattern: the platform patterns', () => {
  beforeAll(() => {
    for (const source of Object.values(PATTERNS)) settled(source);
  });

  test('pattern 0 ("*") is length-only and accepts anything', () => {
    const pattern = compilePattern(PATTERNS[0]);
    expect(pattern.kind).toBe('any');
    for (const value of ['', 'x', ' ', '😀', ATTACK]) expect(pattern.test(value)).toBe(true);
  });

  test.each(IDS.filter((id) => id !== 0).map((id) => [id] as const))('pattern %i compiles and answers the hand-picked values', (id) => {
    const pattern = settled(PATTERNS[id]);
    expect(pattern.kind).toBe('compiled');
    expect(pattern.source).toBe(PATTERNS[id]);
    // Final: the same object from now on.
    expect(compilePattern(PATTERNS[id])).toBe(pattern);
    const { accept, reject } = SAMPLES[id as Exclude<Id, 0>];
    for (const value of accept) expect([value, pattern.test(value)]).toEqual([value, true]);
    for (const value of reject) expect([value, pattern.test(value)]).toEqual([value, false]);
  });

  test('a compiled pattern keeps no state between calls (no g or y flag)', () => {
    const pattern = compilePattern(PATTERNS[6]);
    expect([pattern.test('123'), pattern.test('123'), pattern.test('123')]).toEqual([true, true, true]);
  });

  test.each(IDS.filter((id) => id !== 0).map((id) => [id] as const))(
    'pattern %i agrees with the native RegExp on generated strings',
    (id) => {
      const source = PATTERNS[id];
      const pattern = compilePattern(source);
      expect(pattern.kind).toBe('compiled');
      const oracle = native(source);
      let matched = 0;
      let refused = 0;
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }), NEAR[id as Exclude<Id, 0>], NEAR[id as Exclude<Id, 0>]),
          (value) => {
            const expected = oracle.test(value);
            if (expected) matched++;
            else refused++;
            expect(pattern.test(value)).toBe(expected);
          },
        ),
        { numRuns: 1000 },
      );
      // The generators reach both answers, so the comparison is not vacuous.
      expect(matched).toBeGreaterThan(20);
      expect(refused).toBeGreaterThan(20);
    },
  );
});

describe('compilePattern: untrusted sources', () => {
  test.each(['', '*', ' * ', '   '])('%j means any value', (source) => {
    const pattern = compilePattern(source);
    expect(pattern.kind).toBe('any');
    expect(pattern.test('anything at all')).toBe(true);
  });

  test('null and undefined mean any value', () => {
    expect(compilePattern(null).kind).toBe('any');
    expect(compilePattern(undefined).kind).toBe('any');
  });

  test(`refuses ${EVIL.length} catastrophic-backtracking patterns and answers an attack string at once`, () => {
    expect(EVIL.length).toBeGreaterThanOrEqual(20);
    for (const source of EVIL) {
      const started = performance.now();
      const pattern = compilePattern(source);
      // The detector has a 100 ms budget; compiling must stay bounded.
      expect([source, performance.now() - started < 2000]).toEqual([source, true]);
      expect([source, pattern.kind]).toEqual([source, 'unsafe']);
      const testStarted = performance.now();
      expect([source, pattern.test(ATTACK)]).toEqual([source, true]);
      expect(performance.now() - testStarted).toBeLessThan(50);
    }
  }, 30_000);

  test('refusing a pattern changes the answer (length-only), so the refusal is observable', () => {
    // Native ^(a+)+$ rejects this short attack string; the refused pattern accepts it.
    const short = `${'a'.repeat(12)}!`;
    expect(native('^(a+)+$').test(short)).toBe(false);
    expect(compilePattern('^(a+)+$').test(short)).toBe(true);
  });

  test.each(['(', '[a-', '*a', '(?<', ')', 'a{2,1}', '\\', '(?<n>a)(?<n>b)', '[z-a]', '+'])(
    'invalid source %j falls back to length-only',
    (source) => {
      const pattern = compilePattern(source);
      expect(pattern.kind).toBe('invalid');
      expect(pattern.source).toBe(source);
      expect(pattern.test('')).toBe(true);
      expect(pattern.test('x')).toBe(true);
    },
  );

  test('a source longer than the limit is refused before it is parsed', () => {
    expect(MAX_PATTERN_SOURCE).toBe(500);
    expect(compilePattern('a'.repeat(501)).kind).toBe('too-long');
    expect(compilePattern('('.repeat(501)).kind).toBe('too-long');
    expect(compilePattern('(a+)+'.repeat(101)).kind).toBe('too-long');
    expect(compilePattern('a'.repeat(501)).test('b')).toBe(true);
    // At the limit the source is parsed (an invalid one is then 'invalid', not 'too-long').
    expect(compilePattern(`(${'a'.repeat(499)}`).kind).toBe('invalid');
    expect(compilePattern(`(${'a'.repeat(500)}`).kind).toBe('too-long');
  });

  test('the same source returns the cached result', () => {
    const source = '^cached[0-9]+$';
    const first = compilePattern(source);
    expect(compilePattern(source)).toBe(first);
    expect(compilePattern('(')).toBe(compilePattern('('));
    expect(compilePattern(EVIL[0])).toBe(compilePattern(EVIL[0]));
    expect(compilePattern(null)).toBe(compilePattern(''));
    expect(compilePattern('^other$')).not.toBe(first);
  });

  test('never throws, and a compiled verdict always matches the native RegExp, for arbitrary sources', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: chars('()[]{}*+?|^$.\\-a1,'), maxLength: 12 })),
        fc.string({ maxLength: 20 }),
        (source, value) => {
          const pattern = compilePattern(source);
          expect(['any', 'compiled', 'invalid', 'unsafe', 'too-long']).toContain(pattern.kind);
          if (pattern.kind === 'compiled') expect(pattern.test(value)).toBe(native(source).test(value));
          else expect(pattern.test(value)).toBe(true);
          if (pattern.kind === 'invalid') expect(() => native(source)).toThrow(SyntaxError);
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);

  test('a timed-out analysis is not final: the next call analyses again and can compile', () => {
    const source = '^retried-[0-9]+$';
    vi.mocked(isSafePattern).mockReturnValueOnce({
      safe: false,
      error: 'timedOut',
      trails: [],
      score: { infinite: true },
    } as unknown as ReturnType<typeof isSafePattern>);
    const first = compilePattern(source);
    expect(first.kind).toBe('unsafe');
    expect(first.test('anything')).toBe(true);
    const second = compilePattern(source);
    expect(second.kind).toBe('compiled');
    expect(second.test('retried-12')).toBe(true);
    expect(second.test('anything')).toBe(false);
    expect(compilePattern(source)).toBe(second);
    expect(isSafePattern).toHaveBeenCalledTimes(2);
  });

  test(`a pattern that times out ${MAX_TIMED_OUT_ANALYSES} times is refused for good`, () => {
    const source = '^(?:x|x)*retry$';
    const timedOut = { safe: false, error: 'timedOut', trails: [], score: { infinite: true } } as unknown as ReturnType<
      typeof isSafePattern
    >;
    for (let i = 0; i < MAX_TIMED_OUT_ANALYSES; i++) vi.mocked(isSafePattern).mockReturnValueOnce(timedOut);
    try {
      const kinds = Array.from({ length: MAX_TIMED_OUT_ANALYSES + 3 }, () => compilePattern(source).kind);
      expect(kinds.every((kind) => kind === 'unsafe')).toBe(true);
      expect(isSafePattern).toHaveBeenCalledTimes(MAX_TIMED_OUT_ANALYSES);
      expect(compilePattern(source)).toBe(compilePattern(source));
    } finally {
      vi.mocked(isSafePattern).mockReset();
    }
  });

  test('a deterministic refusal (score too high) is final at once', () => {
    // The real detector is back after the mocks above.
    expect(isSafePattern('^b$').safe).toBe(true);
    vi.mocked(isSafePattern).mockClear();
    const source = '^(b+)+$';
    expect(compilePattern(source).kind).toBe('unsafe');
    expect(compilePattern(source)).toBe(compilePattern(source));
    expect(isSafePattern).toHaveBeenCalledTimes(1);
  });
});
