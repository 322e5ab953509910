import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { PATTERNS, REGISTER_RULES } from '../../mocks/db/system.ts';
import { ABSOLUTE_MAX_LENGTH, boundsOf, checkField, type FieldRule, lengthOf, PATTERN_IDS, rangeText } from './field-rules.ts';
import { compilePattern, MAX_TIMED_OUT_ANALYSES, type SafePattern } from './safe-pattern.ts';

// The real compiler, spied on, to see when a pattern is (not) consulted.
vi.mock('./safe-pattern.ts', { spy: true });

// eslint-disable-next-line no-restricted-syntax -- test oracle: the platform client's native compile
const native = (source: string) => new RegExp(source);

const EVIL = ['^(a+)+$', '(a|a)*$', '^(a|aa)+$', '(.*a){12}', String.raw`^(\w+\s?)*$`, '(x+x+)+y', '^[a-b]*[a-c]*$', String.raw`^(\d+)*$`];

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: null,
  maxLength: null,
  ...overrides,
});
const problem = (patternId: number, range: string) => ({ kind: 'pattern', patternId, range });

/** The verdict once any detector time-outs are spent (its budget is wall-clock time; this machine may be busy). */
function settled(source: string) {
  let pattern = compilePattern(source);
  for (let i = 1; i < MAX_TIMED_OUT_ANALYSES && pattern.kind === 'unsafe'; i++) pattern = compilePattern(source);
  return pattern;
}

beforeAll(() => {
  // The platform patterns are compiled (final) before the examples rely on them.
  for (const source of Object.values(PATTERNS)) expect(settled(source).kind).not.toBe('unsafe');
  for (const source of EVIL) settled(source);
});

beforeEach(() => {
  vi.mocked(compilePattern).mockClear();
});

describe('rangeText', () => {
  test.each([
    [{ minLength: 4, maxLength: 16 }, '4 - 16'],
    [{ minLength: 4, maxLength: 4 }, '4'],
    [{ minLength: 10, maxLength: 10 }, '10'],
    [{}, `0 - ${ABSOLUTE_MAX_LENGTH}`],
    [{ minLength: null, maxLength: null }, '0 - 256'],
    [{ minLength: 6 }, '6 - 256'],
    [{ maxLength: 12 }, '0 - 12'],
    [{ minLength: 0, maxLength: 0 }, '0'],
    [{ minLength: 0, maxLength: 1000 }, '0 - 256'],
    [{ minLength: 300, maxLength: 1000 }, '256'],
    [{ minLength: 10, maxLength: 5 }, '5'],
    [{ minLength: -3, maxLength: 8 }, '0 - 8'],
    [{ minLength: 2, maxLength: -1 }, '2 - 256'],
    [{ minLength: 4.7, maxLength: 9.2 }, '4 - 9'],
    [{ minLength: Number.NaN, maxLength: Number.POSITIVE_INFINITY }, '0 - 256'],
    [{ minLength: Number.MAX_SAFE_INTEGER, maxLength: Number.MAX_SAFE_INTEGER }, '256'],
  ] as [FieldRule, string][])('%j → %s', (bounds, expected) => {
    expect(rangeText(bounds)).toBe(expected);
  });

  test('the fake platform rules read as the spec words them', () => {
    expect(rangeText(REGISTER_RULES.username)).toBe('4 - 16');
    expect(rangeText(REGISTER_RULES.password)).toBe('6 - 12');
    expect(rangeText(REGISTER_RULES.captcha)).toBe('4');
    expect(rangeText(REGISTER_RULES.idNumber)).toBe('10');
  });
});

describe('lengthOf', () => {
  test('counts code points, not UTF-16 units', () => {
    expect(lengthOf('')).toBe(0);
    expect(lengthOf('abc')).toBe(3);
    expect(lengthOf('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(lengthOf('a😀b')).toBe(3);
    expect(lengthOf('𝕏𝕐')).toBe(2);
    expect(lengthOf('Nguyễn')).toBe(6);
    // A lone surrogate is one code point.
    expect(lengthOf('\ud800x')).toBe(2);
  });
});

describe('checkField', () => {
  test('no rule, or a disabled rule, gives no problem whatever the value', () => {
    const disabled = rule({ enabled: false, required: true, acceptedPattern: PATTERNS[6], patternId: 6, minLength: 5, maxLength: 5 });
    for (const value of ['', 'abc', 'x'.repeat(1000)]) {
      expect(checkField(undefined, value)).toBeUndefined();
      expect(checkField(disabled, value)).toBeUndefined();
    }
  });

  test('an empty value is a problem only when required', () => {
    expect(checkField(rule({ required: true, minLength: 4 }), '')).toEqual({ kind: 'required' });
    expect(checkField(rule({ required: false, minLength: 4, acceptedPattern: PATTERNS[6], patternId: 6 }), '')).toBeUndefined();
    expect(checkField(rule({ required: undefined }), '')).toBeUndefined();
    // Enabled not set counts as enabled here (registerFields decides visibility).
    expect(checkField({ required: true }, '')).toEqual({ kind: 'required' });
  });

  test('whitespace is a value, not emptiness', () => {
    expect(checkField(rule({ required: true }), ' ')).toBeUndefined();
    expect(checkField(rule({ required: true, acceptedPattern: PATTERNS[9], patternId: 9 }), ' ')).toEqual(problem(9, '0 - 256'));
  });

  test('username rule: pattern 1 with 4 - 16', () => {
    const username = REGISTER_RULES.username;
    expect(checkField(username, 'abc')).toEqual(problem(1, '4 - 16'));
    expect(checkField(username, 'abcd')).toBeUndefined();
    expect(checkField(username, 'a'.repeat(16))).toBeUndefined();
    expect(checkField(username, 'a'.repeat(17))).toEqual(problem(1, '4 - 16'));
    expect(checkField(username, '1abcd')).toEqual(problem(1, '4 - 16'));
    expect(checkField(username, '')).toEqual({ kind: 'required' });
  });

  test('min and max count code points: an emoji counts as one character', () => {
    const twoToThree = rule({ acceptedPattern: PATTERNS[9], patternId: 9, minLength: 2, maxLength: 3 });
    expect(checkField(twoToThree, '😀')).toEqual(problem(9, '2 - 3'));
    expect(checkField(twoToThree, '😀😀')).toBeUndefined();
    // Six UTF-16 units, three characters.
    expect(checkField(twoToThree, '😀😀😀')).toBeUndefined();
    expect(checkField(twoToThree, '😀😀😀😀')).toEqual(problem(9, '2 - 3'));
    const exactlyOne = rule({ minLength: 1, maxLength: 1 });
    expect(checkField(exactlyOne, '𝕏')).toBeUndefined();
    expect(checkField(exactlyOne, 'ab')).toEqual(problem(0, '1'));
  });

  test('a length problem is worded by the pattern id even when the pattern would match', () => {
    expect(checkField(REGISTER_RULES.mobileNum, '12345678')).toEqual(problem(6, '9 - 11'));
    expect(checkField(REGISTER_RULES.mobileNum, '123456789')).toBeUndefined();
    expect(checkField(REGISTER_RULES.mobileNum, '12345678a')).toEqual(problem(6, '9 - 11'));
    expect(checkField(REGISTER_RULES.captcha, '48271')).toEqual(problem(0, '4'));
    expect(checkField(REGISTER_RULES.captcha, 'ab!?')).toBeUndefined();
  });

  test(`values over ABSOLUTE_MAX_LENGTH (${ABSOLUTE_MAX_LENGTH}) are refused before any pattern runs`, () => {
    const generous = rule({ acceptedPattern: '^a+$', patternId: 4, maxLength: 100_000 });
    expect(checkField(generous, 'a'.repeat(256))).toBeUndefined();
    expect(compilePattern).toHaveBeenCalledTimes(1);
    vi.mocked(compilePattern).mockClear();
    expect(checkField(generous, 'a'.repeat(257))).toEqual(problem(4, '0 - 256'));
    expect(checkField(generous, 'a'.repeat(1_000_000))).toEqual(problem(4, '0 - 256'));
    expect(compilePattern).not.toHaveBeenCalled();
    // Counted in code points: 256 emoji are 512 UTF-16 units but within the cap.
    expect(checkField(rule({ maxLength: 1000 }), '😀'.repeat(256))).toBeUndefined();
    expect(checkField(rule({ maxLength: 1000 }), '😀'.repeat(257))).toEqual(problem(0, '0 - 256'));
  });

  test('long adversarial values against the compiled platform patterns stay fast thanks to the cap', () => {
    const started = performance.now();
    for (const source of Object.values(PATTERNS)) {
      expect(settled(source).kind).not.toBe('unsafe');
      const generous = rule({ acceptedPattern: source, maxLength: 100_000 });
      for (const unit of ['a', '1', 'a.', 'a@', '-', ' a', '中', '한']) {
        const body = unit.repeat(Math.floor((ABSOLUTE_MAX_LENGTH - 1) / unit.length));
        checkField(generous, `${body}!`);
        expect(checkField(generous, `${body.repeat(50)}!`)).toEqual(problem(0, '0 - 256'));
      }
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });

  test('an unknown pattern id is worded as 0', () => {
    for (const patternId of [16, 99, -1, 1.5, null, undefined, Number.NaN, Number.MAX_SAFE_INTEGER, -0.5]) {
      expect(checkField(rule({ acceptedPattern: PATTERNS[6], patternId, minLength: 2, maxLength: 3 }), 'x')).toEqual(problem(0, '2 - 3'));
    }
    expect(checkField(rule({ acceptedPattern: PATTERNS[6], patternId: 15, minLength: 2, maxLength: 3 }), 'x')).toEqual(
      problem(15, '2 - 3'),
    );
  });

  test('the pattern decides once the length fits; a refused pattern leaves the length rule alone', () => {
    expect(checkField(rule({ acceptedPattern: PATTERNS[6], patternId: 6 }), '12a')).toEqual(problem(6, '0 - 256'));
    expect(
      checkField(rule({ acceptedPattern: '^(a+)+$', patternId: 1, minLength: 2, maxLength: 60 }), `${'a'.repeat(50)}!`),
    ).toBeUndefined();
    expect(checkField(rule({ acceptedPattern: '^(a+)+$', patternId: 1, minLength: 2, maxLength: 60 }), 'a')).toEqual(problem(1, '2 - 60'));
    expect(checkField(rule({ acceptedPattern: '([', patternId: 3, minLength: 1, maxLength: 5 }), 'anything')).toEqual(problem(3, '1 - 5'));
    expect(checkField(rule({ acceptedPattern: '([', patternId: 3, minLength: 1, maxLength: 5 }), 'any')).toBeUndefined();
  });

  test('min above max is clamped: the only accepted length is max', () => {
    const inverted = rule({ minLength: 10, maxLength: 5 });
    expect(boundsOf(inverted)).toEqual({ min: 5, max: 5 });
    expect(checkField(inverted, 'abcd')).toEqual(problem(0, '5'));
    expect(checkField(inverted, 'abcde')).toBeUndefined();
    expect(checkField(inverted, 'abcdef')).toEqual(problem(0, '5'));
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const anySource = fc.oneof(
  fc.constantFrom(...Object.values(PATTERNS)),
  fc.constantFrom(...EVIL),
  fc.constantFrom('(', '[a-', '*a', '(?<', 'a{2,1}', '\\'),
  fc.constantFrom(null, undefined, '', '*', ' * ', 'a'.repeat(501)),
  fc.string({ maxLength: 10 }),
);
const anyInteger = fc.oneof(
  fc.integer({ min: -5, max: 300 }),
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 31, -(2 ** 31)),
);
/** The platform's schema guarantees integers or null; the engine must also survive non-finite numbers. */
const anyBound = fc.oneof(
  anyInteger,
  fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.double(),
);
const anyRule: fc.Arbitrary<FieldRule> = fc.record(
  {
    enabled: fc.constantFrom(true, true, true, false, undefined),
    required: fc.constantFrom(true, false, undefined),
    acceptedPattern: anySource,
    patternId: fc.oneof(fc.integer({ min: 0, max: 15 }), anyInteger, fc.constantFrom(null, undefined, 0.5, Number.NaN)),
    minLength: anyBound,
    maxLength: anyBound,
  },
  { requiredKeys: [] },
);
const anyValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'aZ09 -@._😀中한'), maxLength: 20 }),
  fc.integer({ min: 0, max: 400 }).map((n) => `${'a'.repeat(n)}!`),
  fc.constant(''),
);

/**
 * An independent model of the contract: bounds clamped to 0..256, code points, then the native
 * pattern. `used` is what checkField got from the compiler (undefined when it did not ask).
 */
function expected(r: FieldRule, value: string, used: SafePattern | undefined) {
  if (r.enabled === false || value === '') {
    expect(used).toBeUndefined();
    if (r.enabled === false) return undefined;
    return r.required ? { kind: 'required' } : undefined;
  }
  const finite = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined);
  const max = Math.min(finite(r.maxLength) ?? 256, 256);
  const min = Math.min(finite(r.minLength) ?? 0, max);
  const id = typeof r.patternId === 'number' && Number.isInteger(r.patternId) && r.patternId >= 0 && r.patternId <= 15 ? r.patternId : 0;
  const failure = { kind: 'pattern', patternId: id, range: min === max ? `${min}` : `${min} - ${max}` };
  const length = Array.from(value).length;
  if (length < min || length > max) {
    // Length first: the pattern is never consulted for a value of the wrong length.
    expect(used).toBeUndefined();
    return failure;
  }
  // The length fits, so the compiler must have been asked, once, for this very source.
  expect(used?.source).toBe(r.acceptedPattern ?? '');
  // Only a pattern the compiler accepted is matched; the oracle for it is the native RegExp.
  if (used?.kind !== 'compiled') return undefined;
  return native(r.acceptedPattern!).test(value) ? undefined : failure;
}

describe('checkField properties', () => {
  test('never throws and answers undefined, required, or a pattern problem with id 0-15 and a numeric range', () => {
    fc.assert(
      fc.property(anyRule, anyValue, (r, value) => {
        const result = checkField(r, value);
        if (result === undefined) return;
        if (result.kind === 'required') {
          expect(value).toBe('');
          return;
        }
        expect(result.kind).toBe('pattern');
        expect(PATTERN_IDS).toContain(result.patternId);
        expect(result.range).toMatch(/^\d+(?: - \d+)?$/);
        const [min, max = min] = result.range.split(' - ').map(Number) as [number, number?];
        expect(min).toBeLessThan(max + 1);
        expect(max).toBeLessThanOrEqual(ABSOLUTE_MAX_LENGTH);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  test('matches an independent model of the contract', () => {
    fc.assert(
      fc.property(anyRule, anyValue, (r, value) => {
        const spy = vi.mocked(compilePattern);
        spy.mockClear();
        const actual = checkField(r, value);
        expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
        const used = spy.mock.results[0]?.value as SafePattern | undefined;
        expect(actual).toEqual(expected(r, value, used));
      }),
      { numRuns: 2000 },
    );
  }, 30_000);

  test('the platform rules: an enabled field value passes exactly when its code-point length fits and the native pattern matches', () => {
    const fields = Object.keys(REGISTER_RULES) as (keyof typeof REGISTER_RULES)[];
    fc.assert(
      fc.property(
        fc.constantFrom(...fields),
        fc.oneof(anyValue, fc.string({ unit: fc.constantFrom(...'abcXYZ0189 -@.中한ễ'), minLength: 1, maxLength: 18 })),
        (field, value) => {
          const r = REGISTER_RULES[field];
          const length = [...value].length;
          const ok =
            !r.enabled ||
            (value === ''
              ? !r.required
              : length >= r.minLength && length <= r.maxLength && (r.acceptedPattern === '*' || native(r.acceptedPattern).test(value)));
          expect(checkField(r, value) === undefined).toBe(ok);
        },
      ),
      { numRuns: 2000 },
    );
  }, 30_000);

  test('evil patterns with attack strings of any length answer quickly', () => {
    const started = performance.now();
    fc.assert(
      fc.property(
        fc.constantFrom(...EVIL),
        fc.integer({ min: 0, max: 2000 }),
        fc.constantFrom('!', 'b', '\u0000', ' '),
        (source, n, tail) => {
          checkField(rule({ acceptedPattern: source, patternId: 1, maxLength: n + 10 }), 'a'.repeat(n) + tail);
        },
      ),
      { numRuns: 500 },
    );
    expect(performance.now() - started).toBeLessThan(5000);
  }, 30_000);
});
