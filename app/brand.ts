/**
 * Brand settings: fixed per deployment (VITE_* variables), not served by the platform. The dev app's
 * fake-platform scenarios may override them at start-up (app/main.tsx), nothing else does.
 */
import { currencyCode } from '@ui/i18n/format.ts';

/** The platform's days and times run in Vietnam's time (GMT+7): dates are shown and ranges cut in it, whatever the device's zone. */
export const BRAND_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export type SiteKind = 'member' | 'agent';

export interface Brand {
  /** Visitors without a session are sent to /login on every route but the public ones. */
  loginedToHomePage: boolean;
  /** The member site refuses accounts that are not players, the agent site accounts that are not agents (spec section 6). */
  site: SiteKind;
  /** The weak default password new downlines get: logging in with it forces a change (spec section 4). */
  defaultPassword: string;
  /** The registration bonus the register page mentions, in VND (spec section 2: "1000VND"). */
  registrationBonus: number;
  /** Geetest v4 captcha id; when set and GEETEST3 is on, the real geetest loader runs. */
  geetestCaptchaId: string | undefined;
  /** The top and left bars on /seamless and /vnlottery, which hide them by default (spec section 2). */
  showGameBars: boolean;
  /** The ISO code amounts are shown in (this brand: VND, from .env); without one the spec's `$`. */
  currency: string | undefined;
}

const env = import.meta.env;

export const brand: Brand = {
  loginedToHomePage: env.VITE_LOGINED_TO_HOME_PAGE === 'true',
  site: env.VITE_SITE === 'agent' ? 'agent' : 'member',
  defaultPassword: env.VITE_DEFAULT_PASSWORD || 'a123456',
  registrationBonus: Number(env.VITE_REGISTRATION_BONUS) > 0 ? Number(env.VITE_REGISTRATION_BONUS) : 1000,
  geetestCaptchaId: /^[\da-f]{32}$/i.test(env.VITE_GEETEST_CAPTCHA_ID ?? '') ? env.VITE_GEETEST_CAPTCHA_ID : undefined,
  showGameBars: env.VITE_SHOW_GAME_BARS === 'true',
  currency: currencyCode(env.VITE_CURRENCY),
};

export function overrideBrand(overrides: Partial<Brand>): void {
  Object.assign(brand, overrides);
}
