import { afterEach, expect, test } from 'vitest';
import { forgetLoginReturn, returnAfterLogin, takeLoginReturn } from './login-return.ts';

afterEach(() => forgetLoginReturn());

test('the address a page asked for is handed out once, with its history state', () => {
  returnAfterLogin('/member/withdraw', { centreDepth: 1 });
  expect(takeLoginReturn()).toEqual({ path: '/member/withdraw', state: { centreDepth: 1 } });
  expect(takeLoginReturn()).toBeUndefined();
});

test('a page forgets only its own address', () => {
  returnAfterLogin('/member/withdraw');
  forgetLoginReturn('/member/depositv2');
  expect(takeLoginReturn()?.path).toBe('/member/withdraw');
  returnAfterLogin('/member/withdraw');
  forgetLoginReturn('/member/withdraw');
  expect(takeLoginReturn()).toBeUndefined();
});

test.each(['https://evil.example/', '//evil.example/member', '/\\evil.example', 'javascript:alert(1)', ''])(
  '%s is never a landing',
  (path) => {
    returnAfterLogin(path);
    expect(takeLoginReturn()).toBeUndefined();
  },
);
