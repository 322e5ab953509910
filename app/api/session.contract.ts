/**
 * The session contract: the login answer (also free play's, IP verification's and registration's),
 * the login inputs, and the readers of a failed login (captcha needed, IP verification required).
 * Schemas, types and pure helpers only: no React, no network.
 */
import * as z from 'zod/mini';
import { isApiError } from './errors.ts';

/** Geetest results and device data, merged into the payload as the platform's client does. */
export type VerifierData = Record<string, string | number | boolean>;

/**
 * `value` of a login (and of free play, IP verification and registration with `login: true`).
 * token, firstTimeLogin and passwordExpired are confirmed; id, userName and customerType only in
 * sibling builds.
 */
export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  id: z.nullish(z.coerce.number()),
  userName: z.nullish(z.string()),
  firstTimeLogin: z._default(z.boolean(), false),
  passwordExpired: z._default(z.boolean(), false),
  /** The member type (4 = trial). */
  customerType: z.nullish(z.coerce.number()),
});

export type LoginResult = z.infer<typeof loginResultSchema>;

export type LoginType = 'username' | 'sms';

export interface LoginInput {
  /** The account name, or the mobile number in sms mode. */
  username: string;
  /** The password, or the SMS code in sms mode. */
  password: string;
  /** Needed after a failed attempt (see loginNeedsCaptcha). */
  captcha?: string;
  type: LoginType;
  verifier?: VerifierData;
}

/** A failed login whose `value.captcha` is truthy: the form must show the captcha from now on. */
export function loginNeedsCaptcha(error: unknown): boolean {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return false;
  return Boolean((error.value as { captcha?: unknown }).captcha);
}

/** errorCode of a login from an unknown device or IP: verify through /wps/session/login/verification. */
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';

export type LoginVerifyType = 'mobile' | 'email' | 'bankName' | 'authenticator';

/** The verifications a login_verify_required failure offers; `target` is the masked mobile or email (designed: the value was not seen). */
export const loginVerifyRequiredSchema = z.object({
  methods: z._default(
    z.array(z.object({ type: z.enum(['mobile', 'email', 'bankName', 'authenticator']), target: z.nullish(z.string()) })),
    [],
  ),
});

export type LoginVerifyRequired = z.infer<typeof loginVerifyRequiredSchema>;

/** The verification methods of a login_verify_required failure; undefined for any other error. */
export function loginVerification(error: unknown): LoginVerifyRequired | undefined {
  if (!isApiError(error) || error.errorCode !== LOGIN_VERIFY_REQUIRED) return undefined;
  const parsed = loginVerifyRequiredSchema.safeParse(error.value ?? {});
  return parsed.success ? parsed.data : { methods: [] };
}

export interface LoginVerificationInput {
  username: string;
  password: string;
  verifyType: LoginVerifyType;
  /** The SMS code, the email address, the bank account name or the authenticator code. */
  verifyValue: string;
  verifier?: VerifierData;
}

export interface FreePlayInput {
  /** The visitor's operating system, as the platform's client reports it (e.g. "Windows"). */
  os: string;
}
