import { expect, test } from 'vitest';
import { takeUnhandled } from '../setup/unhandled.ts';

// The unit harness itself: these guard the guards.
test('a request no handler answers is recorded, so the test that made it fails', async () => {
  await expect(fetch('http://localhost/no-such-endpoint')).rejects.toThrow();
  // Taking the record here keeps this one test green; anywhere else the setup's afterEach throws.
  expect(takeUnhandled()).toEqual(['GET http://localhost/no-such-endpoint']);
});

test('a console error fails the test', () => {
  expect(() => console.error('boom')).toThrow(/console.error called: boom/);
});

test('the fake platform answers a known call', async () => {
  const response = await fetch('http://localhost/wps/system/status');
  const body = (await response.json()) as { success: boolean };
  expect(body.success).toBe(true);
});
