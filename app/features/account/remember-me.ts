/**
 * "Remember me" (spec section 3, cookies of 1 day): the last username, or the SMS mobile number with
 * its dialling code, and the flag. Never the password: the browser's password manager does that,
 * through the forms' autocomplete attributes (security decision 1). Cookies are read back as
 * untrusted: a value that does not look like a username or a phone number is ignored.
 */
export const REMEMBER_MS = 86_400_000;

const COOKIES = { username: 'lastUsername', mobile: 'smsMobile', flag: 'rememberMe' } as const;

const USERNAME = /^[\p{L}\p{N}_.@-]{1,64}$/u;
const MOBILE = /^(\d{1,4})-(\d{4,15})$/;

export interface RememberedLogin {
  remember: boolean;
  username?: string;
  countryDialingCode?: string;
  mobileNum?: string;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function writeCookie(name: string, value: string, maxAgeMs: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; SameSite=Strict${secure}`;
}

export function rememberedLogin(): RememberedLogin {
  const remember = readCookie(COOKIES.flag) === '1';
  if (!remember) return { remember: false };
  const username = readCookie(COOKIES.username);
  const mobile = MOBILE.exec(readCookie(COOKIES.mobile) ?? '');
  return {
    remember,
    username: username !== undefined && USERNAME.test(username) ? username : undefined,
    countryDialingCode: mobile?.[1],
    mobileNum: mobile?.[2],
  };
}

/** After a successful login: keep (or forget) what identifies the account, for one day. */
export function rememberLogin(input: { remember: boolean; username?: string; countryDialingCode?: string; mobileNum?: string }): void {
  if (!input.remember) {
    forgetLogin();
    return;
  }
  writeCookie(COOKIES.flag, '1', REMEMBER_MS);
  if (input.username !== undefined && USERNAME.test(input.username)) writeCookie(COOKIES.username, input.username, REMEMBER_MS);
  const mobile = `${input.countryDialingCode ?? ''}-${input.mobileNum ?? ''}`;
  if (MOBILE.test(mobile)) writeCookie(COOKIES.mobile, mobile, REMEMBER_MS);
}

export function forgetLogin(): void {
  for (const name of Object.values(COOKIES)) writeCookie(name, '', 0);
}
