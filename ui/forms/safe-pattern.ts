/**
 * The one place a RegExp is built from a string: the registration rules' `acceptedPattern`, which
 * comes from the server and is therefore untrusted (reference/security-and-reliability.md section 5).
 *
 * - `*`, empty or missing: any value (length rules still apply).
 * - Longer than MAX_PATTERN_SOURCE, invalid syntax, or flagged by redos-detector (a pattern that can
 *   backtrack without bound, e.g. `^(a+)+$`): refused, and the field falls back to its length rule.
 *   The server still validates, so refusing only loses the early hint, never safety.
 * - The detector's budget is wall-clock time, so a busy main thread (page start-up, a slow device) can
 *   cut short the analysis of a harmless pattern: a timed-out verdict is length-only for now and is
 *   analysed again on later calls, up to MAX_TIMED_OUT_ANALYSES times, before it is kept for good.
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
/** Analyses per source that may end in a time-out before the refusal is final (worst case 3 x 100 ms). */
export const MAX_TIMED_OUT_ANALYSES = 3;

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
/** Sources whose analyses so far all timed out, with how many there were. */
const timedOut = new Map<string, number>();

/** The pattern, and whether the verdict is final (everything but a detector time-out). */
function compile(source: string): { pattern: SafePattern; final: boolean } {
  const trimmed = source.trim();
  if (trimmed === '' || trimmed === '*') return { pattern: { kind: 'any', source, test: acceptAll }, final: true };
  if (source.length > MAX_PATTERN_SOURCE) return { pattern: { kind: 'too-long', source, test: acceptAll }, final: true };
  let regex: RegExp;
  try {
    // eslint-disable-next-line no-restricted-syntax -- the safe compiler itself
    regex = new RegExp(source);
  } catch {
    return { pattern: { kind: 'invalid', source, test: acceptAll }, final: true };
  }
  let safe = false;
  let final = true;
  try {
    const verdict = isSafePattern(source, { timeout: DETECTOR_TIMEOUT_MS, maxSteps: 20_000 });
    safe = verdict.safe && verdict.error === null;
    final = verdict.error !== 'timedOut';
  } catch {
    safe = false;
  }
  if (!safe) return { pattern: { kind: 'unsafe', source, test: acceptAll }, final };
  // Without the g or y flag, test() keeps no state between calls.
  return { pattern: { kind: 'compiled', source, test: (value) => regex.test(value) }, final: true };
}

/** Compiles once per source (a timed-out analysis a few times); never throws. */
export function compilePattern(source: string | null | undefined): SafePattern {
  const key = source ?? '';
  const cached = cache.get(key);
  if (cached) return cached;
  const { pattern, final } = compile(key);
  const analyses = (timedOut.get(key) ?? 0) + 1;
  if (final || analyses >= MAX_TIMED_OUT_ANALYSES) {
    cache.set(key, pattern);
    timedOut.delete(key);
  } else {
    timedOut.set(key, analyses);
  }
  return pattern;
}
