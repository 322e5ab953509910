/// <reference types="vite/client" />

/** Compile-time: whether the fake platform ships in this build (see vite.config.ts). */
declare const __FAKE_PLATFORM__: boolean;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_MERCHANT?: string;
  readonly VITE_MSW?: 'on' | 'off';
  readonly VITE_LOGINED_TO_HOME_PAGE?: 'true' | 'false';
}
