/**
 * The geetest step of registration and SMS sends (spec section 4, step 3), behind one function so
 * the flows never know which geetest runs:
 * - GEETEST3 off: no step (undefined).
 * - the fake platform (dev app, tests, Storybook): a stand-in result the fake platform accepts
 *   (mocks/db/verification.ts, checkGeetest), so every flow runs end to end without a network;
 * - a configured captcha id (VITE_GEETEST_CAPTCHA_ID): the real geetest v4 loader, fetched only
 *   when needed (it is a third-party script: the CSP must allow static.geetest.com and gcaptcha4).
 * - GEETEST3 on but nothing configured: no step; the platform refuses and the user sees why.
 * The result's flat fields are merged into the request body, as the platform's own client does.
 */
import { brand } from '../../brand.ts';
import type { GeetestResult } from '../../api/verification.contract.ts';

/** The fake platform's stand-in id (mocks/db/verification.ts GEETEST_STAND_IN_ID; app code may not import mocks). */
const STAND_IN_ID = 'fake-platform-geetest';
const LOADER_URL = 'https://static.geetest.com/v4/gt4.js';

export class GeetestCancelled extends Error {
  constructor() {
    super('The captcha check was closed');
    this.name = 'GeetestCancelled';
  }
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function standIn(): GeetestResult {
  const lot = randomHex(16);
  return {
    captcha_id: STAND_IN_ID,
    lot_number: lot,
    pass_token: `stand-in:${lot}`,
    captcha_output: `stand-in-${randomHex(8)}`,
    gen_time: String(Math.floor(Date.now() / 1000)),
  };
}

interface Geetest4Captcha {
  showCaptcha: () => void;
  onReady: (callback: () => void) => Geetest4Captcha;
  onSuccess: (callback: () => void) => Geetest4Captcha;
  onClose: (callback: () => void) => Geetest4Captcha;
  onError: (callback: (error: unknown) => void) => Geetest4Captcha;
  getValidate: () => Record<string, string> | false;
  destroy: () => void;
}

type InitGeetest4 = (
  config: { captchaId: string; product: 'bind'; language?: string },
  callback: (captcha: Geetest4Captcha) => void,
) => void;

let loader: Promise<InitGeetest4> | undefined;

function loadGeetest(): Promise<InitGeetest4> {
  loader ??= new Promise<InitGeetest4>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = LOADER_URL;
    script.async = true;
    script.onload = () => {
      const init = (window as unknown as { initGeetest4?: InitGeetest4 }).initGeetest4;
      if (init) resolve(init);
      else reject(new Error('geetest did not load'));
    };
    script.onerror = () => {
      loader = undefined;
      reject(new Error('geetest did not load'));
    };
    document.head.append(script);
  });
  return loader;
}

function realGeetest(captchaId: string, language: string): Promise<GeetestResult> {
  return loadGeetest().then(
    (init) =>
      new Promise<GeetestResult>((resolve, reject) => {
        init({ captchaId, product: 'bind', language: language === 'VI' ? 'vie' : 'eng' }, (captcha) => {
          captcha
            .onReady(() => captcha.showCaptcha())
            .onSuccess(() => {
              const result = captcha.getValidate();
              captcha.destroy();
              if (result) resolve({ ...result, captcha_id: captchaId });
              else reject(new GeetestCancelled());
            })
            .onClose(() => {
              captcha.destroy();
              reject(new GeetestCancelled());
            })
            .onError((error) => {
              captcha.destroy();
              reject(error instanceof Error ? error : new Error('geetest failed'));
            });
        });
      }),
  );
}

/** Runs the check when GEETEST3 is on; undefined when there is nothing to add to the payload. */
export async function runGeetest(options: { enabled: boolean; language: string }): Promise<GeetestResult | undefined> {
  if (!options.enabled) return undefined;
  if (brand.geetestCaptchaId) return realGeetest(brand.geetestCaptchaId, options.language);
  if (__FAKE_PLATFORM__) return standIn();
  return undefined;
}
