/**
 * The validation engine's core: one server rule (spec section 5) checks one value and answers a
 * problem the catalogue can phrase, or nothing. Pure and total: any string in, never a throw.
 */
import { compilePattern } from './safe-pattern.ts';

/** One field's rule as the platform serves it (GET /wps/system/setting/register). */
export interface FieldRule {
  enabled?: boolean;
  required?: boolean;
  acceptedPattern?: string | null;
  patternId?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
}

export type FieldRules = Readonly<Record<string, FieldRule | undefined>>;

/** The pattern ids of spec section 5; any other id is worded as 0 (length only). */
export const PATTERN_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** No value is ever matched beyond this many characters, whatever maxLength says (ReDoS guard). */
export const ABSOLUTE_MAX_LENGTH = 256;

export type FieldProblem =
  | { kind: 'required' }
  /** Wrong length or format: worded by the pattern id with the bounds. */
  | { kind: 'pattern'; patternId: PatternId; range: string };

/** Characters as the user sees them (code points), not UTF-16 units. */
export const lengthOf = (value: string) => [...value].length;

const isPatternId = (id: unknown): id is PatternId => typeof id === 'number' && (PATTERN_IDS as readonly number[]).includes(id);

const bound = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;

/** The effective bounds: min 0 by default, max capped at ABSOLUTE_MAX_LENGTH; a min above max is clamped. */
export function boundsOf(rule: FieldRule): { min: number; max: number } {
  const max = Math.min(bound(rule.maxLength) ?? ABSOLUTE_MAX_LENGTH, ABSOLUTE_MAX_LENGTH);
  const min = Math.min(bound(rule.minLength) ?? 0, max);
  return { min, max };
}

/** '(min) - (max)' by default; a single number when they are equal (spec section 5). */
export function rangeText(rule: FieldRule): string {
  const { min, max } = boundsOf(rule);
  return min === max ? String(min) : `${min} - ${max}`;
}

/**
 * Checks a value against a rule. A disabled rule accepts anything (the field is not shown); an
 * empty value is a problem only when required. Length is checked before the pattern runs.
 */
export function checkField(rule: FieldRule | undefined, value: string): FieldProblem | undefined {
  if (!rule || rule.enabled === false) return undefined;
  if (value === '') return rule.required ? { kind: 'required' } : undefined;
  const patternId = isPatternId(rule.patternId) ? rule.patternId : 0;
  const problem = { kind: 'pattern', patternId, range: rangeText(rule) } as const;
  const { min, max } = boundsOf(rule);
  const length = lengthOf(value);
  if (length < min || length > max) return problem;
  return compilePattern(rule.acceptedPattern).test(value) ? undefined : problem;
}
