import { expect, test } from 'vitest';
import { safeHttpUrl } from './url.ts';

test('only http and https addresses pass', () => {
  expect(safeHttpUrl('https://chat.example.test/x')).toBe('https://chat.example.test/x');
  expect(safeHttpUrl('http://a.test')).toBe('http://a.test/');
  expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
  expect(safeHttpUrl('JaVaScRiPt:alert(1)')).toBeUndefined();
  expect(safeHttpUrl('data:text/html,hi')).toBeUndefined();
  expect(safeHttpUrl('//evil.test')).toBeUndefined();
  expect(safeHttpUrl('')).toBeUndefined();
  expect(safeHttpUrl(null)).toBeUndefined();
});
