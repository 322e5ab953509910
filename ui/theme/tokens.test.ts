import { describe, expect, test } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { colorTokens, contrastPairs } from './tokens.ts';

describe('design tokens', () => {
  test.each(['light', 'dark'] as const)('every readable pair meets WCAG AA in the %s theme', (theme) => {
    const failures = contrastPairs
      .map(({ fg, bg, min }) => ({ pair: `${fg} on ${bg}`, ratio: contrastRatio(colorTokens[fg][theme], colorTokens[bg][theme]), min }))
      .filter(({ ratio, min }) => ratio < min)
      .map(({ pair, ratio, min }) => `${pair}: ${ratio.toFixed(2)} < ${min}`);
    expect(failures).toEqual([]);
  });

  test('contrast maths matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/rrggbb/);
  });

  test('every colour token has a light and a dark value', () => {
    for (const [name, token] of Object.entries(colorTokens)) {
      expect(token.light, name).toMatch(/^(#[0-9a-f]{6}|rgb\(.+\))$/i);
      expect(token.dark, name).toMatch(/^(#[0-9a-f]{6}|rgb\(.+\))$/i);
    }
  });
});
