/// <reference types="vite/client" />

/** Compile-time: whether the fake platform ships in this build (see vite.config.ts). */
declare const __FAKE_PLATFORM__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_MERCHANT?: string;
  readonly VITE_MSW?: 'on' | 'off';
  readonly VITE_LOGINED_TO_HOME_PAGE?: 'true' | 'false';
  readonly VITE_SITE?: 'member' | 'agent';
  readonly VITE_DEFAULT_PASSWORD?: string;
  readonly VITE_REGISTRATION_BONUS?: string;
  readonly VITE_GEETEST_CAPTCHA_ID?: string;
  readonly VITE_CURRENCY?: string;
  readonly VITE_SHOW_GAME_BARS?: 'true' | 'false';
}
