/**
 * The SMS-code contract (platform-api.md section 3; reference/platform-client.md #1 for a member's
 * codes): the send answer (`value.expiredMinutes`, the member sends `value.expirationTime`), the
 * resend countdowns, the send inputs and the member's operation types. Schemas, types and pure helpers only: no React, no network.
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

/**
 * What a logged-in member's code is for: the platform client's `operationType` numbers of
 * POST /wps/v2/verification/sms/send and send-verified (reference/platform-client.md #1).
 */
export const SMS_OPERATION_TYPES = {
  beforeLogin: 1,
  updateProfile: 2,
  changePassword: 3,
  changePaymentPassword: 4,
  updatePhone: 5,
  bindBankCard: 6,
  deleteBankCard: 7,
  forgotPassword: 8,
  withdraw: 9,
  changeEmail: 10,
} as const;

export type SmsOperation = keyof typeof SMS_OPERATION_TYPES;

/** The operation an operationType number names; undefined for one the client does not know. */
export function smsOperationOf(operationType: unknown): SmsOperation | undefined {
  return (Object.keys(SMS_OPERATION_TYPES) as SmsOperation[]).find((name) => SMS_OPERATION_TYPES[name] === Number(operationType));
}

/** A member's code to a number typed in (a mobile not yet bound, or a new one). */
export interface MemberSmsInput {
  operation: SmsOperation;
  countryDialingCode: string;
  mobileNum: string;
  geetest?: GeetestResult;
}

/** A member's code to the mobile already bound to the account (a withdrawal, deleting a card). */
export interface VerifiedSmsInput {
  operation: SmsOperation;
  /** The bound number's dialling code (the member info's), when known. */
  countryDialingCode?: string;
  geetest?: GeetestResult;
}
