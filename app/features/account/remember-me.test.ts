import { afterEach, describe, expect, test } from 'vitest';
import { forgetLogin, REMEMBER_MS, rememberedLogin, rememberLogin } from './remember-me.ts';

afterEach(forgetLogin);

describe('remember me (1 day, never the password)', () => {
  test('keeps the username and the SMS number with its dialling code', () => {
    rememberLogin({ remember: true, username: 'member01' });
    rememberLogin({ remember: true, countryDialingCode: '84', mobileNum: '0912345678' });
    expect(rememberedLogin()).toEqual({ remember: true, username: 'member01', countryDialingCode: '84', mobileNum: '0912345678' });
    expect(REMEMBER_MS).toBe(86_400_000);
  });

  test('unticked forgets what was kept', () => {
    rememberLogin({ remember: true, username: 'member01' });
    rememberLogin({ remember: false, username: 'member01' });
    expect(rememberedLogin()).toEqual({ remember: false });
    expect(document.cookie).not.toContain('member01');
  });

  test('no password-like field is ever written, whatever is passed', () => {
    rememberLogin({ remember: true, username: 'member01', ...({ password: 'Abc12345' } as object) });
    expect(document.cookie).not.toContain('Abc12345');
    expect(
      document.cookie
        .split(';')
        .map((part) => part.trim().split('=')[0])
        .sort(),
    ).toEqual(['lastUsername', 'rememberMe']);
  });

  test('tampered cookies are ignored', () => {
    document.cookie = 'rememberMe=1; Path=/';
    document.cookie = `lastUsername=${encodeURIComponent('<script>alert(1)</script>')}; Path=/`;
    document.cookie = 'smsMobile=84-12ab; Path=/';
    expect(rememberedLogin()).toEqual({ remember: true, username: undefined, countryDialingCode: undefined, mobileNum: undefined });
  });

  test('a broken percent-encoding does not throw', () => {
    document.cookie = 'rememberMe=1; Path=/';
    document.cookie = 'lastUsername=%E0%A4%A; Path=/';
    expect(() => rememberedLogin()).not.toThrow();
    expect(rememberedLogin().username).toBeUndefined();
  });
});
