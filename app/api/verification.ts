/**
 * SMS codes (platform-api.md section 3). The send answers `value.expiredMinutes`; the button counts
 * down 60 s per minute (spec section 4). A failure (too many requests, invalid number) is a business
 * ApiError whose message the screen shows in a warning dialog.
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client.ts';

export const smsSentSchema = z
  .object({ expiredMinutes: z.number().nullish(), expirationTime: z.number().nullish() })
  .nullish()
  .transform((value) => ({ expiredMinutes: value?.expiredMinutes ?? 1, expirationTime: value?.expirationTime ?? undefined }));

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

/** SMS code without a session: SMS login and the forgot-password reset. */
export function sendLoginSms(input: LoginSmsInput): Promise<SmsSent> {
  const { geetest, ...fields } = input;
  return api.request({ method: 'POST', path: '/wps/verification/sms/noLogin', json: { ...fields, ...geetest }, moduleId: 'VERIFICATION3', schema: smsSentSchema });
}

export function useSendLoginSms() {
  return useMutation({ mutationFn: sendLoginSms });
}

/**
 * The unregistered-IP check's SMS method: the dialog knows the number only masked, so the call names
 * the account and the platform sends to the number bound to it.
 */
export function sendLoginVerificationSms(input: { username: string }): Promise<SmsSent> {
  return api.request({ method: 'POST', path: '/wps/verification/sms/noLogin', json: { username: input.username }, moduleId: 'VERIFICATION3', schema: smsSentSchema });
}

export function useSendLoginVerificationSms() {
  return useMutation({ mutationFn: sendLoginVerificationSms });
}

export interface RegisterSmsInput {
  countryDialingCode: string;
  mobileNo: string;
  /** The username form's SMS check is module REGMOBVERF3; mobile registration is MOBILENUMREG3. */
  form: 'username' | 'mobile';
  geetest?: GeetestResult;
}

export function sendRegisterSms(input: RegisterSmsInput): Promise<SmsSent> {
  const { form, geetest, ...fields } = input;
  return api.request({
    method: 'POST',
    path: '/wps/verification/sms/register',
    json: { ...fields, ...geetest },
    moduleId: form === 'mobile' ? 'MOBILENUMREG3' : 'REGMOBVERF3',
    schema: smsSentSchema,
  });
}

export function useSendRegisterSms() {
  return useMutation({ mutationFn: sendRegisterSms });
}
