import { expect, test } from 'vitest';
import { cn } from './cn.ts';

test('a later class wins over a conflicting earlier one, token names included', () => {
  expect(cn('p-space-md text-muted', 'p-space-lg')).toBe('text-muted p-space-lg');
  expect(cn('text-text', 'text-muted')).toBe('text-muted');
  expect(cn('text-sm text-muted', 'text-lg')).toBe('text-muted text-lg');
  expect(cn('bg-surface', false, undefined, 'bg-brand')).toBe('bg-brand');
  expect(cn('rounded-md shadow-sm', 'rounded-lg shadow-lg')).toBe('rounded-lg shadow-lg');
});
