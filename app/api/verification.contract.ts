/**
 * The SMS-code contract (platform-api.md section 3): the send answer (`value.expiredMinutes`), the
 * resend countdowns and the send inputs. Schemas, types and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';

export const smsSentSchema = z.pipe(
  z.nullish(z.object({ expiredMinutes: z.nullish(z.number()), expirationTime: z.nullish(z.number()) })),
  z.transform((value) => ({ expiredMinutes: value?.expiredMinutes ?? 1, expirationTime: value?.expirationTime ?? undefined })),
);

export type SmsSent = z.infer<typeof smsSentSchema>;

/** Geetest v4 results merged into the payload where the brand turns geetest on. */
export type GeetestResult = Record<string, string | number>;

/** The resend countdown in seconds: 60 per minute of validity (spec section 4). */
export const smsCountdownSeconds = (sent: SmsSent) => 60 * sent.expiredMinutes;

/**
 * The forgot-password resend countdown: until the server's expirationTime (ms), else from the time
 * of the request plus expiredMinutes (the platform's own helper). Never negative.
 */
export function resendCountdownSeconds(sent: SmsSent, requestedAt: number, now = Date.now()): number {
  const end = sent.expirationTime ?? requestedAt + sent.expiredMinutes * 60_000;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

export interface LoginSmsInput {
  mobileNum: string;
  countryDialingCode: string;
  /**
   * 'reset' from the forgot-password screen. The platform does not take this field (its call is the
   * same for both); the fake platform reads it to keep reset codes apart, and accepts login codes
   * for a reset too, so leaving it out is never wrong.
   */
  purpose?: 'login' | 'reset';
  geetest?: GeetestResult;
}

export interface RegisterSmsInput {
  countryDialingCode: string;
  mobileNo: string;
  /** The username form's SMS check is module REGMOBVERF3; mobile registration is MOBILENUMREG3. */
  form: 'username' | 'mobile';
  geetest?: GeetestResult;
}
