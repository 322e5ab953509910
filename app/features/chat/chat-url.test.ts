import { expect, test } from 'vitest';
import { safeChatUrl } from './chat-url.ts';

const APP = 'http://localhost:5173';

test('an http(s) chat address on another origin is loaded as given', () => {
  expect(safeChatUrl('https://chat.example.test/b2c/chat?b2c=1', APP)).toBe('https://chat.example.test/b2c/chat?b2c=1');
  // The fake platform's chat: the app server under its other loopback name.
  expect(safeChatUrl('http://127.0.0.1:5173/fake-chat.html?b2c=1&language=EN', APP)).toBe(
    'http://127.0.0.1:5173/fake-chat.html?b2c=1&language=EN',
  );
});

test('the app origin, other schemes and garbage are refused', () => {
  expect(safeChatUrl('http://localhost:5173/fake-chat.html', APP)).toBeUndefined();
  expect(safeChatUrl('javascript:alert(1)', APP)).toBeUndefined();
  expect(safeChatUrl('data:text/html,<script>alert(1)</script>', APP)).toBeUndefined();
  expect(safeChatUrl('/fake-chat.html', APP)).toBeUndefined();
  expect(safeChatUrl('', APP)).toBeUndefined();
  expect(safeChatUrl(undefined, APP)).toBeUndefined();
});
