/**
 * The one place a RegExp is built from a string: the registration rules' `acceptedPattern`, which
 * comes from the server and is therefore untrusted (reference/security-and-reliability.md section 5).
 *
 * - `*`, empty or missing: any value (length rules still apply).
 * - Longer than MAX_PATTERN_SOURCE, invalid syntax, or flagged by redos-detector (a pattern that can
 *   backtrack without bound, e.g. `^(a+)+$`): refused, and the field falls back to its length rule.
 *   The server still validates, so refusing only loses the early hint, never safety.
 * - Otherwise compiled natively, without flags, as the platform's own client does.
 *
 * Callers must cap the input length before `test` (see field-rules.ts): a cap makes the polynomial
 * patterns the detector lets through harmless.
 */
import { isSafePattern } from 'redos-detector';

/** Longer sources are not rules anybody writes by hand. */
export const MAX_PATTERN_SOURCE = 500;
/** The detector's own budget per pattern; running out counts as unsafe. */
const DETECTOR_TIMEOUT_MS = 100;

export type PatternKind = 'any' | 'compiled' | 'invalid' | 'unsafe' | 'too-long';

export interface SafePattern {
  kind: PatternKind;
  /** The source as the server sent it. */
  source: string;
  /** True for values the pattern accepts; refused patterns accept everything (length-only). */
  test: (value: string) => boolean;
}

const acceptAll = () => true;
const cache = new Map<string, SafePattern>();

function compile(source: string): SafePattern {
  const trimmed = source.trim();
  if (trimmed === '' || trimmed === '*') return { kind: 'any', source, test: acceptAll };
  if (source.length > MAX_PATTERN_SOURCE) return { kind: 'too-long', source, test: acceptAll };
  let regex: RegExp;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the safe compiler itself
    regex = new RegExp(source);
  } catch {
    return { kind: 'invalid', source, test: acceptAll };
  }
  let safe = false;
  try {
    const verdict = isSafePattern(source, { timeout: DETECTOR_TIMEOUT_MS, maxSteps: 20_000 });
    safe = verdict.safe && verdict.error === null;
  } catch {
    safe = false;
  }
  if (!safe) return { kind: 'unsafe', source, test: acceptAll };
  // Without the g or y flag, test() keeps no state between calls.
  return { kind: 'compiled', source, test: (value) => regex.test(value) };
}

/** Compiles once per source; never throws. */
export function compilePattern(source: string | null | undefined): SafePattern {
  const key = source ?? '';
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = compile(key);
    cache.set(key, compiled);
  }
  return compiled;
}
