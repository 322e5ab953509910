import { __unstable__loadDesignSystem } from '@tailwindcss/node';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extendTailwindMerge } from 'tailwind-merge';
import { expect, test } from 'vitest';
import { colorTokens, radiusTokens, shadowTokens, spaceTokens } from '../theme/tokens.ts';
import { cn } from './cn.ts';

test('a later class wins over a conflicting earlier one, token names included', () => {
  expect(cn('p-space-md text-muted', 'p-space-lg')).toBe('text-muted p-space-lg');
  expect(cn('text-text', 'text-muted')).toBe('text-muted');
  expect(cn('text-sm text-muted', 'text-lg')).toBe('text-muted text-lg');
  expect(cn('bg-surface', false, undefined, 'bg-brand')).toBe('bg-brand');
  expect(cn('rounded-md shadow-sm', 'rounded-lg shadow-lg')).toBe('rounded-lg shadow-lg');
});

// Written as plain strings: prettier's Tailwind plugin would sort the classes of a literal cn() call.
const merges: ReadonlyArray<[input: string, merged: string]> = [
  ['px-2 pt-1 p-4', 'p-4'],
  ['p-4 px-2', 'p-4 px-2'],
  ['w-4 h-4 size-8', 'size-8'],
  ['leading-6 text-sm', 'text-sm'],
  ['hover:bg-brand focus:bg-brand md:hover:bg-surface hover:md:bg-text', 'hover:bg-brand focus:bg-brand hover:md:bg-text'],
  ['border-2 border-brand border-x-4 border-strong', 'border-2 border-x-4 border-strong'],
  ['rounded-t-xl rounded-md', 'rounded-md'],
  ['@container @container/centre', '@container/centre'],
  ['bg-warning/15 bg-danger/15 w-1/2 w-full', 'bg-danger/15 w-full'],
  ['size-5! size-3 [&_svg]:size-4 [&_svg]:size-3', 'size-5! size-3 [&_svg]:size-3'],
  // Not Tailwind classes: kept as they are.
  ['group select-control gap-x peer', 'group select-control gap-x peer'],
];

test.each(merges)('a class removes the same group and the narrower ones it covers, under the same variants only: %s', (input, merged) => {
  expect(cn(input)).toBe(merged);
});

/**
 * cn() knows the utility groups of this project's classes, not all of Tailwind's: every class in
 * ui/ and app/ that Tailwind makes CSS of, merged with every other, must come out as tailwind-merge
 * (the reference, a dev dependency) has it. A class of a group cn.ts lacks fails here.
 */
test("merges every pair of the project's classes as tailwind-merge does", async () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'ui', 'app'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
  const words = new Set(files.flatMap((file) => readFileSync(file, 'utf8').split(/[\s'"`{}]+/)));
  const css = readFileSync('ui/styles/globals.css', 'utf8');
  const tailwind = await __unstable__loadDesignSystem(css, { base: resolve('ui/styles') });
  const candidates = [...words].filter(Boolean);
  const generated = tailwind.candidatesToCss(candidates);
  const classes = candidates.filter((_, i) => generated[i]);
  expect(classes.length).toBeGreaterThan(500);

  const twMerge = extendTailwindMerge({
    cacheSize: 0,
    extend: {
      theme: {
        color: Object.keys(colorTokens),
        spacing: Object.keys(spaceTokens),
        radius: Object.keys(radiusTokens),
        shadow: Object.keys(shadowTokens),
      },
    },
  });
  const differences: string[] = [];
  for (const a of classes) {
    for (const b of classes) {
      const expected = twMerge(`${a} ${b}`);
      const actual = cn(a, b);
      if (actual !== expected) differences.push(`cn('${a}', '${b}') is '${actual}', tailwind-merge says '${expected}'`);
    }
  }
  expect(differences.slice(0, 20)).toEqual([]);
}, 60_000);
