import { expect, test } from 'vitest';
import { providerOrigin } from './provider-origin.ts';

const at = (url: string) => providerOrigin({ url: new URL(url) });

test('the fake provider pages are on the app server under its other loopback name, same scheme and port', () => {
  expect(at('http://localhost:5173/wps/relay/CBS_launchChat?b2c=1')).toBe('http://127.0.0.1:5173');
  expect(at('http://127.0.0.1:4173/wps/system/status')).toBe('http://localhost:4173');
  expect(at('http://[::1]:5173/wps/game/launchGame')).toBe('http://localhost:5173');
});

test("off loopback there is no other name: the origin is the app's own (where the app refuses a game or a chat)", () => {
  expect(at('https://demo.viva.example.test/wps/system/status')).toBe('https://demo.viva.example.test');
});
